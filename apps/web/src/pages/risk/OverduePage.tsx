import { COLLECTION_METHODS, iou, iouRiskHistory, overdueAction, scheduleRow } from '@flp/shared/resources';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldsTable, type RecordTab, RecordsTable, ResourcePage, type Row, useLoc } from '../../crud';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Loading } from '../../crud';
import { useStartFamily } from '../project/useStartFamily';
import { riskApi } from './api';
import { riskTagField } from './RiskTag';

const HIDE = { add: true, edit: true, delete: true, import: true, export: true, selection: true } as const;

/** The IOU's columns this list needs, in this order (the IOU's own list shows its terms as well). */
const LISTED = [
  'iouNo',
  'customerId',
  'dpd',
  'riskLevel',
  'overduePeriods',
  'overduePrincipal',
  'overdueInterest',
  'penaltyAmount',
  'owner',
];
/** The IOU as this list shows it: its listed fields first, in the order above. */
const OVERDUE_VIEW = {
  ...iou,
  fields: [
    ...LISTED.map((name) => iou.fields.find((f) => f.name === name)!),
    ...iou.fields.filter((f) => !LISTED.includes(f.name)),
  ],
};
const FIELDS = Object.fromEntries(
  iou.fields.map((f) => [
    f.name,
    {
      list: LISTED.includes(f.name),
      ...(f.name === 'iouState' ? { search: false } : {}),
      ...(f.name === 'riskLevel' || f.name === 'riskFloor' ? riskTagField : {}),
    },
  ]),
);

/** A period's columns in the drawer: what was due, how late, its 罚息, what was paid. */
const PERIOD_FIELDS = [
  'period',
  'dueDate',
  'rent',
  'overdueDays',
  'penalty',
  'paidPrincipal',
  'paidInterest',
  'paidPenalty',
];

/** 逾期期次: the periods overdue as derived, with their 罚息. */
function PeriodsTab({ row }: { row: Row }) {
  const { t } = useTranslation();
  const periods = useQuery({
    queryKey: ['risk', 'periods', String(row.id), row.asOfDate],
    queryFn: () => riskApi.periods(String(row.id)),
  });
  if (periods.isError) return <Alert type="error" showIcon title={(periods.error as Error).message} />;
  if (!periods.data) return <Loading />;
  const overdue = periods.data.periods.filter((p) => Number(p.overdueDays) > 0);
  if (!overdue.length) return <Empty description={t('risk.noOverduePeriods')} />;
  const fields = PERIOD_FIELDS.map((name) => scheduleRow.fields.find((f) => f.name === name)!);
  return <FieldsTable fields={fields} rows={overdue} />;
}

const TABS: RecordTab[] = [
  {
    key: 'periods',
    label: { 'zh-CN': '逾期期次', 'en-US': 'Overdue periods' },
    render: (row) => <PeriodsTab row={row} />,
  },
  {
    key: 'history',
    label: iouRiskHistory.label,
    render: (row) => (
      <RecordsTable
        def={iouRiskHistory}
        queryKey={['risk', 'history', String(row.id)]}
        load={() => riskApi.history(String(row.id))}
      />
    ),
  },
  {
    key: 'collections',
    label: { 'zh-CN': '催收记录', 'en-US': 'Collection records' },
    render: (row) => (
      <RecordsTable
        def={overdueAction}
        queryKey={['risk', 'collections', String(row.id)]}
        load={() => riskApi.collections(String(row.id))}
      />
    ),
  },
];

/** 逾期管理: the overdue IOUs as of the business date, their periods, history and collection records. */
export default function OverduePage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const start = useStartFamily();
  const methodOf = (v: unknown) => {
    const m = COLLECTION_METHODS.find((o) => o.value === v);
    return m ? loc(m.label) : '';
  };
  return (
    <ResourcePage
      def={OVERDUE_VIEW}
      tableId="risk-overdue"
      request={riskApi.overdueIous}
      hide={HIDE}
      permission="risk_overdue"
      fields={FIELDS}
      recordTabs={TABS}
      columns={[
        {
          key: 'lastActionDate',
          title: { 'zh-CN': '最近催收', 'en-US': 'Last collection' },
          width: 150,
          render: (v, row) => (v ? `${String(v)} ${methodOf(row.lastActionMethod)}` : '—'),
        },
      ]}
      rowActions={(row, ctx) =>
        ctx.can('risk_overdue_add') && (
          <Button
            type="link"
            size="small"
            onClick={() => start('overdue', { iouId: String(row.id), name: String(row.iouNo ?? '') })}
          >
            {t('risk.collect')}
          </Button>
        )
      }
    />
  );
}
