// The price of a write-off (核销; WAVE3-BRIEF §2.9): the IOU's claim as the ledger stands on the write-off date
// (evaluateAsOf) — its class, the principal still unpaid (due or not), the interest due and unpaid (recognised: on the
// balance sheet), the fees due and unpaid, and the 罚息 (never recognised: off balance only). What is written off
// against the provision is principal + interest + fees; what the provision does not cover goes to P&L. Computed at
// every save and again on approval (a moved IOU is the change machine's 409).
import { type Localized, l, riskLevelLabel, writeOff } from '@flp/shared';
import { D } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { Price } from '../../flow/families/change';
import { assertOpen } from '../changes/iou-target';
import { ledgerBase } from '../changes/ledger-base';
import { dec, fieldsOf, money } from '../changes/record';
import { businessDate, evaluateAsOf } from '../ledger';
import type { IouRow } from '../repos';

export const { labelOf, refuse } = fieldsOf(writeOff);

/**
 * Only a loss is written off; a doubtful IOU too when the record says there is conclusive evidence (a bankruptcy
 * ruling, an ended enforcement: `override`).
 */
function admitClass(level: string, override: unknown) {
  if (level === 'LOSS' || (level === 'DOUBTFUL' && Number(override) === 1)) return;
  if (level === 'DOUBTFUL')
    throw refuse(
      'override',
      l(
        '借据五级分类为可疑: 须有确凿证据(破产裁定、终本裁定等)并勾选此项方可核销',
        'the IOU is classified doubtful: it is written off only with conclusive evidence (a bankruptcy ruling, an ended enforcement), ticked here',
      ),
    );
  const name: Localized = riskLevelLabel(level);
  throw refuse(
    'riskLevel',
    l(
      `借据为${name['zh-CN']}类: 只有损失类(或有确凿证据的可疑类)可以核销`,
      `the IOU is classified ${name['en-US'].toLowerCase()}: only a loss (or a doubtful one with conclusive evidence) is written off`,
    ),
  );
}

/** The write-off date: not before the disbursement nor after the business date, nor before money the IOU received. */
async function checkDate(db: Db, ctx: RequestContext, iou: IouRow, date: string, receipts: Row[]) {
  if (date < String(iou.loanDate))
    throw refuse(
      'writeOffDate',
      l(`不能早于放款日 ${iou.loanDate}`, `cannot be before the disbursement (${iou.loanDate})`),
    );
  const today = await businessDate(db, ctx);
  if (date > today)
    throw refuse('writeOffDate', l(`不能晚于业务日期 ${today}`, `cannot be after the business date (${today})`));
  // Money received after the date would have been a recovery, not rent.
  const last = receipts.reduce((m, r) => (String(r.receiptDate) > m ? String(r.receiptDate) : m), '');
  if (last > date)
    throw refuse(
      'writeOffDate',
      l(`不能早于借据最近一笔收款的到账日期 ${last}`, `cannot be before the IOU's latest receipt (${last})`),
    );
}

export async function priceWriteOff(db: Db, ctx: RequestContext, iou: IouRow, record: Row): Promise<Price<null>> {
  // Priced at a draft's save too: a settled or written-off IOU has nothing to write off.
  assertOpen(iou, labelOf('iouId'));
  const date = String(record.writeOffDate ?? '');
  if (!date) throw refuse('writeOffDate', l('请选择核销日', 'please select the write-off date'));
  const ev = await evaluateAsOf(db, ctx, iou, date);
  if (!ev.rows.length) throw refuse('iouId', l('借据没有生效的租金支付表', 'the IOU has no schedule in effect'));
  await checkDate(db, ctx, iou, date, ev.receipts);
  // Credit held is the lessee's money: applied first (预收冲抵), never written off beside a debt it would pay.
  if (ev.state.credit.gt(0))
    throw refuse(
      'iouId',
      l(
        `借据有预收款 ${money(ev.state.credit)} 元未冲抵: 请先冲抵预收款`,
        `the IOU holds a credit of ${money(ev.state.credit)}: apply it first`,
      ),
    );
  admitClass(ev.figures.riskLevel, record.override);
  const due = ev.state.outstandingDue;
  const principal = dec(ev.figures.outstandingPrincipal);
  const amount = principal.plus(due.interest).plus(due.fee);
  const provision = dec(ev.figures.provision);
  return {
    values: {
      riskLevel: ev.figures.riskLevel,
      principal: money(principal),
      interest: money(due.interest),
      penalty: money(due.penalty),
      fees: money(due.fee),
      amount: money(amount),
      provisionHeld: money(provision),
      // A provision above the amount is released, not a negative shortfall (never so while provisions are on principal).
      shortfall: money(D.max(amount.minus(provision), 0)),
    },
    base: ledgerBase(iou, ev),
    detail: null,
  };
}
