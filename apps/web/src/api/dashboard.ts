import type {
  CustomerSum,
  FundingFigures,
  FundingSource,
  IndexHeader,
  IndexMsg,
  LoanSum,
  ProjectSum,
  ProvinceFigure,
  Revenue,
  YearContrast,
} from '@flp/shared/resources';
import { http } from './http';

export type { ProvinceFigure, Revenue };

/** The home page (newIndex) and cockpit figures (docs/dashboards.md); amounts are decimal strings, ratios in %. */
const NEW_INDEX = '/api/rzzl_qy/newIndex/newIndex';
const COCKPIT = '/api/rzzl_qy/cockpit/cockpit';

// Figures a user without the grant cannot have: the screens show them only with it, and say so quietly otherwise.
const quiet = { silent: true };

export const dashboardApi = {
  customerSum: () => http.get<CustomerSum>(`${NEW_INDEX}/getCustomerSum`, undefined, quiet),
  projectSum: () => http.get<ProjectSum>(`${NEW_INDEX}/getProjectSum`, undefined, quiet),
  loanSum: () => http.get<LoanSum>(`${NEW_INDEX}/getLoanSum`, undefined, quiet),
  revenue: (year?: number) => http.get<Revenue>(`${NEW_INDEX}/getAnalysisOfrevenue`, { year }, quiet),
  indexMsg: () => http.get<IndexMsg>(`${NEW_INDEX}/getIndexMsg`, undefined, quiet),
  sourceSum: () => http.get<FundingFigures<FundingSource>>(`${NEW_INDEX}/getSourceSum`, undefined, quiet),
  header: () => http.get<IndexHeader>(`${COCKPIT}/getIndexHeader`, undefined, quiet),
  yearContrast: (year?: number) => http.get<YearContrast>(`${COCKPIT}/getYearContrast`, { year }, quiet),
  province: () =>
    http.get<{ asOfDate: string; total: string; provinces: ProvinceFigure[] }>(
      `${COCKPIT}/getProvince`,
      undefined,
      quiet,
    ),
  capitalSource: () => http.get<FundingFigures<FundingSource>>(`${COCKPIT}/getCapitalSource`, undefined, quiet),
};
