// Pure arithmetic of the dashboards: the periods a business date implies, twelve-month series, shares and the
// province grouping. Money stays decimal; a share is a percentage rounded half-up to two places.
import type { ProvinceFigure } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import type { CustomerPosition, MonthlyAmounts, MonthlyReceived } from '../servicing/api';

export const MONTHS = 12;

/** The periods "this year" and "this month" of a business date (yyyy-MM-dd). */
export function periodsOf(asOfDate: string) {
  const year = Number(asOfDate.slice(0, 4));
  return {
    asOfDate,
    year,
    yearStart: `${year}-01-01`,
    monthStart: `${asOfDate.slice(0, 7)}-01`,
  };
}

/** part / whole as a percentage with two decimals ("3.25"); null when there is no whole to divide by. */
export function percentage(part: string, whole: string): string | null {
  const w = new D(whole);
  if (w.isZero()) return null;
  return new D(part).div(w).times(100).toFixed(2);
}

/** An amount as money for JSON ("1234.50"). */
export const asMoney = (x: string) => formatMoney(new D(x));

export const sumMoney = (xs: string[]) => formatMoney(xs.reduce((s, x) => s.plus(x), new D(0)));

/** Twelve amounts (January first), the months without any as "0.00". */
export function monthly(list: MonthlyAmounts): string[] {
  const out = Array.from({ length: MONTHS }, () => '0.00');
  for (const r of list) out[r.month - 1] = formatMoney(new D(r.amount));
  return out;
}

export const RECEIVED_COMPONENTS = ['PRINCIPAL', 'INTEREST', 'PENALTY', 'FEE'] as const;
export type ReceivedComponent = (typeof RECEIVED_COMPONENTS)[number];

/** Twelve months of cash applied: per component, and their total. */
export function monthlyReceived(list: MonthlyReceived) {
  const by = Object.fromEntries(
    RECEIVED_COMPONENTS.map((c) => [c, monthly(list.filter((r) => r.component === c))]),
  ) as Record<ReceivedComponent, string[]>;
  const total = monthly(
    Array.from({ length: MONTHS }, (_, i) => ({
      month: i + 1,
      amount: sumMoney(list.filter((r) => r.month === i + 1).map((r) => r.amount)),
    })),
  );
  return { by, total };
}

/**
 * The lessees' active positions grouped by the province of their registered region (the first two digits of the
 * code), largest exposure first; lessees without a region, or with a code no province has, under ''.
 */
export function byProvince(
  positions: CustomerPosition[],
  regions: Map<string, string>,
  provinces: Map<string, string>,
): { provinces: ProvinceFigure[]; total: string } {
  const groups = new Map<string, { customers: number; ious: number; amounts: string[] }>();
  for (const p of positions) {
    const code = regions.get(p.customerId)?.slice(0, 2) ?? '';
    const key = provinces.has(code) ? code : '';
    const g = groups.get(key) ?? { customers: 0, ious: 0, amounts: [] };
    g.customers += 1;
    g.ious += p.iouCount;
    g.amounts.push(p.outstandingPrincipal);
    groups.set(key, g);
  }
  const total = sumMoney(positions.map((p) => p.outstandingPrincipal));
  const list = [...groups].map(([code, g]) => {
    const amount = sumMoney(g.amounts);
    return {
      provinceCode: code,
      provinceName: provinces.get(code) ?? '',
      customerCount: g.customers,
      iouCount: g.ious,
      outstandingPrincipal: amount,
      share: percentage(amount, total),
    };
  });
  list.sort(
    (a, b) => new D(b.outstandingPrincipal).cmp(a.outstandingPrincipal) || a.provinceCode.localeCompare(b.provinceCode),
  );
  return { provinces: list, total };
}
