// What the statement calls answer, from stored reports (pure): a statement's lines as the familiar table (entered
// values, subtotals worked out where left empty and marked so), the comparative column filled from the earlier report
// when the file had none (detailPlus), the headline figures of a list, and the ratio set of a period with its opening
// balances and last year's results.
import {
  type Column,
  type ReportValues,
  STATEMENT_COLUMNS,
  type StatementFormat,
  type StatementKind,
  type StatementValues,
  aggregatesOf,
  linesOf,
  missingCoreOf,
  openingOf,
  ratioInputOf,
  resolveColumn,
} from '@flp/shared/statements';
import { type Ratio, statementRatios } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';

export const formatOf = (r: Row) => String(r.format ?? 'CAS2019_NEW') as StatementFormat;
export const valuesOf = (r: Row) => (r.statements ?? {}) as ReportValues;
/** Months a report's flows cover: its period is cumulative from January. */
export const monthsOf = (r: Row) => Number(r.sheetMonth ?? 12);

export interface StatementLineView {
  code: string;
  label: { 'zh-CN': string; 'en-US': string };
  kind: string;
  depth: number;
  current: string | null;
  prior: string | null;
  /** Worked out from its lines (left empty in the file), or taken from the earlier report (the comparative). */
  computed: Column[];
}

/**
 * A statement's lines: each value entered, else for a subtotal its sum; `comparative` (the earlier report's values)
 * fills the prior column where the report has none.
 */
export function statementLines(
  format: StatementFormat,
  kind: StatementKind,
  values: StatementValues,
  comparative?: StatementValues,
): StatementLineView[] {
  const lines = linesOf(format, kind);
  const cur = resolveColumn(lines, values, 'current');
  const hasPrior = lines.some((x) => values[x.code]?.prior);
  const priorSource = !hasPrior && comparative ? comparative : values;
  const prior = resolveColumn(lines, priorSource, hasPrior || !comparative ? 'prior' : 'current');
  return lines.map((x) => {
    const computed: Column[] = [];
    if (cur.has(x.code) && !values[x.code]?.current) computed.push('current');
    if (prior.has(x.code) && (!hasPrior || !values[x.code]?.prior)) computed.push('prior');
    return {
      code: x.code,
      label: x.label,
      kind: x.kind,
      depth: x.depth,
      current: cur.get(x.code)?.toFixed(2) ?? null,
      prior: prior.get(x.code)?.toFixed(2) ?? null,
      computed,
    };
  });
}

export const columnsOf = (kind: StatementKind) => STATEMENT_COLUMNS[kind];

/** The figures a list row shows of each statement. */
const HEADLINES: Record<StatementKind, string[]> = {
  BS: ['totalAssets', 'totalLiabilities', 'totalEquity'],
  IS: ['revenue', 'operatingProfit', 'totalProfit', 'netProfit'],
  CF: ['netOperatingCashFlow', 'netInvestingCashFlow', 'netFinancingCashFlow', 'closingCash'],
};

export function headlines(report: Row, kind: StatementKind): Row {
  const values = valuesOf(report)[kind] ?? {};
  const resolved = resolveColumn(linesOf(formatOf(report), kind), values, 'current');
  return Object.fromEntries(HEADLINES[kind].map((k) => [k, resolved.get(k)?.toFixed(2) ?? null]));
}

/** The period a report covers as a person says it: 2025年报, 2025年6月. */
export const periodOf = (r: Row) =>
  String(r.sheetType) === '1' ? `${r.sheetYear}年报` : `${r.sheetYear}年${r.sheetMonth}月`;

export interface RatioView {
  reportId: string;
  reportNo: string;
  sheetYear: number;
  sheetMonth: number;
  /** Whether averages use last year's closing balances ('opening') or this period's alone ('closing'). */
  averages: 'opening' | 'closing';
  ratios: Ratio[];
}

/**
 * The ratio set of a report: averages with the opening balances (last year-end's report, else the report's own prior
 * column), growth against the same period last year (else the report's own prior column); null when the statements
 * lack the core figures.
 */
export function ratiosOf(report: Row, openingReport?: Row, lastYear?: Row, annualRent?: string): RatioView | null {
  const format = formatOf(report);
  const values = valuesOf(report);
  const current = ratioInputOf(aggregatesOf(format, values));
  if (!current) return null;
  const opening =
    openingOf(openingReport ? aggregatesOf(formatOf(openingReport), valuesOf(openingReport)) : {}) ??
    openingOf(aggregatesOf(format, values, 'prior'));
  const before = lastYear
    ? aggregatesOf(formatOf(lastYear), valuesOf(lastYear))
    : aggregatesOf(format, values, 'prior');
  const prior =
    before.revenue !== undefined && before.netProfit !== undefined
      ? { revenue: before.revenue, netProfit: before.netProfit }
      : undefined;
  return {
    reportId: String(report.id),
    reportNo: String(report.reportNo ?? ''),
    sheetYear: Number(report.sheetYear),
    sheetMonth: Number(report.sheetMonth),
    averages: opening ? 'opening' : 'closing',
    ratios: statementRatios({ current, opening, prior, months: monthsOf(report), annualRent }),
  };
}

/** A report that cannot feed the ratio set, and the core lines it lacks (what 指标分析 tells instead of leaving it out). */
export function incompleteOf(report: Row) {
  const missing = missingCoreOf(aggregatesOf(formatOf(report), valuesOf(report)));
  return missing.length
    ? {
        sheetYear: Number(report.sheetYear),
        reportNo: String(report.reportNo ?? ''),
        missing: missing.map((m) => m.label),
      }
    : null;
}

/** Which way a ratio moved and whether that is better, by what the ratio measures. */
const LOWER_IS_BETTER = new Set([
  'debtRatio',
  'debtToEquity',
  'equityMultiplier',
  'receivableDays',
  'inventoryDays',
  'interestBearingShare',
]);

export function directionOf(key: string, series: (string | null)[]) {
  const known = series.filter((v): v is string => v !== null);
  if (known.length < 2) return { trend: 'NONE' as const, better: null };
  const first = Number(known[0]);
  const last = Number(known[known.length - 1]);
  if (first === last) return { trend: 'FLAT' as const, better: null };
  const up = last > first;
  return { trend: up ? ('UP' as const) : ('DOWN' as const), better: LOWER_IS_BETTER.has(key) ? !up : up };
}
