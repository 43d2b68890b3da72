// 提前结清 (the `settle` family over fl_settle; WAVE3-BRIEF §2.3, DOMAIN.md §3): a change over an IOU
// (flow/families/change.ts, kind 'iou': one change in approval per IOU across the IOU's families). Every save prices
// the record from the ledger as of its settlement date (quote.ts); the approval prices it again in its own transaction
// and refuses (409) when the IOU moved since — then applies: a new schedule version keeps the periods due by the date
// and ends with one row 提前结清 due on it (remaining principal, accrued interest, break fee, the purchase price), the
// deposit offset and the credit held are recorded as receipts of that date, and the replay settles the IOU when the
// row is paid. Nothing special marks the IOU settled: the ledger decides, as for any last rent.
import { type Localized, RECEIPT_STATES, SETTLE_QUOTE_LINES, earlySettlement, l } from '@flp/shared';
import { D, type Decimal, formatMoney } from '@flp/shared/finance';
import { numberUnder } from '../../../platform/crud/numbered';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import { invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import { NumberingService } from '../../numbering';
import { insertChangedVersion } from '../ledger';
import { periodPlan } from '../loan/schedule-excel';
import { namedIou } from '../overdue/named-iou';
import { iouTarget } from '../changes/iou-target';
import { type IouRow, servicingRepos } from '../repos';
import { type Quote, quoteLines, quoteOf } from './quote';
import { settleRepos } from './repos';

const labelOf = (name: string): Localized =>
  earlySettlement.fields.find((f) => f.name === name)?.label ?? l(name, name);
const refuse = (field: string, message: Localized) => invalidField(field, labelled(labelOf(field), message));
const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));
const money = (x: Decimal) => formatMoney(x);
const minOf = (a: Decimal, b: Decimal) => (a.lt(b) ? a : b);

/** The IOU a settlement names, locked (a settlement and a receipt of one IOU apply one after the other). */
// A sold IOU may be settled early: the payoff is collected and passed on to the buyer as its rents are.
const target = iouTarget(labelOf('iouId'), { soldToo: true });

/** The quote of a record's IOU on its date, with the record's choices (the contract's where it leaves them empty). */
const priced = (h: HookContext, iou: IouRow, record: Row) =>
  quoteOf(h.tx, h.ctx, iou, String(record.trandate), record, labelOf);

/** A waiver lowers only what the settlement itself charges: the break fee and the accrued interest. */
function checkWaiver(q: Quote, waiver: Decimal, reason: unknown) {
  if (waiver.lt(0)) throw refuse('waiver', l('不能为负数', 'cannot be negative'));
  const most = q.quote.breakFee.plus(q.quote.accruedInterest);
  if (waiver.gt(most))
    throw refuse(
      'waiver',
      l(
        `不能超过违约金与当期应计利息之和 ${money(most)}`,
        `cannot exceed the break fee and the accrued interest together (${money(most)})`,
      ),
    );
  if (waiver.gt(0) && !String(reason ?? '').trim())
    throw refuse('waiverReason', l('有减免时请说明原因', 'please give the reason for the waiver'));
}

/** `<iouNo>-JQ01`, `-JQ02` … per IOU; removed ones count too, so no number is given twice. */
async function nextNo(h: HookContext, iou: IouRow) {
  return numberUnder(h, settleRepos.settlement, 'iouId', { id: iou.id, no: iou.iouNo }, 'JQ');
}

/** The record's own server fields (its IOU's, its number); the quote is its price (settlementChange.price). */
async function fill(h: HookContext, values: Row, current: Row | undefined) {
  const record = { ...current, ...values };
  const iou = await target.lock(h, String(record.iouId ?? ''));
  if (!record.trandate) throw refuse('trandate', l('请选择结清日', 'please select the settlement date'));
  Object.assign(values, { contractId: iou.contractId, customerId: iou.customerId });
  if (!current) values.settleNo = await nextNo(h, iou);
}

export const settlementHooks: ResourceHooks<typeof earlySettlement> = {
  serverFields: [
    'settleNo',
    'contractId',
    'customerId',
    ...SETTLE_QUOTE_LINES,
    'payable',
    'scheduleId',
    'appliedBy',
    'appliedTime',
  ],
  beforeCreate: (h, values) => fill(h, values as Row, undefined),
  beforeUpdate: (h, values, current) => fill(h, values as Row, current as Row),
};

