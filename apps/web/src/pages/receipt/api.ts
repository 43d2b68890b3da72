import { bankRepaymentPlan, receipt } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Row } from '../../crud';

const R = `/api${receipt.api}`;

/** What verification would apply (GET affirmCash/repayment/preview): the IOU's amounts and the receipt's lines. */
export interface AllocationPreview {
  iouNo: string;
  asOf: string;
  due: { fee: string; penalty: string; interest: string; principal: string; total: string };
  overdue: { periods: number; dpd: number; amount: string; penalty: string };
  creditHeld: string;
  next: { period: number; dueDate: string; amount: string } | null;
  lines: { period: number; component: string; applyDate: string; amount: string }[];
  applied: string;
  credit: string;
  /** The IOU's earlier receipts awaiting verification, counted as verified before this one. */
  pending?: { count: number; amount: string; receiptNos: string[] };
}

/** The receipt screen's calls beyond the standard ones (apps/server/src/modules/servicing/receipt/routes.ts). */
export const receiptApi = {
  preview: (params: { id?: string; iouId?: string; receiptDate?: string; amount?: string }) =>
    http.get<AllocationPreview>(`${R}/preview`, params),
  verify: (ids: string[]) => http.post<number>(`${R}/verification`, { ids: ids.join(',') }),
  unverify: (ids: string[]) => http.post<number>(`${R}/cancelVerification`, { ids: ids.join(',') }),
  review: (ids: string[]) => http.post<number>(`${R}/review`, { ids: ids.join(',') }),
  applyCredit: (iouId: string, date: string) => http.post<Row>(`${R}/applyCredit`, { iouId, date }),
  /** The receipts of an imported batch (by its number). */
  batchReceipts: async (batchNo: string) =>
    (await http.get<{ records: Row[] }>(`${R}/list`, { batchNo, size: 500, ascs: 'id' })).records,
  /** 银行还款计划上传: saves the plan and starts its yhhkjh approval. */
  startPlan: (body: Row) => http.post(`/api${bankRepaymentPlan.api}/start-process`, body),
};
