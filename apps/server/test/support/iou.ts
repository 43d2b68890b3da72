// One way tests make IOUs without the disbursement approval: the ledger's own createIou and activateSchedule, from a
// demo signed contract, with terms a test overrides as it needs. The servicing, overdue and ledger fixtures and the
// browser tests' servers all build on it.
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { contractRepos } from '../../src/modules/contract/repos';
import { activateSchedule, createIou } from '../../src/modules/servicing/ledger';
import type { Row } from '../../src/platform/crud/repository';
import type { Db } from '../../src/platform/db/database';
import type { RequestContext } from '../../src/platform/tenancy/context';

/** The demo's first signed contract (a demo-seeded app); with `required` false, undefined when there is none. */
export async function signedContract(db: Db, ctx: RequestContext, required = true): Promise<Row> {
  const [contract] = await contractRepos.contract.list(db, ctx, {
    where: [eq(contractRepos.contract.col('contractState'), 'signed')],
    // The demo's first (华东重工's, with its guarantees), not one of the wider book's.
    query: { ascs: 'id' },
    limit: 1,
  });
  if (required) assert.ok(contract, 'the demo has a signed contract');
  return contract;
}

/** A disbursement's terms: one month's equal rent in arrears, no grace, deposit or fee (override any). */
const LOAN_TERMS = {
  periods: 1,
  annualRate: '0',
  frequencyMonths: 1,
  rentMethod: 'EQUAL_RENT',
  payIn: 'ARREARS',
  graceDays: 0,
  penaltyRate: '0.05',
  purchasePrice: '0',
  deposit: '0',
  fee: '0',
  graceMonths: 0,
};

let loanSeq = 1;

/**
 * An IOU of `amount` disbursed on `loanDate` against `contract` (owned by `owner`, else the contract's owner), its
 * schedule in effect from that day unless `activate` is false.
 */
export async function ledgerIou(
  db: Db,
  ctx: RequestContext,
  contract: Row,
  terms: { amount: string; loanDate: string; owner?: string; activate?: boolean } & Record<string, unknown>,
) {
  const { amount, loanDate, owner, activate = true, ...rest } = terms;
  const loan = {
    id: String(900000 + loanSeq++),
    ...LOAN_TERMS,
    loanAmount: amount,
    loanDate,
    startDate: loanDate,
    // (a term left undefined keeps its default)
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
  };
  const { iou, schedule } = await db.transaction((tx) =>
    createIou(tx, ctx, { loan, contract: owner ? { ...contract, owner } : contract }),
  );
  if (activate) await db.transaction((tx) => activateSchedule(tx, ctx, String(schedule.id), loanDate));
  return { iou, schedule };
}
