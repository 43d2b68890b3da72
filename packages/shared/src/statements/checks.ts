/**
 * What a set of statements says once its subtotals are worked out, and whether it adds up (WAVE3-BRIEF §4.2 "Checks
 * at save"): each check a flag with the figures — never a silent fix. Errors (the balance sheet does not balance, a
 * subtotal is not the sum of its lines) keep a report from being confirmed; warnings (retained earnings moved other
 * than by the year's profit, last year's closing balance differing from this year's opening) are for the analyst.
 * Amounts are in 元; the tolerance is a cent of the unit the statement was written in (one 万元 statement rounds to
 * 100 元).
 */
import { D, type Decimal } from '../finance/money';
import { formatAmount } from '../format';
import { type Localized, l } from '../resources/localized';
import { type LineDef, type StatementFormat, type StatementKind, linesOf } from './catalogue';

export type Column = 'current' | 'prior';

/** A statement's entered values by line code (元, decimal strings); absent or null is not given. */
export type StatementValues = Record<string, { current?: string | null; prior?: string | null }>;
export type ReportValues = Partial<Record<StatementKind, StatementValues>>;

export interface StatementCheck {
  code: 'BALANCE' | 'SUBTOTAL' | 'RETAINED' | 'OPENING';
  level: 'error' | 'warn';
  statement: StatementKind;
  column: Column;
  line?: string;
  expected: string;
  actual: string;
  message: Localized;
}

const given = (v: string | null | undefined): v is string => v !== null && v !== undefined && v !== '';

/**
 * Every line's value in one column: as entered, or — for a subtotal left empty — worked out from its terms when any
 * of them is given. Absent lines are absent (not zero).
 */
export function resolveColumn(lines: LineDef[], values: StatementValues, column: Column): Map<string, Decimal> {
  const byCode = new Map(lines.map((x) => [x.code, x]));
  const out = new Map<string, Decimal>();
  const computed = new Map<string, Decimal | null>();
  const compute = (code: string): Decimal | null => {
    if (computed.has(code)) return computed.get(code) ?? null;
    const line = byCode.get(code);
    const raw = values[code]?.[column];
    let v: Decimal | null = null;
    if (given(raw)) v = new D(raw);
    else if (line?.terms) {
      let any = false;
      let total = new D(0);
      for (const t of line.terms) {
        const part = compute(t.code);
        if (part === null) continue;
        any = true;
        total = total.plus(part.times(t.sign));
      }
      v = any ? total : null;
    }
    computed.set(code, v);
    return v;
  };
  for (const x of lines) {
    if (x.kind === 'title') continue;
    const v = compute(x.code);
    if (v !== null) out.set(x.code, v);
  }
  return out;
}

/** The sum of a subtotal's terms from what is given (entered, or worked out below), or null when none is. */
function termsSum(line: LineDef, resolved: Map<string, Decimal>): Decimal | null {
  let any = false;
  let total = new D(0);
  for (const t of line.terms ?? []) {
    const part = resolved.get(t.code);
    if (part === undefined) continue;
    any = true;
    total = total.plus(part.times(t.sign));
  }
  return any ? total : null;
}

const money = (d: Decimal) => d.toFixed(2);
/** An amount as a message shows it: 12,000,000.00. */
const shown = (d: Decimal | string) => formatAmount(typeof d === 'string' ? d : d.toFixed(2));
const labelOf = (line: LineDef) => line.label;

/**
 * The checks of one report: for each statement and column given, every entered subtotal against the sum of its
 * lines, and 资产总计 against 负债和所有者权益总计; then 未分配利润's movement against 净利润.
 */
