import { type SQL, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import type { DemoPayment } from '../demo-portfolio';
import { servicingRepos } from './repos';

// The demo portfolio (SEED_DEMO, tenant 000000): the disbursements the loan demo makes from the signed demo contract,
// in this order, and how each lessee pays — which the receipt demo follows, IOU by IOU in the same order. Dated
// relative to the day of first start, so the first screen shows IOUs paid on time, paid late, part-paid, overpaid,
// overdue in every class (关注 / 次级 / 可疑 / 损失) and settled.

export interface DemoDisbursement {
  monthsAgo: number;
  /** Share of the contract's amount. */
  share: string;
  /** Periods, when not the contract's. */
  periods?: number;
  payment: DemoPayment;
}

export const DEMO_PORTFOLIO: readonly DemoDisbursement[] = [
  // unpaid since period 4, about 16 months: 损失
  { monthsAgo: 20, share: '0.15', payment: { kind: 'stopped', paid: 3 } },
  // unpaid since period 4, about 10 months: 可疑
  { monthsAgo: 14, share: '0.15', payment: { kind: 'stopped', paid: 3 } },
  // six periods, all paid: settled
  { monthsAgo: 9, share: '0.10', periods: 6, payment: { kind: 'onTime' } },
  // unpaid since period 4, about 4 months: 次级
  { monthsAgo: 8, share: '0.15', payment: { kind: 'stopped', paid: 3 } },
  // paid 12 days late each time (罚息 paid with the rent)
  { monthsAgo: 6, share: '0.15', payment: { kind: 'late', days: 12 } },
  // the period before the latest half paid, the latest unpaid: 关注
  { monthsAgo: 5, share: '0.10', payment: { kind: 'partial' } },
  { monthsAgo: 4, share: '0.05', payment: { kind: 'overpaid' } },
  // its latest receipt waits for verification (so, until verified, it is overdue: the extension demo's 关注 IOU)
  { monthsAgo: 2, share: '0.10', payment: { kind: 'onTime', latestWaits: true } },
];

/** yyyy-MM-dd of `months` before today (the day clamped to 28, so every month has it). */
export const monthsAgo = (months: number) => {
  const d = new Date();
  const at = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, Math.min(d.getUTCDate(), 28)));
  return at.toISOString().slice(0, 10);
};

/**
 * Where the post-lease demos look for their IOU: the first contract's (华东重工's, guaranteed, paid in every way above),
 * not the wider book's (modules/demo-portfolio.ts), so each finds the IOU it was written for.
 */
export async function firstDemoContract(db: Db, ctx: RequestContext): Promise<SQL> {
  const r = servicingRepos.iou;
  const [first] = await r.list(db, ctx, { query: { ascs: 'id' }, limit: 1 });
  return eq(r.col('contractId'), String(first?.contractId ?? 0));
}
