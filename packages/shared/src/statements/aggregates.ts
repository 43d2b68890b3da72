/**
 * The canonical aggregates the ratio set reads (finance/ratios.ts), taken from a report's statements in whatever
 * format they were written (WAVE3-BRIEF §4.2): receivables are 应收票据 + 应收账款 + 应收款项融资, inventory takes 合同资产
 * with it, interest expense is 其中：利息费用 or else 财务费用, depreciation comes from the cash flow statement's
 * supplementary lines. A figure no line gives is absent, so a ratio that needs it says so rather than using zero.
 */
import type { Decimal } from '../finance/money';
import type { OpeningBalances, StatementAggregates } from '../finance/ratios';
import { l } from '../resources/localized';
import { type StatementFormat, linesOf } from './catalogue';
import { type Column, type ReportValues, resolveColumn } from './checks';

type Resolved = Map<string, Decimal>;

const total = (m: Resolved, codes: string[]): string | undefined => {
  const parts = codes.map((c) => m.get(c)).filter((x): x is Decimal => x !== undefined);
  if (!parts.length) return undefined;
  return parts.reduce((s, x) => s.plus(x)).toFixed(2);
};

export type PartialAggregates = Partial<Record<keyof StatementAggregates, string>>;

/** A report's aggregates in one column (this period, or the comparative one). */
export function aggregatesOf(format: StatementFormat, values: ReportValues, column: Column = 'current') {
  const bs = values.BS ? resolveColumn(linesOf(format, 'BS'), values.BS, column) : new Map();
  const is = values.IS ? resolveColumn(linesOf(format, 'IS'), values.IS, column) : new Map();
  const cf = values.CF ? resolveColumn(linesOf(format, 'CF'), values.CF, column) : new Map();
  const out: PartialAggregates = {
    cash: total(bs, ['cash']),
    tradingAssets: total(bs, ['tradingFinancialAssets', 'fvtplAssets', 'shortTermInvestments']),
    receivables: total(bs, ['notesReceivable', 'accountsReceivable', 'receivablesFinancing']),
    prepayments: total(bs, ['prepayments']),
    inventory: total(bs, ['inventory', 'contractAssets']),
    otherCurrentAssets: total(bs, ['otherCurrentAssets']),
    currentAssets: total(bs, ['totalCurrentAssets']),
    totalAssets: total(bs, ['totalAssets']),
    shortTermLoans: total(bs, ['shortTermLoans']),
    currentPortionNonCurrent: total(bs, ['nonCurrentLiabilitiesDue']),
    longTermLoans: total(bs, ['longTermLoans']),
    bondsPayable: total(bs, ['bondsPayable']),
    leaseLiabilities: total(bs, ['leaseLiabilities']),
    currentLiabilities: total(bs, ['totalCurrentLiabilities']),
    totalLiabilities: total(bs, ['totalLiabilities']),
    equity: total(bs, ['totalEquity']),
    revenue: total(is, ['revenue']),
    costOfSales: total(is, ['costOfSales']),
    operatingProfit: total(is, ['operatingProfit']),
    totalProfit: total(is, ['totalProfit']),
    interestExpense: total(is, ['interestExpense']) ?? total(is, ['financeExpenses']),
    netProfit: total(is, ['netProfit']),
    operatingCashFlow: total(cf, ['netOperatingCashFlow']),
    depreciation: total(cf, [
      'depreciation',
      'rightOfUseDepreciation',
      'intangibleAmortisation',
      'longTermPrepaidAmortisation',
    ]),
  };
  for (const k of Object.keys(out) as (keyof PartialAggregates)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/** The figures every ratio needs at the least: without them a report cannot feed the ratio set. */
const REQUIRED: (keyof StatementAggregates)[] = [
  'cash',
  'receivables',
  'inventory',
  'currentAssets',
  'totalAssets',
  'currentLiabilities',
  'totalLiabilities',
  'equity',
  'revenue',
  'costOfSales',
  'operatingProfit',
  'totalProfit',
  'netProfit',
];

/** The lines a report must have for the ratio set, with what a person calls them. */
export const CORE_LINES = [
  { key: 'currentAssets', label: l('流动资产合计', 'Total current assets') },
  { key: 'totalAssets', label: l('资产总计', 'Total assets') },
  { key: 'currentLiabilities', label: l('流动负债合计', 'Total current liabilities') },
  { key: 'totalLiabilities', label: l('负债合计', 'Total liabilities') },
  { key: 'equity', label: l('所有者权益合计', 'Total equity') },
  { key: 'revenue', label: l('营业收入', 'Revenue') },
] as const;

/** The core lines a report lacks (none: it feeds the ratio set). */
export const missingCoreOf = (partial: PartialAggregates) =>
  CORE_LINES.filter((c) => partial[c.key as keyof PartialAggregates] === undefined);

/** The aggregates as the ratio set takes them (absent balance lines 0), or null when the statements lack the core. */
export function ratioInputOf(partial: PartialAggregates): StatementAggregates | null {
  if (missingCoreOf(partial).length) return null;
  const out: Record<string, string> = {};
  for (const k of REQUIRED) out[k] = partial[k] ?? '0';
  for (const [k, v] of Object.entries(partial)) if (v !== undefined) out[k] = v;
  return out as unknown as StatementAggregates;
}

/** The opening balances a year's ratios average with: last year's closing balance sheet (or this one's prior column). */
export function openingOf(partial: PartialAggregates): OpeningBalances | undefined {
  const keys = ['receivables', 'inventory', 'currentAssets', 'totalAssets', 'equity'] as const;
  if (partial.totalAssets === undefined || partial.equity === undefined) return undefined;
  return Object.fromEntries(keys.map((k) => [k, partial[k] ?? '0'])) as unknown as OpeningBalances;
}
