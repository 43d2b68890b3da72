/**
 * One table of field kinds. For each kind: the PostgreSQL column it is stored in, the rule a value must pass (derived
 * from that column: a value that passes always fits, so the database never rounds it or fails), its JSON schema for
 * the API documentation, and what the web input needs. The server's tables, body validation, list filters and OpenAPI
 * and the web app's inputs all read this table, so they cannot disagree.
 */
import Decimal from 'decimal.js';
import type { FieldDef, FieldKind } from './define';
import { type Localized, l } from './localized';
import { isSafeUrl } from './url';

/** A column as PostgreSQL holds it. */
export type ColumnType =
  | { type: 'varchar'; length: number }
  | { type: 'numeric'; precision: number; scale: number }
  | { type: 'text' | 'smallint' | 'integer' | 'bigint' | 'date' | 'timestamp' | 'jsonb' };

export type Check = { ok: true; value: unknown } | { ok: false; message: Localized };

/**
 * 'body': a value to store; the field's own rules (options, min/max, pattern) apply as well as the column's.
 * 'filter': a list-filter value (always text); only what the column can hold, as `category_gt=2` need not be an option.
 */
export type CheckMode = 'body' | 'filter';

/** What the web app's input of a kind needs. Decimal bounds are strings: they are sent and edited as strings. */
export type WebInput =
  | { control: 'text' | 'textarea' | 'password' | 'url' | 'ids'; maxLength: number }
  | { control: 'number'; min?: string; max?: string; precision: number; step: string; stringMode: boolean }
  | { control: 'date' | 'datetime' | 'switch' | 'select' | 'ref' | 'json' | 'treeCode' }
  | { control: 'attachments'; maxCount: number };

export interface KindSpec {
  column(f: FieldDef): ColumnType;
  check(f: FieldDef, raw: unknown, mode: CheckMode): Check;
  schema(f: FieldDef): Record<string, unknown>;
  input(f: FieldDef): WebInput;
  /** A plain filter on it matches with LIKE '%…%' (text), else with equality. */
  like(f: FieldDef): boolean;
  /** A searchable field of this kind gets a trigram index (for those LIKE filters). */
  trigram: boolean;
}

/** Every message a kind answers, in both languages (the server answers the request's, after the field's label). */
export const KIND_MESSAGES = {
  text: l('必须是文本', 'must be text'),
  nul: l('不能包含空字符 (U+0000)', 'must not contain the NUL character (U+0000)'),
  maxLength: (n: number) => l(`长度不能超过 ${n} 个字符`, `must be at most ${n} characters`),
  minLength: (n: number) => l(`长度不能少于 ${n} 个字符`, `must be at least ${n} characters`),
  whole: l('必须是整数', 'must be a whole number'),
  number: l('必须是数字', 'must be a number'),
  min: (n: string | number) => l(`不能小于 ${n}`, `must be at least ${n}`),
  max: (n: string | number) => l(`不能大于 ${n}`, `must not be greater than ${n}`),
  below: (n: string | number) => l(`必须小于 ${n}`, `must be less than ${n}`),
  scale: (s: number) =>
    s === 0 ? l('不能有小数', 'must not have decimals') : l(`最多 ${s} 位小数`, `must have at most ${s} decimals`),
  digits: (d: number) => l(`整数部分最多 ${d} 位`, `must have at most ${d} digits before the decimal point`),
  inexact: (s: number) =>
    l(
      `请以字符串传送: 这么大的 JSON 数字无法精确表示 ${s} 位小数`,
      `must be sent as a string: a JSON number this large cannot hold ${s} decimals exactly`,
    ),
  switch: l('必须是 0 或 1', 'must be 0 or 1'),
  oneOf: (values: (string | number)[]) => l(`必须是 ${values.join(', ')} 之一`, `must be one of ${values.join(', ')}`),
  id: l('必须是 ID', 'must be an id'),
  ids: l('必须是以逗号分隔的 ID 列表', 'must be a comma-separated list of ids'),
  date: l('必须是日期 (yyyy-MM-dd)', 'must be a date (yyyy-MM-dd)'),
  datetime: l('必须是日期时间 (yyyy-MM-dd HH:mm:ss)', 'must be a date-time (yyyy-MM-dd HH:mm:ss)'),
  dateWithin: (from: string, to: string) => l(`必须在 ${from} 至 ${to} 之间`, `must be between ${from} and ${to}`),
  json: l('必须是 JSON', 'must be JSON'),
  attachments: l('必须是附件 ID 列表', 'must be a list of attachment ids'),
  maxFiles: (n: number) => l(`最多 ${n} 个文件`, `must hold at most ${n} files`),
  url: l(
    '必须是 http(s):// 地址或以 / 开头的站内路径',
    'must be an http(s):// address or a path of this site starting with /',
  ),
} as const;

