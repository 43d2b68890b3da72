/**
 * The statement ratio set (WAVE3-BRIEF §4.3; DOMAIN.md §5): solvency, profitability, operations, growth, DuPont and
 * the lease's own rent cover, from a period's canonical aggregates — the figures every statement format maps to — and,
 * when known, the opening balances and the prior period's results. A diligence report's entered years feed it today;
 * the statements of 财务报表 (issue 33) will feed it the same aggregates.
 *
 * Averages are (opening + closing) / 2 when the opening balances are given, else the closing balance (the answer says
 * which); an interim period's flows are annualised (six months ×2, nine ×4/3) for turnover and return ratios; a zero
 * or negative denominator answers null with the reason, never a number that means nothing. Ratios and multiples are
 * rounded half-up to 2 places, percentages to 2 places of a percent, days to 1 place — at the end, once.
 */
import type { Localized } from '../resources/localized';
import { l } from '../resources/localized';
import { D, type Decimal, type DecimalLike } from './money';

/** A period's figures in 元 (absent lines are 0; 利息费用 falls back to 财务费用 upstream). */
export interface StatementAggregates {
  cash: DecimalLike;
  tradingAssets?: DecimalLike;
  receivables: DecimalLike;
  prepayments?: DecimalLike;
  inventory: DecimalLike;
  otherCurrentAssets?: DecimalLike;
  currentAssets: DecimalLike;
  totalAssets: DecimalLike;
  shortTermLoans?: DecimalLike;
  currentPortionNonCurrent?: DecimalLike;
  longTermLoans?: DecimalLike;
  bondsPayable?: DecimalLike;
  leaseLiabilities?: DecimalLike;
  currentLiabilities: DecimalLike;
  totalLiabilities: DecimalLike;
  equity: DecimalLike;
  revenue: DecimalLike;
  costOfSales: DecimalLike;
  operatingProfit: DecimalLike;
  totalProfit: DecimalLike;
  interestExpense?: DecimalLike;
  netProfit: DecimalLike;
  operatingCashFlow?: DecimalLike;
  depreciation?: DecimalLike;
}

/** The balances a ratio averages, at the period's opening (the prior balance sheet). */
export type OpeningBalances = Pick<
  StatementAggregates,
  'receivables' | 'inventory' | 'currentAssets' | 'totalAssets' | 'equity'
>;

export interface RatioInput {
  current: StatementAggregates;
  /** The opening balances (last year's closing balance sheet); without them averages are closing balances. */
  opening?: OpeningBalances;
  /** The same period a year before (growth). */
  prior?: Pick<StatementAggregates, 'revenue' | 'netProfit'>;
  /** Months the flows cover (12 for a year, 6 for a half-year report, 9 for the third quarter's year to date). */
  months?: number;
  /** The lease's rent for a year (租金覆盖倍数). */
  annualRent?: DecimalLike;
}

export type RatioGroup = 'solvency' | 'profitability' | 'operation' | 'growth' | 'composite' | 'lease';
export type RatioUnit = 'ratio' | 'percent' | 'days';

export interface Ratio {
  key: string;
  group: RatioGroup;
  label: Localized;
  unit: RatioUnit;
  /** How it is worked out, as the analyst reads it beside the figure. */
  formula: Localized;
  /** Rounded as its unit says (a percent as its number of percent: '55.00'), or null with `reason`. */
  value: string | null;
  reason?: Localized;
}

export const RATIO_GROUPS: { value: RatioGroup; label: Localized }[] = [
  { value: 'solvency', label: l('偿债能力', 'Solvency') },
  { value: 'profitability', label: l('盈利能力', 'Profitability') },
  { value: 'operation', label: l('营运能力', 'Operations') },
  { value: 'growth', label: l('发展能力', 'Growth') },
  { value: 'composite', label: l('综合分析', 'DuPont') },
  { value: 'lease', label: l('租金覆盖', 'Rent cover') },
];

