import { formatAmount } from '@flp/shared/format';
import { type Localized, RELATION_TYPE_OPTIONS } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Flex, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { EChart, type EChartOption } from '../../components/EChart';
import { Loading, type Row, useLoc } from '../../crud';

const BW = '/api/rzzl_qy/bankwater/bankwater';

interface Party {
  name: string;
  amount: string;
  count: number;
  share: string;
}
interface Metrics {
  period: { from: string; to: string; days: number } | null;
  integrity: { rows: number; balanceBreaks: unknown[]; interestMissing: boolean };
  monthly: {
    months: { month: string; inAmount: string; outAmount: string; operatingIn: string }[];
    meanOperatingIn: string;
    cv: string | null;
  };
  balances: { adb: string | null; adbToRent: string | null };
  counterparties: { topIn: Party[]; topOut: Party[]; top1Share: string | null; hhi: string | null };
  signals: { code: string; message: Localized }[];
  /** Added by the server: the names treated as related, and the rent matched to our receipts (absent before). */
  related?: { parties: RelatedFlow[]; registry: 'USED' | 'NOT_CONFIGURED' | 'UNAVAILABLE' };
  rent?: RentCheck;
}

interface RelatedFlow {
  name: string;
  source: 'RELATION' | 'SHAREHOLDER' | 'LEGAL_PERSON';
  detail?: string;
  count: number;
  inAmount: string;
  outAmount: string;
}
interface Payment {
  index: number;
  txnDate: string;
  amount: string;
  counterpartyName: string;
}
interface Receipt {
  receiptNo: string;
  receiptDate: string;
  amount: string;
}
interface RentCheck {
  lessor: { names: string[] } | null;
  days: number;
  period: { from: string; to: string } | null;
  matched: { payment: Payment; receipt: Receipt; days: number }[];
  notRecorded: Payment[];
  notOnStatement: Receipt[];
}

/** One line of the rent check: matched, on the statement only, or recorded only. */
interface RentLine {
  key: string;
  state: 'matched' | 'notRecorded' | 'notOnStatement';
  txnDate?: string;
  amount: string;
  counterpartyName?: string;
  receiptNo?: string;
  receiptDate?: string;
  days?: number;
}

const pct = (share: string | null) => (share === null ? '—' : `${(Number(share) * 100).toFixed(2)}%`);

/** The largest counterparties of one side. */
function Parties({ title, rows }: { title: string; rows: Party[] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} className="bankwater-parties">
      <Table<Party>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 480 }}
        columns={[
          { title: t('bankwater.name'), dataIndex: 'name' },
          { title: t('bankwater.amount'), dataIndex: 'amount', align: 'right', render: formatAmount, width: 140 },
          { title: t('bankwater.count'), dataIndex: 'count', align: 'right', width: 70 },
          { title: t('bankwater.share'), dataIndex: 'share', align: 'right', render: pct, width: 90 },
        ]}
      />
    </Card>
  );
}

/** 关联方: which names counted as related, where each came from, and the flows the statement shows with each. */
function RelatedParties({ related }: { related: NonNullable<Metrics['related']> }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const detail = (d?: string) => {
    if (!d) return '';
    if (d === 'CUSTOMER' || d === 'REGISTRY') return t(`bankwater.detail${d}`);
    const relation = RELATION_TYPE_OPTIONS.find((o) => o.value === d);
    return relation ? loc(relation.label) : d;
  };
  return (
    <Card
      size="small"
      title={t('bankwater.related')}
      className="bankwater-related"
      extra={<span className="bankwater-registry">{t(`bankwater.registry${related.registry}`)}</span>}
    >
      <Table<RelatedFlow>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={related.parties}
        scroll={{ x: 640 }}
        columns={[
          { title: t('bankwater.name'), dataIndex: 'name' },
          {
            title: t('bankwater.source'),
            dataIndex: 'source',
            width: 200,
            render: (v: RelatedFlow['source'], r) => (
              <>
                <Tag>{t(`bankwater.source${v}`)}</Tag>
                {detail(r.detail)}
              </>
            ),
          },
          { title: t('bankwater.count'), dataIndex: 'count', align: 'right', width: 70 },
          { title: t('bankwater.inflow'), dataIndex: 'inAmount', align: 'right', width: 140, render: formatAmount },
          { title: t('bankwater.outflow'), dataIndex: 'outAmount', align: 'right', width: 140, render: formatAmount },
        ]}
      />
    </Card>
  );
}

