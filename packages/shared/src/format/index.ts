/**
 * The number formatters of the spec (shell-and-administration §5), for forms and tables. Pure string work: amounts
 * are formatted from their decimal text, never through floating-point arithmetic.
 */

/**
 * Percentage: strips everything but digits and dots, collapses repeated dots (keeping the first), resets to 0 when
 * empty, not a number, or 100 or more; then two decimals.
 */
export function formatPercent(input: unknown): string {
  let s = String(input ?? '').replace(/[^\d.]/g, '');
  const first = s.indexOf('.');
  if (first >= 0) s = s.slice(0, first + 1) + s.slice(first + 1).replace(/\./g, '');
  if (s === '' || s === '.' || Number.isNaN(Number(s)) || Number(s) >= 100) return '0.00';
  return fixed2(s.startsWith('.') ? `0${s}` : s);
}

/** Amount: two decimals (half-up) and thousands separators; '' for empty input, the input itself when not a number. */
export function formatAmount(input: unknown): string {
  if (input === null || input === undefined || String(input).trim() === '') return '';
  const s = String(input).trim().replace(/,/g, '');
  if (!/^-?\d*\.?\d+$|^-?\d+\.?$/.test(s)) return String(input);
  const fixed = fixed2(s);
  const negative = fixed.startsWith('-');
  const [int, dec] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${dec}`;
}

/** Integer: strips everything but digits. */
export function formatInteger(input: unknown): string {
  return String(input ?? '').replace(/\D/g, '');
}

/** Month count: null when negative, else the whole number of months. */
export function formatMonth(input: unknown): number | null {
  if (input === null || input === undefined || String(input).trim() === '') return null;
  const n = Number(input);
  if (Number.isNaN(n) || n < 0) return null;
  return Math.trunc(n);
}

/** Currency: two decimals (half-up), no separators. */
export function formatCurrency(input: unknown): string {
  if (input === null || input === undefined || String(input).trim() === '') return '';
  const s = String(input).trim().replace(/,/g, '');
  if (!/^-?\d*\.?\d+$|^-?\d+\.?$/.test(s)) return String(input);
  return fixed2(s);
}

/** Rounds a decimal string half-up to two places, exactly (string arithmetic on the digits). */
export function fixed2(s: string): string {
  let negative = s.startsWith('-');
  const body = negative ? s.slice(1) : s;
  const [intRaw, decRaw = ''] = body.split('.');
  const int = intRaw.replace(/^0+(?=\d)/, '') || '0';
  const digits = `${int}${(decRaw + '000').slice(0, 3)}`;
  // digits holds the number × 1000; round the last digit half-up
  let cents = BigInt(digits.slice(0, -1));
  if (Number(digits.slice(-1)) >= 5) cents += 1n;
  const str = cents.toString().padStart(3, '0');
  const out = `${str.slice(0, -2)}.${str.slice(-2)}`;
  if (cents === 0n) negative = false;
  return `${negative ? '-' : ''}${out}`;
}
export { amountInWords } from './amount-words';
export { decimalInChinese, formatAnnualRate, formatDailyRate } from './rates';