/** Each ratio's formula as shown beside it (averages are (期初 + 期末) / 2 when the opening balances are known). */
export const RATIO_FORMULAS: Record<string, Localized> = {
  currentRatio: l('流动资产 ÷ 流动负债', 'Current assets ÷ current liabilities'),
  quickRatio: l('(流动资产 − 存货) ÷ 流动负债', '(Current assets − inventory) ÷ current liabilities'),
  strictQuickRatio: l(
    '(流动资产 − 存货 − 预付款项 − 其他流动资产) ÷ 流动负债',
    '(Current assets − inventory − prepayments − other current assets) ÷ current liabilities',
  ),
  cashRatio: l('(货币资金 + 交易性金融资产) ÷ 流动负债', '(Cash + trading assets) ÷ current liabilities'),
  debtRatio: l('负债合计 ÷ 资产总计', 'Total liabilities ÷ total assets'),
  debtToEquity: l('负债合计 ÷ 所有者权益', 'Total liabilities ÷ equity'),
  equityMultiplier: l('资产总计 ÷ 所有者权益', 'Total assets ÷ equity'),
  interestCover: l('(利润总额 + 利息费用) ÷ 利息费用', '(Profit before tax + interest) ÷ interest'),
  interestBearingShare: l(
    '(短期借款 + 一年内到期的非流动负债 + 长期借款 + 应付债券 + 租赁负债) ÷ 负债合计',
    '(Short-term + current portion + long-term borrowings + bonds + lease liabilities) ÷ total liabilities',
  ),
  cashToCurrentLiabilities: l('经营活动现金流量净额 ÷ 流动负债', 'Operating cash flow ÷ current liabilities'),
  grossMargin: l('(营业收入 − 营业成本) ÷ 营业收入', '(Revenue − cost of sales) ÷ revenue'),
  operatingMargin: l('营业利润 ÷ 营业收入', 'Operating profit ÷ revenue'),
  netMargin: l('净利润 ÷ 营业收入', 'Net profit ÷ revenue'),
  roe: l('净利润 ÷ 平均所有者权益', 'Net profit ÷ average equity'),
  roa: l('净利润 ÷ 平均资产总计', 'Net profit ÷ average total assets'),
  ebitToAssets: l('(利润总额 + 利息费用) ÷ 平均资产总计', 'EBIT ÷ average total assets'),
  cashToProfit: l('经营活动现金流量净额 ÷ 净利润', 'Operating cash flow ÷ net profit'),
  receivableTurnover: l('营业收入 ÷ 平均应收账款', 'Revenue ÷ average receivables'),
  receivableDays: l('360 ÷ 应收账款周转率', '360 ÷ receivable turnover'),
  inventoryTurnover: l('营业成本 ÷ 平均存货', 'Cost of sales ÷ average inventory'),
  inventoryDays: l('360 ÷ 存货周转率', '360 ÷ inventory turnover'),
  assetTurnover: l('营业收入 ÷ 平均资产总计', 'Revenue ÷ average total assets'),
  currentAssetTurnover: l('营业收入 ÷ 平均流动资产', 'Revenue ÷ average current assets'),
  revenueGrowth: l('(本期营业收入 − 上期) ÷ 上期', '(Revenue − prior) ÷ prior'),
  profitGrowth: l('(本期净利润 − 上期) ÷ |上期|', '(Net profit − prior) ÷ |prior|'),
  assetGrowth: l('(期末资产总计 − 期初) ÷ 期初', '(Closing total assets − opening) ÷ opening'),
  equityGrowth: l('(期末所有者权益 − 期初) ÷ 期初', '(Closing equity − opening) ÷ opening'),
  dupont: l('净利率 × 总资产周转率 × 平均权益乘数', 'Net margin × asset turnover × average equity multiplier'),
  rentCoverEbitda: l('(利润总额 + 利息费用 + 折旧摊销) ÷ 年租金', 'EBITDA ÷ annual rent'),
  rentCoverCash: l('经营活动现金流量净额 ÷ 年租金', 'Operating cash flow ÷ annual rent'),
};

const NO_DENOMINATOR = l('分母为零或负数, 不适用', 'The denominator is zero or negative; not meaningful');
const NOT_GIVEN = l('缺少所需数据', 'The figures it needs are missing');

const dec = (x: DecimalLike | undefined): Decimal => new D(x ?? 0);

