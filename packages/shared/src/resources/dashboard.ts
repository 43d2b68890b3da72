/**
 * The wire shapes of the dashboards (newIndex and the cockpit, docs/dashboards.md): the server answers them, the web
 * app draws them. Amounts are decimal strings in yuan; ratios and shares are percentages with two decimals, null when
 * there was nothing to divide by.
 */

export interface CustomerSum {
  asOfDate: string;
  total: number;
  newThisMonth: number;
  newThisYear: number;
  byType: { idType: number | null; count: number }[];
  byState: { custState: string | null; count: number }[];
}

export interface ProjectSum {
  asOfDate: string;
  total: number;
  financeAmount: string;
  newThisYear: number;
  approvedThisYear: number;
  approvedThisYearAmount: string;
  byState: { projectState: string; count: number; financeAmount: string }[];
}

/** The active portfolio as the IOUs' figures stand (as of their state dates). */
export interface ActivePortfolio {
  /** Contracts with at least one IOU. */
  contractCount: number;
  /** Active IOUs: count, lessees, outstanding principal, overdue principal and interest, 罚息. */
  activeIouCount: number;
  activeCustomerCount: number;
  outstandingPrincipal: string;
  overduePrincipal: string;
  overdueInterest: string;
  penaltyAmount: string;
  /** Active IOUs with a period past due (DPD > 0). */
  overdueIouCount: number;
}

export interface LoanSum extends ActivePortfolio {
  asOfDate: string;
  year: number;
  disbursedThisYear: { count: number; amount: string };
  disbursedTotal: { count: number; amount: string };
  overdueAmount: string;
  /** Overdue principal / outstanding principal (%). */
  overdueRatio: string | null;
  /** Outstanding principal of 次级, 可疑 and 损失 IOUs. */
  nonPerformingPrincipal: string;
  /** nonPerformingPrincipal / outstanding principal (%). */
  nplRatio: string | null;
  byClass: { riskLevel: string; iouCount: number; outstandingPrincipal: string; share: string | null }[];
}

/** One month: the interest of the periods falling due in it (schedules in effect), and the cash applied in it. */
export interface RevenueMonth {
  month: number;
  interestAccrued: string;
  received: string;
  receivedPrincipal: string;
  receivedInterest: string;
  receivedPenalty: string;
  receivedFee: string;
}

export interface Revenue {
  year: number;
  months: RevenueMonth[];
  totals: Omit<RevenueMonth, 'month'>;
  interestCollected: string | null;
}

export interface IndexMsg {
  todo: number;
  claim: number;
  send: number;
  done: number;
  unread: number;
}

export interface IndexHeader {
  asOfDate: string;
  disbursedAmount: string;
  iouCount: number;
  disbursedThisYear: string;
  outstandingPrincipal: string;
  customerCount: number;
  lesseeCount: number;
  contractCount: number;
  overdueAmount: string;
  overdueRatio: string | null;
  nplRatio: string | null;
}

export interface YearContrast {
  year: number;
  lastYear: number;
  months: { month: number; disbursed: string; disbursedLastYear: string; received: string; receivedLastYear: string }[];
  totals: Record<'disbursed' | 'disbursedLastYear' | 'received' | 'receivedLastYear', string>;
}

/** Lessees with active IOUs in one province (by the first two digits of their GB/T 2260 region code). */
export interface ProvinceFigure {
  /** '11' 北京市; '' for lessees without a region on file. */
  provinceCode: string;
  provinceName: string;
  customerCount: number;
  iouCount: number;
  outstandingPrincipal: string;
  /** Share of the total outstanding principal (%). */
  share: string | null;
}

/** A source of funds and what is owed to it (getSourceSum: by kind; getCapitalSource: by bank). */
export interface FundingSource {
  key: string;
  name: string;
  outstanding: string;
  /** Its part of the total, percent with two decimals. */
  share: string;
}

/** A month of the funding view (getLoanFinancing): rents receivable against funding due, and the running gap. */
export interface FundingMonth {
  month: string;
  receivable: string;
  payback: string;
  gap: string;
  cumulative: string;
  /** The running sum is below zero: cash or a new drawdown is needed by then. */
  short: boolean;
}

/**
 * The funding figures (getSourceSum, getCapitalSource, getLoanFinancing): `available` false — with the message 暂无资金数据
 * — while the tenant has no approved bank loan; `records` the sources or the months.
 */
export interface FundingFigures<R = FundingSource | FundingMonth> {
  available: boolean;
  message: string;
  records: R[];
  /** What is owed in all (sources). */
  total?: string;
}
