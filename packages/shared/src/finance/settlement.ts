/**
 * Early settlement quote (提前结清) on a date:
 *   remaining principal (not yet due, a residual included: it is principal never amortised)
 * + accrued interest of the current period (NONE / PRO_RATA by days / FULL_PERIOD)
 * + overdue rent (unpaid principal, interest and fees of periods due on or before the date)
 * + penalty outstanding
 * + break fee (rate × remaining principal)
 * + purchase price (留购价款, when not yet due; once due and unpaid it is in the overdue rent with the fees)
 * + future spread fees (only when futureFees = CHARGE; waived by default)
 * − deposit still held − credit held.
 * A negative total is a refund. The "current period" is the first row due after the date; a date
 * equal to a due date belongs to the period ending on it, so on a due date nothing has accrued.
 */
import type Decimal from 'decimal.js';
import type { ServicingState } from './allocation';
import { dayNumber } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { type DecimalLike, requireNonNegative, roundCents, toDecimalOr, ZERO } from './money';
import type { Schedule } from './schedule';
import type { ResolvedTerms } from './terms';

/** What a quote reads of a schedule: its rows, the deposit and two dates (a stored schedule in effect gives these). */
export type SettlementSchedule = Pick<Schedule, 'rows' | 'deposit'> & {
  terms: Pick<ResolvedTerms, 'valueDate' | 'startDate'>;
};

export type AccruedInterestRule = 'NONE' | 'PRO_RATA' | 'FULL_PERIOD';

export interface SettlementInput {
  schedule: SettlementSchedule;
  date: string;
  /** Servicing state as of `date`; without it every row due on or before `date` counts as paid. */
  servicing?: ServicingState;
  /** Default PRO_RATA. */
  accruedInterest?: AccruedInterestRule;
  /** Break fee as a fraction of the remaining principal (0.02 = 2 %). Default 0. */
  breakFeeRate?: DecimalLike;
  /** Spread fees of future rows: waived (default) or charged. */
  futureFees?: 'WAIVE' | 'CHARGE';
}

export interface SettlementQuote {
  date: string;
  remainingPrincipal: Decimal;
  accruedInterest: Decimal;
  overdueRent: Decimal;
  penalty: Decimal;
  breakFee: Decimal;
  purchasePrice: Decimal;
  futureFees: Decimal;
  /** Deposit still held, deducted. */
  deposit: Decimal;
  /** Credit held, deducted. */
  credit: Decimal;
  total: Decimal;
}

export function quoteEarlySettlement(input: SettlementInput): SettlementQuote {
  const s = input.schedule;
  if (!s || !Array.isArray(s.rows)) throw new FinanceInputError('schedule', l('不能为空', 'is required'));
  const day = dayNumber(input.date, 'date');
  if (day < dayNumber(s.terms.valueDate))
    throw new FinanceInputError('date', l('不能早于放款日', 'must not be before the disbursement date'));
  const rule = input.accruedInterest ?? 'PRO_RATA';
  if (!['NONE', 'PRO_RATA', 'FULL_PERIOD'].includes(rule))
    throw new FinanceInputError(
      'accruedInterest',
      l('必须是 NONE、PRO_RATA 或 FULL_PERIOD', 'must be NONE, PRO_RATA or FULL_PERIOD'),
    );
  const breakFeeRate = requireNonNegative(toDecimalOr(input.breakFeeRate, 'breakFeeRate', ZERO), 'breakFeeRate');
  const futureFeesRule = input.futureFees ?? 'WAIVE';
  if (futureFeesRule !== 'WAIVE' && futureFeesRule !== 'CHARGE')
    throw new FinanceInputError('futureFees', l('必须是 WAIVE 或 CHARGE', 'must be WAIVE or CHARGE'));
  const sv = input.servicing;
  if (sv && sv.asOf !== input.date)
    throw new FinanceInputError(
      'servicing',
      l(
        `必须按报价日 (${input.date}) 计算, 而非 ${sv.asOf}`,
        `must be computed as of the quote date (${input.date}), not ${sv.asOf}`,
      ),
    );

  const rows = s.rows;
  const j = rows.findIndex((r) => dayNumber(r.dueDate) > day);
  const remainingPrincipal = j < 0 ? ZERO : rows[j].openingBalance;

  let accruedInterest = ZERO;
  if (j >= 0 && rule !== 'NONE') {
    const row = rows[j];
    const prev = j > 0 ? dayNumber(rows[j - 1].dueDate) : dayNumber(s.terms.startDate);
    const end = dayNumber(row.dueDate);
    if (day > prev && end > prev) {
      accruedInterest =
        rule === 'FULL_PERIOD' ? row.interest : roundCents(row.interest.times(day - prev).div(end - prev));
    }
  }

  let overdueRent = ZERO;
  let penalty = ZERO;
  let credit = ZERO;
  if (sv) {
    const o = sv.outstandingDue;
    overdueRent = o.principal.plus(o.interest).plus(o.fee);
    for (const p of sv.periods) penalty = penalty.plus(p.outstanding.penalty);
    credit = sv.credit;
  }

  let deposit = s.deposit;
  let futureFees = ZERO;
  for (const r of rows) {
    if (dayNumber(r.dueDate) <= day) deposit = deposit.minus(r.depositOffset);
    else if (futureFeesRule === 'CHARGE') futureFees = futureFees.plus(r.fee);
  }
  const breakFee = roundCents(remainingPrincipal.times(breakFeeRate));
  let purchasePrice = ZERO;
  for (const r of rows) if (dayNumber(r.dueDate) > day) purchasePrice = purchasePrice.plus(r.purchasePrice);
  const total = remainingPrincipal
    .plus(accruedInterest)
    .plus(overdueRent)
    .plus(penalty)
    .plus(breakFee)
    .plus(purchasePrice)
    .plus(futureFees)
    .minus(deposit)
    .minus(credit);
  return {
    date: input.date,
    remainingPrincipal,
    accruedInterest,
    overdueRent,
    penalty,
    breakFee,
    purchasePrice,
    futureFees,
    deposit,
    credit,
    total,
  };
}
