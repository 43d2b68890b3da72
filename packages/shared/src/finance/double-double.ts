/**
 * Just enough double-double arithmetic (a value held as hi + lo, about 32 significant digits) to
 * evaluate a rate function once, exactly enough to polish a float64 root to decimal precision
 * without decimal.js's cost per operation. Error-free transformations after Dekker and Knuth;
 * results go to a caller-owned pair so the hot loops allocate nothing.
 */

/** A double-double: [hi, lo] with |lo| ≤ ulp(hi)/2. */
export type DD = Float64Array;

export const dd = (hi = 0, lo = 0): DD => Float64Array.of(hi, lo);

const SPLITTER = 134217729; // 2^27 + 1

/** out = a + b (both double-double). */
export function ddAdd(a: DD, b: DD, out: DD): void {
  const s = a[0] + b[0];
  const bb = s - a[0];
  const e = a[0] - (s - bb) + (b[0] - bb) + a[1] + b[1];
  const hi = s + e;
  out[1] = e - (hi - s);
  out[0] = hi;
}

/** out = a × b (a double-double, b a double). */
export function ddMulNumber(a: DD, b: number, out: DD): void {
  const p = a[0] * b;
  const e = twoProdErr(a[0], b, p) + a[1] * b;
  const hi = p + e;
  out[1] = e - (hi - p);
  out[0] = hi;
}

/** out = a × b (both double-double). */
export function ddMul(a: DD, b: DD, out: DD): void {
  const p = a[0] * b[0];
  const e = twoProdErr(a[0], b[0], p) + (a[0] * b[1] + a[1] * b[0]);
  const hi = p + e;
  out[1] = e - (hi - p);
  out[0] = hi;
}

/** out = a^n for an integer n ≥ 0, by repeated squaring. */
export function ddPow(a: DD, n: number, out: DD): void {
  const base = dd(a[0], a[1]);
  const acc = dd(1, 0);
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) ddMul(acc, base, acc);
    if (k > 1) ddMul(base, base, base);
  }
  out[0] = acc[0];
  out[1] = acc[1];
}

/** The rounding error of p = fl(a × b), exactly (Dekker's product; JS has no fused multiply-add). */
function twoProdErr(a: number, b: number, p: number): number {
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}
