/**
 * Overdue, classification, the standing book and concentration (business-domain §7 "Overdue and risk", "Loans and
 * repayments" standing book; DOMAIN.md §3–4; issue 15). The daily job derives every IOU's overdue state and its
 * five-level class as of the business date (servicing.ts holds the state on the IOU); these are the records around it:
 * its history, staff's collection actions (the `overdue` family), a class changed by hand (the `fl_risk` family), the
 * month-end snapshots of the standing book, and the company's own position for the concentration limits.
 */
import {
  type FieldDef,
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
  refs,
  switchField,
  text,
  textarea,
} from './define';
import { customer } from './customer';
import { keptOnceApprovedStatus, flowStateField, processFields, recordFamily } from './flow-record';
import { IOU_STATE_OPTIONS, RISK_LEVEL_OPTIONS, contractField, iou, iouField, lesseeField } from './servicing';
import { user } from './system';

const level = <N extends string>(name: N, label: ReturnType<typeof l>, extra: Record<string, unknown> = {}) =>
  dict(name, label, 'risk_level', { options: RISK_LEVEL_OPTIONS, width: 90, ...extra });

const figure = <N extends string>(name: N, label: ReturnType<typeof l>, extra: Record<string, unknown> = {}) =>
  money(name, label, { form: false, defaultValue: '0', width: 130, ...extra });

/**
 * 分类历史 (fl_iou_risk_history): a row each time the daily job (or an approved change) finds an IOU's overdue state or
 * class different from the last row — never a row for a day on which nothing changed.
 */
export const iouRiskHistory = defineResource({
  name: 'iouRiskHistory',
  api: '/rzzl_qy/risk/history',
  table: 'fl_iou_risk_history',
  permission: 'risk_level',
  label: l('分类历史', 'Classification history'),
  routes: ['list'],
  exportable: false,
  defaultSort: ['asOfDate desc'],
  fields: [
    ref('iouId', l('借据', 'IOU'), () => iou, { form: false, search: true, nameKey: 'iouNo', width: 150 }),
    date('asOfDate', l('日期', 'Date'), { form: false, width: 110 }),
    int('dpd', l('逾期天数', 'Days past due'), { form: false, width: 90 }),
    int('overduePeriods', l('逾期期数', 'Overdue periods'), { form: false, width: 90 }),
    figure('overdueAmount', l('逾期金额(元)', 'Overdue (yuan)')),
    figure('penaltyAmount', l('罚息(元)', 'Penalty (yuan)')),
    level('riskFloor', l('分类下限', 'Floor'), { form: false }),
    level('riskLevel', l('五级分类', 'Classification'), { form: false }),
    /** job | manual | approval */
    text('source', l('来源', 'Source'), { form: false, max: 20, width: 80 }),
  ],
});

/** 风险等级维护 (fl_risk_adjust, the `fl_risk` family): a class proposed for an IOU; loosening below the floor or a
 * previous manual class needs the approval, tightening applies at once. */
