/**
 * 资金端 (WAVE3-BRIEF §7; issue 31 items 5–6): how the company funds its leases — bank loan contracts approved as
 * 融资申请, their drawdowns (银行借据) with the bank's schedule, the repayments made on them and the loan's money
 * movements (借款流水). A 保理 loan names the lease IOUs that back it.
 */
import {
  type ResourceDef,
  attachments,
  date,
  defineResource,
  dict,
  int,
  l,
  money,
  percent,
  ref,
  text,
  textarea,
} from './define';
import { keptOnceApprovedStatus, flowRecordStatus, flowStateField, processFields, recordFamily } from './flow-record';
import { defineWorkflowFamily } from './flow';
import { customer } from './customer';
import { contract } from './contract';
import { iou, iouField } from './servicing';
import { DAY_BASIS_OPTIONS } from './lease-terms';
import { assetTransfer } from './asset-transfer';
import { companyAccount } from './company';

/** The banks (and other lenders) the company borrows from (`bank-list`). */
export const BANKS = [
  { value: 'ICBC', label: l('中国工商银行', 'ICBC') },
  { value: 'CCB', label: l('中国建设银行', 'China Construction Bank') },
  { value: 'ABC', label: l('中国农业银行', 'Agricultural Bank of China') },
  { value: 'BOC', label: l('中国银行', 'Bank of China') },
  { value: 'BOCOM', label: l('交通银行', 'Bank of Communications') },
  { value: 'PSBC', label: l('中国邮政储蓄银行', 'Postal Savings Bank of China') },
  { value: 'CMB', label: l('招商银行', 'China Merchants Bank') },
  { value: 'CITIC', label: l('中信银行', 'China CITIC Bank') },
  { value: 'SPDB', label: l('上海浦东发展银行', 'SPD Bank') },
  { value: 'CIB', label: l('兴业银行', 'Industrial Bank') },
  { value: 'CMBC', label: l('中国民生银行', 'China Minsheng Bank') },
  { value: 'CEB', label: l('中国光大银行', 'China Everbright Bank') },
  { value: 'PAB', label: l('平安银行', 'Ping An Bank') },
  { value: 'HXB', label: l('华夏银行', 'Hua Xia Bank') },
  { value: 'CDB', label: l('国家开发银行', 'China Development Bank') },
  { value: 'CITY', label: l('城市商业银行', 'City commercial bank') },
  { value: 'OTHER', label: l('其他金融机构', 'Other lender') },
];

export const BANK_LOAN_TYPES = [
  { value: 'WORKING_CAPITAL', label: l('流动资金贷款', 'Working capital loan') },
  { value: 'PROJECT', label: l('项目贷款', 'Project loan') },
  { value: 'FACTORING_RECOURSE', label: l('有追索权保理', 'Factoring with recourse') },
  { value: 'FACTORING_NON_RECOURSE', label: l('无追索权保理', 'Factoring without recourse') },
  { value: 'SYNDICATED', label: l('银团贷款', 'Syndicated loan') },
  { value: 'OTHER', label: l('其他', 'Other') },
];

/** The loan types backed by lease IOUs (their underlying assets are named, and watched). */
export const FACTORING_TYPES: readonly string[] = ['FACTORING_RECOURSE', 'FACTORING_NON_RECOURSE'];

export const BANK_RATE_TYPES = [
  { value: 'FIXED', label: l('固定利率', 'Fixed') },
  { value: 'LPR', label: l('LPR浮动', 'LPR floating') },
];

/** The day a floating loan's rate is set again (LPR + spread): each 1 January, or each anniversary of the drawdown. */
export const REPRICE_DAYS = [
  { value: 'JAN1', label: l('每年1月1日', 'Each 1 January') },
  { value: 'ANNIVERSARY', label: l('提款周年日', 'Each anniversary of the drawdown') },
];

