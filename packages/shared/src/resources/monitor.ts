/**
 * 企业监控 (`monitorConf/compmonitorconf`, `monitorConf/companyChangeInfo`; WAVE3-BRIEF §3.5; issue 32 item 5): the
 * companies the lessor watches — every customer with exposure, by default — and what changed in their registry and
 * court data. A daily job reads each watched company's data again (through the enterprise data service), compares it
 * with what it saw last time, and writes a change row per difference with its severity; the account manager is told
 * the same day, and a red change calls a special post-lease check. A provider's pushes may come in through a signed
 * webhook instead (off by default).
 */
import { customer } from './customer';
import { datetime, defineResource, dict, int, json, l, password, ref, switchField, text } from './define';
import type { Localized } from './localized';
import { tracking } from './tracking';

export type MonitorSeverity = 'RED' | 'YELLOW' | 'INFO';

export const MONITOR_SEVERITIES = [
  { value: 'RED', label: l('红色', 'Red') },
  { value: 'YELLOW', label: l('黄色', 'Yellow') },
  { value: 'INFO', label: l('提示', 'Info') },
];

/**
 * Where a dimension's data comes from: a field of 工商照面, or one of the enterprise datasets; `null` when no
 * adapter supplies it yet (listed so the catalogue is whole, refused when chosen).
 */
export type DimensionSource =
  | { basic: string }
  | { dataset: 'shareholders' | 'personnel' | 'cases' | 'dishonest' }
  | null;

export interface MonitorDimension {
  value: string;
  label: Localized;
  source: DimensionSource;
}

/** dimensionGroups: the catalogue, by group. */
export const MONITOR_DIMENSION_GROUPS: { value: string; label: Localized; dimensions: MonitorDimension[] }[] = [
  {
    value: 'BUSINESS',
    label: l('工商变更', 'Registry changes'),
    dimensions: [
      { value: 'LEGAL_PERSON', label: l('法定代表人', 'Legal representative'), source: { basic: 'legalPerson' } },
      { value: 'NAME', label: l('企业名称', 'Name'), source: { basic: 'name' } },
      { value: 'CAPITAL', label: l('注册资本', 'Registered capital'), source: { basic: 'registeredCapital' } },
      { value: 'SCOPE', label: l('经营范围', 'Business scope'), source: { basic: 'scope' } },
      { value: 'ADDRESS', label: l('注册地址', 'Address'), source: { basic: 'address' } },
      { value: 'STATUS', label: l('登记状态', 'Registration status'), source: { basic: 'status' } },
      { value: 'SHAREHOLDER', label: l('股东', 'Shareholders'), source: { dataset: 'shareholders' } },
      { value: 'PERSONNEL', label: l('主要人员', 'Key personnel'), source: { dataset: 'personnel' } },
    ],
  },
  {
    value: 'JUDICIAL',
    label: l('司法风险', 'Judicial risk'),
    dimensions: [
      { value: 'CASE', label: l('裁判文书', 'Court judgments'), source: { dataset: 'cases' } },
      { value: 'DISHONEST', label: l('失信被执行', 'Dishonest debtor'), source: { dataset: 'dishonest' } },
      { value: 'EXECUTED', label: l('被执行人', 'Judgment debtor'), source: null },
      { value: 'RESTRICTED', label: l('限制高消费', 'Consumption restriction'), source: null },
      { value: 'HEARING', label: l('开庭公告', 'Hearing notices'), source: null },
    ],
  },
  {
    value: 'OPERATION',
    label: l('经营风险', 'Operating risk'),
    dimensions: [
      { value: 'ABNORMAL', label: l('经营异常', 'Abnormal operation list'), source: null },
      { value: 'PENALTY', label: l('行政处罚', 'Administrative penalties'), source: null },
      { value: 'EQUITY_PLEDGE', label: l('股权出质', 'Equity pledges'), source: null },
      { value: 'CHATTEL_MORTGAGE', label: l('动产抵押', 'Chattel mortgages'), source: null },
      { value: 'TAX', label: l('欠税公告', 'Tax arrears'), source: null },
    ],
  },
];

export const MONITOR_DIMENSIONS = MONITOR_DIMENSION_GROUPS.flatMap((g) => g.dimensions);
/** The dimensions a company is watched on when none are chosen: every one whose data an adapter supplies. */
export const AVAILABLE_DIMENSIONS = MONITOR_DIMENSIONS.filter((d) => d.source).map((d) => d.value);
const DIMENSION_OPTIONS = MONITOR_DIMENSIONS.map((d) => ({ value: d.value, label: d.label }));

export const MONITOR_STATES = [
  { value: 'MONITORING', label: l('监控中', 'Watching') },
  { value: 'PAUSED', label: l('暂停', 'Paused') },
];

export const CHANGE_SOURCES = [
  { value: 'JOB', label: l('定时比对', 'Daily comparison') },
  { value: 'PUSH', label: l('服务商推送', 'Provider push') },
];

