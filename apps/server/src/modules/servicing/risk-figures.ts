// The ledger's figures behind 风控指数 (riskIndex): the active IOUs by class with the provision they hold, by days
// past due, how their classes moved since the last month-end snapshot (台账历史), and the lessees most at risk —
// aggregates in SQL over fl_iou (and fl_standing_book_history), never rows.
import { DPD_BUCKETS } from '@flp/shared/finance';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { selectRows as rows } from '../../platform/db/raw';
import type { RequestContext } from '../../platform/tenancy/context';

export interface RiskFigures {
  byClass: { riskLevel: string; iouCount: number; outstandingPrincipal: string; provision: string }[];
  overduePrincipal: string;
  dpdBuckets: { bucket: string; iouCount: number; outstandingPrincipal: string; overduePrincipal: string }[];
  /** The month-end snapshot the migration starts from (yyyy-MM), or null when none was taken yet. */
  migrationSince: string | null;
  /** IOUs of the snapshot by their class then and now (an IOU settled since is `SETTLED` now). */
  migration: { fromLevel: string; toLevel: string; iouCount: number; outstandingPrincipal: string }[];
  /** Lessees with an active IOU past due or classed below 正常, by outstanding principal (at most `top`). */
  atRisk: {
    customerId: string;
    iouCount: number;
    outstandingPrincipal: string;
    overduePrincipal: string;
    maxDpd: number;
    worstLevel: string;
  }[];
}

const ACTIVE = (tenantId: string) =>
  sql`tenant_id = ${tenantId} AND is_deleted = 0 AND iou_state = 'active' AND coalesce(transferred, '0') <> '1'`;

/** The worst class of a group of IOUs (an aggregate). */
const WORST_LEVEL = sql`(array_agg(coalesce(risk_level, 'NORMAL') ORDER BY CASE coalesce(risk_level, 'NORMAL')
  WHEN 'LOSS' THEN 5 WHEN 'DOUBTFUL' THEN 4 WHEN 'SUBSTANDARD' THEN 3 WHEN 'SPECIAL_MENTION' THEN 2 ELSE 1 END DESC))[1]`;

/** The bucket of a DPD column, by the shared bounds (so SQL and the screen agree). */
function bucketOf(column: SQL): SQL {
  const whens = DPD_BUCKETS.map((b) =>
    b.to === null
      ? sql`WHEN ${column} >= ${b.from} THEN ${b.key}`
      : sql`WHEN ${column} BETWEEN ${b.from} AND ${b.to} THEN ${b.key}`,
  );
  return sql`CASE ${sql.join(whens, sql` `)} END`;
}

