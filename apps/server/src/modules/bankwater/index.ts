// 银行流水 (issue 33 item 2; WAVE3-BRIEF §5): a company's bank statements as the banks export them, read into
// transactions (read/: each big bank's layout by its header, a user's mapping for the others, text PDFs), merged
// across overlapping files, and analysed (shared bankwater/: integrity, monthly flows, balances against the rent,
// counterparties, flagged transactions, categories) into result versions with a workbook (engine.ts, report.ts).
import type { bankwater } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceHooks } from '../../platform/crud/service';
import { defineModule } from '../host';
import { NumberingService } from '../numbering';
import { seedBankwaterDemo } from './demo-seed';
import { type BankwaterEngine, type EngineDeps, bankwaterEngine } from './engine';
import { BANKWATER_MENUS } from './menus';
import { bankwaterRepos } from './repos';
import { BANKWATER_NUMBERING, registerBankwaterRoutes } from './routes';
import { registerRuleRoutes } from './rule-routes';
import { ruleHooks } from './rules';

/** What the module needs: what its engine needs (engine.ts). */
export type BankwaterDeps = EngineDeps;

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
  const rules = registerResourceRoutes(app, { repo: bankwaterRepos.rule, db, hooks: ruleHooks });
  const engine: BankwaterEngine = bankwaterEngine(deps);
  registerBankwaterRoutes(app, { db, orders, engine });
  registerRuleRoutes(app, { db, rules });
  return { orders, rules, engine };
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
  uses: ['resource', 'calendar', 'numbering', 'customer', 'company', 'enterprise', 'servicing', 'system', 'flow'],
  register: (host, { resource, calendar, servicing, enterprise }) =>
    registerBankwaterModule(host.app, {
      db: host.db,
      files: resource,
      calendar,
      servicing: servicing.api,
      enterprise,
      workers: host.workers,
    }),
  // A year of the demo lessee's CCB account and half a year of its parent's, read and analysed (demo-seed.ts).
  demo: (host, module, { resource, servicing }) =>
    seedBankwaterDemo(host.db, { module, system: host.system, files: resource, servicing: servicing.api }),
});
