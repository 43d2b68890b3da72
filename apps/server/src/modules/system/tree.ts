import { l } from '@flp/shared';
import { type SQL, count, inArray, like, or } from 'drizzle-orm';
import { CONTROL_PARAMS } from '../../platform/crud/query';
import { type ResourceRepository, type Row, nounOf } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { isId } from '../../platform/db/id';
import { badRequest, forbidden, invalidField } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { splitIds } from './identity';

/**
 * Trees of API-CONVENTIONS.md: nodes `{id, parentId ('0' is the root), title, key, value, children?, hasChildren?}`
 * for pickers, and full records with `children` for tree tables. `children` is omitted when empty. One builder
 * (`forest`) serves every tree-shaped resource (departments, roles, menus, dictionaries...).
 */

export const ROOT_ID = '0';

export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
  /** A menu's code: the web app finds the menu's label in the user's language by it. */
  code?: string;
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

/** A menu's picker node: its name, and its code for the label in other languages. */
export function menuNode(row: Row): TreeNode {
  return { ...toNode(row, 'name'), code: String(row.code ?? '') };
}

/** Menu rows → picker node forest. */
export function menuNodeTree(rows: Row[]): TreeNode[] {
  return forest(rows.map(menuNode));
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

/**
 * The `parentId` query parameter of lazy calls: '0' when absent, else an id.
 */
export function parentParam(raw: unknown): string {
  if (raw === undefined || raw === null || String(raw).trim() === '') return ROOT_ID;
  const v = String(raw).trim();
  if (v !== ROOT_ID && !isId(v))
    throw invalidField('parentId', l(`无效的上级 ID: ${v}`, `Not a valid parent id: ${v}`));
  return v;
}

/** Tree calls take a `tenantId` parameter (as BladeX clients send it); it may only name the caller's own tenant. */
export function assertOwnTenant(ctx: RequestContext, raw: unknown) {
  if (raw === undefined || raw === null || String(raw).trim() === '') return;
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
  const parentId =
    rawParentId === undefined || rawParentId === null || String(rawParentId).trim() === ''
      ? ROOT_ID
      : String(rawParentId).trim();
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
    const all = await repo.list(db, ctx, { limit: 100000 });
    if (subtreeIds(all, selfId).has(parentId))
      throw invalidField('parentId', l('父节点不可选择自身的子节点!', 'A node cannot move under its own descendant'));
  }
  return parent;
}

/**
 * Refuses removing records that still have children outside the removed set (BladeX: '请先删除子节点!').
 */
export async function refuseWithChildren(db: Db, repo: ResourceRepository, ctx: RequestContext, rows: Row[]) {
  const ids = rows.map((r) => String(r.id));
  const removing = new Set(ids);
  const kids = await repo.list(db, ctx, { where: [inArray(repo.col('parentId'), ids)] });
  const left = kids.filter((k) => !removing.has(String(k.id)));
  if (left.length) throw badRequest(l('请先删除子节点!', 'Remove the child nodes first'));
}

/** Whether a list query carries a search condition (besides the given parameters). */
export function hasSearch(q: Record<string, unknown>, own: string[]): boolean {
  return Object.entries(q).some(
    ([k, v]) => !CONTROL_PARAMS.has(k) && !own.includes(k) && v !== undefined && v !== null && String(v).trim() !== '',
  );
}

/**
 * Records of `repo` that the users of the tenant still reference through the comma-list column `field` (deptId,
 * roleId, postId). A LIKE narrows the users, the exact comparison decides.
 */
export async function stillUsed(
  db: Db,
  users: ResourceRepository,
  ctx: RequestContext,
  field: 'deptId' | 'roleId' | 'postId',
  rows: Row[],
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const col = users.col(field);
  const found = await users.list(db, ctx, { where: [or(...rows.map((r) => like(col, `%${String(r.id)}%`)))!] });
  const used = new Set(found.flatMap((u) => splitIds(u[field])));
  return rows.filter((r) => used.has(String(r.id)));
}
