// 资金台账 and its month-end history (issue 15 item 5). The book reads this module's IOUs (fl_iou): list (paged) and
// noPageList with exact totals over every matching line, warnList for what needs attention, and the Excel export of
// the same filter; the history is fundstandingbook (history.ts) with its snapshots (snapshot.ts).
import type { FastifyInstance } from 'fastify';
import { LIST_CAP } from '../../../platform/crud/service';
import { defineRoute } from '../../../platform/http/define-route';
import type { JobDef } from '../../../platform/jobs/types';
import type { ServicingModuleDeps } from '../index';
import { businessDate } from '../ledger';
import { exportStandingBook } from './export';
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

  registerStandingBookHistory(app, db);
  const jobs: JobDef[] = [standingBookMonthEndJob];
  return { jobs };
}
