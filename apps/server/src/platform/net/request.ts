import http from 'node:http';
import https from 'node:https';
import { OutboundRefused, type OutboundPolicy } from './policy';

/**
 * A call that got no usable answer: not connected, reset, timed out, too large. One kind on purpose — which of these
 * it was would tell a caller whether a port is open — with the raw cause kept for the server's log only.
 */
export class OutboundFailed extends Error {
  readonly code = 'E_OUTBOUND_FAILED';
  constructor(
    readonly origin: string,
    cause: unknown,
  ) {
    super(`outbound call to ${origin} failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

export interface OutboundAnswer {
  status: number;
  body: string;
}

export interface GetOptions {
  headers?: Record<string, string>;
  /** The whole call, connection to last byte (ms). */
  timeoutMs: number;
  /** A larger answer is a failure, not held in memory. */
  maxBytes?: number;
}

export interface PostOptions extends GetOptions {
  /** The request body: bytes or text (sent as UTF-8). */
  body: Buffer | string;
  /** Its Content-Type (`application/json; charset=utf-8`). */
  contentType: string;
  /** A larger body is not sent (OutboundFailed before any connection). */
  maxBodyBytes?: number;
}

/** 4 MB: far more than any answer of the providers we call. */
const MAX_BYTES = 4 * 1024 * 1024;
/** 4 MB sent unless the caller allows more (a provider that is sent files). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * One call through the policy's gate, no redirect followed (a redirect could point anywhere): the status and the body
 * as text. Throws OutboundRefused when the URL or an address is refused, OutboundFailed for anything else.
 */
async function outboundRequest(
  policy: OutboundPolicy,
  raw: string | URL,
  method: 'GET' | 'POST',
  opts: GetOptions,
  body?: Buffer,
): Promise<OutboundAnswer> {
  const url = policy.url(raw);
  const agent = policy.agent(url.protocol as 'http:' | 'https:');
  const request = url.protocol === 'https:' ? https.request : http.request;
  try {
    return await new Promise<OutboundAnswer>((resolve, reject) => {
      const req = request(url, {
        method,
        agent,
        headers: opts.headers,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= (opts.maxBytes ?? MAX_BYTES)) return chunks.push(c);
          reject(new Error('the answer is too large'));
          req.destroy();
        });
        res.on('error', reject);
        res.on('close', () => {
          if (!res.complete) reject(new Error('the answer was cut short'));
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.end(body);
    });
  } catch (e) {
    if (e instanceof OutboundRefused) throw e;
    throw new OutboundFailed(url.origin, e);
  } finally {
    agent.destroy();
  }
}

/** One GET through the gate (outboundRequest). */
export const outboundGet = (policy: OutboundPolicy, raw: string | URL, opts: GetOptions): Promise<OutboundAnswer> =>
  outboundRequest(policy, raw, 'GET', opts);

/**
 * One POST through the same gate, its body bounded: a body past `maxBodyBytes` is refused (OutboundFailed) before the
 * URL is even resolved — a provider is never sent more than its caller meant to send.
 */
export async function outboundPost(
  policy: OutboundPolicy,
  raw: string | URL,
  opts: PostOptions,
): Promise<OutboundAnswer> {
  const body = typeof opts.body === 'string' ? Buffer.from(opts.body, 'utf8') : opts.body;
  const url = policy.url(raw);
  if (body.byteLength > (opts.maxBodyBytes ?? MAX_BODY_BYTES))
    throw new OutboundFailed(url.origin, new Error(`the request body is too large (${body.byteLength} bytes)`));
  const headers = { ...opts.headers, 'Content-Type': opts.contentType, 'Content-Length': String(body.byteLength) };
  return outboundRequest(policy, url, 'POST', { ...opts, headers }, body);
}
