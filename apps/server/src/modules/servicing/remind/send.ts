// The reminder rules at work (消息提醒; issue 31 item 2): each morning, for every enabled rule, the events of its kind
// whose day has come — the event's date less (or, overdue, plus) one of the rule's day counts, moved to the working day
// before (after) when the rule avoids days off — and not told yet for that count. An event with several counts come due
// at once (a rule made today) is told once. The rows of fl_remind_sent are inserted first, ON CONFLICT DO NOTHING: what
// the insert returns is what this run tells, so a rerun or two runs at once never tell twice. One message per recipient
// and rule lists the events in the rule's words. A rule's text messages go through the tenant's SMS service (modules/sms)
// once the run has committed, to each recipient's mobile; while no provider is enabled, and always for e-mail, the
// channel is recorded as skipped — never as sent.
import { REMIND_PLACEHOLDERS, SMS_PHONE, l } from '@flp/shared';
import { type WorkingDays, addDays, daysBetween } from '@flp/shared/finance';
import { eq, inArray } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { nowString } from '../../../platform/db/time';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { CalendarApi } from '../../calendar';
import { legalProfileOf } from '../../company';
import type { MessageService } from '../../desk/message.service';
import type { SmsApi } from '../../sms';
import { Staff } from '../../system';
import { listing } from '../overdue/notices';
import { servicingNoticeTable } from '../overdue/tables';
import { remindRepos } from './repos';
import type { RemindEvent, RemindSource } from './sources';
import { remindSentTable } from './tables';

/** A day-off shift reaches at most this far (the longest holiday and its weekends). */
const SHIFT_MARGIN = 15;
/** Channels this product cannot use yet: no mail provider (issue 34). */
const UNAVAILABLE_CHANNELS = ['EMAIL'];

export interface RuleSendDeps {
  db: Db;
  messages: MessageService;
  sms: SmsApi;
  calendar: CalendarApi;
  sources: Record<string, RemindSource>;
}

/** A rule's day counts: "7, 3，1" → [7, 3, 1], each once, largest first. */
export function dayCounts(text: unknown): number[] {
  const counts = String(text ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0);
  return [...new Set(counts)].sort((a, b) => b - a);
}

/** The template filled: each {name} by the event's value (an unknown or empty one by nothing). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** The placeholders a template names that no event can fill (refused when the rule is saved). */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(REMIND_PLACEHOLDERS);
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((n) => !known.has(n));
}

/** The day an event is told for a day count. */
export function sendDay(direction: 'before' | 'after', eventDate: string, days: number, avoid: WorkingDays | null) {
  const day = addDays(eventDate, direction === 'before' ? -days : days);
  if (!avoid) return day;
  return direction === 'before' ? avoid.onOrBefore(day) : avoid.onOrAfter(day);
}

/** The day counts of an event that have come due by `asOf` (a rent's reminders only until its due date). */
export function countsDue(
  direction: 'before' | 'after',
  event: Pick<RemindEvent, 'eventDate'>,
  counts: number[],
  asOf: string,
  avoid: WorkingDays | null,
): number[] {
  if (direction === 'before' && event.eventDate < asOf) return [];
  return counts.filter((d) => sendDay(direction, event.eventDate, d, avoid) <= asOf);
}

/** Who a rule tells about its events: user id → the events. */
async function recipientsOf(tx: Db, ctx: RequestContext, rule: Row, events: RemindEvent[]) {
  const who = new Set(String(rule.recipients ?? '').split(','));
  const out = new Map<string, RemindEvent[]>();
  const add = (user: string, e: RemindEvent) => {
    const list = out.get(user);
    if (list) list.push(e);
    else out.set(user, [e]);
  };
  if (who.has('OWNER')) for (const e of events) if (e.owner) add(e.owner, e);
  if (who.has('DEPT_LEADER')) {
    const depts = await Staff.deptsOf(
      tx,
      ctx.tenantId,
      events.map((e) => e.owner ?? ''),
    );
    const leadersOf = new Map<string, string[]>();
    for (const ds of new Set([...depts.values()].map((d) => d.join(','))))
      leadersOf.set(ds, await Staff.withRoles(tx, ctx.tenantId, ['dept_leader'], ds.split(',').filter(Boolean)));
    for (const e of events) {
      const ds = e.owner ? depts.get(e.owner) : undefined;
      for (const leader of ds ? (leadersOf.get(ds.join(',')) ?? []) : []) add(leader, e);
    }
  }
  if (who.has('ROLE')) {
    const holders = await Staff.withRoleIds(
      tx,
      ctx.tenantId,
      String(rule.roleIds ?? '')
        .split(',')
        .filter(Boolean),
    );
    for (const user of holders) for (const e of events) add(user, e);
  }
  return out;
}

