import { CONCENTRATION_INDICATOR_OPTIONS, CONCENTRATION_STATUS_OPTIONS } from '@flp/shared/resources';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountFormat, useLoc } from '../../crud';
import type { IndicatorRow, Status } from './api';

const COLORS: Record<Status, string> = { ok: 'green', near: 'orange', breach: 'red' };

/** A status as a coloured tag (正常 / 接近上限 / 超限). */
export function StatusTag({ status }: { status: Status }) {
  const loc = useLoc();
  const o = CONCENTRATION_STATUS_OPTIONS.find((x) => x.value === status);
  return <Tag color={COLORS[status]}>{o ? loc(o.label) : status}</Tag>;
}

const money = (v: string) => amountFormat.formatter(v);

/** A group's members: the first three by name, then how many more. */
function subject(names: string | undefined, more: (count: number) => string) {
  const all = (names ?? '').split(',').filter(Boolean);
  return all.length > 3 ? `${all.slice(0, 3).join(', ')} ${more(all.length - 3)}` : all.join(', ');
}

/**
 * Indicators of DOMAIN.md §4: each with its subject, limit, value (and approved projects not yet disbursed, shown
 * apart), ratio, headroom and status — now and with the pending amount.
 */
export function IndicatorTable({ rows, testId }: { rows: IndicatorRow[]; testId?: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const label = (code: string) => {
    const o = CONCENTRATION_INDICATOR_OPTIONS.find((x) => x.value === code);
    return o ? loc(o.label) : code;
  };
  return (
    <Table<IndicatorRow>
      data-testid={testId}
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey={(r) => `${r.code}-${r.customerIds.join(',')}-${r.shareholder ?? ''}`}
      dataSource={rows}
      columns={[
        { key: 'code', title: t('concentration.indicator'), render: (_, r) => label(r.code), width: 260 },
        {
          key: 'subject',
          title: t('concentration.subject'),
          render: (_, r) => {
            const text = r.shareholder ?? subject(r.customerNames, (count) => t('concentration.andMore', { count }));
            return (
              <div
                title={text}
                style={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {text}
              </div>
            );
          },
        },
        { key: 'limit', title: t('concentration.limit'), align: 'right', render: (_, r) => money(r.limit) },
        { key: 'value', title: t('concentration.value'), align: 'right', render: (_, r) => money(r.value) },
        { key: 'pending', title: t('concentration.pending'), align: 'right', render: (_, r) => money(r.pending) },
        { key: 'projected', title: t('concentration.projected'), align: 'right', render: (_, r) => money(r.projected) },
        { key: 'ratio', title: t('concentration.ratio'), align: 'right', render: (_, r) => `${r.ratio}%` },
        {
          key: 'headroom',
          title: t('concentration.headroom'),
          align: 'right',
          render: (_, r) => (
            <span style={{ color: r.headroom.startsWith('-') ? '#cf1322' : undefined }}>{money(r.headroom)}</span>
          ),
        },
        { key: 'status', title: t('concentration.status'), render: (_, r) => <StatusTag status={r.status} /> },
        {
          key: 'projectedStatus',
          title: t('concentration.projectedStatus'),
          render: (_, r) => <StatusTag status={r.projectedStatus} />,
        },
      ]}
    />
  );
}
