/**
 * The long IOU the ledger and change benchmarks measure (issues 28, 29): 360 monthly periods of 3,600,000 at 6 % from
 * 2000-01-15, a receipt per period — every 7th ten days late, 40 periods paid in two parts — 400 receipts in all.
 */
import type { FastifyInstance } from 'fastify';
import {
  activateSchedule,
  businessDate,
  createIou,
  effectiveRows,
  refreshIous,
} from '../apps/server/src/modules/servicing/ledger';
import { servicingRepos } from '../apps/server/src/modules/servicing/repos';
import { systemContext } from '../apps/server/src/platform/tenancy/context';

export async function longIou(app: FastifyInstance) {
  const ctx = systemContext('000000');
  const db = app.appContext.database.owner;
  const contract = { id: '1', projectId: null, customerId: '1', owner: null };
  const loan = {
    id: '1',
    loanAmount: '3600000.00',
    loanDate: '2000-01-15',
    startDate: '2000-01-15',
    periods: 360,
    annualRate: '6',
    frequencyMonths: 1,
    rentMethod: 'EQUAL_RENT',
    payIn: 'ARREARS',
    graceDays: 3,
    penaltyRate: '0.05',
    purchasePrice: '100',
    deposit: '100000',
    breakFeeRate: '2',
  };
  const { iou, schedule } = await db.transaction((tx) => createIou(tx, ctx, { loan, contract }));
  await db.transaction((tx) => activateSchedule(tx, ctx, String(schedule.id), '2000-01-15'));
  const rows = await effectiveRows(db, ctx, [iou.id]);
  const receipts = rows.flatMap((r, k) => {
    const late = k % 7 === 0;
    const date = late
      ? new Date(Date.parse(String(r.dueDate)) + 10 * 86_400_000).toISOString().slice(0, 10)
      : r.dueDate;
    const base = { iouId: iou.id, receiptKind: 'rent', payer: 'bench', receiptState: 'reviewed' };
    if (k % 9 !== 0 || k >= 360) return [{ ...base, receiptNo: `B${k}`, receiptDate: date, amount: String(r.rent) }];
    const half = (Number(r.rent) / 2).toFixed(2);
    return [
      { ...base, receiptNo: `B${k}a`, receiptDate: date, amount: half },
      { ...base, receiptNo: `B${k}b`, receiptDate: date, amount: (Number(r.rent) - Number(half) + 5).toFixed(2) },
    ];
  });
  await servicingRepos.receipt.insertMany(db, ctx, receipts);
  // Derived as the daily job leaves it (allocations, periods, figures), as of the business date.
  const today = await businessDate(db, ctx);
  await db.transaction((tx) => refreshIous(tx, ctx, [iou.id], today, 'job'));
  return { iou, rows };
}

/** The mean of `n` calls after a warm-up, in ms. */
export async function mean(n: number, fn: () => Promise<unknown> | unknown) {
  await fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  return (performance.now() - t0) / n;
}
