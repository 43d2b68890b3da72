/**
 * Calendar dates as 'YYYY-MM-DD' strings (no time zone, no JS Date: a due date is a civil date).
 * Internally a date is an epoch-day number (days since 1970-01-01), which makes day counts plain
 * subtraction.
 */
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { D } from './money';
import type Decimal from 'decimal.js';

export type DayBasis = '30/360' | 'ACT/365' | 'ACT/360';
export const DAY_BASES: readonly DayBasis[] = ['30/360', 'ACT/365', 'ACT/360'];

export interface CivilDate {
  y: number;
  m: number; // 1..12
  d: number; // 1..31
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeapYear(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Strict parse: the string must be a real calendar date between 1900 and 9999. */
export function parseDate(s: unknown, field = 'date'): CivilDate {
  if (typeof s !== 'string')
    throw new FinanceInputError(field, l('必须是 YYYY-MM-DD 格式的日期', 'must be a date in YYYY-MM-DD form'));
  const m = DATE_RE.exec(s);
  if (!m) throw new FinanceInputError(field, l('必须是 YYYY-MM-DD 格式的日期', 'must be a date in YYYY-MM-DD form'));
  const y = +m[1];
  const mo = +m[2];
  const d = +m[3];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) {
    throw new FinanceInputError(field, l(`不是有效的日期 (${s})`, `is not a valid calendar date (${s})`));
  }
  return { y, m: mo, d };
}

export function isValidDate(s: unknown): s is string {
  try {
    parseDate(s);
    return true;
  } catch {
    return false;
  }
}

// Howard Hinnant's days_from_civil / civil_from_days: exact for the proleptic Gregorian calendar.
export function toEpochDay({ y, m, d }: CivilDate): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromEpochDay(z: number): CivilDate {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

// Schedules format the same few hundred dates over and over; a small cache saves string churn.
const formatCache = new Map<number, string>();

export function formatDate({ y, m, d }: CivilDate): string {
  const key = y * 10000 + m * 100 + d;
  let s = formatCache.get(key);
  if (s === undefined) {
    s = `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
    if (formatCache.size > 20000) formatCache.clear();
    formatCache.set(key, s);
  }
  return s;
}

/** Epoch day of a 'YYYY-MM-DD' string. */
export function dayNumber(s: string, field = 'date'): number {
  return toEpochDay(parseDate(s, field));
}

export function fromDayNumber(n: number): string {
  return formatDate(fromEpochDay(n));
}

export function addDays(s: string, days: number): string {
  return fromDayNumber(dayNumber(s) + days);
}

/**
 * Add whole months keeping the anchor day, clamped to the month's length. Because every due date
 * is computed from the same anchor (not from the previous due date), 31 Jan → 28/29 Feb → 31 Mar.
 */
export function addMonthsCivil(start: CivilDate, months: number, anchorDay = start.d): CivilDate {
  const idx = start.y * 12 + (start.m - 1) + months;
  const y = Math.floor(idx / 12);
  const m = idx - y * 12 + 1;
  const dim = daysInMonth(y, m);
  return { y, m, d: Math.min(anchorDay, dim) };
}

export function addMonths(s: string, months: number, field = 'date'): string {
  return formatDate(addMonthsCivil(parseDate(s, field), months));
}

/** Days from a to b (b − a); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

export function compareDates(a: string, b: string): number {
  // ISO dates of fixed width compare correctly as strings.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 30E/360 (Eurobond) day count: the 31st counts as the 30th at both ends. */
export function days360(a: CivilDate, b: CivilDate): number {
  const d1 = Math.min(a.d, 30);
  const d2 = Math.min(b.d, 30);
  return 360 * (b.y - a.y) + 30 * (b.m - a.m) + (d2 - d1);
}

/** Day count between two dates under the basis (30E/360 for '30/360'). */
export function dayCount(basis: DayBasis, a: string, b: string): number {
  if (basis === '30/360') return days360(parseDate(a), parseDate(b));
  return daysBetween(a, b);
}

/** Year fraction from a to b under the basis: days/365, days/360 or 30E/360 days/360. */
export function yearFraction(basis: DayBasis, a: string, b: string): Decimal {
  const days = dayCount(basis, a, b);
  return new D(days).div(basis === 'ACT/365' ? 365 : 360);
}
