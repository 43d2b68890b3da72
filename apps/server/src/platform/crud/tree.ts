import { type ResourceDef, type StandardRoute, l } from '@flp/shared';
import { type SQL, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { isId } from '../db/id';
import { ok } from '../http/envelope';
import { badRequest, forbidden, invalidField } from '../http/errors';
import type { RequestContext } from '../tenancy/context';
import { listQuerySchema } from './openapi';
import { CONTROL_PARAMS } from './query';
import { type ResourceRepository, type Row, nounOf } from './repository';
import type { ResourceHooks, ResourceService } from './service';

/**
 * Trees of API-CONVENTIONS.md: nodes `{id, parentId ('0' is the root), title, key, value, children?, hasChildren?}`
 * for pickers, and full records with `children` for tree tables. `children` is omitted when empty. One builder
 * (`forest`) serves every tree-shaped resource; a definition with `tree: true` gets the tree calls
 * (`registerTreeRoutes`) and the tree write rules (`withTreeRules`) from here.
 */

export const ROOT_ID = '0';

/** A tree holds at most this many records: the whole-tree calls read them all. */
const WHOLE_TREE = 100_000;

export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
}

export type Nested<T> = T & { children?: Nested<T>[]; hasChildren?: boolean };

export interface ForestOptions<T> {
  id?: (item: T) => string;
  parentId?: (item: T) => string;
  /** Items that never get a `children` key (buttons under their menu). */
  leaf?: (item: T) => boolean;
  /** Set `hasChildren` on every non-leaf item (tree tables). */
  hasChildren?: boolean;
}

const defaultId = (item: unknown) => String((item as Row).id);
const defaultParent = (item: unknown) => parentOf(item as Row);
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The parent id of a row, '0' when it has none. */
export function parentOf(row: Row): string {
  const p = row.parentId;
  return p === null || p === undefined || p === '' ? ROOT_ID : String(p);
}

/**
 * Nests items by their parent id, keeping the input order among siblings. An item whose parent is not among the
 * items is a root (a filtered list still shows every match). Items are copied, never changed; a cycle in the data
 * (which writes refuse, but old data may hold) is broken instead of producing a structure JSON cannot encode.
 */
export function forest<T extends object>(items: T[], opts: ForestOptions<T> = {}): Nested<T>[] {
  const idOf = opts.id ?? defaultId;
  const parentIdOf = opts.parentId ?? defaultParent;
  const ids = new Set(items.map(idOf));
  const byParent = new Map<string, T[]>();
  const roots: T[] = [];
  for (const item of items) {
    const p = parentIdOf(item);
    if (p === ROOT_ID || !ids.has(p) || p === idOf(item)) roots.push(item);
    else {
      const list = byParent.get(p);
      if (list) list.push(item);
      else byParent.set(p, [item]);
    }
  }
  const seen = new Set<string>();
  const build = (item: T): Nested<T> => {
    const id = idOf(item);
    seen.add(id);
    const out = { ...item } as Nested<T>;
    if (opts.leaf?.(item)) return out;
    const kids = (byParent.get(id) ?? []).filter((k) => !seen.has(idOf(k))).map(build);
    if (kids.length) out.children = kids;
    if (opts.hasChildren) out.hasChildren = kids.length > 0;
    return out;
  };
  const out = roots.map(build);
  // Whatever a cycle kept from being reached hangs from its first unreached member.
  for (const item of items) if (!seen.has(idOf(item))) out.push(build(item));
  return out;
}

/** A picker node for a row: title from the given field, key and value the id. */
export function toNode(row: Row, titleField: string): TreeNode {
  const id = String(row.id);
  return { id, parentId: parentOf(row), title: String(row[titleField] ?? ''), key: id, value: id };
}

/** Rows → picker node forest. */
export function nodeTree(rows: Row[], titleField: string): TreeNode[] {
  return forest(rows.map((r) => toNode(r, titleField)));
}

/** Rows → tree-table records (each with `hasChildren`, and `children` when it has some). */
export function recordTree(rows: Row[], toWire: (row: Row) => Row = (r) => r): Nested<Row>[] {
  return forest(rows.map(toWire), { hasChildren: true });
}

