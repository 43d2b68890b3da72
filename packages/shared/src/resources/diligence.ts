/**
 * 尽职调查 (`diligence/diligence`; WAVE3-BRIEF §3.1; issue 32 item 2): the report the review meeting reads — on the
 * lessee or a guarantor of a project — with its sub-tables (shareholders, management, main customers and suppliers,
 * the years' figures, guarantees given and debts, risks and their mitigation) saved with it, and the personal
 * diligence (个人尽调, `Ge`) of natural-person guarantors and controllers with their assets.
 *
 * 企业准入扫描 (`compDiligence/riskcompdiligence`; WAVE3-BRIEF §3.2; issue 32 item 3): a company scanned before it is
 * taken on — by the tenant's provider (企查查's admission scan) or by the local rules over its registry data — with the
 * level, score and each red or yellow hit, and the report generated as a document with chapters. The scan is an
 * outside order (外部服务订单); the record follows its order.
 */
import { ORDER_STATES } from './outside';
import {
  type ResourceDef,
  attachments,
  date,
  datetime,
  defineResource,
  dict,
  int,
  json,
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
import { project } from './project';
import { user } from './system';

/** The company a record made by an outside order is about (企业准入扫描, 司法报告). */
const subjectFields = () =>
  [
    text('companyName', l('企业名称', 'Company'), {
      required: l('请输入企业名称', 'please enter the company'),
      search: true,
      min: 2,
      max: 100,
      width: 220,
    }),
    text('uscCode', l('统一社会信用代码', 'Credit code'), { max: 18, search: true, width: 180 }),
    ref('customerId', l('客户', 'Customer'), (): ResourceDef => customer, { nameKey: 'customerName', list: false }),
  ] as const;

/**
 * Its order, kept by the server as the order moves (modules/diligence/ordered-record.ts): the number, the state under
 * the record's own name, and why it failed (both languages; the reader gets theirs).
 */
const orderFields = <N extends string>(state: N) =>
  [
    text('orderNo', l('订单编号', 'Order number'), { form: false, search: true, width: 150 }),
    dict(state, l('状态', 'State'), 'outside_order_state', {
      options: ORDER_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    json('reason', l('失败原因', 'Why it failed'), { form: false, list: false }),
  ] as const;

/** Who scans: the rules here over the registry data, or the tenant's provider. */
export const SCAN_ENGINES = [
  { value: 'LOCAL', label: l('本地规则', 'Local rules') },
  { value: 'PROVIDER', label: l('服务商', 'Provider') },
];

/** The levels the provider's scan and the local rules answer. */
export const SCAN_LEVELS = ['低', '较低', '中', '较高', '高'].map((v, i) => ({
  value: v,
  label: l(v, ['Low', 'Lower', 'Medium', 'Higher', 'High'][i]),
}));

export const compDiligence = defineResource({
  name: 'compDiligence',
  api: '/rzzl_qy/compDiligence/riskcompdiligence',
  table: 'fl_risk_comp_diligence',
  permission: 'risk_comp_diligence',
  label: l('企业准入扫描', 'Admission scans'),
  noun: l('企业准入扫描', 'admission scan'),
  titleField: 'companyName',
  routes: ['list', 'page', 'detail', 'remove', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    ...subjectFields(),
    dict('engine', l('扫描方式', 'Scanned by'), 'scan_engine', {
      options: SCAN_ENGINES,
      defaultValue: 'LOCAL',
      width: 100,
    }),
    ...orderFields('scanState'),
    dict('riskLevel', l('风险等级', 'Risk level'), 'scan_level', {
      options: SCAN_LEVELS,
      form: false,
      search: true,
      width: 90,
    }),
    int('riskScore', l('风险得分', 'Score'), { form: false, width: 90 }),
    int('redCount', l('红色提示', 'Red'), { form: false, width: 90 }),
    int('yellowCount', l('黄色提示', 'Yellow'), { form: false, width: 90 }),
    json('hits', l('风险明细', 'Hits'), { form: false, list: false }),
    datetime('scannedAt', l('扫描时间', 'Scanned'), { form: false, width: 160 }),
    attachments('report', l('扫描报告', 'Report'), { max: 1, attachmentKind: 'comp_scan_report', form: false }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// 尽职调查

/** 对象类型: the spec's `isGuarantee`. */
export const DILIGENCE_SUBJECTS = [
  { value: '0', label: l('承租人', 'Lessee') },
  { value: '1', label: l('担保人', 'Guarantor') },
];

/** 调查结论. */
export const DILIGENCE_CONCLUSIONS = [
  { value: 'PASS', label: l('建议通过', 'Recommend approval') },
  { value: 'CONDITIONAL', label: l('有条件通过', 'Approve with conditions') },
  { value: 'REJECT', label: l('不建议', 'Do not recommend') },
];

const required = (zh: string, en: string) => l(zh, en);

/** 股权结构: one shareholder. */
export const diligenceShareholder = defineResource({
  name: 'diligenceShareholder',
  api: '/rzzl_qy/diligence/shareholder',
  table: 'fl_diligence_shareholder',
  permission: 'risk_diligence',
  label: l('股权结构', 'Shareholders'),
  titleField: 'name',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('diligenceId', l('尽职调查', 'Diligence'), (): ResourceDef => diligence, { form: false, list: false }),
    text('name', l('股东名称', 'Shareholder'), {
      required: required('请输入股东名称', 'please enter the shareholder'),
      max: 100,
    }),
    dict('holderType', l('股东类型', 'Type'), 'shareholder_type', {
      options: [
        { value: 'COMPANY', label: l('企业法人', 'Company') },
        { value: 'PERSON', label: l('自然人', 'Natural person') },
        { value: 'STATE', label: l('国有股东', 'State') },
      ],
    }),
    percent('ratio', l('持股比例(%)', 'Holding (%)'), { minValue: 0, maxValue: 100 }),
    money('capital', l('认缴出资(元)', 'Subscribed capital (yuan)'), { minValue: 0 }),
    switchField('isActualController', l('实际控制人', 'Actual controller'), { defaultValue: 0 }),
  ],
});

/** 管理层: one manager. */
export const diligenceManager = defineResource({
  name: 'diligenceManager',
  api: '/rzzl_qy/diligence/manager',
  table: 'fl_diligence_manager',
  permission: 'risk_diligence',
  label: l('管理层', 'Management'),
  titleField: 'name',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('diligenceId', l('尽职调查', 'Diligence'), (): ResourceDef => diligence, { form: false, list: false }),
    text('name', l('姓名', 'Name'), { required: required('请输入姓名', 'please enter the name'), max: 50 }),
    text('job', l('职务', 'Position'), { max: 50 }),
    int('years', l('从业年限', 'Years in trade'), { minValue: 0, maxValue: 80 }),
    text('background', l('履历', 'Background'), { max: 300 }),
  ],
});

/** 主要客户 / 主要供应商: one of the top five on either side. */
export const diligencePartner = defineResource({
  name: 'diligencePartner',
  api: '/rzzl_qy/diligence/partner',
  table: 'fl_diligence_partner',
  permission: 'risk_diligence',
  label: l('主要客户及供应商', 'Main customers and suppliers'),
  titleField: 'name',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('diligenceId', l('尽职调查', 'Diligence'), (): ResourceDef => diligence, { form: false, list: false }),
    dict('side', l('类别', 'Side'), 'partner_side', {
      required: required('请选择类别', 'please select the side'),
      options: [
        { value: 'CUSTOMER', label: l('客户', 'Customer') },
        { value: 'SUPPLIER', label: l('供应商', 'Supplier') },
      ],
    }),
    text('name', l('名称', 'Name'), { required: required('请输入名称', 'please enter the name'), max: 100 }),
    money('amount', l('年交易额(元)', 'Yearly amount (yuan)'), { minValue: 0 }),
    percent('share', l('占比(%)', 'Share (%)'), { minValue: 0, maxValue: 100 }),
  ],
});

/** 财务数据: one year's figures as the report reads them (元), entered or taken from the statements. */
export const diligenceFinance = defineResource({
  name: 'diligenceFinance',
  api: '/rzzl_qy/diligence/finance',
  table: 'fl_diligence_finance',
  permission: 'risk_diligence',
  label: l('财务数据', 'Financial figures'),
  titleField: 'year',
  routes: [],
  exportable: false,
  defaultSort: ['year asc', 'id asc'],
  fields: [
    ref('diligenceId', l('尽职调查', 'Diligence'), (): ResourceDef => diligence, { form: false, list: false }),
    int('year', l('年度', 'Year'), {
      required: required('请输入年度', 'please enter the year'),
      minValue: 1990,
      maxValue: 2100,
    }),
    int('months', l('月数', 'Months'), { defaultValue: 12, minValue: 1, maxValue: 12 }),
    money('cash', l('货币资金', 'Cash')),
    money('receivables', l('应收账款', 'Receivables')),
    money('inventory', l('存货', 'Inventory')),
    money('currentAssets', l('流动资产合计', 'Current assets')),
    money('totalAssets', l('资产总计', 'Total assets')),
    money('shortTermLoans', l('短期借款', 'Short-term loans')),
    money('longTermLoans', l('长期借款', 'Long-term loans')),
    money('currentLiabilities', l('流动负债合计', 'Current liabilities')),
    money('totalLiabilities', l('负债合计', 'Total liabilities')),
    money('equity', l('所有者权益合计', 'Equity')),
    money('revenue', l('营业收入', 'Revenue')),
    money('costOfSales', l('营业成本', 'Cost of sales')),
    money('operatingProfit', l('营业利润', 'Operating profit')),
    money('totalProfit', l('利润总额', 'Profit before tax')),
    money('interestExpense', l('利息费用', 'Interest expense')),
    money('netProfit', l('净利润', 'Net profit')),
    money('operatingCashFlow', l('经营活动现金流量净额', 'Operating cash flow')),
    money('depreciation', l('折旧摊销', 'Depreciation and amortisation')),
  ],
});

/** 对外担保 / 负债: a guarantee the company gave, or a debt it owes. */
export const diligenceDebt = defineResource({
  name: 'diligenceDebt',
  api: '/rzzl_qy/diligence/debt',
  table: 'fl_diligence_debt',
  permission: 'risk_diligence',
  label: l('对外担保及负债', 'Guarantees given and debts'),
  titleField: 'creditor',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('diligenceId', l('尽职调查', 'Diligence'), (): ResourceDef => diligence, { form: false, list: false }),
    dict('debtType', l('类别', 'Kind'), 'diligence_debt_type', {
      required: required('请选择类别', 'please select the kind'),
      options: [
        { value: 'GUARANTEE', label: l('对外担保', 'Guarantee given') },
        { value: 'LOAN', label: l('银行借款', 'Bank loan') },
        { value: 'LEASE', label: l('融资租赁', 'Finance lease') },
        { value: 'OTHER', label: l('其他负债', 'Other debt') },
      ],
    }),
    text('creditor', l('债权人/被担保人', 'Creditor / obligor'), {
      required: required('请输入债权人或被担保人', 'please enter the creditor or obligor'),
      max: 100,
    }),
    money('amount', l('金额(元)', 'Amount (yuan)'), { minValue: 0 }),
    date('maturity', l('到期日', 'Maturity')),
    text('security', l('担保方式', 'Security'), { max: 100 }),
  ],
});

/** 风险点与缓释: a risk the investigation found and what answers it. */
export const diligenceRisk = defineResource({
  name: 'diligenceRisk',
  api: '/rzzl_qy/diligence/risk',
  table: 'fl_diligence_risk',
  permission: 'risk_diligence',
  label: l('风险点与缓释措施', 'Risks and mitigations'),
  titleField: 'risk',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('diligenceId', l('尽职调查', 'Diligence'), (): ResourceDef => diligence, { form: false, list: false }),
    text('risk', l('风险点', 'Risk'), { required: required('请输入风险点', 'please enter the risk'), max: 300 }),
    text('mitigation', l('缓释措施', 'Mitigation'), { max: 300 }),
  ],
});

/** 尽职调查 (fl_diligence): the investigation of a project's lessee or guarantor and the report the meeting reads. */
export const diligence = defineResource({
  name: 'diligence',
  api: '/rzzl_qy/diligence/diligence',
  table: 'fl_diligence',
  permission: 'risk_diligence',
  label: l('尽职调查', 'Due diligence'),
  noun: l('尽职调查报告', 'due diligence report'),
  titleField: 'diligenceNo',
  summary: ['diligenceNo', 'customerId', 'projectId', 'conclusion'],
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  unique: [['diligenceNo']],
  history: true,
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    // 尽调编号 (server: numbering rule `diligence`; getDiligenceNo previews the next).
    text('diligenceNo', l('尽调编号', 'Diligence number'), { form: false, search: true, max: 40, width: 150 }),
    ref('projectId', l('项目', 'Project'), () => project, {
      required: required('请选择项目', 'please select the project'),
      search: true,
      nameKey: 'projectName',
      immutable: true,
      width: 200,
    }),
    ref('customerId', l('调查对象', 'Subject'), () => customer, {
      required: required('请选择调查对象', 'please select the subject'),
      search: true,
      nameKey: 'customerName',
      immutable: true,
      width: 200,
    }),
    // The subject's 统一社会信用代码 (server, from the customer): the spec's compCode.
    text('compCode', l('统一社会信用代码', 'Credit code'), { form: false, max: 18, list: false }),
    dict('isGuarantee', l('对象类型', 'Subject is'), 'diligence_subject', {
      options: DILIGENCE_SUBJECTS,
      required: required('请选择对象类型', 'please select what the subject is'),
      defaultValue: '0',
      search: true,
      width: 90,
    }),
    refs('investigators', l('调查人', 'Investigators'), () => user, {
      required: required('请选择调查人', 'please select the investigators'),
      list: false,
    }),
    date('visitDate', l('调查日期', 'Visit date'), { width: 110 }),
    text('visitPlace', l('调查地点', 'Visit place'), { max: 200, list: false }),
    // 工商照面 as the registry answered when the report was saved (server; empty without 外部数据服务).
    json('basic', l('工商信息', 'Registry facts'), { form: false, list: false }),
    textarea('history', l('历史沿革', 'History'), { max: 2000 }),
    text('actualController', l('实际控制人', 'Actual controller'), { max: 100, list: false }),
    textarea('operation', l('经营情况', 'Operations'), { max: 4000 }),
    textarea('financeComment', l('财务分析', 'Financial analysis'), { max: 4000 }),
    textarea('bankwater', l('银行流水分析', 'Bank statement analysis'), { max: 2000 }),
    textarea('credit', l('征信情况', 'Credit record'), { max: 2000 }),
    textarea('litigation', l('涉诉情况', 'Litigation'), { max: 2000 }),
    textarea('leasedAssets', l('租赁物分析', 'Leased assets'), { max: 2000 }),
    textarea('securityAnalysis', l('担保措施分析', 'Security'), { max: 2000 }),
    textarea('repaymentSources', l('还款来源分析', 'Repayment sources'), { max: 2000 }),
    dict('conclusion', l('调查结论', 'Conclusion'), 'diligence_conclusion', {
      options: DILIGENCE_CONCLUSIONS,
      search: true,
      width: 110,
    }),
    money('proposedAmount', l('建议融资金额(元)', 'Proposed amount (yuan)'), { minValue: 0, list: false }),
    int('proposedTerm', l('建议期限(月)', 'Proposed term (months)'), { minValue: 1, maxValue: 240, list: false }),
    percent('proposedRate', l('建议年利率(%)', 'Proposed rate (%)'), {
      minValue: 0,
      maxValue: 36,
      scale: 4,
      list: false,
    }),
    percent('proposedDeposit', l('建议保证金比例(%)', 'Proposed deposit (%)'), {
      minValue: 0,
      maxValue: 100,
      list: false,
    }),
    money('proposedFee', l('建议手续费(元)', 'Proposed fee (yuan)'), { minValue: 0, list: false }),
    textarea('conclusionText', l('结论意见', 'Conclusion remarks'), { max: 2000 }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, width: 100 }),
    attachments('document', l('尽调报告', 'Report'), { max: 1, attachmentKind: 'diligence_report', form: false }),
    attachments('files', l('调查资料', 'Working papers'), { max: 20, attachmentKind: 'diligence_file' }),
  ],
  owner: 'owner',
  children: [
    {
      name: 'shareholders',
      label: l('股权结构', 'Shareholders'),
      def: () => diligenceShareholder,
      foreignKey: 'diligenceId',
    },
    { name: 'managers', label: l('管理层', 'Management'), def: () => diligenceManager, foreignKey: 'diligenceId' },
    {
      name: 'partners',
      label: l('主要客户及供应商', 'Main customers and suppliers'),
      def: () => diligencePartner,
      foreignKey: 'diligenceId',
    },
    {
      name: 'finances',
      label: l('财务数据', 'Financial figures'),
      def: () => diligenceFinance,
      foreignKey: 'diligenceId',
    },
    {
      name: 'debts',
      label: l('对外担保及负债', 'Guarantees given and debts'),
      def: () => diligenceDebt,
      foreignKey: 'diligenceId',
    },
    {
      name: 'risks',
      label: l('风险点与缓释措施', 'Risks and mitigations'),
      def: () => diligenceRisk,
      foreignKey: 'diligenceId',
    },
  ],
});

