// Display helpers of the dashboards: amounts in 万元 (decimal, never float, until the chart needs a number), and the
// chart options the home page and the cockpit share.
import { D } from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';
import type { Localized } from '@flp/shared/resources';
import type { EChartOption } from '../../components/EChart';
import type { Revenue } from '../../api/dashboard';
import { T } from './texts';

type Loc = (l: Localized | string | undefined) => string;

/** An amount in yuan as 万元 with two decimals and separators ("180.00"). */
export const wan = (yuan: string | undefined) =>
  yuan === undefined ? '—' : formatAmount(new D(yuan).div(10000).toFixed(2));

/** A chart value in 万元 (a number: charts draw floats). */
export const wanValue = (yuan: string) => Number(new D(yuan).div(10000).toFixed(2));

/** A ratio in % ("3.25%"), or a dash when there was nothing to divide by. */
export const pct = (v: string | null | undefined) => (v === null || v === undefined ? '—' : `${v}%`);

export const monthLabels = (loc: Loc) => loc(T.monthNames).split(',');

/** Interest accrued (line) beside cash received by component (stacked bars), per month, in 万元 (the title says so). */
export function revenueOption(rev: Revenue, loc: Loc, dark = false): EChartOption {
  const parts = ['receivedPrincipal', 'receivedInterest', 'receivedPenalty', 'receivedFee'] as const;
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v} ${loc(T.tenThousand)}` },
    legend: { top: 0, type: 'scroll', ...(dark ? { textStyle: { color: '#cfe3ff' } } : {}) },
    grid: { left: 8, right: 12, top: 36, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: monthLabels(loc) },
    yAxis: { type: 'value' },
    series: [
      ...parts.map((p) => ({
        name: loc(T[p]),
        type: 'bar',
        stack: 'received',
        barMaxWidth: 28,
        data: rev.months.map((m) => wanValue(m[p])),
      })),
      {
        name: loc(T.interestAccrued),
        type: 'line',
        smooth: true,
        symbolSize: 6,
        data: rev.months.map((m) => wanValue(m.interestAccrued)),
      },
    ],
  };
}

/** A pie (a ring with `ring`) with its legend below: what share each part has. */
export function pieOption(data: { name: string; value: number }[], opts: { ring?: boolean; color?: string[] } = {}) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    ...(opts.color ? { color: opts.color } : {}),
    series: [
      {
        type: 'pie',
        radius: opts.ring ? ['40%', '68%'] : '62%',
        center: ['50%', '45%'],
        label: opts.ring ? { show: false } : { formatter: '{c}' },
        data,
      },
    ],
  } as EChartOption;
}
