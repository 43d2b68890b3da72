/**
 * The lessee's rent on its own statement against what we recorded (WAVE3-BRIEF §5.3 "租金"): the statement's payments
 * to the lessor — the other side carries our company's name or is one of our accounts — paired with the receipts our
 * servicing recorded for the lessee: the same amount, dates at most `RENT_MATCH_DAYS` apart (the bank books the next
 * working day, a weekend and a holiday in between), the nearest first, each side used once. What is left on either
 * side is answered: paid to us but not recorded, and recorded but not on the statement (within its period).
 */
import { addDays } from '../finance/dates';
import { D } from '../finance/money';
import { normaliseAccount, normaliseName } from './parties';
import type { BankTxn } from './types';

/** How many calendar days apart the statement's day and the receipt's day may be. */
export const RENT_MATCH_DAYS = 5;

/** A receipt as servicing recorded it. */
export interface RecordedReceipt {
  id: string;
  receiptNo: string;
  /** 到账日期, 'YYYY-MM-DD'. */
  receiptDate: string;
  amount: string;
  receiptKind?: string;
}

/** A payment to the lessor on the statement: its position in the caller's list and what it says. */
export interface StatementPayment {
  index: number;
  txnDate: string;
  amount: string;
  counterpartyName: string;
  counterpartyAccount: string;
  summary: string;
}

export interface RentMatch {
  /** Pairs: the statement's payment and the receipt, with the days between them. */
  matched: { payment: StatementPayment; receipt: RecordedReceipt; days: number }[];
  /** Paid to us on the statement, no receipt recorded. */
  notRecorded: StatementPayment[];
  /** Recorded within the statement's period, not on the statement. */
  notOnStatement: RecordedReceipt[];
  /** The window used, and the period the receipts were looked for in. */
  days: number;
  period: { from: string; to: string } | null;
}

/** Who we are, as a lessee's statement would print us: our names and our accounts. */
export interface Lessor {
  names: readonly string[];
  accounts: readonly string[];
}

/** The statement's payments to the lessor (money out, to our name or to one of our accounts), in their order. */
export function paymentsToLessor(txns: readonly BankTxn[], lessor: Lessor): StatementPayment[] {
  const names = new Set(lessor.names.map(normaliseName).filter((n) => n !== ''));
  const accounts = new Set(lessor.accounts.map(normaliseAccount).filter((a) => a !== ''));
  const out: StatementPayment[] = [];
  txns.forEach((t, index) => {
    if (t.direction !== 'OUT') return;
    const account = normaliseAccount(t.counterpartyAccount);
    if (!names.has(normaliseName(t.counterpartyName)) && !(account !== '' && accounts.has(account))) return;
    out.push({
      index,
      txnDate: t.txnDate,
      amount: t.amount,
      counterpartyName: t.counterpartyName,
      counterpartyAccount: t.counterpartyAccount,
      summary: t.summary,
    });
  });
  return out;
}

const daysBetween = (a: string, b: string) =>
  Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);

/**
 * Pairs the statement's payments to us with our receipts: equal amounts, at most `days` apart, the closest pairs
 * first (then the earlier payment), each used once. Receipts outside the period (± the window, so a payment on the
 * period's edge still finds its receipt) are never listed as missing.
 */
export function matchRent(
  payments: readonly StatementPayment[],
  receipts: readonly RecordedReceipt[],
  period: { from: string; to: string } | null,
  days = RENT_MATCH_DAYS,
): RentMatch {
  const candidates: { p: number; r: number; days: number }[] = [];
  payments.forEach((p, pi) => {
    const amount = new D(p.amount);
    receipts.forEach((r, ri) => {
      const apart = daysBetween(p.txnDate, r.receiptDate);
      if (apart <= days && amount.eq(r.amount)) candidates.push({ p: pi, r: ri, days: apart });
    });
  });
  candidates.sort(
    (a, b) => a.days - b.days || payments[a.p].txnDate.localeCompare(payments[b.p].txnDate) || a.p - b.p || a.r - b.r,
  );
  const usedP = new Set<number>();
  const usedR = new Set<number>();
  const matched: RentMatch['matched'] = [];
  for (const c of candidates) {
    if (usedP.has(c.p) || usedR.has(c.r)) continue;
    usedP.add(c.p);
    usedR.add(c.r);
    matched.push({ payment: payments[c.p], receipt: receipts[c.r], days: c.days });
  }
  matched.sort((a, b) => a.payment.index - b.payment.index);
  const inPeriod = (d: string) => !period || (d >= period.from && d <= period.to);
  return {
    matched,
    notRecorded: payments.filter((_, i) => !usedP.has(i)),
    notOnStatement: receipts.filter((r, i) => !usedR.has(i) && inPeriod(r.receiptDate)),
    days,
    period,
  };
}

/** The window around a period receipts are read for: a payment on its edge may have been recorded just outside. */
export const receiptWindow = (period: { from: string; to: string }, days = RENT_MATCH_DAYS) => ({
  from: addDays(period.from, -days),
  to: addDays(period.to, days),
});
