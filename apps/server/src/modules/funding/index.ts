// 资金管理 (issue 31 items 5–6; WAVE3-BRIEF §7): the company's own funding — bank loans approved as 融资申请
// (loan.ts), their drawdowns with the bank's schedule and the repayments on them (drawdown.ts, figures.ts), the loan's
// movements, the reminders and warnings of what falls due, the lessees behind 保理 loans, and the financing ledger with
// its month-by-month gap (queries.ts), a floating rate set again from the LPR (reprice.ts). The dashboards read it through FundingApi.
import {
  BANKS,
  type bankIou,
  bankLoan,
  type bankRepayment,
  type bond,
  bankLoanFamily,
  bankLoanWater,
  date,
  yhhkjhFamily,
  dict,
  id,
  ids,
  int,
  l,
  text,
} from '@flp/shared';
import { D, addDays, formatMoney } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceService } from '../../platform/crud/service';
import { pageOf } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { bodyObject, defineRoute, idsOf } from '../../platform/http/define-route';
import { badRequest, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import type { BankwaterModule } from '../bankwater';
import type { CalendarApi } from '../calendar';
import { type FamilyHandle, type FlowRuntimeApi, registerWorkflowFamily } from '../flow';
import { defineModule } from '../host';
import type { ServicingApi, ServicingModule } from '../servicing';
import { bankPlanRules } from './bank-plan';
import { recourseParts } from './recourse';
import { drawdownParts } from './drawdown';
import { registerBondRoutes, ownBondsOutstanding } from './bond';
import { seedFundingDemo } from './demo-seed';
import { bankDueSource } from './reminders';
import { registerRepriceRoutes, repriceJob } from './reprice';
import { matchStatement } from './statement-match';
import { FUNDING_GM_THRESHOLD, bankLoanParts } from './loan';
import { FUNDING_MENUS } from './menus';
import { fundingModels } from './models';
import {
  byBank,
  duePeriods,
  ledgerByInstitution,
  liquidity,
  fundingPaybackByMonth,
  repaymentsByBankAndMonth,
  underlying,
} from './queries';
import { fundingRepos } from './repos';

const LOAN = `/api${bankLoan.api}`;
const WATER = `/api${bankLoanWater.api}`;
const ACCOUNT = '/api/rzzl_qy/financingAccount/financingaccount';
const TAGS = ['Funding'];
const DAYS = int('days', l('提前天数', 'Days ahead'), { minValue: 0, maxValue: 366, defaultValue: 7 });
const MONTH = { regex: '^\\d{4}-(0[1-9]|1[0-2])$', message: l('应为yyyy-MM格式的月份', 'must be a month as yyyy-MM') };
const UNTIL = date('dateTime', l('截止日期', 'Up to'), { required: l('请选择截止日期', 'please select the date') });

export interface FundingDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  servicing: ServicingApi;
  /** The reminder rules (消息提醒), which tell of bank instalments through the source this module adds. */
  remind: ServicingModule['remind'];
  /** Asset transfers' deliveries: a with-recourse sale drafts its loan. */
  onTransferSettled: ServicingModule['assetTransfer']['onSettled'];
  calendar: CalendarApi;
  /** The bank-statement readers: sysWater matches the company's own statement with the movements. */
  statements: Pick<BankwaterModule['engine'], 'readFiles'>;
}

/** What the dashboards read of the funding side. */
export interface FundingApi {
  /** Per bank: loans, contract amount, drawn and outstanding. */
  byBank: typeof byBank;
  /** What the company's own bonds still outstanding owe. */
  bondsOutstanding: typeof ownBondsOutstanding;
  /** The liquidity view from this month (of the business date) to `to`, a year ahead by default. */
  liquidity(db: Db, ctx: RequestContext, to?: string): Promise<Awaited<ReturnType<typeof liquidity>>>;
}

