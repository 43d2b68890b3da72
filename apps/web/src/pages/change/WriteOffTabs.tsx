import { formatAmount } from '@flp/shared/format';
import { RECORD_STATES, l, receipt, writeOff } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Col, Descriptions, Empty, Row as GridRow, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldValue, type RecordTab, type Row, useLoc } from '../../crud';
import { IouFiguresOn } from './IouFiguresOn';
import { type RecoveryLine, writeOffApi } from './writeOffApi';

const fieldOf = (name: string) => writeOff.fields.find((f) => f.name === name)!;
const receiptLabel = (name: string) => receipt.fields.find((f) => f.name === name)!.label;

/**
 * What an approver decides on: the class, the claim by component, the amount written off against the provision held
 * and the shortfall; once approved, what was recovered and the off-balance claim left (answered by the server from
 * the recoveries, never stored).
 */
const DECISION_FIELDS = [
  'riskLevel',
  'principal',
  'interest',
  'fees',
  'amount',
  'provisionHeld',
  'shortfall',
  'penalty',
  'recovered',
  'offBalance',
].map(fieldOf);

/** The amounts that close the decision, shown bold. */
const BOLD = new Set(['amount', 'shortfall', 'offBalance']);

/** A record's figures beside its IOU's as of the write-off date (iou/evaluate; left out for who may not read IOUs). */
function WriteOffDecision({ row }: { row: Row }) {
  const loc = useLoc();
  const shown = (name: string) => {
    const v = row[name];
    if (name === 'riskLevel') return <FieldValue field={fieldOf(name)} value={v} row={row} />;
    if (v === null || v === undefined || v === '') return '—';
    const text = formatAmount(String(v));
    return BOLD.has(name) ? <Typography.Text strong>{text}</Typography.Text> : text;
  };
  return (
    <GridRow gutter={[16, 12]}>
      <Col xs={24} md={12}>
        <Descriptions size="small" column={1} bordered data-testid="write-off-figures">
          {DECISION_FIELDS.map((f) => (
            <Descriptions.Item key={f.name} label={loc(f.label)}>
              {shown(f.name)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Col>
      <IouFiguresOn iouId={String(row.iouId ?? '')} date={String(row.writeOffDate ?? '')} span={12} />
    </GridRow>
  );
}

/** The recoveries (核销后追偿) of an approved write-off, each as applied to the claim, the claim left after it. */
function Recoveries({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const approved = row.flowState === RECORD_STATES.approved;
  const iouNo = String(row.iouNo ?? '');
  const listed = useQuery({
    queryKey: ['change', 'write-off-recoveries', iouNo],
    queryFn: () => writeOffApi.byIou(iouNo),
    enabled: approved && !!iouNo,
  });
  if (!approved) return <Empty description={t('change.notWrittenOff')} />;
  const lines = listed.data?.find((x) => String(x.id) === String(row.id))?.recoveries ?? [];
  const amount = (v: string) => formatAmount(v);
  return (
    <Table<RecoveryLine>
      size="small"
      rowKey="receiptId"
      pagination={false}
      loading={listed.isLoading}
      data-testid="write-off-recoveries"
      dataSource={lines}
      locale={{ emptyText: t('change.noRecoveries') }}
      scroll={{ x: 900 }}
      columns={[
        { key: 'no', title: loc(receiptLabel('receiptNo')), dataIndex: 'receiptNo' },
        { key: 'date', title: loc(receiptLabel('receiptDate')), dataIndex: 'receiptDate' },
        { key: 'amount', title: loc(receiptLabel('amount')), align: 'right', render: (_, x) => amount(x.amount) },
        { key: 'fee', title: t('change.recoveryFee'), align: 'right', render: (_, x) => amount(x.applied.fee) },
        {
          key: 'principal',
          title: t('change.recoveryPrincipal'),
          align: 'right',
          render: (_, x) => amount(x.applied.principal),
        },
        {
          key: 'interest',
          title: t('change.recoveryInterest'),
          align: 'right',
          render: (_, x) => amount(x.applied.interest),
        },
        {
          key: 'penalty',
          title: t('change.recoveryPenalty'),
          align: 'right',
          render: (_, x) => amount(x.applied.penalty),
        },
        {
          key: 'unapplied',
          title: t('change.recoveryUnapplied'),
          align: 'right',
          render: (_, x) => amount(x.unapplied),
        },
        { key: 'left', title: t('change.principalLeft'), align: 'right', render: (_, x) => amount(x.left.principal) },
        { key: 'claim', title: t('change.claimLeft'), align: 'right', render: (_, x) => amount(x.offBalance) },
      ]}
    />
  );
}

/** A write-off's figures: a tab of its 查看 drawer and, beside its approval, a decision tab (the change area's families). */
export const writeOffFiguresTab: RecordTab = {
  key: 'writeOffFigures',
  label: l('核销金额', 'Amount written off'),
  render: (row) => <WriteOffDecision row={row} />,
};

/** Its recoveries, once approved. */
export const writeOffRecoveriesTab: RecordTab = {
  key: 'writeOffRecoveries',
  label: l('追偿记录', 'Recoveries'),
  render: (row) => <Recoveries row={row} />,
};
