/**
 * 合同模板 (spec business-domain §7 "Contract model: list, detail, remove, submit, getModelByType"): Word templates
 * with `{placeholder}` tags that contracts, minutes and resolutions are generated from. The placeholder reference
 * below is the one list of data names a generated document offers: the document builder fills exactly these, and
 * users read them on the 占位符 tab — so the two cannot drift.
 */
import { attachments, defineResource, dict, int, l, switchField, text, textarea } from './define';
import type { Localized } from './localized';

export const CONTRACT_MODEL_TYPES = [
  { value: 1, label: l('直租合同', 'Direct lease contract') },
  { value: 2, label: l('售后回租合同', 'Sale-leaseback contract') },
  { value: 3, label: l('保证合同', 'Guarantee contract') },
  { value: 4, label: l('抵押合同', 'Mortgage contract') },
  { value: 5, label: l('质押合同', 'Pledge contract') },
  { value: 6, label: l('评审会纪要', 'Review-meeting minutes') },
  { value: 7, label: l('董事会决议', 'Board resolution') },
  { value: 8, label: l('提前结清通知书', 'Early settlement letter') },
  { value: 9, label: l('尽调报告', 'Due diligence report') },
  { value: 10, label: l('租后检查报告', 'Post-lease check report') },
];

export const contractModel = defineResource({
  name: 'contractModel',
  api: '/rzzl_qy/contract/contractmodel',
  table: 'fl_contract_model',
  permission: 'contract_model',
  label: l('合同模板', 'Contract models'),
  noun: l('合同模板', 'contract model'),
  titleField: 'modelName',
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  defaultSort: ['modelType asc', 'modelVersion desc'],
  fields: [
    text('modelName', l('模板名称', 'Name'), {
      required: l('请输入模板名称', 'please enter the name'),
      search: true,
      max: 100,
    }),
    dict('modelType', l('模板类型', 'Type'), 'contract_model_type', {
      required: l('请选择模板类型', 'please select the type'),
      search: true,
      options: CONTRACT_MODEL_TYPES,
      width: 130,
    }),
    // Server-set: each new file uploaded under the same type and name is the next version.
    int('modelVersion', l('版本', 'Version'), { form: false, width: 70 }),
    // One enabled model per type and tenant: enabling one disables the others (server, same transaction).
    switchField('enabled', l('启用', 'Enabled'), { defaultValue: 0, search: true, width: 70 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    attachments('template', l('模板文件', 'Template file'), {
      max: 1,
      accept: '.docx',
      required: l('请上传模板文件(.docx)', 'please upload the template file (.docx)'),
    }),
    // Server-set from the uploaded file: the tags it holds (`lessee.name`, `#schedule.period`), one per line.
    textarea('placeholders', l('占位符', 'Placeholders'), { form: false, list: false, max: 20000 }),
  ],
});

/** One data name a generated document offers: `{name}`, or inside a loop `{#loop}{name}{/loop}`. */
export interface PlaceholderDef {
  name: string;
  label: Localized;
}

export interface PlaceholderGroup {
  /** The object (`lessee` → `{lessee.name}`) or loop (`schedule` → `{#schedule}…{/schedule}`); '' for top level. */
  key: string;
  label: Localized;
  loop: boolean;
  fields: PlaceholderDef[];
}

const p = (name: string, zh: string, en: string): PlaceholderDef => ({ name, label: l(zh, en) });

/** The placeholder reference: what a contract document's data holds (the builder fills these names). */
export const CONTRACT_PLACEHOLDERS: PlaceholderGroup[] = [
  {
    key: '',
    label: l('合同', 'Contract'),
    loop: false,
    fields: [p('contractNo', '合同编号', 'Contract number'), p('signDate', '签订日期', 'Signing date')],
  },
  {
    key: 'project',
    label: l('项目', 'Project'),
    loop: false,
    fields: [
      p('projectNo', '项目编号', 'Project number'),
      p('projectName', '项目名称', 'Project name'),
      p('leaseType', '租赁方式', 'Lease type'),
      p('leasedItems', '租赁物', 'Leased items'),
      p('suppliers', '出卖人(供应商)', 'Sellers (suppliers)'),
      p('guarantors', '保证人', 'Guarantors'),
      p('manager', '客户经理', 'Account manager'),
      p('dept', '所属机构', 'Department'),
    ],
  },
  {
    key: 'lessor',
    label: l('出租人(本公司, 公司信息)', 'Lessor (this company, company information)'),
    loop: false,
    fields: [
      p('name', '法定名称', 'Legal name'),
      p('uscc', '统一社会信用代码', 'Unified social credit code'),
      p('legalPerson', '法定代表人', 'Legal representative'),
      p('address', '住所', 'Registered address'),
      p('contactAddress', '通讯地址', 'Postal address'),
      p('postcode', '邮政编码', 'Postcode'),
      p('telephone', '联系电话', 'Telephone'),
      p('bankName', '收款账户开户行', 'Collection account: bank'),
      p('accountName', '收款账户户名', 'Collection account: name'),
      p('bankAccount', '收款账户账号', 'Collection account: number'),
    ],
  },
  {
    key: 'lessee',
    label: l('承租人', 'Lessee'),
    loop: false,
    fields: [
      p('name', '名称', 'Name'),
      p('uscc', '统一社会信用代码', 'Unified social credit code'),
      p('address', '住所', 'Address'),
      p('legalPerson', '法定代表人', 'Legal representative'),
      p('telephone', '联系电话', 'Telephone'),
      p('bankName', '开户银行', 'Bank'),
      p('bankAccount', '银行账号', 'Bank account'),
    ],
  },
  {
    key: 'terms',
    label: l('租赁条件', 'Lease terms'),
    loop: false,
    fields: [
      p('principal', '租赁本金', 'Principal'),
      p('principalUpper', '租赁本金(大写)', 'Principal in words'),
      p('annualRate', '年租赁利率(含单位, 如 6.00%)', 'Annual rate with its unit (6.00%)'),
      p('rate', '租赁利率(数字, 单位 %)', 'Rate (the number, in %)'),
      p('periods', '租赁期数', 'Periods'),
      p('term', '租赁期限(月)', 'Term (months)'),
      p('frequency', '支付频率', 'Payment frequency'),
      p('rentMethod', '租金计算方式', 'Rent method'),
      p('payTiming', '先付/后付', 'In advance / in arrears'),
      p('startDate', '起租日', 'Start date'),
      p('endDate', '到期日', 'End date'),
      p('deposit', '保证金', 'Deposit'),
      p('depositUpper', '保证金(大写)', 'Deposit in words'),
      p('fee', '手续费', 'Fee'),
      p('feeUpper', '手续费(大写)', 'Fee in words'),
      p('purchasePrice', '留购价款', 'Purchase price'),
      p('purchasePriceUpper', '留购价款(大写)', 'Purchase price in words'),
      p('residualValue', '余值', 'Residual value'),
      p('firstDueDate', '首期租金日', 'First rent due'),
      p('totalRent', '租金总额', 'Total rent'),
      p('totalRentUpper', '租金总额(大写)', 'Total rent in words'),
      p('penaltyRate', '罚息利率(含单位, 如 日万分之五(0.05%/日))', 'Penalty rate with its unit (per day)'),
    ],
  },
  {
    key: 'schedule',
    label: l('租金计划表(循环)', 'Rent schedule (loop)'),
    loop: true,
    fields: [
      p('period', '期次', 'Period'),
      p('dueDate', '支付日', 'Due date'),
      p('rent', '租金', 'Rent'),
      p('principal', '本金', 'Principal'),
      p('interest', '利息', 'Interest'),
      p('balance', '剩余本金', 'Balance'),
    ],
  },
  {
    key: 'guarantees',
    label: l('担保(循环)', 'Guarantees (loop)'),
    loop: true,
    fields: [
      p('guarantor', '担保人', 'Guarantor'),
      p('uscc', '担保人证件号码', "Guarantor's ID / credit code"),
      p('address', '担保人住所', "Guarantor's address"),
      p('legalPerson', '担保人法定代表人', "Guarantor's legal representative"),
      p('amount', '担保金额', 'Amount'),
      p('amountUpper', '担保金额(大写)', 'Amount in words'),
      p('type', '担保方式', 'Type'),
    ],
  },
  {
    key: 'items',
    label: l('租赁物清单(循环)', 'Leased items (loop)'),
    loop: true,
    fields: [
      p('no', '序号', 'No.'),
      p('itemName', '租赁物名称', 'Item'),
      p('model', '规格型号', 'Model'),
      p('quantity', '数量', 'Quantity'),
      p('unit', '单位', 'Unit'),
      p('supplier', '出卖人(供应商)', 'Seller (supplier)'),
      p('invoiceValue', '发票价值', 'Invoice value'),
      p('location', '存放地点', 'Location'),
    ],
  },
  {
    key: 'meeting',
    label: l('评审会(会议纪要)', 'Review meeting (minutes)'),
    loop: false,
    fields: [
      p('topic', '议题', 'Topic'),
      p('time', '会议时间', 'Meeting time'),
      p('place', '会议地点', 'Place'),
      p('host', '主持人', 'Chair'),
      p('reviewers', '评审委员', 'Reviewers'),
      p('notes', '会议记录', 'Notes'),
      p('result', '评审结论', 'Result'),
      p('votesFor', '同意票', 'Votes for'),
      p('votesAgainst', '反对票', 'Votes against'),
    ],
  },
  {
    key: 'votes',
    label: l('评审投票(循环, 会议纪要)', 'Votes (loop, minutes)'),
    loop: true,
    fields: [
      p('userName', '评审委员', 'Reviewer'),
      p('decision', '表决', 'Decision'),
      p('comment', '意见', 'Comment'),
      p('time', '投票时间', 'Time'),
    ],
  },
  {
    key: 'resolution',
    label: l('决议(董事会决议)', 'Resolution (board resolution)'),
    loop: false,
    fields: [
      p('resolutionNo', '决议编号', 'Resolution number'),
      p('meetingDate', '会议日期', 'Meeting date'),
      p('summary', '决议内容', 'Resolution'),
    ],
  },
  {
    key: 'settle',
    label: l('提前结清(结清通知书)', 'Early settlement (settlement letter)'),
    loop: false,
    fields: [
      p('settleNo', '结清编号', 'Settlement number'),
      p('contractNo', '合同编号', 'Contract number'),
      p('iouNo', '借据编号', 'IOU number'),
      p('trandate', '结清日', 'Settlement date'),
      p('total', '结清款合计', 'Settlement total'),
      p('waiver', '减免金额', 'Waiver'),
      p('payable', '应收结清款', 'Payable'),
      p('payableUpper', '应收结清款(大写)', 'Payable in words'),
      p('quoteValidUntil', '报价有效期至', 'Quote valid until'),
    ],
  },
  {
    key: 'settleLines',
    label: l('结清款明细(循环, 结清通知书)', 'Settlement lines (loop, settlement letter)'),
    loop: true,
    fields: [p('item', '项目', 'Item'), p('amount', '金额', 'Amount'), p('rule', '计算依据', 'Rule')],
  },
  {
    key: 'dd',
    label: l('尽职调查(尽调报告)', 'Due diligence (report)'),
    loop: false,
    fields: [
      p('diligenceNo', '尽调编号', 'Diligence number'),
      p('projectNo', '项目编号', 'Project number'),
      p('projectName', '项目名称', 'Project name'),
      p('subject', '调查对象', 'Subject'),
      p('subjectType', '对象类型', 'Subject is'),
      p('uscc', '统一社会信用代码', 'Credit code'),
      p('investigators', '调查人', 'Investigators'),
      p('visitDate', '调查日期', 'Visit date'),
      p('visitPlace', '调查地点', 'Visit place'),
      p('legalPerson', '法定代表人(工商)', 'Legal representative (registry)'),
      p('establishedDate', '成立日期(工商)', 'Established (registry)'),
      p('registeredCapital', '注册资本(工商)', 'Registered capital (registry)'),
      p('regStatus', '登记状态(工商)', 'Status (registry)'),
      p('address', '注册地址(工商)', 'Address (registry)'),
      p('scope', '经营范围(工商)', 'Business scope (registry)'),
      p('history', '历史沿革', 'History'),
      p('actualController', '实际控制人', 'Actual controller'),
      p('operation', '经营情况', 'Operations'),
      p('financeComment', '财务分析', 'Financial analysis'),
      p('bankwater', '银行流水分析', 'Bank statement analysis'),
      p('credit', '征信情况', 'Credit record'),
      p('litigation', '涉诉情况', 'Litigation'),
      p('leasedAssets', '租赁物分析', 'Leased assets'),
      p('securityAnalysis', '担保措施分析', 'Security'),
      p('repaymentSources', '还款来源分析', 'Repayment sources'),
      p('conclusion', '调查结论', 'Conclusion'),
      p('proposedAmount', '建议融资金额', 'Proposed amount'),
      p('proposedTerm', '建议期限(月)', 'Proposed term (months)'),
      p('proposedRate', '建议年利率', 'Proposed rate'),
      p('proposedDeposit', '建议保证金比例', 'Proposed deposit'),
      p('proposedFee', '建议手续费', 'Proposed fee'),
      p('conclusionText', '结论意见', 'Conclusion remarks'),
      p('reportDate', '报告日期', 'Report date'),
    ],
  },
  {
    key: 'tk',
    label: l('租后检查(租后检查报告)', 'Post-lease check (report)'),
    loop: false,
    fields: [
      p('trackNo', '检查编号', 'Check number'),
      p('lessee', '承租人', 'Lessee'),
      p('uscc', '统一社会信用代码', 'Credit code'),
      p('trackType', '检查类型', 'Kind'),
      p('mode', '检查方式', 'Mode'),
      p('source', '发起原因', 'Why'),
      p('planDate', '计划检查日', 'Planned'),
      p('checkDate', '检查日期', 'Checked on'),
      p('inspectors', '检查人', 'Inspectors'),
      p('operationNormal', '经营正常', 'Operating normally'),
      p('revenueTrend', '营业收入趋势', 'Revenue trend'),
      p('staffCount', '员工人数', 'Staff'),
      p('mainBusinessChanged', '主营业务变化', 'Main business changed'),
      p('operationNote', '经营情况说明', 'Operations'),
      p('statementPeriod', '最近报表期', 'Latest statements'),
      p('debtRatio', '资产负债率', 'Debt ratio'),
      p('debtRatioBefore', '上期资产负债率', 'Debt ratio before'),
      p('financeNote', '财务情况说明', 'Finances'),
      p('assetInUse', '租赁物正常使用', 'Assets in use'),
      p('assetLocationMatches', '存放地点与合同一致', 'Where the contract says'),
      p('assetDamage', '损坏情况', 'Damage'),
      p('insuranceUntil', '保险有效期至', 'Insured until'),
      p('registrationUntil', '登记有效期至', 'Registered until'),
      p('guarantorNote', '担保人情况', 'Guarantors'),
      p('iouCount', '在租借据数', 'Active IOUs'),
      p('outstandingPrincipal', '剩余本金', 'Outstanding principal'),
      p('maxDpd', '最长逾期天数', 'Longest days past due'),
      p('overduePeriods', '逾期期数', 'Overdue periods'),
      p('overdueAmount', '逾期金额', 'Overdue'),
      p('currentLevel', '当前分类', 'Current class'),
      p('signals', '预警信号', 'Warning signals'),
      p('conclusion', '检查结论', 'Conclusion'),
      p('suggestedLevel', '建议分类', 'Suggested class'),
      p('measures', '风险措施', 'Measures'),
      p('reportDate', '报告日期', 'Report date'),
    ],
  },
  {
    key: 'tkReports',
    label: l('检查报告(循环, 租后检查报告)', 'Check reports (loop, post-lease check report)'),
    loop: true,
    fields: [
      p('no', '序号', 'No.'),
      p('reportType', '报告类型', 'Kind'),
      p('title', '报告标题', 'Title'),
      p('reportDate', '报告日期', 'Date'),
      p('content', '报告内容', 'Content'),
    ],
  },
  {
    key: 'ddShareholders',
    label: l('股权结构(循环, 尽调报告)', 'Shareholders (loop, report)'),
    loop: true,
    fields: [
      p('name', '股东名称', 'Shareholder'),
      p('type', '股东类型', 'Type'),
      p('ratio', '持股比例', 'Holding'),
      p('capital', '认缴出资', 'Capital'),
      p('controller', '实际控制人', 'Actual controller'),
    ],
  },
  {
    key: 'ddManagers',
    label: l('管理层(循环, 尽调报告)', 'Management (loop, report)'),
    loop: true,
    fields: [
      p('name', '姓名', 'Name'),
      p('job', '职务', 'Position'),
      p('years', '从业年限', 'Years'),
      p('background', '履历', 'Background'),
    ],
  },
  {
    key: 'ddPartners',
    label: l('主要客户及供应商(循环, 尽调报告)', 'Main customers and suppliers (loop, report)'),
    loop: true,
    fields: [
      p('side', '类别', 'Side'),
      p('name', '名称', 'Name'),
      p('amount', '年交易额', 'Amount'),
      p('share', '占比', 'Share'),
    ],
  },
  {
    key: 'ddFinances',
    label: l('财务数据(循环, 尽调报告)', 'Financial figures (loop, report)'),
    loop: true,
    fields: [
      p('year', '年度', 'Year'),
      p('totalAssets', '资产总计', 'Total assets'),
      p('totalLiabilities', '负债合计', 'Total liabilities'),
      p('equity', '所有者权益', 'Equity'),
      p('revenue', '营业收入', 'Revenue'),
      p('netProfit', '净利润', 'Net profit'),
      p('operatingCashFlow', '经营现金流', 'Operating cash flow'),
    ],
  },
  {
    key: 'ddRatios',
    label: l('财务指标(循环, 尽调报告, 最近两年)', 'Ratios (loop, report, last two years)'),
    loop: true,
    fields: [
      p('group', '类别', 'Group'),
      p('name', '指标', 'Ratio'),
      p('latest', '最近年度', 'Latest year'),
      p('previous', '上一年度', 'Year before'),
    ],
  },
  {
    key: 'ddDebts',
    label: l('对外担保及负债(循环, 尽调报告)', 'Guarantees given and debts (loop, report)'),
    loop: true,
    fields: [
      p('kind', '类别', 'Kind'),
      p('creditor', '债权人/被担保人', 'Creditor / obligor'),
      p('amount', '金额', 'Amount'),
      p('maturity', '到期日', 'Maturity'),
      p('security', '担保方式', 'Security'),
    ],
  },
  {
    key: 'ddRisks',
    label: l('风险点与缓释(循环, 尽调报告)', 'Risks and mitigations (loop, report)'),
    loop: true,
    fields: [p('no', '序号', 'No.'), p('risk', '风险点', 'Risk'), p('mitigation', '缓释措施', 'Mitigation')],
  },
  {
    key: 'ddPersons',
    label: l('个人尽调(循环, 尽调报告)', 'Personal diligence (loop, report)'),
    loop: true,
    fields: [
      p('name', '姓名', 'Name'),
      p('relation', '与企业关系', 'Relation'),
      p('idNo', '身份证号(脱敏)', 'ID number (masked)'),
      p('marriage', '婚姻状况', 'Marital status'),
      p('income', '年收入', 'Yearly income'),
      p('assets', '个人资产', 'Assets'),
      p('credit', '征信情况', 'Credit record'),
      p('litigation', '涉诉情况', 'Litigation'),
      p('conclusion', '调查结论', 'Conclusion'),
    ],
  },
];

/**
 * A template's tags as stored (`placeholders`): `name` for a top-level tag, `loop.name` inside a loop, the loop itself
 * as `#loop`. Tags the reference does not know are answered by `unknownPlaceholders`.
 */
export function knownPlaceholders(): Set<string> {
  const out = new Set<string>();
  for (const g of CONTRACT_PLACEHOLDERS) {
    if (g.loop) out.add(`#${g.key}`);
    for (const f of g.fields) out.add(g.key ? `${g.key}.${f.name}` : f.name);
  }
  return out;
}

/** The tags of a model (as stored, one per line) that the reference does not offer. */
export function unknownPlaceholders(tags: string[]): string[] {
  const known = knownPlaceholders();
  return tags.filter((t) => !known.has(t));
}
