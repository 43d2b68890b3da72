/**
 * Marks on single transactions (WAVE3-BRIEF §5.3 item 5) — large, round, at night, on a day off, fast in-out pairs,
 * to an individual, with a related party or a lender, interest, a balance break — and whether the company pays wages,
 * taxes and utilities at all (a working business does, every month).
 */
import type Decimal from 'decimal.js';
import { D } from '../finance/money';
import type { StatementParams } from './params';
import { containsAny, txnText } from './parties';
import { type Row, money, ratio, sum } from './prepare';
import { TXN_FLAGS, type TxnFlag } from './types';

export interface FastInOutPair {
  /** Positions in the caller's list. */
  inIndex: number;
  outIndex: number;
  inDate: string;
  outDate: string;
  inAmount: string;
  outAmount: string;
  /** out / in, 4 places. */
  share: string;
  days: number;
}

export interface Presence {
  present: boolean;
  count: number;
  amount: string;
  /** Months ('YYYY-MM') with at least one such payment. */
  months: string[];
}

export interface FlowSummary {
  count: number;
  inAmount: string;
  outAmount: string;
  /** The other sides' names, largest first. */
  parties: string[];
}

export interface TransactionFigures {
  /** The flags of each transaction, in the caller's order. */
  flags: TxnFlag[][];
  counts: Record<TxnFlag, number>;
  /** The median amount and the LARGE bar it sets (multiple × median); the fixed bar is in the parameters. */
  medianAmount: string | null;
  medianLargeBar: string | null;
  fastInOut: FastInOutPair[];
  toPersons: FlowSummary;
  related: FlowSummary;
  lenders: FlowSummary;
  salary: Presence;
  tax: Presence;
  utility: Presence;
}

const WEEKDAY = (day: number) => (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday; 0 = Sunday

function median(rows: readonly Row[]): Decimal | null {
  if (!rows.length) return null;
  const sorted = rows.map((r) => r.amount).sort((a, b) => a.cmp(b));
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : sorted[mid - 1].plus(sorted[mid]).div(2);
}

const isNight = (time: string, from: string, to: string) => {
  if (time === '') return false;
  const hm = time.slice(0, 5);
  return from <= to ? hm >= from && hm < to : hm >= from || hm < to;
};

/** Each inflow paired with the first later outflow within the window of 80 %–120 % of it; each row in one pair. */
function fastInOutPairs(rows: readonly Row[], params: StatementParams): FastInOutPair[] {
  const share = new D(params.fastInOutShare);
  const maxShare = new D(params.fastInOutMaxShare);
  const matched = new Uint8Array(rows.length);
  const pairs: FastInOutPair[] = [];
  for (let i = 0; i < rows.length; i++) {
    const a = rows[i];
    if (a.txn.direction !== 'IN' || a.internal || a.interest) continue;
    const minFen = a.amount.times(share).times(100).ceil().toNumber();
    const maxFen = a.amount.times(maxShare).times(100).floor().toNumber();
    for (let j = i + 1; j < rows.length && rows[j].day - a.day <= params.fastInOutDays; j++) {
      const b = rows[j];
      if (matched[j] || b.txn.direction !== 'OUT' || b.internal || b.fen < minFen || b.fen > maxFen) continue;
      matched[j] = 1;
      pairs.push({
        inIndex: a.index,
        outIndex: b.index,
        inDate: a.txn.txnDate,
        outDate: b.txn.txnDate,
        inAmount: a.txn.amount,
        outAmount: b.txn.amount,
        share: ratio(b.amount.div(a.amount)),
        days: b.day - a.day,
      });
      break;
    }
  }
  return pairs;
}

function presence(rows: readonly Row[], words: readonly string[]): Presence {
  const hits = rows.filter((r) => r.txn.direction === 'OUT' && containsAny(txnText(r.txn), words));
  return {
    present: hits.length > 0,
    count: hits.length,
    amount: money(sum(hits.map((r) => r.amount))),
    months: [...new Set(hits.map((r) => r.month))].sort(),
  };
}

function flowSummary(rows: readonly Row[]): FlowSummary {
  const byParty = new Map<string, Decimal>();
  for (const r of rows)
    byParty.set(r.txn.counterpartyName, (byParty.get(r.txn.counterpartyName) ?? new D(0)).plus(r.amount));
  const side = (d: 'IN' | 'OUT') => money(sum(rows.filter((r) => r.txn.direction === d).map((r) => r.amount)));
  return {
    count: rows.length,
    inAmount: side('IN'),
    outAmount: side('OUT'),
    parties: [...byParty.entries()]
      .filter(([name]) => name !== '')
      .sort((a, b) => b[1].cmp(a[1]))
      .map(([name]) => name),
  };
}

export function transactionFigures(
  rows: readonly Row[],
  count: number,
  params: StatementParams,
  breaks: ReadonlySet<number>,
  isHoliday?: (date: string) => boolean,
): TransactionFigures {
  const flags: TxnFlag[][] = Array.from({ length: count }, () => []);
  const med = median(rows);
  const medianBar = med ? med.times(params.largeMedianMultiple) : null;
  const large = new D(params.largeAmount);
  const roundFen = new D(params.roundUnit).times(100).toNumber();
  const pairs = fastInOutPairs(rows, params);
  const inPair = new Set(pairs.flatMap((p) => [p.inIndex, p.outIndex]));
  for (const r of rows) {
    const f = flags[r.index];
    const t = r.txn;
    if (r.amount.gte(large) || (medianBar && r.amount.gte(medianBar))) f.push('LARGE');
    if (roundFen > 0 && r.fen % roundFen === 0) f.push('ROUND');
    if (isNight(t.txnTime, params.nightFrom, params.nightTo)) f.push('NIGHT');
    const weekday = WEEKDAY(r.day);
    if (weekday === 0 || weekday === 6 || isHoliday?.(t.txnDate)) f.push('WEEKEND');
    if (inPair.has(r.index)) f.push('FAST_IN_OUT');
    if (t.direction === 'OUT' && r.kind === 'PERSON') f.push('TO_PERSON');
    if (r.kind === 'RELATED') f.push('RELATED');
    if (r.lender) f.push('LENDER');
    if (r.interest) f.push('INTEREST');
    if (breaks.has(r.index)) f.push('BALANCE_BREAK');
  }
  const counts = Object.fromEntries(TXN_FLAGS.map((k) => [k, 0])) as Record<TxnFlag, number>;
  for (const f of flags) for (const k of f) counts[k] += 1;
  return {
    flags,
    counts,
    medianAmount: med ? money(med) : null,
    medianLargeBar: medianBar ? money(medianBar) : null,
    fastInOut: pairs,
    toPersons: flowSummary(rows.filter((r) => r.txn.direction === 'OUT' && r.kind === 'PERSON')),
    related: flowSummary(rows.filter((r) => r.kind === 'RELATED')),
    lenders: flowSummary(rows.filter((r) => r.lender)),
    salary: presence(rows, params.salaryWords),
    tax: presence(rows, params.taxWords),
    utility: presence(rows, params.utilityWords),
  };
}
