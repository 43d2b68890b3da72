// The rules of entering a receipt (submit, and each row of an Excel import): rent needs an active IOU with a schedule
// in effect (money on a written-off IOU is a recovery: write-off/recovery-receipt.ts), a deposit or fee needs a
// contract; the lessee (and the contract of rent) come from there; the date lies between the IOU's disbursement and
// the tenant's business date; the amount is not far beyond what the IOU (or the contract) could take; the allocation
// is never the caller's. An import's rows form a 回款确认 batch.
import { RECEIPT_STATES, RECORD_STATES, type ResourceDef, l, receipt, fieldLabel } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import { and, eq, inArray } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { NumberingService } from '../../numbering';
import { businessDate, effectiveRows } from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { recoilRepos } from '../recoil/repos';
import { payoffOf } from './actions';
import { reviewRefusal, verifyRefusal } from './four-eyes';
import { WRITTEN_OFF_RENT, checkRecovery } from '../write-off/recovery-receipt';

const labelOf = (def: ResourceDef, name: string) => fieldLabel(def, name);
const refuse = (name: string, zh: string, en: string) =>
  invalidField(name, labelled(labelOf(receipt, name), l(zh, en)));

async function checkReceipt(h: HookContext, contracts: ContractModule, values: Row, current?: Row) {
  const merged = { ...current, ...values };
  const kind = String(merged.receiptKind ?? 'rent');
  const wide = beyondDataScope(h.ctx);
  if (kind === 'credit')
    throw refuse('receiptKind', '预收冲抵只能由「冲抵预收」操作生成', 'credit applications are made by Apply credit');
  if (kind === 'capitalised')
    throw refuse('receiptKind', '展期资本化只能由展期审批生成', 'capitalisations are made by an approved extension');
  if (kind === 'recovery') await checkRecovery(h, values, merged);
  else if (kind === 'rent') {
    if (!merged.iouId) throw refuse('iouId', '租金须选择借据', 'rent needs an IOU');
    const iou = await servicingRepos.iou.findById(h.tx, wide, String(merged.iouId));
    if (!iou) throw refuse('iouId', '借据不存在', 'no such IOU');
    if (iou.iouState === 'writtenOff')
      throw invalidField('iouId', labelled(labelOf(receipt, 'iouId'), WRITTEN_OFF_RENT(iou.iouNo)));
    if (iou.iouState !== 'active')
      throw refuse('iouId', `借据 ${iou.iouNo} 不在还款中`, `IOU ${iou.iouNo} is not being repaid`);
    if ((await effectiveRows(h.tx, h.ctx, [iou.id])).length === 0)
      throw refuse(
        'iouId',
        `借据 ${iou.iouNo} 尚无生效的租金支付表`,
        `IOU ${iou.iouNo} has no rent schedule in effect`,
      );
    if (String(merged.receiptDate) < String(iou.loanDate))
      throw refuse('receiptDate', `不能早于放款日 ${iou.loanDate}`, `must not be before the loan date ${iou.loanDate}`);
    await checkRentAmount(h, iou, merged.amount);
    values.contractId = iou.contractId;
    values.customerId = iou.customerId;
  } else {
    if (!merged.contractId) throw refuse('contractId', '保证金或手续费须选择合同', 'a deposit or fee needs a contract');
    const c = await contracts.findContract(h.tx, h.ctx, String(merged.contractId));
    if (!c) throw refuse('contractId', '合同不存在', 'no such contract');
    const financed = new D(String(c.financeAmount ?? 0) || 0);
    if (financed.gt(0) && new D(String(merged.amount ?? 0)).gt(financed))
      throw refuse(
        'amount',
        `超过合同 ${c.contractNo} 的融资金额 ${formatMoney(financed)} 元, 请核对`,
        `is more than the amount financed by contract ${c.contractNo} (${formatMoney(financed)}); check it`,
      );
    values.iouId = null;
    values.customerId = c.customerId;
  }
  const today = await businessDate(h.tx, h.ctx);
  if (String(merged.receiptDate) > today)
    throw refuse('receiptDate', `不能晚于业务日期 ${today}`, `must not be after the business date ${today}`);
}

