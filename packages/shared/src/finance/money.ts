/**
 * Money and rate arithmetic on decimal.js.
 *
 * The engine uses its own Decimal constructor (a clone) so that another module calling
 * `Decimal.set(...)` cannot change our precision or rounding. Clones share the prototype, so the
 * values returned are ordinary `Decimal` instances for callers. 24 significant digits is ample:
 * amounts carry at most ~15 digits and rates are reported to 10.
 */
import Decimal from 'decimal.js';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';

export { Decimal };

export const D = Decimal.clone({
  precision: 24,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

/** Anything the public API accepts as an amount or a rate. */
export type DecimalLike = Decimal | string | number;

export const ZERO: Decimal = new D(0);
export const ONE: Decimal = new D(1);
export const HUNDRED: Decimal = new D(100);

export type RoundingMode = 'HALF_UP' | 'HALF_EVEN';
export type RoundTo = 'CENT' | 'YUAN';

/** How schedule amounts are rounded: mode and number of decimals (2 for 分, 0 for 元). */
export interface Rounding {
  mode: RoundingMode;
  scale: number;
}

export const DEFAULT_ROUNDING: Rounding = { mode: 'HALF_UP', scale: 2 };

export function makeRounding(mode: RoundingMode = 'HALF_UP', roundTo: RoundTo = 'CENT'): Rounding {
  return { mode, scale: roundTo === 'YUAN' ? 0 : 2 };
}

const RM = { HALF_UP: Decimal.ROUND_HALF_UP, HALF_EVEN: Decimal.ROUND_HALF_EVEN } as const;

/** Round an amount to the contract's unit (分 or 元). */
export function roundMoney(x: Decimal, r: Rounding = DEFAULT_ROUNDING): Decimal {
  return x.toDecimalPlaces(r.scale, RM[r.mode]);
}

/** Round to cents half-up: the default for penalties, fees and quotes. */
export function roundCents(x: Decimal): Decimal {
  return x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

// Plain decimal notation only: no thousands separators, no exponents, no hex.
const DECIMAL_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** True when `value` is a finite decimal given as a Decimal, a number or a plain decimal string. */
export function isDecimalLike(value: unknown): value is DecimalLike {
  if (Decimal.isDecimal(value)) return (value as Decimal).isFinite();
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return DECIMAL_RE.test(value.trim());
  return false;
}

/**
 * Parse an amount or rate. Numbers go through their shortest string form (0.1 → "0.1"), so
 * binary floating point never leaks into the arithmetic.
 */
export function toDecimal(value: unknown, field: string): Decimal {
  if (Decimal.isDecimal(value)) {
    if (!(value as Decimal).isFinite())
      throw new FinanceInputError(field, l('必须是有限的数值', 'must be a finite number'));
    return value as Decimal;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FinanceInputError(field, l('必须是有限的数值', 'must be a finite number'));
    return new D(value);
  }
  if (typeof value === 'string') {
    const s = value.trim();
    if (!DECIMAL_RE.test(s))
      throw new FinanceInputError(
        field,
        l('必须是十进制数字, 如 "1000.00"', 'must be a decimal number such as "1000.00"'),
      );
    return new D(s);
  }
  if (value === undefined || value === null) throw new FinanceInputError(field, l('不能为空', 'is required'));
  throw new FinanceInputError(field, l('必须是数字', 'must be a decimal number'));
}

/** Optional amount: undefined/null → fallback. */
export function toDecimalOr(value: unknown, field: string, fallback: Decimal): Decimal {
  return value === undefined || value === null ? fallback : toDecimal(value, field);
}

// The signs are read, not compared with a Decimal made of 0 at each call (the replay checks every amount it is given).
export function requirePositive(x: Decimal, field: string): Decimal {
  if (x.isZero() || !x.isPositive()) throw new FinanceInputError(field, l('必须大于 0', 'must be greater than 0'));
  return x;
}

export function requireNonNegative(x: Decimal, field: string): Decimal {
  if (!x.isZero() && x.isNegative()) throw new FinanceInputError(field, l('不能为负数', 'must not be negative'));
  return x;
}

export function sum(xs: readonly Decimal[]): Decimal {
  let s = ZERO;
  for (const x of xs) s = s.plus(x);
  return s;
}

/** Money for JSON: always two decimals ("1234.50"), negative zero printed as "0.00". */
export function formatMoney(x: Decimal): string {
  if (x.isZero()) return '0.00';
  // Money is mostly at most 2 decimals already: its plain digits padded, without toFixed's rounded copy (the ledger
  // formats every allocation line and period of an IOU at each replay). Not for exponent notation (its constructor's).
  const dp = x.decimalPlaces();
  if (dp <= 2) {
    const plain = x.toString();
    if (!plain.includes('e')) return dp === 2 ? plain : dp === 1 ? `${plain}0` : `${plain}.00`;
  }
  const s = x.toFixed(2, Decimal.ROUND_HALF_UP);
  return s === '-0.00' ? '0.00' : s;
}

/**
 * A rate for JSON: `sd` significant digits, plain notation, trailing zeros dropped. Below 1e-15
 * it prints "0": that is root-finding noise (e.g. the IRR of an interest-free lease), not a rate.
 */
export function formatRate(x: Decimal, sd = 10): string {
  if (x.abs().lt('1e-15')) return '0';
  return new D(x).toSignificantDigits(sd, Decimal.ROUND_HALF_UP).toFixed();
}

// ---------------------------------------------------------------------------------------------
// Integer fast path for the schedule loop.
//
// A schedule row needs `round(balance × rate)` and then only additions and subtractions of
// amounts that are already whole 分 (or 元). The engine therefore runs the row loop on integers
// of the rounding unit ("units": cents for CENT, yuan for YUAN) held in JS numbers and restricted
// to the safe-integer range, where + and − are exact; the one multiplication by a rate is done in
// BigInt against the rate scaled by 10^30, with a single rounding. No fractional JS number ever
// represents money. Results are handed back as Decimals.
// ---------------------------------------------------------------------------------------------

/** Scale of rates in the integer path: 30 decimals (a 24-digit rate ≥ 1e-6 fits exactly). */
export const RATE_SCALE = 10n ** 30n;
const RATE_SCALE_YUAN = RATE_SCALE * 100n;
const HALF_RATE_SCALE = RATE_SCALE / 2n;

/** Largest amount (in units) the integer path accepts: beyond it we refuse rather than lose digits. */
export const MAX_UNITS = Number.MAX_SAFE_INTEGER;

/** Decimal (already rounded to `scale`) → integer units. */
export function toUnits(x: Decimal, scale: number): number {
  const n = (scale === 0 ? x : x.times(scale === 2 ? 100 : 10 ** scale)).toNumber();
  if (!Number.isSafeInteger(n))
    throw new RangeError(`amount ${x.toFixed()} is out of range or not rounded to ${scale} decimals`);
  return n;
}

/** A non-negative rate as a BigInt scaled by RATE_SCALE. */
const SCALE_D = new D('1e30');
export function scaledRate(rate: Decimal): bigint {
  return BigInt(rate.times(SCALE_D).toFixed(0, Decimal.ROUND_HALF_UP));
}

/** An amount in units (may be fractional) as a BigInt scaled by RATE_SCALE, to add to a product. */
export function scaledUnits(x: Decimal, scale: number): bigint {
  return BigInt(x.times(`1e${30 + scale}`).toFixed(0, Decimal.ROUND_HALF_UP));
}

/**
 * round((units × rateScaled + extraScaled) / RATE_SCALE) to a multiple of `step` units (1 = 分,
 * 100 = 元), half-up or half-even; the result must be non-negative.
 */
export function roundProduct(
  units: number,
  rateScaled: bigint,
  mode: RoundingMode,
  extraScaled = 0n,
  step = 1,
): number {
  let divisor = RATE_SCALE;
  let half = HALF_RATE_SCALE;
  if (step !== 1) {
    divisor = step === 100 ? RATE_SCALE_YUAN : RATE_SCALE * BigInt(step);
    half = divisor / 2n;
  }
  // Adding half the divisor and truncating is half-up; a tie is then an exact multiple.
  let shifted = BigInt(units) * rateScaled + half;
  if (extraScaled !== 0n) shifted += extraScaled;
  if (shifted < half) throw new RangeError('roundProduct: negative product');
  let q = shifted / divisor;
  if (mode === 'HALF_EVEN' && (q & 1n) === 1n && shifted % divisor === 0n) q -= 1n;
  const n = step === 1 ? Number(q) : Number(q) * step;
  if (n > MAX_UNITS) throw new RangeError('roundProduct: result out of range');
  return n;
}

/** round(num / den) for num ≥ 0, den > 0, half-up or half-even. */
export function roundDiv(num: bigint, den: bigint, mode: RoundingMode): bigint {
  const shifted = num + den / 2n;
  let q = shifted / den;
  // With an even divisor a tie lands exactly on a multiple after the shift; odd ones never tie.
  if (mode === 'HALF_EVEN' && (den & 1n) === 0n && (q & 1n) === 1n && shifted % den === 0n) q -= 1n;
  return q;
}

/** base^n in fixed point (base and result scaled by RATE_SCALE), square-and-multiply. */
export function powScaled(base: bigint, n: number): bigint {
  let result = RATE_SCALE;
  let b = base;
  let k = n;
  while (k > 0) {
    if (k & 1) result = (result * b) / RATE_SCALE;
    k >>= 1;
    if (k > 0) b = (b * b) / RATE_SCALE;
  }
  return result;
}

/** Throw unless the amount has at most two decimals (whole 分). */
export function requireCents(x: Decimal, field: string): Decimal {
  if (x.decimalPlaces() > 2)
    throw new FinanceInputError(field, l('最多两位小数', 'must have at most 2 decimal places'));
  return x;
}

const WORD = 1e7;

function digitCount(n: number): number {
  // n < 1e7 here (one base-1e7 word).
  return n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : n < 100000 ? 5 : n < 1000000 ? 6 : 7;
}

// A constructor sharing decimal.js's prototype: instances are ordinary Decimals (instanceof,
// methods, clones' operations) and get the same property order as decimal.js's own.
interface RawDecimal {
  constructor: unknown;
  s: number;
  e: number;
  d: number[];
}
const RawDecimal = function (this: RawDecimal, s: number, e: number, d: number[]) {
  this.constructor = D;
  this.s = s;
  this.e = e;
  this.d = d;
} as unknown as new (
  s: number,
  e: number,
  d: number[],
) => Decimal;
RawDecimal.prototype = D.prototype;

/**
 * Integer units (cents for scale 2, yuan for scale 0) → Decimal without going through a string.
 * decimal.js documents its value as sign `s`, base-10 exponent `e` and base-1e7 digit words `d`
 * aligned on the decimal point (README: new Decimal(-12345.67) → d [12345, 6700000], e 4, s −1);
 * we build that directly for a fresh instance. money.test.ts checks it against
 * `new Decimal(string)` on many values.
 */
export function fromUnits(units: number, scale: number): Decimal {
  if (units === 0) return ZERO;
  if (!Number.isSafeInteger(units) || (scale !== 0 && scale !== 2)) return new D(units).div(10 ** scale);
  const sign = units < 0 ? -1 : 1;
  const u = units < 0 ? -units : units;
  const frac = scale === 2 ? u % 100 : 0;
  const ip = scale === 2 ? (u - frac) / 100 : u;
  const fw = frac * 100000;
  if (ip === 0) return new RawDecimal(sign, frac >= 10 ? -1 : -2, [fw]);
  if (ip < WORD) return new RawDecimal(sign, digitCount(ip) - 1, frac ? [ip, fw] : [ip]);
  const lo = ip % WORD;
  const hi = (ip - lo) / WORD;
  if (hi < WORD) {
    return new RawDecimal(sign, digitCount(hi) + 6, frac ? [hi, lo, fw] : lo ? [hi, lo] : [hi]);
  }
  // ≥ 1e14: rare; general word split.
  const words: number[] = [];
  let rest = ip;
  let e = -1;
  while (rest > 0) {
    const w = rest % WORD;
    words.unshift(w);
    rest = (rest - w) / WORD;
    e += 7;
  }
  e = e - 7 + digitCount(words[0]);
  if (frac) words.push(fw);
  else while (words.length > 1 && words[words.length - 1] === 0) words.pop();
  return new RawDecimal(sign, e, words);
}
