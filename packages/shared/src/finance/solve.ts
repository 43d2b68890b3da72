/**
 * One-dimensional root finding in Decimal, shared by IRR, XIRR and the irregular-rent rate.
 * Newton is fast near a simple root; when it misbehaves (leaves the domain, stalls, oscillates)
 * we fall back to a bracket and the Illinois variant of regula falsi, which always converges once
 * the root is bracketed, with bisection steps when the bracket stops shrinking.
 */
import type Decimal from 'decimal.js';
import { D } from './money';

export type FunctionWithDerivative = (x: Decimal) => { f: Decimal; df: Decimal };

const TOL = new D('1e-18');

/** Newton from `guess`, staying inside (lowerBound, +∞). Returns null when it does not converge. */
export function newton(
  fdf: FunctionWithDerivative,
  guess: Decimal,
  lowerBound: Decimal,
  maxIter = 60,
  tol: Decimal = TOL,
): Decimal | null {
  let x = guess;
  for (let i = 0; i < maxIter; i++) {
    const { f, df } = fdf(x);
    if (f.isZero()) return x;
    if (df.isZero() || !df.isFinite() || !f.isFinite()) return null;
    const next = x.minus(f.div(df));
    if (!next.isFinite() || next.lte(lowerBound)) return null;
    if (
      next
        .minus(x)
        .abs()
        .lte(tol.times(next.abs().plus(1)))
    )
      return next;
    x = next;
  }
  return null;
}

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

/**
 * Root of a rate function on (−1, ∞): Newton from the guess, else scan a ladder of rates for a sign
 * change (nearest to the guess first) and finish with bracketedRoot. Returns null if no root found.
 */
export function solveRate(fdf: FunctionWithDerivative, guess: Decimal): Decimal | null {
  const minusOne = new D(-1);
  const viaNewton = newton(fdf, guess, minusOne);
  if (viaNewton) return viaNewton;
  const f = (x: Decimal) => fdf(x).f;
  const ladder = [
    '-0.999999',
    '-0.99',
    '-0.9',
    '-0.5',
    '-0.2',
    '-0.05',
    '0',
    '0.001',
    '0.01',
    '0.05',
    '0.1',
    '0.2',
    '0.5',
    '1',
    '2',
    '5',
    '10',
    '100',
    '1000',
    '1000000',
  ].map((s) => new D(s));
  const values = ladder.map(f);
  // Prefer the sign change whose interval is nearest to the guess.
  let best: number | null = null;
  let bestDist: Decimal | null = null;
  for (let i = 0; i + 1 < ladder.length; i++) {
    if (values[i].isZero()) return ladder[i];
    if (values[i].s !== values[i + 1].s) {
      const mid = ladder[i].plus(ladder[i + 1]).div(2);
      const dist = mid.minus(guess).abs();
      if (bestDist === null || dist.lt(bestDist)) {
        best = i;
        bestDist = dist;
      }
    }
  }
  if (best === null) return null;
  return bracketedRoot(f, ladder[best], ladder[best + 1], values[best], values[best + 1]);
}