const pass = (value: unknown): Check => ({ ok: true, value });
const fail = (message: Localized): Check => ({ ok: false, message });

/** PostgreSQL `integer`. */
export const INT32 = { min: -2147483648, max: 2147483647 } as const;
const SMALLINT = { min: -32768, max: 32767 } as const;

// ---------------------------------------------------------------------------------------------------------------------
// Text

const TEXT_MAX = { text: 255, password: 255, url: 1000, ids: 1000, textarea: 65535 } as const;
type TextKind = keyof typeof TEXT_MAX;

/** The most characters a text field accepts: its declared max, else the kind's default. */
export const maxLengthOf = (f: FieldDef) => f.max ?? TEXT_MAX[f.kind as TextKind] ?? 255;

/** varchar columns are at least 64 long (room to raise a small limit without a migration); textarea is `text`. */
const varchar = (f: FieldDef): ColumnType => ({ type: 'varchar', length: Math.max(maxLengthOf(f), 64) });

/** PostgreSQL text cannot hold U+0000: refused here rather than failing in the database. */
const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : Array.isArray(v)
      ? v.some(hasNul)
      : v !== null && typeof v === 'object'
        ? Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x))
        : false;

function checkText(f: FieldDef, raw: unknown, mode: CheckMode, extra?: (v: string) => Localized | null): Check {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail(KIND_MESSAGES.text);
  const v = String(raw).trim();
  if (hasNul(v)) return fail(KIND_MESSAGES.nul);
  if (mode === 'filter') return pass(v);
  const max = maxLengthOf(f);
  if (v.length > max) return fail(KIND_MESSAGES.maxLength(max));
  if (f.min !== undefined && v.length < f.min) return fail(KIND_MESSAGES.minLength(f.min));
  if (f.pattern && !new RegExp(f.pattern.regex).test(v)) return fail(f.pattern.message);
  const problem = extra?.(v);
  return problem ? fail(problem) : pass(v);
}

const textKind = (control: 'text' | 'textarea' | 'password' | 'url', trigram: boolean): KindSpec => ({
  column: (f) => (control === 'textarea' ? { type: 'text' } : varchar(f)),
  check: (f, raw, mode) =>
    checkText(f, raw, mode, control === 'url' ? (v) => (isSafeUrl(v) ? null : KIND_MESSAGES.url) : undefined),
  schema: (f) => ({
    type: 'string',
    maxLength: maxLengthOf(f),
    ...(control === 'url' ? { format: 'uri-reference', pattern: '^(https?://|/(?!/))' } : {}),
  }),
  input: (f) => ({ control, maxLength: maxLengthOf(f) }),
  like: () => true,
  trigram,
});

// ---------------------------------------------------------------------------------------------------------------------
// Whole numbers

interface Bounds {
  min: number;
  max: number;
}

/** The column's range narrowed by the field's minValue/maxValue (for a body; filters get the column's). */
function intBounds(column: Bounds, f: FieldDef, mode: CheckMode): Bounds {
  if (mode === 'filter') return column;
  return { min: Math.max(column.min, f.minValue ?? column.min), max: Math.min(column.max, f.maxValue ?? column.max) };
}