/**
 * A rent receipt may hold more than the IOU owes (the rest is held as credit), but not far more: at most what paying
 * it off would take as of the business date plus a tenth of the amount lent (docs/decisions.md "The receipts' four
 * eyes and a receipt's ceiling") — a mistyped amount must not clear every arrear and sit as credit.
 */
async function checkRentAmount(h: HookContext, iou: IouRow, amount: unknown) {
  if (amount === undefined || amount === null || amount === '') return;
  const payoff = await payoffOf(h.tx, h.ctx, iou, await businessDate(h.tx, h.ctx));
  const ceiling = payoff.plus(new D(iou.loanAmount || 0).times(RENT_MARGIN));
  if (new D(String(amount)).gt(ceiling))
    throw refuse(
      'amount',
      `远超借据 ${iou.iouNo} 尚欠的全部款项 ${formatMoney(payoff)} 元 (至多 ${formatMoney(ceiling)} 元), 请核对`,
      `is far more than all IOU ${iou.iouNo} still owes (${formatMoney(payoff)}; at most ${formatMoney(ceiling)}); check it`,
    );
}

/** The share of the amount lent a rent receipt may exceed the IOU's payoff by. */
const RENT_MARGIN = '0.1';

/** The receipt's hooks (the contract module gives the contract of a deposit or fee). */
export function receiptHooks(contracts: ContractModule): ResourceHooks<typeof receipt> {
  return {
    serverFields: ['customerId', 'receiptNo', 'batchNo'],
    /**
     * Every list and detail says whether the caller may verify or review the receipt, and if not why (four eyes), and
     * whether a reversal of it is in approval (收款冲销: the screen shows it instead of offering another).
     */
    async decorate(r, rows) {
      const reviewed = rows.filter((x) => x.receiptState === RECEIPT_STATES.reviewed).map((x) => String(x.id));
      const rr = recoilRepos.repaymentRecoil;
      const reversing = new Set(
        reviewed.length
          ? (
              await rr.list(r.db, beyondDataScope(r.ctx), {
                where: [and(inArray(rr.col('receiptId'), reviewed), eq(rr.col('flowState'), RECORD_STATES.running))!],
                limit: reviewed.length,
              })
            ).map((x) => String(x.receiptId))
          : [],
      );
      return rows.map((row) => {
        const entered = row.receiptState === RECEIPT_STATES.entered;
        const verified = row.receiptState === RECEIPT_STATES.verified;
        const notVerifier = entered ? verifyRefusal(row, r.ctx.userId) : null;
        const notReviewer = verified ? reviewRefusal(row, r.ctx.userId) : null;
        return {
          ...row,
          verifiable: entered && !notVerifier,
          verifyRefusal: notVerifier,
          reviewable: verified && !notReviewer,
          reviewRefusal: notReviewer,
          recoilRunning: reversing.has(String(row.id)),
        };
      });
    },
    async beforeCreate(h, values) {
      await checkReceipt(h, contracts, values);
      values.receiptNo = await NumberingService.next(h.tx, h.ctx, 'receipt');
    },
    async beforeUpdate(h, values, current) {
      await checkReceipt(h, contracts, values, current);
    },
    /** The rows of one import form one 回款确认 batch (a draft: submitting it starts the `hkqr` approval). */
    async afterImport(h, rows) {
      const total = rows.reduce((s, r) => s.plus(String(r.amount)), new D(0));
      const first = rows.map((r) => String(r.receiptDate)).sort()[0];
      const batch = await servicingRepos.receiptBatch.insert(h.tx, h.ctx, {
        batchNo: await NumberingService.next(h.tx, h.ctx, 'receiptBatch'),
        batchDate: first,
        receiptCount: rows.length,
        amountTotal: formatMoney(total),
        flowState: 'draft',
      });
      const r = servicingRepos.receipt;
      await h.tx
        .update(r.table)
        .set({ batchNo: batch.batchNo })
        .where(
          r.tenantScope(
            h.ctx,
            inArray(
              r.col('id'),
              rows.map((x) => String(x.id)),
            ),
          ),
        );
      h.changed('receiptBatch', 'create', [batch.id]);
      return { batchId: batch.id, batchNo: batch.batchNo };
    },
  };
}
