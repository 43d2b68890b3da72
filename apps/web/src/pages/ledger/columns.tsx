import { type FieldDef, STANDING_BOOK_FIGURES, standingBookFields } from '@flp/shared/resources';
import type { ReactNode } from 'react';
import { type DataColumn, FieldValue, type Row, amountFormat } from '../../crud';

export const bookFields = (): FieldDef[] => standingBookFields();

/** Columns of `fields` for a DataTable, each value shown as its field shows it. */
export function fieldColumns(fields: FieldDef[], loc: (l: FieldDef['label']) => string): DataColumn[] {
  return fields.map((f) => ({
    key: f.name,
    title: loc(f.label),
    width: f.width ?? 130,
    render: (v: unknown, row: Row) => <FieldValue field={f} value={v} row={row} tag={f.kind === 'dict'} />,
  }));
}

/**
 * The totals row's cells: its label under the first column (`labelKey`), each figure under its own, and any other
 * field of `fields` present in the totals shown as the field shows it.
 */
export function totalsCells(
  totals: Row | undefined,
  label: string,
  { labelKey = 'iouNo', fields = [] }: { labelKey?: string; fields?: FieldDef[] } = {},
): Record<string, ReactNode> | undefined {
  if (!totals) return undefined;
  const out: Record<string, ReactNode> = { [labelKey]: label };
  for (const f of fields)
    if (totals[f.name] !== undefined && totals[f.name] !== null)
      out[f.name] = <FieldValue field={f} value={totals[f.name]} row={totals} tag={f.kind === 'dict'} />;
  for (const k of STANDING_BOOK_FIGURES) out[k] = amountFormat.formatter(String(totals[k] ?? '0'));
  return out;
}
