import {
  type ChildDef,
  type FieldDef,
  type Localized,
  type ResourceDef,
  type RowOf,
  type WithTitles,
  l,
} from '@flp/shared';
import { type SQL, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { deferToCommit } from '../db/scope';
import { nowString } from '../db/time';
import { AppError, type FieldError, badRequest, conflict, invalid, invalidField, labelled } from '../http/errors';
import { type RequestContext, beyondDataScope, isSystemContext } from '../tenancy/context';
import type { ResourceEvents, ResourceChanged } from './events';
import { linkedFields } from './field-links';
import { type Paging, parsePaging } from './query';
import { recordChanges } from '../history/record';
import type { attachmentInfo } from '../attachments/repository';
import { addReferenceTitles, checkReferences, referencesInScope, repositoryOf } from './references';
import { type PageResult, type ResourceRepository, type Row, pageOf } from './repository';
import { withTreeRules } from './tree';
import { VERSION_NOT_WHOLE, assertComplete, parseId, parseIds, validateBody } from './validate';
import { refuseMaskedQuery } from './masked';

/**
 * What every hook of a write receives: the transaction, who asks, the request when there is one, a way to run work
 * once the transaction has committed (telling others: sessions to end, pushes), and a way to announce a change of
 * another resource the hook wrote itself.
 */
export interface HookContext {
  tx: Db;
  ctx: RequestContext;
  req?: FastifyRequest;
  afterCommit(fn: () => Promise<void> | void): void;
  changed(resource: string, action: string, ids: string[]): void;
}

/** What read hooks receive. */
export interface ReadContext {
  db: Db;
  ctx: RequestContext;
  req?: FastifyRequest;
}

export interface WriteOptions {
  req?: FastifyRequest;
  /** Run inside this write's transaction (a workflow step writing its record), not a new one. */
  within?: HookContext;
  /** A draft (save-data): kinds and lengths are checked, required fields are not (validate.ts, `draft`). */
  draft?: boolean;
  /**
   * A workflow step edits a record under approval: the status's `editableIn` does not apply, because the family
   * decides which fields are editable at which task (and checks that before calling).
   */
  inWorkflow?: boolean;
  /**
   * The server values of a create worked out already (an Excel import's `importValues`, once per file): the hook's
   * `serverValues` is not asked.
   */
  serverValues?: Row;
}

/**
 * The values a write hands its hooks: the validated body, each declared field by its kind (`null` when emptied). A
 * hook may add keys of its own (a derived column the body may not carry), which stay untyped.
 */
export type WriteValues<D extends ResourceDef = ResourceDef> = Partial<RowOf<D>> & Row;

/**
 * Business rules a module attaches to a resource. Write hooks run inside the write's transaction, so a rule that
 * throws leaves nothing written. Declared over the resource's definition (`ResourceHooks<typeof project>`, or inline
 * in `registerResourceRoutes`, which infers it from the repository), the rows they receive are typed from it
 * (`RowOf<D>`): `row.id` is a string, `row.financeAmount` a money string or null. Bodies and query parameters stay
 * `Row`: they are what the client sent, unchecked.
 */
export interface ResourceHooks<D extends ResourceDef = ResourceDef> {
  /** Complete the raw body before validation (values derived from other records, e.g. a child's inherited code). */
  prepare?(h: HookContext, body: Row, current: RowOf<D> | undefined): Promise<void> | void;
  /** Adjust or check values before an insert. */
  beforeCreate?(h: HookContext, values: WriteValues<D>, body: Row): Promise<void> | void;
  /** Adjust or check values before an update; `current` is the stored row. */
  beforeUpdate?(h: HookContext, values: WriteValues<D>, current: RowOf<D>, body: Row): Promise<void> | void;
  /** After the insert or update, in the transaction; `before` is the row as it was (updates). */
  afterWrite?(h: HookContext, row: RowOf<D>, body: Row, created: boolean, before?: RowOf<D>): Promise<void> | void;
  /** Refuse or cascade a removal. */
  beforeRemove?(h: HookContext, rows: RowOf<D>[]): Promise<void> | void;
  afterRemove?(h: HookContext, rows: RowOf<D>[]): Promise<void> | void;
  /**
   * After every row of an Excel import was written (created, or updated when the import covers), in the import's
   * transaction (a refusal rolls the whole file back): what the rows make together (a batch of receipts). What it
   * answers is added to the import's answer.
   */
  afterImport?(h: HookContext, rows: RowOf<D>[]): Promise<Row | undefined> | Row | undefined;
  /**
   * Server values every record an Excel import creates gets, worked out once per file and used instead of
   * `serverValues` (a user's initial password: one hash for the file, not one per row).
   */
  importValues?(ctx: RequestContext): Promise<Row | undefined>;
  /** Conditions a list adds from its own query parameters (see `listParams`); null: nothing can match. */
  listWhere?(r: ReadContext, query: Row): Promise<SQL[] | null> | SQL[] | null;
  /** Add display fields to rows about to be sent (references' titles are added already). */
  decorate?(r: ReadContext, rows: Titled<D>[]): Promise<Row[]> | Row[];
  /** Fields the hooks set themselves, never taken from the body. */
  serverFields?: string[];
  /**
   * Values of server fields worked out before the transaction opens — expensive work that needs no rows (hashing a
   * password) — merged after validation. It may refuse the input (with every problem at once).
   */
  serverValues?(ctx: RequestContext, body: Row, mode: 'create' | 'update'): Promise<Row | undefined>;
  /** Query parameters `listWhere` handles (not filters). */
  listParams?: string[];
  /** Parameters the picker call (`select`) takes besides keyword, ids and size (customer: `idType`). */
  selectParams?: FieldDef[];
  /** Conditions the picker adds from those parameters (checked by their fields). */
  selectWhere?(r: ReadContext, params: Row): SQL[];
}

/** A "list all" answers at most this many rows, and says so past it rather than cutting silently. */
export const LIST_CAP = 10000;

/**
 * A record as `list` answers it: its fields typed by the definition, its references' titles, and whatever the module's
 * `decorate` hook adds (untyped; hidden fields are left out at run time).
 */
export type Titled<D extends ResourceDef> = WithTitles<D> & Row;

/** A file of an attachments field, as `detail` answers it in the field's place. */
export type AttachedFile = ReturnType<typeof attachmentInfo>;

/** The names of a definition's attachments fields. */
type AttachmentNames<D extends ResourceDef> = Extract<D['fields'][number], { kind: 'attachments' }>['name'];

/**
 * A record as `detail` answers it: its fields typed by the definition with its references' titles, each attachments
 * field replaced by its files, and — untyped — its children's lists and whatever the module's `decorate` adds.
 */
export type Detailed<D extends ResourceDef> = Omit<WithTitles<D>, AttachmentNames<D>> & {
  [K in AttachmentNames<D>]: AttachedFile[];
} & Row;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The operations of one resource — create, update, submit, remove, transition, page, list, detail, select — with its
 * hooks, references, children and status, each write in one transaction followed by the "resource changed" event.
 * Routes, workflow families and other modules call this, never the table.
 */
export class ResourceService<D extends ResourceDef = ResourceDef> {
  readonly def: D;
  readonly repo: ResourceRepository<D>;
  readonly hooks: ResourceHooks<D>;
  private readonly skip: Set<string>;

  constructor(
    readonly db: Db,
    readonly events: ResourceEvents,
    repo: ResourceRepository<D>,
    hooks: ResourceHooks<NoInfer<D>> = {},
  ) {
    this.repo = repo;
    this.def = repo.def;
    // Every tree keeps its shape (tree.ts) before the module's own rules run.
    this.hooks = this.def.tree ? withTreeRules(repo, hooks) : hooks;
    this.skip = new Set([...(hooks.serverFields ?? []), ...(this.def.status ? [this.def.status.field] : [])]);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The one door for writes

  /**
   * Runs `work` in a transaction (or inside `opts.within`'s), then — once committed — runs the follow-ups the hooks
   * asked for and tells the listeners what changed.
   */
  async write<T>(ctx: RequestContext, opts: WriteOptions, work: (h: HookContext) => Promise<T>): Promise<T> {
    if (opts.within) return work(opts.req ? { ...opts.within, req: opts.req } : opts.within);
    const followUps: (() => Promise<void> | void)[] = [];
    const changes: ResourceChanged[] = [];
    const out = await this.db.transaction((tx) =>
      work({
        tx,
        ctx,
        req: opts.req,
        afterCommit: (fn) => followUps.push(fn),
        changed: (resource, action, ids) => changes.push({ resource, action, ids, tenantId: ctx.tenantId, ctx }),
      }),
    );
    // The write's own follow-ups first (ending sessions must not wait behind cache listeners), then the listeners.
    const told = async () => {
      for (const fn of followUps) await fn();
      for (const c of changes) await this.events.emit(c);
    };
    // Inside a request's transaction this write was a savepoint: nothing is committed until the request's
    // transaction is, so others hear of it then — never of rows they cannot see yet.
    if (!deferToCommit(told)) await told();
    return out;
  }

  /**
   * A hook context on a transaction someone else opened (a workflow door): its follow-ups and change announcements
   * wait for that transaction's commit (`afterCommit`, else the outermost transaction's).
   */
  hookOn(tx: Db, ctx: RequestContext, afterCommit?: (fn: () => Promise<void> | void) => void, req?: FastifyRequest) {
    const later = (fn: () => Promise<void> | void) => {
      if (afterCommit) afterCommit(fn);
      else if (!deferToCommit(fn)) throw new Error('hookOn: no transaction to wait for');
    };
    const h: HookContext = {
      tx,
      ctx,
      req,
      afterCommit: later,
      changed: (resource, action, ids) =>
        later(() => this.events.emit({ resource, action, ids, tenantId: ctx.tenantId, ctx })),
    };
    return h;
  }

  async create(ctx: RequestContext, input: Row, opts: WriteOptions = {}): Promise<RowOf<D>> {
    const computed = opts.serverValues ?? (await this.hooks.serverValues?.(ctx, input, 'create'));
    return this.write(ctx, opts, async (h) => {
      const body = { ...input };
      await this.hooks.prepare?.(h, body, undefined);
      const values: Row = { ...this.validate(body, 'create', opts.draft), ...computed };
      const children = this.childPlan(body);
      if (this.def.status) values[this.def.status.field] = this.def.status.initial;
      // A record nobody was named to own is its creator's (a person's: the system's own records stay unowned), so a
      // 本人可见 scope keeps showing the account manager what he has just added.
      const owner = this.def.owner;
      if (owner && isBlank(values[owner]) && !isSystemContext(ctx)) values[owner] = ctx.userId;
      await checkReferences(h.tx, ctx, this.def, values);
      await this.hooks.beforeCreate?.(h, values as WriteValues<D>, body);
      const row = await this.repo.insert(h.tx, ctx, values);
      await this.writeLinked(h, row.id, values);
      await this.writeChildren(h, row, children, true);
      await this.hooks.afterWrite?.(h, row, body, true);
      h.changed(this.def.name, 'create', [row.id]);
      return row;
    });
  }

  async update(ctx: RequestContext, input: Row, opts: WriteOptions = {}): Promise<RowOf<D>> {
    const computed = await this.hooks.serverValues?.(ctx, input, 'update');
    return this.write(ctx, opts, async (h) => {
      const body = { ...input };
      const id = parseId(body.id);
      const current = await this.repo.getById(h.tx, ctx, id);
      if (!(await referencesInScope(h.tx, ctx, this.def, current))) throw this.repo.missing([id]);
      if (!opts.inWorkflow) this.assertEditable(current);
      await this.hooks.prepare?.(h, body, current);
      const values = { ...this.validate(body, 'update', opts.draft), ...computed } as WriteValues<D>;
      const children = this.childPlan(body);
      if (children.length && versionOf(body) === undefined)
        throw invalidField(
          'version',
          l(
            '保存明细时须带上版本号 (version), 请刷新后重试',
            'Saving with its details needs the version; refresh and retry',
          ),
        );
      await checkReferences(h.tx, ctx, this.def, values);
      await this.hooks.beforeUpdate?.(h, values, current, body);
      const row = await this.patch(h, id, values, versionOf(body), current);
      await this.writeLinked(h, id, values);
      await this.writeChildren(h, row, children, false);
      await this.hooks.afterWrite?.(h, row, body, false, current);
      h.changed(this.def.name, 'update', [id]);
      return row;
    });
  }

  /** Add (no id) or update (with id), as BladeX's submit. */
  submit(ctx: RequestContext, input: Row, opts: WriteOptions = {}): Promise<RowOf<D>> {
    return hasId(input) ? this.update(ctx, input, opts) : this.create(ctx, input, opts);
  }

  /** Soft-deletes the records (all of them or none) and their children. */
  async remove(ctx: RequestContext, rawIds: unknown, opts: WriteOptions = {}): Promise<RowOf<D>[]> {
    const ids = parseIds(rawIds);
    return this.write(ctx, opts, async (h) => {
      const rows = await this.repo.findIds(h.tx, ctx, ids);
      for (const row of rows)
        if (!(await referencesInScope(h.tx, ctx, this.def, row))) throw this.repo.missing([row.id]);
      this.assertRemovable(rows);
      if (rows.length === ids.length) await this.hooks.beforeRemove?.(h, rows);
      await this.repo.remove(h.tx, ctx, ids);
      for (const { field, linker } of linkedFields(this.def)) await linker.remove(h, this.def, field, ids);
      for (const c of this.def.children ?? []) {
        const child = repositoryOf(c.def());
        const kids = await childRows(h.tx, ctx, c, ids);
        if (kids.length)
          await child.remove(
            h.tx,
            ctx,
            kids.map((k) => String(k.id)),
          );
      }
      await this.hooks.afterRemove?.(h, rows);
      h.changed(this.def.name, 'remove', ids);
      return rows;
    });
  }

  /**
   * Moves the record's business status to `to` — the one door for plain actions and workflow steps alike. Allowed
   * moves come from the definition; the UPDATE is conditional on the status read, so of two concurrent moves one
   * wins and the other gets 409. Who and when land in the row's update stamps.
   */
  async transition(
    ctx: RequestContext,
    rawId: unknown,
    to: string,
    opts: WriteOptions & { values?: Row } = {},
  ): Promise<RowOf<D>> {
    const status = this.def.status;
    if (!status) throw new Error(`resource ${this.def.name} declares no status`);
    const id = parseId(rawId);
    return this.write(ctx, opts, async (h) => {
      const current = await this.repo.getById(h.tx, ctx, id);
      const from = String((current as Row)[status.field] ?? '');
      if (!(status.transitions[from] ?? []).includes(to))
        throw badRequest(l(`当前状态 ${from} 不能变为 ${to}`, `The status cannot go from ${from} to ${to}`));
      const [row] = await h.tx
        .update(this.repo.table)
        .set({
          ...(opts.values ?? {}),
          [status.field]: to,
          updateUser: ctx.userId,
          updateTime: nowString(),
          version: sql`${this.repo.col('version')} + 1`,
        })
        .where(this.repo.scope(ctx, eq(this.repo.col('id'), id), eq(this.repo.col(status.field), from)))
        .returning();
      if (!row)
        throw conflict(l('状态已被他人改变, 请刷新后重试', 'The status was changed meanwhile; refresh and retry'));
      const moved = row as RowOf<D>;
      if (this.def.history) await recordChanges(h.tx, ctx, this.def, current, moved);
      await this.hooks.afterWrite?.(h, moved, { [status.field]: to }, false, current);
      h.changed(this.def.name, 'transition', [id]);
      return moved;
    });
  }

  /**
   * Hands records from one owner to another (客户经理 leaving): the records named by `ids`, or every record `from`
   * owns; the new owner must exist in the tenant. Each change lands in the history when the definition keeps one.
   * Answers how many records changed hands.
   */
  async handover(
    ctx: RequestContext,
    input: { ids?: unknown; from?: unknown; to: unknown },
    opts: WriteOptions = {},
  ): Promise<number> {
    const owner = this.def.owner;
    if (!owner) throw new Error(`resource ${this.def.name} declares no owner`);
    const field = this.def.fields.find((f) => f.name === owner)!;
    if (isBlank(input.to))
      throw invalidField('to', labelled(field.label, l('请选择新的负责人', 'choose the new owner')));
    const to = parseId(input.to, 'to');
    return this.write(ctx, opts, async (h) => {
      await checkReferences(h.tx, ctx, this.def, { [owner]: to });
      const rows: Row[] = !isBlank(input.ids)
        ? await this.repo.findIds(h.tx, ctx, parseIds(input.ids))
        : await this.repo.list(h.tx, ctx, {
            where: [eq(this.repo.col(owner), parseId(input.from, 'from'))],
            limit: LIST_CAP,
          });
      const moving = rows.filter((r) => String(r[owner] ?? '') !== to);
      for (const r of moving) await this.patch(h, String(r.id), { [owner]: to }, undefined, r);
      h.changed(
        this.def.name,
        'handover',
        moving.map((r) => String(r.id)),
      );
      return moving.length;
    });
  }

  /**
   * Changes stored values of one record inside a write — the door for a module's own actions (platform settings, a
   * user's own info) — with the modification history when the definition keeps one. No hooks run.
   */
  async patch(h: HookContext, id: string, values: Row, version?: number, current?: Row): Promise<RowOf<D>> {
    const before = current ?? (await this.repo.getById(h.tx, h.ctx, id));
    const row = await this.repo.update(h.tx, h.ctx, id, values, version);
    if (this.def.history) await recordChanges(h.tx, h.ctx, this.def, before, row);
    return row;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Reads

  private reading(ctx: RequestContext, req?: FastifyRequest): ReadContext {
    return { db: this.db, ctx, req };
  }

  /** References' titles, then the module's own display fields. */
  async decorate(r: ReadContext, rows: Row[]): Promise<Row[]> {
    const titled = await addReferenceTitles(r.db, r.ctx, this.def, rows);
    return this.hooks.decorate ? this.hooks.decorate(r, titled as Titled<D>[]) : titled;
  }

  private async listWhere(r: ReadContext, query: Row): Promise<SQL[] | null> {
    return this.hooks.listWhere ? this.hooks.listWhere(r, query) : [];
  }

  private get listParams(): ReadonlySet<string> {
    return new Set(this.hooks.listParams ?? []);
  }

  async page(ctx: RequestContext, query: Row, opts: { req?: FastifyRequest; paging?: Paging } = {}) {
    refuseMaskedQuery(this.def, ctx, query);
    const r = this.reading(ctx, opts.req);
    const paging = opts.paging ?? parsePaging(query);
    const where = await this.listWhere(r, query);
    if (where === null) return pageOf<Row>([], 0, paging);
    const result: PageResult = await this.repo.page(this.db, ctx, query, paging, {
      extraParams: this.listParams,
      where,
    });
    result.records = await this.decorate(r, result.records);
    return result;
  }

  /**
   * Every matching record; past LIST_CAP a 400 asks for narrower filters instead of cutting the list. `params`: query
   * parameters the caller reads itself (not filters).
   */
  async list(
    ctx: RequestContext,
    query: Row = {},
    opts: { req?: FastifyRequest; where?: SQL[]; params?: string[] } = {},
  ) {
    refuseMaskedQuery(this.def, ctx, query);
    const r = this.reading(ctx, opts.req);
    const where = await this.listWhere(r, query);
    if (where === null) return [];
    const rows = await this.repo.list(this.db, ctx, {
      query,
      extraParams: new Set([...this.listParams, ...(opts.params ?? [])]),
      where: [...where, ...(opts.where ?? [])],
      limit: LIST_CAP + 1,
    });
    if (rows.length > LIST_CAP)
      throw badRequest(
        l(`结果超过 ${LIST_CAP} 条, 请缩小查询范围`, `More than ${LIST_CAP} records match; narrow the search`),
      );
    return (await this.decorate(
      r,
      rows.map((x) => this.repo.toWire(x)),
    )) as Titled<D>[];
  }

  /** One record as a client sees it, with its children. */
  async detail(ctx: RequestContext, rawId: unknown, opts: { req?: FastifyRequest } = {}): Promise<Detailed<D>> {
    const r = this.reading(ctx, opts.req);
    const row = await this.repo.getById(this.db, ctx, parseId(rawId));
    const [out] = await this.decorate(r, [this.repo.toWire(row)]);
    for (const { field, linker } of linkedFields(this.def)) await linker.read(r, this.def, field, [out]);
    for (const c of this.def.children ?? []) out[c.name] = await this.childrenOf(ctx, c, row.id);
    return out as Detailed<D>;
  }

  /** The live children of one record, in the child's default order, titled. */
  async childrenOf(ctx: RequestContext, c: ChildDef, parentId: string): Promise<Row[]> {
    const child = repositoryOf(c.def());
    const rows = await childRows(this.db, ctx, c, [parentId]);
    return addReferenceTitles(
      this.db,
      ctx,
      child.def,
      rows.map((x) => child.toWire(x)),
    );
  }

  /**
   * Records for a picker: by keyword (in the title) or by ids (to label values already chosen), at most `size`,
   * each as `{id, title}` (and `parentId` for trees). Data scope applies: a picker offers what the user may see.
   */
  async select(ctx: RequestContext, query: Row) {
    const title = this.def.titleField;
    if (!title) throw new Error(`resource ${this.def.name} has no titleField`);
    const size = Math.min(Math.max(Number(query.size) || 20, 1), 100);
    const where: SQL[] = this.hooks.selectWhere?.(this.reading(ctx), query) ?? [];
    if (!isBlank(query.ids)) where.push(inArray(this.repo.col('id'), parseIds(query.ids)));
    if (!isBlank(query.keyword)) {
      const kw = String(query.keyword)
        .trim()
        .replace(/[\\%_]/g, (c) => `\\${c}`);
      where.push(ilike(this.repo.col(title), `%${kw}%`));
    }
    const rows: Row[] = await this.repo.list(this.db, ctx, { where, limit: size });
    return rows.map((x) => ({
      id: String(x.id),
      title: String(x[title] ?? ''),
      ...(this.def.tree ? { parentId: String(x.parentId ?? '0') } : {}),
    }));
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Inside writes

  private validate(body: Row, mode: 'create' | 'update', draft = false): Row {
    return validateBody(this.def, body, mode, { skip: this.skip, draft });
  }

  /** The required fields a stored record leaves empty, as a 400 naming each (a draft being submitted). */
  assertComplete(row: Row) {
    assertComplete(this.def, row, this.skip);
  }

  /** Fields kept in rows of their own (attachments), for the keys the write carries. */
  private async writeLinked(h: HookContext, id: string, values: Row) {
    for (const { field, linker } of linkedFields(this.def))
      if (Object.hasOwn(values, field.name)) await linker.write(h, this.def, field, id, values[field.name]);
  }

  /** Records whose status is outside `removableIn` stay (a project in approval, a contract past its draft). */
  private assertRemovable(rows: Row[]) {
    const s = this.def.status;
    if (!s?.removableIn) return;
    const kept = rows.find((r) => !s.removableIn!.includes(String(r[s.field] ?? '')));
    if (!kept) return;
    const noun = this.def.noun ?? this.def.label;
    const state = this.def.fields.find((f) => f.name === s.field)?.options?.find((o) => o.value === kept[s.field]);
    const shown = state?.label ?? l(String(kept[s.field]), String(kept[s.field]));
    throw badRequest(
      l(
        `${noun['zh-CN']}当前状态(${shown['zh-CN']})下不能删除`,
        `A ${noun['en-US'].toLowerCase()} cannot be removed in status ${shown['en-US']}`,
      ),
    );
  }

  /** Whether the record's status lets its fields (and its files) change: inside `editableIn`, or no such list. */
  isEditable(current: Row): boolean {
    const s = this.def.status;
    return !s?.editableIn || s.editableIn.includes(String(current[s.field] ?? ''));
  }

  /** A record whose status is outside `editableIn` keeps its fields (its status moves through transition()). */
  private assertEditable(current: Row) {
    if (this.isEditable(current)) return;
    const v = String(current[this.def.status!.field] ?? '');
    throw badRequest(l(`当前状态 (${v}) 下不能修改`, `The record cannot be changed in status ${v}`));
  }

  /**
   * The submitted child lists, validated together so every bad child field is reported at once
   * (`contacts[2].phone`). A list absent from the body is left as it is.
   */
  private childPlan(body: Row): ChildPlan[] {
    const plans: ChildPlan[] = [];
    const errors: FieldError[] = [];
    for (const c of this.def.children ?? []) {
      const raw = body[c.name];
      if (raw === undefined) continue;
      if (c.computed) {
        // The server's own lines: an empty list (a form without any) is nothing; a list with lines is refused.
        if (raw === null || (Array.isArray(raw) && raw.length === 0)) delete body[c.name];
        else
          errors.push({
            field: c.name,
            message: labelled(
              c.label,
              l('由系统计算, 不能提交', 'is worked out by the system; it cannot be submitted'),
            ),
          });
        continue;
      }
      if (!Array.isArray(raw)) {
        errors.push({ field: c.name, message: labelled(c.label, l('必须是列表', 'must be a list')) });
        continue;
      }
      const def = c.def();
      const skip = new Set([c.foreignKey]);
      const items = raw.map((item, i) => {
        const path = `${c.name}[${i}].`;
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          errors.push({ field: `${c.name}[${i}]`, message: labelled(c.label, l('必须是对象', 'must be an object')) });
          return { id: undefined, values: {}, path };
        }
        const id = hasId(item) ? String((item as Row).id) : undefined;
        try {
          return { id, values: validateBody(def, item, id ? 'update' : 'create', { skip, path }), path };
        } catch (e) {
          // Each message names its row as a person counts it (联系人第2行 手机号: …), the field its wire path.
          if (e instanceof AppError && e.status === 400 && e.fields.length)
            errors.push(...e.fields.map((f) => ({ ...f, message: inRow(c.label, i, f.message) })));
          else throw e;
          return { id, values: {}, path };
        }
      });
      plans.push({ child: c, items });
    }
    if (errors.length) throw invalid(errors);
    return plans;
  }

  /** Inserts new children, updates the parent's own, soft-deletes the ones the list no longer holds. */
  private async writeChildren(h: HookContext, parent: Row, plans: ChildPlan[], created: boolean) {
    const parentId = String(parent.id);
    for (const plan of plans) {
      const { child: c, items } = plan;
      const repo = repositoryOf(c.def());
      const mine = created ? [] : await childRows(h.tx, h.ctx, c, [parentId]);
      const mineIds = new Set(mine.map((r) => String(r.id)));
      for (const [i, item] of items.entries())
        if (item.id && !mineIds.has(item.id))
          throw invalidField(
            `${c.name}[${i}].id`,
            labelled(c.label, l(`不属于本记录: ${item.id}`, `does not belong to this record: ${item.id}`)),
          );
      for (const item of items) await checkReferences(h.tx, h.ctx, repo.def, item.values, item.path);
      const kept = new Set(items.flatMap((x) => (x.id ? [x.id] : [])));
      const gone = [...mineIds].filter((id) => !kept.has(id));
      if (gone.length) await repo.remove(h.tx, h.ctx, gone);
      // The master's history tells what happened to its children, each under its place in the list.
      const record = async (i: number, before: Row, after: Row) => {
        if (this.def.history)
          await recordChanges(h.tx, h.ctx, repo.def, before, after, {
            path: `${c.name}[${i}]`,
            owner: { def: this.def, id: parentId },
          });
      };
      for (const [i, item] of items.entries()) {
        if (item.id) {
          const before = mine.find((r) => String(r.id) === item.id)!;
          await record(i, before, await repo.update(h.tx, h.ctx, item.id, item.values));
        } else {
          const row = await repo.insert(h.tx, h.ctx, { ...item.values, [c.foreignKey]: parentId });
          await record(i, { id: row.id }, row);
        }
      }
      h.changed(repo.def.name, 'update', [...kept, ...gone]);
    }
  }
}

/** A child row's message prefixed with its list and row: `联系人第2行 手机号: …` / `Contacts row 2: Mobile: …`. */
function inRow(label: Localized, i: number, message: Localized): Localized {
  return l(`${label['zh-CN']}第${i + 1}行 ${message['zh-CN']}`, `${label['en-US']} row ${i + 1}: ${message['en-US']}`);
}

/**
 * The live children of the given masters in one child list (in the caller's tenant). A record's children are seen
 * with it: every caller has already found the masters within his data scope, so a scope rule on the child resource
 * (a receipt's allocation lines, written by whoever verified) does not cut a record's lines short.
 */
function childRows(db: Db, ctx: RequestContext, c: ChildDef, parentIds: string[]): Promise<Row[]> {
  const child = repositoryOf(c.def());
  return child.list(db, beyondDataScope(ctx), {
    where: [inArray(child.col(c.foreignKey), parentIds)],
    limit: LIST_CAP,
  });
}

interface ChildPlan {
  child: ChildDef;
  items: { id: string | undefined; values: Row; path: string }[];
}

/**
 * A hook context over a transaction of its own, for work outside a request (a scheduled job's): its after-commit work
 * runs once the transaction has committed.
 */
export async function hookTransaction<T>(
  db: Db,
  ctx: RequestContext,
  work: (h: HookContext) => Promise<T>,
): Promise<T> {
  const after: (() => Promise<void> | void)[] = [];
  const out = await db.transaction((tx) => work({ tx, ctx, afterCommit: (fn) => after.push(fn), changed: () => {} }));
  for (const fn of after) await fn();
  return out;
}

export function hasId(body: unknown): boolean {
  const id = (body as Row | null)?.id;
  return id !== undefined && id !== null && id !== '' && id !== 0;
}

/** The client's `version` of the record it changes, when it sent one (a whole number). */
export function versionOf(body: Row): number | undefined {
  if (body.version === undefined || body.version === null || body.version === '') return undefined;
  const v = Number(body.version);
  if (!Number.isInteger(v)) throw badRequest(VERSION_NOT_WHOLE);
  return v;
}
