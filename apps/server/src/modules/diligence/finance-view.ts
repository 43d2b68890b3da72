// 财务分析 of a diligence report (getFinanceAll): each year's figures as entered and the ratio set worked out from them
// (shared finance/ratios.ts) — the year before giving the opening balances and the growth, the project's rent the rent
// cover. When 财务报表 (issue 33) holds the company's statements, they feed the same aggregates.
import { type RatioInput, type StatementAggregates, statementRatios } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';

/** The figure names a year's row holds (the aggregates the ratio set reads). */
const FIGURES = [
  'cash',
  'receivables',
  'inventory',
  'currentAssets',
  'totalAssets',
  'shortTermLoans',
  'longTermLoans',
  'currentLiabilities',
  'totalLiabilities',
  'equity',
  'revenue',
  'costOfSales',
  'operatingProfit',
  'totalProfit',
  'interestExpense',
  'netProfit',
  'operatingCashFlow',
  'depreciation',
] as const;

const figure = (row: Row, k: string) => (row[k] === null || row[k] === undefined ? undefined : String(row[k]));

function aggregates(row: Row): StatementAggregates {
  const a: Record<string, string | undefined> = {};
  for (const k of FIGURES) a[k] = figure(row, k);
  const z = (k: string) => a[k] ?? '0';
  return {
    ...a,
    cash: z('cash'),
    receivables: z('receivables'),
    inventory: z('inventory'),
    currentAssets: z('currentAssets'),
    totalAssets: z('totalAssets'),
    currentLiabilities: z('currentLiabilities'),
    totalLiabilities: z('totalLiabilities'),
    equity: z('equity'),
    revenue: z('revenue'),
    costOfSales: z('costOfSales'),
    operatingProfit: z('operatingProfit'),
    totalProfit: z('totalProfit'),
    netProfit: z('netProfit'),
  };
}

export interface FinanceYear {
  year: number;
  months: number;
  figures: Record<string, string | null>;
  ratios: ReturnType<typeof statementRatios>;
}

/** The years in order, each with its ratios (the year before, when entered, as its opening and prior). */
export function financeYears(rows: readonly Row[], annualRent?: string): FinanceYear[] {
  const sorted = [...rows].sort((a, b) => Number(a.year) - Number(b.year));
  return sorted.map((row) => {
    const year = Number(row.year);
    const before = sorted.find((r) => Number(r.year) === year - 1 && Number(r.months ?? 12) === 12);
    const current = aggregates(row);
    const input: RatioInput = { current, months: Number(row.months ?? 12), annualRent };
    if (before) {
      const b = aggregates(before);
      input.opening = b;
      // Growth compares like with like: a full year with the full year before.
      if (input.months === 12) input.prior = b;
    }
    const figures: Record<string, string | null> = {};
    for (const k of FIGURES) figures[k] = figure(row, k) ?? null;
    return { year, months: input.months ?? 12, figures, ratios: statementRatios(input) };
  });
}
