import { customer } from '@flp/shared/resources';
import type { Localized } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { EChart, type EChartOption } from '../../components/EChart';
import { RatioTable, type RatioTrend, type RatioValue } from '../../components/RatioTable';
import { Loading, RemoteSearchSelect, useLoc } from '../../crud';

const BS = '/api/rzzl_qy/finance/balancesheet';

interface Analysis {
  years: number[];
  groups: { value: string; label: Localized }[];
  ratios: (RatioValue & RatioTrend & { group: string; series: (string | null)[] })[];
  /** Annual reports left out for lacking a core line. */
  incomplete?: { sheetYear: number; reportNo: string; missing: Localized[] }[];
}

/**
 * 指标分析: a company's ratios over its annual statements — a chart per group of ratios (the years along, one line a
 * ratio) and the table of every ratio with its formula, trend and whether the trend is for the better.
 */
export function IndexAnalysis() {
  const { t } = useTranslation();
  const loc = useLoc();
  const [company, setCompany] = useState<string>();
  const [group, setGroup] = useState('solvency');
  const q = useQuery({
    queryKey: ['statements', 'indexAnalysis', company],
    queryFn: () => http.get<Analysis>(`${BS}/indexAnalysis`, { cimoc: company }),
    enabled: !!company,
  });
  const data = q.data;
  const option = useMemo<EChartOption | null>(() => {
    if (!data) return null;
    const shown = data.ratios.filter((r) => r.group === group && r.unit !== 'days');
    return {
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 48, right: 16, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: data.years.map(String) },
      yAxis: { type: 'value' },
      series: shown.map((r) => ({
        name: typeof r.label === 'string' ? r.label : loc(r.label),
        type: 'line',
        data: r.series.map((v) => (v === null ? null : Number(v))),
      })),
    };
  }, [data, group, loc]);

  return (
    <Flex vertical gap={12} className="index-analysis">
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('statements.company')}</Typography.Text>
        <RemoteSearchSelect
          url={`/api${customer.api}/select`}
          titleField={customer.titleField}
          value={company}
          onChange={(v) => setCompany(v as string)}
          placeholder={t('statements.pickCompany')}
          style={{ width: 320, maxWidth: '100%' }}
        />
      </Flex>
      {!company && <Empty description={t('statements.pickCompany')} />}
      {q.isError && <Alert type="error" showIcon title={(q.error as Error).message} />}
      {company && q.isLoading && <Loading />}
      {data?.incomplete?.map((x) => (
        <Alert
          key={x.reportNo}
          type="warning"
          showIcon
          title={t('statements.incomplete', {
            year: x.sheetYear,
            no: x.reportNo,
            lines: x.missing.map((m) => loc(m)).join(t('statements.listSeparator')),
          })}
        />
      ))}
      {data && !data.years.length && !data.incomplete?.length && <Empty description={t('statements.noReports')} />}
      {data && data.years.length > 0 && option && (
        <>
          <Card size="small">
            <Segmented
              value={group}
              onChange={(v) => setGroup(String(v))}
              options={data.groups.map((g) => ({ value: g.value, label: loc(g.label) }))}
            />
            <EChart option={option} height={300} label={t('statements.analysis')} />
          </Card>
          <RatioTable
            periods={data.years.map((y, i) => ({
              title: String(y),
              ratios: data.ratios.map((r) => ({ ...r, value: r.series[i] })),
            }))}
            trends={Object.fromEntries(data.ratios.map((r) => [r.key, { trend: r.trend, better: r.better }]))}
          />
        </>
      )}
    </Flex>
  );
}
