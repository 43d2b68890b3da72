/**
 * Everything we know about 企查查's open API (openapi.qcc.com) in one place: the endpoint of each dataset, its key
 * parameter, how its rows map to ours, and what its status codes mean. Sources and what is unconfirmed: docs/decisions.md
 * "Enterprise registry data". A change on the provider's side is a change to this file only.
 */
import { type CompanyBasic, type CompanyBrief, type EnterpriseDataset, type Localized, l } from '@flp/shared';
import type { ProviderFailure } from './provider';

type Raw = Record<string, unknown>;

const s = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v));
const name = (v: unknown): string => (v && typeof v === 'object' ? s((v as Raw).Name) : s(v));
/** 企查查 dates come as 'yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-dd'; we keep the day. */
const day = (v: unknown): string => s(v).slice(0, 10);

export const QCC_SEARCH = { path: '/FuzzySearch/GetList', keyParam: 'searchKey' } as const; // 886 企业模糊搜索
export const QCC_BASIC = { path: '/ECIV4/GetBasicDetailsByName', keyParam: 'keyword' } as const; // 410 企业工商照面

/**
 * Each dataset: its endpoint, whether the rows sit in Result (a list) or in Result.Data (the 核查 endpoints), and the
 * mapping of one row.
 */
export const QCC_DATASETS: Record<
  EnterpriseDataset,
  { path: string; rowsIn: 'Result' | 'Result.Data'; row: (r: Raw) => Record<string, unknown> }
> = {
  // 731 股东信息(工商登记)
  shareholders: {
    path: '/ECIPartner/GetList',
    rowsIn: 'Result',
    row: (r) => ({
      name: s(r.StockName),
      type: s(r.StockType),
      percent: s(r.StockPercent),
      subscribedCapital: s(r.ShouldCapi),
      subscribedDate: day(r.ShoudDate),
      creditCode: s(r.CreditCode),
    }),
  },
  // 732 主要人员
  personnel: { path: '/ECIEmployee/GetList', rowsIn: 'Result', row: (r) => ({ name: s(r.Name), job: s(r.Job) }) },
  // 734 变更记录
  changes: {
    path: '/ECIChange/GetList',
    rowsIn: 'Result',
    row: (r) => ({
      item: s(r.ProjectName),
      before: Array.isArray(r.BeforeList) ? r.BeforeList.map(s).join('；') : s(r.BeforeContent),
      after: Array.isArray(r.AfterList) ? r.AfterList.map(s).join('；') : s(r.AfterContent),
      date: day(r.ChangeDate),
    }),
  },
  // 884 企业对外投资核查
  investments: {
    path: '/InvestmentCheck/GetList',
    rowsIn: 'Result.Data',
    row: (r) => ({
      name: s(r.Name),
      creditCode: s(r.CreditCode),
      legalPerson: name(r.Oper),
      registeredCapital: s(r.RegistCapi),
      ratio: s(r.FundedRatio),
      subscribedCapital: s(r.ShouldCapi),
      establishedDate: day(r.StartDate),
      status: s(r.Status),
    }),
  },
  // 733 分支机构
  branches: {
    path: '/ECIBranch/GetList',
    rowsIn: 'Result',
    row: (r) => ({ name: s(r.Name), legalPerson: name(r.OperInfo), status: s(r.Status) }),
  },
  // 887 裁判文书核查
  cases: {
    path: '/JudgmentDocCheck/GetList',
    rowsIn: 'Result.Data',
    row: (r) => ({
      caseNo: s(r.CaseNo),
      caseName: s(r.CaseName),
      reason: s(r.CaseReason),
      amount: s(r.Amount),
      result: s(r.JudgeResult),
      judgeDate: day(r.JudgeDate),
    }),
  },
  // 740 失信核查
  dishonest: {
    path: '/ShixinCheck/GetList',
    rowsIn: 'Result.Data',
    row: (r) => ({
      caseNo: s(r.Anno),
      court: s(r.Executegov),
      performance: s(r.Executestatus),
      filedDate: day(r.Liandate),
      publishedDate: day(r.Publicdate),
      basisNo: s(r.Executeno),
      amount: s(r.Amount),
    }),
  },
};