export async function riskFigures(db: Db, ctx: RequestContext, top = 10): Promise<RiskFigures> {
  const t = ctx.tenantId;
  const byClass = await rows<RiskFigures['byClass'][number]>(
    db,
    sql`
    SELECT coalesce(risk_level, 'NORMAL') AS "riskLevel", count(*)::int AS "iouCount",
      coalesce(sum(outstanding_principal), 0)::numeric(20, 2)::text AS "outstandingPrincipal",
      coalesce(sum(provision), 0)::numeric(20, 2)::text AS provision
    FROM fl_iou WHERE ${ACTIVE(t)} GROUP BY 1`,
  );
  const [overdue] = await rows<{ overduePrincipal: string }>(
    db,
    sql`SELECT coalesce(sum(overdue_principal), 0)::numeric(20, 2)::text AS "overduePrincipal" FROM fl_iou WHERE ${ACTIVE(t)}`,
  );
  const dpdBuckets = await rows<RiskFigures['dpdBuckets'][number]>(
    db,
    sql`
    SELECT ${bucketOf(sql`dpd`)} AS bucket, count(*)::int AS "iouCount",
      coalesce(sum(outstanding_principal), 0)::numeric(20, 2)::text AS "outstandingPrincipal",
      coalesce(sum(overdue_principal), 0)::numeric(20, 2)::text AS "overduePrincipal"
    FROM fl_iou WHERE ${ACTIVE(t)} AND dpd > 0 GROUP BY 1`,
  );
  const [since] = await rows<{ yearMonth: string | null }>(
    db,
    sql`SELECT max(year_month) AS "yearMonth" FROM fl_standing_book_history WHERE tenant_id = ${t} AND is_deleted = 0`,
  );
  const migration = since?.yearMonth
    ? await rows<RiskFigures['migration'][number]>(
        db,
        sql`
        SELECT coalesce(h.risk_level, 'NORMAL') AS "fromLevel",
          CASE WHEN i.iou_state = 'active' THEN coalesce(i.risk_level, 'NORMAL') ELSE 'SETTLED' END AS "toLevel",
          count(*)::int AS "iouCount",
          coalesce(sum(CASE WHEN i.iou_state = 'active' THEN i.outstanding_principal ELSE 0 END), 0)::numeric(20, 2)::text
            AS "outstandingPrincipal"
        FROM fl_standing_book_history h
        JOIN fl_iou i ON i.id = h.iou_id AND i.tenant_id = h.tenant_id AND i.is_deleted = 0
        WHERE h.tenant_id = ${t} AND h.is_deleted = 0 AND h.year_month = ${since.yearMonth}
          AND h.iou_state = 'active'
        GROUP BY 1, 2`,
      )
    : [];
  const atRisk = await rows<RiskFigures['atRisk'][number]>(
    db,
    sql`
    SELECT customer_id::text AS "customerId", count(*)::int AS "iouCount",
      sum(outstanding_principal)::numeric(20, 2)::text AS "outstandingPrincipal",
      sum(coalesce(overdue_principal, 0))::numeric(20, 2)::text AS "overduePrincipal",
      max(coalesce(dpd, 0))::int AS "maxDpd",
      ${WORST_LEVEL} AS "worstLevel"
    FROM fl_iou WHERE ${ACTIVE(t)}
    GROUP BY customer_id
    HAVING max(coalesce(dpd, 0)) > 0 OR bool_or(coalesce(risk_level, 'NORMAL') <> 'NORMAL')
    ORDER BY sum(outstanding_principal) DESC, customer_id
    LIMIT ${top}`,
  );
  return {
    byClass,
    overduePrincipal: overdue?.overduePrincipal ?? '0.00',
    dpdBuckets,
    migrationSince: since?.yearMonth ?? null,
    migration,
    atRisk,
  };
}

/** A lessee's standing over its active IOUs (not sold without recourse), as its post-lease checks read it. */
export interface LesseeStanding {
  customerId: string;
  iouCount: number;
  outstandingPrincipal: string;
  /** Overdue principal and interest. */
  overdueAmount: string;
  /** The most periods overdue on one IOU. */
  overduePeriods: number;
  maxDpd: number;
  worstLevel: string;
  /** Its first disbursement still active (yyyy-MM-dd). */
  firstLoanDate: string;
}

/** The standing of the lessees named (every lessee with an active IOU when none are named). */
export function lesseeStandings(db: Db, ctx: RequestContext, customerIds?: readonly string[]) {
  const named = customerIds
    ? sql`AND customer_id = ANY(${`{${customerIds.filter((x) => /^\d+$/.test(x)).join(',')}}`}::bigint[])`
    : sql``;
  return rows<LesseeStanding>(
    db,
    sql`
    SELECT customer_id::text AS "customerId", count(*)::int AS "iouCount",
      sum(outstanding_principal)::numeric(20, 2)::text AS "outstandingPrincipal",
      sum(coalesce(overdue_principal, 0) + coalesce(overdue_interest, 0))::numeric(20, 2)::text AS "overdueAmount",
      max(coalesce(overdue_periods, 0))::int AS "overduePeriods", max(coalesce(dpd, 0))::int AS "maxDpd",
      ${WORST_LEVEL} AS "worstLevel", to_char(min(loan_date), 'YYYY-MM-DD') AS "firstLoanDate"
    FROM fl_iou WHERE ${ACTIVE(ctx.tenantId)} ${named}
    GROUP BY customer_id
    ORDER BY customer_id`,
  );
}
