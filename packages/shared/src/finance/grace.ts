/**
 * Grace per period (宽限期调整, WAVE3-BRIEF §2.5). An IOU has its grace days; an approved adjustment adds an override
 * — so many days for the periods it names (none named: every period) whose due date falls within its window — and a
 * period takes the last override that covers it, else the IOU's days. Overrides are appended, never edited, so the
 * IOU keeps the history of what was granted and a later adjustment simply wins.
 */
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';

/** One grace adjustment as the IOU keeps it (`graceOverrides`). */
export interface GraceOverride {
  /** Days of grace of the periods it covers. */
  days: number;
  /** The periods it names; none: every period. */
  periods?: readonly number[] | null;
  /** The due dates it covers, inclusive; none: unbounded on that side. */
  from?: string | null;
  to?: string | null;
  /** The adjustment that granted it (its number), so it can be traced. */
  change?: string | null;
}

/** Whether the override covers the period due on `dueDate`. */
export function coversPeriod(o: GraceOverride, period: number, dueDate: string): boolean {
  if (o.periods?.length && !o.periods.includes(period)) return false;
  if (o.from && dueDate < o.from) return false;
  if (o.to && dueDate > o.to) return false;
  return true;
}

/** The grace days of a period: the last override covering it, else the IOU's. */
export function graceFor(
  base: number,
  overrides: readonly GraceOverride[] | null | undefined,
  period: number,
  dueDate: string,
): number {
  for (let i = (overrides?.length ?? 0) - 1; i >= 0; i--) {
    const o = overrides![i];
    if (coversPeriod(o, period, dueDate)) return o.days;
  }
  return base;
}

/**
 * The overrides an IOU keeps, as stored (json): entries without a whole number of days ≥ 0 are not overrides and are
 * left out — the ledger must derive an IOU whatever its column holds.
 */
export function graceOverridesOf(stored: unknown): GraceOverride[] {
  const list = typeof stored === 'string' ? safeParse(stored) : stored;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (o): o is GraceOverride =>
      typeof o === 'object' &&
      o !== null &&
      Number.isInteger((o as GraceOverride).days) &&
      (o as GraceOverride).days >= 0,
  );
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The most periods a list may name (a range such as 1-999999999 is a typing error, not a list). */
const MOST_PERIODS = 1200;

/**
 * The periods a person lists: `7,8,9`, `7-9`, or both (`1, 3-5`), separated by commas (also ， and 、) or spaces,
 * ranges by - or ~; answered sorted, each once. Anything else is a FinanceInputError on `field`.
 */
export function parsePeriodList(text: string, field = 'periods'): number[] {
  const out = new Set<number>();
  const parts = String(text ?? '')
    .split(/[,，、\s]+/)
    .filter(Boolean);
  if (!parts.length) throw new FinanceInputError(field, l('请填写期次', 'please list the periods'));
  for (const part of parts) {
    const m = /^(\d{1,6})(?:[-~～－](\d{1,6}))?$/.exec(part);
    if (!m)
      throw new FinanceInputError(
        field,
        l(`无法识别 "${part}" (如 7,8,9 或 7-9)`, `"${part}" is not a period or a range (e.g. 7,8,9 or 7-9)`),
      );
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from)
      throw new FinanceInputError(
        field,
        l(`"${part}" 不是有效的期次范围`, `"${part}" is not a valid range of periods`),
      );
    if (to - from + 1 + out.size > MOST_PERIODS)
      throw new FinanceInputError(field, l(`最多 ${MOST_PERIODS} 期`, `lists at most ${MOST_PERIODS} periods`));
    for (let p = from; p <= to; p++) out.add(p);
  }
  return [...out].sort((a, b) => a - b);
}

/** A list of periods as people write it back: 1,3-5,7. */
export function formatPeriodList(periods: readonly number[]): string {
  const sorted = [...new Set(periods)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.join(',');
}
