// The workflow families the engine serves itself: 请假 (leave) and 业务审批 (business). Business modules register
// their own families with registerWorkflowFamily and their default models with the same deploy function.
import { businessFamily, leaveFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database';
import type { FlowRuntimeApi } from '../runtime/types';
import { businessRules } from './business';
import { leaveRules } from './leave';
import { registerWorkflowFamily } from './machinery';
import { type DeployDefaults, defaultModels } from './models';
import { familyRepos } from './repos';

export { registerWorkflowFamily, type FamilyRules, type FamilyDeps } from './machinery';
export { type DefaultModel, type DeployDefaults, defaultModels } from './models';

export interface FamiliesDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  /** Deploys the default models as common definitions (modules/flow/definitions.ts, deployDefaultModels). */
  deploy: DeployDefaults;
}

/**
 * Serves the leave and business families and deploys their default models. Call it while the app is being built
 * (routes), after the migrations (the deploy writes definitions).
 */
export async function registerFamilies(app: FastifyInstance, deps: FamiliesDeps) {
  const { db, runtime } = deps;
  registerWorkflowFamily(app, leaveFamily, { db, runtime, repo: familyRepos.leave }, leaveRules);
  registerWorkflowFamily(app, businessFamily, { db, runtime, repo: familyRepos.businessApproval }, businessRules);
  await deps.deploy(defaultModels());
}
