// The API log (接口日志): every signed-in call that writes, exports or downloads is recorded when its answer has gone
// out — who, which call (titled as docs/architecture.md "The audit trail" says), the parameters with every secret
// replaced, the status and how long it took. Reads are not logged (they change nothing and would drown the rest); a
// route says what it is through its config when its method does not (an export or a download is a GET).
import { AUDIT_LOG_LIMITS, type Localized } from '@flp/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../db/time';
import { redactUrl } from '../http/logging';
import { type AuditTrail, originOf } from './trail';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the API log records the call as: an export, a download, or nothing (a POST that only reads). Unset: a
     * POST is a write, a GET answered with a file to save (Content-Disposition: attachment) a download, any other GET
     * nothing (a file shown inline — an avatar, a preview — is a read like any other).
     */
    audit?: 'export' | 'download' | false;
    /** The call reads the audit logs: what was recorded before it is written first (AuditTrail.flush). */
    readsAudit?: boolean;
    /**
     * What the API log calls it, in both languages, where no button permission names it (a call any signed-in user
     * makes: an approval step, one's own password); otherwise the permission's screen and button do.
     */
    auditTitle?: Localized;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API log's kind of a call (API_LOG_KINDS: 1 write, 2 export, 3 download), or null when it is not logged;
 * `disposition` is the answer's Content-Disposition header.
 */
export function auditKind(
  method: string,
  config: Pick<FastifyContextConfig, 'audit'>,
  disposition?: string,
): 1 | 2 | 3 | null {
  if (config.audit === false) return null;
  if (config.audit === 'export') return 2;
  if (config.audit === 'download' || /^\s*attachment/i.test(disposition ?? '')) return 3;
  return READS.has(method) ? null : 1;
}

/** Names whose values are secrets wherever they appear in a call's parameters. */
const SECRET_NAME = /pass(word)?\d*$|secret|token|ticket|captcha|credential|accesskey|apikey|privatekey|^key$/i;
const MASK = '******';
/** Names whose values are personal numbers: kept recognisable, never whole (as the SMS log keeps numbers). */
const PHONE_NAME = /phone|mobile/i;
const ID_NAME = /idcard|idno|idnumber|certno|certificateno/i;
const maskPersonal = (name: string, v: unknown) => {
  if (typeof v !== 'string') return v;
  if (PHONE_NAME.test(name)) return v.replace(/(\d{3})\d{4}(\d{4})/g, '$1****$2');
  if (ID_NAME.test(name)) return v.replace(/(\d{6})\d{8}(\d{3}[\dXx])/g, '$1********$2');
  return v;
};

/**
 * A copy of the parameters with every secret masked and personal numbers half hidden, at any depth (nested objects and
 * lists of them).
 */
export function redactParams(value: unknown, depth = 0, name = ''): unknown {
  if (depth > 6) return value;
  if (value === null || typeof value !== 'object') return maskPersonal(name, value);
  if (Array.isArray(value)) return value.map((v) => redactParams(v, depth + 1, name));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_NAME.test(k) && v !== '' && v != null ? MASK : redactParams(v, depth + 1, k);
  return out;
}

/** The call's parameters as the log keeps them: query and JSON body, secrets masked, cut to the column's length. */
export function auditParams(req: Pick<FastifyRequest, 'query' | 'body' | 'headers'>): string {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const type = String(req.headers['content-type'] ?? '');
  const body = type.startsWith('multipart/') ? '[file upload]' : req.body;
  const params: Record<string, unknown> = {};
  if (Object.keys(query).length) params.query = query;
  if (body !== undefined && body !== null && body !== '') params.body = body;
  if (!Object.keys(params).length) return '';
  return clip(JSON.stringify(redactParams(params)), AUDIT_LOG_LIMITS.params);
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The button permission the route asked of this call (submit: add or edit, by the body), if any. */
function permissionOf(req: FastifyRequest): string | undefined {
  const rule = req.routeOptions.config?.permission;
  try {
    const code = typeof rule === 'function' ? rule(req) : rule;
    return code ? clip(code, AUDIT_LOG_LIMITS.permission) : undefined;
  } catch {
    return undefined;
  }
}

/** Records every logged call as its answer goes out; flushes the trail before a call that reads the logs. */
export function installApiLog(app: FastifyInstance, trail: AuditTrail) {
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config?.readsAudit) await trail.flush();
  });
  app.addHook('onResponse', async (req, reply) => {
    // Only a caller the server knows: an anonymous call has no tenant to log it in (sign-in is a usual-log event).
    if (!req.ctx) return;
    const kind = auditKind(
      req.method,
      req.routeOptions.config ?? {},
      String(reply.getHeader('content-disposition') ?? ''),
    );
    if (!kind) return;
    const schema = req.routeOptions.schema as { summary?: string } | undefined;
    const permission = permissionOf(req);
    trail.record({
      ...originOf(req.ctx, req),
      log: 'api',
      requestUri: clip(redactUrl(req.url), AUDIT_LOG_LIMITS.uri),
      userAgent: clip(String(req.headers['user-agent'] ?? ''), AUDIT_LOG_LIMITS.userAgent),
      title: clip(schema?.summary ?? req.routeOptions.url ?? req.url, AUDIT_LOG_LIMITS.title),
      ...(permission ? { permission } : {}),
      ...(req.routeOptions.config?.auditTitle ? { named: req.routeOptions.config.auditTitle } : {}),
      kind,
      httpStatus: reply.statusCode,
      time: Math.round(reply.elapsedTime),
      params: auditParams(req),
      requestTime: formatDateTime(new Date(Date.now() - reply.elapsedTime)),
    });
  });
}
