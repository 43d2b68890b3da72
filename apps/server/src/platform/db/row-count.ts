import { and, eq } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { sharedCountsReadable, tenantIsolation } from './row-security';

/**
 * Live rows (`is_deleted = 0`) per resource table and tenant, kept by statement-level triggers in the same transaction
 * as the write (migration `row_counts_for_totals`, function `flp_track_live_rows`): every writer is counted — the
 * repository, seeds, hand-written SQL, the bench generator. Tables without a tenant column count under ''. The
 * unfiltered total of a page reads this row instead of counting the table (docs/decisions.md, "Totals that stay cheap").
 */
export const rowCountTable = pgTable(
  'flp_row_count',
  {
    tableName: varchar('table_name', { length: 64 }).notNull(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    liveRows: bigint('live_rows', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.tenantId] }), tenantIsolation(), sharedCountsReadable()],
);

/** The live rows of one table in one tenant ('' for tables without tenants), exact as of the reader's snapshot. */
export async function liveRows(db: Db, tableName: string, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: rowCountTable.liveRows })
    .from(rowCountTable)
    .where(and(eq(rowCountTable.tableName, tableName), eq(rowCountTable.tenantId, tenantId)));
  return Number(row?.n ?? 0);
}
