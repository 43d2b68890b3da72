// 资金台账 and its month-end history (issue 15 item 5). The book reads this module's IOUs (fl_iou): list (paged) and
// noPageList with exact totals over every matching line, warnList for what needs attention, and the Excel export of
// the same filter; the history is fundstandingbook (history.ts) with its snapshots (snapshot.ts).
import { l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../../platform/crud/repository';
import { LIST_CAP } from '../../../platform/crud/service';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest } from '../../../platform/http/errors';
import type { JobDef } from '../../../platform/jobs/types';
import type { ServicingModuleDeps } from '../index';
import { businessDate } from '../ledger';
import { exportStandingBook } from './export';
import { registerStandingBookHistory } from './history';
import {
  STANDING_BOOK_FILTERS,
  WARN_PARAMS,
  linesOf,
  standingBookWhere,
  totalsOf,
  warnCondition,
  warnReasons,
} from './query';
import { standingBookMonthEndJob } from './snapshot';

export { snapshotMonthEnd } from './snapshot';

const API = '/api/rzzl_qy/standingBook/standingbook';
const TAG = ['Standing book'];

export function registerStandingBookArea(app: FastifyInstance, { db }: ServicingModuleDeps) {
  defineRoute(app, {
    method: 'POST',
    url: `${API}/list`,
    permission: 'standing_book_view',
    tags: TAG,
    summary: '资金台账 — a page of IOU lines with the exact totals over every matching line',
    params: STANDING_BOOK_FILTERS,
    paged: true,
    handler: async ({ ctx, params, paging }) => {
      const where = standingBookWhere(ctx, params);
      const totals = await totalsOf(db, where);
      const offset = paging.offset ?? (paging.current - 1) * paging.size;
      const records = totals.count > offset ? await linesOf(db, ctx, where, paging.size, offset) : [];
      return { ...pageOf(records, totals.count, paging), totals };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${API}/noPageList`,
    permission: 'standing_book_view',
    tags: TAG,
    summary: `资金台账 — every matching line (at most ${LIST_CAP}) with the totals`,
    params: STANDING_BOOK_FILTERS,
    handler: async ({ ctx, params }) => {
      const where = standingBookWhere(ctx, params);
      const totals = await totalsOf(db, where);
      if (totals.count > LIST_CAP) throw badRequestTooMany();
      return { records: await linesOf(db, ctx, where, LIST_CAP), total: totals.count, totals };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${API}/warnList`,
    permission: 'standing_book_view',
    tags: TAG,
    summary: '资金台账 — IOUs needing attention: overdue, classed 关注 or worse, or maturing within `days`',
    params: WARN_PARAMS,
    paged: true,
    handler: async ({ ctx, params, paging }) => {
      const asOf = await businessDate(db, ctx);
      const days = params.days ?? 30;
      const where = standingBookWhere(ctx, params, warnCondition(asOf, days));
      const totals = await totalsOf(db, where);
      const offset = paging.offset ?? (paging.current - 1) * paging.size;
      const rows = totals.count > offset ? await linesOf(db, ctx, where, paging.size, offset) : [];
      const records = rows.map((r) => ({ ...r, warnReasons: warnReasons(r, asOf, days) }));
      return { ...pageOf(records, totals.count, paging), totals, asOfDate: asOf, days };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${API}/export`,
    permission: 'standing_book_export',
    ticket: true,
    tags: TAG,
    summary: '资金台账 — the same filter as an .xlsx with the totals row',
    params: STANDING_BOOK_FILTERS,
    handler: ({ ctx, params, req, reply }) => exportStandingBook(app, db, req, reply, standingBookWhere(ctx, params)),
  });

  registerStandingBookHistory(app, db);
  const jobs: JobDef[] = [standingBookMonthEndJob];
  return { jobs };
}

const badRequestTooMany = () =>
  badRequest(
    l(
      `符合条件的借据超过 ${LIST_CAP} 条, 请缩小查询范围或使用分页列表`,
      `More than ${LIST_CAP} IOUs match; narrow the filters or use the paged list`,
    ),
  );
