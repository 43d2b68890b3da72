// 核销后追偿 against the write-off records (WAVE3-BRIEF §2.9): the claim a write-off kept off the balance sheet, less
// its IOU's counted recoveries (receipts of kind `recovery`, verified or reviewed, not reversed) applied in the tenant's
// recovery order (finance/recovery.ts). Computed whenever a write-off is read, never stored: a verification, a
// cancelled one and a reversal (收款冲销) all show at once, and nothing can drift from the receipts.
import { RECEIPT_STATES, RECORD_STATES } from '@flp/shared';
import { type Amounts, D, applyRecoveries, totalOf } from '@flp/shared/finance';
import { and, eq, inArray } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { dec, money } from '../changes/record';
import { replayOrder } from '../ledger';
import { servicingRepos } from '../repos';
import { recoveryOrderOf } from './params';
import { writeOffRepos } from './repos';

/** The IOUs' counted recoveries, by IOU, in the replay's order (by date received, then as entered). */
async function recoveriesOf(db: Db, ctx: RequestContext, iouIds: string[]) {
  const by = new Map<string, Row[]>();
  if (!iouIds.length) return by;
  const r = servicingRepos.receipt;
  // All of them, beyond the caller's data scope: a sum over the receipts one may see is not the IOU's.
  const rows = await r.list(db, beyondDataScope(ctx), {
    where: [
      inArray(r.col('iouId'), iouIds),
      eq(r.col('receiptKind'), 'recovery'),
      inArray(r.col('receiptState'), [RECEIPT_STATES.verified, RECEIPT_STATES.reviewed]),
    ],
    limit: 1_000_000,
  });
  for (const row of rows.sort(replayOrder)) by.set(String(row.iouId), [...(by.get(String(row.iouId)) ?? []), row]);
  return by;
}

/** What a write-off kept off the balance sheet, by component. */
const claimOf = (record: Row): Amounts => ({
  fee: dec(record.fees),
  principal: dec(record.principal),
  interest: dec(record.interest),
  penalty: dec(record.penalty),
});

const wire = (a: Amounts) => ({
  fee: money(a.fee),
  principal: money(a.principal),
  interest: money(a.interest),
  penalty: money(a.penalty),
});

/**
 * Each approved write-off's recoveries applied to its claim (by record id); the others have none (a write-off in
 * approval or rejected kept nothing off the balance sheet).
 */
export async function recoveryLedger(db: Db, ctx: RequestContext, records: Row[]) {
  const approved = records.filter((x) => x.flowState === RECORD_STATES.approved);
  const receipts = await recoveriesOf(
    db,
    ctx,
    approved.map((x) => String(x.iouId)),
  );
  const order = approved.length ? await recoveryOrderOf(db, ctx) : [];
  const out = new Map<string, { receipts: Row[]; applied: ReturnType<typeof applyRecoveries> }>();
  for (const record of approved) {
    const rows = receipts.get(String(record.iouId)) ?? [];
    const recoveries = rows.map((x) => ({
      id: String(x.id),
      date: String(x.receiptDate),
      amount: new D(String(x.amount)),
    }));
    out.set(String(record.id), { receipts: rows, applied: applyRecoveries(claimOf(record), recoveries, order) });
  }
  return out;
}

/** `recovered` (every recovery received) and `offBalance` (the claim left) on each approved write-off; null on others. */
export async function withRecoveries(r: { db: Db; ctx: RequestContext }, rows: Row[]): Promise<Row[]> {
  const ledger = await recoveryLedger(r.db, r.ctx, rows);
  return rows.map((row) => {
    const mine = ledger.get(String(row.id));
    return {
      ...row,
      recovered: mine ? money(mine.applied.recovered) : null,
      offBalance: mine ? money(mine.applied.offBalance) : null,
    };
  });
}

/** Each recovery of a write-off as applied: by component, beyond the claim, and the claim left after it. */
export async function recoveryLines(db: Db, ctx: RequestContext, rows: Row[]): Promise<Row[]> {
  const ledger = await recoveryLedger(db, ctx, rows);
  return rows.map((row) => {
    const mine = ledger.get(String(row.id));
    if (!mine) return { ...row, claimLeft: null, recoveries: [] };
    return {
      ...row,
      claimLeft: wire(mine.applied.left),
      recoveries: mine.applied.recoveries.map((x, i) => ({
        receiptId: x.id,
        receiptNo: mine.receipts[i].receiptNo,
        receiptDate: x.date,
        receiptState: mine.receipts[i].receiptState,
        payer: mine.receipts[i].payer,
        amount: money(x.amount),
        applied: wire(x.applied),
        unapplied: money(x.unapplied),
        left: wire(x.left),
        offBalance: money(totalOf(x.left)),
      })),
    };
  });
}

/** The IOU's approved write-off and the off-balance claim it has left (receipt rules: a recovery's ceiling). */
export async function writtenOffClaim(db: Db, ctx: RequestContext, iouId: string) {
  const w = writeOffRepos.writeOff;
  const [record] = await w.list(db, beyondDataScope(ctx), {
    where: [and(eq(w.col('iouId'), iouId), eq(w.col('flowState'), RECORD_STATES.approved))!],
    limit: 1,
  });
  if (!record) return null;
  const ledger = await recoveryLedger(db, ctx, [record]);
  return { record, offBalance: ledger.get(String(record.id))!.applied.offBalance };
}
