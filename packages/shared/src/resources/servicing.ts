/**
 * From disbursement to rent received (business-domain §7 "Loans and repayments"; DOMAIN.md §1.5–1.6, §2, §3; issue
 * 15). A signed contract is disbursed (放款申请, the `loan` family); its last approval creates an IOU (借据) and the
 * IOU's rent schedule (租金支付表), which takes effect through the `repayment` family. Money received (收款确认,
 * affirm cash) is entered, verified — allocated to the schedule's periods by DOMAIN.md §3 — and reviewed by a second
 * person. The schedule rows carry what was paid; the IOU carries its servicing state as of the business date (the
 * daily job, risk.ts).
 *
 * The ledger is the schedule plus the verified receipts: every paid, overdue and penalty figure is derived from them
 * by replay (finance/allocation.ts), never piled up, so a day can be derived again from scratch.
 */
import {
  type ResourceDef,
  BUSINESS_EVENT_DATES,
  attachments,
  date,
  datetime,
  defineResource,
  dict,
  int,
  json,
  l,
  type Localized,
  money,
  percent,
  ref,
  text,
  textarea,
} from './define';
import { contract } from './contract';
import { customer } from './customer';
import { defineWorkflowFamily } from './flow';
import {
  RECORD_STATES,
  flowRecordStatus,
  keptOnceApprovedStatus,
  flowStateField,
  processFields,
  recordFamily,
} from './flow-record';
import { leaseTermFields, RENT_METHOD_OPTIONS } from './lease-terms';
import { project } from './project';
import { user } from './system';

/** The lessee of a servicing record: copied from its IOU or contract, searchable, shown by name. */
export const lesseeField = (extra: Record<string, unknown> = {}) =>
  ref('customerId', l('承租人', 'Lessee'), () => customer, {
    form: false,
    search: true,
    nameKey: 'customerName',
    width: 180,
    ...extra,
  });

/** The contract of a servicing record, shown by its number. */
export const contractField = (extra: Record<string, unknown> = {}) =>
  ref('contractId', l('合同', 'Contract'), () => contract, {
    form: false,
    nameKey: 'contractNo',
    width: 160,
    ...extra,
  });

/** The IOU a record is about, picked by its number. */
export const iouField = (extra: Record<string, unknown> = {}) =>
  ref('iouId', l('借据', 'IOU'), () => iou, {
    required: l('请选择借据', 'please select the IOU'),
    search: true,
    nameKey: 'iouNo',
    width: 150,
    ...extra,
  });

/**
 * The disbursement's own terms: the contract's unless given (every lease term but the amount, all optional). No
 * defaults: a form that pre-filled 保证金, 手续费, 留购价款 or 宽限期 with 0 overrode the signed contract's figures
 * without anyone choosing to (the IOU billed 183,894.02 a month against the contract's 183,868.78).
 */
const loanTermFields = () =>
  leaseTermFields()
    .filter((f) => f.name !== 'financeAmount')
    .map((f) => ({
      ...f,
      required: undefined,
      defaultValue: undefined,
      list: false,
      placeholder: l('空着即同合同', "empty: the contract's"),
    }));

