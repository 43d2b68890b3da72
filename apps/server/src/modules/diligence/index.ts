// 尽职调查 and 企业准入扫描 (issue 32 items 2–3; WAVE3-BRIEF §3.1–3.2): the diligence report a project's review
// meeting reads, with its sub-tables and the people investigated, made into a document from the 尽调报告 model
// (reports.ts); the admission scan of a company, locally or by the tenant's provider, as an outside order (scan.ts);
// and a company's judicial report, made here from the registry data as an outside order (judicial.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { EnterpriseDataService } from '../enterprise';
import { defineModule } from '../host';
import type { OrderMachine } from '../outside';
import type { FileService } from '../resource';
import type { StatementModule } from '../statements';
import { seedDiligenceDemo } from './demo-seed';
import { DILIGENCE_MENUS } from './menus';
import { registerReportRoutes } from './reports';
import { registerJudicialRoutes } from './judicial';
import { registerScanRoutes } from './scan';

export interface DiligenceDeps {
  db: Db;
  orders: OrderMachine;
  enterprise: EnterpriseDataService;
  files: FileService;
  statements?: StatementModule['latestFigures'];
}

/** What the module offers: the report's document made (its demo seed uses it). */
export type DiligenceApi = ReturnType<typeof registerReportRoutes>;

export function registerDiligenceModule(app: FastifyInstance, deps: DiligenceDeps): DiligenceApi {
  registerScanRoutes(app, deps);
  registerJudicialRoutes(app, deps);
  return registerReportRoutes(app, deps);
}

declare module '../host' {
  interface ModuleApis {
    diligence: DiligenceApi;
  }
}

export const diligenceModule = defineModule({
  name: 'diligence',
  menus: DILIGENCE_MENUS,
  uses: [
    'outside',
    'enterprise',
    'resource',
    'system',
    'numbering',
    'customer',
    'project',
    'contract-model',
    'flow',
    'statements',
  ],
  register: (host, { outside, enterprise, resource, statements }) =>
    registerDiligenceModule(host.app, {
      db: host.db,
      orders: outside,
      enterprise,
      files: resource,
      statements: statements.latestFigures,
    }),
  // A finished report on the project in its review meeting (demo-seed.ts).
  demo: (host, api) => seedDiligenceDemo(host.db, { api, system: host.system }),
});