function checkInt(raw: unknown, b: Bounds): Check {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^[+-]?\d+$/.test(raw.trim())) {
    const digits = raw.trim().replace(/^[+-]?0*/, '');
    // More digits than any bound has: out of range, decided before Number() could lose them.
    if (digits.length > 15)
      return fail(raw.trim().startsWith('-') ? KIND_MESSAGES.min(b.min) : KIND_MESSAGES.max(b.max));
    n = Number(raw);
  } else return fail(KIND_MESSAGES.whole);
  if (!Number.isInteger(n)) return fail(KIND_MESSAGES.whole);
  if (n < b.min) return fail(KIND_MESSAGES.min(b.min));
  if (n > b.max) return fail(KIND_MESSAGES.max(b.max));
  return pass(n);
}

const intKind: KindSpec = {
  column: () => ({ type: 'integer' }),
  check: (f, raw, mode) => checkInt(raw, intBounds(INT32, f, mode)),
  schema: (f) => {
    const b = intBounds(INT32, f, 'body');
    return { type: 'integer', minimum: b.min, maximum: b.max };
  },
  input: (f) => {
    const b = intBounds(INT32, f, 'body');
    return { control: 'number', min: String(b.min), max: String(b.max), precision: 0, step: '1', stringMode: false };
  },
  like: () => false,
  trigram: false,
};

// ---------------------------------------------------------------------------------------------------------------------
// Decimals: number, money, percent

interface DecimalShape {
  precision: number;
  scale: number;
  /** Inclusive lower bound, exclusive upper bound when `below`. */
  min?: string;
  max?: string;
  below?: string;
}

const DECIMAL_DEFAULTS = {
  number: { precision: 24, scale: 6 },
  money: { precision: 18, scale: 2 },
  // Points (6 = 6 %), below 100 as the spec has it; rates declare their scale (4.325 % needs 3).
  percent: { precision: undefined, scale: 2 },
} as const;
type DecimalKind = keyof typeof DECIMAL_DEFAULTS;

/** numeric(precision, scale) of a decimal field, its declared ones or the kind's. */
export function decimalShape(f: FieldDef): DecimalShape {
  const d = DECIMAL_DEFAULTS[f.kind as DecimalKind];
  const scale = f.scale ?? d.scale;
  // A percent holds up to 999.xx in the column (room for a field that declares maxValue 100 or more).
  const precision = f.precision ?? d.precision ?? scale + 3;
  const shape: DecimalShape = { precision, scale };
  if (f.minValue !== undefined) shape.min = String(f.minValue);
  if (f.maxValue !== undefined) shape.max = String(f.maxValue);
  if (f.kind === 'percent') {
    shape.min ??= '0';
    if (f.maxValue === undefined) shape.below = '100';
  }
  return shape;
}

/**
 * The magnitude below which every decimal with `scale` places survives JSON → double → text unchanged: there, doubles
 * lie closer together than 10^-scale, so the nearest double of each such decimal prints back as that decimal.
 * 2^46 (about 7.0e13) for two places; 2^53/100 is not enough (80000000000000.01 comes back as …0.02).
 */
export function exactNumberLimit(scale: number): number {
  let e = 52;
  while (2 ** (e - 52) >= 10 ** -scale) e--;
  return 2 ** (e + 1);
}

