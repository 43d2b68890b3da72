import { FileWordOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Row } from '../../crud';

/** A row action opening the record's report document (its `report` attachments field), when it has one. */
export function ReportLink({ row, label }: { row: Row; label: string }) {
  const report = (row.report as { link: string }[] | null)?.[0];
  if (!report) return null;
  return (
    <Button type="link" size="small" icon={<FileWordOutlined />} href={report.link} target="_blank">
      {label}
    </Button>
  );
}
