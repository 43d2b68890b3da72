/**
 * Rates of return.
 * - irr: periodic IRR of evenly spaced flows, Σ CFₖ/(1+r)^k = 0.
 * - xirr: Excel-compatible XIRR, Σ CFᵢ/(1+r)^((dᵢ−d₀)/365) = 0 with d₀ the FIRST flow's date
 *   (as Excel does; no flow may be dated before it).
 * - nominalAnnual = periodic × periods per year; effectiveAnnual = (1+periodic)^periodsPerYear − 1.
 * Solved in float64 (a bracket found outward from the guess, Excel's default 0.1, then guarded
 * Newton: rate-solver.ts) and polished by one Newton step with f evaluated in double-double
 * (double-double.ts), which matches the former all-decimal solver's digits. Amounts stay Decimal.
 */
import type Decimal from 'decimal.js';
import { dayNumber } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { D, type DecimalLike, ONE, toDecimal } from './money';
import { type DD, dd, ddAdd, ddMul, ddMulNumber, ddPow } from './double-double';
import { type FloatRateFunction, solveRateFloat } from './rate-solver';

export interface DatedCashFlow {
  date: string;
  amount: DecimalLike;
}

function checkSigns(amounts: Decimal[], field: string): void {
  let pos = false;
  let neg = false;
  for (const a of amounts) {
    if (a.isZero()) continue;
    if (a.isNeg()) neg = true;
    else pos = true;
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
  const g = checkGuess(guess);
  const x = exactUnits(cf);
  // Horner in v = 1/(1+r): p(v) = Σ CFₖ vᵏ, dp/dr = p'(v) · (−v²).
  const fdf: FloatRateFunction = (r, out) => {
    const v = 1 / (1 + r);
    let p = 0;
    let dp = 0;
    for (let k = x.length - 1; k >= 0; k--) {
      dp = dp * v + p;
      p = p * v + x[k];
    }
    out[0] = p;
    out[1] = -dp * v * v;
  };
  const found = solve(fdf, g, x);
  // Polish in v, where Horner is exact in double-double: v₁ = v₀ − p(v₀)/p′(v₀), r = 1/v₁ − 1.
  const v0 = 1 / (1 + found.rate);
  const p = dd();
  const term = dd();
  let dp = 0;
  let p0 = 0;
  for (let k = x.length - 1; k >= 0; k--) {
    dp = dp * v0 + p0;
    p0 = p0 * v0 + x[k];
    ddMulNumber(p, v0, p);
    term[0] = x[k];
    ddAdd(p, term, p);
  }
  const v1 = exactDecimal(v0).minus(new D(p[0] + p[1]).div(dp));
  return accept(ONE.div(v1).minus(ONE), found);
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
  const g = checkGuess(guess);
  const x = exactUnits(cf);
  const years = days.map((d) => d / 365);
  // f = Σ CFᵢ·(1+r)^(−tᵢ), f′ = Σ −tᵢ·CFᵢ·(1+r)^(−tᵢ−1), tᵢ in years of 365 days.
  const fdf: FloatRateFunction = (r, out) => {
    const ln1r = Math.log1p(r);
    let f = 0;
    let df = 0;
    for (let i = 0; i < x.length; i++) {
      const term = x[i] * Math.exp(-years[i] * ln1r);
      f += term;
      df -= years[i] * term;
    }
    out[0] = f;
    out[1] = df / (1 + r);
  };
  const found = solve(fdf, g, x);
  // Polish at s = fl(1 + r₀), a float, so the point is exact: f(s) in double-double with
  // q = s^(−1/365) refined by one Newton step on q³⁶⁵·s = 1, then q^dᵢ as a running product
  // over the gaps between dates (each distinct gap's power computed once).
  const s = 1 + found.rate;
  const q0 = s ** (-1 / 365);
  const q = dd(q0);
  ddPow(q, 365, q);
  ddMulNumber(q, s, q);
  const e = q[0] - 1 + q[1];
  q[0] = q0;
  q[1] = 0;
  ddAdd(q, dd((-e * q0) / 365), q);
  const gapPowers = new Map<number, DD>();
  const power = dd(1);
  const f = dd();
  const term = dd();
  for (let i = 0; i < x.length; i++) {
    const gap = days[i] - (i === 0 ? 0 : days[i - 1]);
    if (gap !== 0) {
      let qg = gapPowers.get(gap);
      if (!qg) {
        qg = dd();
        ddPow(q, gap, qg);
        gapPowers.set(gap, qg);
      }
      ddMul(power, qg, power);
    }
    ddMulNumber(power, x[i], term);
    ddAdd(f, term, f);
  }
  const out = new Float64Array(2);
  fdf(s - 1, out);
  return accept(
    exactDecimal(s)
      .minus(ONE)
      .minus(new D(f[0] + f[1]).div(out[1])),
    found,
  );
}

function checkGuess(guess: DecimalLike): number {
  const g = toDecimal(guess, 'guess');
  if (!g.gt(-1)) throw new FinanceInputError('guess', l('必须大于 -1', 'must be greater than -1'));
  return Number(g);
}

/**
 * The amounts as exact floats: in units of their smallest decimal place (cents for money) when
 * those are integers below 2⁵⁰ — scaling every flow leaves the rate unchanged — else the nearest
 * floats (about 1e-16 relative, which then bounds the rate's accuracy).
 */
function exactUnits(cf: Decimal[]): number[] {
  let places = 0;
  for (const a of cf) places = Math.max(places, a.decimalPlaces());
  const unit = 10 ** Math.min(places, 15);
  const units = cf.map((a) => Math.round(a.toNumber() * unit));
  return places <= 15 && units.every((u) => Math.abs(u) < 2 ** 50) ? units : cf.map((a) => a.toNumber());
}

type Found = { rate: number; lo: number; hi: number };

function solve(fdf: FloatRateFunction, guess: number, x: number[]): Found {
  let scale = 0;
  for (const v of x) scale += Math.abs(v);
  const found = solveRateFloat(fdf, guess, scale);
  if (!found.ok)
    throw new FinanceInputError(
      'cashFlows',
      found.reason === 'NO_SIGN_CHANGE'
        ? l('没有内部收益率', 'have no internal rate of return')
        : l('无法求出内部收益率（迭代不收敛）', 'have an internal rate of return the solver could not converge on'),
    );
  return found;
}

/**
 * The float root carried to decimal precision by one Newton step with f exact in double-double
 * (the error squares; the float derivative is ample). The step is a rounding-size correction:
 * anything that leaves the final bracket means an ill-conditioned f, and the float root stands.
 */
function accept(polished: Decimal, found: Found): Decimal {
  const slack = 1e-9 * (1 + Math.abs(found.rate));
  return polished.isFinite() && polished.gt(found.lo - slack) && polished.lt(found.hi + slack) && polished.gt(-1)
    ? polished
    : exactDecimal(found.rate);
}

/** The exact decimal value of a float (new Decimal(number) takes its shortest representation). */
function exactDecimal(x: number): Decimal {
  let m = x;
  let k = 0;
  while (!Number.isInteger(m) && k < 1100) {
    m *= 2;
    k++;
  }
  return new D(m).div(new D(2).pow(k));
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