function checkDecimal(f: FieldDef, raw: unknown, mode: CheckMode): Check {
  const s = decimalShape(f);
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return fail(KIND_MESSAGES.number);
    if (Math.abs(raw) >= exactNumberLimit(s.scale)) return fail(KIND_MESSAGES.inexact(s.scale));
    text = String(raw);
    if (/e/i.test(text)) return fail(KIND_MESSAGES.scale(s.scale)); // only tiny magnitudes print with an exponent here
  } else if (typeof raw === 'string') text = raw.trim();
  else return fail(KIND_MESSAGES.number);
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return fail(KIND_MESSAGES.number);
  // Trailing zeros after the point change nothing, so they do not count against the scale.
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > s.scale) return fail(KIND_MESSAGES.scale(s.scale));
  if (m[2].replace(/^0+/, '').length > s.precision - s.scale) return fail(KIND_MESSAGES.digits(s.precision - s.scale));
  const value = new Decimal(text);
  if (mode === 'body') {
    if (s.min !== undefined && value.lt(s.min)) return fail(KIND_MESSAGES.min(s.min));
    if (s.max !== undefined && value.gt(s.max)) return fail(KIND_MESSAGES.max(s.max));
    if (s.below !== undefined && value.gte(s.below)) return fail(KIND_MESSAGES.below(s.below));
  }
  return pass(value.isZero() ? '0' : value.toFixed());
}

/** The largest value the column holds: 99…9.9…9 (precision − scale nines, then scale nines). */
const columnMax = (s: DecimalShape) => new Decimal(10).pow(s.precision - s.scale).minus(new Decimal(10).pow(-s.scale));

const decimalKind: KindSpec = {
  column: (f) => ({ type: 'numeric', ...pick(decimalShape(f)) }),
  check: checkDecimal,
  schema: (f) => {
    const s = decimalShape(f);
    const int = s.precision - s.scale;
    const frac = s.scale > 0 ? `(\\.\\d{1,${s.scale}})?` : '';
    return {
      type: ['string', 'number'],
      format: 'decimal',
      pattern: `^-?\\d{1,${int}}${frac}$`,
      description: `decimal(${s.precision},${s.scale})${s.min ? `, ≥ ${s.min}` : ''}${s.max ? `, ≤ ${s.max}` : ''}${s.below ? `, < ${s.below}` : ''}; send a string (a JSON number only when below ${exactNumberLimit(s.scale)})`,
    };
  },
  input: (f) => {
    const s = decimalShape(f);
    const top = columnMax(s);
    const step = new Decimal(10).pow(-s.scale);
    const max = s.below ? new Decimal(s.below).minus(step) : s.max ? Decimal.min(s.max, top) : top;
    const min = s.min ? Decimal.max(s.min, top.neg()) : top.neg();
    return {
      control: 'number',
      min: min.toFixed(),
      max: max.toFixed(),
      precision: s.scale,
      step: '1',
      stringMode: true,
    };
  },
  like: () => false,
  trigram: false,
};

const pick = ({ precision, scale }: DecimalShape) => ({ precision, scale });

// ---------------------------------------------------------------------------------------------------------------------
// Dates (checked by the calendar: 2025-02-30 is no date)

const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Accepts 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm(:ss)' or with a T; the canonical 'yyyy-MM-dd HH:mm:ss', or null. */
export function parseWireDateTime(v: string): string | null {
  const m = DATE_TIME_RE.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const dt = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (dt.getFullYear() !== Number(y) || dt.getMonth() !== Number(mo) - 1 || dt.getDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

export function parseWireDate(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.trim())) return null;
  return parseWireDateTime(v)?.slice(0, 10) ?? null;
}