/** 放款申请 (fl_loan): a disbursement against a signed contract; its approval creates the IOU and its schedule. */
export const loan = defineResource({
  name: 'loan',
  api: '/rzzl_qy/loan/loan',
  table: 'fl_loan',
  permission: 'loan_apply',
  label: l('放款申请', 'Disbursements'),
  noun: l('放款申请', 'Disbursement'),
  titleField: 'loanNo',
  owner: 'owner',
  routes: ['list', 'page', 'select', 'export'],
  fields: [
    text('loanNo', l('放款编号', 'Disbursement number'), { form: false, search: true, max: 40, width: 150 }),
    ref('contractId', l('合同', 'Contract'), () => contract, {
      required: l('请选择合同', 'please select the contract'),
      search: true,
      immutable: true,
      nameKey: 'contractNo',
      width: 160,
    }),
    ref('projectId', l('项目', 'Project'), () => project, { form: false, nameKey: 'projectName', width: 180 }),
    lesseeField(),
    money('loanAmount', l('放款金额(元)', 'Amount (yuan)'), {
      required: l('请输入放款金额', 'please enter the amount'),
      minValue: 0.01,
      width: 140,
    }),
    date('loanDate', l('放款日期', 'Disbursement date'), {
      required: l('请选择放款日期', 'please select the disbursement date'),
      within: BUSINESS_EVENT_DATES,
      search: true,
      width: 110,
    }),
    int('graceDays', l('逾期宽限天数', 'Overdue grace days'), {
      minValue: 0,
      maxValue: 90,
      defaultValue: 0,
      list: false,
    }),
    text('payeeName', l('收款人户名', 'Payee'), { max: 100, list: false }),
    text('payeeBank', l('收款人开户行', "Payee's bank"), { max: 100, list: false }),
    text('payeeAccount', l('收款人账号', "Payee's account"), { max: 40, list: false }),
    ...loanTermFields(),
    /** The conditions precedent as checked when it was submitted: [{ code, label, met }]. */
    json('conditions', l('放款前提条件', 'Conditions precedent'), { form: false, list: false }),
    attachments('voucher', l('放款凭证', 'Disbursement voucher'), { max: 10, attachmentKind: 'loan_voucher' }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, search: true, width: 100 }),
    // Set on the last approval.
    ref('iouId', l('借据', 'IOU'), (): ResourceDef => iou, { form: false, nameKey: 'iouNo', width: 150 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
});

export const IOU_STATES = { active: 'active', settled: 'settled', writtenOff: 'writtenOff' } as const;
export const IOU_STATE_OPTIONS = [
  { value: IOU_STATES.active, label: l('还款中', 'Repaying') },
  { value: IOU_STATES.settled, label: l('已结清', 'Settled') },
  { value: IOU_STATES.writtenOff, label: l('已核销', 'Written off') },
];

/** The orders a receipt pays an IOU's periods in (the finance engine's components). */
export const ALLOCATION_ORDER_OPTIONS = [
  {
    value: 'FEE,PENALTY,INTEREST,PRINCIPAL',
    label: l('费用→罚息→利息→本金', 'Fees → penalty → interest → principal'),
  },
  {
    value: 'FEE,INTEREST,PRINCIPAL,PENALTY',
    label: l('费用→利息→本金→罚息', 'Fees → interest → principal → penalty'),
  },
];

/** 五级分类 (the finance engine's RiskLevel values). */
export const RISK_LEVEL_OPTIONS = [
  { value: 'NORMAL', label: l('正常', 'Normal') },
  { value: 'SPECIAL_MENTION', label: l('关注', 'Special mention') },
  { value: 'SUBSTANDARD', label: l('次级', 'Substandard') },
  { value: 'DOUBTFUL', label: l('可疑', 'Doubtful') },
  { value: 'LOSS', label: l('损失', 'Loss') },
];

/** A class's name in both languages (the value itself for one the list does not know). */
export const riskLevelLabel = (level: unknown): Localized =>
  RISK_LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? l(String(level ?? ''), String(level ?? ''));

const riskLevel = <N extends string>(name: N, label: ReturnType<typeof l>, extra: Record<string, unknown> = {}) =>
  dict(name, label, 'risk_level', { options: RISK_LEVEL_OPTIONS, form: false, width: 90, ...extra });

const stateMoney = <N extends string>(name: N, label: ReturnType<typeof l>, extra: Record<string, unknown> = {}) =>
  money(name, label, { form: false, defaultValue: '0', width: 130, ...extra });

/**
 * 借据 (fl_iou): one disbursement's debt — its terms (the contract's, or the disbursement's own), its servicing
 * options, and its state as of the business date (kept by the daily job and by every verified receipt).
 */
export const iou = defineResource({
  name: 'iou',
  api: '/rzzl_qy/iou/iou',
  table: 'fl_iou',
  permission: 'loan_iou',
  label: l('借据信息', 'IOUs'),
  noun: l('借据', 'IOU'),
  titleField: 'iouNo',
  summary: ['iouNo', 'contractId', 'loanAmount'],
  owner: 'owner',
  history: true,
  routes: ['list', 'page', 'select', 'export'],
  unique: [['iouNo']],
  fields: [
    // Taken from the `iou` numbering rule.
    text('iouNo', l('借据编号', 'IOU number'), { form: false, search: true, max: 40, width: 150 }),
    ref('contractId', l('合同', 'Contract'), () => contract, {
      form: false,
      search: true,
      nameKey: 'contractNo',
      width: 160,
    }),
    ref('projectId', l('项目', 'Project'), () => project, { form: false, nameKey: 'projectName', list: false }),
    lesseeField(),
    ref('loanId', l('放款申请', 'Disbursement'), (): ResourceDef => loan, {
      form: false,
      list: false,
      nameKey: 'loanNo',
    }),
    dict('iouState', l('借据状态', 'IOU status'), 'iou_state', {
      options: IOU_STATE_OPTIONS,
      form: false,
      search: true,
      width: 90,
    }),
    money('loanAmount', l('放款金额(元)', 'Amount (yuan)'), { form: false, width: 130 }),
    date('loanDate', l('放款日期', 'Disbursement date'), { form: false, width: 110 }),
    date('startDate', l('起租日', 'Start date'), { form: false, width: 110 }),
    date('endDate', l('到期日', 'Maturity'), { form: false, width: 110 }),
    // The terms its schedule was built from (shown; changed only through the change families).
    int('periods', l('租赁期数', 'Periods'), { form: false, list: false }),
    percent('annualRate', l('年利率(%)', 'Annual rate (%)'), { form: false, scale: 4, list: false }),
    /** Every term the schedule was generated from (lease-terms names), so it can be generated again. */
    json('terms', l('租赁条件', 'Lease terms'), { form: false, list: false }),
    // Servicing options (DOMAIN.md §3): editable with updateIou while it is active.
    int('graceDays', l('逾期宽限天数', 'Overdue grace days'), { minValue: 0, maxValue: 90, defaultValue: 0 }),
    percent('penaltyRate', l('日罚息率(%)', 'Daily penalty rate (%)'), {
      scale: 4,
      minValue: 0,
      maxValue: 1,
      defaultValue: '0.05',
      list: false,
    }),
    dict('allocationOrder', l('还款冲抵顺序', 'Allocation order'), 'allocation_order', {
      options: ALLOCATION_ORDER_OPTIONS,
      defaultValue: 'FEE,PENALTY,INTEREST,PRINCIPAL',
      list: false,
    }),
    dict('autoApplyCredit', l('预收款自动冲抵下期', 'Apply credit to the next period'), 'yes_no', {
      options: [
        { value: '0', label: l('否', 'No') },
        { value: '1', label: l('是', 'Yes') },
      ],
      defaultValue: '0',
      list: false,
    }),
    // Sold without recourse (资产转让): serviced still, its collections passed on; out of the concentration exposure.
    dict('transferred', l('已转让', 'Transferred'), 'yes_no', {
      options: [
        { value: '0', label: l('否', 'No') },
        { value: '1', label: l('是', 'Yes') },
      ],
      defaultValue: '0',
      form: false,
      list: false,
    }),
    text('transferee', l('受让方', 'Transferee'), { form: false, max: 100, list: false }),
    // The lessee's account rents are collected from (changed through 借据变更).
    text('repaymentAccount', l('还款账户', 'Repayment account'), { form: false, max: 60, list: false }),
    // Grace granted by 宽限期调整 beyond graceDays: [{days, periods?, from?, to?, change}] — the ledger takes, for a
    // period, the last that covers it (its number, its due date within from–to).
    json('graceOverrides', l('宽限期调整', 'Grace adjustments'), { form: false, list: false }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, search: true, width: 100 }),
    // The state as of `asOfDate` (the daily job; a verified receipt refreshes it).
    date('asOfDate', l('状态日期', 'As of'), { form: false, list: false }),
    // Three figures, never one standing for another (DOMAIN.md §3): the cash that came in (every counted receipt, credit
    // included), the rent received (what was allocated to the periods), and the credit held.
    stateMoney('cashReceived', l('实收款项(元)', 'Cash received (yuan)')),
    stateMoney('receivedAmount', l('已收租金(元)', 'Rent received (yuan)')),
    stateMoney('outstandingPrincipal', l('剩余本金(元)', 'Outstanding principal (yuan)')),
    stateMoney('overduePrincipal', l('逾期本金(元)', 'Overdue principal (yuan)')),
    stateMoney('overdueInterest', l('逾期利息(元)', 'Overdue interest (yuan)')),
    stateMoney('penaltyAmount', l('罚息(元)', 'Penalty (yuan)')),
    stateMoney('creditAmount', l('预收款(元)', 'Credit held (yuan)')),
    int('overduePeriods', l('逾期期数', 'Overdue periods'), { form: false, defaultValue: 0, width: 90 }),
    int('dpd', l('逾期天数', 'Days past due'), { form: false, defaultValue: 0, width: 90 }),
    riskLevel('riskLevel', l('五级分类', 'Classification'), { search: true }),
    /** The level from DPD alone (the floor); riskLevel is never looser than it. */
    riskLevel('riskFloor', l('分类下限', 'Classification floor'), { list: false }),
    /** A tightening by staff (or a loosening approved through fl_risk) that later runs keep. */
    riskLevel('riskManual', l('人工分类', 'Manual classification'), { list: false }),
    stateMoney('provision', l('拨备(元)', 'Provision (yuan)'), { list: false }),
    // After a restructuring (展期 for the lessee's difficulty) the class may not improve until this date: the class it
    // had then is its floor meanwhile (WAVE3-BRIEF §2.2, risk.restructure.observeMonths).
    date('restructuredUntil', l('重组观察期至', 'Restructured: observed until'), { form: false, list: false }),
    riskLevel('restructuredLevel', l('重组时分类', 'Class at restructuring'), { list: false }),
    date('settledDate', l('结清日期', 'Settled on'), { form: false, list: false }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  status: {
    field: 'iouState',
    initial: IOU_STATES.active,
    transitions: { active: ['settled', 'writtenOff'], settled: ['active'], writtenOff: [] },
    removableIn: [],
  },
});

export const SCHEDULE_STATES = { ...RECORD_STATES, superseded: 'superseded', recoiled: 'recoiled' } as const;

/**
 * 租金支付表 (fl_repayment_schedule): one version of an IOU's schedule. The first is created with the IOU and takes
 * effect through the `repayment` family; later versions come from the change families (the one in effect has
 * `effective` = '1').
 */
export const repaymentSchedule = defineResource({
  name: 'repaymentSchedule',
  api: '/rzzl_qy/repaymentSch/repaymentschedule',
  table: 'fl_repayment_schedule',
  permission: 'loan_schedule',
  label: l('租金支付表', 'Rent schedules'),
  noun: l('租金支付表', 'Rent schedule'),
  titleField: 'scheduleNo',
  // The IOU's account manager sends it for approval (the one who made it is the approver of its disbursement).
  owner: 'owner',
  // submit saves the remark of a schedule not yet in effect (schedules are made from IOUs, never by hand).
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  fields: [
    text('scheduleNo', l('支付表编号', 'Schedule number'), { form: false, search: true, max: 50, width: 170 }),
    ref('iouId', l('借据', 'IOU'), () => iou, {
      required: l('请选择借据', 'please select the IOU'),
      search: true,
      immutable: true,
      nameKey: 'iouNo',
      width: 150,
    }),
    contractField(),
    lesseeField(),
    int('scheduleVersion', l('版本', 'Version'), { form: false, defaultValue: 1, width: 70 }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, list: false }),
    // the engine's method names, shown by their labels (no dictionary holds them under this code)
    dict('repaymentType', l('还款方式', 'Repayment type'), 'lease_rent_method', {
      options: RENT_METHOD_OPTIONS,
      list: false,
    }),
    switchOrFlag('effective', l('当前生效', 'In effect')),
    stateMoney('principalTotal', l('本金合计(元)', 'Principal total (yuan)')),
    stateMoney('interestTotal', l('利息合计(元)', 'Interest total (yuan)')),
    stateMoney('rentTotal', l('租金合计(元)', 'Rent total (yuan)')),
    stateMoney('feeTotal', l('费用合计(元)', 'Fees total (yuan)'), { list: false }),
    percent('irr', l('内部收益率(%)', 'IRR (%)'), { form: false, scale: 4, list: false }),
    date('effectiveDate', l('生效日期', 'Effective from'), { form: false, width: 110 }),
    // The IOU's terms this version was made on (rate, method, periods …): a 红冲 back to it restores them whole.
    json('terms', l('租赁条件', 'Lease terms'), { form: false, list: false }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
    dict('flowState', l('审批状态', 'Approval state'), 'schedule_state', {
      options: [
        { value: 'draft', label: l('草稿', 'Draft') },
        { value: 'running', label: l('审批中', 'In approval') },
        { value: 'approved', label: l('已生效', 'In effect') },
        { value: 'rejected', label: l('已驳回', 'Rejected') },
        { value: 'withdrawn', label: l('已撤回', 'Withdrawn') },
        { value: 'superseded', label: l('已被替代', 'Superseded') },
        // withdrawn by a 租金计划红冲 (schedulerecoil): the version before it is in effect again
        { value: 'recoiled', label: l('已红冲', 'Reversed') },
      ],
      form: false,
      search: true,
      width: 100,
    }),
  ],
  children: [
    {
      name: 'rows',
      label: l('租金明细', 'Periods'),
      def: (): ResourceDef => scheduleRow,
      foreignKey: 'scheduleId',
      byParent: { list: 'payBackScheList', param: 'pid' },
      // the schedule's periods are computed from the IOU's terms: shown with the record, never edited
      computed: true,
    },
  ],
  status: {
    ...flowRecordStatus(),
    transitions: {
      draft: ['running'],
      running: ['approved', 'rejected', 'withdrawn', 'draft'],
      rejected: ['running'],
      withdrawn: ['running'],
      approved: ['superseded', 'recoiled'],
      superseded: ['approved'],
      recoiled: [],
    },
    removableIn: ['draft', 'withdrawn'],
  },
});

function switchOrFlag<N extends string>(name: N, label: ReturnType<typeof l>) {
  return dict(name, label, 'yes_no', {
    options: [
      { value: '0', label: l('否', 'No') },
      { value: '1', label: l('是', 'Yes') },
    ],
    form: false,
    defaultValue: '0',
    width: 80,
  });
}

/**
 * One period of a schedule (fl_repayment_schedule_row): what it asks for, and — for the schedule in effect — what was
 * paid of it and its overdue state as of the IOU's `asOfDate` (derived from the verified receipts).
 */
export const scheduleRow = defineResource({
  name: 'scheduleRow',
  // Read through its schedule's calls (payBackScheList?pid=): no calls of its own.
  api: '/rzzl_qy/repaymentSch/repaymentschedule',
  table: 'fl_repayment_schedule_row',
  permission: 'loan_schedule',
  label: l('租金明细', 'Schedule periods'),
  noun: l('租金明细', 'Period'),
  routes: [],
  exportable: false,
  // In the order they were applied: by period, then as written (fees → penalty → interest → principal).
  defaultSort: ['period asc', 'id asc'],
  fields: [
    ref('scheduleId', l('租金支付表', 'Schedule'), (): ResourceDef => repaymentSchedule, { form: false, list: false }),
    ref('iouId', l('借据', 'IOU'), () => iou, { form: false, list: false }),
    int('period', l('期次', 'Period'), { form: false, width: 60 }),
    date('dueDate', l('计划收取日期', 'Due date'), { form: false, width: 110 }),
    stateMoney('rent', l('租金(元)', 'Rent (yuan)')),
    stateMoney('principal', l('本金(元)', 'Principal (yuan)')),
    stateMoney('interest', l('利息(元)', 'Interest (yuan)')),
    stateMoney('fee', l('费用(元)', 'Fee (yuan)')),
    // 留购价款, due with the last rent: its own line, never in rent or principal (billed with the fees).
    stateMoney('purchasePrice', l('留购价款(元)', 'Purchase price (yuan)')),
    stateMoney('balance', l('剩余本金(元)', 'Balance (yuan)')),
    stateMoney('paidPrincipal', l('已收本金(元)', 'Principal paid (yuan)')),
    stateMoney('paidInterest', l('已收利息(元)', 'Interest paid (yuan)')),
    stateMoney('paidFee', l('已收费用(元)', 'Fee paid (yuan)')),
    stateMoney('paidPenalty', l('已收罚息(元)', 'Penalty paid (yuan)')),
    stateMoney('penalty', l('罚息(元)', 'Penalty (yuan)')),
    int('overdueDays', l('逾期天数', 'Days overdue'), { form: false, defaultValue: 0, width: 80 }),
    date('settledOn', l('结清日期', 'Settled on'), { form: false, width: 110 }),
  ],
});

export const RECEIPT_KINDS = [
  { value: 'rent', label: l('租金', 'Rent') },
  { value: 'deposit', label: l('保证金', 'Deposit') },
  { value: 'fee', label: l('手续费', 'Fee') },
  // Made by the applyCredit action only: staff applying an IOU's held credit on a date (no new money).
  { value: 'credit', label: l('预收冲抵', 'Credit applied') },
  // Made by an approved 展期 only: what was overdue on its date, paid off by the new principal (no money moves).
  { value: 'capitalised', label: l('展期资本化', 'Capitalised by an extension') },
  // Money on a written-off IOU: it reduces the off-balance claim (核销), in the recovery order.
  { value: 'recovery', label: l('核销后追偿', 'Recovery after write-off') },
];

export const RECEIPT_STATES = {
  entered: 'entered',
  verified: 'verified',
  reviewed: 'reviewed',
  reversed: 'reversed',
} as const;
export const RECEIPT_STATE_OPTIONS = [
  { value: RECEIPT_STATES.entered, label: l('待核销', 'Entered') },
  { value: RECEIPT_STATES.verified, label: l('待复核', 'Verified') },
  { value: RECEIPT_STATES.reviewed, label: l('已复核', 'Reviewed') },
  { value: RECEIPT_STATES.reversed, label: l('已冲销', 'Reversed') },
];

/**
 * 收款确认 (fl_receipt, affirmCash/repayment): money received for an IOU — rent (allocated to its periods on
 * verification), a deposit or a fee. Entered by one person, verified, and reviewed (locked) by another.
 */
export const receipt = defineResource({
  name: 'receipt',
  api: '/rzzl_qy/affirmCash/repayment',
  table: 'fl_receipt',
  permission: 'loan_receipt',
  label: l('收款确认', 'Receipts'),
  noun: l('收款', 'Receipt'),
  titleField: 'receiptNo',
  // What a reversal's approver is shown of the receipt it reverses.
  summary: ['receiptNo', 'receiptDate', 'amount', 'payer'],
  // The server serves detail itself (by id, or by IOU ids and loanSign for the standing book).
  // select: the picker of a reversal's start form (收款冲销) names a receipt by its number.
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export', 'import', 'select'],
  fields: [
    text('receiptNo', l('收款编号', 'Receipt number'), { form: false, search: true, max: 40, width: 150 }),
    // Rent is received for an IOU; a deposit or a fee for a contract (before its first disbursement).
    ref('iouId', l('借据', 'IOU'), () => iou, { search: true, nameKey: 'iouNo', width: 150 }),
    ref('contractId', l('合同', 'Contract'), () => contract, { search: true, nameKey: 'contractNo', width: 160 }),
    lesseeField(),
    dict('receiptKind', l('款项类型', 'Kind'), 'receipt_kind', {
      options: RECEIPT_KINDS,
      defaultValue: 'rent',
      search: true,
      width: 90,
    }),
    date('receiptDate', l('到账日期', 'Received on'), {
      required: l('请选择到账日期', 'please select the date received'),
      within: BUSINESS_EVENT_DATES,
      search: true,
      width: 110,
    }),
    money('amount', l('到账金额(元)', 'Amount (yuan)'), {
      required: l('请输入到账金额', 'please enter the amount'),
      minValue: 0.01,
      width: 130,
    }),
    text('payer', l('付款人', 'Payer'), {
      required: l('请输入付款人', 'please enter the payer'),
      max: 100,
      width: 160,
    }),
    text('payerAccount', l('付款账号', "Payer's account"), { max: 40, list: false }),
    text('bankRef', l('银行流水号', 'Bank reference'), { search: true, max: 60, width: 160 }),
    attachments('slip', l('回单', 'Bank slip'), { max: 5, attachmentKind: 'receipt_slip' }),
    dict('receiptState', l('状态', 'Status'), 'receipt_state', {
      options: RECEIPT_STATE_OPTIONS,
      form: false,
      search: true,
      width: 90,
    }),
    stateMoney('appliedAmount', l('已冲抵(元)', 'Applied (yuan)')),
    stateMoney('creditAmount', l('预收(元)', 'Held as credit (yuan)')),
    ref('verifiedBy', l('核销人', 'Verified by'), () => user, { form: false, list: false }),
    datetime('verifiedTime', l('核销时间', 'Verified at'), { form: false, list: false }),
    ref('reviewedBy', l('复核人', 'Reviewed by'), () => user, { form: false, list: false }),
    datetime('reviewedTime', l('复核时间', 'Reviewed at'), { form: false, list: false }),
    text('batchNo', l('导入批次', 'Import batch'), { form: false, list: false, max: 40 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  children: [
    {
      name: 'allocations',
      label: l('冲抵明细', 'Allocation'),
      def: (): ResourceDef => receiptAllocation,
      foreignKey: 'receiptId',
      byParent: { list: 'getChildren', param: 'id' },
      computed: true,
    },
  ],
  status: {
    field: 'receiptState',
    initial: RECEIPT_STATES.entered,
    transitions: {
      entered: ['verified'],
      verified: ['reviewed', 'entered', 'reversed'],
      reviewed: ['reversed'],
      reversed: [],
    },
    editableIn: ['entered'],
    removableIn: ['entered'],
  },
});

export const ALLOCATION_COMPONENTS = [
  { value: 'FEE', label: l('费用', 'Fee') },
  { value: 'PENALTY', label: l('罚息', 'Penalty') },
  { value: 'INTEREST', label: l('利息', 'Interest') },
  { value: 'PRINCIPAL', label: l('本金', 'Principal') },
];

/** One line of a receipt's allocation (fl_receipt_allocation): which period and component it paid, on which date. */
export const receiptAllocation = defineResource({
  name: 'receiptAllocation',
  // Its parent's api: the by-parent call is affirmCash/repayment/getChildren?id= as the spec names it.
  api: '/rzzl_qy/affirmCash/repayment',
  table: 'fl_receipt_allocation',
  permission: 'loan_receipt',
  label: l('冲抵明细', 'Allocation'),
  routes: [],
  exportable: false,
  // In the order they were applied: by period, then as written (fees → penalty → interest → principal).
  defaultSort: ['period asc', 'id asc'],
  fields: [
    ref('receiptId', l('收款', 'Receipt'), (): ResourceDef => receipt, { form: false, list: false }),
    ref('iouId', l('借据', 'IOU'), () => iou, { form: false, list: false }),
    int('period', l('期次', 'Period'), { form: false, width: 60 }),
    dict('component', l('科目', 'Component'), 'allocation_component', {
      options: ALLOCATION_COMPONENTS,
      form: false,
      width: 80,
    }),
    date('applyDate', l('冲抵日期', 'Applied on'), { form: false, width: 110 }),
    stateMoney('amount', l('金额(元)', 'Amount (yuan)')),
  ],
});

/** 租金支付通知书 / 确认函 (fl_repayment_letter, repayment/letter): the notice sent to the lessee, its signed return
 * uploaded and approved (the `zjzfqrh` family). */
export const repaymentLetter = defineResource({
  name: 'repaymentLetter',
  api: '/rzzl_qy/repayment/letter',
  table: 'fl_repayment_letter',
  permission: 'loan_letter',
  label: l('租金支付确认函', 'Rent payment letters'),
  noun: l('确认函', 'Letter'),
  titleField: 'letterNo',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  fields: [
    text('letterNo', l('函件编号', 'Letter number'), { form: false, search: true, max: 40, width: 150 }),
    iouField(),
    lesseeField(),
    attachments('document', l('通知书', 'Notice'), { form: false, max: 1, attachmentKind: 'repayment_letter' }),
    attachments('signedLetter', l('盖章确认函', 'Signed letter'), {
      required: l('请上传盖章确认函', 'please upload the signed letter'),
      max: 5,
      attachmentKind: 'repayment_letter_signed',
    }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
});

/** 回款确认 (fl_receipt_batch): a day's receipts (a bank's statement imported) confirmed as a whole (`hkqr`). */
export const receiptBatch = defineResource({
  name: 'receiptBatch',
  api: '/rzzl_qy/hkqr/hkqr',
  table: 'fl_receipt_batch',
  permission: 'loan_receipt',
  label: l('回款确认', 'Receipt confirmations'),
  noun: l('回款确认', 'Receipt confirmation'),
  titleField: 'batchNo',
  routes: ['list', 'page', 'detail'],
  fields: [
    text('batchNo', l('批次号', 'Batch number'), { form: false, search: true, max: 40, width: 150 }),
    date('batchDate', l('到账日期', 'Received on'), { form: false, width: 110 }),
    int('receiptCount', l('笔数', 'Receipts'), { form: false, defaultValue: 0, width: 80 }),
    stateMoney('amountTotal', l('金额合计(元)', 'Total (yuan)')),
    attachments('statement', l('银行流水', 'Bank statement'), { form: false, max: 1, attachmentKind: 'receipt_batch' }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** 放款申请: handle-* calls as the spec names them; task-loan and handle-disagree beside them (loan routes). */
export const loanFamily = defineWorkflowFamily({
  code: 'loan',
  label: l('放款申请', 'Disbursement application'),
  categoryKey: '13',
  processKey: 'LoanApproval',
  resource: () => loan,
  api: '/rzzl_qy/loan/loan',
  calls: {
    start: 'start-process',
    save: 'handle-save',
    submit: 'handle-submit',
    finish: 'handle-finish',
    remove: 'handle-delete',
    detail: 'detail',
  },
  variables: ['loanAmount'],
  editableAt: { starterAdjust: '*' },
  states: RECORD_STATES,
});

/** 租金支付表: a schedule takes effect on its approval (repayment/repayment: startFlow, loadData, finish, handle-delete). */
export const repaymentFamily = defineWorkflowFamily({
  code: 'repayment',
  label: l('租金支付表', 'Rent payment table'),
  categoryKey: '12',
  processKey: 'RepaymentSchedule',
  resource: () => repaymentSchedule,
  api: '/rzzl_qy/repayment/repayment',
  calls: { start: 'startFlow', finish: 'finish', remove: 'handle-delete', detail: 'loadData' },
  // The spec's loadData is POST; the web app reads it with GET.
  methods: { detail: ['GET', 'POST'] },
  variables: ['rentTotal'],
  editableAt: { starterAdjust: ['remark'] },
  states: RECORD_STATES,
  removesRecord: false,
});

/** 租金支付确认函上传 (repayment/letter): the spec's record calls, and startFlow / loadData / finish as their aliases. */
export const zjzfqrhFamily = defineWorkflowFamily({
  ...recordFamily({
    code: 'zjzfqrh',
    categoryKey: '31',
    processKey: 'RepaymentLetter',
    resource: () => repaymentLetter,
    calls: { detailByInstance: 'getDetailByInsId' },
  }),
  aliases: [
    {
      api: '/rzzl_qy/repayment/letter',
      calls: { start: 'startFlow', detail: 'loadData', finish: 'finish' },
      // loadData is POST in the spec (as repayment/repayment's); GET as getDetailById is.
      methods: { detail: ['GET', 'POST'] },
    },
  ],
});

/** 回款确认: handle and detail only (started when an imported batch is submitted). */
export const hkqrFamily = defineWorkflowFamily({
  ...recordFamily({ code: 'hkqr', categoryKey: '32', processKey: 'ReceiptConfirmation', resource: () => receiptBatch }),
  handleOnly: true,
});

export const SERVICING_FAMILIES = [loanFamily, repaymentFamily, zjzfqrhFamily, hkqrFamily] as const;
