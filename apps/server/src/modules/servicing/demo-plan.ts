// The demo portfolio (SEED_DEMO, tenant 000000): the disbursements the loan demo makes from the signed demo contract,
// in this order, and how each lessee pays — which the receipt demo follows, IOU by IOU in the same order. Dated
// relative to the day of first start, so the first screen shows IOUs paid on time, paid late, part-paid, overpaid,
// overdue in every class (关注 / 次级 / 可疑 / 损失) and settled.

export type DemoPayment =
  /** every period on its due date */
  | { kind: 'onTime' }
  /** every period `days` late (罚息 paid with it) */
  | { kind: 'late'; days: number }
  /** on time, the period before the latest half paid, the latest not at all */
  | { kind: 'partial' }
  /** on time, the latest period paid 5,000 over (held as credit) */
  | { kind: 'overpaid' }
  /** on time for the first `paid` periods, nothing after */
  | { kind: 'stopped'; paid: number };

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
  { monthsAgo: 2, share: '0.10', payment: { kind: 'onTime' } },
];

/** yyyy-MM-dd of `months` before today (the day clamped to 28, so every month has it). */
export const monthsAgo = (months: number) => {
  const d = new Date();
  const at = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, Math.min(d.getUTCDate(), 28)));
  return at.toISOString().slice(0, 10);
};
