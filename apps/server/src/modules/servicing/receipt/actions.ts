// What is done to receipts after entry — verification (the allocation applied), its undoing, the review that locks
// it, the staff's application of held credit, and the allocation preview — as functions inside the caller's write,
// so the screen's calls, the 回款确认 approval and the demo seed do the same thing.
import { type Localized, RECEIPT_STATES, l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import { D, formatMoney } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { nowString } from '../../../platform/db/time';
import { badRequest, conflict, invalidField, labelled } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { NumberingService } from '../../numbering';
import {
  businessDate,
  countedReceipts,
  deriveState,
  effectiveRows,
  entryKey,
  refreshIous,
  replayOrder,
} from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { cancelRefusal, refusalOf, reviewRefusal, verifyRefusal } from './four-eyes';

const money = (v: unknown) => formatMoney(new D(String(v ?? '0') || '0'));
const noReceipt = () => badRequest(l('请选择收款记录', 'Select the receipts'));

/**
 * The receipts named, their IOUs locked first (in id order, so two calls never deadlock): every change of an IOU's
 * receipts and its replay happen one at a time per IOU. Then each receipt is read again under the lock.
 */
async function lockedReceipts(h: HookContext, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) throw noReceipt();
  const r = servicingRepos.receipt;
  const first = await r.findIds(h.tx, h.ctx, ids);
  if (first.length !== ids.length) throw badRequest(l('收款记录不存在', 'No such receipt'));
  const iouIds = [...new Set(first.map((x) => x.iouId ?? '').filter(Boolean))].sort();
  for (const id of iouIds) await servicingRepos.iou.lockById(h.tx, beyondDataScope(h.ctx), id);
  return Promise.all(ids.map((id) => r.lockById(h.tx, h.ctx, id)));
}

const stateName = (s: unknown) =>
  ({ entered: ['待核销', 'entered'], verified: ['待复核', 'verified'], reviewed: ['已复核', 'reviewed'] })[
    String(s)
  ] ?? [String(s), String(s)];

/** A 409 naming the receipt and where it stands (someone else moved it first, or it was never there). */
function wrongState(row: Row, want: string) {
  const [zh, en] = stateName(row.receiptState);
  const [wzh, wen] = stateName(want);
  return conflict(
    l(
      `收款 ${row.receiptNo} 当前为「${zh}」, 不是「${wzh}」(可能已被他人处理, 请刷新)`,
      `Receipt ${row.receiptNo} is ${en}, not ${wen} (someone may have handled it; refresh)`,
    ),
  );
}

/** Re-derives the IOUs of the receipts as of the tenant's business date (allocation lines, periods, figures). */
async function replay(h: HookContext, rows: Row[]) {
  const iouIds = [...new Set(rows.map((x) => String(x.iouId ?? '')).filter(Boolean))];
  if (iouIds.length) await refreshIous(h.tx, h.ctx, iouIds, await businessDate(h.tx, h.ctx), 'receipt');
}

/** The receipts' state checked, then who may act (four-eyes.ts): all or none. */
function assertMay(rows: Row[], want: string, refusal: (row: Row) => Localized | null) {
  for (const row of rows) {
    if (row.receiptState !== want) throw wrongState(row, want);
    const why = refusal(row);
    if (why) throw badRequest(refusalOf(row, why));
  }
}

/**
 * 核销: entered → verified by someone who neither entered it nor last changed it, the allocation applied (every
 * counted receipt of the IOU replayed).
 */
export async function verifyReceipts(h: HookContext, service: ResourceService, ids: string[]) {
  const rows = await lockedReceipts(h, ids);
  assertMay(rows, RECEIPT_STATES.entered, (row) => verifyRefusal(row, h.ctx.userId));
  const values = { verifiedBy: h.ctx.userId, verifiedTime: nowString() };
  const moved = [];
  for (const row of rows)
    moved.push(await service.transition(h.ctx, row.id, RECEIPT_STATES.verified, { within: h, values }));
  await replay(h, moved);
  return moved;
}

/**
 * 取消核销: verified (not yet reviewed) → entered by its verifier or an administrator, its allocation withdrawn by the
 * replay. The canceller is then the last to have changed it: someone else verifies it again.
 */
export async function unverifyReceipts(h: HookContext, service: ResourceService, ids: string[]) {
  const rows = await lockedReceipts(h, ids);
  assertMay(rows, RECEIPT_STATES.verified, (row) => cancelRefusal(row, h.ctx));
  const values = { verifiedBy: null, verifiedTime: null, appliedAmount: '0', creditAmount: '0' };
  const moved = [];
  for (const row of rows)
    moved.push(await service.transition(h.ctx, row.id, RECEIPT_STATES.entered, { within: h, values }));
  await replay(h, rows);
  return moved;
}

