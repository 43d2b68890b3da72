/**
 * How far an IOU may be extended (展期). Leasing companies borrow the rule of 贷款通则 第十二条 (WAVE3-BRIEF §2.2,
 * decisions.md): all extensions of a short term (≤ 1 year) together at most the original term; of a medium term
 * (1–5 years) at most half of it; of a long term (> 5 years) at most 3 years.
 */
import { parseDate } from './dates';

/** Whole months from a to b, a part month counted whole (2025-01-15 → 2026-01-15 = 12; → 2026-01-16 = 13). */
export function monthsBetween(a: string, b: string): number {
  const x = parseDate(a);
  const y = parseDate(b);
  const months = (y.y - x.y) * 12 + (y.m - x.m);
  return y.d > x.d ? months + 1 : months;
}

/** The most all extensions of an IOU may add, in months, for an original term of `termMonths`. */
export function extensionLimitMonths(termMonths: number): number {
  if (termMonths <= 12) return termMonths;
  if (termMonths <= 60) return Math.floor(termMonths / 2);
  return 36;
}
