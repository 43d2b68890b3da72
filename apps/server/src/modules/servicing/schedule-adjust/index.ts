// 租金计划调整 (issue 29 item 5; WAVE3-BRIEF §2.6): the `scheduleAdjust` change family over fl_schedule_adjust
// (adjust.ts), priced from the ledger (pricing.ts), and adjustSaveOrUpdate (routes.ts).
import { scheduleAdjustFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerPricedChange } from '../changes/area';
import type { ServicingModuleDeps } from '../index';
import { adjustHooks, adjustOver, adjustRules } from './adjust';
import { scheduleAdjustRepos } from './repos';
import { registerAdjustRoutes } from './routes';

export { scheduleAdjustModels } from './models';
export { SCHEDULE_ADJUST_MENU } from './menus';
export { seedScheduleAdjustDemo } from './demo-seed';

export function registerScheduleAdjustArea(app: FastifyInstance, { db, runtime }: ServicingModuleDeps) {
  const area = registerPricedChange(
    app,
    { db, runtime },
    {
      family: scheduleAdjustFamily,
      repo: scheduleAdjustRepos.adjust,
      over: adjustOver,
      hooks: adjustHooks,
      rules: adjustRules,
    },
  );
  registerAdjustRoutes(app, area.family);
  return area;
}

export type ScheduleAdjustArea = ReturnType<typeof registerScheduleAdjustArea>;
