// 租后管理 and 风险管理 (issue 15): disbursements and their IOUs and schedules (loan/), receipts and their allocation
// (receipt/), the daily overdue and classification job with the collection and risk families (overdue/), and the
// standing book with its month-end history (standing-book/). One module, because they are one ledger: the IOU, its
// schedule rows and the receipts allocated to them (ledger.ts); other modules reach it through ServicingApi.
import {
  COLLECTION_METHODS,
  IOU_STATE_OPTIONS,
  RECEIPT_STATE_OPTIONS,
  RECOIL_REASONS,
  RISK_LEVEL_OPTIONS,
  ADJUST_MODES,
  OVERDUE_TREATMENTS,
  RESET_INTEREST_METHODS,
  SETTLE_INTEREST_RULES,
  GRACE_PENALTY_MODES,
  GRACE_SCOPES,
  WRITE_OFF_REASONS,
  l,
} from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { JobDef } from '../../platform/jobs/types';
import type { ContractModule } from '../contract';
import type { MessageService } from '../desk/message.service';
import type { SmsApi } from '../sms';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { ProjectApi } from '../project';
import type { CalendarApi } from '../calendar';
import type { FileService } from '../resource';
import type { ReportApi } from '../report';
import { createServicingApi } from './api';
import { loanModels } from './loan';
import { receiptModels } from './receipt';
import { overdueModels } from './overdue';
import { registerLoanArea } from './loan';
import { SERVICING_MENUS } from './menus';
import { registerOverdueArea } from './overdue';
import { registerReceiptArea } from './receipt';
import { RECOIL_MENUS, recoilModels, registerRecoilArea } from './recoil';
import { SETTLE_MENU, registerSettleArea, settleModels } from './settle';
import { EXTENSION_MENU, EXTENSION_PARAMS, extensionModels, registerExtensionArea } from './extension';
import { IOU_CHANGE_MENU, IOU_CHANGE_PARAMS, iouChangeModels, registerIouChangeArea } from './iou-change';
import { SCHEDULE_ADJUST_MENU, registerScheduleAdjustArea, scheduleAdjustModels } from './schedule-adjust';
import { GRACE_MENU, GRACE_PARAMS, graceModels, registerGraceArea } from './grace';
import { ASSET_TRANSFER_DICTS, ASSET_TRANSFER_PARAMS, registerAssetTransferArea } from './asset-transfer';
import {
  ARCHIVE_CODES,
  ARCHIVE_PARAM,
  PROJECT_END_MENUS,
  endOfProjectModels,
  registerEndOfProjectArea,
} from './end-of-project';
import { WRITE_OFF_MENU, WRITE_OFF_PARAM_SEEDS, registerWriteOffArea, writeOffModels } from './write-off';
import { registerStandingBookArea } from './standing-book';
import { registerMergeSheetArea } from './merge-sheet';
import { registerRemindArea, seedRemindRules } from './remind';
import { defineModule } from '../host';
import { DEMO_TENANTS_PARAM, SERVICING_PARAMS } from './ledger';
import { CONDITION_CODES, LOAN_CONDITIONS_PARAM } from './loan/conditions';
import { DAILY_PARAMS } from './overdue/daily-job';
import { seedServicingDemo } from './demo-seed';

export type { LesseeStanding, ServicingApi } from './api';
export type { ConditionDef, Finding, LoanConditions } from './loan';
export type { RemindEvent, RemindSource } from './remind/sources';
export type { SettledTransfer, TransferSettled } from './asset-transfer';
export { businessDate } from './ledger';
export { CHANGE_TOP_MENU } from './recoil';
export { seedServicingDemo } from './demo-seed';

