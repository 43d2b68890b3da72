// The calls of 财务报表 (WAVE3-BRIEF §4.1): the report itself (financereport: list, detail, submit, remove, and
// createFinanceOrder / syncReportOrder / reRun reading its files, getFinanceYear / getFinanceMonth, confirm / reopen),
// and the three statement views — balancesheet (with the ratio set: financeIndex, indexAnalysis, profitabilityIndex),
// incomestatement and cashflowstatement — each answering the familiar table of one statement from the same reports.
import { type Localized, financeReport, id, int, l, money, text } from '@flp/shared';
import { RATIO_GROUPS } from '@flp/shared/finance';
import type { StatementKind } from '@flp/shared/statements';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { type ProgressSink, progressOf } from '../../platform/realtime/progress';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { OrderMachine } from '../outside';
import type { StatementOrders } from './orders';
import { statementRepos } from './repos';
import { checksOf } from './values';
import {
  columnsOf,
  directionOf,
  formatOf,
  headlines,
  incompleteOf,
  monthsOf,
  periodOf,
  ratiosOf,
  statementLines,
  valuesOf,
} from './views';

const FINANCE = '/api/rzzl_qy/finance';
const BASE = `/api${financeReport.api}`;
const TAGS = ['Financial statements'];
const VIEW = 'risk_finance_view';

const cimoc = (required = true) =>
  id('cimoc', l('企业', 'Company'), required ? { required: l('请选择企业', 'please select the company') } : {});
const year = (name = 'year', required = true) =>
  int(name, l('年度', 'Year'), {
    minValue: 1990,
    maxValue: 2100,
    ...(required ? { required: l('请输入年度', 'please enter the year') } : {}),
  });
const month = (name = 'month') => int(name, l('月份', 'Month'), { minValue: 1, maxValue: 12 });
const reportId = id('id', l('财务报表', 'Financial statements'), {
  required: l('请选择一条数据', 'Please select a record'),
});
const size = int('size', l('条数', 'Size'), { minValue: 1, maxValue: 20, defaultValue: 3 });

interface Deps {
  db: Db;
  reports: ResourceService<typeof financeReport>;
  orders: OrderMachine;
  reading: StatementOrders;
}

