// 宽限期调整 (WAVE3-BRIEF §2.5): the `graceadjust` change family over fl_grace_adjust (grace.ts), priced from the
// ledger with and without the override it asks for (pricing.ts), its overrides said readably (summary.ts).
import { graceAdjust, graceAdjustFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { pricedHooks, registerChangeFamily } from '../../flow/families/change';
import type { ServicingModuleDeps } from '../index';
import { GRACE_PARAMS, graceHooks, graceOver, graceRules } from './grace';
import { graceRepos } from './repos';

export { graceModels } from './models';
export { GRACE_MENU } from './menus';
export { GRACE_PARAMS };
export { seedGraceDemo } from './demo-seed';

export function registerGraceArea(app: FastifyInstance, { db, runtime }: ServicingModuleDeps) {
  const hooks = pricedHooks(graceAdjust, graceOver, graceHooks);
  const service = registerResourceRoutes(app, { repo: graceRepos.adjust, db, hooks });
  const family = registerChangeFamily(app, graceAdjustFamily, { db, runtime, service }, graceOver, graceRules);
  return { service, family };
}

export type GraceArea = ReturnType<typeof registerGraceArea>;
