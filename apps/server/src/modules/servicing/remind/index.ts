// 提醒 (remind/remind) and 批量销号 (batchCancel/batchcancel), issue 31 item 1 (联系记录, item 4, in records.ts): the daily job's reminders and warnings
// worked by their owners — current lists (待处理, 已提醒) and history (已还款, 已销号), one IOU's events, one event —
// and the batches that close many events at once with one disposition: all of them or none, each event closed once
// (its row locked; a second batch naming a closed event is refused), the batch kept with who closed what and why.
import {
  REMIND_EVENT_TYPES,
  REMIND_KINDS,
  REMIND_STATES,
  REMIND_VIEWS,
  date,
  dict,
  id,
  l,
  remindBatch,
  text,
} from '@flp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { HookContext } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import { defineRoute, idsOf } from '../../../platform/http/define-route';
import { invalidField, labelled, notFound } from '../../../platform/http/errors';
import { NumberingService } from '../../numbering';
import type { ServicingModuleDeps } from '../index';
import { type RemindView, remindList, remindPage, remindWhere } from './query';
import { registerContactRecordRoutes } from './records';
import { ensureRemindRules, registerMessageRemindRoutes } from './rules';
import { type RuleSendDeps, sendRuleReminders } from './send';
import { type RemindSource, remindSources } from './sources';
import { remindRepos } from './repos';

const REMIND = '/api/rzzl_qy/remind/remind';
const BATCH = `/api${remindBatch.api}`;
const VIEW = 'remind_view';
const TAG = ['Reminders'];

const FILTERS = [
  text('iouNo', l('借据编号', 'IOU number'), { max: 50 }),
  id('customerId', l('承租人', 'Lessee')),
  id('owner', l('客户经理', 'Account manager')),
  dict('kind', l('类型', 'Kind'), 'remind_kind', { options: REMIND_KINDS }),
  dict('state', l('状态', 'State'), 'remind_state', { options: REMIND_STATES }),
  date('eventDateFrom', l('事件日期起', 'Event date from')),
  date('eventDateTo', l('事件日期止', 'Event date to')),
] as const;

const CURRENT_REMINDERS: RemindView = { group: 'reminders', history: false };
const PAST_REMINDERS: RemindView = { group: 'reminders', history: true };
const CURRENT_WARNINGS: RemindView = { group: 'warnings', history: false };
const PAST_WARNINGS: RemindView = { group: 'warnings', history: true };