export interface ServicingModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
  projects: ProjectApi;
  contracts: ContractModule;
  messages: MessageService;
  /** The reminder rules' text messages. */
  sms: SmsApi;
  calendar: CalendarApi;
  /** 报表管理: the month-end workbook is filed there. */
  reports: ReportApi;
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
  registerMergeSheetArea(app, deps);
  const remind = registerRemindArea(app, deps);
  overdue.onReminders(remind.sendReminders);
  const recoil = registerRecoilArea(app, deps, receipt.service);
  const settle = registerSettleArea(app, deps);
  const extension = registerExtensionArea(app, deps);
  const iouChange = registerIouChangeArea(app, deps);
  const scheduleAdjust = registerScheduleAdjustArea(app, deps);
  const grace = registerGraceArea(app, deps);
  const assetTransfer = registerAssetTransferArea(app, deps);
  const endOfProject = registerEndOfProjectArea(app, deps);
  const writeOff = registerWriteOffArea(app, deps, loan.ious);
  // The daily job takes the standing book's month-end snapshot after deriving a month's last day.
  overdue.onMonthEnd(standingBook.takeMonthEnd);
  const jobs: JobDef[] = [...overdue.jobs, ...standingBook.jobs];
  return {
    api: createServicingApi(deps.db),
    /** The reminder rules: other modules add the events they watch (`addSource`) and run them (`sendReminders`). */
    remind,
    loan,
    receipt,
    overdue,
    standingBook,
    recoil,
    settle,
    extension,
    iouChange,
    scheduleAdjust,
    grace,
    assetTransfer,
    endOfProject,
    writeOff,
    jobs,
  };
}

export type ServicingModule = ReturnType<typeof registerServicingModule>;

/** The default models of the servicing families (放款, 租金支付表, 确认函, 回款确认, 银行还款计划, 风险等级, 逾期, 冲正, 红冲). */
export function servicingModels() {
  return [
    ...loanModels(),
    ...receiptModels(),
    ...overdueModels(),
    ...recoilModels(),
    ...settleModels(),
    ...extensionModels(),
    ...iouChangeModels(),
    ...scheduleAdjustModels(),
    ...graceModels(),
    ...endOfProjectModels(),
    ...writeOffModels(),
  ];
}

declare module '../host' {
  interface ModuleApis {
    servicing: ServicingModule;
  }
}

