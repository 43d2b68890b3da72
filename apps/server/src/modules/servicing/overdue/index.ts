// The daily overdue and classification job, 逾期管理 and 风险等级维护 (issue 15 item 4): the job (daily-job.ts) and its
// notices, the business date of demo and test tenants, the `fl_risk` family (classification.ts) and the `overdue`
// family's collection records (collection.ts), with the overdue list and the history.
import { overdueFamily, riskFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { JobDef } from '../../../platform/jobs/types';
import { registerWorkflowFamily } from '../../flow/families';
import type { ServicingModuleDeps } from '../index';
import { servicingRepos } from '../repos';
import { registerChangeFamily } from '../../flow/families/change';
import { riskAdjustHooks, riskChange, riskRules } from './classification';
import { collectionHooks } from './collection';
import { registerCrsRecordRoutes } from './crs-record';
import type { RequestContext } from '../../../platform/tenancy/context';
import {
  type DailyDeps,
  type MonthEndHandler,
  type ReminderHandler,
  bindDailyDeps,
  dailyJob,
  runDaily,
} from './daily-job';
import { registerOverdueRoutes } from './routes';

export { overdueModels } from './models';
export type { MonthEndHandler } from './daily-job';

export function registerOverdueArea(app: FastifyInstance, { db, runtime, messages }: ServicingModuleDeps) {
  const daily: DailyDeps = { messages, monthEnd: [], reminders: [] };
  bindDailyDeps(db, daily);
  const risk = registerResourceRoutes(app, { repo: servicingRepos.riskAdjust, db, hooks: riskAdjustHooks });
  registerChangeFamily(app, riskFamily, { db, runtime, service: risk }, riskChange, riskRules);
  // The collection records page under `page` and the spec's `pageList`; `list` is the overdue IOUs (routes.ts).
  const collection = registerResourceRoutes(app, {
    repo: servicingRepos.overdue,
    db,
    hooks: collectionHooks,
    routes: ['page', 'submit', 'remove', 'export'],
    aliases: { page: ['pageList'] },
  });
  registerWorkflowFamily(app, overdueFamily, { db, runtime, service: collection });
  registerCrsRecordRoutes(app, collection);
  registerResourceRoutes(app, { repo: servicingRepos.riskHistory, db });
  registerOverdueRoutes(app, db, daily);
  const jobs: JobDef[] = [dailyJob];
  return {
    jobs,
    /**
     * Work for a month's last day, run by the daily job after the day's derivation (the standing book's month-end
     * snapshot registers here: `overdue.onMonthEnd(standingBook.takeMonthEnd)`), so this area does not import it.
     */
    onMonthEnd(handler: MonthEndHandler) {
      daily.monthEnd.push(handler);
    },
    /** The day's reminders, told after the derivation (the reminder rules register here, so this area does not import them). */
    onReminders(handler: ReminderHandler) {
      daily.reminders.push(handler);
    },
    /** The day's run for the tenant of `ctx` as of `asOf` (the demo seed's door; the job and runDaily call it too). */
    runDaily: (ctx: RequestContext, asOf: string) => runDaily(db, ctx, asOf, daily),
  };
}