export function checkStatements(format: StatementFormat, values: ReportValues, unitFactor = 1): StatementCheck[] {
  const tolerance = new D('0.01').times(unitFactor);
  const out: StatementCheck[] = [];
  for (const kind of ['BS', 'IS', 'CF'] as StatementKind[]) {
    const entered = values[kind];
    if (!entered) continue;
    const lines = linesOf(format, kind);
    for (const column of ['current', 'prior'] as Column[]) {
      if (!lines.some((x) => given(entered[x.code]?.[column]))) continue;
      const resolved = resolveColumn(lines, entered, column);
      for (const line of lines) {
        if (line.kind !== 'subtotal' || !given(entered[line.code]?.[column])) continue;
        const sum = termsSum(line, resolved);
        const actual = new D(entered[line.code]?.[column] as string);
        if (sum === null || actual.minus(sum).abs().lte(tolerance)) continue;
        const name = labelOf(line);
        out.push({
          code: 'SUBTOTAL',
          level: 'error',
          statement: kind,
          column,
          line: line.code,
          expected: money(sum),
          actual: money(actual),
          message: l(
            `${name['zh-CN']}为 ${shown(actual)}, 各项之和为 ${shown(sum)}`,
            `${name['en-US']} is ${shown(actual)}; its lines add up to ${shown(sum)}`,
          ),
        });
      }
      if (kind === 'BS') {
        const assets = resolved.get('totalAssets');
        const funding = resolved.get('totalLiabilitiesAndEquity');
        if (assets && funding && assets.minus(funding).abs().gt(tolerance))
          out.push({
            code: 'BALANCE',
            level: 'error',
            statement: 'BS',
            column,
            line: 'totalLiabilitiesAndEquity',
            expected: money(assets),
            actual: money(funding),
            message: l(
              `资产总计 ${shown(assets)} 不等于负债和所有者权益总计 ${shown(funding)}`,
              `Total assets ${shown(assets)} differ from total liabilities and equity ${shown(funding)}`,
            ),
          });
      }
    }
  }
  const retained = retainedEarningsCheck(format, values, tolerance);
  if (retained) out.push(retained);
  return out;
}

/**
 * 未分配利润 should move by the year's net profit less what was appropriated and paid out: a difference is a note for
 * the analyst (dividends and reserves explain most), never an error.
 */
function retainedEarningsCheck(format: StatementFormat, values: ReportValues, tolerance: Decimal) {
  const bs = values.BS;
  const is = values.IS;
  if (!bs || !is) return null;
  const closing = bs.undistributedProfit?.current;
  const opening = bs.undistributedProfit?.prior;
  if (!given(closing) || !given(opening)) return null;
  const net = resolveColumn(linesOf(format, 'IS'), is, 'current').get('netProfit');
  if (!net) return null;
  const moved = new D(closing).minus(opening);
  if (moved.minus(net).abs().lte(tolerance)) return null;
  return {
    code: 'RETAINED' as const,
    level: 'warn' as const,
    statement: 'BS' as const,
    column: 'current' as const,
    line: 'undistributedProfit',
    expected: money(net),
    actual: money(moved),
    message: l(
      `未分配利润增加 ${shown(moved)}, 净利润为 ${shown(net)} (差额通常为利润分配或提取盈余公积)`,
      `Undistributed profit grew by ${shown(moved)} against a net profit of ${shown(net)} (usually dividends or reserves)`,
    ),
  };
}

/**
 * This balance sheet's 上年年末余额 against last year's 期末余额, line by line: each difference a warning (a
 * restatement or a typing error).
 */
export function checkOpening(
  format: StatementFormat,
  thisYear: StatementValues,
  lastYear: StatementValues,
  unitFactor = 1,
): StatementCheck[] {
  const tolerance = new D('0.01').times(unitFactor);
  const out: StatementCheck[] = [];
  for (const line of linesOf(format, 'BS')) {
    const opening = thisYear[line.code]?.prior;
    const closing = lastYear[line.code]?.current;
    if (!given(opening) || !given(closing)) continue;
    if (new D(opening).minus(closing).abs().lte(tolerance)) continue;
    out.push({
      code: 'OPENING',
      level: 'warn',
      statement: 'BS',
      column: 'prior',
      line: line.code,
      expected: money(new D(closing)),
      actual: money(new D(opening)),
      message: l(
        `${line.label['zh-CN']}上年年末余额 ${shown(new D(opening))} 与上年报表期末余额 ${shown(new D(closing))} 不一致`,
        `${line.label['en-US']}: prior year-end ${shown(new D(opening))} differs from last year's closing ${shown(new D(closing))}`,
      ),
    });
  }
  return out;
}
