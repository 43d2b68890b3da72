import { CUSTOMER_TYPE_OPTIONS, PROJECT_STATE_OPTIONS, RISK_LEVEL_OPTIONS } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Select, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { dashboardApi } from '../../api/dashboard';
import { EChart, type EChartOption } from '../../components/EChart';
import { useLoc } from '../../crud/labels';
import { FiguresAsOf } from './AsOf';
import { pct, pieOption, revenueOption, wan, wanValue } from './figures';
import { T } from './texts';

const YEARS_BACK = 5;

/**
 * The home page's business figures (newIndex, for holders of cockpit_home): headline cards, revenue by month, the
 * five-level classification, projects by status, customers by type, and the funding figures' state.
 */
export function BusinessOverview() {
  const loc = useLoc();
  const loans = useQuery({ queryKey: ['newIndex', 'loans'], queryFn: dashboardApi.loanSum });
  const customers = useQuery({ queryKey: ['newIndex', 'customers'], queryFn: dashboardApi.customerSum });
  const projects = useQuery({ queryKey: ['newIndex', 'projects'], queryFn: dashboardApi.projectSum });
  const funding = useQuery({ queryKey: ['newIndex', 'funding'], queryFn: dashboardApi.sourceSum });
  const [year, setYear] = useState<number>();
  const shownYear = year ?? loans.data?.year;
  const revenue = useQuery({
    queryKey: ['newIndex', 'revenue', shownYear],
    queryFn: () => dashboardApi.revenue(shownYear),
    enabled: shownYear !== undefined,
  });
  const l = loans.data;
  const unit = loc(T.tenThousand);

  const cards = [
    {
      key: 'disbursedTotal',
      title: T.disbursedTotal,
      value: wan(l?.disbursedTotal.amount),
      suffix: unit,
      note: l && `${l.disbursedTotal.count} ${loc(T.ious)}`,
    },
    {
      key: 'disbursedThisYear',
      title: T.disbursedThisYear,
      value: wan(l?.disbursedThisYear.amount),
      suffix: unit,
      note: l && `${l.disbursedThisYear.count} ${loc(T.ious)}`,
    },
    {
      key: 'outstanding',
      title: T.outstanding,
      value: wan(l?.outstandingPrincipal),
      suffix: unit,
      note: l && `${loc(T.lessees)} ${l.activeCustomerCount}`,
    },
    {
      key: 'overdue',
      title: T.overdueAmount,
      value: wan(l?.overdueAmount),
      suffix: unit,
      note: l && `${loc(T.overdueRatio)} ${pct(l.overdueRatio)}`,
      alert: !!l && Number(l.overdueAmount) > 0,
    },
    {
      key: 'npl',
      title: T.nplRatio,
      value: pct(l?.nplRatio),
      note: l && `${wan(l.nonPerformingPrincipal)} ${unit}`,
      alert: !!l && Number(l.nonPerformingPrincipal) > 0,
    },
    {
      key: 'customers',
      title: T.customers,
      value: customers.data?.total ?? '—',
      note: customers.data && `${loc(T.newThisMonth)} ${customers.data.newThisMonth}`,
    },
  ];

  const classOption = useMemo<EChartOption | null>(
    () =>
      l
        ? pieOption(
            l.byClass.map((c) => ({
              name: loc(RISK_LEVEL_OPTIONS.find((o) => o.value === c.riskLevel)?.label),
              value: wanValue(c.outstandingPrincipal),
            })),
            { ring: true, color: ['#52c41a', '#1677ff', '#faad14', '#fa541c', '#a8071a'] },
          )
        : null,
    [l, loc],
  );

  const projectOption = useMemo<EChartOption | null>(() => {
    const p = projects.data;
    if (!p) return null;
    const states = PROJECT_STATE_OPTIONS.filter((o) => p.byState.some((s) => s.projectState === o.value));
    const of = (v: string) => p.byState.find((s) => s.projectState === v);
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, top: 8, bottom: 4, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: states.map((o) => loc(o.label)) },
      series: [
        {
          name: loc(T.count),
          type: 'bar',
          barMaxWidth: 18,
          label: { show: true, position: 'right' },
          data: states.map((o) => of(o.value)?.count ?? 0),
        },
      ],
    };
  }, [projects.data, loc]);

  const customerOption = useMemo<EChartOption | null>(
    () =>
      customers.data
        ? pieOption(
            customers.data.byType.map((t) => ({
              name: loc(CUSTOMER_TYPE_OPTIONS.find((o) => o.value === t.idType)?.label) || '—',
              value: t.count,
            })),
          )
        : null,
    [customers.data, loc],
  );

  const revenueChart = useMemo(() => (revenue.data ? revenueOption(revenue.data, loc) : null), [revenue.data, loc]);
  const years = shownYear ? Array.from({ length: YEARS_BACK }, (_, i) => (l?.year ?? shownYear) - i) : [];

  return (
    <>
      <Col span={24}>
        <div className="wel-section-title">
          {loc(T.business)}
          {l && <span className="wel-as-of">{`${loc(T.asOf)} ${l.asOfDate}`}</span>}
          <FiguresAsOf at={loans.dataUpdatedAt} />
        </div>
      </Col>
      {cards.map((c) => (
        <Col key={c.key} xs={12} sm={8} xl={4}>
          <Card size="small" className="wel-figure" data-figure={c.key} loading={loans.isLoading}>
            <Statistic
              title={loc(c.title)}
              value={c.value}
              suffix={c.suffix}
              styles={{ content: c.alert ? { color: '#cf1322' } : undefined }}
            />
            <div className="wel-figure-note">{c.note || '\u00a0'}</div>
          </Card>
        </Col>
      ))}
      <Col xs={24} lg={16}>
        <Card
          size="small"
          title={`${loc(T.revenue)} (${unit})`}
          extra={
            years.length > 0 && (
              <Select
                size="small"
                aria-label={loc(T.year)}
                value={shownYear}
                onChange={setYear}
                options={years.map((y) => ({ value: y, label: String(y) }))}
                style={{ width: 90 }}
              />
            )
          }
        >
          {revenueChart ? (
            <>
              <EChart option={revenueChart} height={300} label={loc(T.revenue)} />
              <div className="wel-figure-note" data-figure="revenue-totals">
                {`${loc(T.interestAccrued)} ${wan(revenue.data?.totals.interestAccrued)} · ${loc(T.received)} ${wan(revenue.data?.totals.received)} ${unit} · ${loc(T.interestCollected)} ${pct(revenue.data?.interestCollected)}`}
              </div>
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loc(T.noData)} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={`${loc(T.classes)} (${unit})`}>
          {classOption && <EChart option={classOption} height={326} label={loc(T.classes)} />}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card
          size="small"
          title={loc(T.projectStates)}
          extra={
            projects.data && (
              <span className="wel-figure-note">
                {`${loc(T.approvedThisYear)} ${projects.data.approvedThisYear} · ${wan(projects.data.approvedThisYearAmount)} ${unit}`}
              </span>
            )
          }
        >
          {projectOption && <EChart option={projectOption} height={260} label={loc(T.projectStates)} />}
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Card size="small" title={loc(T.customerTypes)}>
          {customerOption && <EChart option={customerOption} height={240} label={loc(T.customerTypes)} />}
          <div className="wel-figure-note">
            {customers.data &&
              `${loc(T.newThisYear)} ${customers.data.newThisYear} · ${loc(T.newThisMonth)} ${customers.data.newThisMonth}`}
          </div>
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Card size="small" title={`${loc(T.funding)} (${unit})`} className="wel-funding">
          {funding.data?.available ? (
            <Flex vertical gap={4} data-figure="funding">
              {funding.data.records.map((s) => (
                <Flex key={s.key} justify="space-between">
                  <span>{s.name}</span>
                  <span>{`${wan(s.outstanding)} · ${s.share}%`}</span>
                </Flex>
              ))}
            </Flex>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={funding.data && !funding.data.available ? funding.data.message : loc(T.noData)}
            />
          )}
        </Card>
      </Col>
    </>
  );
}
