import { formatAmount } from '@flp/shared/format';
import { type SecurityLine, guaranteeChange, l } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { Loading, type RecordTab } from '../../crud';

const COLOURS = { keep: 'default', release: 'red', add: 'green' } as const;

/** The contract's security as the change leaves it: each kept, released or added, as its approvers decide on it. */
function SecurityDiff({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const lines = useQuery({
    queryKey: ['guaranteeChange', 'diff', businessId],
    queryFn: () => http.get<SecurityLine[]>(`/api${guaranteeChange.api}/securityDiff`, { businessId }),
  });
  if (lines.isError) return <Alert type="error" showIcon title={(lines.error as Error).message} />;
  if (!lines.data) return <Loading />;
  return (
    <Table<SecurityLine>
      size="small"
      bordered
      rowKey={(r) => `${r.kind}-${r.id ?? ''}-${lines.data.indexOf(r)}`}
      pagination={false}
      data-testid="security-diff"
      dataSource={lines.data}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'kind', title: t('change.field.security.kind'), render: (_, r) => t(`change.field.security.${r.kind}`) },
        { key: 'no', title: t('change.field.security.no'), render: (_, r) => r.no || t('change.field.security.new') },
        { key: 'giver', dataIndex: 'giver', title: t('change.field.security.giver') },
        {
          key: 'amount',
          title: t('change.field.security.amount'),
          align: 'right',
          render: (_, r) => formatAmount(r.amount),
        },
        {
          key: 'action',
          title: t('change.field.security.action'),
          render: (_, r) => <Tag color={COLOURS[r.action]}>{t(`change.field.security.${r.action}`)}</Tag>,
        },
      ]}
    />
  );
}

/** 担保变化: on 查看 of a 担保变更 and beside its approval. */
export const securityDiffTab: RecordTab = {
  key: 'securityDiff',
  label: l('担保变化', 'Security'),
  render: (row) => <SecurityDiff businessId={String(row.id)} />,
};
