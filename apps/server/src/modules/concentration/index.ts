// 客户集中度 and its warnings (issue 15 item 6): the company's own position, dated, and the indicators of DOMAIN.md §4
// computed from it (finance/concentration.ts), the live exposure (ServicingApi), approved projects not yet disbursed
// (ProjectApi, the contracts' disbursed amounts) and the customer relation graph (picture.ts).
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import type { ProjectApi } from '../project';
import type { ServicingApi } from '../servicing';
import { CONCENTRATION_MENUS } from './menus';
import { positionHooks } from './position.rules';
import { concentrationRepos } from './repos';
import { registerWarnRoutes } from './warn';
import { defineModule } from '../host';
import { AppError } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { loadBook } from './picture';
import type { ReportApi } from '../report';
import { registerConcentrationReport } from './report';
import { seedConcentrationDemo } from './demo-seed';

export { seedConcentrationDemo } from './demo-seed';

export interface ConcentrationModuleDeps {
  db: Db;
  servicing: ServicingApi;
  projects: ProjectApi;
  reports: ReportApi;
}

export function registerConcentrationModule(
  app: FastifyInstance,
  { db, servicing, projects, reports }: ConcentrationModuleDeps,
) {
  registerResourceRoutes(app, { repo: concentrationRepos.concentration, db, hooks: positionHooks });
  registerWarnRoutes(app, db, { servicing, projects });
  registerConcentrationReport(app, db, { servicing, projects }, reports);
  return {
    /**
     * The limits' indicators as they stand (the whole book, default 90 % threshold): how many are past or near their
     * limit, and the breached ones (风控总览 shows them). A tenant without a position (公司信息) has none: null.
     */
    async breaches(ctx: RequestContext) {
      try {
        const { book } = await loadBook(db, ctx, { servicing, projects }, '90');
        const all = book.indicators();
        return {
          breach: all.filter((i) => i.status === 'breach').length,
          near: all.filter((i) => i.status === 'near').length,
          breached: all
            .filter((i) => i.status === 'breach')
            .map((i) => ({ code: i.code, ratio: i.ratio, limitRatio: i.limitRatio, value: i.value, limit: i.limit })),
        };
      } catch (e) {
        if (e instanceof AppError && e.status < 500) return null;
        throw e;
      }
    },
  };
}

export type ConcentrationApi = ReturnType<typeof registerConcentrationModule>;

declare module '../host' {
  interface ModuleApis {
    concentration: ConcentrationApi;
  }
}

/** 客户集中度: the company's position and the limits. */
export const concentrationModule = defineModule({
  name: 'concentration',
  menus: CONCENTRATION_MENUS,
  uses: ['servicing', 'project', 'report'],
  register: (host, { servicing, project, report }) =>
    registerConcentrationModule(host.app, {
      db: host.db,
      servicing: servicing.api,
      projects: project.api,
      reports: report,
    }),
  demo: (host) => seedConcentrationDemo(host.db), // the company's position for the concentration limits
});
