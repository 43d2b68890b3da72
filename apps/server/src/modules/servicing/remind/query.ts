// The reminders and warnings as a person works them: each event the daily job wrote (fl_servicing_notice) with its IOU
// (number, lessee, contract, owner — the caller's data scope by owner, as the standing book's), its period as the
// ledger has it now (due date, rent, what is unpaid) and where it stands: closed (销号), paid (its period settled, the
// IOU no longer active, or — a class event — no longer overdue), else as handled (待处理 / 已提醒).
import { iou, l } from '@flp/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Paging } from '../../../platform/crud/query';
import { addReferenceTitles } from '../../../platform/crud/references';
import { type Row, pageCountCap, pageOf } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/tenancy/context';
import { servicingRepos } from '../repos';

/** Which events: reminders (a rent falling due) or warnings (overdue, a class worsened); current or history. */
export interface RemindView {
  group?: 'reminders' | 'warnings';
  history?: boolean;
}

export interface RemindFilters {
  iouNo?: string | null;
  customerId?: string | null;
  owner?: string | null;
  kind?: string | number | null;
  state?: string | number | null;
  eventDateFrom?: string | null;
  eventDateTo?: string | null;
}

/** A list without paging answers at most this many events (narrower filters, or the paged list, beyond). */
export const REMIND_LIST_CAP = 5000;

/** Where an event stands: closed (销号), paid (kept on the event by the database: migration 0040), else as handled. */
const STATE = sql`CASE WHEN n.handling = 'closed' THEN 'closed' WHEN n.paid THEN 'paid' ELSE n.handling END`;

function conditions(ctx: RequestContext, view: RemindView, f: RemindFilters, more: SQL[] = []): SQL {
  const parts: SQL[] = [sql`n.tenant_id = ${ctx.tenantId}`, servicingRepos.iou.scope(ctx), ...more];
  if (view.group === 'reminders') parts.push(sql`n.kind = 'reminder'`);
  if (view.group === 'warnings') parts.push(sql`n.kind <> 'reminder'`);
  if (view.history !== undefined) parts.push(view.history ? sql`n.done` : sql`NOT n.done`);
  if (f.iouNo) parts.push(sql`fl_iou.iou_no LIKE ${`%${f.iouNo}%`}`);
  if (f.customerId) parts.push(sql`fl_iou.customer_id = ${f.customerId}`);
  if (f.owner) parts.push(sql`fl_iou.owner = ${f.owner}`);
  if (f.kind) parts.push(f.kind === 'class' ? sql`n.kind LIKE 'class\\_%'` : sql`n.kind = ${String(f.kind)}`);
  if (f.state) parts.push(sql`${STATE} = ${String(f.state)}`);
  if (f.eventDateFrom) parts.push(sql`n.event_date >= ${f.eventDateFrom}::date`);
  if (f.eventDateTo) parts.push(sql`n.event_date <= ${f.eventDateTo}::date`);
  return sql.join(parts, sql` AND `);
}

/** The events and their IOU, as FROM … WHERE of the page and of its count. */
const EVENTS = sql`
    FROM fl_servicing_notice n
    JOIN fl_iou ON fl_iou.id = n.iou_id`;

/** …and the period in effect (the page's rows only: the conditions never read it). */
const FROM = sql`${EVENTS}
    LEFT JOIN LATERAL (
      SELECT rr.due_date, rr.rent, rr.paid_principal, rr.paid_interest
      FROM fl_repayment_schedule_row rr
      JOIN fl_repayment_schedule s ON s.id = rr.schedule_id AND s.effective = '1' AND s.is_deleted = 0
      WHERE rr.iou_id = n.iou_id AND rr.period = n.period AND rr.is_deleted = 0 AND rr.tenant_id = n.tenant_id
      LIMIT 1
    ) r ON true`;

/**
 * The events, oldest first (then as recorded: the index on the event date serves the order, so a page reads only
 * what it shows). With `counted`, how many match too — counted up to the page cap, as every list does (past it the
 * total is a lower bound): a full count would read every event's period, a second a page at 10^5 events.
 */
