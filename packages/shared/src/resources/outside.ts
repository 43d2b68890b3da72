/**
 * 外部服务订单 (WAVE3-BRIEF §5.6; issue 32 item 1): the work ordered from an outside service — a company's admission
 * scan, a judicial report, a bank statement's or a financial report's analysis, an invoice's verification — kept as
 * one order record whatever the service: which service and provider, about which company and record, where it stands
 * (待生成 → 生成中 → 已完成 / 失败), the provider's reference, attempts and the last error, the result and its document.
 * Each service's provider is the tenant's setting (外部服务设置, keys masked); without one the call says so — never an
 * invented answer.
 */
import { attachments, datetime, defineResource, dict, int, json, l, text } from './define';

export const OUTSIDE_ORDER_API = '/rzzl_qy/outside/order';
export const OUTSIDE_SETTING_API = '/rzzl_qy/outside/setting';

export const OUTSIDE_PERMISSIONS = {
  orderView: 'outside_order_view',
  orderPlace: 'outside_order_place',
  orderSync: 'outside_order_sync',
  settingView: 'outside_setting_view',
  settingEdit: 'outside_setting_edit',
} as const;

/** The providers an outside service can be ordered from (its adapter's name). */
export const OUTSIDE_PROVIDERS = [
  { value: 'qichacha', label: l('企查查', 'Qichacha') },
  { value: 'local', label: l('本地引擎', 'Local engine') },
  // A generic JSON verification API (modules/invoice/verify-api.ts: signed GET, inv_status and the invoice's fields).
  { value: 'invoiceApi', label: l('发票查验接口(通用)', 'Invoice verification API (generic)') },
  // A generic JSON statement-parsing API (modules/statements/provider-api.ts: files posted, signed; polled for sheets).
  { value: 'statementApi', label: l('财务报表解析接口(通用)', 'Statement parsing API (generic)') },
  // 微信公众平台 (modules/wx/mp-api.ts): AppID as the key, AppSecret as the secret.
  { value: 'wechat', label: l('微信公众平台', 'WeChat Official Accounts Platform') },
];

/**
 * The services orders are placed with, each with the providers it can use. A module that uses one declares it here
 * (its wire name) and registers its adapters with the order machine.
 */
export const OUTSIDE_SERVICES = [
  {
    value: 'compScan',
    label: l('企业准入扫描', 'Company admission scan'),
    providers: ['qichacha'],
  },
  // Made here from the registry data (its local engine); a provider's judicial report is an adapter to add.
  {
    value: 'judicialReport',
    label: l('司法报告', 'Judicial report'),
    providers: [],
  },
  // 发票查验 (WAVE3-BRIEF §6.4): only a provider can say an invoice is genuine; there is no local engine.
  {
    value: 'invoiceVerify',
    label: l('发票查验', 'Invoice verification'),
    providers: ['invoiceApi'],
  },
  // 财务报表识别 (WAVE3-BRIEF §4.4): the local engine reads Excel, CSV and text PDFs; a provider also reads scans.
  {
    value: 'financeReport',
    label: l('财务报表识别', 'Statement reading'),
    providers: ['statementApi'],
  },
  // 微信公众号 (WAVE3-BRIEF §9.6): the follow QR of the personal-info page and the follow event binding the account
  // (modules/wx); not an order service — only its setting lives here. The official API unless a test points elsewhere.
  {
    value: 'wxMp',
    label: l('微信公众号', 'WeChat official account'),
    providers: ['wechat'],
    baseUrl: 'https://api.weixin.qq.com',
    settingOnly: true,
  },
] as const;

export type OutsideService = (typeof OUTSIDE_SERVICES)[number]['value'];

/** The services orders are placed with (a service with a setting only is used by its module directly). */
export const ORDER_SERVICES = OUTSIDE_SERVICES.filter((s) => !('settingOnly' in s));

/** Where an order stands. */
export const ORDER_STATES = [
  { value: 'CREATED', label: l('待生成', 'Created') },
  { value: 'PROCESSING', label: l('生成中', 'Processing') },
  { value: 'DONE', label: l('已完成', 'Done') },
  { value: 'FAILED', label: l('失败', 'Failed') },
];

/** 外部服务订单 (fl_outside_order): written by the order machine only; read, synced and retried by staff. */
export const outsideOrder = defineResource({
  name: 'outsideOrder',
  api: OUTSIDE_ORDER_API,
  table: 'fl_outside_order',
  permission: 'outside_order',
  label: l('外部服务订单', 'Outside orders'),
  noun: l('外部服务订单', 'outside order'),
  titleField: 'orderNo',
  routes: ['page', 'list', 'detail', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    text('orderNo', l('订单编号', 'Order number'), { form: false, search: true, width: 190 }),
    dict('service', l('服务', 'Service'), 'outside_service', {
      options: OUTSIDE_SERVICES.map(({ value, label }) => ({ value, label })),
      form: false,
      search: true,
      width: 130,
    }),
    dict('provider', l('服务商', 'Provider'), 'outside_provider', {
      options: OUTSIDE_PROVIDERS,
      form: false,
      width: 90,
    }),
    text('subjectName', l('企业名称', 'Company'), { form: false, search: true, width: 200 }),
    text('subjectCode', l('统一社会信用代码', 'Credit code'), { form: false, width: 180 }),
    // The record the order is for (a diligence report, a bank statement…), by its kind and id.
    text('businessType', l('业务类型', 'For'), { form: false, list: false }),
    text('businessId', l('业务记录', 'Record'), { form: false, list: false }),
    dict('orderState', l('状态', 'State'), 'outside_order_state', {
      options: ORDER_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    // What the service was asked besides the company (kept for the checks and a retry).
    json('input', l('请求内容', 'Request'), { form: false, list: false }),
    text('providerRef', l('服务商单号', 'Provider reference'), { form: false, list: false }),
    int('attempts', l('查询次数', 'Attempts'), { form: false, width: 90 }),
    datetime('nextPollAt', l('下次查询', 'Next check'), { form: false, list: false }),
    // Both languages (json); the reader gets theirs.
    json('lastError', l('失败原因', 'Why it failed'), { form: false, width: 220 }),
    datetime('finishedAt', l('完成时间', 'Finished'), { form: false, width: 160 }),
    json('result', l('结果', 'Result'), { form: false, list: false }),
    attachments('document', l('报告文件', 'Report'), { max: 5, attachmentKind: 'outside_order_document' }),
  ],
  unique: [['orderNo']],
});

/** What the settings screen shows of one service's provider (keys masked). */
export interface OutsideSettingView {
  service: OutsideService;
  provider: string;
  baseUrl: string;
  appKey: string;
  secretKey: string;
  timeoutMs: number;
  enabled: boolean;
  configured: boolean;
  updateTime: string | null;
}

/** 微信公众号 (modules/wx): the follow QR, whether the signed-in user is bound, and the callback WeChat calls. */
export const WX_API = '/wx';

/** What the personal-info page is told of the signed-in user and the tenant's official account. */
export interface WxStatusView {
  configured: boolean;
  bound: boolean;
}

/** A follow QR made for the signed-in user: the image WeChat serves for its ticket, valid until `expireTime`. */
export interface WxQrcodeView {
  ticket: string;
  imageUrl: string;
  expireSeconds: number;
  expireTime: string;
}

/** What the settings screen shows to be entered in WeChat's 服务器配置 (plaintext mode). */
export interface WxCallbackView {
  /** The callback's path; the screen puts its own origin before it. */
  path: string;
  /** The Token, made from the tenant and its AppSecret ('' until one is set). */
  token: string;
}
