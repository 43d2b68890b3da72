// The values of an invoice as its formats write them, made into the forms ReadInvoice keeps: amounts (¥1,234.50,
// "188.5", "-150") as 2-place decimal strings, tax rates (0.13, "13%", 免税) as printed rates, dates (2024年05月28日,
// 2024-05-28 16:05:42, 20240528) as YYYY-MM-DD, and 价税合计（大写） in the normal form amountInWords writes. Decimal
// arithmetic only: an amount never passes through a float.
import { D } from '../finance/money';
import type Decimal from 'decimal.js';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A plain decimal from printed text (currency signs, thousands separators and spaces dropped), or null. */
export function parseDecimal(text: string | null | undefined): Decimal | null {
  if (text === null || text === undefined) return null;
  const s = String(text)
    .normalize('NFKC')
    .replace(/[¥$,\s]/g, '')
    .replace(/^\((.*)\)$/, '-$1');
  return NUMBER.test(s) ? new D(s) : null;
}

/** An amount as a 2-place decimal string (half-up), or null when the text is no number. */
export function parseMoney(text: string | null | undefined): string | null {
  return parseDecimal(text)?.toFixed(2) ?? null;
}

/** A quantity or unit price as a plain decimal string without trailing zeros, or null. */
export function parseQuantity(text: string | null | undefined): string | null {
  const value = parseDecimal(text);
  return value ? value.toFixed() : null;
}

/** Rates that are words, kept as printed. */
const WORD_RATES = ['免税', '不征税', '***'];

/**
 * A tax rate as invoices print it: a fraction (0.13, 0.015) or a percentage (13%, 6 %) becomes '13%' / '1.5%';
 * 免税, 不征税 and *** stay as they are. Null for anything else.
 */
export function parseTaxRate(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const s = String(text).normalize('NFKC').replace(/\s/g, '');
  if (!s) return null;
  if (/^\*+$/.test(s)) return '***';
  if (WORD_RATES.includes(s)) return s;
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(s);
  if (percent) return `${new D(percent[1]).toFixed()}%`;
  if (/^(0(\.\d+)?|\.\d+)$/.test(s)) return `${new D(s).times(100).toFixed()}%`;
  return null;
}

/** A printed rate as a fraction (13% → 0.13), or null for 免税, 不征税, *** and anything not a rate. */
export function taxRateValue(rate: string | null | undefined): Decimal | null {
  const m = rate ? /^(\d+(?:\.\d+)?)%$/.exec(rate) : null;
  return m ? new D(m[1]).div(100) : null;
}

/** True when y-m-d is a real calendar date. */
export function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A date as YYYY-MM-DD from 2024-05-28, 2024/5/28, 2024-05-28 16:05:42, 2024年05月28日 or 20240528; null when the
 * text holds no real date.
 */
export function parseIssueDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const s = String(text).normalize('NFKC').trim();
  const m =
    /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT].*)?$/.exec(s) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(y, mo, d)) return null;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The characters 价税合计（大写） is written in (圆 and 元, 正 and 整 both seen). */
export const AMOUNT_WORD_CHARS = '零壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆角分整正';
const WORDS_RUN = new RegExp(`(?:[(（]\\s*负数\\s*[)）]|负)?[${AMOUNT_WORD_CHARS}]{2,}`);

/**
 * 价税合计（大写） in the form amountInWords writes: 圆 → 元, 正 → 整, a "（负数）" prefix → 负, spaces and ⊗ marks
 * dropped, 整 after 角/分 dropped. Null when the text holds no amount in words.
 */
export function normaliseAmountWords(text: string | null | undefined): string | null {
  if (!text) return null;
  const m = WORDS_RUN.exec(String(text).replace(/[\s⊗ⓧ]/g, ''));
  if (!m) return null;
  let words = m[0]
    .replace(/^[(（]负数[)）]/, '负')
    .replace(/圆/g, '元')
    .replace(/正/g, '整');
  if (/[角分]整$/.test(words)) words = words.slice(0, -1);
  return words;
}

/** The amount-in-words run inside a line of text (as printed, prefix included), or null. */
export function findAmountWords(text: string): string | null {
  return WORDS_RUN.exec(text.replace(/\s/g, ''))?.[0] ?? null;
}