/** 复核: verified → reviewed by a third person; locked from then on (only a reversal moves it). */
export async function reviewReceipts(h: HookContext, service: ResourceService, ids: string[]) {
  const rows = await lockedReceipts(h, ids);
  assertMay(rows, RECEIPT_STATES.verified, (row) => reviewRefusal(row, h.ctx.userId));
  const values = { reviewedBy: h.ctx.userId, reviewedTime: nowString() };
  const moved = [];
  for (const row of rows)
    moved.push(await service.transition(h.ctx, row.id, RECEIPT_STATES.reviewed, { within: h, values }));
  return moved;
}

/** The IOU's periods in effect and counted receipts, or a 400 naming the IOU field when it has no schedule in effect. */
async function ledgerOf(db: Db, ctx: RequestContext, iou: IouRow) {
  const rows = await effectiveRows(db, ctx, [iou.id]);
  if (!rows.length)
    throw invalidField(
      'iouId',
      labelled(l('借据', 'IOU'), l('尚无生效的租金支付表', 'has no rent schedule in effect')),
    );
  return { rows, receipts: await countedReceipts(db, ctx, [iou.id]) };
}

/**
 * All the IOU could still be owed as of the date: every period's principal, interest and fee not yet paid, the 罚息
 * accrued by then, less the credit it holds — what paying it off would take.
 */
export async function payoffOf(db: Db, ctx: RequestContext, iou: IouRow, asOf: string) {
  const { rows, receipts } = await ledgerOf(db, ctx, iou);
  const state = deriveState(iou, rows, receipts, asOf);
  const owed = state.periods.reduce(
    (s, p) =>
      s.plus(p.outstanding.fee).plus(p.outstanding.penalty).plus(p.outstanding.interest).plus(p.outstanding.principal),
    new D(0),
  );
  return D.max(owed.minus(state.credit), 0);
}

export interface PreviewInput {
  iou: IouRow;
  /** The receipt to count as if verified (a stored one, or one not yet entered). */
  receipt?: { id?: string; receiptDate: string; amount: string };
  /**
   * Count the IOU's rent receipts entered before this one and not yet verified as if verified first: what staff see
   * is what verifying them in turn will do. A receipt not yet entered comes after every one entered.
   */
  pending?: boolean;
  /** As of this date (default the receipt's date, else the business date). */
  asOf?: string;
}

/** The IOU's rent receipts entered and not yet verified, entered before `before` (a receipt id) when given. */
async function pendingReceipts(db: Db, ctx: RequestContext, iouId: string, before?: string) {
  const r = servicingRepos.receipt;
  const rows = await r.list(db, beyondDataScope(ctx), {
    where: [
      eq(r.col('iouId'), iouId),
      eq(r.col('receiptState'), RECEIPT_STATES.entered),
      eq(r.col('receiptKind'), 'rent'),
    ],
    query: { ascs: 'receiptDate' },
    limit: 10_000,
  });
  return before === undefined ? rows : rows.filter((x) => entryKey(x) < entryKey({ id: before }));
}

/**
 * What the server would apply: the IOU's amounts due and overdue as of the date, and — with a receipt — the lines it
 * would pay and what it would leave as credit. The same replay verification runs. With `pending`, the IOU's earlier
 * receipts still awaiting verification count as verified before this one (`pending` in the answer says which).
 */