/** 租金核对: the statement's payments to us against the receipts we recorded — matched, and what is left on each side. */
function RentMatches({ rent }: { rent: RentCheck }) {
  const { t } = useTranslation();
  const lines: RentLine[] = [
    ...rent.matched.map((m) => ({
      key: `m${m.payment.index}`,
      state: 'matched' as const,
      ...m.payment,
      receiptNo: m.receipt.receiptNo,
      receiptDate: m.receipt.receiptDate,
      days: m.days,
    })),
    ...rent.notRecorded.map((p) => ({ key: `p${p.index}`, state: 'notRecorded' as const, ...p })),
    ...rent.notOnStatement.map((r) => ({ key: `r${r.receiptNo}`, state: 'notOnStatement' as const, ...r })),
  ];
  const color = { matched: 'green', notRecorded: 'orange', notOnStatement: 'red' } as const;
  return (
    <Card
      size="small"
      title={t('bankwater.rent')}
      className="bankwater-rent"
      extra={t('bankwater.rentCounts', {
        matched: rent.matched.length,
        notRecorded: rent.notRecorded.length,
        notOnStatement: rent.notOnStatement.length,
        days: rent.days,
      })}
    >
      {!rent.lessor && <Alert type="info" showIcon title={t('bankwater.noLessor')} />}
      {rent.lessor && !lines.length && <Empty description={t('bankwater.noRent')} />}
      {!!lines.length && (
        <Table<RentLine>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={lines}
          scroll={{ x: 760 }}
          columns={[
            {
              title: t('bankwater.rentState'),
              dataIndex: 'state',
              width: 170,
              render: (v: RentLine['state']) => <Tag color={color[v]}>{t(`bankwater.rent_${v}`)}</Tag>,
            },
            { title: t('bankwater.date'), dataIndex: 'txnDate', width: 110 },
            { title: t('bankwater.amount'), dataIndex: 'amount', align: 'right', width: 130, render: formatAmount },
            { title: t('bankwater.name'), dataIndex: 'counterpartyName' },
            { title: t('bankwater.receiptNo'), dataIndex: 'receiptNo', width: 170 },
            { title: t('bankwater.receiptDate'), dataIndex: 'receiptDate', width: 110 },
            { title: t('bankwater.apart'), dataIndex: 'days', align: 'right', width: 80 },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * 分析: the latest result of an analysis — its signals first, the key figures (integrity, the monthly operating
 * inflow and its stability, the balances against the rent, the concentration of customers), the months as a chart,
 * the largest counterparties of each side, the related parties and the rent checked against our receipts.
 */
export function AnalysisView({ order }: { order: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const q = useQuery({
    queryKey: ['bankwater', 'report', order.id],
    queryFn: () =>
      http.post<{ metrics: Metrics; resultVersion: number } | null>(`${BW}/syncReportOrder`, { id: order.id }),
  });
  const m = q.data?.metrics;
  const option = useMemo<EChartOption | null>(
    () =>
      m
        ? {
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 72, right: 16, top: 36, bottom: 28 },
            xAxis: { type: 'category', data: m.monthly.months.map((x) => x.month) },
            yAxis: { type: 'value' },
            series: [
              { name: t('bankwater.inflow'), type: 'bar', data: m.monthly.months.map((x) => Number(x.inAmount)) },
              { name: t('bankwater.outflow'), type: 'bar', data: m.monthly.months.map((x) => Number(x.outAmount)) },
              {
                name: t('bankwater.operatingIn'),
                type: 'line',
                data: m.monthly.months.map((x) => Number(x.operatingIn)),
              },
            ],
          }
        : null,
    [m, t],
  );
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (q.isLoading) return <Loading />;
  if (!m) return <Empty description={t('bankwater.noResult')} />;
  return (
    <Flex vertical gap={12} className="bankwater-analysis">
      {m.signals.map((s) => (
        <Alert key={s.code + loc(s.message)} type="warning" showIcon title={loc(s.message)} />
      ))}
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('bankwater.period')}>
          {m.period ? `${m.period.from} ~ ${m.period.to}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bankwater.rows')}>{m.integrity.rows}</Descriptions.Item>
        <Descriptions.Item label={t('bankwater.breaks')}>{m.integrity.balanceBreaks.length}</Descriptions.Item>
        <Descriptions.Item label={t('bankwater.meanIn')}>{formatAmount(m.monthly.meanOperatingIn)}</Descriptions.Item>
        <Descriptions.Item label={t('bankwater.cv')}>{m.monthly.cv ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('bankwater.adb')}>{formatAmount(m.balances.adb)}</Descriptions.Item>
        <Descriptions.Item label={t('bankwater.adbToRent')}>
          {m.balances.adbToRent ? `${m.balances.adbToRent}×` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bankwater.top1')}>{pct(m.counterparties.top1Share)}</Descriptions.Item>
        <Descriptions.Item label={t('bankwater.hhi')}>{m.counterparties.hhi ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('bankwater.interest')}>
          {m.integrity.interestMissing ? t('bankwater.missing') : t('bankwater.present')}
        </Descriptions.Item>
      </Descriptions>
      {option && (
        <Card size="small" title={t('bankwater.monthly')}>
          <EChart option={option} height={280} label={t('bankwater.monthly')} />
        </Card>
      )}
      <div className="bankwater-parties-row">
        <Parties title={t('bankwater.topIn')} rows={m.counterparties.topIn} />
        <Parties title={t('bankwater.topOut')} rows={m.counterparties.topOut} />
      </div>
      {m.related && <RelatedParties related={m.related} />}
      {m.rent && <RentMatches rent={m.rent} />}
    </Flex>
  );
}
