// 台账历史 (fund standing-book history, fundStandingBook/fundstandingbook): the month-end snapshots, read-only but for
// the remark. standingBookList answers the months taken (with their totals) or, given yearMonth, that month's lines;
// page is the standard filtered page; standingBookDetail?lousNo= is one IOU's lines across the months.
import { l, standingBookSnapshot, text } from '@flp/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { apiPaths, registerResourceRoutes } from '../../../platform/crud/routes';
import type { ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest, invalid, labelled } from '../../../platform/http/errors';
import { servicingRepos } from '../repos';
import { type TakeMonthEnd, takeMonth } from './snapshot';

const repo = servicingRepos.snapshot;
const def = standingBookSnapshot;
const TAG = [def.label['en-US']];

const YEAR_MONTH = (required: boolean) =>
  text('yearMonth', l('月份', 'Month'), {
    max: 7,
    pattern: { regex: '^\\d{4}-(0[1-9]|1[0-2])$', message: l('格式应为 yyyy-MM', 'should be yyyy-MM') },
    ...(required ? { required: l('请选择月份', 'please select the month') } : {}),
  });

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Only the remark may change: any other field sent with another value than the stored one is refused, by its label. */
const remarkOnly: ResourceHooks<typeof standingBookSnapshot> = {
  prepare(_h, body, current) {
    if (!current)
      throw badRequest(
        l('台账快照由月末任务生成, 不能手工新增', 'Snapshots are taken by the month-end job; they cannot be added'),
      );
    const stored: Record<string, unknown> = current;
    const errors = def.fields
      .filter((f) => f.name !== 'remark' && Object.hasOwn(body, f.name) && !same(body[f.name], stored[f.name]))
      .map((f) => ({
        field: f.name,
        message: labelled(f.label, l('不可修改 (台账快照只能修改备注)', 'cannot be changed (only the remark can)')),
      }));
    if (errors.length) throw invalid(errors);
  },
};

async function months(db: Db, ctx: Parameters<typeof repo.scope>[0]) {
  const res = await db
    .select({
      yearMonth: sql<string>`${repo.col('yearMonth')}`,
      asOfDate: sql<string>`max(${repo.col('asOfDate')})::text`,
      count: sql<number>`count(*)::int`,
      outstandingPrincipal: sql<string>`coalesce(sum(${repo.col('outstandingPrincipal')}), 0)::numeric(20,2)::text`,
      overduePrincipal: sql<string>`coalesce(sum(${repo.col('overduePrincipal')}), 0)::numeric(20,2)::text`,
      provision: sql<string>`coalesce(sum(${repo.col('provision')}), 0)::numeric(20,2)::text`,
    })
    .from(repo.table)
    .where(repo.scope(ctx))
    .groupBy(sql`${repo.col('yearMonth')}`)
    .orderBy(sql`${repo.col('yearMonth')} desc`);
  return res.map((r) => ({ ...r, count: Number(r.count) }));
}

export function registerStandingBookHistory(app: FastifyInstance, db: Db, take: TakeMonthEnd) {
  const service = registerResourceRoutes(app, { repo, db, hooks: remarkOnly });

  defineRoute(app, {
    method: 'GET',
    url: apiPaths(def, 'standingBookList'),
    permission: `${def.permission}_view`,
    tags: TAG,
    summary: '台账历史 — the months taken (with totals), or with yearMonth that month’s lines',
    params: [YEAR_MONTH(false)] as const,
    handler: async ({ ctx, params, req }) =>
      params.yearMonth
        ? service.list(ctx, {}, { req, where: [eq(repo.col('yearMonth'), params.yearMonth)] })
        : months(db, ctx),
  });

  defineRoute(app, {
    method: 'GET',
    url: apiPaths(def, 'standingBookDetail'),
    permission: `${def.permission}_view`,
    tags: TAG,
    summary: '台账历史 — one IOU’s lines across the months (lousNo = IOU number)',
    params: [
      text('lousNo', l('借据编号', 'IOU number'), {
        required: l('请输入借据编号', 'please enter the IOU number'),
        max: 40,
      }),
    ] as const,
    handler: ({ ctx, params, req }) =>
      service.list(ctx, {}, { req, where: [eq(repo.col('iouNo'), params.lousNo)] }) as Promise<Row[]>,
  });

  defineRoute(app, {
    method: 'POST',
    url: apiPaths(def, 'snapshot'),
    permission: `${def.permission}_snapshot`,
    tags: TAG,
    summary: '台账历史 — take (or take again) a month by hand, when the IOUs’ figures are that month-end’s',
    params: [YEAR_MONTH(true)] as const,
    handler: async ({ ctx, params }) => ({
      yearMonth: params.yearMonth,
      count: await takeMonth(db, ctx, String(params.yearMonth), take),
    }),
  });
  return service;
}
