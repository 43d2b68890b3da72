// 调息: a floating (LPR) drawdown's rate set again on each repricing day it has passed (the loan's 重定价日: each
// 1 January, or each anniversary of the drawdown) — the LPR of the loan's tenor last published on or before the day
// plus its spread — and the interest of what is not yet paid worked out again from that day (finance:
// bank-repricing.ts). Each repricing is kept (调息记录), once per day: the daily job and treasury's 调息 both apply what
// is due and skip what is done. A drawdown repaid by the bank's own plan is not recomputed (the bank sends a new
// plan); a day without a published quote waits for one, said so.
import { type Localized, bankIou, id, l, type lprQuote } from '@flp/shared';
import {
  D,
  type DayBasis,
  type RepriceDay,
  formatMoney,
  repriceInterest,
  repricedRate,
  repricingDates,
} from '@flp/shared/finance';
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import {
  type HookContext,
  type ResourceHooks,
  type ResourceService,
  hookTransaction,
} from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, notFound, requestLocale } from '../../platform/http/errors';
import type { JobDef } from '../../platform/jobs/types';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { businessDate } from '../servicing';
import { refreshIou } from './figures';
import { fundingRepos } from './repos';

export interface RepriceOutcome {
  /** The repricings applied now, earliest first. */
  applied: Row[];
  /** Why nothing (more) could be applied, when something is due but cannot be: no quote, a plan drawdown. */
  waiting: Localized | null;
}

/** The LPR quote in force on a day: the last published on or before it. */
async function quoteOn(h: HookContext, day: string): Promise<Row | undefined> {
  const q = fundingRepos.lprQuote;
  const [found] = await q.list(h.tx, beyondDataScope(h.ctx), {
    where: [lte(q.col('quoteDate'), day)],
    query: { descs: 'quote_date' },
    limit: 1,
  });
  return found;
}

/** Applies the repricing days of one drawdown due by `asOf` and not yet applied (the drawdown locked). */
export async function repriceDrawdown(h: HookContext, iouId: string, asOf: string): Promise<RepriceOutcome> {
  const ctx = beyondDataScope(h.ctx);
  const { iou: ious, loan: loans, period: periods, rateChange } = fundingRepos;
  const iou = await ious.lockById(h.tx, ctx, iouId);
  const [loan] = await loans.findIds(h.tx, ctx, [String(iou.bankLoanId)]);
  if (loan?.rateType !== 'LPR' || iou.iouState === 'SETTLED') return { applied: [], waiting: null };
  const done = await rateChange.list(h.tx, ctx, {
    where: [eq(rateChange.col('bankIouId'), iouId)],
    query: { descs: 'effective_date' },
    limit: 1,
  });
  const after = done[0] ? String(done[0].effectiveDate) : '';
  const due = repricingDates(
    String(iou.drawdownDate),
    String(iou.endDate),
    (loan.repriceOn ?? 'JAN1') as RepriceDay,
    asOf,
  ).filter((d) => d > after);
  if (!due.length) return { applied: [], waiting: null };
  if (iou.repaymentMethod === 'PLAN')
    return {
      applied: [],
      waiting: l(
        `借据 ${iou.bankIouNo} 按银行还款计划还款: 重定价日 ${due[0]} 的利息以银行的新计划为准 (银行还款计划)`,
        `Drawdown ${iou.bankIouNo} is repaid by the bank's plan: from ${due[0]} its interest follows the bank's new plan (bank repayment plans)`,
      ),
    };
  const applied: Row[] = [];
  let rate = String(iou.annualRate);
  for (const day of due) {
    const quote = await quoteOn(h, day);
    if (!quote)
      return {
        applied,
        waiting: l(
          `重定价日 ${day} 当日或之前没有LPR报价: 请先在 资金管理 > LPR报价 录入`,
          `No LPR quote published on or before ${day}: enter it under Funding > LPR quotes first`,
        ),
      };
    const lpr = String(loan.lprTenor === '5Y' ? quote.rate5y : quote.rate1y);
    const spreadBp = Number(loan.spreadBp ?? 0);
    const newRate = repricedRate(lpr, spreadBp);
    const rows = await periods.list(h.tx, ctx, {
      where: [eq(periods.col('bankIouId'), iouId)],
      query: { ascs: 'period' },
    });
    const interest = repriceInterest(
      rows.map((r) => ({
        startDate: String(r.startDate),
        endDate: String(r.endDate),
        principal: String(r.principal),
        interest: String(r.interest),
        kept: new D(String(r.paidPrincipal ?? 0)).gt(0) || new D(String(r.paidInterest ?? 0)).gt(0),
      })),
      {
        amount: String(iou.amount),
        effectiveDate: day,
        oldRate: rate,
        newRate,
        dayBasis: (loan.dayBasis ?? 'ACT/360') as DayBasis,
      },
    );
    let change = new D(0);
    for (const [i, r] of rows.entries()) {
      if (new D(String(r.interest)).eq(interest[i])) continue;
      change = change.plus(interest[i]).minus(String(r.interest));
      await periods.update(h.tx, ctx, r.id, {
        interest: interest[i],
        total: formatMoney(new D(String(r.principal)).plus(interest[i])),
      });
    }
    applied.push(
      await rateChange.insert(h.tx, ctx, {
        bankIouId: iouId,
        effectiveDate: day,
        quoteDate: quote.quoteDate,
        lprRate: lpr,
        spreadBp,
        oldRate: rate,
        newRate,
        interestChange: formatMoney(change),
      }),
    );
    rate = newRate;
  }
  await ious.update(h.tx, ctx, iouId, { annualRate: rate });
  await refreshIou(h, iouId);
  return { applied, waiting: null };
}

