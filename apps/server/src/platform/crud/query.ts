import { type FieldDef, type FieldKind, KINDS, MAX_PAGE_SIZE, type ResourceDef, checkField, l } from '@flp/shared';
import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notLike,
  sql,
} from 'drizzle-orm';
import { badRequest, invalidField, labelled } from '../http/errors';
import { treeCodeFilter } from './code-trees';
import type { ResourceTable } from '../db/resource-table';

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

const baseField = (name: string, kind: FieldKind, zh: string, en: string): FieldDef => ({
  name,
  kind,
  label: l(zh, en),
});

/** Base fields that may be filtered and sorted on, with the kind their values parse as. */
const BASE_FILTERABLE: Record<string, FieldDef> = {
  id: baseField('id', 'ref', 'ID', 'ID'),
  createTime: baseField('createTime', 'datetime', '创建时间', 'Created at'),
  updateTime: baseField('updateTime', 'datetime', '修改时间', 'Updated at'),
  createUser: baseField('createUser', 'ref', '创建人', 'Created by'),
  createDept: baseField('createDept', 'ref', '创建部门', 'Creating department'),
  status: baseField('status', 'int', '状态', 'Status'),
};

/** Paging and control parameters that are never filters. */
export const CONTROL_PARAMS = new Set([
  'blade-auth',
  'current',
  'size',
  'currentPage',
  'pageSize',
  'rowSize',
  'page',
  'offset',
  'ascs',
  'descs',
  '_t',
  't',
]);

export interface Paging {
  current: number;
  size: number;
  /** Rows skipped, when the call was paged by `offset` (not a multiple of the size). */
  offset?: number;
}

/** The rows a page skips. */
export const offsetOf = (p: Paging) => p.offset ?? (p.current - 1) * p.size;

/**
 * The largest page number: a page beyond the rows is merely empty, but (current - 1) × size must stay an exact
 * JavaScript integer and a valid OFFSET.
 */
export const MAX_PAGE = 10_000_000;

const PAGING_MESSAGES = {
  positive: (name: string) => l(`${name} 必须是正整数`, `${name} must be a positive whole number`),
  atMost: (name: string, max: number) => l(`${name} 不能超过 ${max}`, `${name} must not exceed ${max}`),
};

function positiveInt(name: string, raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\+?\d+$/.test(text) || /^\+?0+$/.test(text)) throw badRequest(PAGING_MESSAGES.positive(name));
  // Compared by length first: a 30-digit page number must not pass through a float.
  const digits = text.replace(/^\+?0*/, '');
  if (digits.length > String(max).length || Number(digits) > max) throw badRequest(PAGING_MESSAGES.atMost(name, max));
  return Number(digits);
}

/**
 * Every paging spelling the spec uses: `current`/`size` (BladeX), `currentPage`/`pageSize`, `rowSize`, `page`/`size`,
 * and `offset`/`size` (rows skipped, from 0).
 */
export function parsePaging(q: Record<string, unknown>, defaultSize = 10): Paging {
  const size = positiveInt('size', q.size ?? q.pageSize ?? q.rowSize, defaultSize, MAX_PAGE_SIZE);
  if (q.offset !== undefined && q.offset !== '' && q.current === undefined && q.currentPage === undefined) {
    const offset = q.offset === 0 || q.offset === '0' ? 0 : positiveInt('offset', q.offset, 0, MAX_PAGE * size);
    return { current: Math.floor(offset / size) + 1, size, offset };
  }
  const current = positiveInt('current', q.current ?? q.currentPage ?? q.page, 1, MAX_PAGE);
  return { current, size };
}

