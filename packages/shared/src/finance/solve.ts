/**
 * One-dimensional root finding in Decimal for the annual rate implied by given rents (schedule.ts): the Illinois variant of
 * regula falsi, which always converges once the root is bracketed, with bisection steps when the
 * bracket stops shrinking. Rates of return are solved in float64 instead (rate-solver.ts).
 */
import type Decimal from 'decimal.js';
import { D } from './money';

const TOL = new D('1e-18');

/**
 * Root of f in [lo, hi] where f(lo) and f(hi) have opposite signs (or one is zero).
 * Illinois regula falsi with a bisection step whenever the bracket fails to halve in two steps.
 */
export function bracketedRoot(
  f: (x: Decimal) => Decimal,
  lo: Decimal,
  hi: Decimal,
  flo: Decimal = f(lo),
  fhi: Decimal = f(hi),
  tol: Decimal = TOL,
  maxIter = 400,
): Decimal {
  if (flo.isZero()) return lo;
  if (fhi.isZero()) return hi;
  if (flo.s === fhi.s) throw new RangeError('bracketedRoot: f(lo) and f(hi) have the same sign');
  let a = lo;
  let b = hi;
  let fa = flo;
  let fb = fhi;
  let side = 0;
  let width = b.minus(a).abs();
  let stale = 0;
  for (let i = 0; i < maxIter; i++) {
    let c: Decimal;
    if (stale >= 2) {
      c = a.plus(b).div(2);
      stale = 0;
    } else {
      c = a.times(fb).minus(b.times(fa)).div(fb.minus(fa));
      // Guard against rounding putting c on or outside the bracket.
      if (!(c.gt(lesser(a, b)) && c.lt(greater(a, b)))) c = a.plus(b).div(2);
    }
    const fc = f(c);
    if (fc.isZero()) return c;
    if (fc.s === fb.s) {
      b = c;
      fb = fc;
      if (side === -1) fa = fa.div(2);
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb = fb.div(2);
      side = 1;
    }
    const w = b.minus(a).abs();
    if (w.lte(tol.times(c.abs().plus(1)))) return c;
    stale = w.gt(width.div(2)) ? stale + 1 : 0;
    if (stale === 0) width = w;
  }
  return a.plus(b).div(2);
}

function lesser(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}
function greater(a: Decimal, b: Decimal): Decimal {
  return a.gt(b) ? a : b;
}