/** 企业监控 (fl_monitor): one watched company, what it is watched on, and what was seen last. */
export const monitorConf = defineResource({
  name: 'monitorConf',
  api: '/rzzl_qy/monitorConf/compmonitorconf',
  table: 'fl_monitor',
  permission: 'risk_monitor',
  label: l('企业监控', 'Company monitoring'),
  noun: l('监控企业', 'watched company'),
  titleField: 'companyName',
  routes: ['page', 'detail', 'submit', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  unique: [['customerId']],
  fields: [
    ref('customerId', l('客户', 'Customer'), () => customer, {
      required: l('请选择客户', 'please select the customer'),
      immutable: true,
      search: true,
      nameKey: 'customerName',
      width: 200,
    }),
    text('companyName', l('企业名称', 'Company'), { form: false, search: true, max: 100, width: 200 }),
    text('uscc', l('统一社会信用代码', 'Credit code'), { form: false, search: true, max: 30, width: 180 }),
    dict('dimensions', l('监控维度', 'Dimensions'), 'monitor_dimension', {
      options: DIMENSION_OPTIONS,
      multiple: true,
      max: 500,
      list: false,
    }),
    dict('monitorState', l('监控状态', 'State'), 'monitor_state', {
      options: MONITOR_STATES,
      defaultValue: 'MONITORING',
      search: true,
      width: 90,
    }),
    datetime('lastCheckedAt', l('最近比对', 'Last compared'), { form: false, width: 160 }),
    text('lastResult', l('比对结果', 'Result'), { form: false, max: 500, width: 220 }),
    int('changeCount', l('变动数', 'Changes'), { form: false, defaultValue: 0, width: 80 }),
    int('redCount', l('红色变动', 'Red changes'), { form: false, defaultValue: 0, width: 90 }),
    // What the company's data was at the last comparison (the diff's left side; the server's).
    json('snapshot', l('快照', 'Snapshot'), { form: false, list: false }),
  ],
});

/** 企业变动 (fl_company_change): one difference seen in a watched company's data, or pushed by a provider. */
export const companyChange = defineResource({
  name: 'companyChange',
  api: '/rzzl_qy/monitorConf/companyChangeInfo',
  table: 'fl_company_change',
  permission: 'risk_monitor',
  label: l('企业变动', 'Company changes'),
  titleField: 'fieldLabel',
  routes: ['page', 'detail', 'export'],
  defaultSort: ['detectedAt desc', 'id desc'],
  fields: [
    ref('monitorId', l('监控企业', 'Watched company'), () => monitorConf, { form: false, list: false }),
    ref('customerId', l('客户', 'Customer'), () => customer, {
      form: false,
      search: true,
      nameKey: 'customerName',
      width: 200,
    }),
    dict('dimension', l('维度', 'Dimension'), 'monitor_dimension', {
      options: DIMENSION_OPTIONS,
      search: true,
      width: 110,
    }),
    text('field', l('字段', 'Field'), { form: false, search: true, max: 60, list: false }),
    text('fieldLabel', l('变动事项', 'What changed'), { form: false, max: 100, width: 160 }),
    text('beforeValue', l('变动前', 'Before'), { form: false, max: 2000, width: 220 }),
    text('afterValue', l('变动后', 'After'), { form: false, max: 2000, width: 220 }),
    text('eventDate', l('变动日期', 'Date'), { form: false, max: 10, width: 110 }),
    datetime('detectedAt', l('发现时间', 'Detected'), { form: false, width: 160 }),
    dict('severity', l('等级', 'Severity'), 'monitor_severity', {
      options: MONITOR_SEVERITIES,
      search: true,
      width: 80,
    }),
    dict('source', l('来源', 'Source'), 'monitor_change_source', { options: CHANGE_SOURCES, form: false, width: 100 }),
    // A push's event id, or the comparison's key of the difference: the same event is never written twice.
    text('eventKey', l('事件标识', 'Event key'), { form: false, list: false, max: 200 }),
    ref('trackId', l('专项检查', 'Special check'), () => tracking, { form: false, list: false, nameKey: 'trackNo' }),
  ],
});

/**
 * 推送设置 (fl_monitor_push, pushUrl): whether a provider may push changes to the tenant's webhook, and the shared
 * secret its HMAC is checked with (never read back). One row per tenant; none means off.
 */
export const monitorPush = defineResource({
  name: 'monitorPush',
  api: '/rzzl_qy/monitorConf/push',
  table: 'fl_monitor_push',
  permission: 'risk_monitor',
  label: l('推送设置', 'Push settings'),
  routes: [],
  exportable: false,
  fields: [
    switchField('enabled', l('接收推送', 'Receive pushes'), { defaultValue: 0 }),
    password('secret', l('签名密钥', 'Signing secret'), { max: 128, min: 16, readable: false }),
  ],
});