/** Ids of `id` and all its descendants among the rows. */
export function subtreeIds(rows: Row[], id: string): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const r of rows) {
    const p = parentOf(r);
    const list = byParent.get(p);
    if (list) list.push(String(r.id));
    else byParent.set(p, [String(r.id)]);
  }
  const out = new Set<string>([id]);
  const todo = [id];
  while (todo.length) {
    for (const c of byParent.get(todo.pop()!) ?? []) {
      if (!out.has(c)) {
        out.add(c);
        todo.push(c);
      }
    }
  }
  return out;
}

/** Ids of the rows' ancestors (not the rows themselves) found among `all`. */
export function ancestorIds(all: Row[], ids: Iterable<string>): Set<string> {
  const byId = new Map(all.map((r) => [String(r.id), r]));
  const out = new Set<string>();
  for (const id of ids) {
    let p = byId.get(id) ? parentOf(byId.get(id)!) : ROOT_ID;
    while (p !== ROOT_ID && !out.has(p) && byId.has(p)) {
      out.add(p);
      p = parentOf(byId.get(p)!);
    }
  }
  return out;
}

/** How many live children each of the given parents has (tenant-scoped through the repository). */
export async function childCounts(
  db: Db,
  repo: ResourceRepository,
  ctx: RequestContext,
  parentIds: string[],
  ...extra: SQL[]
): Promise<Map<string, number>> {
  if (parentIds.length === 0) return new Map();
  const parent = repo.table.parentId; // (the table's own column type, which select and groupBy accept)
  const rows = await db
    .select({ parentId: parent, n: count() })
    .from(repo.table)
    .where(repo.scope(ctx, inArray(parent, parentIds), ...extra))
    .groupBy(parent);
  return new Map(rows.map((r) => [String(r.parentId), Number(r.n)]));
}

/** Marks each item with `hasChildren` from the counts. */
export function withHasChildren<T extends object>(items: T[], counts: Map<string, number>, idOf = defaultId) {
  return items.map((i) => ({ ...i, hasChildren: (counts.get(idOf(i)) ?? 0) > 0 }));
}

/** The `parentId` query parameter of lazy calls: '0' when absent, else an id. */
export function parentParam(raw: unknown): string {
  if (blank(raw)) return ROOT_ID;
  const v = String(raw).trim();
  if (v !== ROOT_ID && !isId(v))
    throw invalidField('parentId', l(`无效的上级 ID: ${v}`, `Not a valid parent id: ${v}`));
  return v;
}

/** Tree calls take a `tenantId` parameter (as BladeX clients send it); it may only name the caller's own tenant. */
export function assertOwnTenant(ctx: RequestContext, raw: unknown) {
  if (blank(raw)) return;
  if (String(raw).trim() !== ctx.tenantId)
    throw forbidden(l('不可查看其他租户的数据', 'The data of another tenant cannot be viewed'));
}

/**
 * Checks the `parentId` of a tree record being written: '0' (root) or a live record of the same resource in the
 * caller's tenant, never the record itself or one of its descendants. Returns the parent row (undefined for root).
 */
export async function checkParent(
  db: Db,
  repo: ResourceRepository,
  ctx: RequestContext,
  rawParentId: unknown,
  selfId?: string,
): Promise<Row | undefined> {
  const parentId = blank(rawParentId) ? ROOT_ID : String(rawParentId).trim();
  if (parentId === ROOT_ID) return undefined;
  if (!isId(parentId))
    throw invalidField('parentId', l(`无效的上级 ID: ${parentId}`, `Not a valid parent id: ${parentId}`));
  if (selfId && parentId === selfId)
    throw invalidField('parentId', l('父节点不可选择自身!', 'A node cannot be its own parent'));
  const parent = await repo.findById(db, ctx, parentId);
  if (!parent) {
    const n = nounOf(repo.def);
    throw invalidField(
      'parentId',
      l(`上级${n['zh-CN']}不存在: ${parentId}`, `No such parent ${n['en-US']}: ${parentId}`),
    );
  }
  if (selfId) {
    const all = await repo.list(db, ctx, { limit: WHOLE_TREE });
    if (subtreeIds(all, selfId).has(parentId))
      throw invalidField('parentId', l('父节点不可选择自身的子节点!', 'A node cannot move under its own descendant'));
  }
  return parent;
}