export function registerRemindArea(
  app: FastifyInstance,
  { db, messages, sms, calendar, projects }: ServicingModuleDeps,
) {
  const records = registerContactRecordRoutes(app, db);
  registerMessageRemindRoutes(app, db);
  const ruleDeps: RuleSendDeps = { db, messages, sms, calendar, sources: remindSources(projects) };
  const paged = (url: string, view: RemindView, summary: string) =>
    defineRoute(app, {
      method: 'GET',
      url: `${REMIND}/${url}`,
      permission: VIEW,
      tags: TAG,
      summary,
      params: FILTERS,
      paged: true,
      handler: ({ ctx, params, paging }) => remindPage(db, ctx, view, params, paging),
    });
  const whole = (url: string, method: 'GET' | 'POST', view: RemindView, summary: string) =>
    defineRoute(app, {
      method,
      url: `${REMIND}/${url}`,
      permission: VIEW,
      tags: TAG,
      summary,
      params: FILTERS,
      handler: ({ ctx, params }) => remindList(db, ctx, view, params),
    });

  // The screen's one paged call: a view (reminders, warnings, history) and the filters.
  defineRoute(app, {
    method: 'GET',
    url: `${REMIND}/page`,
    permission: VIEW,
    tags: TAG,
    summary: '提醒 — the screen’s list: `view` reminders (default) | warnings | history, paged',
    params: [dict('view', l('视图', 'View'), 'remind_view', { options: REMIND_VIEWS }), ...FILTERS] as const,
    paged: true,
    handler: ({ ctx, params, paging }) =>
      remindPage(
        db,
        ctx,
        params.view === 'warnings'
          ? CURRENT_WARNINGS
          : params.view === 'history'
            ? { history: true }
            : CURRENT_REMINDERS,
        params,
        paging,
      ),
  });

  paged('pageList', CURRENT_REMINDERS, '提醒 — rents falling due, not yet paid nor closed, paged (the caller’s IOUs)');
  whole('noPageList', 'POST', CURRENT_REMINDERS, '提醒 — the same, all of them (up to 5,000)');
  whole('hisNoPageList', 'GET', PAST_REMINDERS, '提醒 — reminders paid or closed, all of them (up to 5,000)');
  paged('pageHistoryList', { history: true }, '提醒 — every event paid or closed, paged');
  whole('warnList', 'POST', CURRENT_WARNINGS, '提醒 — warnings (overdue, a class worsened) not yet paid nor closed');
  whole('hisWarnList', 'GET', PAST_WARNINGS, '提醒 — warnings paid or closed, all of them (up to 5,000)');

  defineRoute(app, {
    method: 'GET',
    url: `${REMIND}/remindListInfo`,
    permission: VIEW,
    tags: TAG,
    summary: '提醒 — one IOU’s events, every kind and state',
    params: [id('iouId', l('借据', 'IOU'), { required: l('请选择借据', 'please select the IOU') })],
    handler: ({ ctx, params }) => remindWhere(db, ctx, { iouId: params.iouId }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${REMIND}/detail`,
    permission: VIEW,
    tags: TAG,
    summary: '提醒 — one event with its IOU, period, handling and the period’s contact records',
    params: [id('id', l('提醒', 'Event'), { required: l('请选择一条数据', 'Please select a record') })],
    handler: async ({ ctx, params, req }) => {
      const [row] = await remindWhere(db, ctx, { ids: [params.id] });
      if (!row) throw notFound(l('提醒不存在', 'No such event'));
      const period = Number(row.period);
      return {
        ...row,
        records: period > 0 ? await records.list(ctx, { iouId: row.iouId, period }, { req }) : [],
      };
    },
  });

  // The batches: their standard service without standard routes (a batch is made by closing, never edited).
  const batches = registerResourceRoutes(app, { repo: remindRepos.batch, db });
  const BATCH_ID = id('id', l('批量销号', 'Batch'), { required: l('请选择一条数据', 'Please select a record') });

  defineRoute(app, {
    method: 'GET',
    url: `${BATCH}/pageList`,
    permission: 'remind_batch_view',
    tags: TAG,
    summary: '批量销号 — the batches, newest first, paged',
    params: [text('batchNo', l('批次号', 'Batch number'), { max: 40 })] as const,
    paged: true,
    handler: ({ ctx, params, paging }) =>
      batches.page(ctx, { ...(params.batchNo ? { batchNo: params.batchNo } : {}), descs: 'create_time' }, { paging }),
  });

  const withEvents = async (ctx: Parameters<typeof batches.detail>[0], batchId: string) => ({
    ...(await batches.detail(ctx, batchId)),
    events: await remindWhere(db, ctx, { batchId }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BATCH}/detail`,
    permission: 'remind_batch_view',
    tags: TAG,
    summary: '批量销号 — one batch with the events it closed (those within the caller’s data scope)',
    params: [BATCH_ID],
    handler: ({ ctx, params }) => withEvents(ctx, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BATCH}/remindListInfo`,
    permission: 'remind_batch_view',
    tags: TAG,
    summary: '批量销号 — the events one batch closed',
    params: [BATCH_ID],
    handler: async ({ ctx, params }) => (await withEvents(ctx, params.id)).events,
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BATCH}/submit`,
    permission: 'remind_batch_add',
    tags: TAG,
    summary:
      '批量销号 — closes the events `ids` with one disposition and reason: all or none, each only once (a closed one is a 400)',
    params: [
      text('ids', l('提醒', 'Events'), {
        required: l('请选择要销号的提醒', 'please select the events to close'),
        max: 20000,
      }),
      ...remindBatch.fields.filter((f) => f.name === 'disposition' || f.name === 'reason'),
    ] as const,
    handler: ({ ctx, params, req }) =>
      batches.write(ctx, { req }, async (h) => {
        const ids = [
          ...new Set(
            idsOf(params.ids)
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ];
        if (ids.some((x) => !/^\d{1,19}$/.test(x)))
          throw invalidField('ids', labelled(l('提醒', 'Events'), l('必须是编号列表', 'must be a list of ids')));
        // Seen by the caller (his IOUs), then locked: two batches naming one event, the second finds it closed.
        const seen = await remindWhere(h.tx, h.ctx, { ids });
        const unseen = ids.filter((x) => !seen.some((r) => r.id === x));
        if (unseen.length)
          throw invalidField(
            'ids',
            labelled(l('提醒', 'Events'), l(`不存在: ${unseen.join(',')}`, `no such event: ${unseen.join(',')}`)),
          );
        const locked = (await h.tx.execute(sql`
          SELECT id::text AS id, handling FROM fl_servicing_notice
          WHERE tenant_id = ${h.ctx.tenantId} AND id IN (${sql.join(
            ids.map((x) => sql`${x}`),
            sql`, `,
          )})
          FOR UPDATE`)) as unknown as { rows: { id: string; handling: string }[] };
        const closed = locked.rows.filter((r) => r.handling === 'closed').map((r) => r.id);
        if (closed.length)
          throw invalidField(
            'ids',
            labelled(
              l('提醒', 'Events'),
              l(`已销号, 不能再次销号: ${closed.join(',')}`, `already closed: ${closed.join(',')}`),
            ),
          );
        const batchNo = await NumberingService.next(h.tx, h.ctx, 'remindBatch');
        // The body's two fields were checked by the batch's own definitions (the params above).
        const batch = await remindRepos.batch.insert(h.tx, h.ctx, {
          disposition: params.disposition,
          reason: params.reason,
          batchNo,
          eventCount: ids.length,
        });
        h.changed(remindBatch.name, 'create', [batch.id]);
        await h.tx.execute(sql`
          UPDATE fl_servicing_notice SET handling = 'closed', disposition = ${params.disposition},
            remark = ${params.reason}, handled_by = ${h.ctx.userId}, handled_at = ${nowString()}::timestamp,
            batch_id = ${batch.id}
          WHERE tenant_id = ${h.ctx.tenantId} AND id IN (${sql.join(
            ids.map((x) => sql`${x}`),
            sql`, `,
          )})`);
        return { id: batch.id, batchNo, eventCount: ids.length };
      }),
  });

  return {
    /**
     * The reminders by the tenant's rules as of a date — all kinds (the daily job's; a tenant without any rule first
     * gets the standard ones), or those given (a module running its own at once).
     */
    async sendReminders(h: HookContext, asOf: string, kinds?: readonly string[]) {
      await ensureRemindRules(h.tx, h.ctx);
      return sendRuleReminders(h, ruleDeps, asOf, kinds);
    },
    /** An event kind another module watches (REMIND_EVENT_TYPES names it), served by its source from now on. */
    addSource(kind: string, source: RemindSource) {
      if (!REMIND_EVENT_TYPES.some((t) => t.value === kind) || ruleDeps.sources[kind])
        throw new Error(`reminder source ${kind}: not a kind of REMIND_EVENT_TYPES, or served already`);
      ruleDeps.sources[kind] = source;
    },
  };
}
export { seedRemindRules } from './rules';