/** The periods kept (due by the date) and the final 提前结清 row, the waiver taken off the fee, then the interest. */
function settledRows(q: Quote, trandate: string, waiver: Decimal) {
  const kept = q.rows.filter((r) => String(r.dueDate) <= trandate);
  const fromFee = minOf(waiver, q.quote.breakFee.plus(q.quote.futureFees));
  const fee = q.quote.breakFee.plus(q.quote.futureFees).minus(fromFee);
  const interest = q.quote.accruedInterest.minus(waiver.minus(fromFee));
  const principal = q.quote.remainingPrincipal;
  const last = kept.at(-1);
  return [
    ...kept.map(periodPlan),
    {
      period: (last ? Number(last.period) : 0) + 1,
      dueDate: trandate,
      rent: money(principal.plus(interest)),
      principal: money(principal),
      interest: money(interest),
      fee: money(fee),
      purchasePrice: money(q.quote.purchasePrice),
      balance: '0.00',
    },
  ];
}

/** The new schedule version of a settled IOU (approved by the settlement's chain), put in effect; the maturity its date. */
async function closeSchedule(h: HookContext, iou: IouRow, record: Row, rows: ReturnType<typeof settledRows>) {
  const wide = beyondDataScope(h.ctx);
  await servicingRepos.iou.update(h.tx, wide, iou.id, { endDate: String(record.trandate), periods: rows.length });
  return insertChangedVersion(h.tx, h.ctx, iou, rows, { remark: `提前结清 ${record.settleNo}` });
}

/** The payer of a receipt that offsets the deposit held (no new money: 项目结项 counts it against the deposit). */
export const DEPOSIT_OFFSET_PAYER = '保证金冲抵';

/**
 * The deposit still held offset against the settlement, and the credit held applied, on the settlement date: receipts
 * of that date (the replay counts them once it comes), verified by the approver, reviewed as any receipt is.
 */
async function offsets(h: HookContext, iou: IouRow, record: Row, q: Quote) {
  const owed = q.quote.total.plus(q.quote.deposit).minus(dec(record.waiver));
  const deposit = minOf(q.quote.deposit, owed.gt(0) ? owed : new D(0));
  const base = {
    iouId: iou.id,
    contractId: iou.contractId,
    customerId: iou.customerId,
    receiptDate: String(record.trandate),
    receiptState: RECEIPT_STATES.verified,
    verifiedBy: h.ctx.userId,
    verifiedTime: nowString(),
  };
  const rows: Row[] = [];
  if (q.quote.credit.gt(0) && iou.autoApplyCredit !== '1')
    rows.push({
      ...base,
      receiptKind: 'credit',
      amount: money(q.quote.credit),
      payer: '预收冲抵',
      remark: `提前结清 ${record.settleNo}: 冲抵预收款`,
    });
  if (deposit.gt(0))
    rows.push({
      ...base,
      receiptKind: 'rent',
      amount: money(deposit),
      payer: DEPOSIT_OFFSET_PAYER,
      remark: `提前结清 ${record.settleNo}: 保证金冲抵结清款`,
    });
  for (const row of rows)
    await servicingRepos.receipt.insert(h.tx, beyondDataScope(h.ctx), {
      ...row,
      receiptNo: await NumberingService.next(h.tx, h.ctx, 'receipt'),
    });
}

/**
 * A settlement is a priced change over its IOU (flow/families/change.ts): its price is the quote as of its date with
 * its choices, at every save and again in the approving transaction (a moved IOU is the machine's 409); `apply` gets
 * that fresh quote.
 */
export const settlementChange: ChangeOver<typeof earlySettlement, IouRow, Quote> = {
  ...target,
  // What the IOU's history keeps of it: the maturity brought to the settlement date.
  proposal: (_iou, record) => ({ endDate: record.trandate }),
  async price(h, iou, record) {
    const q = await priced(h, iou, record);
    checkWaiver(q, dec(record.waiver), record.waiverReason);
    const values = {
      ...quoteLines(q.quote),
      accruedInterestRule: q.rule,
      breakFeeRate: q.breakFeeRate,
      payable: money(q.quote.total.minus(dec(record.waiver))),
      quoteValidUntil: record.quoteValidUntil || record.trandate,
    };
    return { values, base: q.base, detail: q };
  },
  async apply(h, iou, record, price) {
    const q = price!.detail;
    const schedule = await closeSchedule(h, iou, record, settledRows(q, String(record.trandate), dec(record.waiver)));
    await offsets(h, iou, record, q);
    await settleRepos.settlement.update(h.tx, beyondDataScope(h.ctx), String(record.id), {
      ...quoteLines(q.quote),
      scheduleId: schedule.id,
      appliedBy: h.ctx.userId,
      appliedTime: nowString(),
    });
    h.changed(earlySettlement.name, 'update', [String(record.id)]);
  },
};

/** 总经理 sees a settlement that gives something away: a waiver, or a break fee below the contract's. */
export const settlementRules: FamilyRules<typeof earlySettlement> = {
  async variables(h, record) {
    const iou = await namedIou(h, labelOf('iouId'), record.iouId);
    const contractRate = dec(((iou.terms ?? {}) as Row).breakFeeRate);
    const material = dec(record.waiver).gt(0) || dec(record.breakFeeRate).lt(contractRate);
    return { material: material ? 1 : 0 };
  },
};
