import type { RiskOverview } from '@flp/shared/finance';
import { CONCENTRATION_INDICATOR_OPTIONS, RISK_LEVEL_OPTIONS } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { Loading, amountFormat, useLoc } from '../../crud';
import { RiskTag } from './RiskTag';

const API = '/api/rzzl_qy/riskIndex/riskIndex/selectIndexzZzt';

type ClassLine = RiskOverview['byClass'][number];
interface Bucket {
  bucket: string;
  from: number;
  to: number | null;
  iouCount: number;
  outstandingPrincipal: string;
  overduePrincipal: string;
}
interface Move {
  fromLevel: string;
  toLevel: string;
  iouCount: number;
  outstandingPrincipal: string;
}
interface AtRisk {
  customerId: string;
  customerName: string;
  iouCount: number;
  outstandingPrincipal: string;
  overduePrincipal: string;
  maxDpd: number;
  worstLevel: string;
}
/** The call's answer: the shared overview's figures (packages/shared/src/finance/risk-overview.ts) and the ledger's. */
interface RiskIndex extends RiskOverview {
  asOfDate: string;
  dpdBuckets: Bucket[];
  migrationSince: string | null;
  migration: Move[];
  atRisk: AtRisk[];
  /** The limits past their line (null: no company position entered). */
  concentration: {
    breach: number;
    near: number;
    breached: { code: string; ratio: string; limitRatio: string; value: string; limit: string }[];
  } | null;
  monitoring: {
    watched: number;
    changes30: number;
    red30: number;
    redCompanies: { customerId: string; customerName: string; red: number }[];
  };
}

const money = (v: string) => amountFormat.formatter(v);
const percent = (v: string | null) => (v === null ? '—' : `${v}%`);
const LEVELS = RISK_LEVEL_OPTIONS.map((o) => o.value);

/** Month on month: each class of the last month-end snapshot across, where its IOUs stand now (结清 when settled). */
function Migration({ data }: { data: RiskIndex }) {
  const { t } = useTranslation();
  const loc = useLoc();
  if (!data.migrationSince) return <Empty description={t('risk.noSnapshot')} />;
  const to = [...LEVELS, 'SETTLED'];
  const rows = LEVELS.map((from) => ({
    from,
    ...Object.fromEntries(
      to.map((level) => [
        level,
        data.migration.find((m) => m.fromLevel === from && m.toLevel === level)?.iouCount ?? 0,
      ]),
    ),
  }));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="from"
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('risk.fromTo', { month: data.migrationSince }),
          dataIndex: 'from',
          width: 150,
          render: (v: string) => <RiskTag level={v} />,
        },
        ...to.map((level) => ({
          title:
            level === 'SETTLED' ? t('risk.settled') : loc(RISK_LEVEL_OPTIONS.find((o) => o.value === level)!.label),
          dataIndex: level,
          align: 'right' as const,
          width: 90,
        })),
      ]}
    />
  );
}

/**
 * 风控总览: the portfolio's risk as of the business date — the headline ratios, outstanding by class with the
 * provision each requires, days past due by bucket, how classes moved since the last month-end snapshot, and the
 * lessees most at risk (riskIndex/selectIndexzZzt).
 */
