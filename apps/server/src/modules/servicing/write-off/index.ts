// 核销 (WAVE3-BRIEF §2.9): the `verification` change family over fl_write_off (write-off.ts), priced from the ledger
// (pricing.ts), its recoveries read against the claim it kept off the balance sheet (recoveries.ts), and its lists
// (pageLists: the page under the spec's name; noPageLists: routes.ts).
import { type iou, writeOffFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { ResourceService } from '../../../platform/crud/service';
import { registerPricedChange } from '../changes/area';
import type { ServicingModuleDeps } from '../index';
import { writeOffRepos } from './repos';
import { registerWriteOffRoutes } from './routes';
import { writeOffHooks, writeOffOver, writeOffRules } from './write-off';

export { writeOffModels } from './models';
export { WRITE_OFF_MENU } from './menus';
export { WRITE_OFF_PARAM_SEEDS } from './params';
export { writtenOffClaim } from './recoveries';
export { seedWriteOffDemo } from './demo-seed';

/** `ious`: the IOU's service, whose status transition writes an IOU off. */
export function registerWriteOffArea(
  app: FastifyInstance,
  { db, runtime }: ServicingModuleDeps,
  ious: ResourceService<typeof iou>,
) {
  const area = registerPricedChange(
    app,
    { db, runtime },
    {
      family: writeOffFamily,
      repo: writeOffRepos.writeOff,
      over: writeOffOver(ious),
      hooks: writeOffHooks,
      rules: writeOffRules,
      aliases: { page: ['pageLists'] },
    },
  );
  registerWriteOffRoutes(app, db, area.service);
  return area;
}

export type WriteOffArea = ReturnType<typeof registerWriteOffArea>;
