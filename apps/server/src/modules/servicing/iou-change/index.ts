// 借据变更 (issue 29 item 3; WAVE3-BRIEF §2.4): the `iouchange` change family over fl_iou_change (iou-change.ts),
// priced from the ledger (pricing.ts), and its prefill (routes.ts).
import { iouChangeFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerPricedChange } from '../changes/area';
import type { ServicingModuleDeps } from '../index';
import { iouChangeHooks, iouChangeOver, iouChangeRules } from './iou-change';
import { iouChangeRepos } from './repos';
import { registerIouChangeRoutes } from './routes';

export { iouChangeModels } from './models';
export { IOU_CHANGE_MENU } from './menus';
export { IOU_CHANGE_PARAMS } from './pricing';
export { seedIouChangeDemo } from './demo-seed';

export function registerIouChangeArea(app: FastifyInstance, { db, runtime, projects }: ServicingModuleDeps) {
  const area = registerPricedChange(
    app,
    { db, runtime },
    {
      family: iouChangeFamily,
      repo: iouChangeRepos.change,
      over: iouChangeOver(projects),
      hooks: iouChangeHooks,
      rules: iouChangeRules,
    },
  );
  registerIouChangeRoutes(app, db);
  return area;
}

export type IouChangeArea = ReturnType<typeof registerIouChangeArea>;
