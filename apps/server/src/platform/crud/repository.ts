import { type FieldDef, type Localized, type ResourceDef, type RowOf, columnOf, isId, l } from '@flp/shared';
import { type AnyColumn, type SQL, and, count, eq, getTableColumns, getTableName, inArray, ne, sql } from 'drizzle-orm';
import { type Db, isEmbedded } from '../db/database';
import { nextId } from '../db/id';
import type { ResourceTable } from '../db/resource-table';
import { liveRows } from '../db/row-count';
import { nowString } from '../db/time';
import { conflict, invalid, invalidField, labelled, notFound } from '../http/errors';
import type { RequestContext } from '../tenancy/context';
import { dataScopeCondition } from './data-scope';
import { serve } from './references';
import { type Paging, offsetOf, parseFilters, parseSort } from './query';

export type Row = Record<string, unknown>;

export interface PageResult<T = Row> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** Present (and true) only when `total` is a lower bound: more rows match than the count cap let us count. */
  totalIsLowerBound?: true;
}

export function pageOf<T>(records: T[], total: number, p: Paging, totalIsLowerBound = false): PageResult<T> {
  const page: PageResult<T> = { records, total, size: p.size, current: p.current, pages: Math.ceil(total / p.size) };
  if (totalIsLowerBound) page.totalIsLowerBound = true;
  return page;
}

/**
 * How many matching rows a filtered page counts at most (PAGE_COUNT_CAP, 10,000 by default); past it the total is
 * this figure marked as a lower bound. One setting per process, set by buildApp from the configuration.
 */
let countCap = 10_000;
export function setPageCountCap(cap: number) {
  countCap = cap;
}
/** The cap in force (a read model counting with its own SQL keeps to it too). */
export const pageCountCap = () => countCap;

/** Columns kept from clients: soft-delete flag always, secrets per definition. */
const HIDDEN_BASE = new Set(['isDeleted']);

/** What one record of a resource is called: its noun, else its label without 管理 (角色管理 → 角色). */
export const nounOf = (def: ResourceDef): Localized =>
  def.noun ?? l(def.label['zh-CN'].replace(/管理$/, ''), def.label['en-US']);

/** `参数不存在: 1,2` / `No such parameter: 1,2` — the records of `ids` that are not there. */
export function noSuch(def: ResourceDef, ids: string[]): Localized {
  const n = nounOf(def);
  return l(`${n['zh-CN']}不存在: ${ids.join(',')}`, `No such ${n['en-US']}: ${ids.join(',')}`);
}

/**
 * The only door to a resource's table. Every read and write goes through `scope(ctx)`, which adds the tenant
 * condition for tenant-scoped resources, the caller's data scope, and hides soft-deleted rows, so no caller can
 * forget any of them.
 */
/** From this many rows an insert goes as one JSON parameter (insertAsJson). */
const BULK_ROWS = 50;

export class ResourceRepository<D extends ResourceDef = ResourceDef> {
  private readonly hidden: Set<string>;

  constructor(
    readonly def: D,
    readonly table: ResourceTable,
  ) {
    this.hidden = new Set([...HIDDEN_BASE, ...def.fields.filter((f) => f.readable === false).map((f) => f.name)]);
    serve(this);
  }

  col(name: string): AnyColumn {
    const c = this.table[name] as AnyColumn | undefined;
    if (!c) throw new Error(`${this.def.name} has no column ${name}`);
    return c;
  }

  /** Tenant, not-deleted and the caller's data scope (what their roles let them see), plus any extra conditions. */
  scope(ctx: RequestContext, ...extra: (SQL | undefined)[]): SQL {
    return this.tenantScope(ctx, dataScopeCondition(this.def, this.table, ctx), ...extra);
  }

  /** Tenant and not-deleted only: for checks that must see every row of the tenant (unique keys). */
  tenantScope(ctx: RequestContext, ...extra: (SQL | undefined)[]): SQL {
    const conds: (SQL | undefined)[] = [eq(this.col('isDeleted'), 0), ...extra];
    if (this.def.scope === 'tenant') conds.unshift(eq(this.col('tenantId'), ctx.tenantId));
    return and(...conds) as SQL;
  }

  /** What a client may see of a row. */
  toWire(row: Row): Row {
    const out: Row = {};
    for (const [k, v] of Object.entries(row)) if (!this.hidden.has(k)) out[k] = v;
    return out;
  }

