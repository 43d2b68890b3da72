/**
 * Rates of return.
 * - irr: periodic IRR of evenly spaced flows, Σ CFₖ/(1+r)^k = 0.
 * - xirr: Excel-compatible XIRR, Σ CFᵢ/(1+r)^((dᵢ−d₀)/365) = 0 with d₀ the FIRST flow's date
 *   (as Excel does; no flow may be dated before it).
 * - nominalAnnual = periodic × periods per year; effectiveAnnual = (1+periodic)^periodsPerYear − 1.
 * Newton from a guess (Excel's default 0.1), falling back to a bracket + Illinois when Newton
 * misbehaves (solve.ts). Everything in Decimal.
 */
import type Decimal from 'decimal.js';
import { dayNumber } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { D, type DecimalLike, ONE, toDecimal, ZERO } from './money';
import { solveRate } from './solve';

export interface DatedCashFlow {
  date: string;
  amount: DecimalLike;
}

function checkSigns(amounts: Decimal[], field: string): void {
  let pos = false;
  let neg = false;
  for (const a of amounts) {
    if (a.gt(0)) pos = true;
    else if (a.lt(0)) neg = true;
  }
  if (!pos || !neg)
    throw new FinanceInputError(
      field,
      l('必须至少包含一笔正数金额和一笔负数金额', 'must contain at least one positive and one negative amount'),
    );
}

/** Periodic IRR of flows at t = 0, 1, 2, … periods. Throws FinanceInputError when there is no IRR. */
export function irr(flows: readonly DecimalLike[], guess: DecimalLike = '0.1'): Decimal {
  const cf = flows.map((v, i) => toDecimal(v, `cashFlows[${i}]`));
  checkSigns(cf, 'cashFlows');
  const g = toDecimal(guess, 'guess');
  // Horner in v = 1/(1+r): p(v) = Σ CFₖ vᵏ, dp/dr = p'(v) · (−v²).
  const fdf = (r: Decimal) => {
    const v = ONE.div(ONE.plus(r));
    let p = ZERO;
    let dp = ZERO;
    for (let k = cf.length - 1; k >= 0; k--) {
      dp = dp.times(v).plus(p);
      p = p.times(v).plus(cf[k]);
    }
    return { f: p, df: dp.times(v).times(v).neg() };
  };
  const r = solveRate(fdf, g);
  if (r === null) throw new FinanceInputError('cashFlows', l('没有内部收益率', 'have no internal rate of return'));
  return r;
}

/** Excel-compatible XIRR (annual, 365-day exponent). Throws FinanceInputError when there is none. */
export function xirr(flows: readonly DatedCashFlow[], guess: DecimalLike = '0.1'): Decimal {
  if (!Array.isArray(flows) || flows.length < 2)
    throw new FinanceInputError('cashFlows', l('至少需要两笔', 'must have at least two entries'));
  const cf = flows.map((f, i) => toDecimal(f.amount, `cashFlows[${i}].amount`));
  checkSigns(cf, 'cashFlows');
  const d0 = dayNumber(flows[0].date, 'cashFlows[0].date');
  const days = flows.map((f, i) => {
    const d = dayNumber(f.date, `cashFlows[${i}].date`) - d0;
    if (d < 0)
      throw new FinanceInputError(
        `cashFlows[${i}].date`,
        l('不能早于第一笔现金流的日期', 'must not be before the first cash flow\u2019s date'),
      );
    return d;
  });
  const g = toDecimal(guess, 'guess');
  // (1+r)^(−d/365) = q^d with q = (1+r)^(−1/365): one exp/ln per iteration, integer powers after.
  const fdf = (r: Decimal) => {
    const onePlusR = ONE.plus(r);
    const q = onePlusR.ln().div(-365).exp();
    let f = ZERO;
    let df = ZERO;
    for (let i = 0; i < cf.length; i++) {
      const term = days[i] === 0 ? cf[i] : cf[i].times(q.pow(days[i]));
      f = f.plus(term);
      if (days[i] !== 0) df = df.minus(term.times(days[i]));
    }
    return { f, df: df.div(onePlusR.times(365)) };
  };
  const r = solveRate(fdf, g);
  if (r === null) throw new FinanceInputError('cashFlows', l('没有内部收益率', 'have no internal rate of return'));
  return r;
}

/** Nominal annual rate of a periodic rate: periodic × periods per year. */
export function nominalAnnual(periodic: Decimal, periodsPerYear: number): Decimal {
  return periodic.times(periodsPerYear);
}

/** Effective annual rate of a periodic rate: (1 + periodic)^periodsPerYear − 1. */
export function effectiveAnnual(periodic: Decimal, periodsPerYear: number): Decimal {
  return ONE.plus(periodic).pow(periodsPerYear).minus(ONE);
}

/** Periodic rate from an effective annual rate: (1 + annual)^(1/periodsPerYear) − 1. */
export function periodicFromEffective(annual: Decimal, periodsPerYear: number): Decimal {
  return ONE.plus(annual).pow(new D(1).div(periodsPerYear)).minus(ONE);
}
