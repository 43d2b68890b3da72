/**
 * A floating bank rate set again (调息, WAVE3-BRIEF §7.2): on each repricing day — each 1 January, or each anniversary
 * of the drawdown — the rate becomes the LPR of its tenor last published on or before that day plus the loan's
 * spread. What is not yet paid is charged at the new rate from that day: a period starting on or after it wholly, the
 * period it falls in at the old rate up to it and the new from it, rounded once to the cent. A period already paid (in
 * whole or part) keeps what the bank charged. *Example*: 10,000,000 outstanding over 21 Dec → 21 Mar (90 days,
 * ACT/360), repriced on 1 January from 3.5 % to 3.4 %: 10,000,000 × (3.5 % × 11 + 3.4 % × 79) / 360 = 85,305.56.
 */
import { type DayBasis, addMonthsCivil, compareDates, dayCount, formatDate, parseDate } from './dates';
import { BASIS_DAYS } from './bank-schedule';
import { D, type Decimal, HUNDRED, ZERO, formatMoney, roundCents, toDecimal } from './money';

export type RepriceDay = 'JAN1' | 'ANNIVERSARY';

/** The repricing days after the drawdown, before its maturity and on or before `upTo`, earliest first. */
export function repricingDates(drawdownDate: string, endDate: string, on: RepriceDay, upTo: string): string[] {
  const start = parseDate(drawdownDate, 'drawdownDate');
  const last = compareDates(upTo, endDate) < 0 ? upTo : endDate;
  const out: string[] = [];
  for (let year = 1; year <= 100; year++) {
    const day =
      on === 'JAN1'
        ? formatDate({ y: start.y + year, m: 1, d: 1 })
        : formatDate(addMonthsCivil(start, 12 * year, start.d));
    // Maturity itself is not repriced: nothing runs after it.
    if (compareDates(day, last) > 0 || compareDates(day, endDate) >= 0) break;
    out.push(day);
  }
  return out;
}

/** The new rate: the LPR plus the spread in basis points, never below zero; percent with four decimals. */
export function repricedRate(lprPercent: string | number, spreadBp: number): string {
  const rate = toDecimal(lprPercent, 'lprRate').plus(new D(spreadBp).div(HUNDRED));
  return D.max(rate, ZERO).toFixed(4);
}

export interface RatedPeriod {
  startDate: string;
  endDate: string;
  principal: string | number;
  interest: string | number;
  /** Paid in whole or part: kept as the bank charged it. */
  kept: boolean;
}

/**
 * Each period's interest after a change of rate on `effectiveDate` (see above): the outstanding of a period is the
 * amount less the principal of the periods before it, as the schedule was made.
 */
export function repriceInterest(
  periods: readonly RatedPeriod[],
  input: {
    amount: string | number;
    effectiveDate: string;
    oldRate: string | number;
    newRate: string | number;
    dayBasis?: DayBasis;
  },
): string[] {
  const basis = input.dayBasis ?? 'ACT/360';
  const oldRate = toDecimal(input.oldRate, 'oldRate');
  const newRate = toDecimal(input.newRate, 'newRate');
  const on = input.effectiveDate;
  let outstanding = toDecimal(input.amount, 'amount');
  return periods.map((p) => {
    const before = outstanding;
    outstanding = outstanding.minus(toDecimal(p.principal, 'principal'));
    if (p.kept || compareDates(p.endDate, on) <= 0) return formatMoney(toDecimal(p.interest, 'interest'));
    const split = compareDates(p.startDate, on) < 0;
    const oldDays = split ? dayCount(basis, p.startDate, on) : 0;
    const newDays = dayCount(basis, split ? on : p.startDate, p.endDate);
    const weighted: Decimal = oldRate.times(oldDays).plus(newRate.times(newDays));
    return formatMoney(roundCents(before.times(weighted).div(HUNDRED).div(BASIS_DAYS[basis])));
  });
}