  /**
   * One page and its total. The total is exact and cheap where it can be: with no filter and no data scope it is the
   * tenant's live-row counter (kept by triggers, see row-count.ts); otherwise the matching rows are counted up to the
   * count cap, and past the cap the answer says `totalIsLowerBound` (docs/decisions.md, "Totals that stay cheap").
   */
  async page(db: Db, ctx: RequestContext, query: Record<string, unknown>, paging: Paging, opts: PageOptions = {}) {
    const filters = [
      ...parseFilters(this.def, this.table, query, opts.extraParams),
      ...(opts.where ?? []),
      dataScopeCondition(this.def, this.table, ctx),
    ].filter((c): c is SQL => c !== undefined);
    const where = this.tenantScope(ctx, ...filters);
    const order = parseSort(this.def, this.table, query);
    const offset = offsetOf(paging);
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(this.table)
        .where(where)
        .orderBy(...order)
        .limit(paging.size)
        .offset(offset),
      filters.length === 0 ? this.liveCount(db, ctx) : this.cappedCount(db, where),
    ]);
    // Past the cap, a page further on than the cap still shows at least the rows up to itself.
    const total = counted.capped ? Math.max(counted.n, offset + rows.length) : counted.n;
    return pageOf(
      rows.map((r) => this.toWire(r)),
      total,
      paging,
      counted.capped,
    );
  }

  /** Every live row of the tenant (of the table, for platform resources): the counter, exact. */
  private async liveCount(db: Db, ctx: RequestContext): Promise<{ n: number; capped: boolean }> {
    return { n: await liveRows(db, this.def.table, this.def.scope === 'tenant' ? ctx.tenantId : ''), capped: false };
  }

  /** The matching rows counted up to the cap: exact below it; at it, `capped` (there are more). */
  private async cappedCount(db: Db, where: SQL): Promise<{ n: number; capped: boolean }> {
    const upTo = db
      .select({ one: sql`1` })
      .from(this.table)
      .where(where)
      .limit(countCap + 1)
      .as('matching');
    const [{ n }] = await db.select({ n: count() }).from(upTo);
    return Number(n) > countCap ? { n: countCap, capped: true } : { n: Number(n), capped: false };
  }

  /** All matching rows (trees, selects); filters from a query when given. */
  async list(
    db: Db,
    ctx: RequestContext,
    opts: PageOptions & { query?: Record<string, unknown>; limit?: number } = {},
  ) {
    const query = opts.query ?? {};
    const where = this.scope(
      ctx,
      ...parseFilters(this.def, this.table, query, opts.extraParams),
      ...(opts.where ?? []),
    );
    const rows = await db
      .select()
      .from(this.table)
      .where(where)
      .orderBy(...parseSort(this.def, this.table, query))
      .limit(opts.limit ?? 10000);
    return rows as RowOf<D>[];
  }

  /** What selectRows reads of the table's columns (all, or by key list): each as a column and as JSON, its mapping. */
  private readonly readPlans = new Map<
    string,
    { columns: SQL; element: SQL; nested: boolean; decoders: [string, AnyColumn][] }
  >();

  /**
   * Rows of the table — every column, or those of `keys` — answered as a drizzle select of those columns answers
   * them: each value as the drivers give it through its column's own mapping, without drizzle's walk of the selection
   * for each value (which took twice the query itself on a schedule of a few hundred periods). On the embedded
   * database the rows come as one JSON document the database builds (an array of each row's values, numeric, bigint,
   * date and timestamp as their text: what the drivers give): one value to hand over instead of one per cell, half
   * the time of a read of a few hundred rows there — on PostgreSQL building it costs more than it saves. For the hot
   * reads of many rows (the ledger's); `source` is the caller's: FROM (the table by its name), WHERE, ORDER BY.
   */
  async selectRows(db: Db, source: RowSource): Promise<RowOf<D>[]>;
  async selectRows<K extends keyof RowOf<D> & string>(
    db: Db,
    source: RowSource,
    keys: readonly K[],
  ): Promise<Pick<RowOf<D>, K>[]>;
  async selectRows(db: Db, source: RowSource, keys?: readonly string[]): Promise<Row[]> {
    const plan = this.readPlan(keys);
    const decode = (value: (i: number, key: string) => unknown) => {
      const row: Row = {};
      for (let i = 0; i < plan.decoders.length; i++) {
        const [key, column] = plan.decoders[i];
        const v = value(i, key);
        row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
      }
      return row;
    };
    const where = source.where ?? sql`true`;
    const order = source.orderBy ? sql` ORDER BY ${source.orderBy}` : sql``;
    if (!isEmbedded(db)) {
      const res = (await db.execute(
        sql`SELECT ${plan.columns} FROM ${source.from} WHERE ${where}${order}`,
      )) as unknown as { rows: Row[] };
      return res.rows.map((raw) => decode((_, key) => raw[key]));
    }
    const res = (await db.execute(
      sql`SELECT coalesce(json_agg(${plan.element}${order}), '[]')::text AS rows FROM ${source.from} WHERE ${where}`,
    )) as unknown as { rows: { rows: string }[] };
    return (JSON.parse(res.rows[0].rows) as unknown[][]).map((cells) => {
      const values = plan.nested ? cells.flat() : cells;
      return decode((i) => values[i]);
    });
  }

  private readPlan(keys?: readonly string[]) {
    const name = keys ? keys.join(',') : '';
    let plan = this.readPlans.get(name);
    if (!plan) {
      const entries = keys
        ? keys.map((k) => [k, this.col(k)] as [string, AnyColumn])
        : (Object.entries(getTableColumns(this.table)) as [string, AnyColumn][]);
      const table = getTableName(this.table);
      const cells = entries.map(([, c]) => `"${table}"."${c.name}"${asDriverGives(c)}`);
      // json_build_array takes at most 100 arguments: wider rows are arrays of arrays of 90.
      const chunks: string[] = [];
      for (let i = 0; i < cells.length; i += 90) chunks.push(`json_build_array(${cells.slice(i, i + 90).join(', ')})`);
      plan = {
        columns: sql.raw(entries.map(([key, c]) => `"${table}"."${c.name}" AS "${key}"`).join(', ')),
        element: sql.raw(chunks.length === 1 ? chunks[0] : `json_build_array(${chunks.join(', ')})`),
        nested: chunks.length > 1,
        decoders: entries,
      };
      this.readPlans.set(name, plan);
    }
    return plan;
  }

  async findById(db: Db, ctx: RequestContext, id: string): Promise<RowOf<D> | undefined> {
    // What is not an id names no record (a draft's empty reference arrives as 'undefined'): none, not a database error.
    if (!isId(String(id))) return undefined;
    const [row] = await db
      .select()
      .from(this.table)
      .where(this.scope(ctx, eq(this.col('id'), id)))
      .limit(1);
    return row as RowOf<D> | undefined;
  }

  /**
   * The row locked (SELECT … FOR UPDATE) until the caller's transaction ends, so that checks against it ("Σ taken ≤ its
   * ceiling", "the next number") and the writes after them cannot interleave with another transaction's; 404 when the
   * tenant has none. Tenant scope only: the caller has already decided the user may act on it.
   */
  async lockById(tx: Db, ctx: RequestContext, id: string): Promise<RowOf<D>> {
    if (!isId(String(id))) throw this.missing([id]);
    const [row] = await tx
      .select()
      .from(this.table)
      .where(this.tenantScope(ctx, eq(this.col('id'), id)))
      .for('update');
    if (!row) throw this.missing([id]);
    return row as RowOf<D>;
  }

  async getById(db: Db, ctx: RequestContext, id: string): Promise<RowOf<D>> {
    const row = await this.findById(db, ctx, id);
    if (!row) throw this.missing([id]);
    return row;
  }

  async findIds(db: Db, ctx: RequestContext, ids: string[]): Promise<RowOf<D>[]> {
    if (ids.length === 0) return [];
    return (await db
      .select()
      .from(this.table)
      .where(this.scope(ctx, inArray(this.col('id'), ids)))) as RowOf<D>[];
  }

  async count(db: Db, ctx: RequestContext, ...where: SQL[]): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(this.table)
      .where(this.scope(ctx, ...where));
    return Number(n);
  }

  /** Refuses a value that would repeat a unique key of the definition (among live rows of the tenant). */
  async assertUnique(db: Db, ctx: RequestContext, values: Row, selfId?: string) {
    for (const group of this.def.unique) {
      if (group.some((n) => values[n] === undefined || values[n] === null)) continue;
      const conds = group.map((n) => eq(this.col(n), values[n] as never));
      if (selfId) conds.push(ne(this.col('id'), selfId));
      // Every row of the tenant counts, also those outside the caller's data scope.
      const [{ n }] = await db
        .select({ n: count() })
        .from(this.table)
        .where(this.tenantScope(ctx, ...conds));
      if (Number(n) > 0) throw duplicate(this.def, group);
    }
  }

  /** 404 naming the resource and the ids that are not there (in the caller's tenant). */
  missing(ids: string[]) {
    return notFound(noSuch(this.def, ids));
  }

  async insert(db: Db, ctx: RequestContext, values: Row): Promise<RowOf<D>> {
    await this.assertUnique(db, ctx, values);
    const now = nowString();
    const row: Row = {
      ...values,
      id: (values.id as string) ?? nextId(),
      createUser: ctx.userId,
      createDept: ctx.deptId,
      createTime: now,
      updateUser: ctx.userId,
      updateTime: now,
      isDeleted: 0,
      version: 1,
    };
    if (this.def.scope === 'tenant') row.tenantId = ctx.tenantId;
    if (row.status === undefined) row.status = 1;
    const [created] = await guardUnique(this.def, db.insert(this.table).values(row).returning());
    return created as RowOf<D>;
  }

  /**
   * Inserts many rows in one statement per 2,000 (no unique-key checks: for rows the server composes itself, such as
   * log entries and messages). Tenant, author and audit columns come from the context, never from the rows. From 50
   * rows, or with `json` however few, they go as JSON (insertAsJson) rather than as parameters — `json` for rows of
   * plain values only (text, numbers, null: a Date may be read in another zone that way): the ledger's new allocation
   * lines, ~30 rows of 16 columns, took 3 ms as parameters and take 1 ms so.
   */
  async insertMany(db: Db, ctx: RequestContext, rows: Row[], opts: { json?: boolean } = {}): Promise<Row[]> {
    const now = nowString();
    const values = rows.map((r) => ({
      ...r,
      id: nextId(),
      ...(this.def.scope === 'tenant' ? { tenantId: ctx.tenantId } : {}),
      createUser: ctx.userId,
      createDept: ctx.deptId,
      createTime: now,
      updateUser: ctx.userId,
      updateTime: now,
      status: 1,
      isDeleted: 0,
      version: 1,
    }));
    if (values.length >= BULK_ROWS || (opts.json && values.length)) await this.insertAsJson(db, values);
    else if (values.length) await db.insert(this.table).values(values);
    return values;
  }

  /**
   * Many rows in one statement of two JSON parameters (json_populate_recordset over the table's row type): building a
   * statement of thousands of parameters cost more than the insert itself (a schedule version of 371 periods, 1,500
   * allocation lines). A column of one value in every row (tenant, author, audit times, the parent's id) goes once
   * (json_populate_record), not in each row: a new schedule version's JSON is half as long. json, not jsonb: nothing
   * is kept of it, and it reads faster (the same rows for values of each column's kind; an object given for a text
   * column would keep its JSON as written). The columns the rows give are written; the others take their defaults.
   */
  private async insertAsJson(db: Db, values: Row[]) {
    const keys = new Set<string>();
    for (const v of values) for (const k of Object.keys(v)) keys.add(k);
    const names = [...keys].filter((k) => this.table[k] !== undefined);
    const columnOf = (k: string) => (this.table[k] as AnyColumn).name;
    const driver = (x: unknown) => (x === undefined ? null : x instanceof Date ? x.toISOString() : x);
    const first = values[0];
    const same = names.filter((k) => {
      const x = first[k];
      return (x === null || typeof x !== 'object') && values.every((v) => v[k] === x);
    });
    const varying = names.filter((k) => !same.includes(k));
    const shared: Row = {};
    for (const k of same) shared[columnOf(k)] = driver(first[k]);
    const varyingColumns = varying.map(columnOf);
    const list = sql.raw(names.map((k) => `"${columnOf(k)}"`).join(', '));
    const picked = sql.raw(names.map((k) => `${same.includes(k) ? 's' : 'v'}."${columnOf(k)}"`).join(', '));
    const table = sql.identifier(getTableName(this.table));
    for (let i = 0; i < values.length; i += 5000) {
      const rows = values.slice(i, i + 5000).map((v) => {
        const out: Row = {};
        for (let j = 0; j < varying.length; j++) {
          const x = driver(v[varying[j]]);
          // A column missing from a row's JSON is null (json_populate_recordset), as a null given.
          if (x !== null) out[varyingColumns[j]] = x;
        }
        return out;
      });
      await db.execute(sql`INSERT INTO ${table} (${list})
        SELECT ${picked} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(rows)}::json) AS v
          CROSS JOIN json_populate_record(NULL::${table}, ${JSON.stringify(shared)}::json) AS s`);
    }
  }

  /**
   * Changes the given fields of one row. With `expectedVersion` (the client's copy) the stored version must still be
   * that one when the row is written — checked in the UPDATE itself, so a writer in between makes this a 409 rather
   * than silently overwriting their work. Without it the change is applied to whatever is stored (last write wins, as
   * BladeX clients send no version): a concurrent writer must not turn it into a 409.
   */
  async update(db: Db, ctx: RequestContext, id: string, values: Row, expectedVersion?: number): Promise<RowOf<D>> {
    const current: Row = await this.getById(db, ctx, id);
    if (expectedVersion !== undefined && expectedVersion !== current.version) throw conflict();
    for (const f of this.def.fields) {
      if (f.immutable && values[f.name] !== undefined && !sameValue(f, values[f.name], current[f.name])) {
        throw invalidField(f.name, labelled(f.label, l('创建后不可修改', 'cannot be changed once created')));
      }
    }
    await this.assertUnique(db, ctx, { ...current, ...values }, id);
    const set: Row = { ...values, updateUser: ctx.userId, updateTime: nowString() };
    delete set.id;
    delete set.tenantId;
    const versionCheck = expectedVersion === undefined ? undefined : eq(this.col('version'), expectedVersion);
    const [updated] = await guardUnique(
      this.def,
      db
        .update(this.table)
        .set({ ...set, version: sql`${this.col('version')} + 1` })
        .where(this.scope(ctx, eq(this.col('id'), id), versionCheck))
        .returning(),
    );
    // No row: with a version, someone wrote (or removed it) in between; without, it was removed in between.
    if (!updated) throw expectedVersion === undefined ? this.missing([id]) : conflict();
    return updated as RowOf<D>;
  }

  /** Soft-deletes the rows; every id must exist in the caller's tenant, or nothing is removed. */
  async remove(db: Db, ctx: RequestContext, ids: string[]): Promise<number> {
    const found = await this.findIds(db, ctx, ids);
    if (found.length !== ids.length) {
      const have = new Set(found.map((r) => r.id));
      throw this.missing(ids.filter((i) => !have.has(i)));
    }
    await db
      .update(this.table)
      .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: nowString(), version: sql`${this.col('version')} + 1` })
      .where(this.scope(ctx, inArray(this.col('id'), ids)));
    return ids.length;
  }
}

