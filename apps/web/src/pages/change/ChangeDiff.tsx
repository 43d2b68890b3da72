import { type WorkflowFamily, l } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading, type RecordTab, useLang, useLoc } from '../../crud';
import { type ChangeDiffLine, changeDiff } from './api';

/**
 * What a change sets on its target, field by field: 要素 / 变更前 / 变更后 as the change machine answers them
 * (approvalDetails: labels and values in the request's language, so the language is part of the query).
 */
function ChangeDiff({ family, businessId }: { family: WorkflowFamily; businessId: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const lang = useLang();
  const lines = useQuery({
    queryKey: ['change', 'diff', family.code, businessId, lang],
    queryFn: () => changeDiff(family, businessId),
  });
  if (lines.isError) return <Alert type="error" showIcon title={(lines.error as Error).message} />;
  if (!lines.data) return <Loading />;
  if (!lines.data.length) return <Empty description={t('change.noDiff')} />;
  // the column titles are the record's own fields that keep the two sides (changeFields)
  const label = (name: string) => loc(family.resource().fields.find((f) => f.name === name)?.label ?? name);
  return (
    <Table<ChangeDiffLine>
      size="small"
      bordered
      rowKey="field"
      pagination={false}
      data-testid="change-diff"
      dataSource={lines.data}
      columns={[
        { key: 'item', dataIndex: 'ysmc', title: t('change.diffItem') },
        { key: 'old', dataIndex: 'oldval', title: label('before') },
        { key: 'new', dataIndex: 'newval', title: label('after') },
      ]}
    />
  );
}

/** The 变更内容 tab of a change family whose api answers approvalDetails (its 查看 drawer and its decision tabs). */
export const changeDiffTab = (family: WorkflowFamily): RecordTab => ({
  key: 'changeDiff',
  label: l('变更内容', 'Changes'),
  render: (row) => <ChangeDiff family={family} businessId={String(row.id)} />,
});
