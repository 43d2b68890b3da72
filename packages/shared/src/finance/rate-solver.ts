/**
 * Root of a rate-of-return function on (−1, ∞) in float64: bracket first, then guarded Newton.
 *
 * 1. Bracket. From the guess g, step outward on both sides in ln(1+r) — offsets ±0.02·(2ᵏ − 1),
 *    so about 0.02, 0.06, 0.14, … up to ±655 (as far as float64 reaches: r rounds to −1 below,
 *    overflows above) — and take the first interval, on either side, across which f changes
 *    sign. With several sign changes this is the root nearest the guess in ln(1+r) as far as
 *    those steps resolve it (at the same step the upper side is tried first).
 * 2. Newton inside the bracket (Numerical Recipes' rtsafe): every evaluation narrows the
 *    bracket; a Newton step that would leave it, or that does not at least halve the step
 *    before last, is replaced by bisection. Stops when |f| is at rounding level for the flows'
 *    scale, the step is below 1e-15 relative, or the bracket is narrower than 1e-12.
 *
 * Returns the root with its final bracket, or why there is none.
 */

/** f(r) and f′(r); `out[0] = f`, `out[1] = f′` (an out-array: no allocation per evaluation). */
export type FloatRateFunction = (r: number, out: Float64Array) => void;

export type FloatRateResult =
  | { ok: true; rate: number; lo: number; hi: number }
  | { ok: false; reason: 'NO_SIGN_CHANGE' | 'NO_CONVERGENCE' };

const STEPS = 16; // 0.02·(2¹⁶ − 1) ≈ 1311 > 709 = ln(largest float): both tails reached
const MAX_ITER = 200;

export function solveRateFloat(fdf: FloatRateFunction, guess: number, scale: number): FloatRateResult {
  const out = new Float64Array(2);
  const f = (r: number) => {
    fdf(r, out);
    return out[0];
  };
  // |f| below this is rounding noise for sums of terms as large as `scale`.
  const fTol = scale * 1e-15;
  const g = guess;
  const fg = f(g);
  if (Number.isNaN(fg)) return { ok: false, reason: 'NO_SIGN_CHANGE' };
  if (Math.abs(fg) <= fTol) return { ok: true, rate: g, lo: g, hi: g };

  let lo = Number.NaN;
  let hi = Number.NaN;
  let flo = Number.NaN;
  let upR = g;
  let upF = fg;
  let downR = g;
  let downF = fg;
  let upOpen = true;
  let downOpen = true;
  const lnBase = Math.log1p(g);
  for (let k = 1; k <= STEPS && Number.isNaN(lo) && (upOpen || downOpen); k++) {
    const offset = 0.02 * (2 ** k - 1);
    if (upOpen) {
      const r = Math.expm1(lnBase + offset);
      const fr = f(r);
      if (!Number.isFinite(fr) || !Number.isFinite(r)) upOpen = false;
      else if (fr === 0) return { ok: true, rate: r, lo: r, hi: r };
      else if (Math.sign(fr) !== Math.sign(upF)) {
        lo = upR;
        flo = upF;
        hi = r;
        break;
      } else {
        upR = r;
        upF = fr;
      }
    }
    if (downOpen) {
      const r = Math.expm1(lnBase - offset);
      const fr = f(r);
      if (!Number.isFinite(fr) || r <= -1) downOpen = false;
      else if (fr === 0) return { ok: true, rate: r, lo: r, hi: r };
      else if (Math.sign(fr) !== Math.sign(downF)) {
        lo = r;
        flo = fr;
        hi = downR;
        break;
      } else {
        downR = r;
        downF = fr;
      }
    }
  }
  if (Number.isNaN(lo)) return { ok: false, reason: 'NO_SIGN_CHANGE' };

  // Orient so that f(xl) < 0 < f(xh); Newton from the guess when it is an end, else from the middle.
  let xl = flo < 0 ? lo : hi;
  let xh = flo < 0 ? hi : lo;
  let x = g === lo || g === hi ? g : (lo + hi) / 2;
  let dxOld = hi - lo;
  let dx = dxOld;
  fdf(x, out);
  let fx = out[0];
  let dfx = out[1];
  for (let i = 0; i < MAX_ITER; i++) {
    const newtonLeaves = ((x - xh) * dfx - fx) * ((x - xl) * dfx - fx) > 0;
    const newtonSlow = Math.abs(2 * fx) > Math.abs(dxOld * dfx);
    if (newtonLeaves || newtonSlow || !Number.isFinite(dfx) || dfx === 0) {
      dxOld = dx;
      dx = (xh - xl) / 2;
      x = xl + dx;
    } else {
      dxOld = dx;
      dx = fx / dfx;
      x -= dx;
    }
    fdf(x, out);
    fx = out[0];
    dfx = out[1];
    if (Number.isNaN(fx)) return { ok: false, reason: 'NO_CONVERGENCE' };
    if (fx < 0) xl = x;
    else xh = x;
    const width = Math.abs(xh - xl);
    if (Math.abs(fx) <= fTol || Math.abs(dx) <= 1e-15 * (1 + Math.abs(x)) || width <= 1e-12 * Math.max(1, Math.abs(x)))
      return { ok: true, rate: x, lo: Math.min(xl, xh), hi: Math.max(xl, xh) };
  }
  return { ok: false, reason: 'NO_CONVERGENCE' };
}
