/**
 * 银行流水 (`bankwater/bankwater`, `bankwater/bankwaterresult`; WAVE3-BRIEF §5; issue 33 item 2): a company's bank
 * statements uploaded as the banks export them, read here into transactions (each bank's layout recognised by its
 * header, an unknown one mapped once by the user and remembered), merged across overlapping files, and analysed —
 * integrity and balance breaks, monthly flows, balances against the rent, counterparties and concentration, flagged
 * transactions, categories. Each analysis is kept as a result version; running it again adds one, never replaces.
 */
import {
  BANK_CODES,
  BANK_NAMES,
  CATEGORY_LABELS,
  COUNTERPARTY_KIND_LABELS,
  TXN_FIELD_LABELS,
  TXN_TEXT_FIELDS,
} from '../bankwater';
import { customer } from './customer';
import {
  type ResourceDef,
  attachments,
  date,
  datetime,
  defineResource,
  dict,
  int,
  switchField,
  json,
  l,
  money,
  ref,
  text,
  textarea,
} from './define';

export const WATER_STATES = [
  { value: 'WAITING', label: l('待上传', 'Awaiting files') },
  { value: 'NEEDS_MAPPING', label: l('待映射', 'Layout to map') },
  { value: 'PARSED', label: l('已解析', 'Read') },
  { value: 'PARSE_FAILED', label: l('解析失败', 'Could not be read') },
  { value: 'DONE', label: l('已完成', 'Analysed') },
];

export const BANK_OPTIONS = BANK_CODES.map((c) => ({ value: c, label: BANK_NAMES[c] }));
export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

/** 流水分析单 (fl_bankwater): one company's set of statement files and where its reading and analysis stand. */
export const bankwater = defineResource({
  name: 'bankwater',
  api: '/rzzl_qy/bankwater/bankwater',
  table: 'fl_bankwater',
  permission: 'risk_bankwater',
  label: l('银行流水', 'Bank statements'),
  noun: l('流水分析单', 'statement analysis'),
  titleField: 'orderNo',
  summary: ['orderNo', 'customerId', 'periodFrom', 'periodTo'],
  routes: ['list', 'page', 'detail', 'submit', 'export'],
  unique: [['orderNo']],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    // 流水单号 (server: numbering rule `bankwater`); remove names an analysis by it.
    text('orderNo', l('流水单号', 'Analysis number'), { form: false, search: true, max: 40, width: 150 }),
    // The file set's number (server; getRiskBankNo previews the next).
    text('riskBankNo', l('文件批次号', 'File set number'), { form: false, max: 40, list: false }),
    ref('customerId', l('企业', 'Company'), () => customer, {
      required: l('请选择企业', 'please select the company'),
      search: true,
      nameKey: 'customerName',
      immutable: true,
      width: 220,
    }),
    money('monthlyRent', l('月租金(元)', 'Monthly rent (yuan)'), { minValue: 0, width: 130 }),
    dict('waterState', l('状态', 'State'), 'bankwater_state', {
      options: WATER_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    date('periodFrom', l('流水起始日', 'From'), { form: false, width: 110 }),
    date('periodTo', l('流水截止日', 'To'), { form: false, width: 110 }),
    int('txnCount', l('交易笔数', 'Transactions'), { form: false, width: 90 }),
    // The accounts found [{bank, accountNo, accountName, currency}] and what each file gave (server).
    json('accounts', l('账户', 'Accounts'), { form: false, list: false }),
    json('parseSummary', l('解析结果', 'Reading'), { form: false, list: false }),
    datetime('analysedAt', l('分析时间', 'Analysed at'), { form: false, width: 150 }),
    attachments('files', l('流水文件', 'Statement files'), { max: 24, attachmentKind: 'bank_statement' }),
    textarea('remark', l('备注', 'Remarks'), { max: 1000 }),
  ],
});

/** 流水明细 (fl_bank_txn): a transaction as read, in one shape whatever the bank (shared bankwater/types.ts). */
export const bankTxn = defineResource({
  name: 'bankTxn',
  api: '/rzzl_qy/bankwater/txn',
  table: 'fl_bank_txn',
  permission: 'risk_bankwater',
  label: l('流水明细', 'Transactions'),
  routes: [],
  exportable: false,
  defaultSort: ['txnDate asc', 'seq asc'],
  fields: [
    ref('orderId', l('流水分析单', 'Analysis'), (): ResourceDef => bankwater, { form: false }),
    int('seq', l('序号', 'No.')),
    text('fileId', l('文件', 'File'), { max: 40 }),
    int('fileRow', l('文件行号', 'Row')),
    dict('bank', l('银行', 'Bank'), 'bank_code', { options: BANK_OPTIONS }),
    text('accountNo', l('账号', 'Account'), { max: 40 }),
    text('accountName', l('户名', 'Account name'), { max: 100 }),
    date('txnDate', l('交易日期', 'Date')),
    text('txnTime', l('交易时间', 'Time'), { max: 8 }),
    dict('direction', l('收支', 'In/out'), 'bank_direction', {
      options: [
        { value: 'IN', label: l('收入', 'In') },
        { value: 'OUT', label: l('支出', 'Out') },
      ],
    }),
    money('amount', l('金额', 'Amount')),
    money('balance', l('余额', 'Balance')),
    text('currency', l('币种', 'Currency'), { max: 10 }),
    text('counterpartyName', l('对方户名', 'Counterparty'), { max: 200 }),
    text('counterpartyAccount', l('对方账号', 'Counterparty account'), { max: 60 }),
    text('counterpartyBank', l('对方开户行', 'Counterparty bank'), { max: 200 }),
    text('summary', l('摘要', 'Summary'), { max: 200 }),
    text('purpose', l('用途', 'Purpose'), { max: 200 }),
    text('remark', l('附言', 'Remark'), { max: 500 }),
    text('serialNo', l('流水号', 'Reference'), { max: 100 }),
    dict('category', l('类别', 'Category'), 'bank_category', { options: CATEGORY_OPTIONS }),
  ],
});

/** 分析结果 (fl_bankwater_result): one run of the analysis over an order's transactions, kept as it came out. */
export const bankwaterResult = defineResource({
  name: 'bankwaterResult',
  api: '/rzzl_qy/bankwater/bankwaterresult',
  table: 'fl_bankwater_result',
  permission: 'risk_bankwater',
  label: l('流水分析结果', 'Statement analyses'),
  titleField: 'resultNo',
  // Kept as it came out, with the analyst's conclusion: never removed on its own (its analysis, before a conclusion, may be).
  routes: ['list', 'page', 'detail', 'submit'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    ref('orderId', l('流水分析单', 'Analysis'), (): ResourceDef => bankwater, {
      form: false,
      search: true,
      width: 150,
    }),
    text('resultNo', l('结果编号', 'Result number'), { form: false, max: 60, width: 170 }),
    int('resultVersion', l('版本', 'Version'), { form: false, width: 70 }),
    // The thresholds used and the analysis as computed (shared bankwater/metrics.ts), kept as they came out.
    json('parameters', l('分析参数', 'Parameters'), { form: false, list: false }),
    json('metrics', l('分析指标', 'Metrics'), { form: false, list: false }),
    textarea('conclusion', l('分析结论', 'Conclusion'), { max: 4000 }),
    attachments('document', l('分析报告', 'Report'), { max: 1, attachmentKind: 'bank_statement_report', form: false }),
  ],
});

/** 流水格式映射 (fl_bank_layout): a user's mapping of a layout the readers do not know, kept by its header signature. */
export const bankLayout = defineResource({
  name: 'bankLayout',
  api: '/rzzl_qy/bankwater/layout',
  table: 'fl_bank_layout',
  permission: 'risk_bankwater',
  label: l('流水格式映射', 'Statement layouts'),
  titleField: 'layoutName',
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  unique: [['signature']],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    text('layoutName', l('格式名称', 'Layout name'), {
      required: l('请输入格式名称', 'please name the layout'),
      max: 100,
    }),
    dict('bank', l('银行', 'Bank'), 'bank_code', { options: BANK_OPTIONS, defaultValue: 'GENERIC' }),
    text('signature', l('表头特征', 'Header signature'), {
      required: l('请选择要映射的表头', 'please choose the header to map'),
      max: 64,
      immutable: true,
      list: false,
    }),
    json('header', l('表头', 'Header'), { list: false }),
    // { field: header text } for the fields of shared TXN_FIELDS.
    json('mapping', l('列映射', 'Column mapping'), {
      required: l('请映射各列', 'please map the columns'),
      list: false,
    }),
  ],
});