export default function RiskIndexPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const q = useQuery({ queryKey: ['riskIndex'], queryFn: () => http.get<RiskIndex>(API) });
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (!q.data) return <Loading />;
  const d = q.data;
  const headline: [string, string, string?][] = [
    [t('risk.totalPrincipal'), money(d.totalPrincipal)],
    [t('risk.nplRatio'), percent(d.nplRatio), money(d.nonPerformingPrincipal)],
    [t('risk.specialMentionRatio'), percent(d.specialMentionRatio)],
    [t('risk.overdueRatio'), percent(d.overdueRatio), money(d.overduePrincipal)],
    [t('risk.requiredProvision'), money(d.requiredProvision)],
    [t('risk.provisionHeld'), money(d.provisionHeld), `${t('risk.provisionRatio')} ${percent(d.provisionRatio)}`],
    [t('risk.coverage'), percent(d.coverage)],
  ];
  return (
    <div className="risk-index">
      <Typography.Paragraph type="secondary">{t('risk.asOf', { date: d.asOfDate })}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {headline.map(([title, value, note]) => (
          <Col key={title} xs={12} md={8} xl={6} xxl={3}>
            <Card size="small">
              <Statistic title={title} value={value} />
              {note && <Typography.Text type="secondary">{note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('risk.byClass')}>
            <Table<ClassLine>
              size="small"
              pagination={false}
              rowKey="riskLevel"
              dataSource={d.byClass}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('risk.level'), dataIndex: 'riskLevel', render: (v) => <RiskTag level={v} /> },
                { title: t('risk.iouCount'), dataIndex: 'iouCount', align: 'right' },
                { title: t('risk.outstanding'), dataIndex: 'outstandingPrincipal', align: 'right', render: money },
                { title: t('risk.share'), dataIndex: 'share', align: 'right', render: percent },
                { title: t('risk.requiredProvision'), dataIndex: 'requiredProvision', align: 'right', render: money },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('risk.dpdBuckets')}>
            <Table<Bucket>
              size="small"
              pagination={false}
              rowKey="bucket"
              dataSource={d.dpdBuckets}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('risk.dpd'),
                  dataIndex: 'bucket',
                  render: (_, b) =>
                    b.to === null ? t('risk.over', { n: b.from - 1 }) : t('risk.range', { from: b.from, to: b.to }),
                },
                { title: t('risk.iouCount'), dataIndex: 'iouCount', align: 'right' },
                { title: t('risk.outstanding'), dataIndex: 'outstandingPrincipal', align: 'right', render: money },
                { title: t('risk.overduePrincipal'), dataIndex: 'overduePrincipal', align: 'right', render: money },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('risk.migration')}>
            <Migration data={d} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('risk.atRisk')}>
            <Table<AtRisk>
              size="small"
              pagination={false}
              rowKey="customerId"
              dataSource={d.atRisk}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('risk.noneAtRisk') }}
              columns={[
                { title: t('risk.lessee'), dataIndex: 'customerName' },
                { title: t('risk.worstLevel'), dataIndex: 'worstLevel', render: (v) => <RiskTag level={v} /> },
                { title: t('risk.maxDpd'), dataIndex: 'maxDpd', align: 'right' },
                { title: t('risk.outstanding'), dataIndex: 'outstandingPrincipal', align: 'right', render: money },
                { title: t('risk.overduePrincipal'), dataIndex: 'overduePrincipal', align: 'right', render: money },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('risk.concentration')}>
            {d.concentration ? (
              <>
                <Typography.Paragraph>
                  {t('risk.breaches', { breach: d.concentration.breach, near: d.concentration.near })}
                </Typography.Paragraph>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="code"
                  dataSource={d.concentration.breached}
                  locale={{ emptyText: t('risk.noBreach') }}
                  columns={[
                    {
                      title: t('risk.indicator'),
                      dataIndex: 'code',
                      render: (v: string) => {
                        const o = CONCENTRATION_INDICATOR_OPTIONS.find((x) => x.value === v);
                        return o ? loc(o.label) : v;
                      },
                    },
                    { title: t('risk.ratioOfLimit'), dataIndex: 'ratio', align: 'right', render: percent },
                    { title: t('risk.limitRatio'), dataIndex: 'limitRatio', align: 'right', render: percent },
                  ]}
                />
              </>
            ) : (
              <Empty description={t('risk.noPosition')} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('risk.monitoring')}>
            <Typography.Paragraph>
              {t('risk.monitoringFigures', {
                watched: d.monitoring.watched,
                changes: d.monitoring.changes30,
                red: d.monitoring.red30,
              })}
            </Typography.Paragraph>
            <Table
              size="small"
              pagination={false}
              rowKey="customerId"
              dataSource={d.monitoring.redCompanies}
              locale={{ emptyText: t('risk.noRed') }}
              columns={[
                { title: t('risk.lessee'), dataIndex: 'customerName' },
                { title: t('risk.redChanges'), dataIndex: 'red', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
