// 财务报表 (issue 33 item 1; WAVE3-BRIEF §4): a company's statements by period and scope — entered on screen or read
// from the customer's Excel or text PDF through the order machine (orders.ts, files.ts), checked at every save
// (values.ts), confirmed once they add up — and the views of them the spec names: the balance sheet, income statement
// and cash flow statement as tables, and the ratio set with its trend (routes.ts, views.ts).
import { financeReport } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { WorkerPool } from '../../platform/workers/pool';
import type { Db } from '../../platform/db/database';
import { defineModule } from '../host';
import type { OrderMachine } from '../outside';
import type { FileService } from '../resource';
import { seedStatementDemo } from './demo-seed';
import { STATEMENT_MENUS } from './menus';
import { statementOrders } from './orders';
import { statementRepos } from './repos';
import { registerStatementRoutes } from './routes';
import { reportHooks } from './values';
import { latestStatementFigures } from './figures';

export interface StatementDeps {
  db: Db;
  orders: OrderMachine;
  workers: WorkerPool;
  files: FileService;
}

export function registerStatementModule(app: FastifyInstance, deps: StatementDeps) {
  const { db } = deps;
  const reports = registerResourceRoutes(app, { repo: statementRepos.report, db, hooks: reportHooks });
  const reading = statementOrders(deps);
  registerStatementRoutes(app, { db, reports, orders: deps.orders, reading });
  return { reports, reading, latestFigures: latestStatementFigures(db) };
}

export type StatementModule = ReturnType<typeof registerStatementModule>;

declare module '../host' {
  interface ModuleApis {
    statements: StatementModule;
  }
}

export const statementsModule = defineModule({
  name: 'statements',
  menus: STATEMENT_MENUS,
  uses: ['outside', 'enterprise', 'resource', 'system', 'numbering', 'customer', 'flow'],
  register: (host, { outside, resource }) =>
    registerStatementModule(host.app, { db: host.db, orders: outside, files: resource, workers: host.workers }),
  // Three years of statements of a demo lessee (demo-seed.ts).
  demo: (host, module, { resource }) => seedStatementDemo(host.db, { module, system: host.system, files: resource }),
  dicts: [
    {
      code: 'sheet_type',
      name: '报表类型',
      items: [
        ['1', '年报'],
        ['2', '半年报'],
        ['3', '季报'],
        ['4', '月报'],
      ],
    },
    {
      code: 'sheet_type_divide',
      name: '报表口径',
      items: [
        ['1', '合并报表'],
        ['2', '母公司/本部'],
      ],
    },
  ],
});

export { financeReport };
