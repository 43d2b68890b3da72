// The workflow engine (modules/flow): definitions and models, the runtime, the work lists and the families.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import type { MessageService } from '../desk/message.service';
import { WorkQueries } from './work-queries';
import { registerDeploymentRoutes } from './manager.routes';
import { l } from '@flp/shared';
import { FLOW_DICT } from './categories';
import { GM_THRESHOLD_DEFAULT, GM_THRESHOLD_PARAM } from './families/business';
import { FLOW_MENUS } from './menus';
import { FlowRuntime } from './runtime/runtime';
import { registerFamilies } from './families';
import { registerProcessRoutes } from './process.routes';
import { seedFlowModels } from './starter';
import { type DefaultModel, deployDefaultModels } from './definitions';
import { registerWorkRoutes } from './work.routes';
import { defineModule } from '../host';
import { deployFamilyModels } from './families';
import { seedFlowDemo } from './demo-seed';

export { FlowRuntime } from './runtime/runtime';
export { deployFamilyModels } from './families';
export { seedFlowDemo } from './demo-seed';
export { approverOf, demoActors } from './demo-actors';
// What a business module declaring its own families uses (the families' machinery, the change machine, the chains its
// default models are drawn from): through here, the module's interface.
export { type FamilyHandle, type FamilyRules, registerWorkflowFamily } from './families';
export { type ChangeOver, keptChange, registerChangeFamily } from './families/change';
export * from './chains';
export type { DefaultModel } from './definitions';
export type { FlowRuntimeApi } from './runtime/types';

/** The caller's work counts (todo, claim, send, done) as the home page shows them (workUtil newIndex/getIndexMsg). */
export const workCounts = (db: Db, ctx: RequestContext) => new WorkQueries('zh-CN').counts(db, ctx);

/** Registers the engine's routes; each part of the module adds its own registration here. */
export interface FlowModule {
  runtime: FlowRuntime;
  families: ReturnType<typeof registerFamilies>;
  /** Deploys a module's default models as common definitions, each when not deployed already (every start). */
  deployModels(db: Db, models: DefaultModel[]): Promise<unknown>;
}

export function registerFlowModule(app: FastifyInstance, deps: { messages: MessageService }): FlowModule {
  const runtime = new FlowRuntime({ messages: deps.messages });
  // Parts register below (one line each): deployment & models, runtime & work lists, families.
  registerDeploymentRoutes(app, runtime); // 流程管理, 模型管理, process/resource-view
  registerWorkRoutes(app, runtime); // 我的事务 lists, task operations, workUtil
  registerProcessRoutes(app, runtime); // history and viewer data, 流程跟踪, client calls
  const families = registerFamilies(app, { db: app.appContext.database.db, runtime }); // 请假 and 业务审批
  return { runtime, families, deployModels: deployDefaultModels };
}

declare module '../host' {
  interface ModuleApis {
    flow: FlowModule;
  }
}

/** The workflow engine; every family module deploys its default models through `deployModels` at its boot. */
export const flowModule = defineModule({
  name: 'flow',
  menus: FLOW_MENUS,
  dicts: [FLOW_DICT], // the categories 流程管理 and 模型管理 sort by
  params: [
    {
      key: GM_THRESHOLD_PARAM,
      fallback: GM_THRESHOLD_DEFAULT,
      name: l('业务审批总经理审批金额', 'Business approval: amount the general manager approves above'),
      remark: l(
        '业务审批金额超过此值(元)时需总经理审批',
        'An approval of more than this (yuan) needs the general manager',
      ),
    },
  ],
  uses: ['system', 'desk'],
  tenantStarter: seedFlowModels, // 模型管理's default models in every tenant
  register: (host, { desk }) => registerFlowModule(host.app, { messages: desk }),
  boot: (host) => deployFamilyModels(host.db), // 请假 and 业务审批
  demo: (host, flow) => seedFlowDemo(host.db, flow, host.system), // approvals at every stage
});
