// 放款申请, 借据, 租金支付表 and 租金支付确认函 (issue 15 items 1–2): the `loan` family over the disbursement (its last
// approval makes the IOU and its schedule), the IOU's calls, the schedule's calls with the `repayment` family (a
// schedule takes effect on its approval) and the `zjzfqrh` family over the rent payment letters.
import { loanFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { registerWorkflowFamily } from '../../flow/families';
import type { ServicingModuleDeps } from '../index';
import { servicingRepos } from '../repos';
import { LoanConditions } from './conditions';
import { registerIouRoutes } from './iou-routes';
import { registerLetterRoutes } from './letter';
import { loanHooks, loanRules } from './loan-rules';
import { registerLoanRoutes } from './loan-routes';
import { registerScheduleRoutes } from './schedule-routes';

export { loanModels } from './models';
export { seedLoanDemo } from './demo-seed';
export type { ConditionDef, Finding, LoanConditions } from './conditions';

export function registerLoanArea(
  app: FastifyInstance,
  { db, runtime, files, projects, contracts }: ServicingModuleDeps,
) {
  // The checklist: the standing conditions, and those later modules register (`conditions.register`).
  const conditions = new LoanConditions(projects);
  const ruleDeps = { contracts, projects, conditions };
  const service = registerResourceRoutes(app, { repo: servicingRepos.loan, db, hooks: loanHooks(ruleDeps) });
  const loans = registerWorkflowFamily(app, loanFamily, { db, runtime, service }, loanRules(ruleDeps));
  registerLoanRoutes(app, { db, runtime, contracts, conditions, service });
  const ious = registerIouRoutes(app, { db, contracts });
  const schedules = registerScheduleRoutes(app, { db, runtime, contracts });
  const letters = registerLetterRoutes(app, { db, runtime, files, contracts });
  return { loans, ious, schedules: schedules.family, letters: letters.family, conditions };
}

export type LoanArea = ReturnType<typeof registerLoanArea>;
