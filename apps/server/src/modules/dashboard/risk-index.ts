// 风控指数 (riskIndex/selectIndexzZzt; WAVE3-BRIEF §3.6): the portfolio's risk as of the business date — outstanding
// by class and the ratios and provision worked out from it (shared finance/risk-overview.ts), the days-past-due
// buckets, how classes moved since the last month-end snapshot, and the lessees most at risk. Company-wide figures,
// given by role (风控总览's view button) rather than limited by the caller's data scope, as the cockpit's are.
import { D, DPD_BUCKETS, riskOverview } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/define-route';
import { customerNamesByIds } from '../customer';
import { businessDate } from '../servicing';
import type { DashboardModuleDeps } from '.';
import { TAGS } from './paths';

export const RISK_INDEX = '/api/rzzl_qy/riskIndex/riskIndex';
export const RISK_INDEX_PERMISSION = 'risk_index_view';

export function registerRiskIndexRoutes(
  app: FastifyInstance,
  { db, servicing, concentration, monitor }: DashboardModuleDeps,
) {
  defineRoute(app, {
    method: 'GET',
    url: `${RISK_INDEX}/selectIndexzZzt`,
    permission: RISK_INDEX_PERMISSION,
    tags: TAGS,
    summary:
      '风控指数 — outstanding by class, NPL ratio, 关注率, overdue ratio, required and held provision, coverage; DPD buckets; class migration since the last month-end snapshot; the lessees most at risk; concentration limits breached; monitoring changes of the last 30 days',
    handler: async ({ ctx }) => {
      const f = await servicing.riskFigures(db, ctx);
      const overview = riskOverview({
        byClass: f.byClass,
        overduePrincipal: f.overduePrincipal,
        provisionHeld: f.byClass.reduce((s, c) => s.plus(c.provision), new D(0)),
      });
      const watch = await monitor.figures(ctx);
      const names = await customerNamesByIds(db, ctx, [
        ...f.atRisk.map((r) => r.customerId),
        ...watch.redCompanies.map((r) => r.customerId),
      ]);
      return {
        asOfDate: await businessDate(db, ctx),
        ...overview,
        dpdBuckets: DPD_BUCKETS.map((b) => {
          const x = f.dpdBuckets.find((y) => y.bucket === b.key);
          return {
            bucket: b.key,
            from: b.from,
            to: b.to,
            iouCount: x?.iouCount ?? 0,
            outstandingPrincipal: x?.outstandingPrincipal ?? '0.00',
            overduePrincipal: x?.overduePrincipal ?? '0.00',
          };
        }),
        migrationSince: f.migrationSince,
        migration: f.migration,
        atRisk: f.atRisk.map((r) => ({ ...r, customerName: names.get(r.customerId) ?? '' })),
        concentration: await concentration.breaches(ctx),
        monitoring: {
          ...watch,
          redCompanies: watch.redCompanies.map((r) => ({ ...r, customerName: names.get(r.customerId) ?? '' })),
        },
      };
    },
  });
}
