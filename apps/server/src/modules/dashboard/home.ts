// newIndex (the home page): customers, projects, loans, revenue by month, and the caller's own work and messages.
import type { CustomerSum, IndexMsg, ProjectSum, Revenue, RevenueMonth } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/define-route';
import { customerFigures } from '../customer';
import { workCounts } from '../flow';
import { businessDate } from '../servicing';
import type { DashboardModuleDeps } from '.';
import { monthly, monthlyReceived, percentage, periodsOf, sumMoney } from './figures';
import { loanFigures } from './loans';
import { HOME_PERMISSION, NEW_INDEX, TAGS, YEAR } from './paths';

export function registerHomeRoutes(app: FastifyInstance, { db, servicing, projects, messages }: DashboardModuleDeps) {
  defineRoute(app, {
    method: 'GET',
    url: `${NEW_INDEX}/getCustomerSum`,
    permission: HOME_PERMISSION,
    tags: TAGS,
    summary: 'customers: total, by type and by status, new this month and this year (business date)',
    handler: async ({ ctx }): Promise<CustomerSum> => {
      const p = periodsOf(await businessDate(db, ctx));
      const f = await customerFigures(db, ctx, p);
      return {
        asOfDate: p.asOfDate,
        total: f.total,
        newThisMonth: f.newSinceMonth,
        newThisYear: f.newSinceYear,
        byType: f.byType,
        byState: f.byState,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${NEW_INDEX}/getProjectSum`,
    permission: HOME_PERMISSION,
    tags: TAGS,
    summary: 'projects by chain state with their financed amounts; new and approved this year',
    handler: async ({ ctx }): Promise<ProjectSum> => {
      const p = periodsOf(await businessDate(db, ctx));
      const f = await projects.figures(db, ctx, p.yearStart);
      return {
        asOfDate: p.asOfDate,
        total: f.total,
        financeAmount: sumMoney(f.byState.map((s) => s.financeAmount)),
        newThisYear: f.newSinceYear,
        approvedThisYear: f.approvedSinceYear,
        approvedThisYearAmount: f.approvedSinceYearAmount,
        byState: f.byState,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${NEW_INDEX}/getLoanSum`,
    permission: HOME_PERMISSION,
    tags: TAGS,
    summary: 'disbursed this year and in all, outstanding principal, overdue amount and ratio, by five-level class',
    handler: async ({ ctx }) => loanFigures(db, ctx, servicing),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${NEW_INDEX}/getAnalysisOfrevenue`,
    permission: HOME_PERMISSION,
    tags: TAGS,
    summary: 'per month of a year: interest falling due on the schedules in effect, beside the cash applied',
    params: [YEAR],
    handler: async ({ ctx, params }): Promise<Revenue> => {
      const year = params.year ?? periodsOf(await businessDate(db, ctx)).year;
      const [interest, received] = await Promise.all([
        servicing.interestDueByMonth(db, ctx, year),
        servicing.receivedByMonth(db, ctx, year),
      ]);
      const accrued = monthly(interest);
      const { by, total } = monthlyReceived(received);
      const months = accrued.map((interestAccrued, i) => ({
        month: i + 1,
        interestAccrued,
        received: total[i],
        receivedPrincipal: by.PRINCIPAL[i],
        receivedInterest: by.INTEREST[i],
        receivedPenalty: by.PENALTY[i],
        receivedFee: by.FEE[i],
      }));
      const column = (k: Exclude<keyof RevenueMonth, 'month'>) => sumMoney(months.map((m) => m[k]));
      return {
        year,
        months,
        totals: {
          interestAccrued: column('interestAccrued'),
          received: column('received'),
          receivedPrincipal: column('receivedPrincipal'),
          receivedInterest: column('receivedInterest'),
          receivedPenalty: column('receivedPenalty'),
          receivedFee: column('receivedFee'),
        },
        /** Interest received of interest falling due in the year (%), when any fell due. */
        interestCollected: percentage(column('receivedInterest'), column('interestAccrued')),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${NEW_INDEX}/getIndexMsg`,
    permission: null,
    tags: TAGS,
    summary: "the caller's own work (todo, claim, send, done) and unread messages",
    handler: async ({ ctx }): Promise<IndexMsg> => ({
      ...(await workCounts(db, ctx)),
      unread: await messages.unreadCount(db, ctx),
    }),
  });
}