export const LPR_TENORS = [
  { value: '1Y', label: l('1年期LPR', '1-year LPR') },
  { value: '5Y', label: l('5年期以上LPR', '5-year LPR') },
];

export const BANK_REPAYMENT_METHODS = [
  { value: 'QUARTERLY_INTEREST', label: l('按季付息到期还本', 'Interest quarterly, principal at maturity') },
  { value: 'MONTHLY_INTEREST', label: l('按月付息到期还本', 'Interest monthly, principal at maturity') },
  { value: 'EQUAL_PRINCIPAL', label: l('按季等额本金', 'Equal principal quarterly') },
  { value: 'PLAN', label: l('按银行还款计划', 'By the bank’s plan') },
];

export const BANK_GUARANTEE_MODES = [
  { value: 'CREDIT', label: l('信用', 'Unsecured') },
  { value: 'GUARANTEE', label: l('保证', 'Guarantee') },
  { value: 'MORTGAGE', label: l('抵押', 'Mortgage') },
  { value: 'RECEIVABLE_PLEDGE', label: l('应收账款质押', 'Receivables pledged') },
  { value: 'LEASED_ASSET', label: l('租赁物抵押', 'Leased assets mortgaged') },
];

/** Where a loan stands once approved: from its drawdowns and their repayment (server). */
export const BANK_LOAN_STATES = [
  { value: 'SIGNED', label: l('已签约', 'Signed') },
  { value: 'REPAYING', label: l('还款中', 'Repaying') },
  { value: 'SETTLED', label: l('已结清', 'Settled') },
];

export const BANK_IOU_STATES = [
  { value: 'REPAYING', label: l('还款中', 'Repaying') },
  { value: 'SETTLED', label: l('已结清', 'Settled') },
];

const loanRef = () =>
  ref('bankLoanId', l('银行借款合同', 'Bank loan'), (): ResourceDef => bankLoan, {
    required: l('请选择银行借款合同', 'please select the bank loan'),
    search: true,
    nameKey: 'loanContractNo',
    immutable: true,
    width: 170,
  });

/** 底层资产: a lease IOU backing a 保理 loan, and how much of it is pledged. */
export const bankLoanAsset = defineResource({
  name: 'bankLoanAsset',
  api: '/rzzl_qy/bankLoan/bankloanasset',
  table: 'fl_bank_loan_asset',
  permission: 'funding_bank_loan',
  label: l('底层资产', 'Underlying assets'),
  noun: l('底层资产', 'underlying asset'),
  routes: [],
  exportable: false,
  fields: [
    ref('bankLoanId', l('银行借款合同', 'Bank loan'), (): ResourceDef => bankLoan, { form: false, list: false }),
    ref('iouId', l('借据', 'IOU'), () => iou, {
      required: l('请选择借据', 'please select the IOU'),
      nameKey: 'iouNo',
      width: 150,
    }),
    // From the IOU (server).
    ref('contractId', l('租赁合同', 'Lease contract'), () => contract, {
      form: false,
      nameKey: 'contractNo',
      width: 140,
    }),
    ref('customerId', l('承租人', 'Lessee'), () => customer, { form: false, nameKey: 'customerName', width: 180 }),
    money('pledgedAmount', l('转让/质押金额(元)', 'Pledged (yuan)'), {
      required: l('请输入转让/质押金额', 'please enter the pledged amount'),
      minValue: 0.01,
      width: 130,
    }),
  ],
});

