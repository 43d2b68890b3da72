/**
 * Logs (spec: shell-and-administration §3 "Log entry", §7 "/api/blade-log: usual, api and error lists and details",
 * §8 "Uncaught UI errors go to the in-app error log"). The error log keeps what browsers upload from their local
 * error log, one row per entry, in the uploader's tenant. Column names follow BladeX's blade_log_error.
 * The API log (接口日志) and the usual log (操作日志) are written by the server itself (platform/audit): every write,
 * export and download, and the business events (sign-in, provider calls, job runs, exports). Column names follow
 * BladeX's blade_log_api and blade_log_usual; `requestTime`, `httpStatus` and `kind` are ours.
 */
import { ERROR_LOG_LIMITS } from '../constants';
import { datetime, defineResource, dict, int, l, text, textarea } from './define';

export const logError = defineResource({
  name: 'logError',
  api: '/blade-log/error',
  table: 'blade_log_error',
  permission: 'log_error',
  label: l('错误日志', 'Error logs'),
  noun: l('错误日志', 'error log'),
  routes: ['list', 'detail'],
  fields: [
    text('serviceId', l('服务ID', 'Service'), { search: true, max: 64, width: 110 }),
    text('serverHost', l('服务器名', 'Server host'), { max: 255, list: false }),
    text('env', l('系统环境', 'Environment'), { max: 32, width: 100 }),
    text('method', l('请求方法', 'Method'), { max: 16, list: false }),
    text('requestUri', l('请求地址', 'Address'), { search: true, max: ERROR_LOG_LIMITS.url }),
    text('userAgent', l('用户代理', 'User agent'), { max: 1000, list: false }),
    textarea('stackTrace', l('堆栈信息', 'Stack trace'), { max: ERROR_LOG_LIMITS.stack }),
    text('exceptionName', l('异常类型', 'Type'), { search: true, max: ERROR_LOG_LIMITS.type, width: 110 }),
    textarea('message', l('异常信息', 'Message'), { search: true, list: true, max: ERROR_LOG_LIMITS.message }),
    int('lineNumber', l('错误行数', 'Line'), { list: false }),
    text('fileName', l('文件名称', 'File'), { max: 1000, list: false }),
    text('remoteIp', l('操作IP', 'Client IP'), { search: true, max: 64, width: 130 }),
    textarea('params', l('附加信息', 'Extra information'), { max: ERROR_LOG_LIMITS.info }),
    datetime('time', l('发生时间', 'Occurred at'), { search: true, width: 170 }),
    text('createBy', l('操作人', 'Reported by'), { search: true, max: 64, width: 110 }),
  ],
});

/** How long a logged value may be: parameters are cut here (the log keeps what explains a call, not its payload). */
export const AUDIT_LOG_LIMITS = {
  title: 255,
  permission: 128,
  uri: 2000,
  params: 4000,
  data: 4000,
  userAgent: 500,
} as const;

/** What an API-log entry records: a write, an export (a list as a file) or a download of a file. */
export const API_LOG_KINDS = [
  { value: 1, label: l('写入', 'Write') },
  { value: 2, label: l('导出', 'Export') },
  { value: 3, label: l('下载', 'Download') },
] as const;

/** The usual log's levels, as BladeX spells them. */
export const USUAL_LOG_LEVELS = [
  { value: 'info', label: l('信息', 'Info') },
  { value: 'warn', label: l('警告', 'Warning') },
  { value: 'error', label: l('错误', 'Error') },
] as const;

/** The usual log's events (the trail's `logId`), shown by their names. */
export const USUAL_LOG_EVENTS = [
  { value: 'sign-in', label: l('登录', 'Sign-in') },
  { value: 'export', label: l('导出', 'Export') },
  { value: 'job', label: l('定时任务', 'Scheduled job') },
  { value: 'outside-order', label: l('外部服务调用', 'Outside provider call') },
] as const;

/** The columns both server-written logs share: who, from where, when. */
const requestFields = () =>
  [
    text('method', l('请求方法', 'Method'), { max: 16, width: 90 }),
    text('requestUri', l('请求地址', 'Address'), { search: true, max: AUDIT_LOG_LIMITS.uri, width: 260 }),
    textarea('params', l('请求参数', 'Parameters'), { max: AUDIT_LOG_LIMITS.params }),
    text('remoteIp', l('操作IP', 'Client IP'), { search: true, max: 64, width: 130 }),
    text('userAgent', l('用户代理', 'User agent'), { max: AUDIT_LOG_LIMITS.userAgent, list: false }),
    text('serverHost', l('服务器名', 'Server host'), { max: 255, list: false }),
    text('env', l('系统环境', 'Environment'), { max: 32, list: false }),
  ] as const;

/** Who: shown beside when, so a reader sees at a glance who did what. */
const operatorField = () => text('createBy', l('操作人', 'User'), { search: true, max: 64, width: 110 });

export const logApi = defineResource({
  name: 'logApi',
  api: '/blade-log/api',
  table: 'blade_log_api',
  permission: 'log_api',
  label: l('接口日志', 'API log'),
  noun: l('接口日志', 'API log entry'),
  routes: ['list', 'detail'],
  defaultSort: ['createTime desc'],
  fields: [
    datetime('requestTime', l('请求时间', 'Requested at'), { width: 170 }),
    operatorField(),
    // The screen and button the call was taken under (用户管理 — 新增), in the reader's language; a call any signed-in
    // user may make is titled by its route's summary.
    text('title', l('日志名', 'Call'), { search: true, max: AUDIT_LOG_LIMITS.title, width: 240 }),
    // The title in English, for English readers (the list answers it as `title`); never shown on its own.
    text('titleEn', l('日志名(英文)', 'Call (English)'), { max: AUDIT_LOG_LIMITS.title, list: false, form: false }),
    text('permission', l('权限标识', 'Permission'), { max: AUDIT_LOG_LIMITS.permission, list: false }),
    dict('kind', l('类别', 'Kind'), 'log_api_kind', { options: [...API_LOG_KINDS], search: true, width: 80 }),
    int('httpStatus', l('状态码', 'Status'), { width: 80 }),
    int('time', l('耗时(毫秒)', 'Duration (ms)'), { width: 100 }),
    ...requestFields(),
  ],
});

export const logUsual = defineResource({
  name: 'logUsual',
  api: '/blade-log/usual',
  table: 'blade_log_usual',
  permission: 'log_usual',
  label: l('操作日志', 'Operation log'),
  noun: l('操作日志', 'operation log entry'),
  routes: ['list', 'detail'],
  defaultSort: ['createTime desc'],
  fields: [
    datetime('requestTime', l('发生时间', 'Occurred at'), { width: 170 }),
    operatorField(),
    dict('logLevel', l('日志级别', 'Level'), 'log_level', { options: [...USUAL_LOG_LEVELS], search: true, width: 90 }),
    dict('logId', l('日志业务', 'Event'), 'log_usual_event', {
      options: [...USUAL_LOG_EVENTS],
      search: true,
      width: 120,
    }),
    textarea('logData', l('日志数据', 'Details'), { search: true, list: true, max: AUDIT_LOG_LIMITS.data, width: 320 }),
    ...requestFields(),
  ],
});
