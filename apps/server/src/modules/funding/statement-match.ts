// sysWater (借款流水 against the company's own bank statement; issue 31, built with issue 33's readers): every movement
// the records made — drawdowns received, principal, interest and fees paid — looked for on the statement the company
// exports from its bank: the same side, the same amount, within two days (the bank books the next working day, a
// weekend in between); several paid on one day of one drawdown may be one debit (principal and interest together).
// A reconciliation, answered and not written: the movements are the records' own, the statement is the evidence
// checked against them (run it again with next month's file). What is left on either side is answered, not hidden: a
// movement the statement does not show, and the statement's loan-like rows nobody recorded.
import { type BankTxn, categoriseAll } from '@flp/shared/bankwater';
import { D, addDays } from '@flp/shared/finance';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { fundingRepos } from './repos';

/** How far apart the records' day and the bank's booking day may be. */
export const MATCH_DAYS = 2;

const sideOf = (direction: unknown) => (direction === 'DRAWDOWN' ? 'IN' : 'OUT');
const within = (a: string, b: string) => addDays(a, -MATCH_DAYS) <= b && b <= addDays(a, MATCH_DAYS);
const distance = (a: string, b: string) => Math.abs(new Date(a).getTime() - new Date(b).getTime());
const referenceOf = (t: BankTxn) =>
  (t.serialNo || `${t.txnDate} ${t.txnTime} ${t.counterpartyName}`.trim()).slice(0, 60);

export interface StatementMatch {
  rows: number;
  matched: {
    waterId: string;
    direction: string;
    txnDate: string;
    amount: string;
    statementRef: string;
    bookedOn: string;
  }[];
  unmatchedMovements: Row[];
  unmatchedRows: BankTxn[];
}

/** The statement rows matched with the movements (of one loan, or all) from the statement's first day less two. */
export async function matchStatement(
  db: Db,
  ctx: RequestContext,
  txns: readonly BankTxn[],
  bankLoanId?: string | null,
): Promise<StatementMatch> {
  const w = fundingRepos.water;
  const all = beyondDataScope(ctx);
  const dates = txns.map((t) => t.txnDate).sort();
  if (!dates.length) return { rows: 0, matched: [], unmatchedMovements: [], unmatchedRows: [] };
  const open = await w.list(db, all, {
    where: [
      and(
        gte(w.col('txnDate'), addDays(dates[0], -MATCH_DAYS)),
        lte(w.col('txnDate'), addDays(dates[dates.length - 1], MATCH_DAYS)),
      ) as ReturnType<typeof eq>,
      ...(bankLoanId ? [eq(w.col('bankLoanId'), bankLoanId)] : []),
    ],
    query: { ascs: 'txnDate,id' },
    limit: 100_000,
  });
  const used = new Set<number>();
  const found = new Map<string, BankTxn>();
  const take = (movementIds: string[], amount: string, date: string, side: 'IN' | 'OUT') => {
    let best = -1;
    txns.forEach((t, i) => {
      if (used.has(i) || t.direction !== side || !new D(t.amount).eq(amount) || !within(date, t.txnDate)) return;
      if (best < 0 || distance(date, t.txnDate) < distance(date, txns[best].txnDate)) best = i;
    });
    if (best < 0) return;
    used.add(best);
    for (const id of movementIds) found.set(id, txns[best]);
  };
  for (const m of open) take([String(m.id)], String(m.amount), String(m.txnDate), sideOf(m.direction));
  // What one debit paid together: the movements of one drawdown on one day, summed.
  const groups = new Map<string, Row[]>();
  for (const m of open.filter((x) => !found.has(String(x.id)) && x.direction !== 'DRAWDOWN')) {
    const key = `${m.bankIouId}|${m.txnDate}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  for (const g of groups.values())
    if (g.length > 1)
      take(
        g.map((m) => String(m.id)),
        g.reduce((s, m) => s.plus(String(m.amount)), new D(0)).toFixed(2),
        String(g[0].txnDate),
        'OUT',
      );

  const matched: StatementMatch['matched'] = [];
  for (const m of open) {
    const t = found.get(String(m.id));
    if (!t) continue;
    matched.push({
      waterId: String(m.id),
      direction: String(m.direction),
      txnDate: String(m.txnDate),
      amount: String(m.amount),
      statementRef: referenceOf(t),
      bookedOn: t.txnDate,
    });
  }
  const categories = categoriseAll(txns);
  // The bank's own 结息 is income, not a loan's: only rows about loans are worth a second look.
  const loanLike = new Set(['LOAN_IN', 'LOAN_REPAY']);
  return {
    rows: txns.length,
    matched,
    unmatchedMovements: open.filter((m) => !found.has(String(m.id))).map((m) => w.toWire(m)),
    unmatchedRows: txns.filter((_, i) => !used.has(i) && loanLike.has(categories[i])),
  };
}