async function select(db: Db, ctx: RequestContext, where: SQL, limit: number, offset: number, counted = false) {
  const res = (await db.execute(sql`
    SELECT n.id::text AS id, n.iou_id::text AS "iouId", n.period,
      CASE WHEN n.kind LIKE 'class\_%' THEN 'class' ELSE n.kind END AS kind,
      CASE WHEN n.kind LIKE 'class\_%' THEN substring(n.kind from 7) END AS "classTo",
      n.event_date::text AS "eventDate",
      n.sent_on::text AS "sentOn", n.handling, n.disposition, n.remark, n.handled_by::text AS "handledBy",
      to_char(n.handled_at, 'YYYY-MM-DD HH24:MI:SS') AS "handledAt", n.batch_id::text AS "batchId",
      fl_iou.iou_no AS "iouNo", fl_iou.customer_id::text AS "customerId", fl_iou.contract_id::text AS "contractId",
      fl_iou.owner::text AS owner, fl_iou.dpd, fl_iou.risk_level AS "riskLevel",
      r.due_date::text AS "dueDate", r.rent::text AS rent,
      CASE WHEN r.rent IS NULL THEN NULL
        ELSE GREATEST(r.rent - r.paid_principal - r.paid_interest, 0)::numeric(18, 2)::text END AS unpaid,
      ${STATE} AS state
    ${FROM}
    WHERE ${where}
    ORDER BY n.event_date, n.id
    LIMIT ${limit} OFFSET ${offset}`)) as unknown as { rows: Row[] };
  let total = res.rows.length;
  let capped = false;
  if (counted) {
    const cap = pageCountCap();
    const c = (await db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 ${EVENTS} WHERE ${where} LIMIT ${cap + 1}) x`,
    )) as unknown as { rows: { n: number }[] };
    total = Math.min(c.rows[0].n, cap);
    capped = c.rows[0].n > cap;
  }
  const rows = res.rows.map((r) => ({ ...r, period: Number(r.period), dpd: Number(r.dpd ?? 0) }));
  // The lessee's, the contract's and the owner's names, as the IOU's own list has them.
  return { rows: await addReferenceTitles(db, ctx, iou, rows), total, capped };
}

/** A page of the events of a view. */
export async function remindPage(db: Db, ctx: RequestContext, view: RemindView, f: RemindFilters, paging: Paging) {
  const offset = paging.offset ?? (paging.current - 1) * paging.size;
  const { rows, total, capped } = await select(db, ctx, conditions(ctx, view, f), paging.size, offset, true);
  // Past the cap a page further on still shows the rows up to itself.
  return pageOf(rows, capped ? Math.max(total, offset + rows.length) : total, paging, capped);
}

/** Every event of a view (the lists without paging), up to REMIND_LIST_CAP. */
export async function remindList(db: Db, ctx: RequestContext, view: RemindView, f: RemindFilters) {
  const { rows } = await select(db, ctx, conditions(ctx, view, f), REMIND_LIST_CAP + 1, 0);
  if (rows.length > REMIND_LIST_CAP)
    throw badRequest(
      l(
        `超过 ${REMIND_LIST_CAP} 条: 请缩小查询条件或使用分页列表`,
        `more than ${REMIND_LIST_CAP} events: narrow the filters or use the paged list`,
      ),
    );
  return rows;
}

/** The events of one IOU, or of one batch, or one event by id — within the caller's data scope. */
export async function remindWhere(
  db: Db,
  ctx: RequestContext,
  by: { iouId?: string; batchId?: string; ids?: string[] },
) {
  const more: SQL[] = [];
  if (by.iouId) more.push(sql`n.iou_id = ${by.iouId}`);
  if (by.batchId) more.push(sql`n.batch_id = ${by.batchId}`);
  if (by.ids)
    more.push(
      by.ids.length
        ? sql`n.id IN (${sql.join(
            by.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  return (await select(db, ctx, conditions(ctx, {}, {}, more), REMIND_LIST_CAP, 0)).rows;
}
