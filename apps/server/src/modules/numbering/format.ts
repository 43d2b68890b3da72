/**
 * The pure part of numbering: a business day (yyyyMMdd), the period a sequence counts in and the number's text.
 * The date part and the period are both prefixes of the day: yyyy, yyyyMM or all of it.
 */
import { type Localized, l } from '@flp/shared';
import { formatDate, parseDate } from '../../platform/db/time';

export type DatePattern = 'none' | 'yyyy' | 'yyyyMM' | 'yyyyMMdd';
export type ResetCycle = 'never' | 'year' | 'month' | 'day';

export interface NumberFormat {
  prefix?: string | null;
  datePattern: DatePattern;
  width: number;
}

const PATTERN_LENGTH: Record<DatePattern, number> = { none: 0, yyyy: 4, yyyyMM: 6, yyyyMMdd: 8 };
const CYCLE_LENGTH: Record<ResetCycle, number> = { never: 0, year: 4, month: 6, day: 8 };

/** The period key of a counter that never resets. */
export const NEVER_PERIOD = '-';

/**
 * The business day of a moment as yyyyMMdd: a Date is read in the business time zone (the process's TZ, as every
 * wall-clock stamp is); a string is a calendar date 'yyyy-MM-dd' (or a 'yyyy-MM-dd HH:mm:ss' stamp) and taken as it is.
 */
export function businessDay(at: Date | string = new Date()): string | null {
  const day = typeof at === 'string' ? parseDate(at.trim().slice(0, 10)) : formatDate(at);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.replaceAll('-', '') : null;
}

/** The counter's period for a day: '-' (never), yyyy, yyyyMM or yyyyMMdd. */
export function periodKey(cycle: ResetCycle, day: string): string {
  return cycle === 'never' ? NEVER_PERIOD : day.slice(0, CYCLE_LENGTH[cycle]);
}

/** The largest sequence a width holds (4 → 9999). */
export const maxSequence = (width: number) => 10 ** width - 1;

/** `${prefix}${date}${sequence zero-padded to width}`; undefined when the sequence does not fit the width. */
export function formatNumber(rule: NumberFormat, sequence: number, day: string): string | undefined {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > maxSequence(rule.width)) return undefined;
  return `${rule.prefix ?? ''}${day.slice(0, PATTERN_LENGTH[rule.datePattern])}${String(sequence).padStart(rule.width, '0')}`;
}

/**
 * Why a rule would repeat numbers, if it would: a sequence that restarts each period needs that period in the date
 * part (restarting every month under a yyyy date gives HT202600001 in January and again in February).
 */
export function repeatsNumbers(rule: { datePattern: DatePattern; resetCycle: ResetCycle }): Localized | undefined {
  if (CYCLE_LENGTH[rule.resetCycle] <= PATTERN_LENGTH[rule.datePattern]) return undefined;
  return l(
    '重置周期比日期格式更细，编号会重复：按年重置需日期含年，按月需含年月，按日需含年月日',
    'The reset cycle is finer than the date part, so numbers would repeat: a yearly reset needs the year in the date, monthly the month, daily the day',
  );
}
