// 收款冲销 (the `recoil` family over fl_repayment_recoil; WAVE3-BRIEF §2.7, DOMAIN.md §3 "Reversal"): a reviewed
// receipt reversed through an approval. A change over the receipt (flow/families/change.ts, kind 'receipt': one
// reversal in approval per receipt), its IOU locked before it whenever it is read to change. On approval, in the
// approving transaction, the receipt moves to 已冲销 (it stays, in every list and export) and its IOU is replayed as
// of the business date without it: the allocation lines, 罚息, days past due and class as if it had never been
// received. Nothing is deleted.
import { type Localized, RECEIPT_STATES, l, repaymentRecoil, taskUser, fieldLabel } from '@flp/shared';
import { numberUnder } from '../../../platform/crud/numbered';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks, ResourceService } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import { badRequest, invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import { Staff } from '../../system/services';
import { businessDate, refreshIous } from '../ledger';
import { servicingRepos } from '../repos';
import { recoilRepos } from './repos';

const labelOf = (name: string) => fieldLabel(repaymentRecoil, name);
const refuse = (field: string, message: Localized) => invalidField(field, labelled(labelOf(field), message));
const same = (a: unknown, b: string) => a !== null && a !== undefined && String(a) === b;

/** The roles whose holders may do the 复核 of a reversal (less the receipt's verifier and reviewer, and the starter). */
export const RECOIL_CHECKER_ROLES = ['finance_reviewer', 'finance_officer'];

/** The receipt a reversal names, beyond the caller's data scope (the family's rules decide what may be done). */
async function namedReceipt(h: HookContext, receiptId: unknown): Promise<Row> {
  if (receiptId === undefined || receiptId === null || receiptId === '')
    throw refuse('receiptId', l('请选择收款', 'please select the receipt'));
  const found = await servicingRepos.receipt.findById(h.tx, beyondDataScope(h.ctx), String(receiptId));
  if (!found) throw refuse('receiptId', l('收款不存在', 'no such receipt'));
  return found;
}

/** The receipt read under lock — its IOU's row first, as every change of an IOU's receipts does (receipt/actions.ts). */
async function lockedReceipt(h: HookContext, receiptId: string): Promise<Row> {
  const wide = beyondDataScope(h.ctx);
  const found = await namedReceipt(h, receiptId);
  if (found.iouId) await servicingRepos.iou.lockById(h.tx, wide, String(found.iouId));
  return servicingRepos.receipt.lockById(h.tx, wide, String(found.id));
}

/** Only a reviewed receipt is reversed: one entered or verified is corrected by an edit or a cancelled verification. */
function admitReceipt(receipt: Row) {
  const no = String(receipt.receiptNo ?? '');
  if (receipt.receiptState === RECEIPT_STATES.reversed)
    throw refuse('receiptId', l(`收款 ${no} 已冲销`, `receipt ${no} is already reversed`));
  if (receipt.receiptState !== RECEIPT_STATES.reviewed)
    throw refuse(
      'receiptId',
      l(
        `收款 ${no} 尚未复核, 只有已复核的收款可以冲销 (未复核的收款可取消核销或修改)`,
        `receipt ${no} is not reviewed; only a reviewed receipt is reversed (cancel the verification of one that is not)`,
      ),
    );
}

/** The reversal date: not before the receipt was received, not after the business date. */
async function checkDate(h: HookContext, receipt: Row, recoilDate: unknown) {
  if (!recoilDate) return;
  const d = String(recoilDate);
  if (d < String(receipt.receiptDate))
    throw refuse(
      'recoilDate',
      l(`不能早于到账日期 ${receipt.receiptDate}`, `cannot be before the date received (${receipt.receiptDate})`),
    );
  const today = await businessDate(h.tx, h.ctx);
  if (d > today)
    throw refuse('recoilDate', l(`不能晚于业务日期 ${today}`, `cannot be after the business date (${today})`));
}

/**
 * `<receiptNo>-CX01`, `-CX02` … per receipt; removed ones count too, so that a number is never given twice. The
 * receipt's IOU is locked first (two reversals of one IOU's receipts drafted at once take their numbers in turn).
 */
async function nextNo(h: HookContext, receipt: Row) {
  if (receipt.iouId) await servicingRepos.iou.lockById(h.tx, beyondDataScope(h.ctx), String(receipt.iouId));
  const target = { id: String(receipt.id), no: receipt.receiptNo };
  return numberUnder(h, recoilRepos.repaymentRecoil, 'receiptId', target, 'CX');
}

/** The record's server fields from its receipt (amount = the receipt's), its reason explained when it is 其他. */
async function fill(h: HookContext, values: Row, current: Row | undefined) {
  const receipt = await namedReceipt(h, values.receiptId ?? current?.receiptId);
  values.iouId = receipt.iouId ?? null;
  values.contractId = receipt.contractId ?? null;
  values.customerId = receipt.customerId ?? null;
  values.receiptDate = receipt.receiptDate;
  values.amount = receipt.amount;
  if (!current) values.recoilNo = await nextNo(h, receipt);
  const reason = values.reason ?? current?.reason;
  const text = values.reasonText !== undefined ? values.reasonText : current?.reasonText;
  if (reason === 'other' && !String(text ?? '').trim())
    throw refuse('reasonText', l('冲销原因为「其他」时请说明', 'please explain a reason of "Other"'));
  await checkDate(h, receipt, values.recoilDate ?? current?.recoilDate);
}

export const repaymentRecoilHooks: ResourceHooks<typeof repaymentRecoil> = {
  serverFields: ['recoilNo', 'iouId', 'contractId', 'customerId', 'receiptDate', 'amount', 'appliedBy', 'appliedTime'],
  beforeCreate: (h, values) => fill(h, values as Row, undefined),
  beforeUpdate: (h, values, current) => fill(h, values as Row, current as Row),
};

/** Who may do the 复核: the holders of the checker roles other than the receipt's verifier and reviewer. */
async function checkersOf(h: HookContext, receipt: Row): Promise<string[]> {
  const people = await Staff.withRoles(h.tx, h.ctx.tenantId, RECOIL_CHECKER_ROLES);
  return people.filter((u) => !same(receipt.verifiedBy, u) && !same(receipt.reviewedBy, u));
}

/**
 * The reversal of a receipt is a change over it (flow/families/change.ts). `apply` runs in the transaction of the
 * 复核 that approves it: the approver is neither the receipt's verifier nor its reviewer (the starter the engine
 * already keeps out); the receipt moves to 已冲销 with its applied and credit amounts cleared, and its IOU is replayed.
 */
export function receiptRecoil(receipts: ResourceService): ChangeOver {
  return {
    kind: 'receipt',
    noun: labelOf('receiptId'),
    field: 'receiptId',
    lock: lockedReceipt,
    admit: (h, receipt, record) => {
      admitReceipt(receipt);
      return checkDate(h, receipt, record.recoilDate);
    },
    async apply(h, receipt, record) {
      const approver = h.ctx.userId;
      if (same(receipt.verifiedBy, approver) || same(receipt.reviewedBy, approver))
        throw badRequest(
          l(
            `收款 ${receipt.receiptNo} 的核销人或复核人不能复核它的冲销, 须由另一人复核`,
            `The person who verified or reviewed receipt ${receipt.receiptNo} cannot check its reversal`,
          ),
        );
      const wide = beyondDataScope(h.ctx);
      const within = { ...h, ctx: wide };
      await receipts.transition(wide, String(receipt.id), RECEIPT_STATES.reversed, {
        within,
        values: { appliedAmount: '0', creditAmount: '0' },
      });
      await recoilRepos.repaymentRecoil.update(h.tx, wide, String(record.id), {
        appliedBy: approver,
        appliedTime: nowString(),
      });
      h.changed(repaymentRecoil.name, 'update', [String(record.id)]);
      if (!receipt.iouId) return;
      const iouId = String(receipt.iouId);
      // A settled IOU is repaid no longer once its money is taken back: the replay decides afresh whether it is (and
      // runs its 罚息 past the old settlement date, which the ledger stops at for a settled IOU).
      const iou = await servicingRepos.iou.getById(h.tx, wide, iouId);
      if (iou.iouState === 'settled')
        await servicingRepos.iou.update(h.tx, wide, iouId, { iouState: 'active', settledDate: null });
      await refreshIous(h.tx, h.ctx, [iouId], await businessDate(h.tx, h.ctx), 'approval');
    },
  };
}

/**
 * The family's own rules beside the change's: a start needs someone who may do the 复核 (not the starter), and the
 * 复核 is offered to those people only (`recoilCheckers`, recomputed at every step).
 */
export const receiptRecoilRules: FamilyRules<typeof repaymentRecoil> = {
  async validate(h, record) {
    const receipt = await namedReceipt(h, record.receiptId);
    const checkers = (await checkersOf(h, receipt)).filter((u) => !same(record.createUser, u));
    if (!checkers.length)
      throw refuse(
        'receiptId',
        l(
          '没有可复核该冲销的人员 (须为发起人、该收款的核销人和复核人以外的财务人员)',
          'nobody may check this reversal (a finance officer other than the starter and who verified or reviewed the receipt)',
        ),
      );
  },
  async variables(h, record) {
    const receipt = await namedReceipt(h, record.receiptId);
    return { recoilCheckers: (await checkersOf(h, receipt)).map(taskUser) };
  },
};
