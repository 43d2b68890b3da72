/**
 * The realised yield of a finished lease (项目结项, WAVE3-BRIEF §2.11): the XIRR of the cash that actually moved —
 * the disbursements out, every receipt that brought money in, a deposit refunded out — not of the schedule that was
 * planned. The flows come in any order and several on one day (a deposit taken on the disbursement day); xirr wants
 * them dated from the first, so they are netted per day and sorted here.
 */
import { FinanceInputError } from './errors';
import { type DatedCashFlow, xirr } from './irr';
import { D, type Decimal, HUNDRED, ZERO, toDecimal } from './money';

/** The flows netted per day, in date order; days that net to nothing are left out. */
export function netByDay(flows: readonly DatedCashFlow[]): { date: string; amount: Decimal }[] {
  const byDay = new Map<string, Decimal>();
  for (const [i, f] of flows.entries())
    byDay.set(f.date, (byDay.get(f.date) ?? ZERO).plus(toDecimal(f.amount, `cashFlows[${i}].amount`)));
  return [...byDay.entries()]
    .filter(([, amount]) => !amount.isZero())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, amount]) => ({ date, amount }));
}

/**
 * The annual XIRR of the flows (lessor's side: money out negative, money in positive) as a percent with 4 decimals,
 * half up ('6.5965'); null when there is none to speak of — no money both ways (nothing disbursed, nothing received
 * yet) or no rate the solver can find.
 */
export function realisedXirr(flows: readonly DatedCashFlow[]): string | null {
  const net = netByDay(flows);
  if (!net.some((f) => f.amount.gt(0)) || !net.some((f) => f.amount.lt(0))) return null;
  try {
    return new D(xirr(net)).times(HUNDRED).toDecimalPlaces(4, D.ROUND_HALF_UP).toFixed(4);
  } catch (e) {
    if (e instanceof FinanceInputError) return null;
    throw e;
  }
}
