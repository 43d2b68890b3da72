// What a priced change over an IOU rests on (flow/families/change.ts, `Price.base`) and the stored periods as the
// finance engine reads them: shared by every change priced from the ledger (提前结清, 展期 …).
import { createHash } from 'node:crypto';
import { type Localized, l } from '@flp/shared';
import { D, type ScheduleRow, ZERO } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';
import { type LedgerPeriod, evaluateAsOf } from '../ledger';
import type { IouRow } from '../repos';

const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));

/** The stored periods as the engine's rows: opening = balance + principal; no deposit offsets (servicing bills rent whole). */
export function engineRows(rows: LedgerPeriod[]): ScheduleRow[] {
  return rows.map((r) => {
    const principal = dec(r.principal);
    const closing = dec(r.balance);
    return {
      period: Number(r.period),
      dueDate: String(r.dueDate),
      rent: dec(r.rent),
      principal,
      interest: dec(r.interest),
      openingBalance: closing.plus(principal),
      closingBalance: closing,
      fee: dec(r.fee),
      depositOffset: ZERO,
      purchasePrice: dec(r.purchasePrice),
    };
  });
}

/**
 * The ledger a price was computed on — the schedule in effect, the IOU's version, the receipts counted — as one hash:
 * another at approval means the IOU moved since (a receipt, a reversal, another change), and the change is priced again.
 */
export function ledgerBase(iou: IouRow, ev: { rows: LedgerPeriod[]; receipts: Row[] }) {
  return createHash('sha1')
    .update(
      JSON.stringify([
        ev.rows[0]?.scheduleId ?? null,
        iou.version,
        ev.receipts.map((r) => [r.id, r.receiptDate, r.amount]),
      ]),
    )
    .digest('hex');
}

/**
 * The IOU's ledger as of a change's date (evaluateAsOf: its schedule in effect and counted receipts replayed), refused
 * by the record's own fields (`refuse(field, message)`) when the date is before the disbursement or the IOU has no
 * schedule in effect — nothing to price a change on.
 */
export async function ledgerOn(
  db: Db,
  ctx: RequestContext,
  iou: IouRow,
  date: string,
  refuse: (field: string, message: Localized) => Error,
) {
  if (date < String(iou.loanDate))
    throw refuse(
      'trandate',
      l(`不能早于放款日 ${iou.loanDate}`, `cannot be before the disbursement (${iou.loanDate})`),
    );
  const ev = await evaluateAsOf(db, ctx, iou, date);
  if (!ev.rows.length) throw refuse('iouId', l('借据没有生效的租金支付表', 'the IOU has no schedule in effect'));
  return ev;
}
