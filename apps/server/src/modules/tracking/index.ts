// 租后检查 (issue 32 item 4; WAVE3-BRIEF §3.3): the post-lease checks of the lessees — planned by the daily job from
// each lessee's class (plan.ts), written by the inspector with the lessee's figures filled from the ledger and its
// diligence (rules.ts), with their reports and the exported document (reports.ts), and approved as the `tracking`
// family (部门负责人 → 风控), whose 预警 conclusion drafts the suggested class (风险等级维护).
import { trackingFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import type { MessageService } from '../desk';
import type { DiligenceApi } from '../diligence';
import { type FlowRuntimeApi, registerWorkflowFamily } from '../flow';
import { defineModule } from '../host';
import type { FileService } from '../resource';
import type { ServicingApi } from '../servicing';
import { seedTrackingDemo } from './demo-seed';
import { TRACKING_MENUS } from './menus';
import { trackingModels } from './models';
import { trackingPlan, trackingPlanJob } from './plan';
import { registerReportRoutes } from './reports';
import { trackingRepos } from './repos';
import { trackingRules } from './rules';

export interface TrackingModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  servicing: ServicingApi;
  diligence: DiligenceApi;
  messages: MessageService;
  files: FileService;
}

export function registerTrackingModule(app: FastifyInstance, deps: TrackingModuleDeps) {
  const { db, runtime, servicing, diligence, messages, files } = deps;
  const { hooks, rules } = trackingRules({ servicing, diligence });
  const service = registerResourceRoutes(app, { repo: trackingRepos.check, db, hooks });
  const plan = trackingPlan({ db, service, servicing, messages });
  const family = registerWorkflowFamily(
    app,
    trackingFamily,
    { db, runtime, service },
    {
      ...rules,
      // Accepted: its 预警 drafts the class, and the lessee's next check is planned from this one.
      async onApproved(h, record, event) {
        await rules.onApproved?.(h, record, event);
        await plan.plan(h, await servicing.businessDate(h.tx, h.ctx), [String(record.customerId)]);
      },
    },
  );
  const { reports } = registerReportRoutes(app, { db, checks: service, files, servicing });
  return { family, plan, service, reports };
}

export type TrackingModule = ReturnType<typeof registerTrackingModule>;
export type { TrackingPlan } from './plan';

declare module '../host' {
  interface ModuleApis {
    tracking: TrackingModule;
  }
}

export const trackingModule = defineModule({
  name: 'tracking',
  menus: TRACKING_MENUS,
  uses: ['flow', 'servicing', 'diligence', 'desk', 'resource', 'customer', 'numbering', 'contract-model', 'system'],
  register: (host, { flow, servicing, diligence, desk, resource }) =>
    registerTrackingModule(host.app, {
      db: host.db,
      runtime: flow.runtime,
      servicing: servicing.api,
      diligence,
      messages: desk,
      files: resource,
    }),
  jobs: () => [trackingPlanJob],
  boot: (host, _api, { flow }) => flow.deployModels(host.db, trackingModels()),
  // A lessee's first check done and its next one due; the plan made for every other lessee (demo-seed.ts).
  demo: (host, module, { flow, servicing }) =>
    seedTrackingDemo(host.db, { module, runtime: flow.runtime, system: host.system, servicing: servicing.api }),
});
