// 宽限期调整 (WAVE3-BRIEF §2.5): the `graceadjust` change family over fl_grace_adjust (grace.ts), priced from the
// ledger with and without the override it asks for (pricing.ts), its overrides said readably (summary.ts).
import { graceAdjustFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerPricedChange } from '../changes/area';
import type { ServicingModuleDeps } from '../index';
import { GRACE_PARAMS, graceHooks, graceOver, graceRules } from './grace';
import { graceRepos } from './repos';

export { graceModels } from './models';
export { GRACE_MENU } from './menus';
export { GRACE_PARAMS };
export { seedGraceDemo } from './demo-seed';

export function registerGraceArea(app: FastifyInstance, { db, runtime }: ServicingModuleDeps) {
  return registerPricedChange(
    app,
    { db, runtime },
    { family: graceAdjustFamily, repo: graceRepos.adjust, over: graceOver, hooks: graceHooks, rules: graceRules },
  );
}

export type GraceArea = ReturnType<typeof registerGraceArea>;
