/**
 * Due dates and per-interval interest rates of a schedule.
 *
 * Each row k accrues interest on its opening balance over the interval that ends on its due date:
 * arrears row 1 runs from the start date, advance row 1 is paid on the start date and accrues
 * nothing. Rates are kept per interval so that actual-day bases and broken first periods need no
 * special cases downstream; when every interval has the same rate the engine takes closed forms.
 */
import type Decimal from 'decimal.js';
import { addMonthsCivil, type CivilDate, dayCount, daysInMonth, formatDate, parseDate, toEpochDay } from './dates';
import { ONE, ZERO } from './money';
import type { ResolvedTerms } from './terms';

/** Nominal rate of a period of `months` months: annual × months / 12. */
export function nominalPeriodRate(annualRate: Decimal, months: number): Decimal {
  return annualRate.times(months).div(12);
}

/** DOMAIN.md's 365-day variant: (1 + annual·365/(360·12))^months − 1. */
export function periodRate365Variant(annualRate: Decimal, months: number): Decimal {
  return ONE.plus(annualRate.times(365).div(4320)).pow(months).minus(ONE);
}

export interface Timeline {
  dueDates: string[];
  /** Epoch days of the due dates (same order). */
  dueDays: number[];
  /** When the residual is due and the deposit refunded: the last due date in arrears, one period later in advance. */
  termEndDate: string;
}

/**
 * The day of month due dates keep (DOMAIN.md §3): the anchor's own day, clamped to each month's length — except that an
 * anchor on its month's last day keeps every date on the last day (30 Apr → 31 May → 30 Jun → 31 Jul).
 */
export const anchorDayOf = (c: CivilDate) => (c.d === daysInMonth(c.y, c.m) ? 31 : c.d);

export function buildTimeline(t: ResolvedTerms): Timeline {
  const n = t.periods;
  const m = t.frequencyMonths;
  const dueDates = new Array<string>(n);
  const dueDays = new Array<number>(n);
  const start = parseDate(t.startDate);
  // Anchor: arrears count from the start (or the fixed first due date), advance pays on the start. Every date is
  // computed from the anchor, never from the date before it.
  const anchor = t.firstDueDate ? parseDate(t.firstDueDate) : start;
  const anchorDay = anchorDayOf(anchor);
  const offset = t.firstDueDate ? 0 : t.payIn === 'ARREARS' ? 1 : 0;
  for (let k = 0; k < n; k++) {
    const c = addMonthsCivil(anchor, (k + offset) * m, anchorDay);
    dueDates[k] = formatDate(c);
    dueDays[k] = toEpochDay(c);
  }
  const termEndDate =
    t.payIn === 'ARREARS' ? dueDates[n - 1] : formatDate(addMonthsCivil(start, n * m, anchorDayOf(start)));
  return { dueDates, dueDays, termEndDate };
}

/**
 * How each interval's rate follows from the annual rate a:
 * null → the regular period rate (a·m/12, or the 365 variant); a Decimal c → a × c (c a year
 * fraction; ZERO for the advance first row). Separating this from `a` lets the irregular method
 * solve for the rate without rebuilding dates.
 */
export interface IntervalBasis {
  coefs: Coef[];
  endCoef: Coef;
}

/**
 * An interval's share of a year as days over the basis (40/360), kept as the two numbers: the rate is a × days ÷ basis,
 * divided last, so 507,480.75 × 6 % × 40/360 comes to 3,383.205 exactly (→ 3,383.21) and not to the 3,383.20499… a
 * rounded 40/360 would give.
 */
export interface DayShare {
  days: number;
  basis: number;
}

/** null: the regular period rate; ZERO: no interest; a DayShare: a × days ÷ basis. */
export type Coef = DayShare | typeof ZERO | null;

const rateOf = (a: Decimal, c: DayShare) => a.times(c.days).div(c.basis);

export function intervalBasis(t: ResolvedTerms, tl: Timeline): IntervalBasis {
  const n = t.periods;
  const coefs = new Array<Coef>(n);
  // Regular periods use the period rate under 30/360 or the 365 variant; actual days otherwise.
  const regularByDays = t.periodRateRule === 'DAY_BASIS' && t.dayBasis !== '30/360';
  const denom = t.dayBasis === 'ACT/365' ? 365 : 360;
  const byDays = (from: number, to: number): DayShare => ({ days: to - from, basis: denom });
  for (let k = 0; k < n; k++) {
    if (k === 0) {
      if (t.payIn === 'ADVANCE') coefs[0] = ZERO;
      else if (t.firstPeriodInterest === 'WHOLE_PERIOD') coefs[0] = null;
      else if (t.firstDueDate) coefs[0] = { days: dayCount(t.dayBasis, t.startDate, t.firstDueDate), basis: denom };
      else coefs[0] = regularByDays ? byDays(toEpochDay(parseDate(t.startDate)), tl.dueDays[0]) : null;
    } else {
      coefs[k] = regularByDays ? byDays(tl.dueDays[k - 1], tl.dueDays[k]) : null;
    }
  }
  let endCoef: Coef = ZERO;
  if (t.payIn === 'ADVANCE') {
    endCoef = regularByDays ? byDays(tl.dueDays[n - 1], toEpochDay(parseDate(tl.termEndDate))) : null;
  }
  return { coefs, endCoef };
}

export interface RatePlan {
  /** Rate of the interval ending on each due date. */
  rates: Decimal[];
  /** Rate from the last due date to the term end (0 in arrears). */
  endRate: Decimal;
  /** The regular period rate (also the rate reported for IRR comparisons). */
  periodRate: Decimal;
}

export function ratePlan(t: ResolvedTerms, annualRate: Decimal, basis: IntervalBasis): RatePlan {
  const periodRate =
    t.periodRateRule === 'RATE_365_VARIANT'
      ? periodRate365Variant(annualRate, t.frequencyMonths)
      : nominalPeriodRate(annualRate, t.frequencyMonths);
  const n = basis.coefs.length;
  const rates = new Array<Decimal>(n);
  for (let k = 0; k < n; k++) {
    const c = basis.coefs[k];
    // Identity matters: rows sharing `periodRate` let the engine use closed forms.
    rates[k] = c === null ? periodRate : c === ZERO ? ZERO : rateOf(annualRate, c as DayShare);
  }
  const e = basis.endCoef;
  const endRate = e === null ? periodRate : e === ZERO ? ZERO : rateOf(annualRate, e as DayShare);
  return { rates, endRate, periodRate };
}
