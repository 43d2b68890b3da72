// 核销 (WAVE3-BRIEF §2.9): the `verification` change family over fl_write_off (write-off.ts), priced from the ledger
// (pricing.ts), its recoveries read against the claim it kept off the balance sheet (recoveries.ts), and its lists
// (pageLists: the page under the spec's name; noPageLists: routes.ts).
import { type iou, writeOff, writeOffFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { ResourceService } from '../../../platform/crud/service';
import { pricedHooks, registerChangeFamily } from '../../flow/families/change';
import type { ServicingModuleDeps } from '../index';
import { writeOffRepos } from './repos';
import { registerWriteOffRoutes } from './routes';
import { writeOffHooks, writeOffOver, writeOffRules } from './write-off';

export { writeOffModels } from './models';
export { WRITE_OFF_MENU } from './menus';
export { WRITE_OFF_PARAM_SEEDS } from './params';
export { writtenOffClaim } from './recoveries';
export { seedWriteOffDemo } from './demo-seed';

export function registerWriteOffArea(
  app: FastifyInstance,
  { db, runtime }: ServicingModuleDeps,
  ious: ResourceService<typeof iou>,
) {
  const over = writeOffOver(ious);
  const hooks = pricedHooks(writeOff, over, writeOffHooks);
  const service = registerResourceRoutes(app, {
    repo: writeOffRepos.writeOff,
    db,
    hooks,
    aliases: { page: ['pageLists'] },
  });
  const family = registerChangeFamily(app, writeOffFamily, { db, runtime, service }, over, writeOffRules);
  registerWriteOffRoutes(app, db, service);
  return { service, family };
}

export type WriteOffArea = ReturnType<typeof registerWriteOffArea>;