/** yyyy-MM-dd of a local date. */
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The first and last day a `within` date field takes, as of `today` (the web's picker offers the same days). */
export function dateWindow(f: Pick<FieldDef, 'within'>, today = new Date()): { from: string; to: string } | null {
  if (!f.within) return null;
  const shift = (years: number) => new Date(today.getFullYear() + years, today.getMonth(), today.getDate());
  return { from: isoDay(shift(-f.within.pastYears)), to: isoDay(shift(f.within.futureYears)) };
}

const dateKind = (withTime: boolean): KindSpec => ({
  column: () => ({ type: withTime ? 'timestamp' : 'date' }),
  check: (f, raw, mode) => {
    if (typeof raw !== 'string') return fail(withTime ? KIND_MESSAGES.datetime : KIND_MESSAGES.date);
    const v = withTime ? parseWireDateTime(raw) : (parseWireDate(raw) ?? parseWireDateTime(raw)?.slice(0, 10));
    if (!v) return fail(withTime ? KIND_MESSAGES.datetime : KIND_MESSAGES.date);
    const window = mode === 'body' ? dateWindow(f) : null;
    if (window && (v.slice(0, 10) < window.from || v.slice(0, 10) > window.to))
      return fail(KIND_MESSAGES.dateWithin(window.from, window.to));
    return pass(v);
  },
  schema: () =>
    withTime
      ? { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', description: 'yyyy-MM-dd HH:mm:ss' }
      : { type: 'string', format: 'date' },
  input: () => ({ control: withTime ? 'datetime' : 'date' }),
  like: () => false,
  trigram: false,
});

// ---------------------------------------------------------------------------------------------------------------------
// Choices, references, JSON

const switchKind: KindSpec = {
  column: () => ({ type: 'smallint' }),
  check: (_f, raw) => {
    const v = raw === true || raw === 1 || raw === '1' ? 1 : raw === false || raw === 0 || raw === '0' ? 0 : -1;
    return v === -1 ? fail(KIND_MESSAGES.switch) : pass(v);
  },
  schema: () => ({ type: 'integer', enum: [0, 1] }),
  input: () => ({ control: 'switch' }),
  like: () => false,
  trigram: false,
};

/** A dict field with numeric fixed options is stored as an integer, otherwise as the dictionary key text. */
export function dictIsNumeric(f: FieldDef): boolean {
  return f.kind === 'dict' && !!f.options?.length && f.options.every((o) => typeof o.value === 'number');
}

const DICT_KEY_LENGTH = 64;

/** The keys of a `multiple` dict value: `a,b` or `['a', 'b']` → `['a', 'b']`. */
export const dictKeys = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : String(v ?? '').split(',')).map((k) => k.trim()).filter(Boolean);

const dictKind: KindSpec = {
  column: (f) =>
    dictIsNumeric(f)
      ? { type: 'integer' }
      : { type: 'varchar', length: f.multiple ? (f.max ?? DICT_KEY_LENGTH * 4) : DICT_KEY_LENGTH },
  check: (f, raw, mode) => {
    if (f.multiple && mode !== 'filter') {
      const keys = dictKeys(raw);
      const allowed = f.options?.map((o) => String(o.value));
      const stranger = allowed && keys.find((k) => !allowed.includes(k));
      if (stranger !== undefined && allowed) return fail(KIND_MESSAGES.oneOf(allowed));
      return checkText(
        { ...f, max: f.max ?? DICT_KEY_LENGTH * 4, min: undefined, pattern: undefined },
        keys.join(','),
        mode,
      );
    }
    const r = dictIsNumeric(f)
      ? checkInt(raw, INT32)
      : checkText({ ...f, max: DICT_KEY_LENGTH, min: undefined, pattern: undefined }, raw, mode);
    if (!r.ok || mode === 'filter' || !f.options) return r;
    const allowed = f.options.map((o) => o.value);
    return allowed.some((a) => String(a) === String(r.value)) ? r : fail(KIND_MESSAGES.oneOf(allowed));
  },
  schema: (f) =>
    f.multiple
      ? { type: 'string', description: 'comma list of keys' }
      : dictIsNumeric(f)
        ? { type: 'integer', enum: f.options!.map((o) => o.value) }
        : { type: 'string', maxLength: DICT_KEY_LENGTH, ...(f.options ? { enum: f.options.map((o) => o.value) } : {}) },
  input: () => ({ control: 'select' }),
  // A plain filter on a text key is LIKE, as on any text; numeric keys compare.
  like: (f) => !dictIsNumeric(f),
  trigram: false,
};

/** A 64-bit id as digits: PostgreSQL bigint holds below 2^63. */
export const isId = (v: unknown): v is string =>
  typeof v === 'string' && /^[0-9]{1,19}$/.test(v) && BigInt(v) < 2n ** 63n;

const refKind: KindSpec = {
  column: () => ({ type: 'bigint' }),
  check: (_f, raw) => {
    const v = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
    return isId(v) ? pass(v) : fail(KIND_MESSAGES.id);
  },
  schema: () => ({ type: 'string', pattern: '^\\d{1,19}$', description: '64-bit id as a string' }),
  input: () => ({ control: 'ref' }),
  like: () => false,
  trigram: false,
};

const idsKind: KindSpec = {
  column: varchar,
  check: (f, raw, mode) => {
    const list = Array.isArray(raw)
      ? raw.map((x) => (typeof x === 'string' || typeof x === 'number' ? String(x).trim() : '\u0000'))
      : typeof raw === 'string'
        ? raw.split(',').map((x) => x.trim())
        : null;
    if (mode === 'filter') return checkText(f, raw, mode);
    if (!list?.every(isId)) return fail(KIND_MESSAGES.ids);
    const v = list.join(',');
    return v.length > maxLengthOf(f) ? fail(KIND_MESSAGES.maxLength(maxLengthOf(f))) : pass(v);
  },
  schema: (f) => ({ type: 'string', maxLength: maxLengthOf(f), pattern: '^\\d{1,19}(,\\d{1,19})*$' }),
  input: (f) => ({ control: 'ids', maxLength: maxLengthOf(f) }),
  like: () => true,
  trigram: false,
};

const jsonKind: KindSpec = {
  column: () => ({ type: 'jsonb' }),
  check: (_f, raw, mode) => {
    if (mode === 'filter' && typeof raw === 'string') {
      // Compared as jsonb: the value must be JSON itself.
      try {
        JSON.parse(raw);
      } catch {
        return fail(KIND_MESSAGES.json);
      }
    }
    return hasNul(raw) ? fail(KIND_MESSAGES.nul) : pass(raw);
  },
  schema: () => ({}),
  input: () => ({ control: 'json' }),
  like: () => true,
  trigram: false,
};

// ---------------------------------------------------------------------------------------------------------------------
// Code-tree codes (regions, industries): the shape here, existence on the server (it knows the trees)

/** A region code (GB/T 2260: six digits; towns nine, villages twelve) or an industry code (GB/T 4754: C, C35…C3511). */
const TREE_CODE_SHAPES = { region: /^\d{6}(\d{3}){0,2}$/, industry: /^[A-T](\d{2}(\d(\d)?)?)?$/ } as const;

export const TREE_CODE_MESSAGES = {
  region: l('必须是 6 位行政区划代码', 'must be a 6-digit administrative division code'),
  industry: l(
    '必须是国民经济行业代码 (如 C、C35、C351、C3511)',
    'must be an industry code (such as C, C35, C351, C3511)',
  ),
};

/**
 * The part of a code its descendants share: a region drops its trailing pairs of zeros (330000 → 33, 330100 → 3301,
 * 330106 → 330106), an industry code is its own prefix (C35 ⊃ C351 ⊃ C3511). A filter on a code matches `prefix%`.
 */
export function treeCodePrefix(tree: 'region' | 'industry', code: string): string {
  if (tree === 'industry') return code;
  let p = code;
  while (p.length > 2 && p.endsWith('00')) p = p.slice(0, -2);
  // 110000 keeps 11; a 9-digit town 330106001 keeps itself; 330106000 is the county's own prefix 330106.
  if (p.length > 6 && p.endsWith('000')) p = p.slice(0, -3);
  return p;
}

const treeCodeKind: KindSpec = {
  // The column a text field of the same name and max has, so a text field becomes a code field without a migration.
  column: varchar,
  check: (f, raw, mode) => {
    const tree = f.codeTree ?? 'region';
    const r = checkText({ ...f, max: 12, min: undefined, pattern: undefined }, raw, mode);
    if (!r.ok) return r;
    const v = tree === 'industry' ? String(r.value).toUpperCase() : String(r.value);
    return TREE_CODE_SHAPES[tree].test(v) ? pass(v) : fail(TREE_CODE_MESSAGES[tree]);
  },
  schema: (f) => ({
    type: 'string',
    pattern: TREE_CODE_SHAPES[f.codeTree ?? 'region'].source,
    description:
      f.codeTree === 'industry'
        ? 'GB/T 4754-2017 industry code (门类 C, 大类 C35, 中类 C351, 小类 C3511); reads add its title'
        : 'GB/T 2260 administrative division code of the deepest level chosen (330106); reads add its title',
  }),
  input: () => ({ control: 'treeCode' }),
  // Filters match the code and its descendants (platform/crud/query.ts with treeCodePrefix), not a plain LIKE.
  like: () => false,
  trigram: false,
};

// Attachments: ids of uploaded files (platform/attachments links them to the record)

/** The most files an attachments field holds unless it declares `max`. */
export const ATTACHMENTS_MAX = 20;

/** The ids of an attachments value as the client sends it: a list of ids (or of {id} objects), or a comma list. */
export function attachmentIds(raw: unknown): string[] | null {
  const list = Array.isArray(raw)
    ? raw.map((x) =>
        typeof x === 'string' || typeof x === 'number'
          ? String(x).trim()
          : x && typeof x === 'object' && 'id' in x
            ? String((x as { id: unknown }).id).trim()
            : '',
      )
    : typeof raw === 'string'
      ? raw
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : null;
  return list?.every(isId) ? [...new Set(list)] : null;
}

const attachmentsKind: KindSpec = {
  column: () => ({ type: 'text' }),
  check: (f, raw, mode) => {
    if (mode === 'filter') return checkText(f, raw, mode);
    const list = attachmentIds(raw);
    if (!list) return fail(KIND_MESSAGES.attachments);
    const max = f.max ?? ATTACHMENTS_MAX;
    return list.length > max ? fail(KIND_MESSAGES.maxFiles(max)) : pass(list.join(','));
  },
  schema: () => ({
    type: ['array', 'string'],
    items: { type: 'string', pattern: '^\\d{1,19}$' },
    description: 'attachment ids (put-file answers attachId); reads answer [{id, name, size, contentType, link}]',
  }),
  input: (f) => ({ control: 'attachments', maxCount: f.max ?? ATTACHMENTS_MAX }),
  like: () => false,
  trigram: false,
};

export const KINDS: Record<FieldKind, KindSpec> = {
  text: textKind('text', true),
  textarea: textKind('textarea', true),
  password: textKind('password', false),
  url: textKind('url', false),
  int: intKind,
  number: decimalKind,
  money: decimalKind,
  percent: decimalKind,
  date: dateKind(false),
  datetime: dateKind(true),
  switch: switchKind,
  dict: dictKind,
  ref: refKind,
  ids: idsKind,
  json: jsonKind,
  treeCode: treeCodeKind,
  attachments: attachmentsKind,
};

/** A field's value checked by its kind: the stored value, or the message. */
export const checkField = (f: FieldDef, raw: unknown, mode: CheckMode = 'body'): Check =>
  KINDS[f.kind].check(f, raw, mode);

/** Refuses a definition whose declared bounds the column cannot hold (they would be promises the database breaks). */
export function assertFieldFits(resource: string, f: FieldDef) {
  const col = KINDS[f.kind].column(f);
  const where = `resource ${resource}: field ${f.name}`;
  if (col.type === 'numeric' && (col.scale < 0 || col.scale > col.precision || col.precision > 1000))
    throw new Error(`${where}: numeric(${col.precision}, ${col.scale}) is not a valid column`);
  const range = col.type === 'integer' ? INT32 : col.type === 'smallint' ? SMALLINT : undefined;
  for (const bound of [f.minValue, f.maxValue]) {
    if (bound === undefined) continue;
    const fits = range
      ? Number.isInteger(bound) && bound >= range.min && bound <= range.max
      : col.type !== 'numeric' ||
        checkDecimal({ ...f, minValue: undefined, maxValue: undefined }, String(bound), 'filter').ok;
    if (!fits) throw new Error(`${where}: bound ${bound} does not fit its ${col.type} column`);
  }
}