/** Tells one rule's due events; answers how many events were told. */
async function sendRule(h: HookContext, deps: RuleSendDeps, rule: Row, asOf: string, account: string): Promise<number> {
  const source = deps.sources[String(rule.eventType)];
  const counts = dayCounts(rule.daysBefore);
  if (!source || counts.length === 0) return 0;
  const { tx, ctx } = h;
  const max = counts[0];
  const min = counts[counts.length - 1];
  const avoid =
    Number(rule.skipHolidays) === 1
      ? await deps.calendar.workingDays(tx, ctx, addDays(asOf, -max - SHIFT_MARGIN), addDays(asOf, max + SHIFT_MARGIN))
      : null;
  const events =
    source.direction === 'before'
      ? await source.read(tx, ctx, asOf, addDays(asOf, max + SHIFT_MARGIN))
      : await source.read(tx, ctx, null, addDays(asOf, -min));

  const due = events
    .map((e) => ({ e, counts: countsDue(source.direction, e, counts, asOf, avoid) }))
    .filter((x) => x.counts.length > 0);
  if (!due.length) return 0;

  const channels = String(rule.channels ?? '').split(',');
  const texting = channels.includes('SMS') && (await deps.sms.configured(tx, ctx));
  const skipped = channels.filter((c) => UNAVAILABLE_CHANNELS.includes(c) || (c === 'SMS' && !texting)).join(',');
  // Claim the rows first: what the insert returns is this run's to tell.
  const now = nowString();
  const key = (subjectId: string, period: number, eventDate: string) => `${subjectId}|${period}|${eventDate}`;
  const claimed = new Set<string>();
  const rows = due.flatMap(({ e, counts: cs }) =>
    cs.map((days) => ({
      tenantId: ctx.tenantId,
      ruleId: String(rule.id),
      subjectId: e.subjectId,
      period: e.period,
      eventDate: e.eventDate,
      days,
      sentOn: asOf,
      skipped: skipped || null,
      createTime: now,
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await tx
      .insert(remindSentTable)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({
        subjectId: remindSentTable.subjectId,
        period: remindSentTable.period,
        eventDate: remindSentTable.eventDate,
      });
    for (const r of inserted) claimed.add(key(r.subjectId, r.period, r.eventDate));
  }
  const told = due.filter(({ e }) => claimed.has(key(e.subjectId, e.period, e.eventDate))).map((x) => x.e);
  if (!told.length) return 0;

  // A rent falling due is the 提醒 screen's event too (once, whichever rule tells it first).
  if (source.noticeKind)
    for (let i = 0; i < told.length; i += 1000)
      await tx
        .insert(servicingNoticeTable)
        .values(
          told.slice(i, i + 1000).map((e) => ({
            tenantId: ctx.tenantId,
            iouId: e.subjectId,
            period: e.period,
            kind: source.noticeKind as string,
            eventDate: e.eventDate,
            sentOn: asOf,
            createTime: now,
          })),
        )
        .onConflictDoNothing();

  const byRecipient = await recipientsOf(tx, ctx, rule, told);
  const texts: { user: string; content: string }[] = [];
  for (const [user, list] of byRecipient) {
    // In the rule's words: one language, the tenant's.
    const lines = list.map((e) => {
      const line = fillTemplate(String(rule.template), {
        ...e.values,
        account,
        days: String(Math.abs(daysBetween(asOf, e.eventDate))),
      });
      return l(line, line);
    });
    const content = listing(l(String(rule.name), String(rule.name)), lines);
    await deps.messages.send(h, [user], { msgType: source.msgType, content, topath: source.topath });
    if (texting) texts.push({ user, content: `${rule.name}: ${lines.map((x) => x['zh-CN']).join('; ')}` });
  }
  if (texts.length) h.afterCommit(() => sendTexts(deps, ctx, texts));
  return told.length;
}

/**
 * A rule's text messages, once its run has committed (the provider is not called inside our transaction; a send that
 * fails is in 短信日志, the inbox message stands): one per recipient with a mainland mobile, its template's one value
 * `content` the rule's words.
 */
async function sendTexts(deps: RuleSendDeps, ctx: RequestContext, texts: { user: string; content: string }[]) {
  for (const { user, content } of texts) {
    const phone = (await Staff.profile(deps.db, ctx.tenantId, user))?.phone ?? '';
    if (!SMS_PHONE.test(phone)) continue;
    try {
      await deps.sms.send(deps.db, ctx, { phones: [phone], params: { content }, source: 'remind' });
    } catch {
      // Refused before any provider was asked (the setting changed meanwhile): the inbox message stands, not retried.
    }
  }
}

/** The day's reminders by the tenant's enabled rules (of the kinds given), as of `asOf`; how many events were told. */
export async function sendRuleReminders(
  h: HookContext,
  deps: RuleSendDeps,
  asOf: string,
  kinds: readonly string[] = Object.keys(deps.sources),
): Promise<number> {
  const repo = remindRepos.rule;
  const served = kinds.filter((k) => deps.sources[k]);
  if (!served.length) return 0;
  const rules = await repo.list(h.tx, h.ctx, {
    where: [eq(repo.col('enabled'), 1), inArray(repo.col('eventType'), served)],
    limit: 1000,
  });
  if (!rules.length) return 0;
  const profile = await legalProfileOf(h.tx, h.ctx);
  const account = profile?.rentAccount ? `${profile.rentAccount.bankName} ${profile.rentAccount.accountNo}` : '';
  let told = 0;
  for (const rule of rules) told += await sendRule(h, deps, rule, asOf, account);
  return told;
}
