// 逾期管理's reads besides the collection records (the overdue IOUs and their periods), the business date and the
// daily job run on demand.
import { date, id, iou, l, overdueAction } from '@flp/shared';
import { eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listQuerySchema } from '../../../platform/crud/openapi';
import type { Row } from '../../../platform/crud/repository';
import { resourceEvents } from '../../../platform/crud/routes';
import { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { ok } from '../../../platform/http/envelope';
import { defineRoute } from '../../../platform/http/define-route';
import { conflict, invalidField, labelled, requestLocale } from '../../../platform/http/errors';
import { tryJobLock } from '../../../platform/jobs/lock';
import { businessDate, effectiveRows } from '../ledger';
import { servicingRepos } from '../repos';
import { businessDateView, isDemoTenant, setBusinessDate } from './business-date';
import { DAILY_JOB_CODE, type DailyDeps, describeSummary, runDaily } from './daily-job';

const OVERDUE = `/api${overdueAction.api}`;
const BUSINESS_DATE = '/api/rzzl_qy/overdue/businessDate';
const TAGS = [overdueAction.label['en-US']];
const IOU_ID = id('iouId', l('借据', 'IOU'), { required: l('请选择借据', 'please select the IOU') });

/**
 * The overdue IOUs as of their derived date (the business date once the job has run): the IOU's own list (its
 * filters, sorting, titles and data scope) narrowed to days past due above 0, each with its last collection action.
 */
function overdueIous(db: Db, app: FastifyInstance) {
  return new ResourceService(db, resourceEvents(app), servicingRepos.iou, {
    listWhere: () => [gt(servicingRepos.iou.col('dpd'), 0), eq(servicingRepos.iou.col('iouState'), 'active')],
    async decorate(r, rows) {
      if (!rows.length) return rows;
      const o = servicingRepos.overdue;
      const actions = await o.list(r.db, r.ctx, {
        where: [
          inArray(
            o.col('iouId'),
            rows.map((x) => String(x.id)),
          ),
        ],
        query: { descs: 'actionDate' },
        limit: 100_000,
      });
      const last = new Map<string, Row>();
      for (const a of actions) if (!last.has(String(a.iouId))) last.set(String(a.iouId), a);
      return rows.map((x) => {
        const a = last.get(String(x.id));
        return { ...x, lastActionDate: a?.actionDate ?? null, lastActionMethod: a?.method ?? null };
      });
    },
  });
}

export function registerOverdueRoutes(app: FastifyInstance, db: Db, daily: DailyDeps) {
  const list = overdueIous(db, app);
  const seedDemo = () => app.appContext.config.seedDemo;
  const q = (req: FastifyRequest) => (req.query ?? {}) as Row;

  app.get(`${OVERDUE}/list`, {
    config: { permission: 'risk_overdue_view' },
    schema: {
      tags: TAGS,
      summary: '逾期管理 — the overdue IOUs (paged, the IOU filters)',
      querystring: listQuerySchema(iou),
    },
    handler: async (req) => {
      const query = q(req);
      return ok(await list.page(req.ctx, query.descs || query.ascs ? query : { ...query, descs: 'dpd' }, { req }));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${OVERDUE}/periods`,
    permission: 'risk_overdue_view',
    tags: TAGS,
    summary: '逾期管理 — an IOU with the periods of its schedule in effect as derived (paid, 罚息, days overdue)',
    params: [IOU_ID],
    handler: async ({ ctx, params }) => {
      const row = await servicingRepos.iou.findById(db, ctx, params.iouId);
      if (!row) throw invalidField('iouId', labelled(IOU_ID.label, l('借据不存在', 'no such IOU')));
      const periods = await effectiveRows(db, ctx, [params.iouId]);
      return {
        iou: servicingRepos.iou.toWire(row),
        periods: periods.map((p) => servicingRepos.scheduleRow.toWire(p)),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: BUSINESS_DATE,
    permission: 'risk_business_date_view',
    tags: TAGS,
    summary: '业务日期 — the tenant’s business date, whether it is fixed, and whether it may be',
    handler: ({ ctx }) => businessDateView(db, ctx, seedDemo()),
  });

  const BUSINESS_DATE_FIELD = date('businessDate', l('业务日期', 'Business date'));
  defineRoute(app, {
    method: 'POST',
    url: BUSINESS_DATE,
    permission: 'risk_business_date_edit',
    tags: TAGS,
    summary:
      '业务日期 — fix the business date of a demo or test tenant (empty: today); ledger figures move when the job runs',
    params: [BUSINESS_DATE_FIELD],
    handler: async ({ ctx, params }) => {
      await setBusinessDate(db, ctx, seedDemo(), params.businessDate ?? null);
      return businessDateView(db, ctx, seedDemo());
    },
  });

  const RUN_DATE = date('date', l('业务日期', 'Business date'));
  defineRoute(app, {
    method: 'POST',
    url: `/api/rzzl_qy/overdue/runDaily`,
    permission: 'risk_business_date_edit',
    // The job commits chunk by chunk, as on its timer.
    ownTransactions: true,
    tags: TAGS,
    summary:
      '逾期与五级分类日终 — run now for the caller’s tenant as of `date` (default: the business date; a past date replays it)',
    params: [RUN_DATE],
    handler: async ({ ctx, params, req }) => {
      const current = await businessDate(db, ctx);
      const asOf = params.date ?? current;
      // A real tenant may replay its past, never run ahead of its business date.
      if (asOf > current && !(await isDemoTenant(db, ctx.tenantId, seedDemo())))
        throw invalidField(
          'date',
          labelled(RUN_DATE.label, l(`不能晚于业务日期 ${current}`, `cannot be after the business date ${current}`)),
        );
      const release = await tryJobLock(app.appContext.database, DAILY_JOB_CODE);
      const busy = () => conflict(l('日终任务正在运行中, 请稍后再试', 'The daily job is running; try again later'));
      if (!release) throw busy();
      try {
        const summary = await runDaily(db, ctx, asOf, daily).catch((err: Error) => {
          if (/already running/.test(err.message)) throw busy();
          throw err;
        });
        return { ...summary, message: describeSummary(summary)[requestLocale(req)] };
      } finally {
        await release();
      }
    },
  });
}
