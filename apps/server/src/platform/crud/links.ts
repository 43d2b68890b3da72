import { type SQL, and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { nextId } from '../db/id';
import type { RequestContext } from '../tenancy/context';

type LinkTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/**
 * A tenant's link rows (role ↔ menu, role ↔ scope, top menu ↔ menu): not records of their own, but still the caller's
 * tenant's alone. Every read, delete and insert goes through here, so the tenant condition is never written by hand.
 */
export class TenantLinks<T extends LinkTable> {
  constructor(readonly table: T) {}

  private where(ctx: RequestContext, conds: (SQL | undefined)[]): SQL {
    return and(eq(this.table.tenantId, ctx.tenantId), ...conds) as SQL;
  }

  /** The columns picked from the tenant's rows matching the conditions. */
  select<F extends Record<string, PgColumn>>(db: Db, ctx: RequestContext, fields: F, ...conds: (SQL | undefined)[]) {
    return db
      .select(fields)
      .from(this.table as PgTable)
      .where(this.where(ctx, conds));
  }

  async remove(db: Db, ctx: RequestContext, ...conds: (SQL | undefined)[]) {
    await db.delete(this.table).where(this.where(ctx, conds));
  }

  /** Inserts rows for the caller's tenant (id and tenant set here), a thousand per statement. */
  async insert(db: Db, ctx: RequestContext, rows: Record<string, unknown>[]) {
    const values = rows.map((r) => ({ ...r, id: nextId(), tenantId: ctx.tenantId }));
    for (let i = 0; i < values.length; i += 1000)
      await db.insert(this.table).values(values.slice(i, i + 1000) as never);
  }
}
