/**
 * Month by month (WAVE3-BRIEF §5.3 item 2): what came in and went out, the net, and the operating inflow — inflow less
 * interest, internal transfers and loans received — whose mean, population σ and coefficient of variation say how
 * steady the business is. Every month of the period counts, a month without rows as zero.
 */
import type Decimal from 'decimal.js';
import { D } from '../finance/money';
import { type Row, money, ratio, sum } from './prepare';

export interface Month {
  /** 'YYYY-MM'. */
  month: string;
  inAmount: string;
  inCount: number;
  outAmount: string;
  outCount: number;
  /** In − out (interest included). */
  net: string;
  operatingIn: string;
  operatingInCount: number;
  /** Operating inflow against the month before ((this − last) / last), null when last month had none. */
  growth: string | null;
}

export interface Monthly {
  months: Month[];
  /** Of the monthly operating inflow. */
  meanOperatingIn: string;
  /** Population standard deviation. */
  sigma: string;
  /** σ / mean, null when the mean is zero. */
  cv: string | null;
  /** Months of the period without operating inflow. */
  zeroInflowMonths: string[];
  totalIn: string;
  totalOut: string;
  totalOperatingIn: string;
}

export function monthlyFigures(rows: readonly Row[], months: readonly string[]): Monthly {
  const acc = new Map(
    months.map((m) => [m, { inAmount: new D(0), inCount: 0, outAmount: new D(0), outCount: 0, op: new D(0), opN: 0 }]),
  );
  for (const r of rows) {
    const a = acc.get(r.month);
    if (!a) continue;
    if (r.txn.direction === 'IN') {
      a.inAmount = a.inAmount.plus(r.amount);
      a.inCount += 1;
      if (r.operatingIn) {
        a.op = a.op.plus(r.amount);
        a.opN += 1;
      }
    } else {
      a.outAmount = a.outAmount.plus(r.amount);
      a.outCount += 1;
    }
  }
  const ops: Decimal[] = months.map((m) => acc.get(m)!.op);
  const n = ops.length;
  const mean = n ? sum(ops).div(n) : new D(0);
  const sigma = n
    ? sum(ops.map((x) => x.minus(mean).pow(2)))
        .div(n)
        .sqrt()
    : new D(0);
  let previous: Decimal | null = null;
  const list = months.map((month): Month => {
    const a = acc.get(month)!;
    const growth = previous && !previous.isZero() ? ratio(a.op.minus(previous).div(previous)) : null;
    previous = a.op;
    return {
      month,
      inAmount: money(a.inAmount),
      inCount: a.inCount,
      outAmount: money(a.outAmount),
      outCount: a.outCount,
      net: money(a.inAmount.minus(a.outAmount)),
      operatingIn: money(a.op),
      operatingInCount: a.opN,
      growth,
    };
  });
  return {
    months: list,
    meanOperatingIn: money(mean),
    sigma: money(sigma),
    cv: mean.isZero() ? null : ratio(sigma.div(mean)),
    zeroInflowMonths: months.filter((m) => acc.get(m)!.op.isZero()),
    totalIn: money(sum([...acc.values()].map((a) => a.inAmount))),
    totalOut: money(sum([...acc.values()].map((a) => a.outAmount))),
    totalOperatingIn: money(sum(ops)),
  };
}