export function splitKey(key: string): { field: string; op: Suffix | null } {
  const i = key.lastIndexOf('_');
  if (i > 0) {
    const op = key.slice(i + 1) as Suffix;
    if ((SUFFIXES as readonly string[]).includes(op)) return { field: key.slice(0, i), op };
  }
  return { field: key, op: null };
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text`, case-insensitively, the text's own % _ \\ taken literally (for hand-written lists). */
export const containing = (column: AnyColumn, text: string): SQL => ilike(column, `%${escapeLike(text)}%`);

function fieldOf(def: ResourceDef, field: string): FieldDef | undefined {
  const declared = def.fields.find((x) => x.name === field && x.readable !== false);
  return declared ?? (Object.hasOwn(BASE_FILTERABLE, field) ? BASE_FILTERABLE[field] : undefined);
}

/** A filter value as the field's column holds it (the kind table's rule), or a 400 naming the parameter. */
function coerce(f: FieldDef, key: string, raw: string): unknown {
  const r = checkField(f, raw, 'filter');
  if (!r.ok) throw invalidField(key, labelled(f.label, r.message));
  return r.value;
}

const TEXT = baseField('text', 'text', '文本', 'Text');
const DATETIME = baseField('datetime', 'datetime', '日期时间', 'Date-time');

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
    const f = fieldOf(def, field);
    if (!f) throw badRequest(l(`未知的查询条件: ${key}`, `Unknown filter field: ${key}`));
    if (Array.isArray(rawValue)) throw badRequest(l(`查询条件重复: ${key}`, `${key}: given more than once`));
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
    const kind = KINDS[f.kind];
    // Pattern operators compare the text of any column; the value is text whatever the field's kind.
    const pattern = (before: string, after: string) =>
      `${before}${escapeLike(coerce({ ...TEXT, label: f.label }, key, raw) as string)}${after}`;
    if (op === null) {
      if (f.kind === 'treeCode') out.push(treeCodeFilter(f, col, coerce(f, key, raw) as string));
      else if (!kind.like(f)) out.push(eq(col, coerce(f, key, raw)));
      else if (['varchar', 'text'].includes(kind.column(f).type)) out.push(like(col, pattern('%', '%')));
      else out.push(like(sql`${col}::text`, pattern('%', '%')));
      continue;
    }
    switch (op) {
      case 'equal':
        out.push(eq(col, coerce(f, key, raw)));
        break;
      case 'notequal':
        out.push(ne(col, coerce(f, key, raw)));
        break;
      case 'like':
        out.push(like(sql`${col}::text`, pattern('%', '%')));
        break;
      case 'likeleft':
        out.push(like(sql`${col}::text`, pattern('%', '')));
        break;
      case 'likeright':
        out.push(like(sql`${col}::text`, pattern('', '%')));
        break;
      case 'notlike':
        out.push(notLike(sql`${col}::text`, pattern('%', '%')));
        break;
      case 'gt':
        out.push(gt(col, coerce(f, key, raw)));
        break;
      case 'ge':
        out.push(gte(col, coerce(f, key, raw)));
        break;
      case 'lt':
        out.push(lt(col, coerce(f, key, raw)));
        break;
      case 'le':
        out.push(lte(col, coerce(f, key, raw)));
        break;
      case 'dategt':
      case 'datege':
      case 'datelt':
      case 'datele':
      case 'dateequal': {
        if (f.kind !== 'date' && f.kind !== 'datetime')
          throw badRequest(l(`${f.label['zh-CN']}不是日期字段`, `${f.label['en-US']} is not a date field`));
        const v = coerce({ ...DATETIME, label: f.label }, key, raw) as string;
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

/** The fields an `ascs` / `descs` value names (`a,b`; create_time is createTime). */
export function sortFields(raw: unknown): { name: string; field: string }[] {
  if (raw === undefined || raw === null || raw === '') return [];
  return String(raw)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name) => ({ name, field: name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) }));
}

/** `ascs`/`descs` (comma lists of field names) → ORDER BY; falls back to the definition's default order. */
export function parseSort(def: ResourceDef, table: ResourceTable, q: Record<string, unknown>): SQL[] {
  const order: SQL[] = [];
  for (const [param, dir] of [
    ['ascs', asc],
    ['descs', desc],
  ] as const) {
    for (const { name, field } of sortFields(q[param])) {
      if (!fieldOf(def, field)) throw badRequest(l(`未知的排序字段: ${name}`, `Unknown sort field: ${name}`));
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
