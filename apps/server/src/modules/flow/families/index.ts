// The workflow families the engine serves itself: 请假 (leave) and 业务审批 (business). Business modules register
// their own families with registerWorkflowFamily and their default models with the same deploy function.
import { businessFamily, leaveFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database';
import type { FlowRuntimeApi } from '../runtime/types';
import { businessRules } from './business';
import { leaveRules } from './leave';
import { type FamilyHandle, registerWorkflowFamily } from './machinery';
import { type DefaultModel, deployDefaultModels } from '../definitions';
import { defaultModels } from './models';
import { familyRepos } from './repos';

export {
  registerWorkflowFamily,
  registerWorkflowFamilies,
  type FamilyBinding,
  type FamilyRules,
  type FamilyDeps,
  type FamilyHandle,
} from './machinery';
export { defaultModels } from './models';

export interface FamiliesDeps {
  db: Db;
  runtime: FlowRuntimeApi;
}

/** Serves the leave and business families (their default models are deployed by deployFamilyModels at boot). */
export function registerFamilies(app: FastifyInstance, deps: FamiliesDeps): Record<'leave' | 'business', FamilyHandle> {
  const { db, runtime } = deps;
  return {
    leave: registerWorkflowFamily(app, leaveFamily, { db, runtime, repo: familyRepos.leave }, leaveRules),
    business: registerWorkflowFamily(
      app,
      businessFamily,
      { db, runtime, repo: familyRepos.businessApproval },
      businessRules,
    ),
  };
}

/** Deploys the generic families' default models as common definitions, when not deployed already (every boot). */
export async function deployFamilyModels(db: Db, more: DefaultModel[] = []) {
  await deployDefaultModels(db, [...defaultModels(), ...more]);
}
