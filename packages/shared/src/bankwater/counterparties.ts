/**
 * Who the money comes from and goes to (WAVE3-BRIEF §5.3 item 4): the largest customers by operating inflow and the
 * largest payees by outflow (internal transfers left out of both), the largest customer's share and the
 * Herfindahl–Hirschman index Σ shareᵢ² of inflow, parties that both pay and are paid (round-tripping), and how much
 * inflow comes from customers seen before.
 */
import type Decimal from 'decimal.js';
import { D } from '../finance/money';
import { type Row, money, ratio, sum } from './prepare';

export interface PartyShare {
  /** As the statement first printed it ('' when it named nobody). */
  name: string;
  account: string;
  amount: string;
  count: number;
  /** Of the side's total, 4 places (0.7600 = 76.00 %). */
  share: string;
  months: number;
  firstDate: string;
  lastDate: string;
}

export interface Counterparties {
  /** Operating inflow by customer, largest first (topN). */
  topIn: PartyShare[];
  /** Outflow by payee, largest first (topN). */
  topOut: PartyShare[];
  inParties: number;
  outParties: number;
  /** The largest customer's share of operating inflow; null without inflow. */
  top1Share: string | null;
  /** Σ shareᵢ² over every customer; null without inflow. */
  hhi: string | null;
  /** The same over payees. */
  hhiOut: string | null;
  /** top1Share above the concentration threshold. */
  concentrated: boolean;
  bothWays: { name: string; inAmount: string; outAmount: string }[];
  /** Customers paying in two months or more, and their share of operating inflow. */
  recurring: { parties: number; oneOff: number; share: string | null };
  /** Per month: inflow from customers first seen that month and from those seen before. */
  newVsRecurring: { month: string; newParties: number; newAmount: string; recurringAmount: string }[];
}

interface Group {
  name: string;
  account: string;
  amount: Decimal;
  count: number;
  months: Set<string>;
  firstMonth: string;
  firstDate: string;
  lastDate: string;
}

function groupByParty(rows: Row[]): Map<string, Group> {
  const out = new Map<string, Group>();
  for (const r of rows) {
    let g = out.get(r.party);
    if (!g) {
      g = {
        name: r.txn.counterpartyName,
        account: r.txn.counterpartyAccount,
        amount: new D(0),
        count: 0,
        months: new Set(),
        firstMonth: r.month,
        firstDate: r.txn.txnDate,
        lastDate: r.txn.txnDate,
      };
      out.set(r.party, g);
    }
    g.amount = g.amount.plus(r.amount);
    g.count += 1;
    g.months.add(r.month);
    if (!g.account) g.account = r.txn.counterpartyAccount;
    g.lastDate = r.txn.txnDate;
  }
  return out;
}

const ranked = (groups: Map<string, Group>) =>
  [...groups.values()].sort((a, b) => b.amount.cmp(a.amount) || a.firstDate.localeCompare(b.firstDate));

function shares(groups: Group[], total: Decimal, topN: number): PartyShare[] {
  return groups.slice(0, topN).map((g) => ({
    name: g.name,
    account: g.account,
    amount: money(g.amount),
    count: g.count,
    share: ratio(g.amount.div(total)),
    months: g.months.size,
    firstDate: g.firstDate,
    lastDate: g.lastDate,
  }));
}

const hhiOf = (groups: Group[], total: Decimal) => sum(groups.map((g) => g.amount.div(total).pow(2)));

export function counterpartyFigures(
  rows: readonly Row[],
  opts: { topN: number; concentrationShare: Decimal },
): Counterparties {
  const inRows = rows.filter((r) => r.operatingIn);
  const outRows = rows.filter((r) => r.txn.direction === 'OUT' && !r.internal);
  const inGroups = groupByParty(inRows);
  const outGroups = groupByParty(outRows);
  const inTotal = sum(inRows.map((r) => r.amount));
  const outTotal = sum(outRows.map((r) => r.amount));
  const inRanked = ranked(inGroups);
  const outRanked = ranked(outGroups);
  const top1 = inRanked.length && inTotal.gt(0) ? inRanked[0].amount.div(inTotal) : null;

  const bothWays = [...inGroups.entries()]
    .filter(([party]) => party !== '' && outGroups.has(party))
    .map(([party, g]) => ({ g, out: outGroups.get(party)! }))
    .sort((a, b) => D.min(b.g.amount, b.out.amount).cmp(D.min(a.g.amount, a.out.amount)))
    .map(({ g, out }) => ({ name: g.name, inAmount: money(g.amount), outAmount: money(out.amount) }));

  const recurringGroups = inRanked.filter((g) => g.months.size >= 2);
  const seen = new Set<string>();
  const perMonth = new Map<string, { newParties: number; newAmount: Decimal; recurringAmount: Decimal }>();
  for (const r of inRows) {
    let m = perMonth.get(r.month);
    if (!m) {
      m = { newParties: 0, newAmount: new D(0), recurringAmount: new D(0) };
      perMonth.set(r.month, m);
    }
    if (inGroups.get(r.party)!.firstMonth === r.month) {
      m.newAmount = m.newAmount.plus(r.amount);
      if (!seen.has(r.party)) m.newParties += 1;
    } else m.recurringAmount = m.recurringAmount.plus(r.amount);
    seen.add(r.party);
  }

  return {
    topIn: inTotal.gt(0) ? shares(inRanked, inTotal, opts.topN) : [],
    topOut: outTotal.gt(0) ? shares(outRanked, outTotal, opts.topN) : [],
    inParties: inGroups.size,
    outParties: outGroups.size,
    top1Share: top1 === null ? null : ratio(top1),
    hhi: inTotal.gt(0) ? ratio(hhiOf(inRanked, inTotal)) : null,
    hhiOut: outTotal.gt(0) ? ratio(hhiOf(outRanked, outTotal)) : null,
    concentrated: top1?.gt(opts.concentrationShare) ?? false,
    bothWays,
    recurring: {
      parties: recurringGroups.length,
      oneOff: inRanked.length - recurringGroups.length,
      share: inTotal.gt(0) ? ratio(sum(recurringGroups.map((g) => g.amount)).div(inTotal)) : null,
    },
    newVsRecurring: [...perMonth.entries()].map(([month, m]) => ({
      month,
      newParties: m.newParties,
      newAmount: money(m.newAmount),
      recurringAmount: money(m.recurringAmount),
    })),
  };
}
