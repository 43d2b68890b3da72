/**
 * Logs (spec: shell-and-administration §3 "Log entry", §7 "/api/blade-log: usual, api and error lists and details",
 * §8 "Uncaught UI errors go to the in-app error log"). The error log keeps what browsers upload from their local
 * error log, one row per entry, in the uploader's tenant. Column names follow BladeX's blade_log_error.
 */
import { ERROR_LOG_LIMITS } from '../constants';
import { datetime, defineResource, int, l, text, textarea } from './define';

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
