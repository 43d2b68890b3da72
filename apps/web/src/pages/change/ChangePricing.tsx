import { type Localized, type ResourceDef, scheduleRow } from '@flp/shared/resources';
import { Descriptions, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValue, FieldsTable, type RecordTab, type Row, useLoc } from '../../crud';
import { BesideIou } from './BesideIou';

/** A change's new periods under 租金明细's own column titles. */
const PERIOD_FIELDS = ['period', 'dueDate', 'rent', 'principal', 'interest', 'fee', 'balance'].map(
  (name) => scheduleRow.fields.find((f) => name === f.name)!,
);

/** The new periods as a change keeps them (`preview`, json: an array, or its text from an older read). */
export function periodsOf(row: Row): Row[] {
  const v = typeof row.preview === 'string' ? JSON.parse(row.preview || '[]') : row.preview;
  return Array.isArray(v) ? v : [];
}

/** A change's new periods from the first one it changes (`preview`), as its approvers and its screen show them. */
export function ChangePeriods({ row, testId }: { row: Row; testId: string }) {
  return (
    <div data-testid={testId}>
      <FieldsTable fields={PERIOD_FIELDS} rows={periodsOf(row)} />
    </div>
  );
}

/** How one change family's priced record reads (the pricing tab of 展期, 借据变更, 租金计划调整). */
export interface PricingSpec {
  def: ResourceDef;
  /** The record's figures the server priced, by field name, in the order they are read. */
  figures: string[];
  /** The `data-testid` prefix of its figures and periods (`<testId>-figures`, `<testId>-periods`). */
  testId: string;
  /** What the approver must read first (an implied rate below the contract's). */
  note?: (row: Row) => ReactNode;
}

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * A change as priced at its last save (and again on approval): its figures beside the IOU's as of its effective date,
 * then its new periods. A figure it has no value of is left out (an IOU change of the account alone has no rent); a
 * change without periods reschedules nothing, and one not yet saved has nothing priced (no `baseVersion`).
 */
export function ChangePricing({ row, spec }: { row: Row; spec: PricingSpec }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const periods = periodsOf(row);
  if (!given(row.baseVersion) && !periods.length) return <Empty description={t('change.notPriced')} />;
  const fieldOf = (name: string) => spec.def.fields.find((f) => f.name === name)!;
  const figures = spec.figures.map(fieldOf).filter((f) => f.kind === 'switch' || given(row[f.name]));
  return (
    <>
      {spec.note?.(row)}
      <BesideIou iouId={String(row.iouId ?? '')} date={String(row.trandate ?? '')}>
        <Typography.Text type="secondary">{t('change.pricedOn', { date: row.trandate })}</Typography.Text>
        {/* label and value on one line, as the IOU's figures beside them: a phone wraps neither number */}
        <Descriptions
          size="small"
          column={1}
          data-testid={`${spec.testId}-figures`}
          items={figures.map((f) => ({
            key: f.name,
            label: loc(f.label),
            children: <FieldValue field={f} value={row[f.name]} row={row} />,
          }))}
        />
      </BesideIou>
      <Typography.Title level={5} style={{ margin: '12px 0 8px' }}>
        {loc(fieldOf('preview').label)}
      </Typography.Title>
      {periods.length ? (
        <ChangePeriods row={row} testId={`${spec.testId}-periods`} />
      ) : (
        <Typography.Text type="secondary">{t('change.noNewPeriods')}</Typography.Text>
      )}
    </>
  );
}

/** A change's pricing: a tab of its 查看 drawer and, beside its approval, a decision tab (changeTabs.ts). */
export const pricingTab = (key: string, label: Localized, spec: PricingSpec): RecordTab => ({
  key,
  label,
  render: (row) => <ChangePricing row={row} spec={spec} />,
});
