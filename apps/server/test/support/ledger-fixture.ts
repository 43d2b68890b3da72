// IOUs for tests, made the way the ledger makes them (support/iou.ts: createIou from a signed contract's terms, its
// schedule put in effect), verified receipts, and the state derived as of a date (refreshIous). No disbursement flow:
// the loan family is another area's; this builds only the ledger rows the standing book and concentration read.
import { fixBusinessDate } from './servicing-fixture';
import { contractRepos } from '../../src/modules/contract/repos';
import { refreshIous } from '../../src/modules/servicing/ledger';
import { servicingRepos } from '../../src/modules/servicing/repos';
import type { Row } from '../../src/platform/crud/repository';
import type { Db } from '../../src/platform/db/database';
import type { RequestContext } from '../../src/platform/tenancy/context';
import { ledgerIou } from './iou';

export interface IouSpec {
  amount: string;
  loanDate: string;
  periods?: number;
  annualRate?: string;
  /** Verified rent receipts: [date, amount]. */
  receipts?: [string, string][];
  /** The IOU's state is derived as of this date. */
  asOf: string;
  /** Another owner than the contract's (data scope tests). */
  owner?: string;
}

/**
 * The standing book's four IOUs as of 2026-04-30, whose figures the tests know by hand: period 1 paid on time and
 * period 2 half paid (46 days past due, 关注); nothing paid (period 1 due 03-10: 51 days past due); not yet due; and a
 * 3-period lease from 02-15, all paid, maturing 05-15.
 */
export const BOOK_IOUS = {
  overdue46: {
    amount: '1000000.00',
    loanDate: '2026-01-15',
    receipts: [
      ['2026-02-15', '86066.43'],
      ['2026-03-25', '40000.00'],
    ],
    asOf: '2026-04-30',
  },
  overdue51: { amount: '500000.55', loanDate: '2026-02-10', asOf: '2026-04-30' },
  notDue: { amount: '250000.10', loanDate: '2026-04-20', asOf: '2026-04-30' },
  maturing: {
    amount: '300000.00',
    loanDate: '2026-02-15',
    periods: 3,
    receipts: [
      ['2026-03-15', '101002.50'],
      ['2026-04-15', '101002.50'],
    ],
    asOf: '2026-04-30',
  },
} as const satisfies Record<string, IouSpec>;

let receiptSeq = 0;

/** The demo's contracts (testApp({ SEED_DEMO: 'on' })), the signed ones first: an IOU needs only the row's terms. */
export async function demoContracts(db: Db, ctx: RequestContext): Promise<Row[]> {
  const all = await contractRepos.contract.list(db, ctx, {});
  return [...all.filter((c) => c.contractState === 'signed'), ...all.filter((c) => c.contractState !== 'signed')];
}

/** One IOU on `contract`, monthly equal rent in arrears, its receipts verified and its state as of `asOf`. */
export async function makeIou(db: Db, ctx: RequestContext, contract: Row, spec: IouSpec): Promise<Row> {
  const { iou } = await ledgerIou(db, ctx, contract, {
    amount: spec.amount,
    loanDate: spec.loanDate,
    owner: spec.owner,
    periods: spec.periods ?? 12,
    annualRate: spec.annualRate ?? '6',
  });
  if (spec.receipts?.length)
    await servicingRepos.receipt.insertMany(
      db,
      ctx,
      spec.receipts.map(([receiptDate, amount]) => ({
        receiptNo: `FX${++receiptSeq}`,
        iouId: iou.id,
        receiptKind: 'rent',
        receiptDate,
        amount,
        payer: 'fixture',
        receiptState: 'verified',
      })),
    );
  await db.transaction((tx) => refreshIous(tx, ctx, [String(iou.id)], spec.asOf, 'job'));
  return servicingRepos.iou.getById(db, ctx, String(iou.id));
}

/** Derives the IOUs' state again as of `asOf` (the daily job's work, for a test). */
export async function deriveAsOf(db: Db, ctx: RequestContext, iouIds: string[], asOf: string) {
  await db.transaction((tx) => refreshIous(tx, ctx, iouIds, asOf, 'job'));
}

/** Fixes the tenant's business date (and lists it as a demo / test tenant), as a platform administrator would. */
export const setBusinessDate = (db: Db, ctx: RequestContext, date: string) => fixBusinessDate(db, ctx.tenantId, date);

/**
 * Sets the demo portfolio's IOUs aside (soft-deleted), for tests that count a book of their own making on the demo's
 * contracts.
 */
export async function setDemoIousAside(db: Db, ctx: RequestContext) {
  const repo = servicingRepos.iou;
  const ids = (await repo.list(db, ctx, { limit: 100_000 })).map((r) => String(r.id));
  if (ids.length) await repo.remove(db, ctx, ids);
}