/** Refuses removing records that still have children outside the removed set (BladeX: '请先删除子节点!'). */
export async function refuseWithChildren(db: Db, repo: ResourceRepository, ctx: RequestContext, rows: Row[]) {
  const ids = rows.map((r) => String(r.id));
  const removing = new Set(ids);
  const kids = await repo.list(db, ctx, { where: [inArray(repo.col('parentId'), ids)] });
  const left = kids.filter((k) => !removing.has(k.id));
  if (left.length) throw badRequest(l('请先删除子节点!', 'Remove the child nodes first'));
}

/** Whether a list query carries a search condition (besides the given parameters). */
export function hasSearch(q: Record<string, unknown>, own: string[]): boolean {
  return Object.entries(q).some(([k, v]) => !CONTROL_PARAMS.has(k) && !own.includes(k) && !blank(v));
}

/**
 * The write rules every tree keeps, run before the module's own hooks: the parent is '0' or a record of the tenant,
 * never the record itself or below it (stored as the parent's id, '0' for roots); a record with children stays.
 */
export function withTreeRules(repo: ResourceRepository, hooks: ResourceHooks): ResourceHooks {
  return {
    ...hooks,
    async beforeCreate(h, values, body) {
      const parent = await checkParent(h.tx, repo, h.ctx, values.parentId);
      values.parentId = parent ? String(parent.id) : ROOT_ID;
      await hooks.beforeCreate?.(h, values, body);
    },
    async beforeUpdate(h, values, current, body) {
      if (Object.hasOwn(values, 'parentId')) {
        const parent = await checkParent(h.tx, repo, h.ctx, values.parentId, current.id);
        values.parentId = parent ? String(parent.id) : ROOT_ID;
      }
      await hooks.beforeUpdate?.(h, values, current, body);
    },
    async beforeRemove(h, rows) {
      await refuseWithChildren(h.tx, repo, h.ctx, rows);
      await hooks.beforeRemove?.(h, rows);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The tree calls

/** How one resource's tree calls differ from the plain ones. */
export interface TreeRouteOptions {
  /** The picker node of a row (default: titled by the definition's titleField). */
  node?: (row: Row) => TreeNode;
  /** Conditions of the picker trees, from their query (menus without buttons; one dictionary's code). */
  pickerWhere?: (query: Row) => SQL[];
  /** The query parameters `pickerWhere` reads, for the documentation. */
  pickerParams?: Record<string, object>;
}

const query = (req: FastifyRequest) => (req.query ?? {}) as Row;
const TENANT_PARAM = { tenantId: { type: 'string', description: "the caller's own tenant (others are refused)" } };
const PARENT_PARAM = { parentId: { type: 'string', description: "parent id, '0' (default) for the top level" } };
/** Parameters of the tree calls that are not filters. */
const OWN_PARAMS = ['parentId', 'tenantId'];

/** The whole tree table: every matching record, nested, each with `hasChildren`. */
export async function treeTable(service: ResourceService, req: FastifyRequest, where: SQL[] = []) {
  const q = query(req);
  assertOwnTenant(req.ctx, q.tenantId);
  return recordTree(await service.list(req.ctx, q, { req, where, params: ['tenantId'] }));
}

/**
 * One level of the tree table under `?parentId=` (the top by default), each record with `hasChildren` counted among
 * the records `only` admits. As BladeX: a search without a parent looks through the whole tree.
 */
export async function treeLevel(service: ResourceService, req: FastifyRequest, only: SQL[] = []) {
  const { repo } = service;
  const q = query(req);
  assertOwnTenant(req.ctx, q.tenantId);
  const parentId = parentParam(q.parentId);
  const everywhere = hasSearch(q, OWN_PARAMS) && parentId === ROOT_ID;
  const level = everywhere ? [] : [eq(repo.col('parentId'), parentId)];
  const rows = await service.list(req.ctx, q, { req, where: [...only, ...level], params: OWN_PARAMS });
  const ids = rows.map((r) => r.id);
  return withHasChildren(rows, await childCounts(service.db, repo, req.ctx, ids, ...only));
}

/**
 * Registers the tree calls BladeX uses for a `tree: true` definition, those of `routes` among them: `list` (the
 * tree table), `lazy-list` (one level of it), `tree` (the picker tree) and `lazy-tree` (one level of it). Picker
 * trees are for every signed-in user of the tenant (forms pick departments, roles, dictionaries), except the
 * platform-wide resources', which only the platform's administrators see.
 */
export function registerTreeRoutes(
  app: FastifyInstance,
  service: ResourceService,
  routes: ReadonlySet<StandardRoute>,
  paths: (name: StandardRoute) => string[],
  opts: TreeRouteOptions = {},
) {
  const { def, repo, db } = service;
  const platformOnly = def.scope === 'platform';
  const view = { permission: `${def.permission}_view`, platformOnly };
  const picker = { permission: platformOnly ? view.permission : null, platformOnly };
  const tag = def.label['en-US'];
  const summary = (what: string) => `${def.label['zh-CN']} — ${what}`;
  const node = opts.node ?? nodeOf(def);
  const pickerWhere = (q: Row) => opts.pickerWhere?.(q) ?? [];
  const filters = listQuerySchema(def);
  const get = (
    name: StandardRoute,
    route: { config: object; schema: object; handler: (req: FastifyRequest) => unknown },
  ) => {
    if (!routes.has(name)) return;
    for (const url of paths(name))
      app.get(url, {
        ...route,
        config: { ...route.config, paths: paths(name) },
        schema: { tags: [tag], ...route.schema },
      });
  };

  get('list', {
    config: view,
    schema: {
      summary: summary('every record as a tree table (children, hasChildren), filtered'),
      querystring: { ...filters, properties: { ...filters.properties, ...TENANT_PARAM } },
    },
    handler: async (req) => ok(await treeTable(service, req)),
  });

  get('lazyList', {
    config: view,
    schema: {
      summary: summary('one level of the tree table, each record with hasChildren (a search looks at every level)'),
      querystring: { ...filters, properties: { ...filters.properties, ...PARENT_PARAM, ...TENANT_PARAM } },
    },
    handler: async (req) => ok(await treeLevel(service, req)),
  });

  get('tree', {
    config: picker,
    schema: {
      summary: summary('the picker tree ({id, parentId, title, key, value, children})'),
      querystring: { type: 'object', properties: { ...opts.pickerParams, ...TENANT_PARAM } },
    },
    handler: async (req) => {
      const q = query(req);
      assertOwnTenant(req.ctx, q.tenantId);
      const rows = await repo.list(db, req.ctx, { where: pickerWhere(q), limit: WHOLE_TREE });
      return ok(forest(rows.map(node)));
    },
  });

  get('lazyTree', {
    config: picker,
    schema: {
      summary: summary('one level of the picker tree, each node with hasChildren'),
      querystring: { type: 'object', properties: { ...opts.pickerParams, ...PARENT_PARAM, ...TENANT_PARAM } },
    },
    handler: async (req) => {
      const q = query(req);
      assertOwnTenant(req.ctx, q.tenantId);
      const only = pickerWhere(q);
      const level = eq(repo.col('parentId'), parentParam(q.parentId));
      const rows = await repo.list(db, req.ctx, { where: [...only, level], limit: WHOLE_TREE });
      const counts = await childCounts(
        db,
        repo,
        req.ctx,
        rows.map((r) => r.id),
        ...only,
      );
      return ok(withHasChildren(rows.map(node), counts));
    },
  });
}

/** The default picker node: titled by the definition's titleField (which defineResource asks of every tree). */
function nodeOf(def: ResourceDef): (row: Row) => TreeNode {
  return (row) => toNode(row, def.titleField!);
}
