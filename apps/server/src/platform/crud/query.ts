import { type FieldDef, MAX_PAGE_SIZE, type ResourceDef, isTextKind } from '@flp/shared';
import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notLike,
  sql,
} from 'drizzle-orm';
import { badRequest } from '../http/errors';
import type { ResourceTable } from '../db/resource-table';
import { isId } from '../db/id';
import { parseDate, parseDateTime } from '../db/time';
import { dictIsNumeric } from '../db/resource-table';

/**
 * Turns list query parameters into SQL, exactly as API-CONVENTIONS.md describes, and only for declared fields:
 * anything else is refused with a 400 before it could reach the database.
 */

export const SUFFIXES = [
  'equal',
  'notequal',
  'likeleft',
  'likeright',
  'notlike',
  'like',
  'gt',
  'ge',
  'lt',
  'le',
  'dategt',
  'datege',
  'datelt',
  'datele',
  'dateequal',
  'null',
  'notnull',
] as const;
type Suffix = (typeof SUFFIXES)[number];

/** Base fields that may be filtered and sorted on, with the kind their values parse as. */
const BASE_FILTERABLE: Record<string, FieldDef['kind']> = {
  id: 'ref',
  createTime: 'datetime',
  updateTime: 'datetime',
  createUser: 'ref',
  createDept: 'ref',
  status: 'int',
};

/** Paging and control parameters that are never filters. */
export const CONTROL_PARAMS = new Set([
  'blade-auth',
  'current',
  'size',
  'currentPage',
  'pageSize',
  'rowSize',
  'ascs',
  'descs',
  '_t',
  't',
]);

export interface Paging {
  current: number;
  size: number;
}

function positiveInt(name: string, raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest(`${name} must be a positive whole number`);
  return n;
}

/** `current`/`size`, also `currentPage`/`pageSize` and `rowSize` as the spec names them for some calls. */
export function parsePaging(q: Record<string, unknown>, defaultSize = 10): Paging {
  const current = positiveInt('current', q.current ?? q.currentPage, 1);
  const size = positiveInt('size', q.size ?? q.pageSize ?? q.rowSize, defaultSize);
  if (size > MAX_PAGE_SIZE) throw badRequest(`size must not exceed ${MAX_PAGE_SIZE}`);
  return { current, size };
}

