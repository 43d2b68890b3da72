import { judicialReport } from '@flp/shared/resources';
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ReportLink } from './ReportLink';
import { type RecordTab, ResourcePage, type Row } from '../../crud';

const API = `/api${judicialReport.api}`;

interface Hit {
  title: string;
  description: string;
  passage: string;
}
interface Summary {
  months?: number;
  hits?: Hit[];
  byCause?: { cause: string; count: number; amount: number }[];
}
type Rows = { cases?: Row[]; dishonest?: Row[] };

const SIGNAL_COLORS: Record<string, string> = { 红: 'red', 黄: 'gold', 绿: 'green' };

/** 风险摘要: the red and yellow hits, and the recent cases by cause. */
function SummaryTab({ report }: { report: Row }) {
  const { t } = useTranslation();
  const s = (report.summary ?? {}) as Summary;
  return (
    <>
      {(s.hits ?? []).length ? (
        (s.hits ?? []).map((h) => (
          <Typography.Paragraph key={`${h.title}-${h.description}`}>
            <Tag color={SIGNAL_COLORS[h.passage]}>{h.passage}</Tag>
            <Typography.Text strong>{h.title}</Typography.Text>: {h.description}
          </Typography.Paragraph>
        ))
      ) : (
        <Alert type="success" showIcon title={t('diligence.noHits')} style={{ marginBottom: 12 }} />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="cause"
        dataSource={s.byCause ?? []}
        locale={{ emptyText: t('diligence.noRecentCases', { months: s.months ?? 24 }) }}
        columns={[
          { title: t('diligence.cause'), dataIndex: 'cause' },
          { title: t('diligence.count'), dataIndex: 'count', align: 'right', width: 90 },
          {
            title: t('diligence.amount'),
            dataIndex: 'amount',
            align: 'right',
            width: 160,
            render: (v: number) => v.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          },
        ]}
      />
    </>
  );
}

/** 明细: the court cases and dishonest-debtor records as the registry gave them. */
function RowsTab({ report }: { report: Row }) {
  const { t } = useTranslation();
  const rows = (report.rows ?? {}) as Rows;
  const table = (data: Row[], columns: [string, string][]) => (
    <Table
      size="small"
      pagination={false}
      rowKey={(r) => String(r.caseNo ?? JSON.stringify(r))}
      dataSource={data}
      scroll={{ x: 'max-content' }}
      columns={columns.map(([key, label]) => ({ title: t(label), dataIndex: key }))}
    />
  );
  return (
    <>
      <Typography.Title level={5}>{t('diligence.cases')}</Typography.Title>
      {table(rows.cases ?? [], [
        ['caseNo', 'diligence.caseNo'],
        ['reason', 'diligence.cause'],
        ['judgeDate', 'diligence.judgeDate'],
        ['amount', 'diligence.amount'],
        ['result', 'diligence.result'],
      ])}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('diligence.dishonest')}
      </Typography.Title>
      {table(rows.dishonest ?? [], [
        ['caseNo', 'diligence.caseNo'],
        ['court', 'diligence.court'],
        ['performance', 'diligence.performance'],
        ['filedDate', 'diligence.filedDate'],
      ])}
    </>
  );
}

const TABS: RecordTab[] = [
  { key: 'summary', label: { 'zh-CN': '风险摘要', 'en-US': 'Summary' }, render: (row) => <SummaryTab report={row} /> },
  { key: 'rows', label: { 'zh-CN': '明细', 'en-US': 'Records' }, render: (row) => <RowsTab report={row} /> },
];

/**
 * 司法报告: a company's judicial risk made from the registry data — 查询 (新增) orders one, 查看 shows its summary and
 * records, 司法报告 opens the document.
 */
export default function JudicialPage() {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon title={t('diligence.judicialHint')} style={{ marginBottom: 12 }} />
      <ResourcePage
        def={judicialReport}
        recordTabs={TABS}
        form={{ submit: (body) => http.post(`${API}/submit`, body) }}
        hide={{ edit: true }}
        fields={{ signal: { render: (v) => (v ? <Tag color={SIGNAL_COLORS[String(v)]}>{String(v)}</Tag> : null) } }}
        rowActions={(row) => <ReportLink row={row} label={t('diligence.judicialReport')} />}
      />
    </>
  );
}
