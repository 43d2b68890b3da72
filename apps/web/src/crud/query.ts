import { DEFAULT_DATE_RANGE_FIELDS } from '@flp/shared/constants';
import type { FieldDef } from '@flp/shared/resources';
import dayjs, { type Dayjs } from 'dayjs';
import type { Row } from './api';

/**
 * What the search form sends, as pure functions (no React): the list conventions' filter spellings
 * (apps/server/src/platform/crud/query.ts) and the pager's total text.
 */

/** A date or datetime field is searched by a range of days. */
export const isDateKind = (f: FieldDef) => f.kind === 'date' || f.kind === 'datetime';

const isDate = (v: unknown): v is Dayjs => dayjs.isDayjs(v);

type Range = [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;

/**
 * A field's range as the server's filters spell it: `${name}_datege` from the first day and `${name}_datele` up to
 * the end of the last (a bare date as an upper bound counts its whole day). An open end is left out.
 */
export function rangeParams(name: string, range: Range): Row {
  const out: Row = {};
  if (range?.[0]) out[`${name}_datege`] = range[0].format('YYYY-MM-DD');
  if (range?.[1]) out[`${name}_datele`] = range[1].format('YYYY-MM-DD');
  return out;
}

/** The record's creation range, spelled as the spec (§9) names it: createTime_dategt / createTime_datelt. */
export function createTimeParams(range: Range): Row {
  const [GT, LT] = DEFAULT_DATE_RANGE_FIELDS;
  const out: Row = {};
  // the second before the first day: "after" it is from the first day's midnight on
  if (range?.[0]) out[GT] = range[0].startOf('day').subtract(1, 'second').format('YYYY-MM-DD HH:mm:ss');
  if (range?.[1]) out[LT] = range[1].format('YYYY-MM-DD');
  return out;
}

/** The search form's name of the creation range (not a field of any definition). */
export const CREATE_RANGE = '__range';

/**
 * The query of the search form's values: empty values are left out, text is trimmed, a date/datetime field's range
 * becomes its two bounds, a single picked date its day, and the creation range its spec spelling.
 */
export function searchQuery(values: Row, fields: FieldDef[]): Row {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const query: Row = {};
  for (const [k, val] of Object.entries(values)) {
    if (k === CREATE_RANGE) Object.assign(query, createTimeParams(val as Range));
    else if (val === undefined || val === null || val === '') continue;
    else if (Array.isArray(val) && byName.get(k) && isDateKind(byName.get(k)!))
      Object.assign(query, rangeParams(k, val as Range));
    else if (isDate(val)) query[k] = val.format('YYYY-MM-DD');
    else query[k] = typeof val === 'string' ? val.trim() : val;
  }
  return query;
}

/** The digits of a count with thousands separators (10000 → 10,000), the same in both languages. */
export const groupDigits = (n: number) => n.toLocaleString('en-US');

/**
 * The pager's total. A count the server stopped at (`totalIsLowerBound`) is shown as at least that many
 * ("超过 10,000 条" / "10,000+"), never as an exact number it is not.
 */
export function totalText(
  t: (key: string, values: { total: string | number }) => string,
  total: number,
  lowerBound?: boolean,
): string {
  return lowerBound ? t('crud.totalLowerBound', { total: groupDigits(total) }) : t('crud.total', { total });
}