/** 银行借款合同 (fl_bank_loan): a loan contract with a bank, approved as 融资申请 before it is drawn. */
export const bankLoan = defineResource({
  name: 'bankLoan',
  api: '/rzzl_qy/bankLoan/bankloan',
  table: 'fl_bank_loan',
  permission: 'funding_bank_loan',
  label: l('银行借款', 'Bank loans'),
  noun: l('银行借款合同', 'bank loan'),
  titleField: 'loanContractNo',
  summary: ['loanContractNo', 'bankKey', 'amount'],
  // submit / save / remove: a draft's (or a rejected one's), as the status allows; the rest through its process.
  routes: ['list', 'page', 'detail', 'submit', 'save', 'remove', 'export', 'select'],
  fields: [
    text('loanContractNo', l('借款合同编号', 'Loan contract number'), {
      required: l('请输入借款合同编号', 'please enter the loan contract number'),
      search: true,
      max: 60,
      width: 170,
    }),
    dict('bankKey', l('贷款银行', 'Bank'), 'bank', {
      required: l('请选择贷款银行', 'please select the bank'),
      options: BANKS,
      search: true,
      width: 130,
    }),
    text('branch', l('经办行', 'Branch'), { max: 100, list: false }),
    dict('loanType', l('借款类型', 'Loan type'), 'bank_loan_type', {
      required: l('请选择借款类型', 'please select the loan type'),
      options: BANK_LOAN_TYPES,
      search: true,
      width: 120,
    }),
    money('creditLine', l('授信额度(元)', 'Credit line (yuan)'), { minValue: 0, list: false }),
    money('amount', l('合同金额(元)', 'Contract amount (yuan)'), {
      required: l('请输入合同金额', 'please enter the contract amount'),
      minValue: 0.01,
      width: 140,
    }),
    date('startDate', l('合同起始日', 'Starts'), {
      required: l('请选择合同起始日', 'please select the start date'),
      list: false,
    }),
    date('endDate', l('合同到期日', 'Matures'), {
      required: l('请选择合同到期日', 'please select the maturity'),
      width: 110,
    }),
    dict('rateType', l('利率类型', 'Rate type'), 'bank_rate_type', {
      options: BANK_RATE_TYPES,
      defaultValue: 'FIXED',
      list: false,
    }),
    dict('lprTenor', l('LPR期限', 'LPR tenor'), 'lpr_tenor', { options: LPR_TENORS, list: false }),
    int('spreadBp', l('加点(基点)', 'Spread (bp)'), { minValue: -1000, maxValue: 2000, list: false }),
    dict('repriceOn', l('重定价日', 'Repriced on'), 'reprice_day', {
      options: REPRICE_DAYS,
      defaultValue: 'JAN1',
      list: false,
    }),
    percent('annualRate', l('年利率(%)', 'Annual rate (%)'), {
      required: l('请输入年利率', 'please enter the annual rate'),
      scale: 4,
      minValue: 0,
      maxValue: 36,
      width: 90,
    }),
    dict('dayBasis', l('计息基础', 'Day basis'), 'day_basis', {
      options: DAY_BASIS_OPTIONS,
      defaultValue: 'ACT/360',
      list: false,
    }),
    dict('repaymentMethod', l('还款方式', 'Repayment'), 'bank_repayment_method', {
      required: l('请选择还款方式', 'please select the repayment method'),
      options: BANK_REPAYMENT_METHODS,
      defaultValue: 'QUARTERLY_INTEREST',
      list: false,
    }),
    int('interestDay', l('结息日', 'Interest day'), {
      minValue: 1,
      maxValue: 31,
      defaultValue: 20,
      list: false,
    }),
    percent('penaltyUplift', l('罚息上浮(%)', 'Penalty uplift (%)'), {
      scale: 2,
      minValue: 0,
      maxValue: 200,
      defaultValue: 50,
      list: false,
    }),
    dict('guaranteeMode', l('担保方式', 'Security'), 'bank_guarantee_mode', {
      options: BANK_GUARANTEE_MODES,
      list: false,
    }),
    // The company's account the bank draws on and supervises (监管账户): one of 公司信息's accounts.
    ref('accountId', l('监管账户', 'Supervised account'), () => companyAccount, { nameKey: 'accountNo', list: false }),
    // What is drawn and owed on it, and where it stands (server, from its drawdowns and repayments).
    money('drawnAmount', l('已提款(元)', 'Drawn (yuan)'), { form: false, list: false }),
    money('outstanding', l('借款余额(元)', 'Outstanding (yuan)'), { form: false, width: 130 }),
    dict('loanState', l('借款状态', 'Loan state'), 'bank_loan_state', {
      options: BANK_LOAN_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    attachments('documents', l('合同文件', 'Contract documents'), { max: 20, attachmentKind: 'bank_loan_document' }),
    // A with-recourse asset transfer's financing, drafted at its delivery (server): drawn on approval, repaid by the
    // rents sold.
    ref('assetTransferId', l('资产转让', 'Asset transfer'), () => assetTransfer, {
      form: false,
      list: false,
      nameKey: 'transferNo',
    }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
    flowStateField(),
  ],
  children: [
    {
      name: 'assets',
      label: l('底层资产', 'Underlying assets'),
      def: () => bankLoanAsset,
      foreignKey: 'bankLoanId',
    },
  ],
  status: keptOnceApprovedStatus(),
  unique: [['loanContractNo']],
});

export const bankLoanFamily = recordFamily({
  code: 'bankLoan',
  categoryKey: '38',
  processKey: 'BankLoan',
  resource: () => bankLoan,
  // The spec's name for the last approval's call (POST bankloan/finish).
  calls: { finish: 'finish' },
});

/** What a bank's period asks: its due date, principal and interest (a drawdown's schedule, a plan as filed). */
const dueFields = () => ({
  dueDate: date('dueDate', l('应还日', 'Due'), {
    required: l('请选择应还日', 'please select the due date'),
    width: 110,
  }),
  principal: money('principal', l('应还本金(元)', 'Principal (yuan)'), {
    required: l('请输入应还本金', 'please enter the principal'),
    minValue: 0,
    width: 130,
  }),
  interest: money('interest', l('应还利息(元)', 'Interest (yuan)'), {
    required: l('请输入应还利息', 'please enter the interest'),
    minValue: 0,
    width: 120,
  }),
});

/** A period of a drawdown's schedule: what is due, when, and what has been paid of it. */
export const bankIouPeriod = defineResource({
  name: 'bankIouPeriod',
  api: '/rzzl_qy/bankLoan/bankiouperiod',
  table: 'fl_bank_iou_period',
  permission: 'funding_bank_iou',
  label: l('还款计划', 'Repayment schedule'),
  noun: l('还款期次', 'period'),
  routes: [],
  exportable: false,
  defaultSort: ['period asc'],
  fields: [
    ref('bankIouId', l('银行借据', 'Bank IOU'), (): ResourceDef => bankIou, { form: false, list: false }),
    int('period', l('期次', 'Period'), {
      required: l('请输入期次', 'please enter the period'),
      minValue: 1,
      width: 60,
    }),
    date('startDate', l('计息起日', 'From'), { width: 110 }),
    date('endDate', l('计息止日', 'To'), { width: 110 }),
    dueFields().dueDate,
    int('days', l('天数', 'Days'), { form: false, width: 60 }),
    dueFields().principal,
    dueFields().interest,
    money('total', l('应还合计(元)', 'Total (yuan)'), { form: false, width: 130 }),
    money('paidPrincipal', l('已还本金(元)', 'Principal paid (yuan)'), { form: false, width: 130 }),
    money('paidInterest', l('已还利息(元)', 'Interest paid (yuan)'), { form: false, width: 120 }),
    date('settledOn', l('结清日', 'Settled on'), { form: false, width: 110 }),
  ],
});

/** 银行借据 (fl_bank_iou): a drawdown under an approved bank loan, with the bank's schedule. */
export const bankIou = defineResource({
  name: 'bankIou',
  api: '/rzzl_qy/bankLoan/bankiou',
  table: 'fl_bank_iou',
  permission: 'funding_bank_iou',
  label: l('银行借据', 'Bank drawdowns'),
  noun: l('银行借据', 'bank drawdown'),
  titleField: 'bankIouNo',
  summary: ['bankIouNo', 'bankLoanId', 'amount'],
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export', 'select'],
  fields: [
    loanRef(),
    text('bankIouNo', l('借据编号', 'Drawdown number'), {
      required: l('请输入借据编号', 'please enter the drawdown number'),
      search: true,
      max: 60,
      width: 160,
    }),
    dict('bankKey', l('贷款银行', 'Bank'), 'bank', { options: BANKS, form: false, search: true, width: 120 }),
    // The loan's (server): a floating drawdown is repriced (调息).
    dict('rateType', l('利率类型', 'Rate type'), 'bank_rate_type', {
      options: BANK_RATE_TYPES,
      form: false,
      width: 90,
    }),
    date('drawdownDate', l('提款日', 'Drawn on'), {
      required: l('请选择提款日', 'please select the drawdown date'),
      width: 110,
    }),
    money('amount', l('提款金额(元)', 'Amount (yuan)'), {
      required: l('请输入提款金额', 'please enter the amount'),
      minValue: 0.01,
      width: 140,
    }),
    date('endDate', l('到期日', 'Matures'), { required: l('请选择到期日', 'please select the maturity'), width: 110 }),
    // The loan's, unless this drawdown says otherwise.
    percent('annualRate', l('年利率(%)', 'Annual rate (%)'), { scale: 4, minValue: 0, maxValue: 36, width: 90 }),
    dict('repaymentMethod', l('还款方式', 'Repayment'), 'bank_repayment_method', {
      options: BANK_REPAYMENT_METHODS,
      list: false,
    }),
    int('interestDay', l('结息日', 'Interest day'), { minValue: 1, maxValue: 31, list: false }),
    money('outstanding', l('借据余额(元)', 'Outstanding (yuan)'), { form: false, width: 130 }),
    date('nextDueDate', l('下次应还日', 'Next due'), { form: false, width: 110 }),
    dict('iouState', l('借据状态', 'State'), 'bank_iou_state', {
      options: BANK_IOU_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    attachments('files', l('借据文件', 'Documents'), { max: 20, attachmentKind: 'bank_iou_document' }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  children: [
    {
      name: 'periods',
      label: l('还款计划', 'Repayment schedule'),
      def: () => bankIouPeriod,
      foreignKey: 'bankIouId',
    },
  ],
  unique: [['bankIouNo']],
});

/** 银行还款 (fl_bank_repayment): money paid to a bank on a drawdown, applied to its periods in order. */
export const bankRepayment = defineResource({
  name: 'bankRepayment',
  api: '/rzzl_qy/bankLoan/bankrepayment',
  table: 'fl_bank_repayment',
  permission: 'funding_bank_repayment',
  label: l('银行还款', 'Bank repayments'),
  noun: l('银行还款', 'bank repayment'),
  titleField: 'bankIouId',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  defaultSort: ['repayDate desc', 'id desc'],
  fields: [
    ref('bankIouId', l('银行借据', 'Bank drawdown'), () => bankIou, {
      required: l('请选择银行借据', 'please select the drawdown'),
      search: true,
      nameKey: 'bankIouNo',
      immutable: true,
      width: 160,
    }),
    dict('bankKey', l('贷款银行', 'Bank'), 'bank', { options: BANKS, form: false, search: true, width: 120 }),
    date('repayDate', l('还款日', 'Paid on'), { required: l('请选择还款日', 'please select the date'), width: 110 }),
    money('principal', l('归还本金(元)', 'Principal (yuan)'), { minValue: 0, defaultValue: 0, width: 130 }),
    money('interest', l('支付利息(元)', 'Interest (yuan)'), { minValue: 0, defaultValue: 0, width: 120 }),
    money('fee', l('费用(元)', 'Fees (yuan)'), { minValue: 0, defaultValue: 0, list: false }),
    money('penalty', l('罚息(元)', 'Penalty (yuan)'), { minValue: 0, defaultValue: 0, list: false }),
    money('total', l('合计(元)', 'Total (yuan)'), { form: false, width: 130 }),
    ref('accountId', l('付款账户', 'Paid from'), () => companyAccount, { nameKey: 'accountNo', list: false }),
    attachments('voucher', l('还款凭证', 'Voucher'), { max: 10, attachmentKind: 'bank_repayment_voucher' }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
});

/** A period of a bank's plan as filed: what falls due and when (checked to repay what is drawn). */
export const bankPlanPeriod = defineResource({
  name: 'bankPlanPeriod',
  api: '/rzzl_qy/yhhkjh/yhhkjhperiod',
  table: 'fl_bank_repayment_plan_period',
  permission: 'loan_receipt',
  label: l('计划期次', 'Plan periods'),
  noun: l('计划期次', 'plan period'),
  routes: [],
  exportable: false,
  // As entered: the rules check that their due dates rise.
  defaultSort: ['id asc'],
  fields: [
    ref('planId', l('银行还款计划', 'Bank repayment plan'), (): ResourceDef => bankRepaymentPlan, {
      form: false,
      list: false,
    }),
    ...Object.values(dueFields()),
  ],
});

/**
 * 银行还款计划 (fl_bank_repayment_plan, `yhhkjh`): a bank's repayment plan filed and approved — for a lease IOU (the
 * file kept with it) or for one of the company's own drawdowns (银行借据), whose periods then become the drawdown's
 * schedule on approval. The drawdown's is the record's `bankloanmsg` face (the handle page of the bank-loan side).
 */
export const bankRepaymentPlan = defineResource({
  name: 'bankRepaymentPlan',
  api: '/rzzl_qy/yhhkjh/yhhkjh',
  table: 'fl_bank_repayment_plan',
  permission: 'loan_receipt',
  label: l('银行还款计划', 'Bank repayment plans'),
  noun: l('银行还款计划', 'Bank repayment plan'),
  titleField: 'planName',
  routes: ['list', 'page', 'detail'],
  fields: [
    text('planName', l('计划名称', 'Plan'), { required: l('请输入计划名称', 'please enter the plan'), max: 100 }),
    // One of the two: a lease IOU, or a bank drawdown (the rules refuse neither and both).
    iouField({ required: undefined, immutable: true }),
    ref('bankIouId', l('银行借据', 'Bank drawdown'), (): ResourceDef => bankIou, {
      search: true,
      nameKey: 'bankIouNo',
      immutable: true,
      width: 160,
    }),
    attachments('planFile', l('还款计划文件', 'Plan file'), {
      required: l('请上传还款计划', 'please upload the plan'),
      max: 5,
      attachmentKind: 'bank_repayment_plan',
    }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
    flowStateField(),
  ],
  children: [
    {
      name: 'periods',
      label: l('计划期次', 'Plan periods'),
      def: () => bankPlanPeriod,
      foreignKey: 'planId',
    },
  ],
  status: flowRecordStatus(),
});

/**
 * 银行还款计划上传: handle and detail only (the plan's form starts it). `bankloanmsg`'s loadData and handle-finish are
 * the same calls under the bank-loan side's name.
 */
export const yhhkjhFamily = defineWorkflowFamily({
  ...recordFamily({
    code: 'yhhkjh',
    categoryKey: '33',
    processKey: 'BankRepaymentPlan',
    resource: () => bankRepaymentPlan,
  }),
  handleOnly: true,
  aliases: [
    {
      api: '/rzzl_qy/bankLoan/bankloanmsg',
      calls: { detail: 'loadData', finish: 'handle-finish' },
      // loadData is POST in the spec; GET answers too, as the other details.
      methods: { detail: ['GET', 'POST'] },
    },
  ],
});

/** Which way money moved on a loan. */
export const LOAN_WATER_DIRECTIONS = [
  { value: 'DRAWDOWN', label: l('放款入账', 'Drawdown received') },
  { value: 'PRINCIPAL', label: l('归还本金', 'Principal repaid') },
  { value: 'INTEREST', label: l('支付利息', 'Interest paid') },
  { value: 'FEE', label: l('费用', 'Fees') },
];

export const LOAN_WATER_SOURCES = [
  { value: 'SYSTEM', label: l('系统生成', 'From the records') },
  { value: 'MANUAL', label: l('手工登记', 'Entered') },
];

/** 借款流水 (fl_bank_loan_water): the money moved on a loan — drawdowns and repayments recorded, and entered ones. */
export const bankLoanWater = defineResource({
  name: 'bankLoanWater',
  api: '/rzzl_qy/bankLoan/bankloanwater',
  table: 'fl_bank_loan_water',
  permission: 'funding_bank_water',
  label: l('借款流水', 'Loan movements'),
  noun: l('借款流水', 'loan movement'),
  titleField: 'txnDate',
  routes: ['page', 'detail', 'export'],
  defaultSort: ['txnDate desc', 'id desc'],
  fields: [
    loanRef(),
    ref('bankIouId', l('银行借据', 'Bank drawdown'), (): ResourceDef => bankIou, { nameKey: 'bankIouNo', width: 150 }),
    date('txnDate', l('交易日', 'Date'), { required: l('请选择交易日', 'please select the date'), width: 110 }),
    dict('direction', l('类型', 'Kind'), 'loan_water_direction', {
      required: l('请选择类型', 'please select the kind'),
      options: LOAN_WATER_DIRECTIONS,
      search: true,
      width: 100,
    }),
    money('amount', l('金额(元)', 'Amount (yuan)'), {
      required: l('请输入金额', 'please enter the amount'),
      minValue: 0.01,
      width: 130,
    }),
    dict('source', l('来源', 'Source'), 'loan_water_source', {
      options: LOAN_WATER_SOURCES,
      form: false,
      width: 90,
    }),
    text('reference', l('凭证/流水号', 'Reference'), { max: 60, width: 150 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
});

/** Whose bond: the company's own funding, or a customer's (its credit standing). */
export const BOND_HOLDER_TYPES = [
  { value: 'OWN', label: l('本公司发行', 'Issued by the company') },
  { value: 'CUSTOMER', label: l('客户发行', 'Issued by a customer') },
];

export const BOND_TYPES = [
  { value: 'CORPORATE', label: l('公司债', 'Corporate bond') },
  { value: 'ENTERPRISE', label: l('企业债', 'Enterprise bond') },
  { value: 'MTN', label: l('中期票据', 'Medium-term note') },
  { value: 'CP', label: l('短期融资券', 'Commercial paper') },
  { value: 'PPN', label: l('定向工具(PPN)', 'Private placement note') },
  { value: 'ABS', label: l('资产支持证券(ABS)', 'Asset-backed security') },
  { value: 'ABN', label: l('资产支持票据(ABN)', 'Asset-backed note') },
  { value: 'PRIVATE', label: l('私募债', 'Private bond') },
];

export const COUPON_FREQUENCIES = [
  { value: 'ANNUAL', label: l('每年付息', 'Annual') },
  { value: 'SEMI_ANNUAL', label: l('每半年付息', 'Semi-annual') },
  { value: 'QUARTERLY', label: l('每季付息', 'Quarterly') },
  { value: 'AT_MATURITY', label: l('到期一次还本付息', 'At maturity') },
];

/** Months between coupons (0: one payment at maturity). */
export const COUPON_MONTHS: Record<string, number> = { ANNUAL: 12, SEMI_ANNUAL: 6, QUARTERLY: 3, AT_MATURITY: 0 };

export const CREDIT_RATINGS = ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB', 'B', 'C'].map(
  (r) => ({ value: r, label: l(r, r) }),
);

export const BOND_STATES = [
  { value: 'OUTSTANDING', label: l('存续', 'Outstanding') },
  { value: 'REDEEMED', label: l('已兑付', 'Redeemed') },
  { value: 'DEFAULTED', label: l('违约', 'Defaulted') },
  { value: 'EXTENDED', label: l('展期', 'Extended') },
];

/**
 * 债券 (`bondlssuance/bondlssuance`, fl_bond): the company's own bonds and ABS (a source of funds: what they owe and the
 * coupons due join the financing ledger) and its customers' (their standing), entered from the prospectus.
 */
export const bond = defineResource({
  name: 'bond',
  api: '/rzzl_qy/bondlssuance/bondlssuance',
  table: 'fl_bond',
  permission: 'funding_bond',
  label: l('债券', 'Bonds'),
  noun: l('债券', 'bond'),
  titleField: 'bondName',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  defaultSort: ['maturityDate asc', 'id asc'],
  fields: [
    dict('holderType', l('发行主体', 'Issuer'), 'bond_holder_type', {
      required: l('请选择发行主体', 'please select whose bond it is'),
      options: BOND_HOLDER_TYPES,
      defaultValue: 'OWN',
      search: true,
      width: 110,
    }),
    ref('customerId', l('客户', 'Customer'), () => customer, { nameKey: 'customerName', list: false }),
    text('issuerName', l('发行人', 'Issuer name'), {
      required: l('请输入发行人', 'please enter the issuer'),
      search: true,
      max: 100,
      width: 180,
    }),
    text('useCode', l('发行人信用代码', 'Issuer credit code'), { search: true, max: 18, list: false }),
    text('bondName', l('债券简称', 'Bond name'), {
      required: l('请输入债券简称', 'please enter the bond name'),
      search: true,
      max: 100,
      width: 180,
    }),
    text('bondCode', l('债券代码', 'Bond code'), {
      required: l('请输入债券代码', 'please enter the bond code'),
      search: true,
      max: 30,
      width: 120,
    }),
    dict('bondType', l('债券类型', 'Type'), 'bond_type', {
      required: l('请选择债券类型', 'please select the type'),
      options: BOND_TYPES,
      search: true,
      width: 110,
    }),
    date('issueDate', l('发行日', 'Issued'), {
      required: l('请选择发行日', 'please select the issue date'),
      width: 110,
    }),
    date('maturityDate', l('到期日', 'Matures'), {
      required: l('请选择到期日', 'please select the maturity'),
      width: 110,
    }),
    money('issueAmount', l('发行规模(元)', 'Issued (yuan)'), {
      required: l('请输入发行规模', 'please enter the amount issued'),
      minValue: 0.01,
      width: 140,
    }),
    money('outstanding', l('债券余额(元)', 'Outstanding (yuan)'), { minValue: 0, width: 140 }),
    percent('couponRate', l('票面利率(%)', 'Coupon (%)'), {
      required: l('请输入票面利率', 'please enter the coupon rate'),
      scale: 4,
      minValue: 0,
      maxValue: 36,
      width: 100,
    }),
    dict('couponFreq', l('付息频率', 'Coupons'), 'coupon_frequency', {
      options: COUPON_FREQUENCIES,
      defaultValue: 'ANNUAL',
      list: false,
    }),
    dict('issuerRating', l('主体评级', 'Issuer rating'), 'credit_rating', { options: CREDIT_RATINGS, list: false }),
    dict('bondRating', l('债项评级', 'Bond rating'), 'credit_rating', { options: CREDIT_RATINGS, width: 90 }),
    text('ratingAgency', l('评级机构', 'Rating agency'), { max: 60, list: false }),
    text('leadUnderwriter', l('主承销商', 'Lead underwriter'), { max: 100, list: false }),
    text('guarantee', l('增信措施', 'Credit enhancement'), { max: 200, list: false }),
    dict('bondState', l('债券状态', 'State'), 'bond_state', {
      options: BOND_STATES,
      defaultValue: 'OUTSTANDING',
      search: true,
      width: 90,
    }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  unique: [['bondCode']],
});
