import { TIMEOUTS_MS } from '@flp/shared';
import type { Indicator, Status } from '@flp/shared/finance';
import { http } from '../../api/http';
import type { Page, Row } from '../../crud';

const WARN = '/api/rzzl_qy/concentration/warn';

/** One indicator as the server computes it (finance/concentration.ts), with the measured customers' names. */
export type IndicatorRow = Indicator & { customerNames: string };
export type { Status };

export interface WarnAnswer {
  reportDate: string;
  threshold: string;
  indicators: IndicatorRow[];
  warnings: IndicatorRow[];
}

export interface Verdict {
  reportDate: string;
  indicators: IndicatorRow[];
  status: Status;
  projectedStatus: Status;
}

export interface CustomerAnswer extends Verdict {
  customerId: string;
  customerName: string;
  outstanding: string;
  pending: string;
  related: boolean;
  group: Row[];
}

export interface PrecheckAnswer extends Verdict {
  projectId: string;
  customerName: string;
  amount: string;
}

const silentWarn = { timeout: TIMEOUTS_MS.concentrationWarn };

export const concentrationApi = {
  warnList: (threshold: number, opts: { silent?: boolean } = {}) =>
    http.get<WarnAnswer>(`${WARN}/warnList`, { threshold }, { ...silentWarn, ...opts }),
  customer: (comId: string, threshold: number) =>
    http.get<CustomerAnswer>(`${WARN}/getConcentration`, { comId, threshold }, silentWarn),
  page: (threshold: number, current: number, size: number) =>
    http.get<Page>(`${WARN}/page`, { threshold, current, size }, { timeout: TIMEOUTS_MS.concentrationPage }),
  /** 保存到报表: the indicators at `threshold` filed in 报表管理 (集中度快照). */
  saveReport: (threshold: number) =>
    http.post<{ id: string; reportName: string }>(`${WARN}/saveReport`, undefined, {
      params: { threshold },
      timeout: TIMEOUTS_MS.concentrationWarn,
    }),
  precheck: (projectId: string) =>
    http.get<PrecheckAnswer>(`${WARN}/precheck`, { projectId }, { ...silentWarn, silent: true }),
};
