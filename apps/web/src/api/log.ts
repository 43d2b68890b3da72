import { ERROR_LOG_LIMITS } from '@flp/shared/constants';
import type { ErrorLogEntry } from '../store/errorLog';
import { http } from './http';

/** The error log (spec §7 "/api/blade-log"; server: apps/server/src/modules/log). */

const cut = (v: string | undefined, max: number) => (v && v.length > max ? v.slice(0, max) : v);

/** Sends the browser's local error log (at most 200 entries, each field within the server's caps). */
export function uploadErrorLogs(logs: ErrorLogEntry[]) {
  const body = logs.slice(0, ERROR_LOG_LIMITS.entries).map((e) => ({
    type: cut(e.type || 'error', ERROR_LOG_LIMITS.type),
    message: cut(e.message || 'Unknown error', ERROR_LOG_LIMITS.message),
    stack: cut(e.stack, ERROR_LOG_LIMITS.stack),
    info: cut(e.info, ERROR_LOG_LIMITS.info),
    url: cut(e.url, ERROR_LOG_LIMITS.url),
    // an instant with its zone when known (the server files it in its own time zone), else the wall clock shown
    time: e.at ? new Date(e.at).toISOString() : e.time,
  }));
  return http.post<number>('/api/blade-log/error/upload', body);
}

/** One stored entry as the server answers it. */
export interface StoredErrorLog {
  id: string;
  tenantId: string;
  serviceId?: string;
  serverHost?: string;
  env?: string;
  method?: string;
  requestUri?: string;
  userAgent?: string;
  stackTrace?: string;
  exceptionName?: string;
  message?: string;
  lineNumber?: number;
  fileName?: string;
  remoteIp?: string;
  params?: string;
  time?: string;
  createBy?: string;
  createTime?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

/** Paged list; filters as the list conventions name them (e.g. exceptionName, message, time_datege). */
export const errorLogPage = (current: number, size: number, filters: Record<string, unknown> = {}) =>
  http.get<Page<StoredErrorLog>>('/api/blade-log/error/list', { ...filters, current, size });

export const errorLogDetail = (id: string) => http.get<StoredErrorLog>('/api/blade-log/error/detail', { id });
