// 司法报告 (`judicialReport/judicialreport`; WAVE3-BRIEF §3.4): a company's judicial risk ordered as the outside service
// `judicialReport`, made by its local engine from the registry data (the enterprise module's cases and dishonest
// datasets, so it needs 外部数据服务 — else 409 未配置工商数据服务) and kept as a snapshot: the counts, the recent cases
// by cause, the red/yellow summary (judicial-rules.ts), the rows as the registry gave them and the report (.docx). The
// record follows its order (ordered-record.ts); syncByOrder asks about an order again.
import { judicialReport, l, text } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceService } from '../../platform/crud/service';
import { formatDate, formatDateTime } from '../../platform/db/time';
import {
  type Block,
  PAGE_TEXT_WIDTH,
  buildDocx,
  fixedColumn,
  moneyColumn,
  textColumn,
} from '../../platform/documents/docx-writer';
import { defineRoute } from '../../platform/http/define-route';
import { forReader, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { EnterpriseDataService } from '../enterprise';
import { LOCAL, type OrderProvider } from '../outside';
import type { ScanDeps } from './scan';
import { type JudicialSummary, judicialSummary } from './judicial-rules';
import { followOrder, recordAndOrder } from './ordered-record';
import { diligenceRepos } from './repos';

const BASE = `/api${judicialReport.api}`;
const TAGS = ['Diligence'];
const SERVICE = 'judicialReport';
const PAGE = { current: 1, size: 50 };

type Rows = { cases: Record<string, string>[]; dishonest: Record<string, string>[] };

/** The local engine: the registry's cases and dishonest records read and summed up; done with the answer. */
function localJudicial(enterprise: EnterpriseDataService, ctx: RequestContext): OrderProvider {
  return {
    async submit(req) {
      const keyword = req.subjectCode ?? req.subjectName;
      const opts = { refresh: true, customerId: null };
      const basic = await enterprise.basic(ctx, keyword, opts);
      const rows = async (dataset: 'cases' | 'dishonest') =>
        (await enterprise.dataset(ctx, keyword, dataset, PAGE, opts)).records as Record<string, string>[];
      const found: Rows = { cases: await rows('cases'), dishonest: await rows('dishonest') };
      const summary = judicialSummary({
        today: formatDate(new Date()),
        basic: basic.data,
        cases: found.cases.map((c) => ({
          caseNo: c.caseNo ?? '',
          caseName: c.caseName,
          reason: c.reason ?? '',
          amount: c.amount ?? '',
          result: c.result,
          judgeDate: c.judgeDate ?? '',
        })),
        dishonest: found.dishonest.map((d) => ({ caseNo: d.caseNo ?? '', court: d.court, amount: d.amount })),
      });
      return { state: 'DONE', result: { summary, rows: found } };
    },
  };
}

/** The report: the company, the summary and its hits, the recent cases by cause, then every case and record. */
function judicialDocument(r: Row, engine: string): Buffer {
  const s = (r.summary ?? {}) as Partial<JudicialSummary>;
  const rows = (r.rows ?? { cases: [], dishonest: [] }) as Rows;
  const blocks: Block[] = [
    { kind: 'heading', text: '司法风险报告' },
    { kind: 'para', text: '一、企业信息' },
    { kind: 'para', text: `企业名称: ${r.companyName}    统一社会信用代码: ${r.uscCode ?? '—'}` },
    { kind: 'para', text: `数据来源: ${engine}(工商数据服务)    查询时间: ${r.fetchedAt ?? ''}` },
    { kind: 'para', text: '二、风险概览' },
    {
      kind: 'para',
      text: `风险提示: ${r.signal}    裁判文书 ${r.caseCount} 件, 其中近${s.months ?? 24}个月 ${r.recentCaseCount} 件、涉案金额 ${r.recentAmount} 元; 失信被执行 ${r.dishonestCount} 条。`,
    },
    { kind: 'para', text: '注: 工商数据中的裁判文书不含当事人身份, 原告、被告、第三人一并计入。' },
    ...(s.hits ?? []).map((h): Block => ({ kind: 'para', text: `【${h.passage}】${h.title}: ${h.description}` })),
    { kind: 'para', text: '三、近期案件按案由' },
    {
      kind: 'table',
      header: ['案由', '件数', '涉案金额(元)'],
      rows: (s.byCause ?? []).map((c) => [c.cause, String(c.count), c.amount.toFixed(2)]),
      columns: [textColumn(PAGE_TEXT_WIDTH - 3300), fixedColumn(1000), moneyColumn(2300)],
    },
    { kind: 'para', text: '四、裁判文书' },
    {
      kind: 'table',
      header: ['案号', '案由', '裁判日期', '涉案金额(元)'],
      rows: rows.cases.map((c) => [c.caseNo ?? '', c.reason ?? '', c.judgeDate ?? '', c.amount ?? '']),
      columns: [textColumn(3000), textColumn(PAGE_TEXT_WIDTH - 6500), fixedColumn(1500), moneyColumn(2000)],
    },
    { kind: 'para', text: '五、失信被执行' },
    {
      kind: 'table',
      header: ['案号', '执行法院', '履行情况', '立案日期'],
      rows: rows.dishonest.map((d) => [d.caseNo ?? '', d.court ?? '', d.performance ?? '', d.filedDate ?? '']),
      columns: [textColumn(3000), textColumn(PAGE_TEXT_WIDTH - 6500), fixedColumn(2000), fixedColumn(1500)],
    },
  ];
  return buildDocx(blocks);
}

export function registerJudicialRoutes(app: FastifyInstance, { db, orders, enterprise, files }: ScanDeps) {
  const reports: ResourceService<typeof judicialReport> = registerResourceRoutes(app, {
    repo: diligenceRepos.judicial,
    db,
    hooks: { decorate: ({ req }, rows) => rows.map((r) => ({ ...r, reason: forReader(r.reason, req) })) },
  });

  orders.define({
    code: SERVICE,
    label: l('司法报告', 'Judicial report'),
    providers: {},
    // Only a company is asked about: 下单 may place it by hand.
    byHand: true,
    local: (ctx) => localJudicial(enterprise, ctx),
    onRecorded: followOrder(
      {
        def: judicialReport,
        repo: diligenceRepos.judicial,
        stateField: 'reportState',
        reportField: 'report',
        doneValues: (result) => {
          const summary = (result.summary ?? {}) as JudicialSummary;
          return {
            summary: { months: summary.months, hits: summary.hits, byCause: summary.byCause },
            rows: result.rows ?? null,
            signal: summary.signal ?? null,
            caseCount: summary.caseCount ?? 0,
            recentCaseCount: summary.recentCaseCount ?? 0,
            recentAmount: (summary.recentAmount ?? 0).toFixed(2),
            dishonestCount: summary.dishonestCount ?? 0,
            fetchedAt: formatDateTime(new Date()),
          };
        },
        report: (saved, engine) => ({
          name: `司法报告-${saved.companyName}.docx`,
          bytes: judicialDocument(saved, engine),
        }),
      },
      files,
    ),
  });

  // submit: a report recorded and ordered — refused first (409 未配置工商数据服务) when the registry cannot be read.
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/submit`,
    permission: 'risk_judicial_add',
    tags: TAGS,
    summary:
      '司法报告 — a company’s judicial risk ordered and made from the registry data (→ the report as detail answers it)',
    params: judicialReport.fields.filter((f) => ['companyName', 'uscCode', 'customerId', 'remark'].includes(f.name)),
    handler: async ({ ctx, params, req }) => {
      await enterprise.provider(ctx);
      return recordAndOrder(
        { orders, records: reports, service: SERVICE, stateField: 'reportState', provider: LOCAL },
        ctx,
        params as Row,
        req,
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/syncByOrder`,
    permission: 'risk_judicial_view',
    tags: TAGS,
    summary: '司法报告 — the report of an order asked about again (its state, and once done its snapshot)',
    params: [
      text('orderNo', l('订单编号', 'Order number'), {
        required: l('请输入订单编号', 'please enter the order number'),
        max: 40,
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const r = diligenceRepos.judicial;
      const [row] = await r.list(db, ctx, { query: { orderNo: params.orderNo }, limit: 1 });
      if (!row) throw notFound(l('司法报告不存在', 'No such judicial report'));
      await orders.sync(ctx, params.orderNo);
      return reports.detail(ctx, row.id, { req });
    },
  });
}
