// The values of a statement's cells as the banks print them: dates in half a dozen shapes (yyyyMMdd, yyyy-MM-dd,
// yyyy/M/d, `yyyyMMdd HH:mm:ss`, DB2 timestamps, Excel serials), times (HH:mm:ss, hhmmss), amounts with separators,
// currency signs and signs of their own, direction flags (借/贷, 收/支, 往账/来账, 转入/转出) and currency names. Each
// parser answers undefined for what it cannot read, so the caller can say which row and cell were wrong.
import { D, type Decimal, isValidDate } from '@flp/shared/finance';

export interface DateTime {
  /** 'YYYY-MM-DD' when the cell holds a date. */
  date?: string;
  /** 'HH:mm:ss' when it holds a time. */
  time?: string;
}

const pad = (n: number | string) => String(n).padStart(2, '0');

function dateOf(y: number, m: number, d: number): string | undefined {
  const s = `${y}-${pad(m)}-${pad(d)}`;
  return isValidDate(s) ? s : undefined;
}

function timeOf(h: number, m: number, s: number): string | undefined {
  return h < 24 && m < 60 && s < 60 ? `${pad(h)}:${pad(m)}:${pad(s)}` : undefined;
}

/** A time on its own: H:mm[:ss[.fff]], HH.mm.ss, hhmmss. */
function parseTime(s: string): string | undefined {
  let m = /^(\d{1,2})[:.时](\d{2})(?:[:.分](\d{2})(?:[.,]\d+)?秒?)?$/.exec(s);
  if (m) return timeOf(+m[1], +m[2], +(m[3] ?? 0));
  m = /^(\d{2})(\d{2})(\d{2})$/.exec(s);
  if (m) return timeOf(+m[1], +m[2], +m[3]);
  return undefined;
}

// Excel counts days from 1899-12-30 (its 1900 leap-year bug folded in); serials from 1954 to 2118 only.
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A date, a time, or both, as a bank prints them. `timeOnly`: the column is a time column, so six digits are hhmmss
 * (in a date column they would be nothing we read).
 */
export function parseDateTime(cell: string, timeOnly = false): DateTime | undefined {
  const s = cell.normalize('NFKC').trim();
  if (s === '') return undefined;
  // hhmmss whose leading zero a spreadsheet dropped (90215 for 09:02:15).
  if (timeOnly && /^\d{5}$/.test(s)) return parseDateTime(`0${s}`, true);
  // yyyyMMddHHmmss.
  let m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s);
  if (m) return withTime(dateOf(+m[1], +m[2], +m[3]), `${m[4]}:${m[5]}:${m[6]}`);
  // yyyyMMdd, optionally with a time.
  m = /^(\d{4})(\d{2})(\d{2})(?:[\sT-]+(.+))?$/.exec(s);
  if (m) return withTime(dateOf(+m[1], +m[2], +m[3]), m[4]);
  // yyyy-MM-dd, yyyy/M/d, yyyy.M.d, yyyy年M月d日, optionally with a time (a DB2 timestamp joins it with '-').
  m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT-]+(.+))?$/.exec(s);
  if (m) return withTime(dateOf(+m[1], +m[2], +m[3]), m[4]);
  // M/d/yy or M/d/yyyy: SheetJS's rendering of Excel's default date format (14).
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s+(.+))?$/.exec(s);
  if (m) return withTime(dateOf(m[3].length === 2 ? 2000 + +m[3] : +m[3], +m[1], +m[2]), m[4]);
  const time = parseTime(s);
  if (time) return { time };
  if (!timeOnly && /^\d{5}(\.\d+)?$/.test(s)) {
    const serial = Number(s);
    if (serial >= 20000 && serial < 80000) {
      const whole = Math.floor(serial);
      const date = new Date(EXCEL_EPOCH + whole * 86_400_000).toISOString().slice(0, 10);
      const seconds = Math.round((serial - whole) * 86_400);
      return seconds > 0 && seconds < 86_400
        ? { date, time: timeOf(Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60) }
        : { date };
    }
  }
  return undefined;
}

function withTime(date: string | undefined, rest: string | undefined): DateTime | undefined {
  if (!date) return undefined;
  if (rest === undefined) return { date };
  const time = parseTime(rest.trim());
  return time ? { date, time } : undefined;
}

export interface Amount {
  value: Decimal;
  /** The cell carried an explicit sign (BOC prints '+129646.38' and '-400000.00'). */
  signed: boolean;
}

/**
 * An amount: separators, ¥/￥, currency words and spaces stripped; '-', '--' and '' are empty (null); a sign, a
 * trailing minus or parentheses make it negative. More than two decimals that are not zeros is not an amount.
 */
export function parseAmount(cell: string): Amount | null | undefined {
  let s = cell.normalize('NFKC').replace(/[,\s¥]|人民币|元|RMB|CNY/gi, '');
  if (s === '' || /^[-—–]+$/.test(s)) return null;
  let negative = false;
  let signed = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    s = paren[1];
    negative = true;
    signed = true;
  }
  if (/^[+-]/.test(s)) {
    negative = negative !== s.startsWith('-');
    signed = true;
    s = s.slice(1);
  } else if (/\d-$/.test(s)) {
    negative = !negative;
    signed = true;
    s = s.slice(0, -1);
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(s)) return undefined;
  const value = new D(s);
  if (!value.toDecimalPlaces(2).eq(value) && value.minus(value.toDecimalPlaces(2)).abs().gt('0.000001'))
    return undefined;
  const rounded = value.toDecimalPlaces(2);
  return { value: negative ? rounded.neg() : rounded, signed };
}

const OUT_FLAGS = new Set([
  '借',
  '借方',
  'd',
  'dr',
  'debit',
  '支',
  '支出',
  '付',
  '付款',
  '出',
  '往账',
  '转出',
  '支取',
  '-',
]);
const IN_FLAGS = new Set(['贷', '贷方', 'c', 'cr', 'credit', '收', '收入', '收款', '入', '来账', '转入', '存入', '+']);

/** A direction flag, or undefined when the cell says neither (a 交易类型 of another kind, say). */
export function parseDirection(cell: string): 'IN' | 'OUT' | undefined {
  const s = cell
    .normalize('NFKC')
    .replace(/\[[^\]]*\]|\s/g, '')
    .toLowerCase();
  if (OUT_FLAGS.has(s)) return 'OUT';
  if (IN_FLAGS.has(s)) return 'IN';
  return undefined;
}

const CURRENCIES: [RegExp, string][] = [
  [/^(人民币元?|本币|rmb|cny|156|01|001)$/i, 'CNY'],
  [/^(美元|usd|840|14)$/i, 'USD'],
  [/^(港币|港元|hkd|344|13)$/i, 'HKD'],
  [/^(欧元|eur|978|38)$/i, 'EUR'],
  [/^(日元|jpy|392|27)$/i, 'JPY'],
  [/^(英镑|gbp|826|12)$/i, 'GBP'],
];

/** An ISO code for the currency names banks print; other text as printed; '' when empty. */
export function parseCurrency(cell: string): string {
  const s = cell.normalize('NFKC').replace(/\s/g, '');
  for (const [re, code] of CURRENCIES) if (re.test(s)) return code;
  return s;
}