/** The drawdowns a repricing can touch: repaying, under an approved LPR loan. */
async function floatingDrawdowns(db: Db, ctx: HookContext['ctx']): Promise<string[]> {
  const { loan: loans, iou: ious } = fundingRepos;
  const all = beyondDataScope(ctx);
  const floating = await loans.list(db, all, {
    where: [and(eq(loans.col('rateType'), 'LPR'), eq(loans.col('flowState'), 'approved'))!],
  });
  if (!floating.length) return [];
  const rows = await ious.list(db, all, {
    where: [
      inArray(
        ious.col('bankLoanId'),
        floating.map((r) => r.id),
      ),
      ne(ious.col('iouState'), 'SETTLED'),
    ],
  });
  return rows.map((r) => String(r.id));
}

/** 银行借款调息: each morning, every floating drawdown's repricing days passed by the business date. */
export const repriceJob: JobDef = {
  code: 'bank_lpr_reprice',
  name: l('银行借款LPR调息', 'Bank loans: LPR repricing'),
  cron: '20 1 * * *',
  perTenant: true,
  async run({ db, ctx }) {
    const asOf = await businessDate(db, ctx);
    let applied = 0;
    const waiting = new Map<string, Localized>();
    for (const id of await floatingDrawdowns(db, ctx)) {
      const out = await hookTransaction(db, ctx, (h) => repriceDrawdown(h, id, asOf));
      applied += out.applied.length;
      if (out.waiting) waiting.set(out.waiting['zh-CN'], out.waiting);
    }
    const said = (locale: 'zh-CN' | 'en-US') => [...waiting.values()].map((w) => w[locale]).join('; ');
    return l(
      `业务日期 ${asOf}: 调息 ${applied} 笔${waiting.size ? `; 待处理: ${said('zh-CN')}` : ''}`,
      `Business date ${asOf}: ${applied} repricings${waiting.size ? `; waiting: ${said('en-US')}` : ''}`,
    );
  },
};

/** A quote a repricing used stays as it was: the rate change it made names it. */
const quoteHooks: ResourceHooks<typeof lprQuote> = {
  async beforeUpdate(h, values, current) {
    if (values.quoteDate === undefined && values.rate1y === undefined && values.rate5y === undefined) return;
    await refuseUsed(h, [current]);
  },
  beforeRemove: (h, rows) => refuseUsed(h, rows),
};

async function refuseUsed(h: HookContext, quotes: Row[]) {
  const r = fundingRepos.rateChange;
  const used = await r.list(h.tx, beyondDataScope(h.ctx), {
    where: [
      inArray(
        r.col('quoteDate'),
        quotes.map((q) => String(q.quoteDate)),
      ),
    ],
    limit: 1,
  });
  if (used.length)
    throw badRequest(
      l(
        `${used[0].quoteDate} 的LPR报价已用于调息, 不能修改或删除`,
        `The LPR quote of ${used[0].quoteDate} has been used to reprice: it cannot be changed or removed`,
      ),
    );
}

/**
 * LPR报价 (its standard calls), 调息记录 (read), and 调息 — `POST bankiou/reprice?id=`: one drawdown's repricing days
 * passed by the business date applied now (treasury, once the month's quote is entered); a day waiting for its quote
 * is a 400 saying which.
 */
export function registerRepriceRoutes(
  app: FastifyInstance,
  deps: { db: Db; ious: ResourceService<typeof bankIou>; today: (ctx: RequestContext) => Promise<string> },
) {
  const { db, ious, today } = deps;
  registerResourceRoutes(app, { repo: fundingRepos.lprQuote, db, hooks: quoteHooks });
  registerResourceRoutes(app, { repo: fundingRepos.rateChange, db });
  defineRoute(app, {
    method: 'POST',
    url: `/api${bankIou.api}/reprice`,
    permission: 'funding_bank_iou_reprice',
    tags: ['Funding'],
    summary: '银行借据 — 调息: the repricing days of a floating drawdown passed by the business date, applied',
    params: [id('id', l('银行借据', 'Bank drawdown'), { required: l('请选择银行借据', 'please select the drawdown') })],
    handler: async ({ ctx, params, req }) => {
      const asOf = await today(ctx);
      const out = await ious.write(ctx, { req }, async (h) => {
        const [iou] = await fundingRepos.iou.findIds(h.tx, h.ctx, [params.id]);
        if (!iou) throw notFound(l('银行借据不存在', 'No such drawdown'));
        const [loan] = await fundingRepos.loan.findIds(h.tx, beyondDataScope(h.ctx), [String(iou.bankLoanId)]);
        if (loan?.rateType !== 'LPR')
          throw badRequest(
            l(
              `借据 ${iou.bankIouNo} 的借款合同是固定利率, 不调息`,
              `Drawdown ${iou.bankIouNo} is at a fixed rate: nothing to reprice`,
            ),
          );
        return repriceDrawdown(h, iou.id, asOf);
      });
      // What could be applied is kept; what waits is said.
      if (out.waiting && !out.applied.length) throw badRequest(out.waiting);
      return { asOf, applied: out.applied, waiting: out.waiting?.[requestLocale(req)] ?? null };
    },
  });
}
