// 冲正 / 红冲 (issue 28 item 4; WAVE3-BRIEF §2.7): 收款冲销 (recoil, receipt-recoil.ts) and 租金计划红冲
// (schedulerecoil, schedule-recoil.ts), each a change family over its target (flow/families/change.ts).
import { recoilFamily, scheduleRecoilFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { ResourceService } from '../../../platform/crud/service';
import { registerChangeFamily } from '../../flow/families/change';
import type { ServicingModuleDeps } from '../index';
import { receiptRecoil, receiptRecoilRules, repaymentRecoilHooks } from './receipt-recoil';
import { recoilRepos } from './repos';
import { registerScheduleRecoilRoutes, scheduleChange, scheduleRecoilHooks } from './schedule-recoil';

export { recoilModels } from './models';
export { CHANGE_TOP_MENU, RECOIL_MENUS } from './menus';
export { seedRecoilDemo } from './demo-seed';

export function registerRecoilArea(
  app: FastifyInstance,
  { db, runtime }: ServicingModuleDeps,
  receipts: ResourceService,
) {
  const recoils = registerResourceRoutes(app, { repo: recoilRepos.repaymentRecoil, db, hooks: repaymentRecoilHooks });
  const receipt = registerChangeFamily(
    app,
    recoilFamily,
    { db, runtime, service: recoils },
    receiptRecoil(receipts),
    receiptRecoilRules,
  );
  const schedules = registerResourceRoutes(app, { repo: recoilRepos.scheduleRecoil, db, hooks: scheduleRecoilHooks });
  const schedule = registerChangeFamily(app, scheduleRecoilFamily, { db, runtime, service: schedules }, scheduleChange);
  registerScheduleRecoilRoutes(app, db, schedules);
  return { receipt, schedule };
}

export type RecoilArea = ReturnType<typeof registerRecoilArea>;
