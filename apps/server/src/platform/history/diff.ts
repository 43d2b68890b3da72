import { maskIdNumber } from '@flp/shared/validate';
import { type FieldDef, type Locale, type ResourceDef, checkField, columnOf, decimalShape } from '@flp/shared';
import { formatAmount } from '@flp/shared/format';

export type Row = Record<string, unknown>;

/**
 * The text a person reads for a field's value (a dictionary label, a referenced record's name…); undefined leaves it
 * to the default (fixed options, switches, amounts). Modules pass one in: the platform knows no dictionary table.
 */
export type Describe = (field: FieldDef, value: unknown) => Promise<string | undefined> | string | undefined;

/** One changed field, as a history row stores it. */
export interface FieldChange {
  ysmc: string;
  oldval: string | null;
  newval: string | null;
  oldText: string | null;
  newText: string | null;
}

export interface DiffOptions {
  /** A child record's place under its parent (`contacts[2]`): stored before the column, `CONTACTS[2].PHONE`. */
  path?: string;
  describe?: Describe;
  /** The language of the stored texts (the product's default, Chinese, unless told). */
  locale?: Locale;
}

/** Secrets and what the client never sees are never recorded, not even that they changed. */
export const isRecorded = (f: FieldDef) => f.readable !== false && f.kind !== 'password';

const DECIMAL_KINDS = new Set<FieldDef['kind']>(['number', 'money', 'percent']);

/**
 * A value in one canonical text per kind, so that what the database hands back and what a body said compare equal
 * when they mean the same: '100' and '100.00' for money, true and 1 for a switch, an object and its JSON. Empty
 * (null, undefined, '') is null.
 */
export function normalise(f: FieldDef, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' && v.trim() === '' && f.kind !== 'json') return null;
  if (DECIMAL_KINDS.has(f.kind)) {
    // The kind's own reading ('100.50' → '100.5'), then padded to the field's scale: '100.50'.
    const r = checkField(f, typeof v === 'number' ? v : String(v), 'filter');
    if (!r.ok) return String(v);
    const [int, frac = ''] = String(r.value).split('.');
    const scale = decimalShape(f).scale;
    return scale > 0 ? `${int}.${frac.padEnd(scale, '0')}` : int;
  }
  switch (f.kind) {
    case 'switch':
      return v === true || v === 1 || v === '1' ? '1' : v === false || v === 0 || v === '0' ? '0' : String(v);
    case 'int':
      return Number.isFinite(Number(v)) ? String(Number(v)) : String(v);
    case 'json':
      return stableJson(v);
    case 'ids':
      return String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .join(',');
    case 'date':
      return String(v).slice(0, 10);
    default:
      return v instanceof Date ? v.toISOString() : String(v);
  }
}

function stableJson(v: unknown): string {
  const sorted = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(sorted)
      : x !== null && typeof x === 'object'
        ? Object.fromEntries(
            Object.keys(x)
              .sort()
              .map((k) => [k, sorted((x as Row)[k])]),
          )
        : x;
  return JSON.stringify(sorted(typeof v === 'string' ? tryParse(v) : v));
}

function tryParse(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

const SWITCH_TEXT = { 'zh-CN': ['否', '是'], 'en-US': ['No', 'Yes'] } as const;

/** The default text of a normalised value: option labels, 是/否, amounts with separators, percentages with %. */
export function defaultText(f: FieldDef, value: string | null, locale: Locale = 'zh-CN'): string | null {
  if (value === null) return null;
  const option = f.options?.find((o) => String(o.value) === value);
  if (option) return option.label[locale];
  switch (f.kind) {
    case 'switch':
      return value === '1' ? SWITCH_TEXT[locale][1] : value === '0' ? SWITCH_TEXT[locale][0] : value;
    case 'money':
      return formatAmount(value);
    case 'percent':
      return `${value}%`;
    default:
      return value;
  }
}

/** `PARAM_VALUE`, or under a path `CONTACTS[2].PHONE`. */
export const ysmcOf = (f: FieldDef, path?: string) => (path ? `${path}.${columnOf(f)}` : columnOf(f)).toUpperCase();

/**
 * The declared, recorded fields whose value differs between two versions of a record, in declaration order. Base
 * columns (id, tenant, author, times, version, deletion) are not declared fields, so they never show; keys a row
 * carries beyond the definition are ignored.
 */
export async function diffRows(def: ResourceDef, before: Row, after: Row, opts: DiffOptions = {}) {
  const changes: FieldChange[] = [];
  for (const f of def.fields) {
    if (!isRecorded(f)) continue;
    const oldval = normalise(f, before[f.name]);
    const newval = normalise(f, after[f.name]);
    if (oldval === newval) continue;
    if (f.masked) {
      const [o, n] = [maskIdNumber(oldval) ?? null, maskIdNumber(newval) ?? null];
      changes.push({ ysmc: ysmcOf(f, opts.path), oldval: o, newval: n, oldText: o, newText: n });
      continue;
    }
    const text = async (raw: unknown, v: string | null) =>
      v === null ? null : ((await opts.describe?.(f, raw)) ?? defaultText(f, v, opts.locale));
    changes.push({
      ysmc: ysmcOf(f, opts.path),
      oldval,
      newval,
      oldText: await text(before[f.name], oldval),
      newText: await text(after[f.name], newval),
    });
  }
  return changes;
}
