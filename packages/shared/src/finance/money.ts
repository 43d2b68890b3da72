/**
 * Money and rate arithmetic on decimal.js.
 *
 * The engine uses its own Decimal constructor (a clone) so that another module calling
 * `Decimal.set(...)` cannot change our precision or rounding. Clones share the prototype, so the
 * values returned are ordinary `Decimal` instances for callers. 24 significant digits is ample:
 * amounts carry at most ~15 digits and rates are reported to 10.
 */
import Decimal from 'decimal.js';
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
    if (!(value as Decimal).isFinite()) throw new FinanceInputError(field, 'must be a finite number');
    return value as Decimal;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FinanceInputError(field, 'must be a finite number');
    return new D(value);
  }
  if (typeof value === 'string') {
    const s = value.trim();
    if (!DECIMAL_RE.test(s)) throw new FinanceInputError(field, 'must be a decimal number such as "1000.00"');
    return new D(s);
  }
  if (value === undefined || value === null) throw new FinanceInputError(field, 'is required');
  throw new FinanceInputError(field, 'must be a decimal number');
}

/** Optional amount: undefined/null → fallback. */
export function toDecimalOr(value: unknown, field: string, fallback: Decimal): Decimal {
  return value === undefined || value === null ? fallback : toDecimal(value, field);
}

export function requirePositive(x: Decimal, field: string): Decimal {
  if (!x.gt(0)) throw new FinanceInputError(field, 'must be greater than 0');
  return x;
}

export function requireNonNegative(x: Decimal, field: string): Decimal {
  if (x.lt(0)) throw new FinanceInputError(field, 'must not be negative');
  return x;
}

export function sum(xs: readonly Decimal[]): Decimal {
  let s = ZERO;
  for (const x of xs) s = s.plus(x);
  return s;
}

/** Money for JSON: always two decimals ("1234.50"), negative zero printed as "0.00". */
export function formatMoney(x: Decimal): string {
  const s = x.toFixed(2, Decimal.ROUND_HALF_UP);
  return s === '-0.00' ? '0.00' : s;
}

/** A rate for JSON: `sd` significant digits, plain notation, trailing zeros dropped. */
export function formatRate(x: Decimal, sd = 10): string {
  if (x.isZero()) return '0';
  return new D(x).toSignificantDigits(sd, Decimal.ROUND_HALF_UP).toFixed();
}
