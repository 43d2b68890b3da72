/**
 * 核销后追偿 (WAVE3-BRIEF §2.9): a written-off IOU's claim is kept off the balance sheet (账销案存) — its principal,
 * interest, fees and penalty as they stood on the write-off date — and every later recovery reduces it, component by
 * component in the recovery order (default fees → principal → interest → penalty: what the lessor paid out first, the
 * penalty it never recognised last), the oldest recovery first. Money beyond the whole claim is left unapplied (to be
 * returned or taken to income; never a negative claim).
 */
import { l } from '../resources/localized';
import type { Amounts, Component } from './allocation';
import { FinanceInputError } from './errors';
import { type Decimal, ZERO } from './money';

/** Fees first, then principal, interest, and the penalty that was never recognised last. */
export const DEFAULT_RECOVERY_ORDER: readonly Component[] = ['FEE', 'PRINCIPAL', 'INTEREST', 'PENALTY'];

const KEY: Record<Component, keyof Amounts> = {
  FEE: 'fee',
  PRINCIPAL: 'principal',
  INTEREST: 'interest',
  PENALTY: 'penalty',
};

/** A recovery order written as a parameter ("FEE,PRINCIPAL,INTEREST,PENALTY"): each of the four components once. */
export function parseRecoveryOrder(text: string): Component[] {
  const parts = text
    .split(/[\s,，→>]+/)
    .filter(Boolean)
    .map((p) => p.toUpperCase());
  const known = parts.every((p): p is Component => p in KEY);
  if (!known || parts.length !== 4 || new Set(parts).size !== 4)
    throw new FinanceInputError(
      'recoveryOrder',
      l(
        '须为 FEE、PRINCIPAL、INTEREST、PENALTY 各一次, 逗号分隔',
        'must name FEE, PRINCIPAL, INTEREST and PENALTY once each, comma-separated',
      ),
    );
  return parts as Component[];
}

export interface Recovery {
  id: string;
  date: string;
  amount: Decimal;
}

/** One recovery as applied: by component, what went beyond the claim, and the claim left after it. */
export interface AppliedRecovery extends Recovery {
  applied: Amounts;
  unapplied: Decimal;
  left: Amounts;
}

export const totalOf = (a: Amounts): Decimal => a.fee.plus(a.principal).plus(a.interest).plus(a.penalty);

/**
 * The recoveries applied to the claim in `order`, in the order given (the caller sorts them: by date, then as
 * entered). Pure; amounts exact.
 */
export function applyRecoveries(claim: Amounts, recoveries: readonly Recovery[], order = DEFAULT_RECOVERY_ORDER) {
  for (const [k, v] of Object.entries(claim))
    if (v.lt(0)) throw new FinanceInputError(`claim.${k}`, l('不能为负数', 'cannot be negative'));
  let left: Amounts = { ...claim };
  const out: AppliedRecovery[] = [];
  for (const [i, r] of recoveries.entries()) {
    if (r.amount.lte(0))
      throw new FinanceInputError(`recoveries[${i}].amount`, l('必须大于 0', 'must be greater than 0'));
    const applied: Amounts = { fee: ZERO, principal: ZERO, interest: ZERO, penalty: ZERO };
    let rest = r.amount;
    const next = { ...left };
    for (const c of order) {
      const k = KEY[c];
      const take = rest.lt(next[k]) ? rest : next[k];
      applied[k] = take;
      next[k] = next[k].minus(take);
      rest = rest.minus(take);
    }
    left = next;
    out.push({ ...r, applied, unapplied: rest, left: { ...left } });
  }
  const recovered = recoveries.reduce((s, r) => s.plus(r.amount), ZERO);
  return {
    recoveries: out,
    /** Every recovery received, applied or not. */
    recovered,
    /** The off-balance claim left, by component. */
    left,
    offBalance: totalOf(left),
    /** Received beyond the whole claim. */
    unapplied: out.reduce((s, r) => s.plus(r.unapplied), ZERO),
  };
}
