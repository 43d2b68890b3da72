import type { Localized } from '@flp/shared/resources';
import { Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoc } from '../crud';

/** A ratio of one period as the server answers it (labels localised on the server or not). */
export interface RatioValue {
  key: string;
  group?: string;
  label: Localized | string;
  unit: 'ratio' | 'percent' | 'days';
  formula?: Localized | string;
  value: string | null;
  reason?: Localized | string | null;
}

export interface RatioPeriod {
  title: string;
  ratios: RatioValue[];
}

export interface RatioTrend {
  trend: 'UP' | 'DOWN' | 'FLAT' | 'NONE';
  better: boolean | null;
}

/**
 * The ratio set of one or more periods side by side — with each ratio's formula, and its trend when given; a ratio
 * that means nothing (a zero denominator, a figure missing) shows why instead of a number. Used by 财务报表 and by the
 * * diligence report's 财务指标 (its words are 财务报表's: statements.*).
 */
export function RatioTable({ periods, trends }: { periods: RatioPeriod[]; trends?: Record<string, RatioTrend> }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const text = (x: Localized | string | null | undefined) =>
    x === null || x === undefined ? '' : typeof x === 'string' ? x : loc(x);
  const unit = (r: RatioValue) => (r.unit === 'percent' ? '%' : r.unit === 'days' ? ` ${t('statements.days')}` : '');
  const last = periods[periods.length - 1]?.ratios ?? [];
  const rows = last.map((r) => ({ key: r.key, label: text(r.label), formula: text(r.formula) }));
  const cell = (p: RatioPeriod, key: string) => {
    const r = p.ratios.find((x) => x.key === key);
    if (!r) return '';
    if (r.value === null) return <Tooltip title={text(r.reason)}>—</Tooltip>;
    return `${r.value}${unit(r)}`;
  };
  return (
    <Table
      className="ratio-table"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('statements.ratio'), dataIndex: 'label', width: 200, fixed: 'left' },
        ...periods.map((p, i) => ({
          key: `p${i}`,
          title: p.title,
          align: 'right' as const,
          width: 120,
          render: (_: unknown, row: { key: string }) => cell(p, row.key),
        })),
        ...(trends
          ? [
              {
                key: 'trend',
                title: t('statements.trend'),
                width: 90,
                render: (_: unknown, row: { key: string }) => {
                  const tr = trends[row.key];
                  if (!tr || tr.trend === 'NONE') return null;
                  if (tr.trend === 'FLAT') return <Tag>{t('statements.flat')}</Tag>;
                  const arrow = tr.trend === 'UP' ? '↑' : '↓';
                  return (
                    <Tag color={tr.better ? 'green' : 'red'}>
                      {arrow} {tr.better ? t('statements.better') : t('statements.worse')}
                    </Tag>
                  );
                },
              },
            ]
          : []),
        ...(rows.some((r) => r.formula) ? [{ title: t('statements.formula'), dataIndex: 'formula', width: 320 }] : []),
      ]}
    />
  );
}
