// 资金台账 and its month-end history (issue 15 item 5). The book reads this module's IOUs (fl_iou): list (paged) and
// noPageList with exact totals over every matching line, warnList for what needs attention, and the Excel export of
// the same filter; the history is fundstandingbook (history.ts) with its snapshots (snapshot.ts).
import type { FastifyInstance } from 'fastify';
import { LIST_CAP } from '../../../platform/crud/service';
import { defineRoute } from '../../../platform/http/define-route';
import type { JobDef } from '../../../platform/jobs/types';
import type { ServicingModuleDeps } from '../index';
import { businessDate } from '../ledger';
import { exportStandingBook, standingBookWorkbook } from './export';
import { registerStandingBookHistory } from './history';
import {
  STANDING_BOOK_FILTERS,
  WARN_PARAMS,
  allLines,
  bookPage,
  standingBookWhere,
  warnCondition,
  warnReasons,
} from './query';
import { type TakeMonthEnd, snapshotMonthEnd, standingBookMonthEndJob } from './snapshot';

const API = '/api/rzzl_qy/standingBook/standingbook';
const TAG = ['Standing book'];

export function registerStandingBookArea(app: FastifyInstance, { db, reports }: ServicingModuleDeps) {
  /**
   * A month-end, however it is taken (the daily job's month-end hook, the 1st-of-month job, by hand): the snapshot,
   * then the whole book as of that day filed in 报表管理 (月末台账), replacing the month's earlier file.
   */
  const takeMonthEnd: TakeMonthEnd = async (tx, ctx, asOf) => {
    const n = await snapshotMonthEnd(tx, ctx, asOf);
    const bytes = await standingBookWorkbook(app, tx, ctx);
    const month = asOf.slice(0, 7);
    if (bytes)
      await reports.keep(tx, ctx, {
        name: `资金台账 ${month} 月末`,
        type: 'MONTH_END_BOOK',
        period: month,
        source: '资金台账月末快照',
        fileName: `资金台账-${month}.xlsx`,
        bytes,
        replace: true,
      });
    return n;
  };

  defineRoute(app, {
    method: 'POST',
    url: `${API}/list`,
    permission: 'standing_book_view',
    tags: TAG,
    summary: '资金台账 — a page of IOU lines with the exact totals over every matching line',
    params: STANDING_BOOK_FILTERS,
    paged: true,
    handler: ({ ctx, params, paging }) => bookPage(db, ctx, standingBookWhere(ctx, params), paging),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${API}/noPageList`,
    permission: 'standing_book_view',
    tags: TAG,
    summary: `资金台账 — every matching line (at most ${LIST_CAP}) with the totals`,
    params: STANDING_BOOK_FILTERS,
    handler: ({ ctx, params }) => allLines(db, ctx, standingBookWhere(ctx, params)),
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
      const page = await bookPage(db, ctx, standingBookWhere(ctx, params, warnCondition(asOf, days)), paging);
      const records = page.records.map((r) => ({ ...r, warnReasons: warnReasons(r, asOf, days) }));
      return { ...page, records, asOfDate: asOf, days };
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

  registerStandingBookHistory(app, db, takeMonthEnd);
  const jobs: JobDef[] = [standingBookMonthEndJob(takeMonthEnd)];
  return { jobs, takeMonthEnd };
}
