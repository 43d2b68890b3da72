import { STATEMENT_FORMATS } from '@flp/shared/statements';
import { type Localized, OUTSIDE_PROVIDERS, financeReport } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Tabs, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { RatioTable, type RatioValue } from '../../components/RatioTable';
import { BusyLink, Loading, type PageContext, type RecordTab, ResourcePage, type Row, useLoc } from '../../crud';
import { useTrackedWork } from '../../shell/notifications/WorkProgress';
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

interface Reading {
  matched?: number;
  format?: string;
  /** An outside order not done: processing (同步 asks again) or failed (why). */
  state?: 'PROCESSING' | 'FAILED';
  provider?: string;
  error?: Localized | null;
}

/** The local engine's name (the server's `local`). */
const LOCAL = 'local';

/** Where a reading stands on its row: 识别中 (a provider at work) or 识别失败 with why. */
function ReadingTag({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const reading = row.reading as Reading | null;
  if (reading?.state === 'PROCESSING') return <Tag color="processing">{t('statements.reading')}</Tag>;
  if (reading?.state === 'FAILED')
    return (
      <Tooltip title={reading.error ? loc(reading.error) : undefined}>
        <Tag color="red">{t('statements.readFailed')}</Tag>
      </Tooltip>
    );
  return null;
}

/**
 * 识别文件 (the local engine), 通过…识别 (the tenant's statement-parsing provider, when one is configured), 同步 (a
 * provider's reading asked again), 确认 and 退回草稿 of a row, each a call whose result is told and the list reloaded.
 */
function RowActions({ row, ctx }: { row: Row; ctx: PageContext }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const canRead = usePermission('risk_finance_read');
  const canConfirm = usePermission('risk_finance_confirm');
  const readers = useQuery({
    queryKey: ['statements', 'readers'],
    queryFn: () => http.get<string[]>(`${API}/readers`),
    enabled: canRead,
  });
  const draft = row.reportState === 'DRAFT';
  const processing = (row.reading as Reading | null)?.state === 'PROCESSING';
  /** What an order came to: read (lines and format), still at the provider, or failed with why. */
  const tell = (order: Row, report: Row) => {
    if (order.orderState === 'PROCESSING') return message.info(t('statements.readSubmitted'));
    if (order.orderState === 'FAILED')
      return message.error(order.lastError ? loc(order.lastError as Localized) : t('statements.readFailed'));
    const reading = report.reading as Reading;
    const format = STATEMENT_FORMATS.find((f) => f.value === reading.format);
    return message.success(t('statements.readDone', { n: reading.matched, format: format ? loc(format.label) : '' }));
  };
  const track = useTrackedWork();
  const readWith = async (provider: string) => {
    const r = await track(t('statements.read'), 'statements', (progressId) =>
      http.post<{ order: Row; report: Row }>(`${API}/createFinanceOrder`, undefined, {
        params: { id: row.id, provider, progressId },
        timeout: 120_000,
      }),
    );
    tell(r.order, r.report);
    await ctx.reload();
  };
  return (
    <>
      <ReadingTag row={row} />
      {draft && canRead && !!row.files && !processing && (
        <>
          <BusyLink run={() => readWith(LOCAL)}>{t('statements.read')}</BusyLink>
          {readers.data
            ?.filter((p) => p !== LOCAL)
            .map((p) => {
              const label = OUTSIDE_PROVIDERS.find((x) => x.value === p)?.label;
              return (
                <BusyLink key={p} run={() => readWith(p)}>
                  {t('statements.readBy', { provider: label ? loc(label) : p })}
                </BusyLink>
              );
            })}
        </>
      )}
      {draft && canRead && processing && (
        <BusyLink
          run={async () => {
            const order = await http.get<Row>(`${API}/syncReportOrder`, { id: row.id });
            tell(order, await http.get<Row>(`${API}/detail`, { id: row.id }));
            await ctx.reload();
          }}
        >
          {t('statements.sync')}
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
