// 交割 and 撤销 of a draft transfer. Delivery asks for the notice to the lessee first (民法典 第546条: a transfer of
// claims binds the debtor only once he is notified), then — in one transaction — checks and prices the draft again on
// today's ledger (rules.ts: a receipt or another transfer may have come meanwhile), writes one 转付明细 row per period
// sold, and, sold without recourse (无追索, ABS 入池), marks the IOUs transferred to the buyer (they leave the
// concentration exposure; servicing goes on). With recourse nothing leaves the balance sheet: the IOUs stay as they
// are, and whoever listens (`onSettled`: the funding side, which drafts the 有追索保理 loan) hears of the sale in the
// same transaction — a listener's refusal undoes the delivery.
import { type assetTransfer, iou as iouDef, l } from '@flp/shared';
import type { HookContext, ResourceService } from '../../../platform/crud/service';
import { badRequest } from '../../../platform/http/errors';
import { recordChanges } from '../../../platform/history/record';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { given, money } from '../changes/record';
import { businessDate } from '../ledger';
import { servicingRepos } from '../repos';
import { assetTransferRepos } from './repos';
import { checkTransfer, refuse } from './rules';

/** The transfer types that derecognise the IOUs (the buyer bears the lessee's risk). */
export const DERECOGNISED = ['NON_RECOURSE', 'ABS'];

type Service = ResourceService<typeof assetTransfer>;

/** A transfer as delivered, for the other side of the books. */
export interface SettledTransfer {
  id: string;
  transferNo: string;
  transferType: string;
  transferee: string;
  transferDate: string;
  /** Points a year (5 = 5 %), when the price was discounted at a rate. */
  discountRate: string | null;
  price: string;
  /** Each IOU sold and its principal outstanding on the date. */
  ious: { iouId: string; iouNo: string; principal: string }[];
}

/** Told of each delivery, inside its transaction. */
export type TransferSettled = (h: HookContext, transfer: SettledTransfer) => Promise<void>;

/** The draft, read as the caller may see it (404 beyond his data scope), then locked. */
async function lockedDraft(h: HookContext, id: string, action: 'settle' | 'cancel') {
  const repo = assetTransferRepos.transfer;
  await repo.getById(h.tx, h.ctx, id);
  const record = await repo.lockById(h.tx, beyondDataScope(h.ctx), id);
  if (record.transferState !== 'draft')
    throw badRequest(
      action === 'settle'
        ? l(
            `资产转让 ${record.transferNo} 不是草稿, 不能交割`,
            `Asset transfer ${record.transferNo} is not a draft and cannot be settled`,
          )
        : l(
            `资产转让 ${record.transferNo} 不是草稿, 不能撤销`,
            `Asset transfer ${record.transferNo} is not a draft and cannot be cancelled`,
          ),
    );
  return record;
}

export async function settleTransfer(
  h: HookContext,
  service: Service,
  contracts: ContractModule,
  id: string,
  listeners: readonly TransferSettled[] = [],
) {
  const record = await lockedDraft(h, id, 'settle');
  const notice = l(
    '交割前须上传转让通知书 (民法典 第546条: 通知承租人后转让对其发生效力)',
    'must be attached before settlement (Civil Code art. 546: the transfer binds the lessee once notified)',
  );
  if (!String(record.noticeDoc ?? '').trim()) throw refuse('noticeDoc', notice);
  if (!given(record.noticeDate))
    throw refuse('noticeDate', l('交割前须填写通知日期', 'must be given before settlement'));
  const today = await businessDate(h.tx, h.ctx);
  if (String(record.noticeDate) > today)
    throw refuse('noticeDate', l(`不能晚于业务日期 ${today}`, `cannot be after the business date (${today})`));
  const { ious, figures } = await checkTransfer(h, contracts, record, id);
  const wide = beyondDataScope(h.ctx);
  const rows = figures.sales.flatMap(({ iou, pricing }) =>
    pricing.periods.map((p) => ({
      pid: id,
      iouId: iou.id,
      period: p.period,
      dueDate: p.dueDate,
      rentDue: money(p.rentDue),
      passState: 'due',
    })),
  );
  const written = await assetTransferRepos.repayment.insertMany(h.tx, h.ctx, rows);
  if (DERECOGNISED.includes(String(record.transferType)))
    for (const iou of ious) {
      const after = await servicingRepos.iou.update(h.tx, wide, iou.id, {
        transferred: '1',
        transferee: record.transferee,
      });
      await recordChanges(h.tx, h.ctx, iouDef, iou, after);
    }
  const settled = await service.transition(h.ctx, id, 'settled', { within: h, values: figures.values });
  const told: SettledTransfer = {
    id,
    transferNo: String(record.transferNo),
    transferType: String(record.transferType),
    transferee: String(record.transferee),
    transferDate: String(record.transferDate),
    discountRate: given(record.discountRate) ? String(record.discountRate) : null,
    price: figures.values.price,
    ious: figures.sales.map(({ iou, pricing }) => ({
      iouId: iou.id,
      iouNo: String(iou.iouNo),
      principal: money(pricing.remainingPrincipal),
    })),
  };
  for (const listener of listeners) await listener(h, told);
  h.changed(
    'assetRepayment',
    'create',
    written.map((r) => String(r.id)),
  );
  if (DERECOGNISED.includes(String(record.transferType)))
    h.changed(
      'iou',
      'update',
      ious.map((i) => i.id),
    );
  return settled;
}

export async function cancelTransfer(h: HookContext, service: Service, _contracts: ContractModule, id: string) {
  await lockedDraft(h, id, 'cancel');
  return service.transition(h.ctx, id, 'cancelled', { within: h });
}
