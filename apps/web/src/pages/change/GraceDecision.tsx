import { D, formatMoney } from '@flp/shared/finance';
import { graceAdjust, l } from '@flp/shared/resources';
import { Col, Descriptions, Row as GridRow } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldValue, type RecordTab, type Row, useLoc } from '../../crud';
import { IouAsOf } from './IouAsOf';
import { QuoteTable } from './SettleQuote';

const field = (name: string) => graceAdjust.fields.find((f) => f.name === name)!;
/** What the adjustment grants, as the record says it. */
const TERMS = ['scope', 'periods', 'penaltyMode', 'validFrom', 'validTo'].map(field);

/**
 * What an approver of a grace adjustment decides on: the IOU's 罚息 as of the effective date before and after (as the
 * server priced them at the last save; the approval prices them again) and what it waives, the grace days and what
 * the adjustment covers — beside the IOU's figures as of that date.
 */
function GraceDecision({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const before = String(row.penaltyBefore ?? '0');
  const after = String(row.penaltyAfter ?? '0');
  const lines = [
    { key: 'penaltyBefore', label: loc(field('penaltyBefore').label), amount: before },
    { key: 'penaltyAfter', label: loc(field('penaltyAfter').label), amount: after },
    { key: 'waived', label: t('change.grace.waived'), amount: formatMoney(new D(before).minus(after)) },
  ];
  const days = `${row.oldGraceDays ?? '-'} → ${row.newGraceDays ?? '-'}`;
  return (
    <GridRow gutter={[16, 12]}>
      <Col xs={24} md={13}>
        <QuoteTable lines={lines} testId="grace-penalty" />
        <Descriptions size="small" column={1} style={{ marginTop: 12 }} data-testid="grace-terms">
          <Descriptions.Item label={t('change.grace.days')}>{days}</Descriptions.Item>
          {TERMS.filter((f) => row[f.name] !== null && row[f.name] !== undefined && row[f.name] !== '').map((f) => (
            <Descriptions.Item key={f.name} label={loc(f.label)}>
              <FieldValue field={f} value={row[f.name]} row={row} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Col>
      <Col xs={24} md={11}>
        <IouAsOf iouId={String(row.iouId ?? '')} date={String(row.trandate ?? '')} />
      </Col>
    </GridRow>
  );
}

/** A grace adjustment's 罚息 before and after: a tab of its 查看 drawer and, beside its approval, a decision tab. */
export const graceDecisionTab: RecordTab = {
  key: 'graceDecision',
  label: l('罚息试算', 'Penalty before and after'),
  render: (row) => <GraceDecision row={row} />,
};
