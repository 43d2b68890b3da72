/**
 * 租后检查 (`tracking/tracking`; WAVE3-BRIEF §3.3; issue 32 item 4): the post-lease check of a lessee — the first visit
 * after disbursement, then periodic checks as often as its class asks, and special checks on warning signals (finance
 * tracking-plan.ts plans them; the server's daily job keeps one planned check open per lessee). The inspector records
 * the lessee's operations and finances, the leased assets, the guarantors, repayment (filled from the ledger), the
 * warning signals seen and a conclusion; 部门负责人 and 风控 approve it (the `tracking` family), and a 预警 conclusion's
 * suggested class opens a 风险等级维护 draft. One check may hold several reports (现场报告, 照片, 非现场监测).
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
  refs,
  switchField,
  text,
  textarea,
} from './define';
import { customer } from './customer';
import { flowStateField, keptOnceApprovedStatus, processFields, recordFamily } from './flow-record';
import { RISK_LEVEL_OPTIONS } from './servicing';
import { user } from './system';

export const TRACKING_TYPES = [
  { value: 'FIRST', label: l('首次检查', 'First check') },
  { value: 'REGULAR', label: l('定期检查', 'Regular check') },
  { value: 'SPECIAL', label: l('专项检查', 'Special check') },
];

export const TRACKING_MODES = [
  { value: 'ONSITE', label: l('现场检查', 'On site') },
  { value: 'OFFSITE', label: l('非现场检查', 'Off site') },
];

export const TRACKING_CONCLUSIONS = [
  { value: 'NORMAL', label: l('正常', 'Normal') },
  { value: 'ATTENTION', label: l('关注', 'Attention') },
  { value: 'WARNING', label: l('预警', 'Warning') },
];

/** What made the check: the plan, or the warning signal that called a special one. */
export const TRACKING_SOURCES = [
  { value: 'PLAN', label: l('检查计划', 'Plan') },
  { value: 'OVERDUE', label: l('逾期超过30天', 'Over 30 days past due') },
  { value: 'MONITOR', label: l('企业监控红色信号', 'Monitoring red signal') },
  { value: 'MANUAL', label: l('手工发起', 'Started by hand') },
];

/** 预警信号: what the inspector saw (several may be ticked). */
export const TRACKING_SIGNALS = [
  { value: 'OVERDUE', label: l('租金逾期', 'Rent overdue') },
  { value: 'OPERATION', label: l('经营异常或停产', 'Operations abnormal or stopped') },
  { value: 'FINANCE', label: l('财务指标恶化', 'Finances worsening') },
  { value: 'JUDICIAL', label: l('涉诉或被执行', 'Sued or under enforcement') },
  { value: 'ASSET', label: l('租赁物异常', 'Leased asset problem') },
  { value: 'GUARANTOR', label: l('担保人状况恶化', 'Guarantor worsening') },
  { value: 'MANAGEMENT', label: l('实际控制人或高管变动', 'Controller or management change') },
  { value: 'OTHER', label: l('其他', 'Other') },
];

export const REVENUE_TRENDS = [
  { value: 'UP', label: l('上升', 'Rising') },
  { value: 'FLAT', label: l('持平', 'Flat') },
  { value: 'DOWN', label: l('下降', 'Falling') },
];

export const TRACKING_REPORT_TYPES = [
  { value: 'ONSITE', label: l('现场报告', 'On-site report') },
  { value: 'PHOTOS', label: l('照片', 'Photos') },
  { value: 'OFFSITE', label: l('非现场监测', 'Off-site monitoring') },
  { value: 'OTHER', label: l('其他', 'Other') },
];

const figure = <N extends string>(name: N, label: ReturnType<typeof l>) =>
  money(name, label, { form: false, list: false });

/** 检查报告: one of a check's reports (saveReport / updateReport / removeReport / reportList), with its files. */
export const trackingReport = defineResource({
  name: 'trackingReport',
  api: '/rzzl_qy/tracking/report',
  table: 'fl_tracking_report',
  permission: 'risk_tracking',
  label: l('检查报告', 'Check reports'),
  titleField: 'title',
  routes: [],
  exportable: false,
  defaultSort: ['reportDate asc', 'id asc'],
  fields: [
    ref('trackId', l('租后检查', 'Check'), (): ResourceDef => tracking, {
      required: l('请选择租后检查', 'please select the check'),
      immutable: true,
      list: false,
    }),
    dict('reportType', l('报告类型', 'Kind'), 'tracking_report_type', {
      options: TRACKING_REPORT_TYPES,
      required: l('请选择报告类型', 'please select the kind'),
      width: 110,
    }),
    text('title', l('报告标题', 'Title'), {
      required: l('请输入报告标题', 'please enter the title'),
      max: 100,
      width: 200,
    }),
    date('reportDate', l('报告日期', 'Date'), { width: 110 }),
    textarea('content', l('报告内容', 'Content'), { max: 4000, width: 320 }),
    attachments('files', l('报告附件', 'Files'), { max: 30, attachmentKind: 'tracking_report', list: false }),
  ],
});

