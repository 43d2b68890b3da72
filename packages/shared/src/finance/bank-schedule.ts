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

export const BASIS_DAYS: Record<DayBasis, number> = { 'ACT/360': 360, 'ACT/365': 365, '30/360': 360 };

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

export interface RentBackedInput {
  /** What the buyer paid (the loan's amount). */
  amount: string | number;
  /** Percent a year: the rate the rents were discounted at. */
  annualRate: string | number;
  drawdownDate: string;
  /** The rents sold, per due date, earliest first. */
  rents: readonly { dueDate: string; amount: string | number }[];
  dayBasis?: DayBasis;
}

/**
 * A with-recourse factoring loan's schedule (资产转让 有追索, WAVE3-BRIEF §2.10 / §7.2): repaid by the rents it bought,
 * each instalment the rents falling due that day. Of each, the interest on what is outstanding for the days since the
 * last (at the sale's rate; 30/360 matches a monthly discount), the rest principal — none when the rent is below its
 * interest, never more than is owed. The last repays what is left, its interest the rest of its rent (so what earlier
 * rents could not pay ends there; never below zero: a buyer who paid more than the rents repays nothing of it here). *Example*:
 * rents 7–12 (5 × 86,066.43 + 86,066.42 = 516,398.57) bought for 508,950.66 at 5 % a year, 30/360: interest
 * 2,120.63, 1,770.85, 1,419.62, 1,066.93, 712.76, 357.12 — 7,447.91 in all, what the rents are above the price.
 */
export function rentBackedSchedule(input: RentBackedInput): BankPeriod[] {
  const amount = toDecimal(input.amount, 'amount');
  const rate = toDecimal(input.annualRate, 'annualRate');
  if (amount.lte(ZERO)) throw new FinanceInputError('amount', l('必须大于0', 'must be greater than 0'));
  if (rate.lt(ZERO)) throw new FinanceInputError('annualRate', l('不能为负数', 'must not be negative'));
  if (!input.rents.length) throw new FinanceInputError('rents', l('不能为空', 'is required'));
  const basis = input.dayBasis ?? '30/360';
  let outstanding = amount;
  let start = input.drawdownDate;
  return input.rents.map((rent, i) => {
    if (compareDates(rent.dueDate, start) <= 0)
      throw new FinanceInputError(
        'rents',
        l('各期应还日须晚于放款日且逐期递增', 'due dates must rise after the drawdown'),
      );
    const due = toDecimal(rent.amount, 'rents');
    const days = dayCount(basis, start, rent.dueDate);
    const accrued = bankInterest(outstanding, rate, days, BASIS_DAYS[basis]);
    let principal: Decimal;
    let interest: Decimal;
    if (i === input.rents.length - 1) {
      principal = outstanding;
      interest = D.max(due.minus(outstanding), ZERO);
    } else {
      // Interest first; no more principal than is owed (what is left of the rent is the buyer's yield).
      principal = D.min(D.max(due.minus(accrued), ZERO), outstanding);
      interest = due.minus(principal);
    }
    outstanding = outstanding.minus(principal);
    const row: BankPeriod = {
      period: i + 1,
      startDate: start,
      endDate: rent.dueDate,
      dueDate: rent.dueDate,
      days,
      principal: formatMoney(principal),
      interest: formatMoney(interest),
      total: formatMoney(principal.plus(interest)),
      balance: formatMoney(outstanding),
    };
    start = rent.dueDate;
    return row;
  });
}

/**
 * What a bank charges on an overdue instalment up to a day (中国人民银行《人民币利率管理规定》): penalty interest (罚息)
 * on the principal overdue and compound interest (复利) on the interest overdue, both at the contract rate raised by
 * the loan's uplift (usually 30–50 %), for the days past due. *Example*: a quarter's interest of 530,833.33 ten days
 * late at 4.2 % raised 50 %: 530,833.33 × 6.3 % × 10 / 360 = 928.96. An estimate for treasury's warnings: what is paid
 * is the bank's own figure.
 */
export function bankPenalty(input: {
  unpaid: string | number;
  annualRate: string | number;
  upliftPercent: string | number;
  days: number;
  dayBasis?: DayBasis;
}): string {
  if (input.days <= 0) return '0.00';
  const rate = toDecimal(input.annualRate, 'annualRate')
    .times(HUNDRED.plus(toDecimal(input.upliftPercent, 'upliftPercent')))
    .div(HUNDRED);
  return formatMoney(
    bankInterest(toDecimal(input.unpaid, 'unpaid'), rate, input.days, BASIS_DAYS[input.dayBasis ?? 'ACT/360']),
  );
}