/** Where selectRows reads: FROM (the table by its name, joins), WHERE, and an order. */
export interface RowSource {
  from: SQL;
  where: SQL | undefined;
  orderBy?: SQL;
}

/**
 * A column's value in JSON as the drivers give it: the text of numeric, bigint, date and timestamp (exact, and as
 * both drivers answer them); integers, text and jsonb as JSON has them.
 */
function asDriverGives(c: AnyColumn): string {
  const type = c.getSQLType();
  if (/^(numeric|bigint|date|timestamp)/.test(type)) return '::text';
  if (/^(integer|smallint|varchar|text|jsonb?)\b/.test(type)) return '';
  throw new Error(`selectRows cannot read ${c.name} (${type})`);
}

export interface PageOptions {
  where?: SQL[];
  extraParams?: ReadonlySet<string>;
}

function sameValue(f: FieldDef, a: unknown, b: unknown): boolean {
  if (a === null || a === undefined) return b === null || b === undefined;
  return String(a) === String(b) || (f.kind === 'ref' && String(a) === String(b));
}

/**
 * The 400 for a repeated unique key, naming the key's fields by their labels (参数键名已存在 / Parameter key already
 * exists); each field of the key is marked.
 */
export function duplicate(def: ResourceDef, group: string[]) {
  const labels = group.map((n) => def.fields.find((f) => f.name === n)!.label);
  const zh = `${labels.map((x) => x['zh-CN']).join('与')}已存在`;
  const en = `${labels.map((x) => x['en-US']).join(' and ')} already ${labels.length > 1 ? 'exist' : 'exists'}`;
  const message = l(zh, en);
  return invalid(
    group.map((field) => ({ field, message })),
    message,
  );
}

/** A unique index the pre-check raced past still answers as a 400, never a 500 (named from the index's name). */
async function guardUnique<T>(def: ResourceDef, p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string };
    const code = err.code ?? err.cause?.code;
    if (code === '23505') {
      const constraint = err.constraint ?? err.cause?.constraint ?? '';
      const group =
        def.unique.find((g) => constraint === `${def.table}_uk_${g.map((n) => columnOf(fieldOf(def, n))).join('_')}`) ??
        (def.unique.length === 1 ? def.unique[0] : undefined);
      if (group) throw duplicate(def, group);
      throw invalid([], l('数据已存在', 'The record already exists'));
    }
    throw e;
  }
}

const fieldOf = (def: ResourceDef, name: string) => def.fields.find((f) => f.name === name)!;

export { columnOf };
