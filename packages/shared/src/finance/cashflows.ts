/**
 * The lessor's cash flows of a schedule and their returns.
 *
 * Flows (lessor's view, + = received):
 * - valueDate (disbursement, period 0): −principal + up-front fee + deposit received;
 * - startDate (period 0): pre-lease interest;
 * - each due date: rent + spread fee − deposit offset (period k in arrears, k−1 in advance), the last one also the
 *   purchase price (留购价款, due with the last rent);
 * - term end (period n): residual (余值) − deposit refunded.
 * The periodic IRR places flows on the period grid (ignoring a broken first period or the
 * pre-lease gap); XIRR uses the actual dates.
 */
import type Decimal from 'decimal.js';
import { effectiveAnnual, irr, nominalAnnual, xirr } from './irr';
import { ZERO } from './money';
import type { Schedule } from './schedule';

export interface LessorCashFlow {
  date: string;
  /** Position on the period grid (0 = start). */
  period: number;
  amount: Decimal;
  kind: 'DISBURSEMENT' | 'PRE_LEASE_INTEREST' | 'RENT' | 'END_OF_TERM';
}

export interface Returns {
  periodic: Decimal;
  nominalAnnual: Decimal;
  effectiveAnnual: Decimal;
  xirr: Decimal;
}

export function lessorCashFlows(s: Schedule): LessorCashFlow[] {
  const t = s.terms;
  const flows: LessorCashFlow[] = [
    {
      date: t.valueDate,
      period: 0,
      amount: t.principal.neg().plus(s.upfrontFee).plus(s.deposit),
      kind: 'DISBURSEMENT',
    },
  ];
  if (!s.preLeaseInterest.isZero())
    flows.push({ date: t.startDate, period: 0, amount: s.preLeaseInterest, kind: 'PRE_LEASE_INTEREST' });
  const shift = t.payIn === 'ARREARS' ? 1 : 0;
  s.rows.forEach((r, k) => {
    const amount = r.rent.plus(r.fee).plus(r.purchasePrice).minus(r.depositOffset);
    flows.push({ date: r.dueDate, period: k + shift, amount, kind: 'RENT' });
  });
  const end = s.residual.minus(s.depositRefund);
  if (!end.isZero()) flows.push({ date: s.termEndDate, period: t.periods, amount: end, kind: 'END_OF_TERM' });
  return flows;
}

/** Flows summed per period: index k holds the total at period k. */
export function periodGrid(flows: readonly LessorCashFlow[]): Decimal[] {
  const n = flows.reduce((m, f) => Math.max(m, f.period), 0);
  const grid = new Array<Decimal>(n + 1).fill(ZERO);
  for (const f of flows) grid[f.period] = grid[f.period].plus(f.amount);
  return grid;
}

/** The lessor's returns including fees, deposit and purchase price. */
export function lessorReturns(s: Schedule): Returns {
  const flows = lessorCashFlows(s);
  const perYear = 12 / s.terms.frequencyMonths;
  const guess = s.periodRate.isZero() ? '0.01' : s.periodRate;
  const periodic = irr(periodGrid(flows), guess);
  return {
    periodic,
    nominalAnnual: nominalAnnual(periodic, perYear),
    effectiveAnnual: effectiveAnnual(periodic, perYear),
    xirr: xirr(
      flows.map((f) => ({ date: f.date, amount: f.amount })),
      effectiveAnnual(s.periodRate, perYear),
    ),
  };
}

/** Periodic IRR of the rents alone (−principal, rents, residual): equals the contract's period rate. */
export function scheduleIrr(s: Schedule): Decimal {
  const shift = s.terms.payIn === 'ARREARS' ? 1 : 0;
  const grid = new Array<Decimal>(s.terms.periods + 1).fill(ZERO);
  grid[0] = s.terms.principal.neg();
  s.rows.forEach((r, k) => {
    grid[k + shift] = grid[k + shift].plus(r.rent);
  });
  grid[s.terms.periods] = grid[s.terms.periods].plus(s.residual);
  return irr(grid, s.periodRate.isZero() ? '0.01' : s.periodRate);
}
