import { earlySettlement } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Row } from '../../crud';

const S = `/api${earlySettlement.api}`;

/** One line of a settlement quote: its amount and the rule that made it, in the request's language. */
export interface QuoteLine {
  key: string;
  label: string;
  amount: string;
  rule?: string;
}

/** A quote as the settle views answer it (getByIouAndMonthPlus, getChangeSettleVO's `quote`). */
export interface SettleQuote {
  iouId: string;
  iouNo: string;
  trandate: string;
  accruedInterestRule: string;
  /** In points (2 = 2 %). */
  breakFeeRate: string;
  lines: QuoteLine[];
}

/** The settle screen's initial data of an IOU (getChangeSettleVO). */
export interface ChangeSettleVO {
  iou: Row;
  businessDate: string;
  figures: Record<string, string | number | null>;
  terms: { settleInterestRule: string; breakFeeRate: string; deposit: string; purchasePrice: string };
  /** The quote as of the business date, or null when there is none then (settled, past its last due date). */
  quote: SettleQuote | null;
}

/** What a quote may set beside the contract's terms (empty: the contract's). */
export interface QuoteChoice {
  iouId: string;
  trandate: string;
  accruedInterestRule?: string | null;
  breakFeeRate?: string | number | null;
}

/** The settle views (apps/server/src/modules/servicing/settle/routes.ts), read-only. */
export const settleApi = {
  vo: (iouId: string) => http.get<ChangeSettleVO>(`${S}/getChangeSettleVO`, { iouId }),
  quote: (choice: QuoteChoice) => http.get<SettleQuote>(`${S}/getByIouAndMonthPlus`, { ...choice }),
};
