import { iouRiskHistory, overdueAction } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Page, Row } from '../../crud';

/** GET/POST businessDate's answer (modules/servicing/overdue/business-date.ts). */
export interface BusinessDateView {
  businessDate: string;
  fixed: string | null;
  today: string;
  demoTenant: boolean;
}

/** runDaily's answer: what the run did, and its summary in the caller's language. */
export interface DailySummary {
  asOf: string;
  derived: number;
  moved: number;
  chunks: number;
  warnings: number;
  reminders: number;
  monthEnd: boolean;
  message: string;
}

const OVERDUE = `/api${overdueAction.api}`;
const BUSINESS_DATE = '/api/rzzl_qy/overdue/businessDate';

/** The overdue area's calls beyond the standard ones (apps/server/src/modules/servicing/overdue). */
export const riskApi = {
  overdueIous: (query: Record<string, unknown>) => http.get<Page>(`${OVERDUE}/list`, query),
  periods: (iouId: string) => http.get<{ iou: Row; periods: Row[] }>(`${OVERDUE}/periods`, { iouId }, { silent: true }),
  history: (iouId: string) =>
    http
      .get<Page>(`/api${iouRiskHistory.api}/list`, { iouId, current: 1, size: 200 }, { silent: true })
      .then((p) => p.records),
  collections: (iouId: string) =>
    http
      .get<Page>(`${OVERDUE}/pageList`, { iouId, current: 1, size: 200, descs: 'actionDate' }, { silent: true })
      .then((p) => p.records),
  businessDate: () => http.get<BusinessDateView>(BUSINESS_DATE, undefined, { silent: true }),
  setBusinessDate: (businessDate: string | null) =>
    http.post<BusinessDateView>(BUSINESS_DATE, { businessDate: businessDate ?? '' }),
  runDaily: (date?: string) =>
    http.post<DailySummary>('/api/rzzl_qy/overdue/runDaily', {}, { params: date ? { date } : {} }),
};
