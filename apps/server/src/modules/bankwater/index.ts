// 银行流水 (issue 33 item 2; WAVE3-BRIEF §5): a company's bank statements as the banks export them, read into
// transactions (read/: each big bank's layout by its header, a user's mapping for the others, text PDFs), merged
// across overlapping files, and analysed (shared bankwater/: integrity, monthly flows, balances against the rent,
// counterparties, flagged transactions, categories) into result versions with a workbook (engine.ts, report.ts).
import type { bankwater } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import type { WorkerPool } from '../../platform/workers/pool';
import type { CalendarApi } from '../calendar';
import { defineModule } from '../host';
import { NumberingService } from '../numbering';
import type { FileService } from '../resource';
import { seedBankwaterDemo } from './demo-seed';
import { type BankwaterEngine, bankwaterEngine } from './engine';
import { BANKWATER_MENUS } from './menus';
import { bankwaterRepos } from './repos';
import { BANKWATER_NUMBERING, registerBankwaterRoutes } from './routes';

export interface BankwaterDeps {
  db: Db;
  files: FileService;
  calendar: CalendarApi;
  workers: WorkerPool;
}

/** An analysis takes its number, and its file set's, when it is opened; it waits for its files. */
const orderHooks: ResourceHooks<typeof bankwater> = {
  serverFields: ['orderNo', 'riskBankNo', 'waterState'],
  async beforeCreate(h, values) {
    const no = await NumberingService.next(h.tx, h.ctx, BANKWATER_NUMBERING);
    const row = values as Record<string, unknown>;
    row.orderNo = no;
    row.riskBankNo = `${no}-F`;
    row.waterState = 'WAITING';
  },
  // Other files: what was read of the old set no longer stands.
  async beforeUpdate(_h, values, current) {
    const row = values as Record<string, unknown>;
    if (row.files !== undefined && String(row.files ?? '') !== String(current.files ?? '')) row.waterState = 'WAITING';
  },
};

export function registerBankwaterModule(app: FastifyInstance, deps: BankwaterDeps) {
  const { db } = deps;
  const orders = registerResourceRoutes(app, { repo: bankwaterRepos.order, db, hooks: orderHooks });
  registerResourceRoutes(app, { repo: bankwaterRepos.result, db });
  registerResourceRoutes(app, { repo: bankwaterRepos.layout, db });
  const engine: BankwaterEngine = bankwaterEngine(deps);
  registerBankwaterRoutes(app, { db, orders, engine });
  return { orders, engine };
}

export type BankwaterModule = ReturnType<typeof registerBankwaterModule>;

declare module '../host' {
  interface ModuleApis {
    bankwater: BankwaterModule;
  }
}

export const bankwaterModule = defineModule({
  name: 'bankwater',
  menus: BANKWATER_MENUS,
  uses: ['resource', 'calendar', 'numbering', 'customer', 'system', 'flow'],
  register: (host, { resource, calendar }) =>
    registerBankwaterModule(host.app, { db: host.db, files: resource, calendar, workers: host.workers }),
  // A year of the demo lessee's CCB account, read and analysed (demo-seed.ts).
  demo: (host, module, { resource }) => seedBankwaterDemo(host.db, { module, system: host.system, files: resource }),
});
