// The daily job's reminders and warnings to an IOU's owner, each sent once per event: an event is a row of
// fl_servicing_notice (its key: IOU, period, kind, the date that makes it one), inserted ON CONFLICT DO NOTHING — what
// the insert returns is what is new, and only that is told. One message per owner and kind per run lists the events.
import { type Localized, l, MESSAGE_TYPES, riskLevelLabel } from '@flp/shared';
import { type RiskLevel, type ServicingState, severity } from '@flp/shared/finance';
import { sql } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import type { MessageService } from '../../desk/message.service';
import { servicingNoticeTable } from './tables';

/** 租金提醒 and 逾期预警 (MESSAGE_TYPES). */
const MSG_REMINDER = 3;
const MSG_WARNING = 4;
const TOPATH = '/risk/overdue';
/** How many events one message names before "…等 N 项". */
const LISTED = 20;

interface NoticeEvent {
  iouId: string;
  period: number;
  kind: string;
  eventDate: string;
  owner: string | null;
  text: Localized;
}

/** Records the events; answers those not recorded before (the ones to tell). */
async function recordNew(h: HookContext, asOf: string, events: NoticeEvent[]): Promise<NoticeEvent[]> {
  if (!events.length) return [];
  const now = nowString();
  const fresh = new Set<string>();
  const key = (e: { iouId: string; period: number; kind: string; eventDate: string }) =>
    `${e.iouId}|${e.period}|${e.kind}|${e.eventDate}`;
  for (let i = 0; i < events.length; i += 1000) {
    const inserted = await h.tx
      .insert(servicingNoticeTable)
      .values(
        events.slice(i, i + 1000).map((e) => ({
          tenantId: h.ctx.tenantId,
          iouId: e.iouId,
          period: e.period,
          kind: e.kind,
          eventDate: e.eventDate,
          sentOn: asOf,
          createTime: now,
        })),
      )
      .onConflictDoNothing()
      .returning();
    for (const r of inserted) fresh.add(key({ ...r, iouId: r.iouId }));
  }
  return events.filter((e) => fresh.has(key(e)));
}

/** One message per owner listing the events. */
async function tell(h: HookContext, messages: MessageService, msgType: number, events: NoticeEvent[]) {
  // The message starts with its type's name (租金提醒, 逾期预警).
  const title = MESSAGE_TYPES.find((t) => t.value === msgType)?.label ?? l('', '');
  const byOwner = new Map<string, NoticeEvent[]>();
  for (const e of events) {
    if (!e.owner) continue;
    const list = byOwner.get(e.owner);
    if (list) list.push(e);
    else byOwner.set(e.owner, [e]);
  }
  for (const [owner, list] of byOwner) {
    const shown = list.slice(0, LISTED);
    const more = list.length > LISTED;
    const content = l(
      `${title['zh-CN']}: ${[...shown.map((e) => e.text['zh-CN']), ...(more ? [`…等 ${list.length} 项`] : [])].join('; ')}`,
      `${title['en-US']}: ${[...shown.map((e) => e.text['en-US']), ...(more ? [`… ${list.length} in all`] : [])].join('; ')}`,
    );
    await messages.send(h, [owner], { msgType, content, topath: TOPATH });
  }
}

/**
 * Warnings from a chunk the job has just derived: a period that is overdue (its due date makes the event), and a
 * class worse than the IOU's before the run (the due date that opened the overdue episode makes it). Answers how many
 * were new.
 */
export async function sendWarnings(
  h: HookContext,
  messages: MessageService,
  asOf: string,
  results: { iou: Row; state: ServicingState; figures: { riskLevel: string } }[],
): Promise<number> {
  const events: NoticeEvent[] = [];
  for (const { iou, state, figures } of results) {
    const owner = iou.owner ? String(iou.owner) : null;
    const iouNo = String(iou.iouNo ?? iou.id);
    const overdue = state.periods.filter((p) => p.daysPastDue > 0 && !p.settledOn);
    for (const p of overdue)
      events.push({
        iouId: String(iou.id),
        period: p.period,
        kind: 'overdue',
        eventDate: p.dueDate,
        owner,
        text: l(
          `借据 ${iouNo} 第 ${p.period} 期 (应还日 ${p.dueDate}) 已逾期`,
          `IOU ${iouNo} period ${p.period} (due ${p.dueDate}) is overdue`,
        ),
      });
    const before = (iou.riskLevel as RiskLevel) || 'NORMAL';
    const after = figures.riskLevel as RiskLevel;
    if (severity(after) > severity(before))
      events.push({
        iouId: String(iou.id),
        period: 0,
        kind: `class_${after}`,
        eventDate: overdue[0]?.dueDate ?? asOf,
        owner,
        text: l(
          `借据 ${iouNo} 五级分类由 ${riskLevelLabel(before)['zh-CN']} 下调为 ${riskLevelLabel(after)['zh-CN']} (逾期 ${state.daysPastDue} 天)`,
          `IOU ${iouNo} moved from ${riskLevelLabel(before)['en-US']} to ${riskLevelLabel(after)['en-US']} (${state.daysPastDue} days past due)`,
        ),
      });
  }
  const fresh = await recordNew(h, asOf, events);
  await tell(h, messages, MSG_WARNING, fresh);
  return fresh.length;
}

/**
 * Reminders of the periods falling due within `days` after `asOf` and not yet settled, over the tenant's active IOUs
 * (set-based: the candidates and their insert are one statement). Answers how many were new.
 */
export async function sendReminders(h: HookContext, messages: MessageService, asOf: string, days: number) {
  const res = (await h.tx.execute(sql`
    WITH due AS (
      SELECT r.iou_id, r.period, r.due_date, i.iou_no, i.owner,
        (r.rent - r.paid_principal - r.paid_interest)::text AS unpaid
      FROM fl_repayment_schedule_row r
      JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.effective = '1' AND s.is_deleted = 0
      JOIN fl_iou i ON i.id = r.iou_id AND i.is_deleted = 0 AND i.iou_state = 'active'
      WHERE r.tenant_id = ${h.ctx.tenantId} AND r.is_deleted = 0 AND r.settled_on IS NULL
        AND r.due_date > ${asOf}::date AND r.due_date <= ${asOf}::date + ${days}::int
    ), ins AS (
      INSERT INTO fl_servicing_notice (tenant_id, iou_id, period, kind, event_date, sent_on, create_time)
      SELECT ${h.ctx.tenantId}, iou_id, period, 'reminder', due_date, ${asOf}::date, ${nowString()}::timestamp FROM due
      ON CONFLICT DO NOTHING
      RETURNING iou_id, period
    )
    SELECT due.iou_id::text AS "iouId", due.period, due.due_date::text AS "dueDate", due.iou_no AS "iouNo",
      due.owner::text AS owner, due.unpaid
    FROM due JOIN ins ON ins.iou_id = due.iou_id AND ins.period = due.period
    ORDER BY due.due_date, due.iou_no`)) as unknown as { rows: Row[] };
  const events = res.rows.map((r) => ({
    iouId: String(r.iouId),
    period: Number(r.period),
    kind: 'reminder',
    eventDate: String(r.dueDate),
    owner: r.owner ? String(r.owner) : null,
    text: l(
      `借据 ${r.iouNo} 第 ${r.period} 期 ${r.dueDate} 到期, 应还 ${r.unpaid} 元`,
      `IOU ${r.iouNo} period ${r.period} falls due on ${r.dueDate}: ${r.unpaid} yuan`,
    ),
  }));
  await tell(h, messages, MSG_REMINDER, events);
  return events.length;
}
