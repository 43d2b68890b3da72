// 租后管理 and 风险管理 (issue 15): disbursements and their IOUs and schedules (loan/), receipts and their allocation
// (receipt/), the daily overdue and classification job with the collection and risk families (overdue/), and the
// standing book with its month-end history (standing-book/). One module, because they are one ledger: the IOU, its
// schedule rows and the receipts allocated to them (ledger.ts); other modules reach it through ServicingApi.
import { COLLECTION_METHODS, IOU_STATE_OPTIONS, RECEIPT_STATE_OPTIONS, RISK_LEVEL_OPTIONS } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { JobDef } from '../../platform/jobs/types';
import type { ContractModule } from '../contract';
import type { MessageService } from '../desk/message.service';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { ProjectApi } from '../project';
import type { FileService } from '../resource';
import { createServicingApi } from './api';
import { loanModels } from './loan';
import { receiptModels } from './receipt';
import { overdueModels } from './overdue';
import { registerLoanArea } from './loan';
import { SERVICING_MENUS } from './menus';
import { registerOverdueArea } from './overdue';
import { registerReceiptArea } from './receipt';
import { registerStandingBookArea, snapshotMonthEnd } from './standing-book';
import { defineModule } from '../host';
import { seedServicingDemo } from './demo-seed';

export type { ServicingApi } from './api';
export { businessDate } from './ledger';
export { seedServicingDemo } from './demo-seed';

export interface ServicingModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
  projects: ProjectApi;
  contracts: ContractModule;
  messages: MessageService;
}

const dictOf = (code: string, name: string, options: { value: string; label: { 'zh-CN': string } }[]) => ({
  code,
  name,
  items: options.map((o) => [o.value, o.label['zh-CN']] as [string, string]),
});

export function registerServicingModule(app: FastifyInstance, deps: ServicingModuleDeps) {
  const loan = registerLoanArea(app, deps);
  const receipt = registerReceiptArea(app, deps);
  const overdue = registerOverdueArea(app, deps);
  const standingBook = registerStandingBookArea(app, deps);
  // The daily job takes the standing book's month-end snapshot after deriving a month's last day.
  overdue.onMonthEnd(snapshotMonthEnd);
  const jobs: JobDef[] = [...overdue.jobs, ...standingBook.jobs];
  return { api: createServicingApi(deps.db), loan, receipt, overdue, standingBook, jobs };
}

export type ServicingModule = ReturnType<typeof registerServicingModule>;

/** The default models of the servicing families (放款, 租金支付表, 确认函, 回款确认, 银行还款计划, 风险等级, 逾期). */
export function servicingModels() {
  return [...loanModels(), ...receiptModels(), ...overdueModels()];
}

declare module '../host' {
  interface ModuleApis {
    servicing: ServicingModule;
  }
}

/** 租后管理 and 风险管理: disbursements, IOUs, receipts, the daily job, the standing book. */
export const servicingModule = defineModule({
  name: 'servicing',
  menus: SERVICING_MENUS,
  dicts: [
    dictOf('iou_state', '借据状态', IOU_STATE_OPTIONS),
    dictOf('risk_level', '五级分类', RISK_LEVEL_OPTIONS),
    dictOf('receipt_state', '收款状态', RECEIPT_STATE_OPTIONS),
    dictOf('collection_method', '催收方式', COLLECTION_METHODS),
  ],
  uses: ['flow', 'resource', 'project', 'contract', 'desk'],
  register: (host, { flow, resource, project, contract, desk }) =>
    registerServicingModule(host.app, {
      db: host.db,
      runtime: flow.runtime,
      files: resource,
      projects: project.api,
      contracts: contract,
      messages: desk,
    }),
  jobs: (module) => module.jobs,
  boot: (host, _api, { flow }) => flow.deployModels(host.db, servicingModels()),
  // The demo portfolio: disbursed, paid as planned, the daily job run (demo-plan.ts).
  demo: (host, module, { flow, contract }) =>
    seedServicingDemo(host.db, { runtime: flow.runtime, system: host.system, contracts: contract, module }),
});
