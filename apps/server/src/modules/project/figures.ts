// What the dashboards ask of the project module: projects by chain state and those approved since a day.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw';
import type { RequestContext } from '../../platform/tenancy/context';

export interface ProjectFigures {
  total: number;
  /** Created on or after `yearStart`. */
  newSinceYear: number;
  /** By 项目状态: count and financed amount (融资金额). */
  byState: { projectState: string; count: number; financeAmount: string }[];
  /**
   * Projects that became 已批准 on or after `yearStart` (a transition writes the state change into the modification
   * history, which keeps the day), with their financed amount.
   */
  approvedSinceYear: number;
  approvedSinceYearAmount: string;
}

/** The tenant's projects, company-wide (not limited by the caller's data scope). */
export async function projectFigures(db: Db, ctx: RequestContext, yearStart: string): Promise<ProjectFigures> {
  const of = ctx.tenantId;
  const [totals] = await selectRows<{ total: number; newSinceYear: number }>(
    db,
    sql`SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE create_time >= ${yearStart}::date))::int AS "newSinceYear"
      FROM fl_project WHERE tenant_id = ${of} AND is_deleted = 0`,
  );
  const byState = await selectRows<ProjectFigures['byState'][number]>(
    db,
    sql`SELECT coalesce(project_state, 'draft') AS "projectState", count(*)::int AS count,
        coalesce(sum(finance_amount), 0)::text AS "financeAmount"
      FROM fl_project WHERE tenant_id = ${of} AND is_deleted = 0 GROUP BY 1 ORDER BY 1`,
  );
  const [approved] = await selectRows<{ count: number; amount: string }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(p.finance_amount), 0)::text AS amount
      FROM fl_project p
      WHERE p.tenant_id = ${of} AND p.is_deleted = 0 AND EXISTS (
        SELECT 1 FROM rzzl_modify_history h
        WHERE h.tenant_id = p.tenant_id AND h.ywlx = 'project' AND h.dataid = p.id::text AND h.is_deleted = 0
          AND h.ysmc = 'PROJECT_STATE' AND h.newval = 'approved' AND h.create_time >= ${yearStart}::date)`,
  );
  return { ...totals, byState, approvedSinceYear: approved.count, approvedSinceYearAmount: approved.amount };
}
