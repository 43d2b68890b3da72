// The daily overdue and classification job: as of a business date (today's, or any past one — a replay), every IOU
// whose state can have moved is derived again from its ledger (schedule in effect + counted receipts) by refreshIous
// — never by adding a day to stored figures — in chunks, each its own transaction; the rest only have their as-of
// date moved, in one UPDATE. Then the notices (each once per event) and, on a month's last day, the month-end
// handlers (the standing book's snapshot). Running a day twice changes nothing.
import { type Localized, l } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { type HookContext, hookTransaction } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import type { JobDef } from '../../../platform/jobs/types';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { MessageService } from '../../desk/message.service';
import { numberParam } from '../../system/params';
import { businessDate, refreshIous } from '../ledger';
import { sendWarnings } from './notices';

export const DAILY_JOB_CODE = 'servicing_daily';

export const DAILY_PARAMS = {
  /** IOUs derived per transaction. */
  chunkSize: { key: 'servicing.job.chunkSize', fallback: 500 },
} as const;

/** The day's reminders, after the derivation, in their own transaction (the reminder rules register here); how many. */
export type ReminderHandler = (h: HookContext, asOf: string) => Promise<number>;

/** Work for a month's last day, after the day's derivation, in its own transaction (the standing-book snapshot). */
export type MonthEndHandler = (tx: Db, ctx: RequestContext, asOf: string) => Promise<unknown>;

export interface DailyDeps {
  messages: MessageService;
  /** Registered by other areas through the overdue area's `onMonthEnd`. */
  monthEnd: MonthEndHandler[];
  /** Registered through the overdue area's `onReminders` (the reminder rules, servicing/remind). */
  reminders: ReminderHandler[];
}

export interface DailySummary {
  asOf: string;
  /** IOUs derived again. */
  derived: number;
  /** IOUs with nothing due and nothing overdue whose as-of date was moved. */
  moved: number;
  chunks: number;
  warnings: number;
  reminders: number;
  monthEnd: boolean;
}

/** The next calendar day of a yyyy-MM-dd date. */
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
export const isMonthEnd = (d: string) => nextDay(d).endsWith('-01');

/**
 * The IOUs whose state as of `asOf` may differ from what is stored: an unpaid period past its due date and grace days
 * by then (one due today, or within grace, is not overdue and accrues nothing: its figures hold), a stored state that
 * says overdue, penalty or credit, a counted receipt between the stored as-of date and `asOf` (for a replay, the
 * receipts after `asOf` — which also covers a period settled only after it), never derived yet, or settled after
 * `asOf` (a replay). One statement over the indexes (fl_repayment_schedule_row_iou_idx, fl_receipt_iou_date_idx).
 */
export async function candidateIous(db: Db, ctx: RequestContext, asOf: string): Promise<string[]> {
  const res = (await db.execute(sql`
    SELECT i.id::text AS id FROM fl_iou i
    WHERE i.tenant_id = ${ctx.tenantId} AND i.is_deleted = 0
      AND (i.iou_state = 'active' OR (i.iou_state = 'settled' AND i.settled_date > ${asOf}::date))
      AND (
        i.as_of_date IS NULL OR i.iou_state = 'settled'
        OR i.dpd > 0 OR i.overdue_periods > 0 OR i.penalty_amount > 0 OR i.credit_amount > 0
        OR EXISTS (
          SELECT 1 FROM fl_repayment_schedule_row r
          JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.effective = '1' AND s.is_deleted = 0
          WHERE r.tenant_id = i.tenant_id AND r.iou_id = i.id AND r.is_deleted = 0
            AND r.settled_on IS NULL AND r.due_date + COALESCE(i.grace_days, 0) < ${asOf}::date)
        OR EXISTS (
          SELECT 1 FROM fl_receipt p
          WHERE p.tenant_id = i.tenant_id AND p.iou_id = i.id AND p.is_deleted = 0 AND p.receipt_kind = 'rent'
            AND p.receipt_state IN ('verified', 'reviewed')
            AND p.receipt_date > LEAST(i.as_of_date, ${asOf}::date)
            AND p.receipt_date <= GREATEST(i.as_of_date, ${asOf}::date))
      )
    ORDER BY i.id`)) as unknown as { rows: { id: string }[] };
  return res.rows.map((r) => r.id);
}