/** 租后检查 (fl_tracking): one check of a lessee, planned or started by hand, approved as the `tracking` family. */
export const tracking = defineResource({
  name: 'tracking',
  api: '/rzzl_qy/tracking/tracking',
  table: 'fl_tracking',
  permission: 'risk_tracking',
  label: l('租后检查', 'Post-lease checks'),
  noun: l('租后检查', 'post-lease check'),
  titleField: 'trackNo',
  summary: ['trackNo', 'customerId', 'trackType', 'planDate'],
  routes: ['list', 'page', 'detail', 'remove', 'submit', 'export'],
  defaultSort: ['planDate asc', 'id asc'],
  owner: 'owner',
  history: true,
  fields: [
    // 检查编号 (server: numbering rule `tracking`).
    text('trackNo', l('检查编号', 'Check number'), { form: false, search: true, max: 40, width: 150 }),
    ref('customerId', l('承租人', 'Lessee'), () => customer, {
      required: l('请选择承租人', 'please select the lessee'),
      immutable: true,
      search: true,
      nameKey: 'customerName',
      width: 180,
    }),
    // The lessee's 统一社会信用代码 (server, from the customer): the spec's uscCode.
    text('uscCode', l('统一社会信用代码', 'Credit code'), { form: false, list: false, search: true, max: 30 }),
    dict('trackType', l('检查类型', 'Kind'), 'tracking_type', {
      options: TRACKING_TYPES,
      required: l('请选择检查类型', 'please select the kind'),
      search: true,
      width: 100,
    }),
    dict('mode', l('检查方式', 'Mode'), 'tracking_mode', {
      options: TRACKING_MODES,
      required: l('请选择检查方式', 'please select the mode'),
      width: 100,
    }),
    dict('source', l('发起原因', 'Why'), 'tracking_source', {
      options: TRACKING_SOURCES,
      form: false,
      defaultValue: 'MANUAL',
      width: 120,
    }),
    date('planDate', l('计划检查日', 'Planned'), {
      required: l('请选择计划检查日', 'please select the date'),
      width: 110,
    }),
    date('checkDate', l('检查日期', 'Checked on'), {
      required: l('请选择检查日期', 'please select the date checked'),
      width: 110,
    }),
    refs('inspectors', l('检查人', 'Inspectors'), () => user, {
      required: l('请选择检查人', 'please select the inspectors'),
      list: false,
    }),
    // 经营情况
    switchField('operationNormal', l('经营正常', 'Operating normally'), { defaultValue: 1, list: false }),
    dict('revenueTrend', l('营业收入趋势', 'Revenue trend'), 'tracking_revenue_trend', {
      options: REVENUE_TRENDS,
      list: false,
    }),
    int('staffCount', l('员工人数', 'Staff'), { minValue: 0, list: false }),
    switchField('mainBusinessChanged', l('主营业务变化', 'Main business changed'), { defaultValue: 0, list: false }),
    textarea('operationNote', l('经营情况说明', 'Operations'), { max: 2000 }),
    // 财务情况 (the latest figures prefilled by the server from the lessee's diligence, where there are any)
    text('statementPeriod', l('最近报表期', 'Latest statements'), { max: 40, list: false }),
    percent('debtRatio', l('资产负债率(%)', 'Debt ratio (%)'), { minValue: 0, maxValue: 999, list: false }),
    percent('debtRatioBefore', l('上期资产负债率(%)', 'Debt ratio before (%)'), {
      minValue: 0,
      maxValue: 999,
      list: false,
    }),
    textarea('financeNote', l('财务情况说明', 'Finances'), { max: 2000 }),
    // 租赁物
    switchField('assetInUse', l('租赁物正常使用', 'Assets in use'), { defaultValue: 1, list: false }),
    switchField('assetLocationMatches', l('存放地点与合同一致', 'Where the contract says'), {
      defaultValue: 1,
      list: false,
    }),
    textarea('assetDamage', l('损坏情况', 'Damage'), { max: 1000 }),
    date('insuranceUntil', l('保险有效期至', 'Insured until'), { list: false }),
    date('registrationUntil', l('登记有效期至', 'Registered until'), { list: false }),
    // 担保人情况
    textarea('guarantorNote', l('担保人情况', 'Guarantors'), { max: 2000 }),
    // 还款情况 (server: the lessee's active IOUs as the ledger stands when the check is saved)
    int('iouCount', l('在租借据数', 'Active IOUs'), { form: false, list: false }),
    figure('outstandingPrincipal', l('剩余本金(元)', 'Outstanding principal (yuan)')),
    int('maxDpd', l('最长逾期天数', 'Longest days past due'), { form: false, width: 100 }),
    int('overduePeriods', l('逾期期数', 'Overdue periods'), { form: false, list: false }),
    figure('overdueAmount', l('逾期金额(元)', 'Overdue (yuan)')),
    dict('currentLevel', l('当前分类', 'Current class'), 'risk_level', {
      options: RISK_LEVEL_OPTIONS,
      form: false,
      width: 90,
    }),
    // 结论
    dict('signals', l('预警信号', 'Warning signals'), 'tracking_signal', {
      options: TRACKING_SIGNALS,
      multiple: true,
      max: 200,
      list: false,
    }),
    dict('conclusion', l('检查结论', 'Conclusion'), 'tracking_conclusion', {
      options: TRACKING_CONCLUSIONS,
      required: l('请选择检查结论', 'please select the conclusion'),
      search: true,
      width: 90,
    }),
    dict('suggestedLevel', l('建议分类', 'Suggested class'), 'risk_level', {
      options: RISK_LEVEL_OPTIONS,
      width: 90,
    }),
    textarea('measures', l('风险措施', 'Measures'), { max: 2000 }),
    attachments('photos', l('现场照片', 'Photos'), { max: 50, accept: 'image/*', attachmentKind: 'tracking_photo' }),
    attachments('documents', l('检查资料', 'Documents'), { max: 30, attachmentKind: 'tracking_document' }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, search: true, width: 100 }),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
});

/** 贷后报告审批 (category 34): a check's report accepted (部门负责人 → 风控), its conclusion and suggested class. */
export const trackingFamily = recordFamily({
  code: 'tracking',
  categoryKey: '34',
  processKey: 'Tracking',
  resource: () => tracking,
  calls: { detail: 'detailFlow' },
  variables: ['conclusion'],
});
