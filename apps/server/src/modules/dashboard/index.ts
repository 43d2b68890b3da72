// The home dashboard (newIndex) and the cockpit (issue 15 item 7): figures computed with SQL aggregates by the modules
// that own the tables (servicing, customer, project, region, flow, desk), put together here. docs/dashboards.md.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { MessageService } from '../desk/message.service';
import type { ProjectApi } from '../project';
import type { ServicingApi } from '../servicing';
import type { FundingApi } from '../funding';
import { registerCockpitRoutes } from './cockpit';
import { registerFundingRoutes } from './funding';
import { registerHomeRoutes } from './home';
import { DASHBOARD_MENUS } from './menus';
import { registerRiskIndexRoutes } from './risk-index';
import { type NoApi, defineModule } from '../host';
import type { ConcentrationApi } from '../concentration';
import type { MonitorModule } from '../monitor';

export interface DashboardModuleDeps {
  db: Db;
  servicing: ServicingApi;
  projects: ProjectApi;
  /** The unread count of the caller's messages (getIndexMsg). */
  messages: MessageService;
  funding: FundingApi;
  /** 风控总览's concentration breaches and monitoring hits. */
  concentration: ConcentrationApi;
  monitor: Pick<MonitorModule, 'figures'>;
}

export function registerDashboardModule(app: FastifyInstance, deps: DashboardModuleDeps) {
  registerHomeRoutes(app, deps);
  registerCockpitRoutes(app, deps);
  registerFundingRoutes(app, deps.db, deps.funding);
  registerRiskIndexRoutes(app, deps);
  return {};
}

declare module '../host' {
  interface ModuleApis {
    dashboard: NoApi;
  }
}

/** newIndex, the cockpit and 风控指数. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  menus: DASHBOARD_MENUS,
  uses: ['servicing', 'project', 'desk', 'funding', 'customer', 'concentration', 'monitor'],
  register: (host, { servicing, project, desk, funding, concentration, monitor }) => {
    registerDashboardModule(host.app, {
      db: host.db,
      servicing: servicing.api,
      projects: project.api,
      messages: desk,
      funding,
      concentration,
      monitor,
    });
  },
});
