// 提前结清 (issue 28 item 3; WAVE3-BRIEF §2.3): the `settle` change family over fl_settle (settle.ts), its quote from
// the ledger (quote.ts) and the settle views (routes.ts).
import { earlySettlement, settleFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { pricedHooks, registerChangeFamily } from '../../flow/families/change';
import type { ServicingModuleDeps } from '../index';
import { settleRepos } from './repos';
import { registerSettleRoutes } from './routes';
import { settlementChange, settlementHooks, settlementRules } from './settle';

export { settleModels } from './models';
export { SETTLE_MENU } from './menus';
export { seedSettleDemo } from './demo-seed';

export function registerSettleArea(app: FastifyInstance, { db, runtime, files, contracts }: ServicingModuleDeps) {
  const hooks = pricedHooks(earlySettlement, settlementChange, settlementHooks);
  const service = registerResourceRoutes(app, { repo: settleRepos.settlement, db, hooks });
  const family = registerChangeFamily(app, settleFamily, { db, runtime, service }, settlementChange, settlementRules);
  registerSettleRoutes(app, { db, service, files, contracts });
  return { service, family };
}

export type SettleArea = ReturnType<typeof registerSettleArea>;
