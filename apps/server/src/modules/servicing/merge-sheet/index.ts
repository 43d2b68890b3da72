// 合并台账 (mergeSheet/mergesheet, issue 30 item 6): the standing book's IOU lines put together per lessee or per group
// — counts, what was lent, what is owed and overdue, 罚息, the worst class, the longest DPD — with the lines beneath
// each, one consolidated line, and the lines themselves paged. One query layer with the standing book (its filters,
// data scope, sums and lines: standing-book/query.ts), never a copy.
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../../platform/crud/repository';
import { defineRoute, idsOf } from '../../../platform/http/define-route';
import type { ServicingModuleDeps } from '../index';
import { allLines, bookPage, rollUpOf, rollUpsBy } from '../standing-book/query';
import { CHILDREN_OF, CUSTOMER_IDS, MERGE_SHEET_PARAMS, mergeSheetQuery, sheetRecords } from './query';

const API = '/api/rzzl_qy/mergeSheet/mergesheet';
const TAG = ['Merge sheet'];
const PERMISSION = 'merge_sheet_view';
const WITH_IDS = [...MERGE_SHEET_PARAMS, CUSTOMER_IDS] as const;

export function registerMergeSheetArea(app: FastifyInstance, { db }: ServicingModuleDeps) {
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${API}/mergeSheetComPage`,
    permission: PERMISSION,
    tags: TAG,
    summary: '合并台账 — a page of lessees (or groups) with their lines rolled up, worst first',
    params: MERGE_SHEET_PARAMS,
    paged: true,
    handler: async ({ ctx, params, paging }) => {
      const q = await mergeSheetQuery(db, ctx, params);
      const offset = paging.offset ?? (paging.current - 1) * paging.size;
      const { rows, total } = await rollUpsBy(db, q.where, q.pairs, paging.size, offset);
      return { ...pageOf(await sheetRecords(db, ctx, q.unit, rows), total, paging), unit: q.unit };
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${API}/mergeSheetIouPage`,
    permission: PERMISSION,
    tags: TAG,
    summary:
      '合并台账 — the standing book’s IOU lines of the sheet’s filters (and of the lessees `ids`), paged, with totals',
    params: WITH_IDS,
    paged: true,
    handler: async ({ ctx, params, paging }) => {
      const q = await mergeSheetQuery(db, ctx, params, params.ids ? idsOf(params.ids) : undefined);
      return bookPage(db, ctx, q.where, paging);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${API}/mergeSheetOne`,
    permission: PERMISSION,
    tags: TAG,
    summary: '合并台账 — one consolidated line over the filters (or the lessees `ids`)',
    params: WITH_IDS,
    handler: async ({ ctx, params }) => {
      const q = await mergeSheetQuery(db, ctx, params, params.ids ? idsOf(params.ids) : undefined);
      const { units, ...line } = await rollUpOf(db, q.where, q.pairs);
      return { ...line, unit: q.unit, ...(q.unit === 'group' ? { groupCount: units } : {}) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${API}/mergeSheetChildren`,
    permission: PERMISSION,
    tags: TAG,
    summary: '合并台账 — the IOU lines of the lessees `ids` (a row’s `customerIds`), within the filters',
    params: [...MERGE_SHEET_PARAMS, CHILDREN_OF] as const,
    handler: async ({ ctx, params }) => {
      const q = await mergeSheetQuery(db, ctx, params, idsOf(params.ids));
      return (await allLines(db, ctx, q.where)).records;
    },
  });
}
