// What a transfer's IOUs are worth on its date, from the ledger (ledger.evaluateAsOf: the schedule in effect and the
// counted receipts) priced by finance/transfer.ts, and whether each may be sold: active, a schedule in effect, not
// overdue (unless transfer.allowOverdue), no counted receipt after the date. One pass per IOU, so the save and the
// delivery check and price the same way.
import { type Localized, l } from '@flp/shared';
import {
  D,
  type Decimal,
  type TransferPricing,
  ZERO,
  formatMoney,
  isFinanceInputError,
  priceTransfer,
} from '@flp/shared/finance';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { numberParam } from '../../system/params';
import { engineRows } from '../changes/ledger-base';
import { dec, given } from '../changes/record';
import { businessDate, evaluateAsOf } from '../ledger';
import type { IouRow } from '../repos';

export const TRANSFER_PARAMS = {
  /** 1: IOUs overdue on the date may be sold too (a sale of bad assets); 0 (default): refused. */
  allowOverdue: { key: 'transfer.allowOverdue', fallback: 0 },
} as const;

export type Refuse = (field: string, message: Localized) => Error;

/** One IOU as sold: the engine's figures and its own last counted receipt. */
export interface IouSale {
  iou: IouRow;
  pricing: TransferPricing;
}

/** The transfer's figures: the IOUs' added up (price: the one agreed, else Σ each IOU's discounted price). */
export interface TransferFigures {
  sales: IouSale[];
  values: {
    fromPeriod: number;
    rentSold: string;
    carryingAmount: string;
    price: string;
    gainLoss: string;
  };
}

/** Where the engine's field is the record's. */
const FIELD_OF: Record<string, string> = {
  date: 'transferDate',
  discountRate: 'discountRate',
  price: 'price',
};

/**
 * Checks and prices the IOUs on `date` at `discountRate` (points: 5 = 5 % a year); `price` the one agreed, or empty
 * for the discounted rents. Every refusal names the record's field and the IOU.
 */
export async function priceSale(
  db: Db,
  ctx: RequestContext,
  ious: IouRow[],
  terms: { date: string; discountRate: unknown; price: unknown },
  refuse: Refuse,
): Promise<TransferFigures> {
  const today = await businessDate(db, ctx);
  const allowOverdue = (await numberParam(db, beyondDataScope(ctx), TRANSFER_PARAMS.allowOverdue)) === 1;
  // Overdue by what is known: as of the date, or today for a date still to come.
  const asOf = terms.date < today ? terms.date : today;
  const agreed = given(terms.price);
  const sales: IouSale[] = [];
  for (const iou of ious) {
    const no = iou.iouNo;
    if (iou.iouState !== 'active') throw refuse('iouIds', l(`借据 ${no} 不在还款中`, `IOU ${no} is not being repaid`));
    if (terms.date < String(iou.loanDate))
      throw refuse(
        'transferDate',
        l(`不能早于借据 ${no} 的放款日 ${iou.loanDate}`, `cannot be before IOU ${no}'s disbursement (${iou.loanDate})`),
      );
    const ev = await evaluateAsOf(db, ctx, iou, asOf);
    if (!ev.rows.length)
      throw refuse('iouIds', l(`借据 ${no} 没有生效的租金支付表`, `IOU ${no} has no schedule in effect`));
    if (!allowOverdue && ev.state.daysPastDue > 0)
      throw refuse(
        'iouIds',
        l(
          `借据 ${no} 已逾期 ${ev.state.daysPastDue} 天, 不能转让 (参数 ${TRANSFER_PARAMS.allowOverdue.key})`,
          `IOU ${no} is ${ev.state.daysPastDue} days overdue and cannot be sold (parameter ${TRANSFER_PARAMS.allowOverdue.key})`,
        ),
      );
    // A receipt after the date would have paid rents the buyer owns: the date is after the last one counted.
    const last = ev.receipts.reduce((m, r) => (String(r.receiptDate) > m ? String(r.receiptDate) : m), '');
    if (last > terms.date)
      throw refuse(
        'transferDate',
        l(
          `不能早于借据 ${no} 最后一笔已核销收款的日期 ${last}`,
          `cannot be before the last counted receipt of IOU ${no} (${last})`,
        ),
      );
    const frequency = Number((iou.terms as Record<string, unknown> | null)?.frequencyMonths ?? 1) || 1;
    try {
      const pricing = priceTransfer({
        schedule: {
          rows: engineRows(ev.rows),
          deposit: ZERO,
          terms: { valueDate: String(iou.loanDate), startDate: String(iou.startDate ?? iou.loanDate) },
        },
        date: terms.date,
        frequencyMonths: frequency,
        // An agreed price is the transfer's whole; each IOU is then priced only for its carrying amount.
        ...(agreed
          ? { price: 0 }
          : { discountRate: given(terms.discountRate) ? dec(terms.discountRate).div(100) : null }),
      });
      sales.push({ iou, pricing });
    } catch (e) {
      if (!isFinanceInputError(e)) throw e;
      throw refuse(
        FIELD_OF[e.field] ?? 'iouIds',
        l(`借据 ${no}: ${e.problem['zh-CN']}`, `IOU ${no}: ${e.problem['en-US']}`),
      );
    }
  }
  const total = (pick: (p: TransferPricing) => Decimal) => sales.reduce((s, x) => s.plus(pick(x.pricing)), ZERO);
  const carrying = total((p) => p.carryingAmount);
  const price = agreed ? new D(String(terms.price)) : total((p) => p.price);
  return {
    sales,
    values: {
      // IOUs of one contract disbursed apart may start at different periods: the first; each IOU's are its rows.
      fromPeriod: Math.min(...sales.map((x) => x.pricing.fromPeriod)),
      rentSold: formatMoney(total((p) => p.rentSold)),
      carryingAmount: formatMoney(carrying),
      price: formatMoney(price),
      gainLoss: formatMoney(price.minus(carrying)),
    },
  };
}