/** Tenants whose daily run is under way in this process (PGlite's advisory locks are re-entrant in one session). */
const runningHere = new Set<string>();

export interface DailyOptions {
  /** Overrides the chunk-size parameter. */
  chunkSize?: number;
  signal?: AbortSignal;
}

/**
 * The day's run for the tenant of `caller` as of `asOf`: over every IOU of the tenant, whoever started it (the
 * scheduler, or staff with a data scope from 逾期管理) — the caller's context without its data scope.
 */
export async function runDaily(
  db: Db,
  caller: RequestContext,
  asOf: string,
  deps: DailyDeps,
  opts: DailyOptions = {},
): Promise<DailySummary> {
  const ctx = beyondDataScope(caller);
  if (runningHere.has(ctx.tenantId)) throw new Error(`the daily job is already running for tenant ${ctx.tenantId}`);
  runningHere.add(ctx.tenantId);
  try {
    const chunkSize = Math.max(1, Math.floor(opts.chunkSize ?? (await numberParam(db, ctx, DAILY_PARAMS.chunkSize))));
    const ids = await candidateIous(db, ctx, asOf);
    const summary: DailySummary = { asOf, derived: 0, moved: 0, chunks: 0, warnings: 0, reminders: 0, monthEnd: false };
    for (let i = 0; i < ids.length; i += chunkSize) {
      if (opts.signal?.aborted) throw new Error('stopped: the server is shutting down');
      await hookTransaction(db, ctx, async (h) => {
        const results = await refreshIous(h.tx, ctx, ids.slice(i, i + chunkSize), asOf, 'job');
        summary.derived += results.length;
        summary.warnings += await sendWarnings(h, deps.messages, asOf, results);
      });
      summary.chunks++;
    }
    // Everything else has nothing due and nothing overdue: its figures hold, only its as-of date moves.
    const moved = (await db.execute(sql`
      WITH moved AS (
        UPDATE fl_iou SET as_of_date = ${asOf}::date
        WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_state = 'active'
          AND as_of_date IS NOT NULL AND as_of_date <> ${asOf}::date
        RETURNING 1)
      SELECT count(*)::int AS n FROM moved`)) as unknown as { rows: { n: number }[] };
    summary.moved = Number(moved.rows[0]?.n ?? 0);
    for (const remind of deps.reminders) summary.reminders += await hookTransaction(db, ctx, (h) => remind(h, asOf));
    if (isMonthEnd(asOf) && deps.monthEnd.length) {
      for (const handler of deps.monthEnd) await db.transaction((tx) => handler(tx, ctx, asOf));
      summary.monthEnd = true;
    }
    return summary;
  } finally {
    runningHere.delete(ctx.tenantId);
  }
}

export const describeSummary = (s: DailySummary): Localized =>
  l(
    `业务日期 ${s.asOf}: 重算借据 ${s.derived} 笔 (${s.chunks} 批), 顺延 ${s.moved} 笔; 预警 ${s.warnings} 条, 提醒 ${s.reminders} 条${s.monthEnd ? '; 月末处理完成' : ''}`,
    `Business date ${s.asOf}: ${s.derived} IOUs derived (${s.chunks} chunks), ${s.moved} moved on; ${s.warnings} warnings, ${s.reminders} reminders${s.monthEnd ? '; month end done' : ''}`,
  );

/**
 * Each app's notice and month-end dependencies, by its database: the scheduler's registry holds one JobDef per code for
 * the process (tests build many apps in one), and a run knows its app by the `db` it is given.
 */
const depsByDb = new WeakMap<Db, DailyDeps>();

export function bindDailyDeps(db: Db, deps: DailyDeps) {
  depsByDb.set(db, deps);
}

/** 逾期与五级分类日终: early each morning, for every tenant, as of its business date. */
export const dailyJob: JobDef = {
  code: DAILY_JOB_CODE,
  name: l('逾期与五级分类日终', 'Overdue and classification (daily)'),
  cron: '10 1 * * *',
  perTenant: true,
  async run({ db, ctx, signal }) {
    const deps = depsByDb.get(db);
    if (!deps) throw new Error('the overdue area is not registered on this database');
    return describeSummary(await runDaily(db, ctx, await businessDate(db, ctx), deps, { signal }));
  },
};
