/**
 * Is the statement whole and true (WAVE3-BRIEF §5.3 item 1)? Coverage, runs of days without rows, the balance chain
 * (each balance = the one before + in − out; breaks are reported, never mended), the opening balance, duplicated rows,
 * and the banks' quarterly 结息 credit on the 21st of Mar/Jun/Sep/Dec — a forged statement often forgets it.
 */
import { fromDayNumber } from '../finance/dates';
import { type Row, byAccount, money } from './prepare';

export interface BalanceBreak {
  /** Position in the caller's list. */
  index: number;
  fileRow: number;
  fileId?: string;
  accountNo: string;
  txnDate: string;
  /** The balance the chain expects: the one before + in − out. */
  expected: string;
  /** The balance the bank printed. */
  actual: string;
  /** actual − expected. */
  difference: string;
}

export interface Gap {
  /** The last day with rows before the run and the first after it. */
  from: string;
  to: string;
  /** Days without a row between them. */
  days: number;
}

export interface Duplicate {
  txnDate: string;
  direction: string;
  amount: string;
  counterpartyName: string;
  serialNo: string;
  /** Positions in the caller's list, and the rows of the files. */
  indexes: number[];
  fileRows: number[];
}

export interface InterestQuarter {
  /** '2025Q1'. */
  quarter: string;
  /** The 21st of the quarter's last month. */
  expectedDate: string;
  /** PRESENT on the 21st; OFF_DATE: credited in that month on another day; MISSING: no credit that month. */
  status: 'PRESENT' | 'OFF_DATE' | 'MISSING';
  /** Days of that month with an interest credit. */
  dates: string[];
}

export interface Integrity {
  firstDate: string | null;
  lastDate: string | null;
  /** Calendar months from the first row's month to the last's. */
  months: number;
  rows: number;
  gaps: Gap[];
  /** Per account: the balance before its first row (balance₁ − in₁ + out₁), null without balances. */
  openings: { accountNo: string; opening: string | null }[];
  /** The opening of the first account (the usual single-account statement). */
  opening: string | null;
  balanceChecked: number;
  balanceBreaks: BalanceBreak[];
  duplicates: Duplicate[];
  interestQuarters: InterestQuarter[];
  interestMissing: boolean;
}

/** Runs of more than `gapDays` days without a row, between rows (and from/to the period's ends when given). */
function gapsOf(days: number[], gapDays: number, bounds?: { from: number; to: number }): Gap[] {
  const marks = [...new Set(days)].sort((a, b) => a - b);
  if (bounds && marks.length) {
    marks.unshift(bounds.from - 1);
    marks.push(bounds.to + 1);
  }
  const out: Gap[] = [];
  for (let i = 1; i < marks.length; i++) {
    const without = marks[i] - marks[i - 1] - 1;
    if (without > gapDays) out.push({ from: fromDayNumber(marks[i - 1]), to: fromDayNumber(marks[i]), days: without });
  }
  return out;
}

function balanceChain(rows: Row[]) {
  const breaks: BalanceBreak[] = [];
  let checked = 0;
  let previous: Row['balance'] = null;
  let opening: Row['balance'] = null;
  for (const r of rows) {
    if (previous === null) {
      // The first balance the bank printed: what was there before it is the opening.
      if (r.balance !== null && opening === null) opening = r.balance.minus(r.signed);
      previous = r.balance;
      continue;
    }
    const expected = previous.plus(r.signed);
    if (r.balance === null) {
      previous = expected;
      continue;
    }
    checked += 1;
    if (!r.balance.eq(expected))
      breaks.push({
        index: r.index,
        fileRow: r.txn.fileRow,
        ...(r.txn.fileId === undefined ? {} : { fileId: r.txn.fileId }),
        accountNo: r.txn.accountNo,
        txnDate: r.txn.txnDate,
        expected: money(expected),
        actual: money(r.balance),
        difference: money(r.balance.minus(expected)),
      });
    previous = r.balance;
  }
  return { breaks, checked, opening };
}

function duplicatesOf(rows: Row[]): Duplicate[] {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const t = r.txn;
    const key = `${r.account}\u0001${t.txnDate}\u0001${t.direction}\u0001${t.amount}\u0001${r.party}\u0001${t.serialNo}`;
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => ({
      txnDate: g[0].txn.txnDate,
      direction: g[0].txn.direction,
      amount: g[0].txn.amount,
      counterpartyName: g[0].txn.counterpartyName,
      serialNo: g[0].txn.serialNo,
      indexes: g.map((r) => r.index),
      fileRows: g.map((r) => r.txn.fileRow),
    }));
}

/** Every quarter whose 结息 day (the 21st of Mar/Jun/Sep/Dec) lies within the statement's rows. */
function interestQuarters(rows: Row[], first: string, last: string): InterestQuarter[] {
  const out: InterestQuarter[] = [];
  for (let y = +first.slice(0, 4); y <= +last.slice(0, 4); y++)
    for (const m of [3, 6, 9, 12]) {
      const month = `${y}-${String(m).padStart(2, '0')}`;
      const expectedDate = `${month}-21`;
      if (expectedDate < first || expectedDate > last) continue;
      const dates = [...new Set(rows.filter((r) => r.interest && r.month === month).map((r) => r.txn.txnDate))];
      out.push({
        quarter: `${y}Q${m / 3}`,
        expectedDate,
        status: dates.includes(expectedDate) ? 'PRESENT' : dates.length ? 'OFF_DATE' : 'MISSING',
        dates,
      });
    }
  return out;
}

export function checkIntegrity(rows: Row[], gapDays: number, bounds?: { from: number; to: number }): Integrity {
  const first = rows.length ? rows[0].txn.txnDate : null;
  const last = rows.length ? rows[rows.length - 1].txn.txnDate : null;
  const months =
    first && last ? (+last.slice(0, 4) - +first.slice(0, 4)) * 12 + (+last.slice(5, 7) - +first.slice(5, 7)) + 1 : 0;
  const openings: Integrity['openings'] = [];
  const balanceBreaks: BalanceBreak[] = [];
  let balanceChecked = 0;
  for (const chain of byAccount(rows).values()) {
    const c = balanceChain(chain);
    openings.push({ accountNo: chain[0].txn.accountNo, opening: c.opening === null ? null : money(c.opening) });
    balanceBreaks.push(...c.breaks);
    balanceChecked += c.checked;
  }
  const quarters = first && last ? interestQuarters(rows, first, last) : [];
  return {
    firstDate: first,
    lastDate: last,
    months,
    rows: rows.length,
    gaps: gapsOf(
      rows.map((r) => r.day),
      gapDays,
      bounds,
    ),
    openings,
    opening: openings[0]?.opening ?? null,
    balanceChecked,
    balanceBreaks,
    duplicates: duplicatesOf(rows),
    interestQuarters: quarters,
    interestMissing: quarters.some((q) => q.status === 'MISSING'),
  };
}
