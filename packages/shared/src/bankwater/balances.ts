/**
 * What the company keeps in the bank (WAVE3-BRIEF §5.3 item 3): the end-of-day balance of every calendar day of the
 * period (a day without rows carries the day before; before the first row, the opening balance), and from it the
 * month-end balances, the lowest and highest, the average daily balance (ADB) and its cover of the monthly rent, and
 * quarter ends that stand far above the quarter's average (money parked for the statement).
 */
import type Decimal from 'decimal.js';
import { dayNumber, fromDayNumber } from '../finance/dates';
import { D } from '../finance/money';
import { type Row, byAccount, money, monthBounds, ratio, sum } from './prepare';

export interface QuarterEnd {
  /** '2025Q1'. */
  quarter: string;
  endDate: string;
  endBalance: string;
  /** ADB over the quarter's days within the period. */
  adb: string;
  /** endBalance / adb (2 places), null when the ADB is not above zero. */
  ratio: string | null;
  spike: boolean;
}

export interface AccountBalances {
  bank: string;
  accountNo: string;
  /** False when the export printed no balance at all: the account is left out of the totals. */
  hasBalances: boolean;
  opening: string | null;
  closing: string | null;
  adb: string | null;
  min: string | null;
  max: string | null;
}

export interface Balances {
  /** Days of the period (the ADB's denominator). */
  days: number;
  /** End-of-day balance of each month's last day within the period, all accounts together. */
  monthEnd: { month: string; balance: string }[];
  min: { date: string; balance: string } | null;
  max: { date: string; balance: string } | null;
  adb: string | null;
  /** ADB / the monthly rent (2 places: "3.59×"), null without a rent. */
  adbToRent: string | null;
  /** ADB ≥ benchmark × rent; null without a rent. */
  adbMeetsBenchmark: boolean | null;
  quarterEnds: QuarterEnd[];
  accounts: AccountBalances[];
}

/** An account's end-of-day balances over [from, to], or null when it printed none. */
function dailySeries(rows: Row[], from: number, to: number): { eod: Decimal[]; opening: Decimal } | null {
  const firstWithBalance = rows.findIndex((r) => r.balance !== null);
  if (firstWithBalance < 0) return null;
  // Balances of rows without one are carried through the chain from the last printed balance.
  const after: Decimal[] = new Array(rows.length);
  let running = rows[firstWithBalance].balance!.minus(sum(rows.slice(0, firstWithBalance + 1).map((r) => r.signed)));
  const opening = running;
  rows.forEach((r, i) => {
    running = r.balance ?? running.plus(r.signed);
    after[i] = running;
  });
  const eod: Decimal[] = [];
  let carried = opening;
  let i = 0;
  for (; i < rows.length && rows[i].day < from; i++) carried = after[i];
  for (let day = from; day <= to; day++) {
    for (; i < rows.length && rows[i].day === day; i++) carried = after[i];
    eod.push(carried);
  }
  return { eod, opening };
}

function quarterOf(day: number): { key: string; end: number } {
  const s = fromDayNumber(day);
  const y = +s.slice(0, 4);
  const q = Math.floor((+s.slice(5, 7) - 1) / 3) + 1;
  return { key: `${y}Q${q}`, end: monthBounds(dayNumber(`${y}-${String(q * 3).padStart(2, '0')}-01`)).to };
}

export function balanceFigures(
  rows: readonly Row[],
  from: number,
  to: number,
  opts: { monthlyRent?: Decimal; benchmark: Decimal; spike: Decimal },
): Balances {
  const days = to - from + 1;
  const total: Decimal[] = new Array(days).fill(new D(0));
  const accounts: AccountBalances[] = [];
  let any = false;
  for (const chain of byAccount(rows).values()) {
    const series = dailySeries(chain, from, to);
    const t = chain[0].txn;
    if (!series) {
      accounts.push({
        bank: t.bank,
        accountNo: t.accountNo,
        hasBalances: false,
        opening: null,
        closing: null,
        adb: null,
        min: null,
        max: null,
      });
      continue;
    }
    any = true;
    series.eod.forEach((b, i) => {
      total[i] = total[i].plus(b);
    });
    accounts.push({
      bank: t.bank,
      accountNo: t.accountNo,
      hasBalances: true,
      opening: money(series.opening),
      closing: money(series.eod[days - 1]),
      adb: money(sum(series.eod).div(days)),
      min: money(D.min(...series.eod)),
      max: money(D.max(...series.eod)),
    });
  }
  if (!any || days <= 0)
    return {
      days: Math.max(days, 0),
      monthEnd: [],
      min: null,
      max: null,
      adb: null,
      adbToRent: null,
      adbMeetsBenchmark: null,
      quarterEnds: [],
      accounts,
    };

  const adb = sum(total).div(days);
  let minAt = 0;
  let maxAt = 0;
  total.forEach((b, i) => {
    if (b.lt(total[minAt])) minAt = i;
    if (b.gt(total[maxAt])) maxAt = i;
  });
  const monthEnd: Balances['monthEnd'] = [];
  const quarterEnds: QuarterEnd[] = [];
  let quarterStart = from;
  for (let day = from; day <= to; day++) {
    const { to: monthEndDay } = monthBounds(day);
    if (day === monthEndDay || day === to)
      monthEnd.push({ month: fromDayNumber(day).slice(0, 7), balance: money(total[day - from]) });
    const q = quarterOf(day);
    if (day === q.end || day === to) {
      // A quarter is judged at its end only: a period ending mid-quarter has no quarter end to compare.
      if (day === q.end) {
        const qAdb = sum(total.slice(quarterStart - from, day - from + 1)).div(day - quarterStart + 1);
        const end = total[day - from];
        const r = qAdb.gt(0) ? end.div(qAdb) : null;
        quarterEnds.push({
          quarter: q.key,
          endDate: fromDayNumber(day),
          endBalance: money(end),
          adb: money(qAdb),
          ratio: r === null ? null : ratio(r, 2),
          spike: r?.gt(opts.spike) ?? false,
        });
      }
      quarterStart = day + 1;
    }
  }
  const rent = opts.monthlyRent?.gt(0) ? opts.monthlyRent : null;
  return {
    days,
    monthEnd,
    min: { date: fromDayNumber(from + minAt), balance: money(total[minAt]) },
    max: { date: fromDayNumber(from + maxAt), balance: money(total[maxAt]) },
    adb: money(adb),
    adbToRent: rent ? ratio(adb.div(rent), 2) : null,
    adbMeetsBenchmark: rent ? adb.div(rent).gte(opts.benchmark) : null,
    quarterEnds,
    accounts,
  };
}
