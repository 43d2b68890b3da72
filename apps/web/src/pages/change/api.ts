import {
  type WorkflowFamily,
  earlySettlement,
  extensionChange,
  iouChange,
  scheduleAdjust,
} from '@flp/shared/resources';
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

const X = `/api${extensionChange.api}`;

/** What an extension's start is prefilled from (beforeStart): the IOU as of the business date. */
export interface ExtensionPrefill {
  iou: Row;
  businessDate: string;
  /** The first period an extension may start from (the first due after the business date). */
  fromPeriod: number | null;
  remainingPrincipal: string;
  remainingPeriods: number;
  originalEndDate: string;
  overdue: { principal: string; interest: string; penalty: string; fee: string };
  /** Which extension of the IOU this would be (1 = its first). */
  extensionNo: number;
  qualified: boolean;
  reasons: string[];
  /** The contract's guarantors, whose written consent a longer term needs. */
  guarantors: string[];
  figures: Record<string, string | number | null>;
}

/** Whether an IOU may be extended on a date (dateQualified), the reasons in the request's language. */
export interface Qualification {
  qualified: boolean;
  reasons: string[];
  extensions: number;
}

/** The extension views (apps/server/src/modules/servicing/extension/routes.ts), read-only. */
export const extensionApi = {
  prefill: (iouId: string) => http.get<ExtensionPrefill>(`${X}/beforeStart`, { iouId }),
  qualified: (iouId: string, trandate: string) =>
    http.get<Qualification>(`${X}/dateQualified`, { iouId, trandate }, { silent: true }),
};

const C = `/api${iouChange.api}`;

/** The IOU's servicing terms as they stand (借据变更's beforeStart, as of the business date): what an empty field keeps. */
export interface IouChangePrefill {
  iou: Row;
  businessDate: string;
  /** The day of the month the next rent falls due on (null: nothing left due). */
  dueDay: number | null;
  /** The first period a change may start from (the first due after the business date). */
  fromPeriod: number | null;
  current: {
    annualRate: string;
    repaymentAccount: string | null;
    penaltyRate: string;
    allocationOrder: string;
    owner: string | null;
  };
  figures: Record<string, string | number | null>;
}

/** The IOU change's view (apps/server/src/modules/servicing/iou-change/routes.ts), read-only. */
export const iouChangeApi = {
  prefill: (iouId: string) => http.get<IouChangePrefill>(`${C}/beforeStart`, { iouId }),
};

/** One edited period of a schedule adjustment: its rent (mode RENT) or its principal (PRINCIPAL). */
export interface EditedPeriod {
  period: number;
  rent?: string;
  principal?: string;
}

/** What 试算 sends: the draft's own id once it has one, so that it is priced again rather than copied. */
export interface AdjustDraft {
  id?: string;
  iouId: string;
  trandate: string;
  /** The period the adjustment starts from; null: the first due after the date. */
  fromPeriod?: unknown;
  mode: string;
  rows: EditedPeriod[];
}

/** adjustSaveOrUpdate: saves the draft and answers it priced (a bad row: a 400 naming 调整的期次). */
export const adjustApi = {
  save: (draft: AdjustDraft) => http.post<Row>(`/api${scheduleAdjust.api}/adjustSaveOrUpdate`, draft),
};

/** One field a change sets on its target, as the change machine's approvalDetails answers it. */
export interface ChangeDiffLine {
  field: string;
  ysmc: string;
  oldval: string | null;
  newval: string | null;
}

/** What a change sets on its target, before and as proposed (as decided once approved): any change family's. */
export const changeDiff = (family: WorkflowFamily, businessId: string) =>
  http.get<ChangeDiffLine[]>(`/api${family.api}/approvalDetails`, { businessId }, { silent: true });
