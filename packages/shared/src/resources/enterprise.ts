/**
 * Enterprise registry data (工商信息) from a commercial provider: the datasets a company has, the calls' paths and the
 * shapes of their answers — shared by the server module (modules/enterprise) and the web panel (pages/enterprise).
 */
import { l } from './define';

/** The customer calls of the spec that serve registry data (business-domain.md §7, customer/basicinfo). */
export const ENTERPRISE_API = '/rzzl_qy/customer/basicinfo';
/** The per-tenant provider settings (外部数据服务); our own path, the spec has none. */
export const ENTERPRISE_SETTING_API = '/rzzl_qy/enterprise/setting';

/** Permissions: looking at registry data rides on the customer screen's view; 刷新 and the settings have their own. */
export const ENTERPRISE_PERMISSIONS = {
  view: 'customer_basicinfo_view',
  refresh: 'customer_basicinfo_enterprise_refresh',
  settingView: 'enterprise_setting_view',
  settingEdit: 'enterprise_setting_edit',
} as const;

/** The paged datasets of a company (tabData's searchItem). */
export const ENTERPRISE_DATASETS = [
  { value: 'shareholders', label: l('股东信息', 'Shareholders') },
  { value: 'personnel', label: l('主要人员', 'Key personnel') },
  { value: 'changes', label: l('变更记录', 'Change records') },
  { value: 'investments', label: l('对外投资', 'Investments') },
  { value: 'branches', label: l('分支机构', 'Branches') },
  { value: 'cases', label: l('裁判文书', 'Court cases') },
  { value: 'dishonest', label: l('失信被执行', 'Dishonest debtor records') },
] as const;

export type EnterpriseDataset = (typeof ENTERPRISE_DATASETS)[number]['value'];

/** The providers an adapter exists for. */
export const ENTERPRISE_PROVIDERS = [{ value: 'qichacha', label: l('企查查开放平台', 'Qichacha open API') }];

/** One company of a fuzzy search. */
export interface CompanyBrief {
  keyNo: string;
  name: string;
  creditCode: string;
  legalPerson: string;
  establishedDate: string;
  status: string;
  address: string;
}

/** 工商照面: a company's registration details. */
export interface CompanyBasic extends CompanyBrief {
  registeredCapital: string;
  paidInCapital: string;
  companyType: string;
  registrationAuthority: string;
  businessTermStart: string;
  businessTermEnd: string;
  scope: string;
  industry: string;
  province: string;
  formerNames: string[];
}

/** Where an answer came from: the tenant's cache (fetched earlier) or the provider just now. */
export interface Provenance {
  fromCache: boolean;
  /** 'yyyy-MM-dd HH:mm:ss' in the business time zone. */
  fetchedAt: string;
  customerId: string | null;
}

export interface EnterprisePage<T> extends Provenance {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export interface EnterpriseDetail extends Provenance {
  data: CompanyBasic;
}

/** The number of records per dataset (tab badges); null for a dataset the provider refused. */
export interface EnterpriseCounts {
  counts: Record<EnterpriseDataset, number | null>;
  fetchedAt: string;
}

/** The settings as the client sees them: secrets masked. */
export interface EnterpriseSettingView {
  provider: string;
  baseUrl: string;
  appKey: string;
  secretKey: string;
  timeoutMs: number;
  cacheDays: number;
  enabled: boolean;
  configured: boolean;
  updateTime: string | null;
}