export const RULE_DIRECTIONS = [
  { value: 'ANY', label: l('收支均可', 'Either') },
  { value: 'IN', label: l('收入', 'In') },
  { value: 'OUT', label: l('支出', 'Out') },
];
export const COUNTERPARTY_KIND_OPTIONS = Object.entries(COUNTERPARTY_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const RULE_TEXT_FIELD_OPTIONS = TXN_TEXT_FIELDS.map((value) => ({
  value,
  label: TXN_FIELD_LABELS[value],
}));

/**
 * 流水分类规则 (fl_bank_category_rule): the tenant's own keyword rules of the categories (shared bankwater/
 * categories.ts), tried by their order, the first enabled one that holds giving the category. A tenant without any
 * uses the defaults; copyDefaults starts its own list from them (docs/decisions.md).
 */
export const bankCategoryRule = defineResource({
  name: 'bankCategoryRule',
  api: '/rzzl_qy/bankwater/categoryrule',
  table: 'fl_bank_category_rule',
  permission: 'risk_bankwater_rule',
  label: l('流水分类规则', 'Statement category rules'),
  noun: l('分类规则', 'category rule'),
  titleField: 'category',
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  exportable: false,
  defaultSort: ['sort asc', 'id asc'],
  fields: [
    int('sort', l('顺序', 'Order'), {
      required: l('请输入顺序', 'please enter the order'),
      minValue: 0,
      maxValue: 9999,
      defaultValue: 100,
      width: 70,
    }),
    dict('category', l('类别', 'Category'), 'bank_category', {
      options: CATEGORY_OPTIONS,
      required: l('请选择类别', 'please select the category'),
      search: true,
      width: 120,
    }),
    dict('direction', l('收支', 'In/out'), 'bank_rule_direction', {
      options: RULE_DIRECTIONS,
      required: l('请选择收支方向', 'please select the side'),
      defaultValue: 'ANY',
      width: 90,
    }),
    // One keyword a line or separated by commas; any one of them in the fields below.
    textarea('keywords', l('关键字', 'Keywords'), { max: 1000, width: 260 }),
    dict('textFields', l('查找字段', 'Looked for in'), 'bank_text_field', {
      options: RULE_TEXT_FIELD_OPTIONS,
      multiple: true,
      max: 100,
      width: 180,
    }),
    dict('counterpartyKinds', l('对方类型', 'Counterparty kinds'), 'bank_counterparty_kind', {
      options: COUNTERPARTY_KIND_OPTIONS,
      multiple: true,
      max: 100,
      width: 180,
    }),
    switchField('enabled', l('启用', 'Enabled'), { defaultValue: 1, search: true, width: 70 }),
    textarea('remark', l('备注', 'Remarks'), { max: 500 }),
  ],
});