/** The module as its manifest holds it: the dashboards' interface, and the doors its demo seed goes through. */
export type FundingModule = FundingApi & {
  demo: {
    loans: FamilyHandle<typeof bankLoan>;
    ious: ResourceService<typeof bankIou>;
    repayments: ResourceService<typeof bankRepayment>;
    bonds: ResourceService<typeof bond>;
  };
};

export function registerFundingModule(app: FastifyInstance, deps: FundingDeps): FundingModule {
  const { db, runtime, servicing, calendar } = deps;
  const today = (ctx: RequestContext) => servicing.businessDate(db, ctx);
  deps.remind.addSource('BANK_DUE', bankDueSource);

  const { iouHooks, repaymentHooks, waterHooks } = drawdownParts(calendar);
  const ious = registerResourceRoutes(app, { repo: fundingRepos.iou, db, hooks: iouHooks });
  const loanParts = bankLoanParts(servicing);
  const recourse = recourseParts(servicing);
  const loans = registerResourceRoutes(app, { repo: fundingRepos.loan, db, hooks: loanParts.hooks });
  const loanFamily = registerWorkflowFamily(
    app,
    bankLoanFamily,
    { db, runtime, service: loans },
    { ...loanParts.rules, onApproved: (h, loan) => recourse.drawSale(h, ious, loan) },
  );
  deps.onTransferSettled((h, sale) => recourse.draftLoan(h, loans, sale));
  const repayments = registerResourceRoutes(app, { repo: fundingRepos.repayment, db, hooks: repaymentHooks });
  const water = registerResourceRoutes(app, { repo: fundingRepos.water, db, hooks: waterHooks });
  registerWorkflowFamily(app, yhhkjhFamily, { db, runtime, repo: fundingRepos.plan }, bankPlanRules(servicing, ious));
  const bonds = registerBondRoutes(app, db);
  registerRepriceRoutes(app, { db, ious, today });

  const get = (url: string, permission: string, summary: string) => ({
    method: 'GET' as const,
    url,
    permission,
    tags: TAGS,
    summary,
  });

  defineRoute(app, {
    ...get(`${LOAN}/bank-list`, 'funding_bank_loan_view', '银行借款 — the banks and lenders one borrows from'),
    handler: async () =>
      BANKS.map((b, i) => ({ dictKey: b.value, dictValue: b.label['zh-CN'], en: b.label['en-US'], sort: i + 1 })),
  });
  defineRoute(app, {
    ...get(
      `${LOAN}/countByBankKey`,
      'funding_bank_loan_view',
      '银行借款 — per bank: loans, contract amount, drawn, outstanding',
    ),
    handler: ({ ctx }) => byBank(db, ctx),
  });
  defineRoute(app, {
    ...get(`${LOAN}/bankContractPage`, 'funding_bank_loan_view', '银行借款 — the approved loan contracts, paged'),
    paged: true,
    params: [dict('bankKey', l('贷款银行', 'Bank'), 'bank', { options: BANKS })],
    handler: ({ ctx, params, paging, req }) =>
      loans.page(
        ctx,
        { flowState: 'approved', ...(params.bankKey ? { bankKey: params.bankKey } : {}) },
        { req, paging },
      ),
  });

  // Drawdowns as the spec names them.
  defineRoute(app, {
    ...get(`${LOAN}/getBankIou`, 'funding_bank_iou_view', '银行借据 — one drawdown with its schedule'),
    params: [id('id', l('银行借据', 'Bank drawdown'), { required: l('请选择银行借据', 'please select the drawdown') })],
    handler: ({ ctx, params, req }) => ious.detail(ctx, params.id, { req }),
  });
  defineRoute(app, {
    ...get(`${LOAN}/getBankIouList`, 'funding_bank_iou_view', '银行借据 — the drawdowns of a loan'),
    params: [
      id('bankLoanId', l('银行借款合同', 'Bank loan'), { required: l('请选择银行借款合同', 'please select the loan') }),
    ],
    handler: async ({ ctx, params, req }) => await ious.list(ctx, { bankLoanId: params.bankLoanId }, { req }),
  });
  // A drawdown by its number (the spec's two spellings of the parameter): the whole of it, or its documents.
  const byNumber = (call: string, param: string, summary: string, pick: (d: Row) => unknown) =>
    defineRoute(app, {
      ...get(`${LOAN}/${call}`, 'funding_bank_iou_view', summary),
      params: [
        text(param, l('借据编号', 'Drawdown number'), {
          required: l('请输入借据编号', 'please enter the number'),
          max: 60,
        }),
      ],
      handler: async ({ ctx, params, req }) => {
        const r = fundingRepos.iou;
        const no = String((params as Row)[param]);
        const [found] = await r.list(db, ctx, { where: [eq(r.col('bankIouNo'), no)], limit: 1 });
        if (!found) throw notFound(l('银行借据不存在', 'No such drawdown'));
        return pick(await ious.detail(ctx, found.id, { req }));
      },
    });
  byNumber('getByBankIou', 'bankIouNo', '银行借据 — a drawdown by its number, with its schedule', (d) => d);
  byNumber('getFileList', 'lousNo', '银行借据 — the documents of a drawdown (by its number)', (d) => d.files);
  defineRoute(app, {
    method: 'POST',
    url: `${LOAN}/endBankLou`,
    permission: 'funding_bank_iou_end',
    tags: TAGS,
    summary: '银行借据 — confirms a drawdown settled: refused while principal or interest is still owed',
    params: [id('id', l('银行借据', 'Bank drawdown'), { required: l('请选择银行借据', 'please select the drawdown') })],
    handler: ({ ctx, params, req }) =>
      ious.write(ctx, { req }, async (h) => {
        const [iou] = await fundingRepos.iou.findIds(h.tx, ctx, [params.id]);
        if (!iou) throw notFound(l('银行借据不存在', 'No such drawdown'));
        if (iou.iouState !== 'SETTLED')
          throw badRequest(
            l(
              `借据 ${iou.bankIouNo} 尚未还清 (余额 ${iou.outstanding}, 下次应还 ${iou.nextDueDate ?? '—'}), 请先登记还款`,
              `Drawdown ${iou.bankIouNo} is not repaid (outstanding ${iou.outstanding}, next due ${iou.nextDueDate ?? '—'}): record the repayments first`,
            ),
          );
        return { id: iou.id, bankIouNo: iou.bankIouNo, iouState: iou.iouState };
      }),
  });

  // What falls due and what is overdue.
  const dueRoute = (
    url: string,
    method: 'GET' | 'POST',
    summary: string,
    filter: (days: number) => object,
    paged = false,
  ) =>
    defineRoute(app, {
      method,
      url: `${LOAN}/${url}`,
      permission: 'funding_bank_loan_view',
      tags: TAGS,
      summary,
      params: [DAYS, dict('bankKey', l('贷款银行', 'Bank'), 'bank', { options: BANKS })],
      paged,
      handler: async ({ ctx, params, paging }) => {
        const f = { ...filter(params.days ?? 7), bankKey: params.bankKey ? String(params.bankKey) : null };
        if (!paged) return (await duePeriods(db, ctx, await today(ctx), f)).rows;
        const offset = paging.offset ?? (paging.current - 1) * paging.size;
        const { rows, total } = await duePeriods(db, ctx, await today(ctx), f, paging.size, offset);
        return pageOf(rows, total, paging);
      },
    });
  dueRoute('getWarnList', 'POST', '银行借款 — instalments overdue or due within `days` (default 7)', (d) => ({
    overdue: true,
    withinDays: d,
  }));
  dueRoute(
    'getPageReminderList',
    'GET',
    '银行借款 — instalments due within `days`, paged',
    (d) => ({ withinDays: d }),
    true,
  );
  dueRoute('getReminderWarnList', 'GET', '银行借款 — instalments overdue', () => ({ overdue: true }));
  defineRoute(app, {
    ...get(
      `${LOAN}/getReminderListIndex`,
      'funding_bank_loan_view',
      '银行借款 — the home widget: the ten nearest instalments, overdue first',
    ),
    handler: async ({ ctx }) =>
      (await duePeriods(db, ctx, await today(ctx), { overdue: true, withinDays: 30 }, 10)).rows,
  });
  defineRoute(app, {
    method: 'POST',
    url: `${LOAN}/aotuSaveReminder`,
    permission: 'funding_bank_loan_edit',
    tags: TAGS,
    summary:
      '银行借款 — tells of the instalments falling due by the tenant’s 银行借款到期 rules now (as the daily job does; each once)',
    handler: async ({ ctx, req }) => {
      const asOf = await today(ctx);
      const told = await loans.write(beyondDataScope(ctx), { req }, (h) =>
        deps.remind.sendReminders(h, asOf, ['BANK_DUE']),
      );
      return { asOf, told };
    },
  });
  defineRoute(app, {
    ...get(
      `${LOAN}/getReminderDetail`,
      'funding_bank_loan_view',
      '银行借款 — one instalment with its drawdown and loan',
    ),
    params: [id('id', l('还款期次', 'Instalment'), { required: l('请选择还款期次', 'please select the instalment') })],
    handler: async ({ ctx, params }) => {
      const [row] = (await duePeriods(db, ctx, await today(ctx), { periodId: params.id })).rows;
      if (!row) throw notFound(l('还款期次不存在或已还清', 'No such instalment, or it is paid'));
      return row;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${LOAN}/getOrgHkmx`,
    permission: 'funding_bank_loan_view',
    tags: TAGS,
    summary: '银行借款 — 机构还款明细: per bank and month, principal and interest due and paid',
    params: [
      text('yearMonth', l('起始月份', 'From month'), {
        required: l('请选择起始月份', 'please select the month'),
        pattern: MONTH,
      }),
      text('endMonth', l('截止月份', 'To month'), { pattern: MONTH }),
    ],
    handler: ({ ctx, params }) =>
      repaymentsByBankAndMonth(db, ctx, params.yearMonth, params.endMonth ?? params.yearMonth),
  });

  // The lessees behind 保理 loans.
  defineRoute(app, {
    ...get(`${LOAN}/getByLouIdList`, 'funding_bank_loan_view', '银行借款 — the loans backed by the lease IOUs given'),
    params: [ids('lousIds', l('借据', 'IOUs'), { required: l('请选择借据', 'please select the IOUs'), max: 20000 })],
    handler: ({ ctx, params }) => underlying(db, ctx, { iouIds: idsOf(params.lousIds) }),
  });
  const backers = async (ctx: RequestContext, loanIds?: string[]) => {
    const assets = await underlying(db, ctx, loanIds ? { loanIds } : {});
    const positions = new Map(
      (
        await servicing.iouPositions(
          db,
          beyondDataScope(ctx),
          assets.map((a) => a.iouId),
        )
      ).map((p) => [p.id, p]),
    );
    return assets.map((a) => {
      const p = positions.get(a.iouId);
      return {
        ...a,
        iouNo: p?.iouNo,
        outstandingPrincipal: p?.outstandingPrincipal,
        dpd: p?.dpd ?? 0,
        riskLevel: p?.riskLevel,
        iouState: p?.iouState,
      };
    });
  };
  defineRoute(app, {
    ...get(
      `${LOAN}/getCustomerList`,
      'funding_bank_loan_view',
      '银行借款 — the lessees (and their IOUs) backing a loan',
    ),
    params: [
      id('bankLoanId', l('银行借款合同', 'Bank loan'), { required: l('请选择银行借款合同', 'please select the loan') }),
    ],
    handler: ({ ctx, params }) => backers(ctx, [params.bankLoanId]),
  });
  defineRoute(app, {
    ...get(
      `${LOAN}/keyCustomerPage`,
      'funding_bank_loan_view',
      '银行借款 — the lessees backing bank loans, with what they pledge and owe, paged',
    ),
    paged: true,
    handler: async ({ ctx, paging }) => {
      const all = await backers(ctx);
      const offset = paging.offset ?? (paging.current - 1) * paging.size;
      return pageOf(all.slice(offset, offset + paging.size), all.length, paging);
    },
  });
  defineRoute(app, {
    ...get(
      `${LOAN}/getCustomerWarnList`,
      'funding_bank_loan_view',
      '银行借款 — lessees behind bank loans that are overdue or classed 关注 or worse (the bank may ask for another asset)',
    ),
    handler: async ({ ctx }) =>
      (await backers(ctx)).filter(
        (b) => b.iouState === 'active' && (b.dpd > 0 || (b.riskLevel && b.riskLevel !== 'NORMAL')),
      ),
  });

  // 借款流水: the records' own, and entered ones.
  defineRoute(app, {
    method: 'POST',
    url: `${WATER}/save`,
    permission: 'funding_bank_water_add',
    tags: TAGS,
    summary: '借款流水 — a movement entered by hand (fees, a repayment made outside the records)',
    // Any id in the body is ignored: a movement is entered, never edited.
    handler: ({ ctx, req }) => {
      const { id: _, ...values } = bodyObject(req.body);
      return water.create(ctx, values, { req });
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${WATER}/sysWater`,
    permission: 'funding_bank_water_add',
    tags: TAGS,
    summary:
      '借款流水 — the company’s own bank statement (put-file’s attachIds) reconciled with the movements recorded: same side, same amount, within 2 days (or one debit for several of a day); what is left on either side answered; nothing written',
    params: [
      ids('attachIds', l('银行流水文件', 'Bank statement files'), {
        required: l('请上传银行流水文件', 'please upload the bank statement files'),
      }),
      id('bankLoanId', l('银行借款合同', 'Bank loan')),
    ],
    handler: async ({ ctx, params }) => {
      const read = await deps.statements.readFiles(ctx, idsOf(params.attachIds));
      const waiting = read.find((f) => f.read.needsMapping);
      if (waiting)
        throw badRequest(
          l(
            `${waiting.name}: 流水格式未能识别, 请先在银行流水中映射该格式`,
            `${waiting.name}: the layout is not known; map it in 银行流水 first`,
          ),
        );
      return matchStatement(
        db,
        ctx,
        read.flatMap((f) => f.read.txns),
        params.bankLoanId ? String(params.bankLoanId) : null,
      );
    },
  });
  defineRoute(app, {
    ...get(
      `${WATER}/getByBankLoanConId`,
      'funding_bank_water_view',
      '借款流水 — the movements of one loan, oldest first',
    ),
    params: [
      id('conId', l('银行借款合同', 'Bank loan'), { required: l('请选择银行借款合同', 'please select the loan') }),
    ],
    handler: ({ ctx, params, req }) => water.list(ctx, { bankLoanId: params.conId, ascs: 'txn_date,id' }, { req }),
  });

  // 融资台账.
  for (const [url, method] of [
    ['list', 'GET'],
    ['page', 'GET'],
    ['searchList', 'POST'],
    ['search', 'POST'],
  ] as const)
    defineRoute(app, {
      method,
      url: `${ACCOUNT}/${url}`,
      permission: 'funding_account_view',
      tags: TAGS,
      summary:
        '融资台账 — by institution: credit line, contract amount, drawn, outstanding, weighted rate, nearest maturity',
      params: [dict('bankKey', l('贷款银行', 'Bank'), 'bank', { options: BANKS })],
      paged: url === 'page',
      handler: async ({ ctx, params, paging }) => {
        const rows = await ledgerByInstitution(db, ctx, params.bankKey ? String(params.bankKey) : null);
        return url === 'page'
          ? pageOf(rows.slice((paging.current - 1) * paging.size, paging.current * paging.size), rows.length, paging)
          : rows;
      },
    });
  defineRoute(app, {
    ...get(
      `${ACCOUNT}/receivableListByDate`,
      'funding_account_view',
      '融资台账 — rents lessees owe per month, from this month to `dateTime`',
    ),
    params: [UNTIL],
    handler: async ({ ctx, params }) => {
      const from = `${(await today(ctx)).slice(0, 7)}-01`;
      return servicing.rentsDueByMonth(db, ctx, from, String(params.dateTime));
    },
  });
  defineRoute(app, {
    ...get(
      `${ACCOUNT}/paybackListByDate`,
      'funding_account_view',
      '融资台账 — what is owed per month (the banks’ instalments, the company’s own bonds) from this month to `dateTime`',
    ),
    params: [UNTIL],
    handler: async ({ ctx, params }) => {
      const from = `${(await today(ctx)).slice(0, 7)}-01`;
      return fundingPaybackByMonth(db, ctx, from, String(params.dateTime));
    },
  });
  defineRoute(app, {
    ...get(
      `${ACCOUNT}/gap`,
      'funding_account_view',
      '融资台账 — month by month to `dateTime` (default a year ahead): receivable, payback, gap, cumulative, and the months short of cash',
    ),
    params: [{ ...UNTIL, required: undefined }],
    handler: async ({ ctx, params }) => {
      const t = await today(ctx);
      const to = params.dateTime ? String(params.dateTime) : addDays(t, 365);
      if (to < t) throw badRequest(l('截止日期不能早于今天', 'The date cannot be before today'));
      const view = await liquidity(db, ctx, servicing, t, to);
      const total = (k: 'receivable' | 'payback') => formatMoney(view.months.reduce((s, m) => s.plus(m[k]), new D(0)));
      return {
        asOf: t,
        to,
        months: view.months,
        receivable: total('receivable'),
        payback: total('payback'),
        shortMonths: view.months.filter((m) => m.short).map((m) => m.month),
      };
    },
  });

  return {
    demo: { loans: loanFamily, ious, repayments, bonds },
    byBank,
    bondsOutstanding: ownBondsOutstanding,
    async liquidity(db2, ctx, to) {
      const t = await servicing.businessDate(db2, ctx);
      return liquidity(db2, ctx, servicing, t, to ?? addDays(t, 365));
    },
  };
}

declare module '../host' {
  interface ModuleApis {
    funding: FundingModule;
  }
}

export const fundingModule = defineModule({
  name: 'funding',
  menus: FUNDING_MENUS,
  params: [
    {
      ...FUNDING_GM_THRESHOLD,
      name: l('融资申请总经理审批阈值(元)', 'Funding application: general manager above (yuan)'),
      remark: l(
        '合同金额超过该值的融资申请经总经理审批; 0: 全部经总经理审批',
        'Above this amount the general manager approves; 0: every one',
      ),
    },
  ],
  uses: ['flow', 'servicing', 'calendar', 'system', 'bankwater'],
  register: (host, { flow, servicing, calendar, bankwater }) =>
    registerFundingModule(host.app, {
      statements: bankwater.engine,
      db: host.db,
      runtime: flow.runtime,
      servicing: servicing.api,
      remind: servicing.remind,
      onTransferSettled: servicing.assetTransfer.onSettled,
      calendar,
    }),
  boot: (host, _api, { flow }) => flow.deployModels(host.db, fundingModels()),
  jobs: () => [repriceJob],
  // Three loans at three stages, dated from today (demo-seed.ts).
  demo: (host, module, { flow, servicing }) =>
    seedFundingDemo(host.db, { module, runtime: flow.runtime, system: host.system, servicing: servicing.api }),
});