export const riskAdjust = defineResource({
  name: 'riskAdjust',
  api: '/rzzl_qy/risk/risk',
  table: 'fl_risk_adjust',
  permission: 'risk_level',
  label: l('风险等级维护', 'Risk level maintenance'),
  noun: l('风险等级调整', 'Classification change'),
  titleField: 'iouId',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  fields: [
    iouField(),
    lesseeField({ search: false }),
    level('currentLevel', l('当前分类', 'Current class'), { form: false }),
    level('proposedLevel', l('调整后分类', 'Proposed class'), {
      required: l('请选择调整后分类', 'please select the proposed class'),
      search: true,
    }),
    textarea('reason', l('调整原因', 'Reason'), {
      required: l('请输入调整原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('evidence', l('证明材料', 'Evidence'), { max: 10, attachmentKind: 'risk_adjust' }),
    ...processFields(),
    flowStateField(),
  ],
  // An approved record has done its work (a class applied, a collection recorded): it stays.
  status: keptOnceApprovedStatus(),
});

export const COLLECTION_METHODS = [
  { value: 'phone', label: l('电话催收', 'Phone') },
  { value: 'visit', label: l('上门催收', 'Visit') },
  { value: 'letter', label: l('催收函', 'Letter') },
  { value: 'lawyer', label: l('律师函', "Lawyer's letter") },
  { value: 'litigation', label: l('诉讼', 'Litigation') },
];

/**
 * 逾期管理 (fl_overdue, the `overdue` family): a collection action on an overdue IOU, with its record, approved. Its
 * records page under `page` and `pageList`; the area's `list` is the overdue IOUs themselves, `detail` the family's.
 */
export const overdueAction = defineResource({
  name: 'overdueAction',
  api: '/rzzl_qy/overdue/overdue',
  table: 'fl_overdue',
  permission: 'risk_overdue',
  label: l('逾期管理', 'Overdue management'),
  noun: l('催收记录', 'Collection record'),
  titleField: 'iouId',
  owner: 'owner',
  routes: ['page', 'submit', 'remove', 'export'],
  fields: [
    iouField(),
    contractField(),
    lesseeField(),
    int('dpd', l('逾期天数', 'Days past due'), { form: false, width: 90 }),
    figure('overdueAmount', l('逾期金额(元)', 'Overdue (yuan)')),
    dict('method', l('催收方式', 'Method'), 'collection_method', {
      options: COLLECTION_METHODS,
      required: l('请选择催收方式', 'please select the method'),
      search: true,
      width: 100,
    }),
    date('actionDate', l('催收日期', 'Date'), { required: l('请选择催收日期', 'please select the date'), width: 110 }),
    textarea('content', l('催收情况', 'What happened'), {
      required: l('请输入催收情况', 'please describe what happened'),
      max: 2000,
    }),
    date('promiseDate', l('承诺还款日', 'Promised payment date'), { width: 110 }),
    money('promiseAmount', l('承诺还款金额(元)', 'Promised amount (yuan)'), { minValue: 0, list: false }),
    attachments('evidence', l('催收材料', 'Evidence'), { max: 10, attachmentKind: 'overdue' }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, search: true, width: 100 }),
    ...processFields(),
    flowStateField(),
  ],
  // An approved record has done its work (a class applied, a collection recorded): it stays.
  status: keptOnceApprovedStatus(),
});

/**
 * 资金台账历史 (fl_standing_book_history): an IOU's standing-book line as it stood at a month's end, taken by the daily
 * job on the month's last business day; read-only but for the remark.
 */
export const standingBookSnapshot = defineResource({
  name: 'standingBookSnapshot',
  api: '/rzzl_qy/fundStandingBook/fundstandingbook',
  alsoApi: ['/rzzl_qy/standingBook/standingbookhistory'],
  table: 'fl_standing_book_history',
  permission: 'standing_book_history',
  label: l('台账历史', 'Standing book history'),
  noun: l('台账快照', 'Snapshot'),
  titleField: 'iouNo',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  unique: [['yearMonth', 'iouId']],
  defaultSort: ['yearMonth desc', 'iouNo asc'],
  fields: [
    text('yearMonth', l('月份', 'Month'), { form: false, search: true, max: 7, width: 90 }),
    date('asOfDate', l('快照日期', 'Taken on'), { form: false, width: 110 }),
    ref('iouId', l('借据', 'IOU'), () => iou, { form: false, list: false }),
    text('iouNo', l('借据编号', 'IOU number'), { form: false, search: true, max: 40, width: 150 }),
    contractField(),
    lesseeField(),
    dict('iouState', l('借据状态', 'IOU status'), 'iou_state', { options: IOU_STATE_OPTIONS, form: false, width: 90 }),
    figure('loanAmount', l('放款金额(元)', 'Amount (yuan)')),
    figure('cashReceived', l('实收款项(元)', 'Cash received (yuan)')),
    figure('receivedAmount', l('已收租金(元)', 'Rent received (yuan)')),
    figure('creditAmount', l('预收款(元)', 'Credit held (yuan)')),
    figure('outstandingPrincipal', l('剩余本金(元)', 'Outstanding principal (yuan)')),
    figure('overduePrincipal', l('逾期本金(元)', 'Overdue principal (yuan)')),
    figure('overdueInterest', l('逾期利息(元)', 'Overdue interest (yuan)')),
    figure('penaltyAmount', l('罚息(元)', 'Penalty (yuan)')),
    int('dpd', l('逾期天数', 'Days past due'), { form: false, width: 90 }),
    level('riskLevel', l('五级分类', 'Classification'), { form: false, search: true }),
    figure('provision', l('拨备(元)', 'Provision (yuan)')),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
});

/**
 * 客户集中度 (fl_concentration): the company's own position on a date, kept by finance staff; the indicators of
 * DOMAIN.md §4 are computed from the latest record and the live exposure.
 */
export const concentration = defineResource({
  name: 'concentration',
  api: '/rzzl_qy/concentration/concentration',
  alsoApi: ['/rzzl_qy/customerConcentration/customerconcentration'],
  table: 'fl_concentration',
  permission: 'risk_concentration',
  label: l('客户集中度', 'Customer concentration'),
  noun: l('公司财务数据', 'Company position'),
  titleField: 'reportDate',
  routes: ['list', 'detail', 'submit', 'remove', 'export'],
  unique: [['reportDate']],
  defaultSort: ['reportDate desc'],
  fields: [
    date('reportDate', l('数据日期', 'As of'), {
      required: l('请选择数据日期', 'please select the date'),
      search: true,
      width: 110,
    }),
    money('totalAssets', l('总资产(元)', 'Total assets (yuan)'), {
      required: l('请输入总资产', 'please enter total assets'),
      minValue: 0,
      width: 150,
    }),
    money('netAssets', l('净资产(元)', 'Net assets (yuan)'), {
      required: l('请输入净资产', 'please enter net assets'),
      minValue: 0.01,
      width: 150,
    }),
    money('leasedAssets', l('融资租赁资产(元)', 'Leased assets (yuan)'), { minValue: 0, list: false }),
    money('cash', l('现金(元)', 'Cash (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    money('bankDeposits', l('银行存款(元)', 'Bank deposits (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    money('treasuryBonds', l('国债(元)', 'Treasury bonds (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    money('fixedIncome', l('固定收益类证券(元)', 'Fixed-income securities (yuan)'), {
      minValue: 0,
      defaultValue: '0',
      list: false,
    }),
    /** Customers who are the company's related parties (besides its shareholders and what they control). */
    refs('relatedCustomerIds', l('关联方客户', 'Related-party customers'), () => customer, { list: false }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  children: [
    {
      name: 'shareholders',
      label: l('股东', 'Shareholders'),
      def: (): ResourceDef => concentrationShareholder,
      foreignKey: 'concentrationId',
    },
  ],
});

/** The indicators of DOMAIN.md §4 (finance/concentration.ts computes them), by code, for screens and messages. */
export const CONCENTRATION_INDICATOR_OPTIONS = [
  { value: 'leasedAssets', label: l('融资租赁资产占总资产比例 (≥60%)', 'Leased assets / total assets (≥ 60 %)') },
  {
    value: 'riskAssets',
    label: l('风险资产 (≤8倍净资产)', 'Risk assets (≤ 8 × net assets)'),
  },
  { value: 'fixedIncome', label: l('固定收益类证券 (≤20%净资产)', 'Fixed-income securities (≤ 20 % of net assets)') },
  { value: 'singleCustomer', label: l('单一客户融资集中度 (≤30%)', 'Single customer (≤ 30 %)') },
  { value: 'singleGroup', label: l('单一集团客户融资集中度 (≤50%)', 'Single group customer (≤ 50 %)') },
  { value: 'singleRelated', label: l('单一客户关联度 (≤30%)', 'Single related party (≤ 30 %)') },
  { value: 'allRelated', label: l('全部关联度 (≤50%)', 'All related parties (≤ 50 %)') },
  {
    value: 'shareholder',
    label: l('单一股东及其关联方 (≤该股东出资额)', 'Single shareholder and its related parties (≤ its capital)'),
  },
];

export const CONCENTRATION_STATUS_OPTIONS = [
  { value: 'ok', label: l('正常', 'Within limit') },
  { value: 'near', label: l('接近上限', 'Near the limit') },
  { value: 'breach', label: l('超限', 'Breached') },
];

/** A shareholder of the company and its capital contribution (fl_concentration_shareholder). */
export const concentrationShareholder = defineResource({
  name: 'concentrationShareholder',
  api: '/rzzl_qy/concentration/shareholder',
  table: 'fl_concentration_shareholder',
  permission: 'risk_concentration',
  label: l('股东', 'Shareholders'),
  routes: [],
  exportable: false,
  fields: [
    ref('concentrationId', l('集中度', 'Position'), (): ResourceDef => concentration, { form: false, list: false }),
    text('shareholderName', l('股东名称', 'Shareholder'), {
      required: l('请输入股东名称', 'please enter the shareholder'),
      max: 100,
    }),
    /** The shareholder as a customer, when it (or what it controls) leases from the company. */
    ref('customerId', l('对应客户', 'As a customer'), () => customer, { nameKey: 'customerName' }),
    money('capital', l('出资额(元)', 'Capital contribution (yuan)'), {
      required: l('请输入出资额', 'please enter the contribution'),
      minValue: 0,
    }),
    percent('ratio', l('持股比例(%)', 'Share (%)'), { minValue: 0, maxValue: 100 }),
  ],
});

/** 风险等级维护: a loosened class takes effect on approval. */
export const riskFamily = recordFamily({
  code: 'fl_risk',
  categoryKey: '10',
  processKey: 'RiskLevel',
  resource: () => riskAdjust,
  calls: { detailByInstance: 'getDetailByInsId' },
});

/** 逾期管理: a collection action and its record approved. */
export const overdueFamily = recordFamily({
  code: 'overdue',
  categoryKey: '23',
  processKey: 'OverdueCollection',
  resource: () => overdueAction,
  calls: {
    start: 'start-process',
    save: 'handle-save',
    submit: 'handle-submit',
    finish: 'handle-finish',
    remove: 'handle-delete',
    detail: 'detail',
  },
});

export const RISK_FAMILIES = [riskFamily, overdueFamily] as const;

/** A standing-book line's columns (资金台账: the screen, the export, the month-end snapshot), by the IOU's own fields. */
export const STANDING_BOOK_COLUMNS = [
  'iouNo',
  'contractId',
  'customerId',
  'iouState',
  'loanDate',
  'endDate',
  'loanAmount',
  'cashReceived',
  'receivedAmount',
  'creditAmount',
  'outstandingPrincipal',
  'overduePrincipal',
  'overdueInterest',
  'penaltyAmount',
  'dpd',
  'riskLevel',
  'provision',
  'owner',
] as const;

/** The money columns of a line, which the totals row sums. */
export const STANDING_BOOK_FIGURES = [
  'loanAmount',
  'cashReceived',
  'receivedAmount',
  'creditAmount',
  'outstandingPrincipal',
  'overduePrincipal',
  'overdueInterest',
  'penaltyAmount',
  'provision',
] as const;
export type StandingBookFigure = (typeof STANDING_BOOK_FIGURES)[number];

/** The IOU's field definitions of the standing book's columns. */
export const standingBookFields = () =>
  STANDING_BOOK_COLUMNS.map((n) => iou.fields.find((f) => f.name === n) as (typeof iou.fields)[number]);

/** 合并台账: the unit the lines are put together by — the lessee, or its group (集团: a connected component of the
 * relation graph, every relation type, either direction). */
export const MERGE_SHEET_UNITS = [
  { value: 'customer', label: l('按客户', 'By lessee') },
  { value: 'group', label: l('按集团', 'By group') },
] as const;
export type MergeSheetUnit = (typeof MERGE_SHEET_UNITS)[number]['value'];

/**
 * The merge sheet's own filters, beside the standing book's: the lessee by name, only the lessees (or groups) with an
 * overdue line — all their lines —, and the unit.
 */
export const MERGE_SHEET_FILTERS = [
  text('customerName', l('承租人名称', 'Lessee name'), { max: 100 }),
  switchField('overdueOnly', l('仅逾期客户', 'Overdue lessees only')),
  dict('groupBy', l('合并方式', 'Consolidate by'), 'merge_sheet_unit', {
    options: [...MERGE_SHEET_UNITS],
    defaultValue: 'customer',
  }),
] as const;

/** The money columns a merge-sheet line shows (the answer holds every figure): what was lent, is owed and overdue. */
export const MERGE_SHEET_FIGURES = [
  'loanAmount',
  'outstandingPrincipal',
  'overduePrincipal',
  'overdueInterest',
  'penaltyAmount',
] as const satisfies readonly StandingBookFigure[];

/**
 * A merge-sheet line's columns (per lessee or group, and the consolidated line): the counts, the IOU's own figures
 * summed, the longest DPD and the worst class (the most severe of its lines').
 */
export const mergeSheetFields = (): FieldDef[] => [
  int('customerCount', l('客户数', 'Lessees'), { width: 80 }),
  int('count', l('借据笔数', 'IOUs'), { width: 90 }),
  ...MERGE_SHEET_FIGURES.map((n) => iou.fields.find((f) => f.name === n) as FieldDef),
  int('maxDpd', l('最长逾期天数', 'Longest DPD'), { width: 110 }),
  level('worstRiskLevel', l('最差分类', 'Worst class'), { width: 100 }),
];