/** 个人资产: a house, a car, savings of a person investigated. */
export const personalAsset = defineResource({
  name: 'personalAsset',
  api: '/rzzl_qy/diligence/personalasset',
  table: 'fl_diligence_personal_asset',
  permission: 'risk_diligence',
  label: l('个人资产', 'Personal assets'),
  titleField: 'description',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('personId', l('个人尽调', 'Personal diligence'), (): ResourceDef => personalDiligence, {
      form: false,
      list: false,
    }),
    dict('assetType', l('资产类型', 'Asset type'), 'personal_asset_type', {
      required: required('请选择资产类型', 'please select the asset type'),
      options: [
        { value: 'HOUSE', label: l('房产', 'Property') },
        { value: 'VEHICLE', label: l('车辆', 'Vehicle') },
        { value: 'DEPOSIT', label: l('存款', 'Savings') },
        { value: 'EQUITY', label: l('股权', 'Equity') },
        { value: 'OTHER', label: l('其他', 'Other') },
      ],
    }),
    text('description', l('资产描述', 'Description'), {
      required: required('请输入资产描述', 'please describe the asset'),
      max: 200,
    }),
    money('value', l('估值(元)', 'Value (yuan)'), { minValue: 0 }),
    switchField('encumbered', l('已抵押', 'Encumbered'), { defaultValue: 0 }),
  ],
});

