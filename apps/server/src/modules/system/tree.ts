import { like, or } from 'drizzle-orm';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import { type TreeNode as Node, forest, nodeTree, toNode } from '../../platform/crud/tree';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import { splitIds } from './identity';
import { menuEnglishName } from './seed';

/** The system screens' tree rules; the generic tree machinery is platform/crud/tree.ts. */
export { forest, nodeTree };

/** A picker node; a menu's also carries its code and its English name (`nameEn`, from its declaration). */
export type TreeNode = Node & { code?: string; nameEn?: string | null; children?: TreeNode[] };

/** A menu's picker node: its name, its code and its English name. */
export function menuNode(row: Row): TreeNode {
  return { ...toNode(row, 'name'), code: String(row.code ?? ''), nameEn: menuEnglishName(row.code) ?? null };
}

/** Menu rows → picker node forest. */
export function menuNodeTree(rows: Row[]): TreeNode[] {
  return forest(rows.map(menuNode));
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
