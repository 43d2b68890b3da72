// The daily job's warnings, each recorded once per event: an event is a row of fl_servicing_notice (its key: IOU,
// period, kind, the date that makes it one), inserted ON CONFLICT DO NOTHING — what the insert returns is what is new.
// A class worsened is told to the IOU's owner here, one message per owner per run; an overdue period (and a rent
// falling due, which the reminder rules record) is told by the rules (servicing/remind/send.ts).
import { type Localized, l, MESSAGE_TYPE, MESSAGE_TYPES, riskLevelLabel } from '@flp/shared';
import { type RiskLevel, type ServicingState, severity } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import type { MessageService } from '../../desk/message.service';
import { servicingNoticeTable } from './tables';

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

/**
 * A message listing events under a head: the first LISTED of them, then how many in all (「…等 N 项」) — the daily
 * job's warnings and the reminder rules' messages alike.
 */
export function listing(head: Localized, lines: readonly Localized[]): Localized {
  const shown = lines.slice(0, LISTED);
  const more = lines.length > LISTED;
  return l(
    `${head['zh-CN']}: ${[...shown.map((x) => x['zh-CN']), ...(more ? [`…等 ${lines.length} 项`] : [])].join('; ')}`,
    `${head['en-US']}: ${[...shown.map((x) => x['en-US']), ...(more ? [`… ${lines.length} in all`] : [])].join('; ')}`,
  );
}

/** One message per owner listing the events. */
async function tell(h: HookContext, messages: MessageService, msgType: number, events: NoticeEvent[]) {
  // The message starts with its type's name (逾期预警).
  const title = MESSAGE_TYPES.find((t) => t.value === msgType)?.label ?? l('', '');
  const byOwner = new Map<string, NoticeEvent[]>();
  for (const e of events) {
    if (!e.owner) continue;
    const list = byOwner.get(e.owner);
    if (list) list.push(e);
    else byOwner.set(e.owner, [e]);
  }
  for (const [owner, list] of byOwner)
    await messages.send(h, [owner], {
      msgType,
      content: listing(
        title,
        list.map((e) => e.text),
      ),
      topath: TOPATH,
    });
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
  // An overdue period is told by the reminder rules (servicing/remind, kind OVERDUE, on the days they say); a class
  // worsened is told here, the day it happens.
  await tell(
    h,
    messages,
    MESSAGE_TYPE.warning,
    fresh.filter((e) => e.kind !== 'overdue'),
  );
  return fresh.length;
}
