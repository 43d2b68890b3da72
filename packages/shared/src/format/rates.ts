// Rates as a contract writes them — never a bare number: an annual rate with its percent sign (6.00%), a daily
// penalty rate the way the trade says it (日万分之五) with its percent per day beside it. Rates are stored as percent
// points (docs/decisions.md "Percent fields hold points"): the lease's 6 is 6 % a year, its penalty 0.05 is 0.05 % a
// day. String work on the decimal text, no floating point.
import Decimal from 'decimal.js';

const DIGITS = '零一二三四五六七八九';

/** A whole number below 10,000 in Chinese lower-case numerals, as a rate is read (十五, 二十, 一百零五). */
function wholeInChinese(n: number): string {
  if (n === 0) return '零';
  const units = ['', '十', '百', '千'];
  const digits = String(n).split('').map(Number);
  let out = '';
  let zero = false;
  digits.forEach((d, i) => {
    const pos = digits.length - 1 - i;
    if (d === 0) {
      zero = out !== '';
      return;
    }
    if (zero) out += '零';
    zero = false;
    // 十五, not 一十五, at the head of the number
    out += (d === 1 && pos === 1 && out === '' ? '' : DIGITS[d]) + units[pos];
  });
  return out;
}

/** A non-negative decimal below 10,000 in Chinese numerals (三点五); null when it cannot be read so. */
export function decimalInChinese(value: string | number): string | null {
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    return null;
  }
  if (d.isNegative() || d.gte(10000)) return null;
  const [whole, frac = ''] = d.toFixed().split('.');
  const head = wholeInChinese(Number(whole));
  return frac
    ? `${head}点${frac
        .split('')
        .map((c) => DIGITS[Number(c)])
        .join('')}`
    : head;
}

const isNumber = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '' && !Number.isNaN(Number(v));

/** An annual rate held in points with its unit: '6' → '6.00%' ('' when there is none). */
export function formatAnnualRate(points: unknown): string {
  if (!isNumber(points)) return '';
  return `${new Decimal(String(points)).toFixed(2, Decimal.ROUND_HALF_UP)}%`;
}

/**
 * A daily rate held in points as the trade writes it: '0.05' → '日万分之五(0.05%/日)', '0.035' → '日万分之三点五
 * (0.035%/日)', '0' → '0%/日' ('' when there is none). The percent keeps the digits stored (up to four decimals).
 */
export function formatDailyRate(points: unknown): string {
  if (!isNumber(points)) return '';
  const p = new Decimal(String(points));
  const percent = `${p.toFixed()}%/日`;
  if (p.isZero()) return percent;
  const perTenThousand = decimalInChinese(p.times(100).toFixed());
  return perTenThousand ? `日万分之${perTenThousand}(${percent})` : percent;
}
