import { STATEMENT_FORMATS } from '@flp/shared/statements';
import { financeReport } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { RatioTable, type RatioValue } from '../../components/RatioTable';
import { BusyLink, Loading, type PageContext, type RecordTab, ResourcePage, type Row, useLoc } from '../../crud';
import { usePermission } from '../../store/auth';
import { IndexAnalysis } from './IndexAnalysis';
import { StatementEditor } from './StatementEditor';
import { StatementsBesideFiles } from './StatementTable';
import './statements.css';

const API = `/api${financeReport.api}`;
const BS = '/api/rzzl_qy/finance/balancesheet';

interface Check {
  level: 'error' | 'warn';
}

/** Whether a report's checks pass (no error), as a tag on its row. */
function ChecksTag({ row }: { row: Row }) {
  const { t } = useTranslation();
  const checks = (row.checks as Check[] | null) ?? [];
  if (!row.statements && !checks.length) return null;
  return checks.some((c) => c.level === 'error') ? (
    <Tag color="red">{t('statements.checksFailed')}</Tag>
  ) : (
    <Tag color="green">{t('statements.checksOk')}</Tag>
  );
}

/** 财务指标 of a report: its ratio set, averages from last year-end's statements where there are some. */
function RatiosTab({ report }: { report: Row }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['statements', 'financeIndex', report.id],
    queryFn: () =>
      http.get<{ period: string; averages: string; ratios: RatioValue[] } | null>(`${BS}/financeIndex`, {
        id: report.id,
      }),
  });
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (q.isLoading) return <Loading />;
  if (!q.data) return <Alert type="info" showIcon title={t('statements.noStatement')} />;
  return (
    <Flex vertical gap={8}>
      <Alert
        type="info"
        showIcon
        title={q.data.averages === 'opening' ? t('statements.averagesOpening') : t('statements.averagesClosing')}
      />
      <RatioTable periods={[{ title: q.data.period, ratios: q.data.ratios }]} />
    </Flex>
  );
}

const TABS: RecordTab[] = [
  {
    key: 'statements',
    label: { 'zh-CN': '报表', 'en-US': 'Statements' },
    render: (r) => <StatementsBesideFiles report={r} />,
  },
  { key: 'ratios', label: { 'zh-CN': '财务指标', 'en-US': 'Ratios' }, render: (r) => <RatiosTab report={r} /> },
];

/** 识别文件, 确认 and 退回草稿 of a row, each a call whose result is told and the list reloaded. */
function RowActions({ row, ctx }: { row: Row; ctx: PageContext }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const canRead = usePermission('risk_finance_read');
  const canConfirm = usePermission('risk_finance_confirm');
  const draft = row.reportState === 'DRAFT';
  return (
    <>
      {draft && canRead && !!row.files && (
        <BusyLink
          run={async () => {
            const r = await http.post<{ report: Row }>(`${API}/createFinanceOrder`, undefined, {
              params: { id: row.id },
              timeout: 120_000,
            });
            const reading = r.report.reading as { matched: number; format: string };
            const format = STATEMENT_FORMATS.find((f) => f.value === reading.format);
            message.success(t('statements.readDone', { n: reading.matched, format: format ? loc(format.label) : '' }));
            await ctx.reload();
          }}
        >
          {t('statements.read')}
        </BusyLink>
      )}
      {draft && canConfirm && (
        <BusyLink
          run={async () => {
            await http.post(`${API}/confirm`, undefined, { params: { id: row.id } });
            message.success(t('statements.confirmDone'));
            await ctx.reload();
          }}
        >
          {t('statements.confirm')}
        </BusyLink>
      )}
      {!draft && canConfirm && (
        <BusyLink
          run={async () => {
            await http.post(`${API}/reopen`, undefined, { params: { id: row.id } });
            message.success(t('statements.reopenDone'));
            await ctx.reload();
          }}
        >
          {t('statements.reopen')}
        </BusyLink>
      )}
    </>
  );
}

/**
 * 财务报表: companies' statements by period — typed in the three familiar tables, or uploaded as the customer's Excel,
 * CSV or text PDF and read (识别文件) into a draft shown beside the original; confirmed by risk once they add up — and
 * 指标分析, a company's ratios over its years.
 */
export default function StatementsPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      className="statements-page"
      items={[
        {
          key: 'reports',
          label: t('statements.reports'),
          children: (
            <ResourcePage
              def={financeReport}
              recordTabs={TABS}
              dialogWidth={1000}
              fields={{
                statements: {
                  span: 24,
                  view: false,
                  input: (c) => <StatementEditor form={c.form} disabled={c.disabled} />,
                },
              }}
              columns={[
                {
                  key: 'checks',
                  title: { 'zh-CN': '校验', 'en-US': 'Checks' },
                  render: (_, row) => <ChecksTag row={row} />,
                },
              ]}
              rowActions={(row, ctx) => <RowActions row={row} ctx={ctx} />}
            />
          ),
        },
        { key: 'analysis', label: t('statements.analysis'), children: <IndexAnalysis /> },
      ]}
    />
  );
}
