import { redactUrl } from '../../platform/http/logging';
import { ERROR_LOG_LIMITS } from '@flp/shared';
import type { Row } from '../../platform/crud/repository';
import { formatDateTime, parseDateTime } from '../../platform/db/time';
import { badRequest } from '../../platform/http/errors';

/** One entry as the browser keeps it (spec §3 "Log entry": type, message, stack, info, url, time). */
export interface UploadedEntry {
  type: string;
  message: string;
  stack?: string;
  info?: string;
  url?: string;
  time?: string;
}

type Key = keyof UploadedEntry;
const TEXT_FIELDS: { key: Exclude<Key, 'time'>; max: number; required: boolean }[] = [
  { key: 'type', max: ERROR_LOG_LIMITS.type, required: true },
  { key: 'message', max: ERROR_LOG_LIMITS.message, required: true },
  { key: 'stack', max: ERROR_LOG_LIMITS.stack, required: false },
  { key: 'info', max: ERROR_LOG_LIMITS.info, required: false },
  { key: 'url', max: ERROR_LOG_LIMITS.url, required: false },
];
/** At most this many problems are named in one answer. */
const MAX_REPORTED = 10;

/**
 * Checks an upload body: an array of 1..200 objects whose fields are text within their caps; `time` is
 * yyyy-MM-dd HH:mm:ss when given. Every problem names its place and field (`[3].message: …`); unknown keys are ignored.
 */
export function parseUpload(body: unknown): UploadedEntry[] {
  if (!Array.isArray(body)) throw badRequest('body: must be an array of log entries');
  if (body.length === 0) throw badRequest('body: at least one log entry is required');
  if (body.length > ERROR_LOG_LIMITS.entries)
    throw badRequest(`body: at most ${ERROR_LOG_LIMITS.entries} log entries at once (got ${body.length})`);
  const errors: string[] = [];
  const out: UploadedEntry[] = [];
  body.forEach((raw, i) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      errors.push(`[${i}]: must be an object`);
      return;
    }
    const input = raw as Record<string, unknown>;
    const entry: Partial<UploadedEntry> = {};
    for (const f of TEXT_FIELDS) {
      const v = input[f.key];
      if (v === undefined || v === null || v === '') {
        if (f.required) errors.push(`[${i}].${f.key}: required`);
        continue;
      }
      if (typeof v !== 'string') errors.push(`[${i}].${f.key}: must be text`);
      else if (v.length > f.max) errors.push(`[${i}].${f.key}: must be at most ${f.max} characters`);
      else entry[f.key] = v;
    }
    const time = input.time;
    if (time !== undefined && time !== null && time !== '') {
      const parsed = typeof time === 'string' ? parseTime(time) : null;
      if (!parsed) errors.push(`[${i}].time: must be a date-time (yyyy-MM-dd HH:mm:ss, or ISO 8601 with a zone)`);
      else entry.time = parsed;
    }
    out.push(entry as UploadedEntry);
  });
  if (errors.length) {
    const more = errors.length > MAX_REPORTED ? `; and ${errors.length - MAX_REPORTED} more` : '';
    throw badRequest(errors.slice(0, MAX_REPORTED).join('; ') + more);
  }
  return out;
}

const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A browser's time: its wall clock 'yyyy-MM-dd HH:mm:ss' as given, or an ISO 8601 instant with a zone (what the web
 * client sends), turned into the server's wall clock like every other timestamp.
 */
export function parseTime(v: string): string | null {
  const s = v.trim();
  if (ZONED.test(s)) {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : formatDateTime(d);
  }
  return parseDateTime(s);
}

/** Where a stack's first frame points: `at f (http://host/assets/x.js:12:34)` or Firefox's `f@http://…:12:34`. */
export function firstFrame(stack?: string): { fileName?: string; lineNumber?: number } {
  if (!stack) return {};
  const m = /((?:https?|file|webpack|blob):\/\/[^\s()]+?):(\d+)(?::\d+)?\)?(?:\s|$)/m.exec(stack);
  if (!m) return {};
  const line = Number(m[2]);
  return { fileName: m[1].slice(0, 1000), lineNumber: Number.isSafeInteger(line) && line < 2 ** 31 ? line : undefined };
}

const hostOf = (url?: string) => {
  if (!url) return undefined;
  try {
    return new URL(url).host.slice(0, 255) || undefined;
  } catch {
    return undefined;
  }
};

/** The row of one entry: what the browser said plus what the request tells (client address, user agent). */
export function toRow(e: UploadedEntry, req: { ip: string; userAgent?: string; env: string; now: string }): Row {
  return {
    serviceId: 'flp-web',
    serverHost: hostOf(e.url) ?? null,
    env: req.env,
    method: 'BROWSER',
    // a page address may carry a credential in its query (a ticket, ?blade-auth=): the log keeps none
    requestUri: e.url ? redactUrl(e.url) : null,
    userAgent: req.userAgent?.slice(0, 1000) ?? null,
    stackTrace: e.stack ?? null,
    exceptionName: e.type,
    message: e.message,
    params: e.info ?? null,
    remoteIp: req.ip.slice(0, 64),
    time: e.time ?? req.now,
    ...firstFrame(e.stack),
  };
}
