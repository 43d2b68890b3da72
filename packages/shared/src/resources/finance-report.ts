/**
 * 财务报表 (`finance/financereport`, with the views `finance/balancesheet`, `finance/incomestatement` and
 * `finance/cashflowstatement`; WAVE3-BRIEF §4; issue 33 item 1): a company's statements for one period — a year, a
 * half, a quarter or a month (cumulative to date), consolidated or the company alone — in one of the formats the
 * catalogue knows (statements/catalogue.ts). Its three statements are kept as one document of values by line code,
 * in 元, read and written whole; entered on screen or read from the customer's Excel or text PDF (a draft a person
 * checks), and confirmed once they add up. A confirmed report feeds the ratio set, the diligence report and the
 * post-lease check; it is reopened, never deleted.
 */
import { STATEMENT_FORMATS } from '../statements/catalogue';
import { customer } from './customer';
import { attachments, defineResource, dict, int, json, l, ref, switchField, text, textarea } from './define';

/** Dictionary `sheet_type` (our values, WAVE3-BRIEF §4.1 [decision]). */
export const SHEET_TYPES = [
  { value: '1', label: l('年报', 'Annual') },
  { value: '2', label: l('半年报', 'Half-year') },
  { value: '3', label: l('季报', 'Quarterly') },
  { value: '4', label: l('月报', 'Monthly') },
];

/** Dictionary `sheet_type_divide`. */
export const SHEET_TYPE_DIVIDES = [
  { value: '1', label: l('合并报表', 'Consolidated') },
  { value: '2', label: l('母公司/本部', 'Parent company') },
];

/** The months a period type may end on. */
export const SHEET_TYPE_MONTHS: Record<string, number[]> = {
  '1': [12],
  '2': [6, 12],
  '3': [3, 6, 9, 12],
  '4': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};

/** The unit the customer's statements were written in (values are kept in 元). */
export const STATEMENT_UNITS = [
  { value: '1', label: l('元', 'Yuan') },
  { value: '1000', label: l('千元', 'Thousand yuan') },
  { value: '10000', label: l('万元', 'Ten thousand yuan') },
];

export const AUDIT_OPINIONS = [
  { value: 'UNQUALIFIED', label: l('标准无保留意见', 'Unqualified') },
  { value: 'EMPHASIS', label: l('带强调事项段的无保留意见', 'Unqualified with emphasis') },
  { value: 'QUALIFIED', label: l('保留意见', 'Qualified') },
  { value: 'ADVERSE', label: l('否定意见', 'Adverse') },
  { value: 'DISCLAIMER', label: l('无法表示意见', 'Disclaimer') },
];

export const STATEMENT_SOURCES = [
  { value: 'MANUAL', label: l('手工录入', 'Entered') },
  { value: 'EXCEL', label: l('Excel导入', 'Excel import') },
  { value: 'PDF', label: l('PDF文本解析', 'PDF text') },
  { value: 'PROVIDER', label: l('第三方解析', 'Outside provider') },
];

export const REPORT_STATES = [
  { value: 'DRAFT', label: l('草稿', 'Draft') },
  { value: 'CONFIRMED', label: l('已确认', 'Confirmed') },
];

export const financeReport = defineResource({
  name: 'financeReport',
  api: '/rzzl_qy/finance/financereport',
  table: 'fl_finance_report',
  permission: 'risk_finance',
  label: l('财务报表', 'Financial statements'),
  noun: l('财务报表', 'financial statements'),
  titleField: 'reportNo',
  summary: ['reportNo', 'customerId', 'sheetYear', 'sheetMonth'],
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  unique: [['customerId', 'sheetYear', 'sheetMonth', 'sheetType', 'sheetTypeDivide']],
  history: true,
  defaultSort: ['sheetYear desc', 'sheetMonth desc', 'id desc'],
  fields: [
    // 报表编号 (server: numbering rule `finance_report`, CW yyyyMM 001); reRun names a report by it.
    text('reportNo', l('报表编号', 'Report number'), { form: false, search: true, max: 40, width: 150 }),
    ref('customerId', l('企业', 'Company'), () => customer, {
      required: l('请选择企业', 'please select the company'),
      search: true,
      nameKey: 'customerName',
      immutable: true,
      width: 220,
    }),
    int('sheetYear', l('报表年度', 'Year'), {
      required: l('请输入报表年度', 'please enter the year'),
      minValue: 1990,
      maxValue: 2100,
      search: true,
      immutable: true,
      width: 90,
    }),
    int('sheetMonth', l('截止月份', 'To month'), {
      required: l('请输入截止月份', 'please enter the month'),
      minValue: 1,
      maxValue: 12,
      defaultValue: 12,
      immutable: true,
      width: 90,
    }),
    dict('sheetType', l('报表类型', 'Period'), 'sheet_type', {
      options: SHEET_TYPES,
      required: l('请选择报表类型', 'please select the period'),
      defaultValue: '1',
      search: true,
      immutable: true,
      width: 90,
    }),
    dict('sheetTypeDivide', l('报表口径', 'Scope'), 'sheet_type_divide', {
      options: SHEET_TYPE_DIVIDES,
      required: l('请选择报表口径', 'please select the scope'),
      defaultValue: '2',
      immutable: true,
      width: 110,
    }),
    dict('format', l('报表格式', 'Format'), 'statement_format', {
      options: STATEMENT_FORMATS,
      // Found from the file when read in; a report typed in without one is in the current general format.
      defaultValue: 'CAS2019_NEW',
      width: 170,
    }),
    dict('unit', l('原报表单位', 'Unit of the original'), 'statement_unit', {
      options: STATEMENT_UNITS,
      defaultValue: '1',
      list: false,
    }),
    switchField('audited', l('是否审计', 'Audited'), { defaultValue: 0, width: 80 }),
    text('auditor', l('审计机构', 'Auditor'), { max: 100, list: false }),
    dict('auditOpinion', l('审计意见', 'Audit opinion'), 'audit_opinion', { options: AUDIT_OPINIONS, list: false }),
    dict('source', l('数据来源', 'Source'), 'statement_source', {
      options: STATEMENT_SOURCES,
      form: false,
      width: 100,
    }),
    dict('reportState', l('状态', 'State'), 'finance_report_state', {
      options: REPORT_STATES,
      form: false,
      search: true,
      width: 80,
    }),
    // The three statements: { BS: { code: { current, prior } }, IS: …, CF: … } in 元 (statements/checks.ts).
    json('statements', l('报表数据', 'Statement figures'), { list: false }),
    // The checks worked out at each save (server): errors keep the report from being confirmed.
    json('checks', l('校验结果', 'Checks'), { form: false, list: false }),
    // What a file's reading said: the format found, lines matched, labels not matched (server).
    json('reading', l('识别结果', 'Reading'), { form: false, list: false }),
    // The outside order that read the files (server; createFinanceOrder / reRun).
    text('orderNo', l('识别订单号', 'Reading order'), { form: false, max: 40, list: false }),
    attachments('files', l('报表文件', 'Statement files'), { max: 10, attachmentKind: 'finance_statement' }),
    textarea('remark', l('备注', 'Remarks'), { max: 1000 }),
  ],
  status: {
    field: 'reportState',
    initial: 'DRAFT',
    transitions: { DRAFT: ['CONFIRMED'], CONFIRMED: ['DRAFT'] },
    editableIn: ['DRAFT'],
    removableIn: ['DRAFT'],
  },
});
