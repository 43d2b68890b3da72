import type { FastifyRequest } from 'fastify';

/**
 * What the server's log may hold. Request lines keep method, path and query, but never a credential carried in the URL
 * (access tokens in `blade-auth`/`token`, tickets, refresh tokens, the sign-in form's password digest). Errors keep
 * what explains them, never the values a failed query was given (password hashes, client secrets, personal data).
 */

/** Query parameters whose values are credentials. */
const SECRET_PARAMS = new Set([
  'blade-auth',
  'token',
  'ticket',
  'access_token',
  'refresh_token',
  'password',
  'client_secret',
]);
const REDACTED = '[REDACTED]';

/** The URL with every credential in its query replaced, keeping the rest readable for whoever reads the log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {}
      return SECRET_PARAMS.has(name.toLowerCase()) && eq >= 0 ? `${rawName}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Properties of database errors that carry the statement's values. */
const VALUE_CARRIERS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];

/** An error as the log keeps it: type, message (without parameter lists), code and stack, and the same of its cause. */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error) || depth > 3) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: e.name,
    message: stripParams(e.message),
    stack: e.stack ? stripParams(e.stack) : '',
  };
  for (const [k, v] of Object.entries(e)) {
    if (VALUE_CARRIERS.includes(k) || k === 'cause' || k === 'message' || k === 'stack') continue;
    if (v === undefined || typeof v === 'function') continue;
    out[k] = typeof v === 'string' ? stripParams(v) : v;
  }
  if (e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Drizzle writes "Failed query: … \nparams: a,b,c"; the statement stays, its values go. */
function stripParams(s: string): string {
  return s.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${REDACTED}`);
}

/** The request as one log line shows it. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Options for Fastify's logger (pino). */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
  };
}
