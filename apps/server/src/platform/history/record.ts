import { type ResourceDef, modify } from '@flp/shared';
import { ResourceRepository } from '../crud/repository';
import type { Db } from '../db/database';
import type { RequestContext } from '../tenancy/context';
import { type DiffOptions, type Row, diffRows } from './diff';
import { modifyHistoryTable } from './table';

export const historyRepo = new ResourceRepository(modify, modifyHistoryTable);

/**
 * Writes the modification history of one update in the caller's transaction (so a failed update leaves none): one
 * row per changed declared field of `def`, with the raw values and their text. `before` is the stored row, `after`
 * the row as written. Answers how many fields changed.
 */
export async function recordChanges(
  tx: Db,
  ctx: RequestContext,
  def: ResourceDef,
  before: Row,
  after: Row,
  opts: DiffOptions & { owner?: { def: ResourceDef; id: string } } = {},
): Promise<number> {
  const changes = await diffRows(def, before, after, opts);
  if (changes.length === 0) return 0;
  // A child's changes belong to its master's history (opts.owner), under the child's path.
  const ywlx = opts.owner?.def.name ?? def.name;
  const dataid = opts.owner?.id ?? String(after.id ?? before.id);
  // Listed newest first by id (ids grow): written in reverse, one update's fields then read in declaration order.
  const rows = changes.reverse().map((c) => ({ ...c, ywlx, dataid, createBy: ctx.account }));
  await historyRepo.insertMany(tx, ctx, rows);
  return rows.length;
}
