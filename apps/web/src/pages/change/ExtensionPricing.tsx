import { extensionChange, l, scheduleRow } from '@flp/shared/resources';
import { Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldValue, FieldsTable, type RecordTab, type Row, useLoc } from '../../crud';
import { BesideIou } from './BesideIou';

const fieldOf = (name: string) => extensionChange.fields.find((f) => f.name === name)!;
const at = (name: string) => extensionChange.fields.findIndex((f) => f.name === name);

/**
 * The record's figures the server priced at its last save (and again on approval), as its definition lists them, from
 * where the IOU stood to what the extension makes of it: what was left and overdue, the principal rescheduled, the
 * fee, the rent, the interest and the maturity before and after, which extension it is, whether it restructures and
 * is material — up to the new periods, shown as a table.
 */
const FIGURES = extensionChange.fields.slice(at('remainingPrincipal'), at('preview'));

/** The new periods (`preview`) under the schedule's own column titles. */
const PERIOD_FIELDS = ['period', 'dueDate', 'rent', 'principal', 'interest', 'fee', 'balance'].map(
  (name) => scheduleRow.fields.find((f) => f.name === name)!,
);

/** The preview as stored (json: an array, or its text from an older read). */
function periodsOf(row: Row): Row[] {
  const v = typeof row.preview === 'string' ? JSON.parse(row.preview || '[]') : row.preview;
  return Array.isArray(v) ? v : [];
}

/**
 * An extension as priced: its figures beside the IOU's as of the effective date, then the new schedule's periods
 * from the first rescheduled one. Before its first save there is nothing priced yet.
 */
function ExtensionPricing({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const periods = periodsOf(row);
  if (!periods.length) return <Empty description={t('change.notPriced')} />;
  return (
    <>
      <BesideIou iouId={String(row.iouId ?? '')} date={String(row.trandate ?? '')}>
        <Typography.Text type="secondary">{t('change.pricedOn', { date: row.trandate })}</Typography.Text>
        {/* label and value on one line, as the IOU's figures beside them: a phone wraps neither number */}
        <Descriptions
          size="small"
          column={1}
          data-testid="extension-figures"
          items={FIGURES.map((f) => ({
            key: f.name,
            label: loc(f.label),
            children: <FieldValue field={f} value={row[f.name]} row={row} />,
          }))}
        />
      </BesideIou>
      <Typography.Title level={5} style={{ margin: '12px 0 8px' }}>
        {loc(fieldOf('preview').label)}
      </Typography.Title>
      <div data-testid="extension-periods">
        <FieldsTable fields={PERIOD_FIELDS} rows={periods} />
      </div>
    </>
  );
}

/** An extension's pricing: a tab of its 查看 drawer and, beside its approval, a decision tab (the change area's families). */
export const extensionPricingTab: RecordTab = {
  key: 'extensionPricing',
  label: l('展期试算', 'Extension pricing'),
  render: (row) => <ExtensionPricing row={row} />,
};