/** 租后管理 and 风险管理: disbursements, IOUs, receipts, the daily job, the standing book. */
export const servicingModule = defineModule({
  name: 'servicing',
  // 租后变更 holds the reversals and the changes over an IOU.
  menus: [
    ...SERVICING_MENUS,
    ...RECOIL_MENUS.map((m) => ({
      ...m,
      children: [
        ...(m.children ?? []),
        SETTLE_MENU,
        EXTENSION_MENU,
        IOU_CHANGE_MENU,
        SCHEDULE_ADJUST_MENU,
        GRACE_MENU,
        WRITE_OFF_MENU,
      ],
    })),
    // 项目结项 under 项目管理.
    ...PROJECT_END_MENUS,
  ],
  dicts: [
    dictOf('iou_state', '借据状态', IOU_STATE_OPTIONS),
    dictOf('risk_level', '五级分类', RISK_LEVEL_OPTIONS),
    dictOf('receipt_state', '收款状态', RECEIPT_STATE_OPTIONS),
    dictOf('collection_method', '催收方式', COLLECTION_METHODS),
    dictOf('recoil_reason', '冲销原因', RECOIL_REASONS),
    dictOf('settle_interest_rule', '提前结清当期利息', SETTLE_INTEREST_RULES),
    dictOf('extension_overdue_treatment', '展期逾期处理', OVERDUE_TREATMENTS),
    dictOf('iou_reset_interest', '借据变更补差方式', RESET_INTEREST_METHODS),
    dictOf('schedule_adjust_mode', '租金计划调整方式', ADJUST_MODES),
    dictOf('grace_scope', '宽限期调整范围', GRACE_SCOPES),
    dictOf('grace_penalty_mode', '宽限期调整罚息处理', GRACE_PENALTY_MODES),
    ...ASSET_TRANSFER_DICTS,
    dictOf('write_off_reason', '核销原因', WRITE_OFF_REASONS),
  ],
  params: [
    {
      key: SERVICING_PARAMS.businessDate,
      fallback: '',
      name: l('业务日期', 'Business date'),
      remark: l(
        '演示/测试租户的固定业务日期(yyyy-MM-dd); 空: 当天',
        'A fixed business date (yyyy-MM-dd) for a demo or test tenant; empty: today',
      ),
    },
    {
      key: DEMO_TENANTS_PARAM,
      fallback: '',
      name: l('演示/测试租户', 'Demo and test tenants'),
      remark: l('仅平台租户: 逗号分隔的租户编号', 'Platform tenant only: comma-separated tenant IDs'),
    },
    { ...SERVICING_PARAMS.substandard, name: l('次级类逾期天数', 'Days overdue: substandard above') },
    { ...SERVICING_PARAMS.doubtful, name: l('可疑类逾期天数', 'Days overdue: doubtful above') },
    { ...SERVICING_PARAMS.loss, name: l('损失类逾期天数', 'Days overdue: loss above') },
    { ...DAILY_PARAMS.chunkSize, name: l('每日作业每批借据数', 'Daily job: IOUs per transaction') },
    {
      ...EXTENSION_PARAMS.maxCount,
      name: l('每笔借据最多展期次数', 'Extensions allowed per IOU'),
    },
    {
      ...EXTENSION_PARAMS.observeMonths,
      name: l('重组观察期(月)', 'Restructuring observation (months)'),
      remark: l(
        '重组(因承租人困难展期)后多少个月内分类不上调; 0: 不限制',
        'Months after a restructuring the class may not improve; 0: not held',
      ),
    },
    {
      ...IOU_CHANGE_PARAMS.rateCutBp,
      name: l('借据变更降息重大阈值(基点)', 'IOU change: rate cut that is material (bp)'),
      remark: l(
        '降息超过该基点数的借据变更经总经理审批',
        'A rate cut beyond this many basis points goes to the general manager',
      ),
    },
    ...WRITE_OFF_PARAM_SEEDS,
    {
      ...GRACE_PARAMS.materialDays,
      name: l('宽限期调整重大天数', 'Grace adjustment: material above (days)'),
      remark: l(
        '新宽限天数超过此值的宽限期调整须总经理审批 (减免已产生罚息的也须)',
        'A grace adjustment granting more days than this goes to the general manager (as does one waiving accrued penalty)',
      ),
    },
    {
      key: ARCHIVE_PARAM,
      fallback: '',
      name: l('项目结项档案资料', 'Project closing: archive documents'),
      remark: l(
        `逗号分隔(${ARCHIVE_CODES.join(',')}: 签约扫描件、放款凭证、所有权转移证明); 空: 全部`,
        `Comma-separated (${ARCHIVE_CODES.join(',')}: signed scans, disbursement vouchers, proof of ownership); empty: all`,
      ),
    },
    {
      key: LOAN_CONDITIONS_PARAM,
      fallback: '',
      name: l('放款前提条件', 'Disbursement conditions'),
      remark: l(
        `逗号分隔的条件代码(${CONDITION_CODES.join(',')}, 以及其他模块登记的条件, 如 invoices: 发票已足额占用); 空: ${CONDITION_CODES.join(',')}`,
        `Comma-separated codes (${CONDITION_CODES.join(',')}, and those other modules register, e.g. invoices: invoices cover the financed amount); empty: ${CONDITION_CODES.join(',')}`,
      ),
    },
    ...ASSET_TRANSFER_PARAMS,
  ],
  uses: ['flow', 'resource', 'project', 'contract', 'contract-model', 'desk', 'calendar', 'system', 'sms', 'report'],
  register: (host, { flow, resource, project, contract, desk, calendar, sms, report }) =>
    registerServicingModule(host.app, {
      db: host.db,
      runtime: flow.runtime,
      files: resource,
      projects: project.api,
      contracts: contract,
      messages: desk,
      sms,
      calendar,
      reports: report,
    }),
  // Every tenant starts with the standard reminder rules (消息提醒).
  tenantStarter: (tx, tenantId) => seedRemindRules(tx, tenantId),
  jobs: (module) => module.jobs,
  boot: (host, _api, { flow }) => flow.deployModels(host.db, servicingModels()),
  // The demo portfolio: disbursed, paid as planned, the daily job run (demo-plan.ts).
  demo: (host, module, { flow, contract, resource }) =>
    seedServicingDemo(host.db, {
      runtime: flow.runtime,
      system: host.system,
      contracts: contract,
      module,
      files: resource,
    }),
});
