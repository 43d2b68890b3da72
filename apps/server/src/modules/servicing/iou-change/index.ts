// 借据变更 (issue 29 item 3; WAVE3-BRIEF §2.4): the `iouchange` change family over fl_iou_change (iou-change.ts),
// priced from the ledger (pricing.ts), and its prefill (routes.ts).
import { iouChange, iouChangeFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { pricedHooks, registerChangeFamily } from '../../flow/families/change';
import type { ServicingModuleDeps } from '../index';
import { iouChangeHooks, iouChangeOver, iouChangeRules } from './iou-change';
import { iouChangeRepos } from './repos';
import { registerIouChangeRoutes } from './routes';

export { iouChangeModels } from './models';
export { IOU_CHANGE_MENU } from './menus';
export { IOU_CHANGE_PARAMS } from './pricing';
export { seedIouChangeDemo } from './demo-seed';

export function registerIouChangeArea(app: FastifyInstance, { db, runtime, projects }: ServicingModuleDeps) {
  const over = iouChangeOver(projects);
  const hooks = pricedHooks(iouChange, over, iouChangeHooks);
  const service = registerResourceRoutes(app, { repo: iouChangeRepos.change, db, hooks });
  const family = registerChangeFamily(app, iouChangeFamily, { db, runtime, service }, over, iouChangeRules);
  registerIouChangeRoutes(app, db);
  return { service, family };
}

export type IouChangeArea = ReturnType<typeof registerIouChangeArea>;
