import { reportFile } from '@flp/shared/resources';
import { useTranslation } from 'react-i18next';
import { BusyLink, ResourcePage, type Row } from '../../crud';
import { downloadFile } from '../../crud/excel/transfer';

const API = `/api${reportFile.api}`;

/** 下载 of a report's file (the registry's own download, which keeps another's kept export his). */
function Download({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <BusyLink run={() => downloadFile(`${API}/download`, { id: row.id }, `${row.reportName}.xlsx`)}>
      {t('system.report.download')}
    </BusyLink>
  );
}

/**
 * 报表管理: the files the system generated — the standing book's month-end workbook, saved concentration snapshots,
 * list exports kept for later — searched by name, type, period, who and when; each downloads or is removed.
 */
export default function ReportPage() {
  return <ResourcePage def={reportFile} rowActions={(row) => <Download row={row} />} />;
}