function splitKey(key: string): { field: string; op: Suffix | null } {
  const i = key.lastIndexOf('_');
  if (i > 0) {
    const op = key.slice(i + 1) as Suffix;
    if ((SUFFIXES as readonly string[]).includes(op)) return { field: key.slice(0, i), op };
  }
  return { field: key, op: null };
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function kindOf(def: ResourceDef, field: string): FieldDef['kind'] | undefined {
  const f = def.fields.find((x) => x.name === field && x.readable !== false);
  if (f) return dictIsNumeric(f) ? 'int' : f.kind;
  return BASE_FILTERABLE[field];
}

function coerce(kind: FieldDef['kind'], key: string, raw: string): string | number {
  switch (kind) {
    case 'int':
    case 'switch': {
      const n = Number(raw);
      if (!Number.isInteger(n)) throw badRequest(`${key}: '${raw}' is not a whole number`);
      return n;
    }
    case 'number':
    case 'money':
    case 'percent':
      if (!/^-?\d+(\.\d+)?$/.test(raw)) throw badRequest(`${key}: '${raw}' is not a number`);
      return raw;
    case 'ref':
      if (!isId(raw)) throw badRequest(`${key}: '${raw}' is not an id`);
      return raw;
    case 'date': {
      const d = parseDate(raw) ?? parseDateTime(raw)?.slice(0, 10);
      if (!d) throw badRequest(`${key}: '${raw}' is not a date (yyyy-MM-dd)`);
      return d;
    }
    case 'datetime': {
      const d = parseDateTime(raw);
      if (!d) throw badRequest(`${key}: '${raw}' is not a date-time (yyyy-MM-dd HH:mm:ss)`);
      return d;
    }
    default:
      return raw;
  }
}

/**
 * Filters from query parameters. `extraAllowed` names parameters a route handles itself (they are skipped here).
 * Empty values are ignored, as the web client sends every search field.
 */
export function parseFilters(
  def: ResourceDef,
  table: ResourceTable,
  q: Record<string, unknown>,
  extraAllowed: ReadonlySet<string> = new Set(),
): SQL[] {
  const out: SQL[] = [];
  for (const [key, rawValue] of Object.entries(q)) {
    if (CONTROL_PARAMS.has(key) || extraAllowed.has(key)) continue;
    const { field, op } = splitKey(key);
    const kind = kindOf(def, field);
    if (!kind) throw badRequest(`unknown filter field: ${key}`);
    if (Array.isArray(rawValue)) throw badRequest(`${key}: given more than once`);
    const raw = rawValue == null ? '' : String(rawValue).trim();
    const col = table[field] as AnyColumn;
    if (op === 'null') {
      out.push(isNull(col));
      continue;
    }
    if (op === 'notnull') {
      out.push(isNotNull(col));
      continue;
    }
    if (raw === '') continue;
    const textual = isTextKind(kind) || kind === 'dict' || kind === 'json';
    if (op === null) {
      out.push(textual ? like(col, `%${escapeLike(raw)}%`) : eq(col, coerce(kind, key, raw)));
      continue;
    }
    switch (op) {
      case 'equal':
        out.push(eq(col, coerce(kind, key, raw)));
        break;
      case 'notequal':
        out.push(ne(col, coerce(kind, key, raw)));
        break;
      case 'like':
        out.push(like(sql`${col}::text`, `%${escapeLike(raw)}%`));
        break;
      case 'likeleft':
        out.push(like(sql`${col}::text`, `%${escapeLike(raw)}`));
        break;
      case 'likeright':
        out.push(like(sql`${col}::text`, `${escapeLike(raw)}%`));
        break;
      case 'notlike':
        out.push(notLike(sql`${col}::text`, `%${escapeLike(raw)}%`));
        break;
      case 'gt':
        out.push(gt(col, coerce(kind, key, raw)));
        break;
      case 'ge':
        out.push(gte(col, coerce(kind, key, raw)));
        break;
      case 'lt':
        out.push(lt(col, coerce(kind, key, raw)));
        break;
      case 'le':
        out.push(lte(col, coerce(kind, key, raw)));
        break;
      case 'dategt':
      case 'datege':
      case 'datelt':
      case 'datele':
      case 'dateequal': {
        if (kind !== 'date' && kind !== 'datetime') throw badRequest(`${key}: ${field} is not a date field`);
        const v = coerce('datetime', key, raw) as string;
        const day = v.slice(0, 10);
        const onlyDate = /^\d{4}-\d{2}-\d{2}$/.test(raw);
        // A bare date as an upper bound means "up to the end of that day", as people read a date range.
        if (op === 'dategt') out.push(onlyDate ? sql`${col} >= (${day}::date + 1)` : gt(col, v));
        if (op === 'datege') out.push(gte(col, onlyDate ? day : v));
        if (op === 'datelt') out.push(onlyDate ? sql`${col} < (${day}::date + 1)` : lt(col, v));
        if (op === 'datele') out.push(onlyDate ? sql`${col} < (${day}::date + 1)` : lte(col, v));
        if (op === 'dateequal') out.push(sql`${col}::date = ${day}::date`);
        break;
      }
    }
  }
  return out;
}

/** `ascs`/`descs` (comma lists of field names) → ORDER BY; falls back to the definition's default order. */
export function parseSort(def: ResourceDef, table: ResourceTable, q: Record<string, unknown>): SQL[] {
  const order: SQL[] = [];
  for (const [param, dir] of [
    ['ascs', asc],
    ['descs', desc],
  ] as const) {
    const raw = q[param];
    if (raw === undefined || raw === '') continue;
    for (const name of String(raw)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const field = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()); // accept create_time too
      if (!kindOf(def, field)) throw badRequest(`unknown sort field: ${name}`);
      order.push(dir(table[field] as AnyColumn));
    }
  }
  if (order.length === 0) {
    for (const spec of def.defaultSort) {
      const [name, d] = spec.split(' ');
      order.push(d === 'desc' ? desc(table[name] as AnyColumn) : asc(table[name] as AnyColumn));
    }
  }
  order.push(desc(table.id as AnyColumn)); // a stable order for paging
  return order;
}

export const allOf = (conds: (SQL | undefined)[]) => and(...conds.filter(Boolean));