export function mapBrief(r: Raw): CompanyBrief {
  return {
    keyNo: s(r.KeyNo),
    name: s(r.Name),
    creditCode: s(r.CreditCode),
    legalPerson: s(r.OperName),
    establishedDate: day(r.StartDate),
    status: s(r.Status),
    address: s(r.Address),
  };
}

export function mapBasic(r: Raw): CompanyBasic {
  const industry = r.Industry && typeof r.Industry === 'object' ? (r.Industry as Raw) : undefined;
  const area = r.Area && typeof r.Area === 'object' ? (r.Area as Raw) : undefined;
  return {
    ...mapBrief(r),
    registeredCapital: s(r.RegistCapi),
    paidInCapital: s(r.RecCap),
    companyType: s(r.EconKind),
    registrationAuthority: s(r.BelongOrg),
    businessTermStart: day(r.TermStart),
    businessTermEnd: day(r.TermEnd ?? r.TeamEnd),
    scope: s(r.Scope),
    // The basic endpoint does not always carry the industry (unconfirmed); the field stays empty then.
    industry: industry ? [s(industry.Industry), s(industry.SubIndustry)].filter(Boolean).join(' / ') : '',
    province: s(area?.Province ?? r.Province),
    formerNames: Array.isArray(r.OriginalName) ? r.OriginalName.map((o) => name(o)).filter(Boolean) : [],
  };
}

/** 200 查询成功; 201 查询无结果 is an empty answer, not an error. */
export const QCC_OK = '200';
export const QCC_NO_DATA = '201';

/** The provider's statuses we tell apart; any other one is reported with the provider's own message. */
export const QCC_STATUSES: Record<string, { kind: ProviderFailure; text: Localized }> = {
  '101': {
    kind: 'auth',
    text: l(
      '企查查: 接口密钥(Key)无效或尚未生效，请检查外部数据服务设置',
      'Qichacha: the API key is invalid or not yet active; check the external data service settings',
    ),
  },
  '102': { kind: 'quota', text: l('企查查: 账户已欠费', 'Qichacha: the account is in arrears') },
  '103': { kind: 'auth', text: l('企查查: 接口密钥已被暂停使用', 'Qichacha: the API key is suspended') },
  '107': {
    kind: 'forbidden',
    text: l(
      '企查查: 服务器 IP 不在白名单内或签名错误，请检查密钥和 IP 白名单',
      "Qichacha: this server's IP is not whitelisted or the signature is wrong; check the keys and the IP whitelist",
    ),
  },
  '109': { kind: 'quota', text: l('企查查: 已超过每日调用限制', 'Qichacha: the daily call limit is exceeded') },
  '110': {
    kind: 'unavailable',
    text: l(
      '企查查: 相同查询连续出错，请 2 小时后重试',
      'Qichacha: the same query failed repeatedly; retry in 2 hours',
    ),
  },
  '111': {
    kind: 'forbidden',
    text: l('企查查: 该接口权限未开通', 'Qichacha: this endpoint is not enabled for the account'),
  },
  '112': {
    kind: 'quota',
    text: l('企查查: 账户剩余调用量不足或已过期', 'Qichacha: the account has no calls left or has expired'),
  },
  '115': {
    kind: 'auth',
    text: l(
      '企查查: 身份验证错误或已过期(Token 或 Timespan 不正确)',
      'Qichacha: authentication failed or expired (Token or Timespan wrong)',
    ),
  },
  '202': { kind: 'params', text: l('企查查: 查询参数错误', 'Qichacha: the query parameters are wrong') },
  '213': {
    kind: 'params',
    text: l('企查查: 查询关键字至少 2 个字符', 'Qichacha: the keyword needs at least 2 characters'),
  },
};
