// Month-end snapshots of the standing book (fl_standing_book_history): every IOU's line as it stands, copied in one
// set-based statement. Idempotent: (tenant, yearMonth, iouId) is unique, so taking a month again updates its figures
// in place (the remarks staff wrote stay) and drops the lines of IOUs removed since.
import { STANDING_BOOK_FIGURES, l, snake } from '@flp/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { nextId } from '../../../platform/db/id';
import { badRequest } from '../../../platform/http/errors';
import type { JobDef } from '../../../platform/jobs/types';
import type { RequestContext } from '../../../platform/tenancy/context';
import { businessDate } from '../ledger';

/** The last day of `yyyy-MM`. */
export function monthEnd(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The month before the one `date` (yyyy-MM-dd) falls in, as yyyy-MM. */
export function previousMonth(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 2, 1));
  return d.toISOString().slice(0, 7);
}

/** The line's columns a snapshot keeps (the book's figures, with the state, DPD and class). */
const FIGURES = [...STANDING_BOOK_FIGURES, 'iouState', 'dpd', 'riskLevel'].map(snake);
const cols = (names: string[], prefix = '') => sql.raw(names.map((n) => `${prefix}${n}`).join(', '));

/**
 * Copies every IOU's standing-book line into month `asOf`'s yyyy-MM, as of `asOf` (the caller — the daily job's
 * month-end hook, the 1st-of-month job or an administrator — makes sure the IOUs' figures are that day's). Returns
 * how many lines the month holds.
 */
export async function snapshotMonthEnd(tx: Db, ctx: RequestContext, asOf: string): Promise<number> {
  const yearMonth = asOf.slice(0, 7);
  // Ids: one fresh time-ordered id, then consecutive ones (a 64-bit id's low 22 bits leave room for 4M lines).
  const base = nextId();
  const who = ctx.userId && /^\d+$/.test(ctx.userId) ? ctx.userId : null;
  const conflictSet = FIGURES.map((n) => `${n} = excluded.${n}`).join(', ');
  await tx.execute(sql`
    INSERT INTO fl_standing_book_history
      (id, tenant_id, year_month, as_of_date, iou_id, iou_no, contract_id, customer_id, ${cols(FIGURES)},
       create_user, create_time, update_user, update_time)
    SELECT ${base}::bigint + row_number() OVER (ORDER BY i.id), i.tenant_id, ${yearMonth}, ${asOf}::date, i.id,
       i.iou_no, i.contract_id, i.customer_id, ${cols(FIGURES, 'i.')},
       ${who}::bigint, now()::timestamp(0), ${who}::bigint, now()::timestamp(0)
    FROM fl_iou i
    WHERE i.tenant_id = ${ctx.tenantId} AND i.is_deleted = 0
    ON CONFLICT (tenant_id, year_month, iou_id) WHERE is_deleted = 0
    DO UPDATE SET as_of_date = excluded.as_of_date, iou_no = excluded.iou_no, contract_id = excluded.contract_id,
       customer_id = excluded.customer_id, ${sql.raw(conflictSet)}, update_time = excluded.update_time,
       version = fl_standing_book_history.version + 1`);
  // Lines of IOUs removed since an earlier take of the same month.
  await tx.execute(sql`
    UPDATE fl_standing_book_history h SET is_deleted = 1
    WHERE h.tenant_id = ${ctx.tenantId} AND h.year_month = ${yearMonth} AND h.is_deleted = 0
      AND NOT EXISTS (SELECT 1 FROM fl_iou i WHERE i.id = h.iou_id AND i.tenant_id = h.tenant_id AND i.is_deleted = 0)`);
  return countOf(tx, ctx, sql`year_month = ${yearMonth}`);
}

async function countOf(db: Db, ctx: RequestContext, where: SQL): Promise<number> {
  const res = (await db.execute(
    sql`SELECT count(*)::int AS n FROM fl_standing_book_history WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND ${where}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0].n);
}

/**
 * The dates the tenant's active IOUs' figures stand at (normally one: the daily job's last business date). A month
 * can be taken only when every one of them is that month's last day.
 */
async function activeAsOfDates(db: Db, ctx: RequestContext): Promise<string[]> {
  const res = (await db.execute(sql`
    SELECT DISTINCT coalesce(as_of_date::text, '') AS d FROM fl_iou
    WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_state = 'active'`)) as unknown as {
    rows: { d: string }[];
  };
  return res.rows.map((r) => r.d);
}

/** Why month `yearMonth` cannot be taken now (the figures stand at another day), or null when it can. */
export async function notTakeable(db: Db, ctx: RequestContext, yearMonth: string) {
  const end = monthEnd(yearMonth);
  const dates = (await activeAsOfDates(db, ctx)).filter((d) => d !== end);
  if (dates.length === 0) return null;
  const shown = dates.slice(0, 3).join(', ') || '-';
  return l(
    `借据的状态日期为 ${shown}, 不是 ${yearMonth} 的月末 (${end}), 不能生成该月台账快照`,
    `The IOUs' figures stand at ${shown}, not at the end of ${yearMonth} (${end}): that month cannot be taken`,
  );
}

/** Takes a month-end: the snapshot, and whatever follows it (the month's workbook filed as a report). */
export type TakeMonthEnd = (tx: Db, ctx: RequestContext, asOf: string) => Promise<number>;

/** An administrator takes (or takes again) a month by hand: refused unless the figures are that month-end's. */
export async function takeMonth(db: Db, ctx: RequestContext, yearMonth: string, take: TakeMonthEnd): Promise<number> {
  const why = await notTakeable(db, ctx, yearMonth);
  if (why) throw badRequest(why);
  return db.transaction((tx) => take(tx, ctx, monthEnd(yearMonth)));
}

/**
 * On the 1st of each month, early: last month's snapshot, when the daily job's month-end hook did not take it and the
 * IOUs' figures still stand at that month's last day (the job for the 1st has not run yet). Otherwise nothing.
 */
export const standingBookMonthEndJob = (take: TakeMonthEnd): JobDef => ({
  code: 'standing_book_month_end',
  name: l('资金台账月末快照', 'Standing book month-end snapshot'),
  cron: '30 0 1 * *',
  perTenant: true,
  async run({ db, ctx }) {
    const month = previousMonth(await businessDate(db, ctx));
    if ((await countOf(db, ctx, sql`year_month = ${month}`)) > 0)
      return l(`${month} 已有快照`, `${month} already taken`);
    const why = await notTakeable(db, ctx, month);
    if (why) return why;
    const n = await db.transaction((tx) => take(tx, ctx, monthEnd(month)));
    return l(`${month}: ${n} 条`, `${month}: ${n} lines`);
  },
});
