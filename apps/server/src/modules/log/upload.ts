import { redactUrl } from '../../platform/http/logging';
import { ERROR_LOG_LIMITS, l } from '@flp/shared';
import type { Row } from '../../platform/crud/repository';
import { formatDateTime, parseDateTime } from '../../platform/db/time';
import { type FieldError, invalid, invalidField } from '../../platform/http/errors';

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
  const whole = (zh: string, en: string) => invalidField('body', l(`请求内容: ${zh}`, `body: ${en}`));
  if (!Array.isArray(body)) throw whole('必须是日志条目的数组', 'must be an array of log entries');
  if (body.length === 0) throw whole('至少需要一条日志', 'at least one log entry is required');
  if (body.length > ERROR_LOG_LIMITS.entries) {
    const n = ERROR_LOG_LIMITS.entries;
    throw whole(
      `一次最多 ${n} 条日志 (收到 ${body.length} 条)`,
      `at most ${n} log entries at once (got ${body.length})`,
    );
  }
  const errors: FieldError[] = [];
  const problem = (field: string, zh: string, en: string) =>
    errors.push({ field, message: l(`${field}: ${zh}`, `${field}: ${en}`) });
  const out: UploadedEntry[] = [];
  body.forEach((raw, i) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      problem(`[${i}]`, '必须是对象', 'must be an object');
      return;
    }
    const input = raw as Record<string, unknown>;
    const entry: Partial<UploadedEntry> = {};
    for (const f of TEXT_FIELDS) {
      const v = input[f.key];
      const at = `[${i}].${f.key}`;
      if (v === undefined || v === null || v === '') {
        if (f.required) problem(at, '必填', 'required');
        continue;
      }
      if (typeof v !== 'string') problem(at, '必须是文本', 'must be text');
      else if (v.length > f.max) problem(at, `不能超过 ${f.max} 个字符`, `must be at most ${f.max} characters`);
      else entry[f.key] = v;
    }
    const time = input.time;
    if (time !== undefined && time !== null && time !== '') {
      const parsed = typeof time === 'string' ? parseTime(time) : null;
      if (!parsed)
        problem(
          `[${i}].time`,
          '必须是日期时间 (yyyy-MM-dd HH:mm:ss, 或带时区的 ISO 8601)',
          'must be a date-time (yyyy-MM-dd HH:mm:ss, or ISO 8601 with a zone)',
        );
      else entry.time = parsed;
    }
    out.push(entry as UploadedEntry);
  });
  if (errors.length) {
    const shown = errors.slice(0, MAX_REPORTED);
    const more = errors.length - shown.length;
    const join = (loc: 'zh-CN' | 'en-US') => shown.map((e) => e.message[loc]).join('; ');
    throw invalid(
      errors,
      l(join('zh-CN') + (more ? `; 另有 ${more} 处` : ''), join('en-US') + (more ? `; and ${more} more` : '')),
    );
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
