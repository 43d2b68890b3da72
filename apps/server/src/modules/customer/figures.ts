// What the dashboards ask of the customer module: counts, and where lessees are registered (never its table).
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { selectRows as rows } from '../../platform/db/raw';
import type { RequestContext } from '../../platform/tenancy/context';

export interface CustomerFigures {
  total: number;
  /** Created on or after these days (yyyy-MM-dd). */
  newSinceMonth: number;
  newSinceYear: number;
  /** By 客户类型 (idType: 1 natural person, 2 enterprise) and by 客户状态 (custState). */
  byType: { idType: number | null; count: number }[];
  byState: { custState: string | null; count: number }[];
}

/** The tenant's customers, company-wide (the dashboards' figures are not limited by the caller's data scope). */
export async function customerFigures(
  db: Db,
  ctx: RequestContext,
  since: { monthStart: string; yearStart: string },
): Promise<CustomerFigures> {
  const of = ctx.tenantId;
  const [totals] = await rows<{ total: number; newSinceMonth: number; newSinceYear: number }>(
    db,
    sql`SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE create_time >= ${since.monthStart}::date))::int AS "newSinceMonth",
        (count(*) FILTER (WHERE create_time >= ${since.yearStart}::date))::int AS "newSinceYear"
      FROM fl_customer WHERE tenant_id = ${of} AND is_deleted = 0`,
  );
  const byType = await rows<CustomerFigures['byType'][number]>(
    db,
    sql`SELECT id_type AS "idType", count(*)::int AS count FROM fl_customer
      WHERE tenant_id = ${of} AND is_deleted = 0 GROUP BY 1 ORDER BY 1`,
  );
  const byState = await rows<CustomerFigures['byState'][number]>(
    db,
    sql`SELECT cust_state AS "custState", count(*)::int AS count FROM fl_customer
      WHERE tenant_id = ${of} AND is_deleted = 0 GROUP BY 1 ORDER BY 1`,
  );
  return { ...totals, byType, byState };
}

/** The region code (GB/T 2260) of each of these customers that has one. */
export async function customerRegions(db: Db, ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const list = await rows<{ id: string; regionCode: string }>(
    db,
    sql`SELECT id::text AS id, region_code AS "regionCode" FROM fl_customer
      WHERE tenant_id = ${ctx.tenantId} AND region_code IS NOT NULL AND region_code <> ''
        AND id IN (${sql.join(
          ids.map((i) => sql`${i}::bigint`),
          sql`, `,
        )})`,
  );
  return new Map(list.map((r) => [r.id, r.regionCode]));
}
