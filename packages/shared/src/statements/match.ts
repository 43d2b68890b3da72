/**
 * Reading statements out of a customer's own spreadsheet or a PDF's text rows (WAVE3-BRIEF §4.2 "Import without a
 * provider"): each row label normalised the way the catalogue's names are — numbering (一、 （一） 1.), 加：/减：/
 * 其中：, parenthesised notes such as （损失以“－”号填列）, full-width forms (NFKC), 帐→账 — and matched against the
 * names and aliases of the format's lines; the numbers after a label are its columns, told apart by the header
 * (期末 / 年初, 本期 / 上期, 本年累计 / 本月; 行次 skipped), so the two side-by-side blocks of a balance sheet read as
 * well as one column. The unit comes from the header (单位：万元) and every value is turned into 元.
 *
 * Nothing is guessed silently: labels with figures that match no line are listed, and which format was read (the
 * one whose lines the file names most, unless the person chose one) is said.
 */
import { D } from '../finance/money';
import { type LineDef, STATEMENT_FORMATS, type StatementFormat, type StatementKind, linesOf } from './catalogue';
import type { ReportValues } from './checks';

/** A label as matching sees it. */
export function normaliseLabel(raw: string): string {
  let t = raw
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/帐/g, '账')
    .replace(/[“”"'‘’]/g, '');
  // Parenthesised notes and numbering, innermost first: (或股本), (损失以-号填列), (一).
  for (let i = 0; i < 3; i++) t = t.replace(/\([^()]*\)/g, '');
  for (let i = 0; i < 3; i++)
    t = t
      .replace(/^[一二三四五六七八九十]+[、.]/, '')
      .replace(/^\d+[.、]/, '')
      .replace(/^[①-⑳]/, '')
      .replace(/^(加|减|其中)[:]/, '');
  return t.replace(/[:：]+$/, '');
}

const UNITS: [RegExp, number][] = [
  [/亿元/, 100_000_000],
  [/百万元/, 1_000_000],
  [/万元/, 10_000],
  [/千元/, 1_000],
  [/元/, 1],
];

/** The unit a header names (单位：万元), as the factor to 元; null when none is named. */
export function unitFactorOf(rows: readonly string[][]): number | null {
  for (const row of rows.slice(0, 12))
    for (const cell of row) {
      const m = cell.normalize('NFKC').match(/单位[:]?\s*(人民币)?\s*(亿元|百万元|万元|千元|元)/);
      if (m) return UNITS.find(([re]) => re.test(m[2]))?.[1] ?? 1;
    }
  return null;
}

/** A cell's number as a decimal string: thousands separators, ¥, spaces gone; (123) and －123 negative; '-' empty. */
export function cellNumber(cell: string): string | null | undefined {
  let t = cell.normalize('NFKC').replace(/[,\s¥]/g, '');
  if (t === '') return undefined;
  if (/^[-—–]+$/.test(t)) return null;
  let negative = false;
  const paren = t.match(/^\((.*)\)$/);
  if (paren) {
    negative = true;
    t = paren[1];
  }
  if (!/^[-+]?\d+(\.\d+)?$/.test(t)) return undefined;
  const v = new D(t);
  return (negative ? v.neg() : v).toString();
}

type ColumnRole = 'line' | 'current' | 'prior' | 'month';

function roleOf(cell: string): ColumnRole | undefined {
  const t = cell.normalize('NFKC').replace(/\s+/g, '');
  if (/^(行次|行号|附注|注释|栏次)$/.test(t)) return 'line';
  if (/本月/.test(t)) return 'month';
  if (/年初|上年|上期|期初/.test(t)) return 'prior';
  if (/期末|本期|本年|本年累计|金额|余额/.test(t)) return 'current';
  return undefined;
}

/** The roles of a header row's columns, when the row is one (two or more roles named). */
function headerRoles(row: readonly string[]): Map<number, ColumnRole> | null {
  const roles = new Map<number, ColumnRole>();
  row.forEach((cell, i) => {
    if (cellNumber(cell) !== undefined) return;
    const r = roleOf(cell);
    if (r) roles.set(i, r);
  });
  return [...roles.values()].filter((r) => r !== 'line').length >= 2 ? roles : null;
}

const SHEET_HINTS: [RegExp, StatementKind][] = [
  [/资产负债/, 'BS'],
  [/利润|损益/, 'IS'],
  [/现金流量/, 'CF'],
];

export interface StatementSheet {
  name?: string;
  rows: string[][];
}

export interface MatchedLine {
  statement: StatementKind;
  code: string;
  sheet?: string;
  row: number;
}

export interface StatementReading {
  format: StatementFormat;
  /** The factor to 元 applied (1 when the file named none). */
  unitFactor: number;
  values: ReportValues;
  matched: MatchedLine[];
  /** Rows with figures whose label matched no line. */
  unmatched: { sheet?: string; row: number; label: string }[];
}

interface Candidate {
  statement: StatementKind;
  line: LineDef;
  order: number;
}

function candidatesOf(format: StatementFormat) {
  const byLabel = new Map<string, Candidate[]>();
  let order = 0;
  for (const statement of ['BS', 'IS', 'CF'] as StatementKind[])
    for (const line of linesOf(format, statement)) {
      order++;
      if (line.kind === 'title') continue;
      for (const name of new Set([line.label['zh-CN'], ...line.aliases].map(normaliseLabel))) {
        const list = byLabel.get(name) ?? [];
        list.push({ statement, line, order });
        byLabel.set(name, list);
      }
    }
  return byLabel;
}

/** Reads statements in one format out of sheets of text rows. */
export function readStatementsAs(format: StatementFormat, sheets: readonly StatementSheet[]): StatementReading {
  const byLabel = candidatesOf(format);
  const unitFactor = sheets.map((s) => unitFactorOf(s.rows)).find((f) => f !== null) ?? 1;
  const values: ReportValues = {};
  const matched: MatchedLine[] = [];
  const unmatched: StatementReading['unmatched'] = [];
  const taken = new Set<string>();

  for (const sheet of sheets) {
    let current: StatementKind | undefined = SHEET_HINTS.find(([re]) => re.test(sheet.name ?? ''))?.[1];
    let roles = new Map<number, ColumnRole>();
    sheet.rows.forEach((row, rowIndex) => {
      const header = headerRoles(row);
      if (header) {
        roles = header;
        return;
      }
      // Blocks: a label cell and the numbers after it, up to the next label.
      let i = 0;
      while (i < row.length) {
        const label = row[i];
        if (!label || cellNumber(label) !== undefined) {
          i++;
          continue;
        }
        const numbers: { index: number; value: string | null }[] = [];
        let j = i + 1;
        for (; j < row.length; j++) {
          const n = cellNumber(row[j]);
          if (n === undefined && row[j] !== '') break;
          if (n !== undefined) numbers.push({ index: j, value: n });
        }
        const key = normaliseLabel(label);
        const options = byLabel.get(key)?.filter((c) => !taken.has(`${c.statement}:${c.line.code}`)) ?? [];
        const pick = options.find((c) => c.statement === current) ?? options[0];
        const figures = numbers.filter((n) => roles.get(n.index) !== 'line');
        if (pick) {
          taken.add(`${pick.statement}:${pick.line.code}`);
          current = pick.statement;
          const byRole = (role: ColumnRole) => figures.find((n) => roles.get(n.index) === role);
          const known = figures.some((n) => roles.has(n.index));
          const cur = known ? byRole('current') : figures[0];
          const prior = known ? byRole('prior') : figures[1];
          const scale = (v: string | null | undefined) =>
            v === null || v === undefined ? null : new D(v).times(unitFactor).toFixed(2);
          const st = values[pick.statement] ?? {};
          st[pick.line.code] = { current: scale(cur?.value), prior: scale(prior?.value) };
          values[pick.statement] = st;
          matched.push({ statement: pick.statement, code: pick.line.code, sheet: sheet.name, row: rowIndex + 1 });
        } else if (figures.some((n) => n.value !== null) && key && !byLabel.has(key))
          unmatched.push({ sheet: sheet.name, row: rowIndex + 1, label });
        i = j;
      }
    });
  }
  return { format, unitFactor, values, matched, unmatched };
}

/**
 * Reads statements out of sheets: in the format asked for, or in the one whose lines the file names most (the lines
 * only one format has decide between the general formats).
 */
export function readStatements(sheets: readonly StatementSheet[], format?: StatementFormat): StatementReading {
  if (format) return readStatementsAs(format, sheets);
  const readings = STATEMENT_FORMATS.map((f) => readStatementsAs(f.value, sheets));
  return readings.reduce((best, r) => (r.matched.length > best.matched.length ? r : best));
}
