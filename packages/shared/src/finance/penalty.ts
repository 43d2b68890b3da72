/**
 * Penalty interest (罚息): overdue amount × daily rate × days, simple interest (no penalty on
 * penalty). Day t of delinquency is the t-th day after the due date (DPD t). Grace is a tolerance, not a
 * shift (DOMAIN.md §3, 宽限期内不计罚息, 超过宽限期自应还款日起计): paid within grace → no penalty; past grace → what
 * is still unpaid accrues from the due date itself. Tiers: from DPD day `fromDay` on, the tier's rate replaces the base rate.
 * Accrual stops when the amount is paid or at a stop date (settlement, write-off).
 */
import type Decimal from 'decimal.js';
import { dayNumber } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { D, type DecimalLike, ONE, requireNonNegative, roundCents, toDecimal, ZERO } from './money';

export interface PenaltyTier {
  /** First DPD day (1-based) the tier applies to. */
  fromDay: number;
  dailyRate: DecimalLike;
}

export interface PenaltyRule {
  /** Daily rate as a fraction: 0.0005 = 0.05 %/day (万分之五). */
  dailyRate: DecimalLike;
  /** Days after the due date that accrue no penalty (and do not yet count as overdue). Default 0. */
  graceDays?: number;
  tiers?: readonly PenaltyTier[];
  /** Amount the penalty runs on: overdue rent (principal + interest, default) or overdue principal only. */
  base?: 'RENT' | 'PRINCIPAL';
}

export interface ResolvedPenaltyRule {
  dailyRate: Decimal;
  graceDays: number;
  tiers: { fromDay: number; dailyRate: Decimal }[];
  base: 'RENT' | 'PRINCIPAL';
}

/** 万分之五 per day, no grace: DOMAIN.md's common default. */
export const DEFAULT_PENALTY_RULE: PenaltyRule = { dailyRate: '0.0005', graceDays: 0 };

function dailyRateOf(v: unknown, field: string): Decimal {
  const r = requireNonNegative(toDecimal(v, field), field);
  if (r.gte(ONE)) throw new FinanceInputError(field, l('必须小于每日 100 %', 'must be less than 100 % a day'));
  return r;
}

export function resolvePenaltyRule(rule: PenaltyRule = DEFAULT_PENALTY_RULE, field = 'penalty'): ResolvedPenaltyRule {
  if (typeof rule !== 'object' || rule === null)
    throw new FinanceInputError(field, l('必须是对象', 'must be an object'));
  const dailyRate = dailyRateOf(rule.dailyRate, `${field}.dailyRate`);
  const graceDays = rule.graceDays ?? 0;
  if (!Number.isInteger(graceDays) || graceDays < 0)
    throw new FinanceInputError(`${field}.graceDays`, l('必须是不小于 0 的整数', 'must be a whole number ≥ 0'));
  const tiers = (rule.tiers ?? []).map((t, i) => {
    if (!Number.isInteger(t.fromDay) || t.fromDay < 1)
      throw new FinanceInputError(
        `${field}.tiers[${i}].fromDay`,
        l('必须是不小于 1 的整数', 'must be a whole number ≥ 1'),
      );
    return { fromDay: t.fromDay, dailyRate: dailyRateOf(t.dailyRate, `${field}.tiers[${i}].dailyRate`) };
  });
  tiers.sort((a, b) => a.fromDay - b.fromDay);
  const base = rule.base ?? 'RENT';
  if (base !== 'RENT' && base !== 'PRINCIPAL')
    throw new FinanceInputError(`${field}.base`, l('必须是 RENT 或 PRINCIPAL', 'must be RENT or PRINCIPAL'));
  return { dailyRate, graceDays, tiers, base };
}

/**
 * Σ of the daily rates over DPD days fromDpd+1 … toDpd, tiers honoured, grace not asked: the accrual of a segment.
 * Whether what accrued within grace is owed is the caller's question (see penaltyFactor and allocation.ts).
 */
export function rateSum(rule: ResolvedPenaltyRule, fromDpd: number, toDpd: number): Decimal {
  let day = Math.max(0, fromDpd); // last day already accounted for
  if (toDpd <= day) return ZERO;
  let total = ZERO;
  // Walk the segments of constant rate between tier boundaries.
  while (day < toDpd) {
    let rate = rule.dailyRate;
    let next = toDpd;
    for (const t of rule.tiers) {
      if (t.fromDay <= day + 1) rate = t.dailyRate;
      else {
        next = Math.min(toDpd, t.fromDay - 1);
        break;
      }
    }
    total = total.plus(rate.times(next - day));
    day = next;
  }
  return total;
}

/**
 * The factor of an amount left unpaid over DPD days fromDpd+1 … toDpd. Within grace (toDpd ≤ graceDays) nothing; past
 * grace what is still unpaid pays from the due date itself — a segment that began within grace counts from day 1.
 */
export function penaltyFactor(rule: ResolvedPenaltyRule, fromDpd: number, toDpd: number): Decimal {
  if (toDpd <= rule.graceDays) return ZERO;
  return rateSum(rule, fromDpd <= rule.graceDays ? 0 : fromDpd, toDpd);
}

export interface PenaltyInput {
  /** Overdue amount (constant over the interval). */
  amount: DecimalLike;
  dueDate: string;
  asOf: string;
  rule?: PenaltyRule;
  /** Date the amount was settled (or a write-off date): no accrual after it. */
  settledOn?: string;
}

/** Penalty accrued on a constant overdue amount from its due date to asOf, rounded to 分 half-up. */
export function penaltyInterest(input: PenaltyInput): Decimal {
  const amount = requireNonNegative(toDecimal(input.amount, 'amount'), 'amount');
  const due = dayNumber(input.dueDate, 'dueDate');
  let end = dayNumber(input.asOf, 'asOf');
  if (input.settledOn !== undefined) end = Math.min(end, dayNumber(input.settledOn, 'settledOn'));
  const rule = resolvePenaltyRule(input.rule);
  const dpd = end - due;
  if (dpd <= 0 || amount.isZero()) return roundCents(new D(0));
  return roundCents(amount.times(penaltyFactor(rule, 0, dpd)));
}
