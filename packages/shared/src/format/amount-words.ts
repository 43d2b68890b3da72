// 人民币大写: an amount as a contract writes it in words (壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分), by the banks' rules —
// a zero run inside the number is read once (壹万零伍), zeros at the end of a 万/亿 group are not, 整 when no 角/分.
import Decimal from 'decimal.js';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** The integer part (a string of digits, no leading zeros) in words, without 元. */
function integerWords(digits: string): string {
  let out = '';
  let zeroPending = false;
  let groupHas = false;
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const pos = n - 1 - i;
    const d = Number(digits[i]);
    if (d !== 0) {
      if (zeroPending) out += '零';
      zeroPending = false;
      out += DIGITS[d] + UNITS[pos % 4];
      groupHas = true;
    } else if (out) zeroPending = true;
    if (pos % 4 === 0 && groupHas) {
      out += SECTIONS[pos / 4];
      groupHas = false;
      // Zeros closing a group are not read: 壹佰万壹仟, not 壹佰万零壹仟.
      zeroPending = false;
    }
  }
  return out;
}

/** An amount in yuan (rounded half up to the fen) in Chinese capital words; a negative amount starts with 负. */
export function amountInWords(amount: string | number | Decimal): string {
  const value = new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (value.isZero()) return '零元整';
  const abs = value.abs();
  const whole = abs.trunc().toFixed(0);
  const cents = abs.minus(abs.trunc()).times(100).toNumber();
  const jiao = Math.floor(cents / 10);
  const fen = cents % 10;
  let out = value.isNegative() ? '负' : '';
  const hasWhole = whole !== '0';
  if (hasWhole) out += `${integerWords(whole)}元`;
  if (!jiao && !fen) return `${out}整`;
  if (jiao) out += `${DIGITS[jiao]}角`;
  else if (hasWhole) out += '零';
  if (fen) out += `${DIGITS[fen]}分`;
  return out;
}
