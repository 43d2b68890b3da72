// Test support for the overdue job: IOUs made directly with the ledger (support/iou.ts) from a demo signed contract,
// with chosen terms, and verified rent receipts — so the job's tests need not walk the disbursement and receipt
// screens (other tests do).
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { servicingRepos } from '../../src/modules/servicing/repos';
import type { Row } from '../../src/platform/crud/repository';
import type { Db } from '../../src/platform/db/database';
import type { RequestContext } from '../../src/platform/tenancy/context';
import { ledgerIou, signedContract } from './iou';

export { signedContract };

/** A user's id by account (the IOU's owner receives the job's notices). */
export async function userId(db: Db, tenantId: string, account: string): Promise<string> {
  const res = (await db.execute(
    sql`select id::text as id from blade_user where tenant_id = ${tenantId} and account = ${account} and is_deleted = 0`,
  )) as unknown as { rows: { id: string }[] };
  assert.ok(res.rows[0], `user ${account}`);
  return res.rows[0].id;
}

export interface IouTerms {
  amount: string;
  loanDate: string;
  periods?: number;
  annualRate?: string;
  graceDays?: number;
  /** Daily penalty rate in percent (0.05 = 万分之五). */
  penaltyRate?: string;
  owner: string;
}

/** An IOU in effect from `loanDate` (its schedule approved that day), monthly rent in arrears. */
export async function makeIou(db: Db, ctx: RequestContext, contract: Row, t: IouTerms): Promise<Row> {
  const { amount, loanDate, owner, ...terms } = t;
  const { iou } = await ledgerIou(db, ctx, contract, { amount, loanDate, owner, ...terms });
  return servicingRepos.iou.getById(db, ctx, String(iou.id));
}

let receiptSeq = 1;

/** A verified rent receipt (what the receipt area's verification leaves behind). */
export async function pay(db: Db, ctx: RequestContext, iouId: string, receiptDate: string, amount: string) {
  await servicingRepos.receipt.insertMany(db, ctx, [
    {
      receiptNo: `OT${receiptSeq++}`,
      iouId,
      receiptKind: 'rent',
      receiptDate,
      amount,
      payer: '测试承租人',
      receiptState: 'verified',
    },
  ]);
}

/** The IOU as stored. */
export const iouOf = (db: Db, ctx: RequestContext, iouId: string) => servicingRepos.iou.getById(db, ctx, iouId);

/** The schedule rows of the IOU in effect, as stored. */
export const rowsOf = (db: Db, ctx: RequestContext, iouId: string) =>
  servicingRepos.scheduleRow.list(db, ctx, {
    where: [eq(servicingRepos.scheduleRow.col('iouId'), iouId)],
    query: { ascs: 'period' },
  });
