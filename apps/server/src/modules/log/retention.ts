import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import { logApiTable, logErrorTable, logUsualTable } from './tables';

/** The logs a retention job empties, each by its own parameter. */
export const LOG_TABLES = { error: logErrorTable, api: logApiTable, usual: logUsualTable } as const;
export type LogName = keyof typeof LOG_TABLES;

/**
 * Deletes the tenant's entries of one log written before `before` (yyyy-MM-dd HH:mm:ss), in batches so a long backlog
 * neither holds one huge transaction nor outlives a shutdown: `signal` is checked between batches. Answers how many
 * went. Retention is removal for good — the entries are diagnostics and traces, not business records.
 */
export async function purgeLogBefore(
  db: Db,
  ctx: RequestContext,
  log: LogName,
  before: string,
  signal?: AbortSignal,
  batch = 1000,
): Promise<number> {
  const t = LOG_TABLES[log];
  const old = and(eq(t.tenantId, ctx.tenantId), lt(t.createTime, before));
  let removed = 0;
  for (;;) {
    signal?.throwIfAborted();
    const ids = (await db.select({ id: t.id }).from(t).where(old).limit(batch)).map((r: { id: string }) => r.id);
    if (!ids.length) return removed;
    const gone = await db
      .delete(t)
      .where(and(old, inArray(t.id, ids)))
      .returning({ id: t.id });
    removed += gone.length;
    if (ids.length < batch) return removed;
  }
}
