// affirmCash/repayment's own calls besides list / page / submit / remove / import (the crud machinery's): the lists
// awaiting verification and review, detail (by id, or by IOUs for the standing book), verification and its undoing,
// review, the IOU's receipts, the allocation preview and the staff's application of held credit.
import { RECEIPT_STATES, date, id, ids, l, money, receipt, text } from '@flp/shared';
import { type SQL, and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { defineRoute, idsOf } from '../../../platform/http/define-route';
import { badRequest, notFound } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { REPLAYED_KINDS } from '../ledger';
import { servicingRepos } from '../repos';
import { applyCredit, previewAllocation, reviewReceipts, unverifyReceipts, verifyReceipts } from './actions';

const R = `/api${receipt.api}`;
const TAGS = [receipt.label['en-US']];
const RECEIPT_IDS = ids('ids', l('收款', 'Receipts'), { required: l('请选择收款记录', 'please select the receipts') });
const IOU_ID = id('iouId', l('借据', 'IOU'), { required: l('请选择借据', 'please select the IOU') });

/** loanSign of detail-by-IOUs: 1 the rent receipts of the IOUs (with their allocation), 2 their contracts' deposits and fees. */
export const LOAN_SIGNS = { rent: '1', contract: '2' } as const;

export function registerReceiptRoutes(app: FastifyInstance, db: Db, service: ResourceService) {
  /**
   * The receipts (already within the caller's scope) with their lines: every line of them, whoever's replay wrote it
   * (a line's create_user is whoever triggered the replay, not the receipt's enterer).
   */
  const allocationsOf = async (ctx: RequestContext, rows: Row[]) => {
    if (!rows.length) return rows;
    const a = servicingRepos.allocation;
    const lines = await a.list(db, beyondDataScope(ctx), {
      where: [
        inArray(
          a.col('receiptId'),
          rows.map((r) => String(r.id)),
        ),
      ],
      query: { ascs: 'period,id' },
      limit: 100_000,
    });
    return rows.map((r) => ({
      ...r,
      allocations: lines.filter((x) => String(x.receiptId) === String(r.id)).map((x) => a.toWire(x)),
    }));
  };
  for (const [url, state, what] of [
    [`${R}/listInfo`, RECEIPT_STATES.entered, 'awaiting verification (entered)'],
    [`${R}/reviewListInfo`, RECEIPT_STATES.verified, 'awaiting review (verified)'],
  ] as const)
    defineRoute(app, {
      method: 'GET',
      url,
      permission: 'loan_receipt_view',
      paged: true,
      tags: TAGS,
      summary: `收款确认 — the receipts ${what}, paged, with the list's filters`,
      handler: async ({ ctx, req, paging }) => {
        return service.page(ctx, { ...(req.query as Row), receiptState: state }, { req, paging });
      },
    });

  defineRoute(app, {
    method: 'GET',
    url: `${R}/detail`,
    permission: 'loan_receipt_view',
    tags: TAGS,
    summary:
      '收款确认 — one receipt with its allocation (id); or, for the standing book, the receipts of IOUs (ids, loanSign 1 rent / 2 deposits and fees)',
    params: [
      id('id', l('收款', 'Receipt')),
      ids('ids', l('借据', 'IOUs')),
      text('loanSign', l('台账类型', 'Which receipts'), {
        pattern: {
          regex: '^[12]$',
          message: l('须为 1 (租金) 或 2 (保证金和手续费)', 'must be 1 (rent) or 2 (deposits and fees)'),
        },
        max: 1,
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      if (params.id) return service.detail(ctx, params.id, { req });
      const iouIds = idsOf(params.ids);
      if (!iouIds.length) throw badRequest(l('请选择收款记录 (id) 或借据 (ids)', 'Give a receipt (id) or IOUs (ids)'));
      const r = service.repo;
      let where: SQL | undefined;
      if ((params.loanSign ?? LOAN_SIGNS.rent) === LOAN_SIGNS.rent)
        where = and(inArray(r.col('iouId'), iouIds), inArray(r.col('receiptKind'), REPLAYED_KINDS));
      else {
        const ious = await servicingRepos.iou.findIds(db, beyondDataScope(ctx), iouIds);
        const contractIds = [...new Set(ious.map((x) => String(x.contractId)))];
        if (!contractIds.length) return [];
        where = and(inArray(r.col('contractId'), contractIds), inArray(r.col('receiptKind'), ['deposit', 'fee']));
      }
      const rows = await service.list(ctx, { ascs: 'receiptDate' }, { req, where: [where!] });
      return allocationsOf(ctx, rows);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${R}/getByIouNo`,
    permission: 'loan_receipt_view',
    tags: TAGS,
    summary: '收款确认 — the IOU (by its number) with its receipts and their allocation',
    params: [
      text('iouNo', l('借据编号', 'IOU number'), {
        required: l('请输入借据编号', 'please enter the IOU number'),
        max: 40,
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const i = servicingRepos.iou;
      // The IOU as the caller may see it: its number names no IOU outside his data scope.
      const [iou] = await i.list(db, ctx, { where: [eq(i.col('iouNo'), params.iouNo)], limit: 1 });
      if (!iou) throw notFound(l(`借据 ${params.iouNo} 不存在`, `No IOU ${params.iouNo}`));
      const rows = await service.list(
        ctx,
        { ascs: 'receiptDate' },
        { req, where: [eq(service.repo.col('iouId'), iou.id)] },
      );
      return { iou: i.toWire(iou), receipts: await allocationsOf(ctx, rows) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${R}/preview`,
    permission: 'loan_receipt_view',
    tags: TAGS,
    summary:
      '收款确认 — what verification would apply: the IOU due and overdue as of the date, and the lines the receipt would pay (id, or iouId + receiptDate + amount)',
    params: [
      id('id', l('收款', 'Receipt')),
      id('iouId', l('借据', 'IOU')),
      date('receiptDate', l('到账日期', 'Received on')),
      money('amount', l('到账金额(元)', 'Amount (yuan)'), { minValue: 0.01 }),
    ],
    handler: async ({ ctx, params }) => {
      const wide = beyondDataScope(ctx);
      if (params.id) {
        const row = await service.repo.getById(db, ctx, params.id);
        if (row.receiptKind !== 'rent' || !row.iouId)
          throw badRequest(l('只有租金收款会冲抵租金', 'Only rent is allocated'));
        const iou = await servicingRepos.iou.getById(db, wide, String(row.iouId));
        return previewAllocation(db, ctx, {
          iou,
          receipt: { id: row.id, receiptDate: String(row.receiptDate), amount: String(row.amount) },
          // a receipt awaiting verification comes after the IOU's earlier ones awaiting it
          pending: row.receiptState === RECEIPT_STATES.entered,
        });
      }
      if (!params.iouId) throw badRequest(l('请选择收款记录或借据', 'Give a receipt (id) or an IOU (iouId)'));
      // Named by the caller: within his scope; the figures then from the whole ledger.
      const iou = await servicingRepos.iou.getById(db, ctx, params.iouId);
      const receiptDate = params.receiptDate ?? undefined;
      return previewAllocation(db, ctx, {
        iou,
        ...(receiptDate ? { asOf: receiptDate } : {}),
        ...(receiptDate && params.amount ? { receipt: { receiptDate, amount: params.amount }, pending: true } : {}),
      });
    },
  });

  for (const [call, permission, summary, act] of [
    [
      'verification',
      'loan_receipt_verify',
      '核销: entered → verified by someone who neither entered nor last changed it, the allocation applied',
      verifyReceipts,
    ],
    [
      'cancelVerification',
      'loan_receipt_verify',
      '取消核销: verified → entered before review, by its verifier or an administrator',
      unverifyReceipts,
    ],
    [
      'review',
      'loan_receipt_review',
      '复核: verified → reviewed by someone who neither entered nor verified it',
      reviewReceipts,
    ],
  ] as const)
    defineRoute(app, {
      method: 'POST',
      url: `${R}/${call}`,
      permission,
      tags: TAGS,
      summary: `收款确认 — ${summary} (ids; all or none)`,
      params: [RECEIPT_IDS],
      handler: async ({ ctx, params, req }) => {
        const rows = await service.write(ctx, { req }, (h) => act(h, service, idsOf(params.ids)));
        return rows.length;
      },
    });

  defineRoute(app, {
    method: 'POST',
    url: `${R}/applyCredit`,
    permission: 'loan_receipt_verify',
    tags: TAGS,
    summary:
      '收款确认 — apply the IOU’s held credit on a date to the periods due by then (recorded as a credit receipt)',
    params: [IOU_ID, date('date', l('冲抵日期', 'Date'), { required: l('请选择冲抵日期', 'please select the date') })],
    handler: async ({ ctx, params, req }) => {
      const row = await service.write(ctx, { req }, (h) =>
        applyCredit(h, service, { iouId: params.iouId, date: params.date }),
      );
      return service.repo.toWire(row);
    },
  });
}