export function registerStatementRoutes(app: FastifyInstance, { db, reports, orders, reading }: Deps) {
  const repo = statementRepos.report;

  /** A company's reports (within the caller's data scope), latest period first. */
  async function reportsOf(ctx: RequestContext, customerId: string, where: ReturnType<typeof eq>[] = []) {
    return repo.list(db, ctx, {
      where: [eq(repo.col('customerId'), customerId), ...where],
      query: { descs: 'sheetYear,sheetMonth' },
      limit: 500,
    });
  }

  async function reportOf(ctx: RequestContext, rawId: string) {
    const [r] = await repo.findIds(db, ctx, [rawId]);
    if (!r) throw notFound(l('财务报表不存在', 'No such financial statements'));
    return r;
  }

  /** The same company's report of the period just before (year-end before for the balance sheet's opening). */
  async function yearEndBefore(ctx: RequestContext, r: Row) {
    const list = await reportsOf(ctx, String(r.customerId), [
      eq(repo.col('sheetYear'), Number(r.sheetYear) - 1),
      eq(repo.col('sheetMonth'), 12),
    ]);
    return list.find((x) => x.sheetTypeDivide === r.sheetTypeDivide) ?? list[0];
  }

  /** The same period a year before (growth, the income statement's comparative). */
  async function samePeriodLastYear(ctx: RequestContext, r: Row) {
    const list = await reportsOf(ctx, String(r.customerId), [
      eq(repo.col('sheetYear'), Number(r.sheetYear) - 1),
      eq(repo.col('sheetMonth'), Number(r.sheetMonth)),
    ]);
    return list.find((x) => x.sheetTypeDivide === r.sheetTypeDivide) ?? list[0];
  }

  /** One statement of a report as a table; `plus`: the comparative column from the earlier report where empty. */
  async function statementOf(ctx: RequestContext, r: Row, kind: StatementKind, plus: boolean) {
    const earlier = plus ? await (kind === 'BS' ? yearEndBefore(ctx, r) : samePeriodLastYear(ctx, r)) : undefined;
    const wire = repo.toWire(r);
    return {
      report: { ...wire, statements: undefined },
      period: periodOf(r),
      statement: kind,
      columns: columnsOf(kind),
      comparativeFrom: earlier
        ? { id: String(earlier.id), reportNo: earlier.reportNo, period: periodOf(earlier) }
        : null,
      lines: statementLines(formatOf(r), kind, valuesOf(r)[kind] ?? {}, earlier ? valuesOf(earlier)[kind] : undefined),
      checks: ((r.checks ?? []) as { statement: string }[]).filter((c) => c.statement === kind),
    };
  }

  /** A page of reports with one statement's headline figures. */
  function headlinePage(kind: StatementKind) {
    return async ({
      ctx,
      params,
      paging,
    }: {
      ctx: RequestContext;
      params: Row;
      paging: { current: number; size: number };
    }) => {
      const page = await reports.page(ctx, {
        ...paging,
        ...(params.cimoc ? { customerId: params.cimoc } : {}),
        ...(params.sheetYear ? { sheetYear: params.sheetYear } : {}),
      });
      const stored = await repo.findIds(
        db,
        ctx,
        (page.records as Row[]).map((x) => String(x.id)),
      );
      const byId = new Map(stored.map((x) => [String(x.id), x]));
      return {
        ...page,
        records: (page.records as Row[]).map((x) => {
          const full = byId.get(String(x.id));
          return {
            ...x,
            statements: undefined,
            period: full ? periodOf(full) : '',
            ...(full ? headlines(full, kind) : {}),
          };
        }),
      };
    };
  }

  const pageParams = [cimoc(false), year('sheetYear', false)] as const;

  for (const [kind, path] of [
    ['BS', 'balancesheet'],
    ['IS', 'incomestatement'],
    ['CF', 'cashflowstatement'],
  ] as const) {
    const label = { BS: '资产负债表', IS: '利润表', CF: '现金流量表' }[kind];
    defineRoute(app, {
      method: 'GET',
      url: [`${FINANCE}/${path}/page`, `${FINANCE}/${path}/list`],
      permission: VIEW,
      tags: TAGS,
      summary: `${label} — the reports with this statement's headline figures (cimoc, sheetYear; paged)`,
      params: pageParams,
      paged: true,
      handler: headlinePage(kind),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${FINANCE}/${path}/detail`,
      permission: VIEW,
      tags: TAGS,
      summary: `${label} — one report's statement as its lines (entered, subtotals worked out) and its checks`,
      params: [reportId],
      handler: async ({ ctx, params }) => statementOf(ctx, await reportOf(ctx, params.id), kind, false),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${FINANCE}/${path}/detailPlus`,
      permission: VIEW,
      tags: TAGS,
      summary: `${label} — as detail, the comparative column taken from the earlier report where the file had none`,
      params: [reportId],
      handler: async ({ ctx, params }) => statementOf(ctx, await reportOf(ctx, params.id), kind, true),
    });
  }

  // ——— balancesheet's own calls ———
  const BS = `${FINANCE}/balancesheet`;

  defineRoute(app, {
    method: 'GET',
    url: `${BS}/beforeDetail`,
    permission: VIEW,
    tags: TAGS,
    summary: '资产负债表 — the latest report before the period given (its closing balances open this one), or null',
    params: [cimoc(), year('sheetYear'), text('sheetType', l('报表类型', 'Period'), { max: 2 }), month('sheetMonth')],
    handler: async ({ ctx, params }) => {
      const y = Number(params.sheetYear);
      const m = Number(params.sheetMonth ?? 12);
      const [earlier] = await reportsOf(ctx, String(params.cimoc), [
        or(
          lt(repo.col('sheetYear'), y),
          and(eq(repo.col('sheetYear'), y), lt(repo.col('sheetMonth'), m)),
        ) as ReturnType<typeof eq>,
      ]);
      return earlier ? statementOf(ctx, earlier, 'BS', false) : null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BS}/yearMonthVerify`,
    permission: VIEW,
    tags: TAGS,
    summary: '资产负债表 — whether the company has no report for the period yet ({available, id, reportNo})',
    params: [
      cimoc(),
      year(),
      month(),
      text('sheetType', l('报表类型', 'Period'), { max: 2 }),
      text('sheetTypeDivide', l('报表口径', 'Scope'), { max: 2 }),
    ],
    handler: async ({ ctx, params }) => {
      const found = (
        await reportsOf(ctx, String(params.cimoc), [
          eq(repo.col('sheetYear'), Number(params.year)),
          eq(repo.col('sheetMonth'), Number(params.month ?? 12)),
        ])
      ).filter(
        (r) =>
          (!params.sheetType || r.sheetType === params.sheetType) &&
          (!params.sheetTypeDivide || r.sheetTypeDivide === params.sheetTypeDivide),
      );
      return found.length
        ? { available: false, id: String(found[0].id), reportNo: found[0].reportNo }
        : { available: true, id: null, reportNo: null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BS}/recentFinanceBalancesheet`,
    permission: VIEW,
    tags: TAGS,
    summary: '资产负债表 — the company’s latest reports’ balance sheets (size, at most 20)',
    params: [cimoc(), size],
    handler: async ({ ctx, params }) => {
      const list = (await reportsOf(ctx, String(params.cimoc))).slice(0, Number(params.size));
      return Promise.all(list.map((r) => statementOf(ctx, r, 'BS', false)));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BS}/balanceSheetByYear`,
    permission: VIEW,
    tags: TAGS,
    summary: '资产负债表 — the year’s latest report’s balance sheet, or null',
    params: [cimoc(), year()],
    handler: async ({ ctx, params }) => {
      const [r] = await reportsOf(ctx, String(params.cimoc), [eq(repo.col('sheetYear'), Number(params.year))]);
      return r ? statementOf(ctx, r, 'BS', true) : null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BS}/balancesheetMonth`,
    permission: VIEW,
    tags: TAGS,
    summary: '资产负债表 — the year’s reports month by month: total assets, liabilities, equity',
    params: [cimoc(), year()],
    handler: async ({ ctx, params }) =>
      (await reportsOf(ctx, String(params.cimoc), [eq(repo.col('sheetYear'), Number(params.year))]))
        .reverse()
        .map((r) => ({ id: String(r.id), sheetMonth: r.sheetMonth, period: periodOf(r), ...headlines(r, 'BS') })),
  });

  /** The ratio set of a report named by id, or the company's year (its latest report that year). */
  async function ratiosFor(ctx: RequestContext, params: Row) {
    let r: Row | undefined;
    if (params.id) r = await reportOf(ctx, String(params.id));
    else if (params.cimoc) {
      const list = await reportsOf(
        ctx,
        String(params.cimoc),
        params.year ? [eq(repo.col('sheetYear'), Number(params.year))] : [],
      );
      r = list[0];
    } else throw badRequest(l('请选择企业或报表', 'Please select the company or the report'));
    if (!r) return null;
    const view = ratiosOf(
      r,
      await yearEndBefore(ctx, r),
      await samePeriodLastYear(ctx, r),
      params.annualRent ? String(params.annualRent) : undefined,
    );
    return view ? { ...view, period: periodOf(r), groups: RATIO_GROUPS } : null;
  }

  const ratioParams = [
    id('id', l('财务报表', 'Financial statements')),
    cimoc(false),
    year('year', false),
    money('annualRent', l('年租金(元)', 'Annual rent (yuan)'), { minValue: 0 }),
  ] as const;

  defineRoute(app, {
    method: 'GET',
    url: `${BS}/financeIndex`,
    permission: VIEW,
    tags: TAGS,
    summary: '财务指标 — the ratio set of a report (id) or of the company’s year (cimoc, year), each with its formula',
    params: ratioParams,
    handler: async ({ ctx, params }) => ratiosFor(ctx, params as Row),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BS}/profitabilityIndex`,
    permission: VIEW,
    tags: TAGS,
    summary: '盈利能力 — the profitability ratios (and DuPont) of a report or the company’s year',
    params: ratioParams,
    handler: async ({ ctx, params }) => {
      const view = await ratiosFor(ctx, params as Row);
      return view
        ? { ...view, ratios: view.ratios.filter((x) => x.group === 'profitability' || x.group === 'composite') }
        : null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BS}/indexAnalysis`,
    permission: VIEW,
    tags: TAGS,
    summary: '指标分析 — each ratio over the company’s annual reports (oldest first), its trend and whether better',
    params: [cimoc(), money('annualRent', l('年租金(元)', 'Annual rent (yuan)'), { minValue: 0 })],
    handler: async ({ ctx, params }) => {
      const annual = (await reportsOf(ctx, String(params.cimoc), [eq(repo.col('sheetMonth'), 12)]))
        .filter((r, i, all) => all.findIndex((x) => x.sheetYear === r.sheetYear) === i)
        .reverse();
      const byYear = new Map(annual.map((r) => [Number(r.sheetYear), r]));
      const views = annual
        .map((r) =>
          ratiosOf(
            r,
            byYear.get(Number(r.sheetYear) - 1),
            byYear.get(Number(r.sheetYear) - 1),
            params.annualRent ? String(params.annualRent) : undefined,
          ),
        )
        .filter((v) => v !== null);
      const keys = views[0]?.ratios ?? [];
      return {
        years: views.map((v) => v.sheetYear),
        // Annual reports left out for lacking a core line, with the lines they lack.
        incomplete: annual.map(incompleteOf).filter((x) => x !== null),
        groups: RATIO_GROUPS,
        ratios: keys.map((k) => {
          const series = views.map((v) => v.ratios.find((x) => x.key === k.key)?.value ?? null);
          return {
            key: k.key,
            group: k.group,
            label: k.label,
            unit: k.unit,
            formula: k.formula,
            series,
            ...directionOf(k.key, series),
          };
        }),
      };
    },
  });

  // ——— incomestatement's own calls ———
  const IS = `${FINANCE}/incomestatement`;

  defineRoute(app, {
    method: 'POST',
    url: `${IS}/totalIncomestatement`,
    permission: VIEW,
    tags: TAGS,
    summary: '利润表 — the year to date: the year’s latest report’s income statement (cumulative), or null',
    params: [cimoc(), year()],
    handler: async ({ ctx, params }) => {
      const [r] = await reportsOf(ctx, String(params.cimoc), [eq(repo.col('sheetYear'), Number(params.year))]);
      return r ? { ...(await statementOf(ctx, r, 'IS', true)), months: monthsOf(r) } : null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${IS}/incomeMonth`,
    permission: VIEW,
    tags: TAGS,
    summary:
      '利润表 — month by month (each month the difference of the cumulative figures; null where the month before is missing)',
    params: [cimoc(), year('year', false)],
    handler: async ({ ctx, params }) => {
      const list = (await reportsOf(ctx, String(params.cimoc))).filter(
        (r) => !params.year || Number(r.sheetYear) === Number(params.year),
      );
      const byPeriod = new Map(list.map((r) => [`${r.sheetYear}-${r.sheetMonth}`, headlines(r, 'IS')]));
      return [...list].reverse().map((r) => {
        const now = headlines(r, 'IS');
        const m = Number(r.sheetMonth);
        const before = m === 1 ? null : byPeriod.get(`${r.sheetYear}-${m - 1}`);
        const monthly = Object.fromEntries(
          Object.entries(now).map(([k, v]) => {
            if (v === null) return [k, null];
            if (m === 1) return [k, v];
            const b = before?.[k];
            return [k, b === null || b === undefined ? null : (Number(v) - Number(b)).toFixed(2)];
          }),
        );
        return { id: String(r.id), sheetYear: r.sheetYear, sheetMonth: m, cumulative: now, monthly };
      });
    },
  });

  // ——— cashflowstatement's own call ———
  defineRoute(app, {
    method: 'POST',
    url: `${FINANCE}/cashflowstatement/recentCashflowstatement`,
    permission: VIEW,
    tags: TAGS,
    summary: '现金流量表 — the company’s latest reports’ cash flow statements (size, at most 20)',
    params: [cimoc(), size],
    handler: async ({ ctx, params }) => {
      const list = (await reportsOf(ctx, String(params.cimoc))).slice(0, Number(params.size));
      return Promise.all(list.map((r) => statementOf(ctx, r, 'CF', false)));
    },
  });

  // ——— financereport's own calls ———
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getFinanceYear`,
    permission: VIEW,
    tags: TAGS,
    summary: '财务报表 — the years the company has reports for, latest first',
    params: [cimoc()],
    handler: async ({ ctx, params }) => [
      ...new Set((await reportsOf(ctx, String(params.cimoc))).map((r) => Number(r.sheetYear))),
    ],
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getFinanceMonth`,
    permission: VIEW,
    tags: TAGS,
    summary: '财务报表 — the company’s reports of a year: month, period type, scope and id',
    params: [cimoc(), year()],
    handler: async ({ ctx, params }) =>
      (await reportsOf(ctx, String(params.cimoc), [eq(repo.col('sheetYear'), Number(params.year))])).map((r) => ({
        id: String(r.id),
        reportNo: r.reportNo,
        sheetMonth: r.sheetMonth,
        sheetType: r.sheetType,
        sheetTypeDivide: r.sheetTypeDivide,
        reportState: r.reportState,
      })),
  });

  const draftOnly = (r: Row) => {
    if (r.reportState !== 'DRAFT')
      throw conflict(l('报表已确认, 请先退回草稿', 'The statements are confirmed; reopen them first'));
  };

  const provider = text('provider', l('识别方式', 'Reader'), { max: 40 });
  const formatParam = text('format', l('报表格式', 'Format'), { max: 20 });

  /** Reads the report's files (the local engine, or the tenant's provider): → the order and the report as now. */
  async function readFiles(ctx: RequestContext, r: Row, params: Row, progress: ProgressSink) {
    draftOnly(r);
    const order = await reading.order(ctx, r, {
      provider: params.provider ? String(params.provider) : null,
      format: params.format ? String(params.format) : null,
      progress,
    });
    return { order: order, report: (await reports.detail(ctx, String(r.id))) as Row };
  }

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/createFinanceOrder`,
    permission: 'risk_finance_read',
    tags: TAGS,
    summary:
      '财务报表 — read the report’s files into its figures (provider: local by default, or the tenant’s; format: found when not given); a file that cannot be read answers 400 naming it',
    params: [reportId, provider, formatParam],
    handler: async ({ ctx, params, req }) =>
      readFiles(ctx, await reportOf(ctx, params.id), params as Row, progressOf(req)),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/reRun`,
    permission: 'risk_finance_read',
    tags: TAGS,
    summary: '财务报表 — read the files of the report named by its number again (a draft only)',
    params: [
      text('reportNo', l('报表编号', 'Report number'), {
        required: l('请输入报表编号', 'please enter the report number'),
        max: 40,
      }),
      provider,
      formatParam,
    ],
    handler: async ({ ctx, params, req }) => {
      const [r] = await repo.list(db, ctx, { where: [eq(repo.col('reportNo'), String(params.reportNo))], limit: 1 });
      if (!r)
        throw notFound(l(`财务报表不存在: ${params.reportNo}`, `No such financial statements: ${params.reportNo}`));
      return readFiles(ctx, r, params as Row, progressOf(req));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/readers`,
    permission: VIEW,
    tags: TAGS,
    summary:
      '财务报表 — how files can be read now: `local` (the engine here) and the tenant’s statement-parsing provider when one is configured',
    handler: ({ ctx }) => reading.readers(ctx),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/syncReportOrder`,
    permission: VIEW,
    tags: TAGS,
    summary: '财务报表 — where the report’s reading order stands (asks an outside provider again)',
    params: [reportId],
    handler: async ({ ctx, params }) => {
      const r = await reportOf(ctx, params.id);
      if (!r.orderNo) return null;
      return orders.sync(ctx, String(r.orderNo));
    },
  });

  const moveTo =
    (to: 'CONFIRMED' | 'DRAFT', why: Localized) =>
    async ({ ctx, params }: { ctx: RequestContext; params: { id: string } }) => {
      const r = await reportOf(ctx, params.id);
      if (to === 'CONFIRMED') {
        const errors = checksOf(r).filter((c) => c.level === 'error');
        if (errors.length)
          throw badRequest(
            l(`${why['zh-CN']}: ${errors[0].message['zh-CN']}`, `${why['en-US']}: ${errors[0].message['en-US']}`),
          );
      }
      await reports.transition(ctx, params.id, to);
      return reports.detail(ctx, params.id);
    };

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/confirm`,
    permission: 'risk_finance_confirm',
    tags: TAGS,
    summary:
      '财务报表 — confirm the figures (refused while a check fails: the balance sheet must balance, subtotals add up)',
    params: [reportId],
    handler: moveTo('CONFIRMED', l('报表校验未通过, 不能确认', 'The statements do not pass their checks')),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/reopen`,
    permission: 'risk_finance_confirm',
    tags: TAGS,
    summary: '财务报表 — back to draft for correcting (kept in the history; never deleted once confirmed)',
    params: [reportId],
    handler: moveTo('DRAFT', l('', '')),
  });
}