/** The result of a ratio: a decimal quotient, or why there is none. */
type Quotient = Decimal | { reason: Localized };

function div(num: Decimal, den: Decimal): Quotient {
  return den.gt(0) ? num.div(den) : { reason: NO_DENOMINATOR };
}

export function statementRatios(input: RatioInput): Ratio[] {
  const c = input.current;
  const o = input.opening;
  const months = input.months ?? 12;
  const annual = new D(12).div(months);
  const avg = (k: keyof OpeningBalances) => (o ? dec(c[k]).plus(dec(o[k])).div(2) : dec(c[k]));

  const ca = dec(c.currentAssets);
  const cl = dec(c.currentLiabilities);
  const ta = dec(c.totalAssets);
  const tl = dec(c.totalLiabilities);
  const eq = dec(c.equity);
  const revenue = dec(c.revenue);
  const net = dec(c.netProfit);
  const interest = dec(c.interestExpense);
  const ebit = dec(c.totalProfit).plus(interest);
  const cfo = c.operatingCashFlow === undefined ? undefined : dec(c.operatingCashFlow);
  const interestBearing = [
    c.shortTermLoans,
    c.currentPortionNonCurrent,
    c.longTermLoans,
    c.bondsPayable,
    c.leaseLiabilities,
  ].reduce<Decimal>((s, x) => s.plus(dec(x)), new D(0));

  const out: Ratio[] = [];
  const add = (group: RatioGroup, key: string, label: Localized, unit: RatioUnit, q: Quotient | undefined) => {
    const formula = RATIO_FORMULAS[key];
    if (q === undefined) return out.push({ key, group, label, unit, formula, value: null, reason: NOT_GIVEN });
    if (!(q instanceof D)) return out.push({ key, group, label, unit, formula, value: null, reason: q.reason });
    const v = q as Decimal;
    const value =
      unit === 'percent' ? v.times(100).toFixed(2) : unit === 'days' ? v.toFixed(1) : v.toDecimalPlaces(2).toFixed(2);
    out.push({ key, group, label, unit, formula, value });
  };
  const days = (turnover: Quotient): Quotient =>
    turnover instanceof D ? div(new D(360), turnover as Decimal) : turnover;

  // 偿债
  add('solvency', 'currentRatio', l('流动比率', 'Current ratio'), 'ratio', div(ca, cl));
  add('solvency', 'quickRatio', l('速动比率', 'Quick ratio'), 'ratio', div(ca.minus(dec(c.inventory)), cl));
  add(
    'solvency',
    'strictQuickRatio',
    l('保守速动比率', 'Strict quick ratio'),
    'ratio',
    div(ca.minus(dec(c.inventory)).minus(dec(c.prepayments)).minus(dec(c.otherCurrentAssets)), cl),
  );
  add('solvency', 'cashRatio', l('现金比率', 'Cash ratio'), 'ratio', div(dec(c.cash).plus(dec(c.tradingAssets)), cl));
  add('solvency', 'debtRatio', l('资产负债率', 'Debt to assets'), 'percent', div(tl, ta));
  add('solvency', 'debtToEquity', l('产权比率', 'Debt to equity'), 'ratio', div(tl, eq));
  add('solvency', 'equityMultiplier', l('权益乘数', 'Equity multiplier'), 'ratio', div(ta, eq));
  add('solvency', 'interestCover', l('利息保障倍数', 'Interest cover'), 'ratio', div(ebit, interest));
  add(
    'solvency',
    'interestBearingShare',
    l('带息负债比率', 'Interest-bearing debt share'),
    'percent',
    div(interestBearing, tl),
  );
  add(
    'solvency',
    'cashToCurrentLiabilities',
    l('现金流动负债比率', 'Operating cash flow to current liabilities'),
    'percent',
    cfo && div(cfo.times(annual), cl),
  );

  // 盈利 (margins need no annualising; returns do)
  add(
    'profitability',
    'grossMargin',
    l('毛利率', 'Gross margin'),
    'percent',
    div(revenue.minus(dec(c.costOfSales)), revenue),
  );
  add(
    'profitability',
    'operatingMargin',
    l('营业利润率', 'Operating margin'),
    'percent',
    div(dec(c.operatingProfit), revenue),
  );
  add('profitability', 'netMargin', l('净利率', 'Net margin'), 'percent', div(net, revenue));
  add(
    'profitability',
    'roe',
    l('净资产收益率 (ROE)', 'Return on equity'),
    'percent',
    div(net.times(annual), avg('equity')),
  );
  add(
    'profitability',
    'roa',
    l('总资产净利率 (ROA)', 'Return on assets'),
    'percent',
    div(net.times(annual), avg('totalAssets')),
  );
  add(
    'profitability',
    'ebitToAssets',
    l('总资产报酬率', 'EBIT to average assets'),
    'percent',
    div(ebit.times(annual), avg('totalAssets')),
  );
  add('profitability', 'cashToProfit', l('盈余现金保障倍数', 'Cash to net profit'), 'ratio', cfo && div(cfo, net));

  // 营运
  const arTurnover = div(revenue.times(annual), avg('receivables'));
  const invTurnover = div(dec(c.costOfSales).times(annual), avg('inventory'));
  add('operation', 'receivableTurnover', l('应收账款周转率', 'Receivable turnover'), 'ratio', arTurnover);
  add('operation', 'receivableDays', l('应收账款周转天数', 'Receivable days'), 'days', days(arTurnover));
  add('operation', 'inventoryTurnover', l('存货周转率', 'Inventory turnover'), 'ratio', invTurnover);
  add('operation', 'inventoryDays', l('存货周转天数', 'Inventory days'), 'days', days(invTurnover));
  const assetTurnover = div(revenue.times(annual), avg('totalAssets'));
  add('operation', 'assetTurnover', l('总资产周转率', 'Asset turnover'), 'ratio', assetTurnover);
  add(
    'operation',
    'currentAssetTurnover',
    l('流动资产周转率', 'Current asset turnover'),
    'ratio',
    div(revenue.times(annual), avg('currentAssets')),
  );

  // 发展
  const p = input.prior;
  const growth = (now: Decimal, before: DecimalLike | undefined, abs = false): Quotient | undefined => {
    if (before === undefined) return undefined;
    const b = dec(before);
    return div(now.minus(b), abs ? b.abs() : b);
  };
  add('growth', 'revenueGrowth', l('营业收入增长率', 'Revenue growth'), 'percent', growth(revenue, p?.revenue));
  add('growth', 'profitGrowth', l('净利润增长率', 'Net profit growth'), 'percent', growth(net, p?.netProfit, true));
  add('growth', 'assetGrowth', l('总资产增长率', 'Asset growth'), 'percent', growth(ta, o?.totalAssets));
  add('growth', 'equityGrowth', l('资本积累率', 'Equity growth'), 'percent', growth(eq, o?.equity));

  // 杜邦: net margin × asset turnover × average equity multiplier (= ROE on averages)
  const margin = div(net, revenue);
  const multiplier = div(avg('totalAssets'), avg('equity'));
  add(
    'composite',
    'dupont',
    l('杜邦分析 (净利率×总资产周转率×权益乘数)', 'DuPont (margin × turnover × multiplier)'),
    'percent',
    margin instanceof D && assetTurnover instanceof D && multiplier instanceof D
      ? (margin as Decimal).times(assetTurnover as Decimal).times(multiplier as Decimal)
      : { reason: NO_DENOMINATOR },
  );

  // 租赁专用: can the year's results carry the year's rent?
  const rent = input.annualRent === undefined ? undefined : dec(input.annualRent);
  const ebitda = ebit.plus(dec(c.depreciation));
  add(
    'lease',
    'rentCoverEbitda',
    l('租金覆盖倍数 (EBITDA)', 'Rent cover (EBITDA)'),
    'ratio',
    rent && div(ebitda.times(annual), rent),
  );
  add(
    'lease',
    'rentCoverCash',
    l('租金覆盖倍数 (经营现金流)', 'Rent cover (operating cash)'),
    'ratio',
    rent && cfo && div(cfo.times(annual), rent),
  );
  return out;
}

/** A ratio of the set by its key (tests, the report). */
export const ratioOf = (ratios: readonly Ratio[], key: string) => ratios.find((r) => r.key === key);