/** 个人尽调 (the spec's Ge): a natural-person guarantor or controller investigated, within a diligence report. */
export const personalDiligence = defineResource({
  name: 'personalDiligence',
  api: '/rzzl_qy/diligence/personal',
  table: 'fl_diligence_personal',
  permission: 'risk_diligence',
  label: l('个人尽调', 'Personal diligence'),
  noun: l('个人尽调', 'personal diligence'),
  titleField: 'name',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('diligenceId', l('尽职调查', 'Diligence'), (): ResourceDef => diligence, { form: false, list: false }),
    ref('customerId', l('对应客户', 'Customer'), () => customer, { nameKey: 'customerName', list: false }),
    text('name', l('姓名', 'Name'), { required: required('请输入姓名', 'please enter the name'), max: 50 }),
    text('idNo', l('身份证号', 'ID number'), { max: 18, masked: true, width: 170 }),
    dict('relation', l('与企业关系', 'Relation'), 'personal_relation', {
      required: required('请选择与企业关系', 'please select the relation'),
      options: [
        { value: 'CONTROLLER', label: l('实际控制人', 'Actual controller') },
        { value: 'SPOUSE', label: l('实控人配偶', "Controller's spouse") },
        { value: 'SHAREHOLDER', label: l('股东', 'Shareholder') },
        { value: 'GUARANTOR', label: l('自然人担保人', 'Personal guarantor') },
      ],
    }),
    dict('marriage', l('婚姻状况', 'Marital status'), 'marriage_state', {
      options: [
        { value: 'SINGLE', label: l('未婚', 'Single') },
        { value: 'MARRIED', label: l('已婚', 'Married') },
        { value: 'DIVORCED', label: l('离异', 'Divorced') },
        { value: 'WIDOWED', label: l('丧偶', 'Widowed') },
      ],
    }),
    text('residence', l('居住地址', 'Residence'), { max: 200, list: false }),
    money('income', l('年收入(元)', 'Yearly income (yuan)'), { minValue: 0 }),
    textarea('debts', l('个人负债', 'Debts'), { max: 1000 }),
    textarea('credit', l('征信情况', 'Credit record'), { max: 1000 }),
    textarea('litigation', l('涉诉情况', 'Litigation'), { max: 1000 }),
    textarea('conclusion', l('调查结论', 'Conclusion'), { max: 1000 }),
  ],
  children: [
    { name: 'assets', label: l('个人资产', 'Personal assets'), def: () => personalAsset, foreignKey: 'personId' },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// 司法报告

/** The summary's signal: the worst of its hits. */
export const JUDICIAL_SIGNALS = ['红', '黄', '绿'].map((v, i) => ({
  value: v,
  label: l(v, ['Red', 'Yellow', 'Green'][i]),
}));

/**
 * 司法报告 (`judicialReport/judicialreport`; WAVE3-BRIEF §3.4; issue 32 item 5): a company's judicial risk as the
 * registry data shows it on a day — its court cases (裁判文书) and dishonest-debtor records (失信被执行), the recent
 * cases by cause, the red/yellow summary — made by an outside order (the service `judicialReport`, its local engine
 * reading the registry data) and kept as a snapshot with its report.
 */
export const judicialReport = defineResource({
  name: 'judicialReport',
  api: '/rzzl_qy/judicialReport/judicialreport',
  table: 'fl_judicial_report',
  permission: 'risk_judicial',
  label: l('司法报告', 'Judicial reports'),
  noun: l('司法报告', 'judicial report'),
  titleField: 'companyName',
  routes: ['list', 'page', 'detail', 'remove', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    ...subjectFields(),
    ...orderFields('reportState'),
    dict('signal', l('风险提示', 'Signal'), 'judicial_signal', {
      options: JUDICIAL_SIGNALS,
      form: false,
      search: true,
      width: 90,
    }),
    int('caseCount', l('裁判文书', 'Court cases'), { form: false, width: 90 }),
    int('recentCaseCount', l('近两年案件', 'Cases in 24 months'), { form: false, width: 110 }),
    money('recentAmount', l('近两年涉案金额(元)', 'Amount in 24 months (yuan)'), { form: false, width: 150 }),
    int('dishonestCount', l('失信被执行', 'Dishonest records'), { form: false, width: 100 }),
    // {months, hits, byCause} and {cases, dishonest} as the registry answered (server).
    json('summary', l('风险摘要', 'Summary'), { form: false, list: false }),
    json('rows', l('明细', 'Records'), { form: false, list: false }),
    datetime('fetchedAt', l('查询时间', 'Fetched'), { form: false, width: 160 }),
    attachments('report', l('司法报告', 'Report'), { max: 1, attachmentKind: 'judicial_report', form: false }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
});
