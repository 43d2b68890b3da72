import { formatAmount } from '@flp/shared/format';
import { RECORD_STATES, l, receipt, writeOff, fieldLabel } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldValue, type RecordTab, type Row, useLoc } from '../../crud';
import { BesideIou } from './BesideIou';
import { type RecoveryLine, writeOffApi } from './writeOffApi';

const fieldOf = (name: string) => writeOff.fields.find((f) => f.name === name)!;
const receiptLabel = (name: string) => fieldLabel(receipt, name);

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

/** The record's figures (— where there is none yet: recovered before the approval). */
function Figures({ row }: { row: Row }) {
  const loc = useLoc();
  const shown = (name: string) => {
    const v = row[name];
    if (name === 'riskLevel') return <FieldValue field={fieldOf(name)} value={v} row={row} />;
    if (v === null || v === undefined || v === '') return '—';
    const text = formatAmount(String(v));
    return BOLD.has(name) ? <Typography.Text strong>{text}</Typography.Text> : text;
  };
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid="write-off-figures"
      items={DECISION_FIELDS.map((f) => ({ key: f.name, label: loc(f.label), children: shown(f.name) }))}
    />
  );
}

/** The recoveries (核销后追偿) of an approved write-off, each as applied to the claim, the claim left after it. */
function Recoveries({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const iouNo = String(row.iouNo ?? '');
  const listed = useQuery({
    queryKey: ['change', 'write-off-recoveries', iouNo],
    queryFn: () => writeOffApi.byIou(iouNo),
    enabled: !!iouNo,
  });
  const lines = listed.data?.find((x) => String(x.id) === String(row.id))?.recoveries ?? [];
  const amount = (v: string) => formatAmount(v);
  const money = (key: string, title: string, value: (x: RecoveryLine) => string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, x: RecoveryLine) => amount(value(x)),
  });
  return (
    <>
      <Typography.Title level={5} style={{ margin: '12px 0 8px' }}>
        {t('change.recoveriesTitle')}
      </Typography.Title>
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
          money('amount', loc(receiptLabel('amount')), (x) => x.amount),
          money('fee', t('change.recoveryFee'), (x) => x.applied.fee),
          money('principal', t('change.recoveryPrincipal'), (x) => x.applied.principal),
          money('interest', t('change.recoveryInterest'), (x) => x.applied.interest),
          money('penalty', t('change.recoveryPenalty'), (x) => x.applied.penalty),
          money('unapplied', t('change.recoveryUnapplied'), (x) => x.unapplied),
          money('left', t('change.principalLeft'), (x) => x.left.principal),
          money('claim', t('change.claimLeft'), (x) => x.offBalance),
        ]}
      />
    </>
  );
}

/**
 * A write-off as decided: its figures beside the IOU's on the write-off date and, once approved, its recoveries —
 * the tab of its 查看 drawer and, beside its approval, a decision tab (changeTabs.ts).
 */
export const writeOffFiguresTab: RecordTab = {
  key: 'writeOffFigures',
  label: l('核销金额', 'Amount written off'),
  render: (row) => (
    <>
      <BesideIou iouId={String(row.iouId ?? '')} date={String(row.writeOffDate ?? '')}>
        <Figures row={row} />
      </BesideIou>
      {row.flowState === RECORD_STATES.approved && <Recoveries row={row} />}
    </>
  ),
};
