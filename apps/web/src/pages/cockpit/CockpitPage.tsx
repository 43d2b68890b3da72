import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { dashboardApi } from '../../api/dashboard';
import { ApiError } from '../../api/http';
import { EChart, type EChartOption } from '../../components/EChart';
import { useLoc } from '../../crud/labels';
import { monthLabels, pct, revenueOption, wan, wanValue } from '../wel/figures';
import { T } from '../wel/texts';
import { ChinaMap } from './ChinaMap';
import { CapitalRank, ProvinceRank } from './ProvinceRank';
import './cockpit.css';

/**
 * 驾驶舱 (/fl/cockpit/index, opened in a window of its own): a dark full-screen page outside the shell — the headline
 * figures, this year against last, exposure on the map of China with its ranking, revenue by month, and the funding
 * figures' state. Company-wide figures (the cockpit_view grant; revenue needs cockpit_home).
 */
export default function CockpitPage() {
  const loc = useLoc();
  const header = useQuery({ queryKey: ['cockpit', 'header'], queryFn: dashboardApi.header });
  const contrast = useQuery({ queryKey: ['cockpit', 'contrast'], queryFn: () => dashboardApi.yearContrast() });
  const province = useQuery({ queryKey: ['cockpit', 'province'], queryFn: dashboardApi.province });
  const revenue = useQuery({ queryKey: ['cockpit', 'revenue'], queryFn: () => dashboardApi.revenue() });
  const capital = useQuery({ queryKey: ['cockpit', 'capital'], queryFn: dashboardApi.capitalSource });
  useEffect(() => {
    document.title = loc(T.cockpitTitle);
  }, [loc]);

  const h = header.data;
  const unit = loc(T.tenThousand);
  const tiles = [
    { key: 'disbursed', title: T.disbursedTotal, value: wan(h?.disbursedAmount), unit },
    { key: 'outstanding', title: T.outstanding, value: wan(h?.outstandingPrincipal), unit },
    { key: 'customers', title: T.customers, value: h?.customerCount ?? '—' },
    { key: 'contracts', title: T.contracts, value: h?.contractCount ?? '—' },
    { key: 'overdueRatio', title: T.overdueRatio, value: pct(h?.overdueRatio) },
    { key: 'nplRatio', title: T.nplRatio, value: pct(h?.nplRatio) },
  ];

  const contrastOption = useMemo<EChartOption | null>(() => {
    const c = contrast.data;
    if (!c) return null;
    const line = (name: string, data: string[], dashed = false) => ({
      name,
      type: 'line',
      smooth: true,
      lineStyle: dashed ? { type: 'dashed' } : undefined,
      data: data.map(wanValue),
    });
    return {
      backgroundColor: 'transparent',
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v} ${unit}` },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 8, right: 12, top: 36, bottom: 4, containLabel: true },
      xAxis: { type: 'category', data: monthLabels(loc) },
      yAxis: { type: 'value' },
      series: [
        {
          ...line(
            `${c.year} ${loc(T.disbursed)}`,
            c.months.map((m) => m.disbursed),
          ),
          type: 'bar',
          barMaxWidth: 14,
        },
        {
          ...line(
            `${c.lastYear} ${loc(T.disbursed)}`,
            c.months.map((m) => m.disbursedLastYear),
          ),
          type: 'bar',
          barMaxWidth: 14,
        },
        line(
          `${c.year} ${loc(T.received)}`,
          c.months.map((m) => m.received),
        ),
        line(
          `${c.lastYear} ${loc(T.received)}`,
          c.months.map((m) => m.receivedLastYear),
          true,
        ),
      ],
    };
  }, [contrast.data, loc, unit]);

  const revenueChart = useMemo(
    () => (revenue.data ? revenueOption(revenue.data, loc, true) : null),
    [revenue.data, loc],
  );
  const forbidden = header.error instanceof ApiError && header.error.code === 403;

  return (
    <div className="cockpit">
      <header className="cockpit-head">
        <h1>{loc(T.cockpitTitle)}</h1>
        {h && <span className="cockpit-date">{`${loc(T.asOf)} ${h.asOfDate}`}</span>}
      </header>
      {header.isError && (
        <div className="cockpit-empty" role="alert">
          {forbidden ? loc(T.forbidden) : loc(T.noData)}
        </div>
      )}
      <section className="cockpit-tiles">
        {tiles.map((t) => (
          <div key={t.key} className="cockpit-tile" data-figure={t.key}>
            <div className="cockpit-tile-title">
              {loc(t.title)}
              {t.unit && <small>{` (${t.unit})`}</small>}
            </div>
            <div className="cockpit-tile-value">{t.value}</div>
          </div>
        ))}
      </section>
      <main className="cockpit-grid">
        <section className="cockpit-panel cockpit-contrast">
          <h2>{`${loc(T.yearContrast)} (${unit})`}</h2>
          {contrastOption && <EChart option={contrastOption} height="auto" theme="dark" label={loc(T.yearContrast)} />}
        </section>
        <section className="cockpit-panel cockpit-map">
          <h2>{loc(T.province)}</h2>
          {province.data && <ChinaMap provinces={province.data.provinces} height="auto" />}
        </section>
        <section className="cockpit-panel cockpit-rank-panel">
          <h2>{`${loc(T.provinceRank)} (${unit})`}</h2>
          {province.data && <ProvinceRank provinces={province.data.provinces} />}
        </section>
        <section className="cockpit-panel cockpit-revenue">
          <h2>{`${loc(T.revenue)} (${unit})`}</h2>
          {revenueChart ? (
            <EChart option={revenueChart} height="auto" theme="dark" label={loc(T.revenue)} />
          ) : (
            <div className="cockpit-empty">{revenue.isError ? loc(T.forbidden) : ''}</div>
          )}
        </section>
        <section className="cockpit-panel cockpit-capital">
          <h2>{`${loc(T.funding)} (${unit})`}</h2>
          {capital.data?.available ? (
            <CapitalRank sources={capital.data.records} />
          ) : (
            <div className="cockpit-empty" data-figure="capital">
              {capital.data ? capital.data.message : ''}
            </div>
          )}
        </section>
      </main>
    </div>
  );
}
