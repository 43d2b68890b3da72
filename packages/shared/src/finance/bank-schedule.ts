/**
 * A bank drawdown's repayment schedule (WAVE3-BRIEF §7.2): interest of a period = outstanding × annual rate × days /
 * 360 (actual days; or 365, or 30/360 as the contract says), rounded half-up to the cent per period. Periods end on the
 * interest day (结息日, e.g. the 20th) of each quarter-end month (按季付息) or of each month (按月付息), the last on the
 * maturity; principal at maturity, or in equal parts at each quarter (等额本金). A period's days run from its start
 * to its end, the end not counted (it starts the next period). *Example*: 50,000,000 drawn on 21 March at 4.2 % with
 * the 20th as interest day: the first quarter runs 91 days, its interest 50,000,000 × 4.2 % × 91 / 360 = 530,833.33.
 * A due date on a day off moves to the next working day when a calendar is given; interest still runs to the end date.
 */
import { type DayBasis, addMonthsCivil, compareDates, dayCount, daysInMonth, formatDate, parseDate } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { D, type Decimal, HUNDRED, ZERO, formatMoney, roundCents, toDecimal } from './money';
import type { WorkingDays } from './working-days';

/** How a bank loan is repaid. PLAN: the bank's own plan, entered (no schedule is computed). */
export type BankRepaymentMethod = 'QUARTERLY_INTEREST' | 'MONTHLY_INTEREST' | 'EQUAL_PRINCIPAL' | 'PLAN';

export interface BankScheduleInput {
  amount: string | number;
  /** Percent a year (4.2 = 4.2 %). */
  annualRate: string | number;
  drawdownDate: string;
  endDate: string;
  method: BankRepaymentMethod;
  /** The day of the month interest is settled (1–31; a shorter month's last day). */
  interestDay: number;
  dayBasis?: DayBasis;
}

export interface BankPeriod {
  period: number;
  startDate: string;
  endDate: string;
  /** The day it is paid: the end date, or the next working day. */
  dueDate: string;
  days: number;
  principal: string;
  interest: string;
  total: string;
  /** Outstanding after the period's principal. */
  balance: string;
}

/** Interest of an outstanding amount over days at a percent rate, rounded to the cent. */
export function bankInterest(outstanding: Decimal, annualRatePercent: Decimal, days: number, basis: number): Decimal {
  return roundCents(outstanding.times(annualRatePercent).div(HUNDRED).times(days).div(basis));
}

const BASIS_DAYS: Record<DayBasis, number> = { 'ACT/360': 360, 'ACT/365': 365, '30/360': 360 };

/** The period ends after `from` up to `end`: each interest day of the months `step` apart, then `end` itself. */
function periodEnds(from: string, end: string, interestDay: number, quarterly: boolean): string[] {
  const start = parseDate(from, 'drawdownDate');
  const ends: string[] = [];
  // The first interest day after the drawdown, in a month the schedule settles in.
  let probe = { y: start.y, m: start.m, d: 1 };
  for (let i = 0; i < 1200; i++) {
    const settles = !quarterly || probe.m % 3 === 0;
    const day = formatDate({ ...probe, d: Math.min(interestDay, daysInMonth(probe.y, probe.m)) });
    if (settles && compareDates(day, from) > 0) {
      if (compareDates(day, end) >= 0) break;
      ends.push(day);
    }
    probe = addMonthsCivil(probe, 1, 1);
  }
  ends.push(end);
  return ends;
}

export function bankSchedule(input: BankScheduleInput, workingDays?: WorkingDays): BankPeriod[] {
  if (input.method === 'PLAN') return [];
  const amount = toDecimal(input.amount, 'amount');
  const rate = toDecimal(input.annualRate, 'annualRate');
  if (amount.lte(ZERO)) throw new FinanceInputError('amount', l('必须大于0', 'must be greater than 0'));
  if (rate.lt(ZERO)) throw new FinanceInputError('annualRate', l('不能为负数', 'must not be negative'));
  if (compareDates(input.endDate, input.drawdownDate) <= 0)
    throw new FinanceInputError('endDate', l('必须晚于放款日', 'must be after the drawdown date'));
  if (!Number.isInteger(input.interestDay) || input.interestDay < 1 || input.interestDay > 31)
    throw new FinanceInputError('interestDay', l('应为1至31之间的日', 'must be a day of the month (1–31)'));
  const basis = input.dayBasis ?? 'ACT/360';
  const ends = periodEnds(input.drawdownDate, input.endDate, input.interestDay, input.method !== 'MONTHLY_INTEREST');
  const n = ends.length;
  const part = input.method === 'EQUAL_PRINCIPAL' ? roundCents(amount.div(n)) : ZERO;
  let outstanding = amount;
  let start = input.drawdownDate;
  return ends.map((end, i) => {
    const last = i === n - 1;
    const days = dayCount(basis, start, end);
    const interest = bankInterest(outstanding, rate, days, BASIS_DAYS[basis]);
    const principal = last ? outstanding : part;
    outstanding = outstanding.minus(principal);
    const row: BankPeriod = {
      period: i + 1,
      startDate: start,
      endDate: end,
      dueDate: workingDays ? workingDays.onOrAfter(end) : end,
      days,
      principal: formatMoney(principal),
      interest: formatMoney(interest),
      total: formatMoney(principal.plus(interest)),
      balance: formatMoney(outstanding),
    };
    start = end;
    return row;
  });
}

/** The total interest of a schedule (a figure the screens show beside it). */
export const scheduleInterest = (rows: readonly BankPeriod[]): string =>
  formatMoney(rows.reduce((s, r) => s.plus(r.interest), new D(0)));