export async function previewAllocation(db: Db, ctx: RequestContext, input: PreviewInput) {
  const { iou } = input;
  const { rows, receipts } = await ledgerOf(db, ctx, iou);
  const today = await businessDate(db, ctx);
  const asOf = input.asOf ?? input.receipt?.receiptDate ?? today;
  const pid = input.receipt?.id ?? 'preview';
  const waiting = input.pending && input.receipt ? await pendingReceipts(db, ctx, iou.id, input.receipt.id) : [];
  const others = [...receipts, ...waiting].filter((r) => r.id !== pid).sort(replayOrder);
  const counted = input.receipt
    ? [
        ...others,
        { id: pid, receiptKind: 'rent', receiptDate: input.receipt.receiptDate, amount: input.receipt.amount },
      ]
    : others;
  counted.sort(replayOrder);
  const before = deriveState(iou, rows, others, asOf);
  const after = deriveState(iou, rows, counted, asOf);
  const due = before.outstandingDue;
  const overdue = before.periods.filter((p) => p.daysPastDue > 0);
  const sum = (list: typeof before.periods, k: 'fee' | 'penalty' | 'interest' | 'principal') =>
    list.reduce((s, p) => s.plus(p.outstanding[k]), new D(0));
  const next = before.periods.find((p) => p.dueDate > asOf);
  const mine = after.payments.find((p) => p.id === pid);
  return {
    iouId: iou.id,
    iouNo: iou.iouNo,
    asOf,
    due: {
      fee: money(due.fee),
      penalty: money(due.penalty),
      interest: money(due.interest),
      principal: money(due.principal),
      total: money(due.fee.plus(due.penalty).plus(due.interest).plus(due.principal)),
    },
    overdue: {
      periods: overdue.length,
      dpd: before.daysPastDue,
      amount: money(sum(overdue, 'principal').plus(sum(overdue, 'interest')).plus(sum(overdue, 'fee'))),
      penalty: money(sum(overdue, 'penalty')),
    },
    creditHeld: money(before.credit),
    next: next
      ? {
          period: next.period,
          dueDate: next.dueDate,
          amount: money(next.outstanding.fee.plus(next.outstanding.interest).plus(next.outstanding.principal)),
        }
      : null,
    lines: after.lines
      .filter((x) => x.paymentId === pid)
      .map((x) => ({ period: x.period, component: x.component, applyDate: x.date, amount: money(x.amount) })),
    applied: mine ? money(mine.applied) : '0.00',
    credit: mine ? money(mine.credit) : '0.00',
    /** The earlier receipts awaiting verification counted before this one. */
    pending: {
      count: waiting.length,
      amount: money(waiting.reduce((s, r) => s.plus(r.amount ?? '0'), new D(0))),
      receiptNos: waiting.map((r) => r.receiptNo ?? ''),
    },
  };
}

/**
 * 预收冲抵: staff apply the IOU's held credit on a date to the periods due by then (DOMAIN.md §3 order). Recorded as
 * a receipt of kind `credit` dated that day — no new money; its amount is what was applied — verified at once, so the
 * replay applies the credit on the same day from scratch (ledger.ts deriveState). It is reviewed like any receipt.
 */
export async function applyCredit(
  h: HookContext,
  service: ResourceService,
  input: { iouId: string; date: string },
): Promise<Row> {
  const wide = beyondDataScope(h.ctx);
  const iou = await servicingRepos.iou.lockById(h.tx, wide, input.iouId);
  const today = await businessDate(h.tx, h.ctx);
  if (input.date > today)
    throw invalidField(
      'date',
      labelled(l('冲抵日期', 'Date'), l(`不能晚于业务日期 ${today}`, `must not be after ${today}`)),
    );
  if (input.date < String(iou.loanDate))
    throw invalidField(
      'date',
      labelled(l('冲抵日期', 'Date'), l(`不能早于放款日 ${iou.loanDate}`, `must not be before ${iou.loanDate}`)),
    );
  const { rows, receipts } = await ledgerOf(h.tx, h.ctx, iou);
  const before = deriveState(iou, rows, receipts, input.date);
  if (before.credit.isZero())
    throw badRequest(
      l(`借据 ${iou.iouNo} 在 ${input.date} 没有预收款`, `IOU ${iou.iouNo} holds no credit on ${input.date}`),
    );
  const probe = { id: 'apply', receiptKind: 'credit', receiptDate: input.date, amount: '0' };
  const after = deriveState(iou, rows, [...receipts, probe], input.date);
  const applied = before.credit.minus(after.credit);
  if (applied.lte(0))
    throw badRequest(
      l(
        `借据 ${iou.iouNo} 在 ${input.date} 没有已到期未付的租金可冲抵`,
        `IOU ${iou.iouNo} has nothing due on ${input.date} to apply the credit to`,
      ),
    );
  const row = await servicingRepos.receipt.insert(h.tx, h.ctx, {
    receiptNo: await NumberingService.next(h.tx, h.ctx, 'receipt'),
    iouId: iou.id,
    contractId: iou.contractId,
    customerId: iou.customerId,
    receiptKind: 'credit',
    receiptDate: input.date,
    amount: money(applied),
    payer: '预收冲抵',
    receiptState: RECEIPT_STATES.verified,
    verifiedBy: h.ctx.userId,
    verifiedTime: nowString(),
    remark: `冲抵预收款 ${money(applied)} 元`,
  });
  h.changed(service.def.name, 'create', [row.id]);
  await replay(h, [row]);
  return row;
}
