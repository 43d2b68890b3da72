/**
 * A statement made ready for the analysis: its transactions in time order with their amounts as decimals, their day
 * numbers, and what each one is (interest, internal, a lender, a related party, an individual, operating inflow) —
 * decided once here so every section of the analysis reads a transaction alike.
 */
import type Decimal from 'decimal.js';
import { dayNumber, daysInMonth, fromDayNumber } from '../finance/dates';
import { D } from '../finance/money';
import type { StatementParams } from './params';
import {
  type CounterpartyKind,
  type PartyContext,
  containsAny,
  counterpartyKind,
  normaliseAccount,
  normaliseName,
  txnText,
} from './parties';
import type { BankTxn } from './types';

export interface Row {
  /** Position in the caller's list (flags are answered in that order). */
  index: number;
  txn: BankTxn;
  /** Epoch day of txnDate. */
  day: number;
  /** 'YYYY-MM'. */
  month: string;
  amount: Decimal;
  /**
   * The amount in fen as an integer: exact below 2^53 fen (about 90 trillion yuan), so threshold comparisons in the
   * hot loops (fast in-out pairs over 100,000 rows) are integer comparisons, never float arithmetic.
   */
  fen: number;
  /** +amount for IN, −amount for OUT. */
  signed: Decimal;
  balance: Decimal | null;
  /** bank + account number: the balance chain it belongs to. */
  account: string;
  kind: CounterpartyKind;
  /** A bank's interest credit. */
  interest: boolean;
  /** Between the company's own accounts. */
  internal: boolean;
  /** Lender words in the text or a non-bank lender on the other side. */
  lender: boolean;
  /** The other side's name as grouped ('' when the export names nobody). */
  party: string;
  /** Inflow from business: not interest, not internal, not a loan received. */
  operatingIn: boolean;
}

/** An amount of two places, whose fen are its digits. */
const FEN = /^\d+\.\d{2}$/;

export const accountKey = (t: Pick<BankTxn, 'bank' | 'accountNo'>) => `${t.bank}|${normaliseAccount(t.accountNo)}`;

/** The other side as counted: its name, else its account, else ''. */
export const partyOf = (t: BankTxn) => normaliseName(t.counterpartyName) || normaliseAccount(t.counterpartyAccount);

/** The transactions in time order (day, time, the caller's order for equal stamps), each with what it is. */
export function prepareRows(txns: readonly BankTxn[], params: StatementParams, ctx: PartyContext): Row[] {
  // A statement names the same few hundred parties over and over: each is classified and normalised once.
  const parties = new Map<string, { kind: CounterpartyKind; party: string }>();
  const partyInfo = (txn: BankTxn) => {
    const key = `${txn.counterpartyName}\u0001${txn.counterpartyAccount}\u0001${txn.accountName ?? ''}`;
    let info = parties.get(key);
    if (info === undefined) {
      info = { kind: counterpartyKind(txn, ctx), party: partyOf(txn) };
      parties.set(key, info);
    }
    return info;
  };
  const rows = txns.map((txn, index): Row => {
    const amount = new D(txn.amount);
    const { kind, party } = partyInfo(txn);
    const text = txnText(txn);
    const interest = txn.direction === 'IN' && containsAny(text, params.interestWords);
    const internal = kind === 'OWN';
    const lender = !interest && (kind === 'LENDER' || containsAny(text, params.lenderWords));
    return {
      index,
      txn,
      day: dayNumber(txn.txnDate, 'txnDate'),
      month: txn.txnDate.slice(0, 7),
      amount,
      fen: FEN.test(txn.amount) ? Number(txn.amount.replace('.', '')) : amount.times(100).toNumber(),
      signed: txn.direction === 'IN' ? amount : amount.neg(),
      balance: txn.balance === null || txn.balance === '' ? null : new D(txn.balance),
      account: accountKey(txn),
      kind,
      interest,
      internal,
      lender,
      party,
      operatingIn: txn.direction === 'IN' && !interest && !internal && !lender,
    };
  });
  return rows.sort(
    (a, b) => a.day - b.day || (a.txn.txnTime < b.txn.txnTime ? -1 : a.txn.txnTime > b.txn.txnTime ? 1 : 0),
  );
}

/** The rows of each account, in time order. */
export function byAccount(rows: readonly Row[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) {
    const list = out.get(r.account);
    if (list) list.push(r);
    else out.set(r.account, [r]);
  }
  return out;
}

/** Money as reported: two places, half-up, never '-0.00'. */
export function money(x: Decimal): string {
  const s = x.toFixed(2);
  return s === '-0.00' ? '0.00' : s;
}

/** A ratio as reported (4 places unless the brief shows fewer), never '-0.0000'. */
export function ratio(x: Decimal, places = 4): string {
  const s = x.toFixed(places);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}

export const sum = (xs: Iterable<Decimal>): Decimal => {
  let s = new D(0);
  for (const x of xs) s = s.plus(x);
  return s;
};

/** First and last day of the month of an epoch day. */
export function monthBounds(day: number): { from: number; to: number } {
  const s = fromDayNumber(day);
  const y = +s.slice(0, 4);
  const m = +s.slice(5, 7);
  const from = dayNumber(`${s.slice(0, 7)}-01`);
  return { from, to: from + daysInMonth(y, m) - 1 };
}

/** 'YYYY-MM' of every month from `from` to `to` (epoch days), in order. */
export function monthsBetween(from: number, to: number): string[] {
  const out: string[] = [];
  let y = +fromDayNumber(from).slice(0, 4);
  let m = +fromDayNumber(from).slice(5, 7);
  const last = fromDayNumber(to).slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}
