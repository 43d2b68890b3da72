import {
  type CompanyBasic,
  type CompanyBrief,
  ENTERPRISE_API,
  ENTERPRISE_SETTING_API,
  type EnterpriseCounts,
  type EnterpriseDataset,
  type EnterpriseDetail,
  type EnterprisePage,
  type EnterpriseSettingView,
} from '@flp/shared/resources';
import { ApiError, http } from '../../api/http';

const BASE = `/api${ENTERPRISE_API}`;
const SETTING = `/api${ENTERPRISE_SETTING_API}`;

/** The server's answer when no provider is configured (docs/api.md "Enterprise registry data"). */
export const isNotConfigured = (e: unknown) => e instanceof ApiError && e.code === 409;

type Ask = { customerId?: string | null; refresh?: boolean };
const extra = (a: Ask) => ({ customerId: a.customerId ?? undefined, refresh: a.refresh ? 1 : undefined });
// The panel shows its own messages (not configured, provider errors), so the calls are silent.
const get = <T>(url: string, params: Record<string, unknown>) =>
  http.get<T>(url, params, { silent: true, timeout: 120_000 });

export const enterpriseApi = {
  search: (keyWord: string, current = 1, size = 10) =>
    get<EnterprisePage<CompanyBrief>>(`${BASE}/oss_details`, { keyWord, current, size }),
  detail: (keyWord: string, a: Ask = {}) =>
    get<EnterpriseDetail>(`${BASE}/oss_detail`, {
      keyWord,
      id: a.customerId ?? undefined,
      refresh: a.refresh ? 1 : undefined,
    }),
  counts: (keyWord: string, a: Ask = {}) => get<EnterpriseCounts>(`${BASE}/getSize`, { keyWord, ...extra(a) }),
  tab: (companyName: string, searchItem: EnterpriseDataset, currentPage: number, pageSize: number, a: Ask = {}) =>
    get<EnterprisePage<Record<string, unknown>>>(`${BASE}/tabData`, {
      companyName,
      searchItem,
      currentPage,
      pageSize,
      ...extra(a),
    }),
  test: (companyName: string) =>
    get<{ found: boolean; name: string | null; creditCode: string | null; elapsedMs: number }>(`${BASE}/test`, {
      companyName,
    }),
  setting: () => http.get<EnterpriseSettingView>(`${SETTING}/detail`),
  saveSetting: (v: Record<string, unknown>) => http.post<EnterpriseSettingView>(`${SETTING}/submit`, v),
};

export type { CompanyBasic };
