// 企业监控 (issue 32 item 5, second half; WAVE3-BRIEF §3.5): the companies watched — every customer with exposure once
// initialized — compared daily with what was seen last (engine.ts over diff.ts, through the enterprise data service),
// their changes kept and told to the account manager the same day, a red one calling a special post-lease check
// (the tracking module's plan); a provider's pushes through a signed, idempotent webhook, off by default (routes.ts).
import { l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import type { JobDef } from '../../platform/jobs/types';
import { nowString } from '../../platform/db/time';
import type { MessageService } from '../desk';
import type { EnterpriseDataService } from '../enterprise';
import { defineModule } from '../host';
import type { ServicingApi } from '../servicing';
import type { TrackingPlan } from '../tracking';
import { seedMonitorDemo } from './demo-seed';
import { type MonitorEngine, monitorEngine, monitorFigures } from './engine';
import type { RequestContext } from '../../platform/tenancy/context';
import { MONITOR_MENUS } from './menus';
import { monitorRepos } from './repos';
import { monitorHooks, registerMonitorRoutes } from './routes';

export interface MonitorModuleDeps {
  db: Db;
  enterprise: EnterpriseDataService;
  servicing: ServicingApi;
  messages: MessageService;
  tracking: TrackingPlan;
}

/** The engine of each app's database (the job is declared once per process; tests build many apps). */
const enginesByDb = new WeakMap<Db, MonitorEngine>();

/** 企业监控比对: daily, for every tenant, the watched companies not yet compared today. */
const monitorJob: JobDef = {
  code: 'company_monitor',
  name: l('企业监控比对', 'Company monitoring'),
  cron: '0 7 * * *',
  perTenant: true,
  async run({ db, ctx, signal }) {
    const engine = enginesByDb.get(db);
    if (!engine) throw new Error('the monitor module is not registered on this database');
    const rows = await engine.due(ctx, `${nowString().slice(0, 10)} 00:00:00`);
    let changed = 0;
    let undone = 0;
    for (const r of rows) {
      if (signal.aborted) break;
      const o = await engine.check(ctx, r);
      changed += o.changes;
      if (!o.done) undone++;
    }
    return l(
      `比对 ${rows.length} 家, 发现变动 ${changed} 项, 未完成 ${undone} 家`,
      `${rows.length} compared, ${changed} changes, ${undone} not done`,
    );
  },
};

export function registerMonitorModule(app: FastifyInstance, deps: MonitorModuleDeps) {
  const { db } = deps;
  const monitors = registerResourceRoutes(app, { repo: monitorRepos.monitor, db, hooks: monitorHooks });
  registerResourceRoutes(app, { repo: monitorRepos.change, db });
  const engine = monitorEngine({ ...deps, monitors });
  const { unmonitored, add } = registerMonitorRoutes(app, { db, monitors, engine, servicing: deps.servicing });

  enginesByDb.set(db, engine);
  return { engine, monitors, unmonitored, add, figures: (ctx: RequestContext) => monitorFigures(db, ctx) };
}

export type MonitorModule = ReturnType<typeof registerMonitorModule>;

declare module '../host' {
  interface ModuleApis {
    monitor: MonitorModule;
  }
}

export const monitorModule = defineModule({
  name: 'monitor',
  menus: MONITOR_MENUS,
  uses: ['enterprise', 'servicing', 'desk', 'tracking', 'customer', 'system', 'flow'],
  register: (host, { enterprise, servicing, desk, tracking }) =>
    registerMonitorModule(host.app, {
      db: host.db,
      enterprise,
      servicing: servicing.api,
      messages: desk,
      tracking: tracking.plan,
    }),
  jobs: () => [monitorJob],
  // The demo's watched lessees and the changes seen on them (demo-seed.ts).
  demo: (host, module, { servicing }) =>
    seedMonitorDemo(host.db, { module, system: host.system, servicing: servicing.api }),
});
