// A closing's figures (WAVE3-BRIEF §2.11), from the project's ledger as of the business date — pure, so the save, the
// approval and the test compute them the same way:
// - 已收租金 / 已收利息 / 已收罚息: what the receipts paid of the periods (the replay's allocation lines), leaving out
//   what an extension capitalised (no money came in: the new principal is paid again later);
// - 累计逾期天数: Σ over every period due of the days from its due date to the day it was settled (or to the date, or to
//   the day a written-off IOU closed, while unpaid) — lateness as the lessee lived it, grace days included;
// - 保证金 / 应退保证金: the deposits received less what was offset against rent (receipts paid by 保证金冲抵);
// - 实际收益率 XIRR: disbursements out, every receipt that brought money in (rent, recoveries, deposits, fees; a
//   deposit offset moves no money), the deposit to refund out on the date — only once every IOU is closed: while one
//   still repays, its cash flows are not over and a "yield" of them (−99.99 % for a lease a year into five) says
//   nothing.
import { D, type DatedCashFlow, ZERO, daysBetween, formatMoney, realisedXirr } from '@flp/shared/finance';
import { DEPOSIT_OFFSET_PAYER } from '../settle/settle';
import { type ProjectLedger, closedIou } from './ledger';

const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));

export interface ClosingFigures {
  depositHeld: string;
  depositRefund: string;
  /** Σ deposit offsets (for the checklist's detail). */
  depositOffset: string;
  rentReceived: string;
  interestReceived: string;
  penaltyReceived: string;
  daysLate: number;
  /** Percent, 4 decimals; null while an IOU still repays, or when there is none (or beyond what the record holds). */
  xirr: string | null;
}

/** The record holds the XIRR as numeric(7,4): a yield beyond ±999.9999 % says nothing a person would act on. */
const XIRR_LIMIT = new D('1000');

export function closingFigures(ledger: ProjectLedger): ClosingFigures {
  let rent = ZERO;
  let interest = ZERO;
  let penalty = ZERO;
  let daysLate = 0;
  const flows: DatedCashFlow[] = [];
  for (const { iou, state, nonCash } of ledger.ious) {
    flows.push({ date: String(iou.loanDate), amount: dec(iou.loanAmount).neg() });
    for (const line of state.lines) {
      if (nonCash.has(line.paymentId)) continue;
      if (line.component === 'PRINCIPAL' || line.component === 'INTEREST') rent = rent.plus(line.amount);
      if (line.component === 'INTEREST') interest = interest.plus(line.amount);
      if (line.component === 'PENALTY') penalty = penalty.plus(line.amount);
    }
    // An IOU written off stops being late the day it closed; one still open is late to the date.
    const closedOn = iou.iouState === 'writtenOff' && iou.settledDate ? String(iou.settledDate) : ledger.asOf;
    for (const p of state.periods) {
      const end = p.settledOn ?? closedOn;
      if (p.dueDate < end) daysLate += daysBetween(p.dueDate, end);
    }
  }
  let held = ZERO;
  let offset = ZERO;
  for (const r of ledger.receipts) {
    const amount = dec(r.amount);
    if (r.receiptKind === 'deposit') held = held.plus(amount);
    // The deposit applied to rent: rent paid, but with money already counted when the deposit came in.
    if (r.payer === DEPOSIT_OFFSET_PAYER && r.receiptKind !== 'deposit') {
      offset = offset.plus(amount);
      continue;
    }
    flows.push({ date: String(r.receiptDate), amount });
  }
  const refund = held.minus(offset);
  if (refund.gt(0)) flows.push({ date: ledger.asOf, amount: refund.neg() });
  const xirr = ledger.ious.every((x) => closedIou(x.iou)) ? realisedXirr(flows) : null;
  return {
    depositHeld: formatMoney(held),
    depositRefund: formatMoney(refund),
    depositOffset: formatMoney(offset),
    rentReceived: formatMoney(rent),
    interestReceived: formatMoney(interest),
    penaltyReceived: formatMoney(penalty),
    daysLate,
    xirr: xirr !== null && new D(xirr).abs().lt(XIRR_LIMIT) ? xirr : null,
  };
}
