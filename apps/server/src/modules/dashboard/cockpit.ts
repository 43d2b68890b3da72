// The cockpit (/fl/cockpit/index): headline figures, this year against last by month, and exposure by province.
import type { IndexHeader, YearContrast } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/define-route';
import { customerFigures, customerRegions } from '../customer';
import { provinceNames } from '../region';
import { businessDate } from '../servicing';
import type { DashboardModuleDeps } from '.';
import { byProvince, monthly, monthlyReceived, periodsOf, sumMoney } from './figures';
import { loanFigures } from './loans';
import { COCKPIT, COCKPIT_PERMISSION, TAGS, YEAR } from './paths';

export function registerCockpitRoutes(app: FastifyInstance, { db, servicing }: DashboardModuleDeps) {
  defineRoute(app, {
    method: 'GET',
    url: `${COCKPIT}/getIndexHeader`,
    permission: COCKPIT_PERMISSION,
    tags: TAGS,
    summary: 'headline figures: disbursed, outstanding, customers, contracts, overdue and NPL ratios',
    handler: async ({ ctx }): Promise<IndexHeader> => {
      const loans = await loanFigures(db, ctx, servicing);
      const customers = await customerFigures(db, ctx, periodsOf(loans.asOfDate));
      return {
        asOfDate: loans.asOfDate,
        disbursedAmount: loans.disbursedTotal.amount,
        iouCount: loans.disbursedTotal.count,
        disbursedThisYear: loans.disbursedThisYear.amount,
        outstandingPrincipal: loans.outstandingPrincipal,
        customerCount: customers.total,
        lesseeCount: loans.activeCustomerCount,
        contractCount: loans.contractCount,
        overdueAmount: loans.overdueAmount,
        overdueRatio: loans.overdueRatio,
        nplRatio: loans.nplRatio,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${COCKPIT}/getYearContrast`,
    permission: COCKPIT_PERMISSION,
    tags: TAGS,
    summary: 'a year against the year before, by month: amount disbursed and cash received',
    params: [YEAR],
    handler: async ({ ctx, params }): Promise<YearContrast> => {
      const year = params.year ?? periodsOf(await businessDate(db, ctx)).year;
      const [disbursed, disbursedBefore, received, receivedBefore] = await Promise.all([
        servicing.disbursedByMonth(db, ctx, year),
        servicing.disbursedByMonth(db, ctx, year - 1),
        servicing.receivedByMonth(db, ctx, year),
        servicing.receivedByMonth(db, ctx, year - 1),
      ]);
      const series = {
        disbursed: monthly(disbursed),
        disbursedLastYear: monthly(disbursedBefore),
        received: monthlyReceived(received).total,
        receivedLastYear: monthlyReceived(receivedBefore).total,
      };
      return {
        year,
        lastYear: year - 1,
        months: series.disbursed.map((_, i) => ({
          month: i + 1,
          disbursed: series.disbursed[i],
          disbursedLastYear: series.disbursedLastYear[i],
          received: series.received[i],
          receivedLastYear: series.receivedLastYear[i],
        })),
        totals: {
          disbursed: sumMoney(series.disbursed),
          disbursedLastYear: sumMoney(series.disbursedLastYear),
          received: sumMoney(series.received),
          receivedLastYear: sumMoney(series.receivedLastYear),
        },
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${COCKPIT}/getProvince`,
    permission: COCKPIT_PERMISSION,
    tags: TAGS,
    summary: "exposure by the lessee's province: lessees, active IOUs and outstanding principal, largest first",
    handler: async ({ ctx }) => {
      const positions = await servicing.positionsByCustomer(db, ctx);
      const regions = await customerRegions(
        db,
        ctx,
        positions.map((p) => p.customerId),
      );
      return { asOfDate: await businessDate(db, ctx), ...byProvince(positions, regions, await provinceNames(db)) };
    },
  });
}
