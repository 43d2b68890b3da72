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
  /** The body as sent (the caller sets its Content-Type header). */
  body: string | Buffer;
}

/** 4 MB: far more than any answer of the providers we call. */
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * One GET through the policy's gate, no redirect followed (a redirect could point anywhere): the status and the body
 * as text. Throws OutboundRefused when the URL or an address is refused, OutboundFailed for anything else.
 */
export const outboundGet = (policy: OutboundPolicy, raw: string | URL, opts: GetOptions) =>
  outboundRequest(policy, raw, 'GET', opts);

/** One POST of a body through the policy's gate, as outboundGet. */
export const outboundPost = (policy: OutboundPolicy, raw: string | URL, opts: PostOptions) =>
  outboundRequest(policy, raw, 'POST', opts);

async function outboundRequest(
  policy: OutboundPolicy,
  raw: string | URL,
  method: 'GET' | 'POST',
  opts: GetOptions & { body?: string | Buffer },
): Promise<OutboundAnswer> {
  const url = policy.url(raw);
  const agent = policy.agent(url.protocol as 'http:' | 'https:');
  const request = url.protocol === 'https:' ? https.request : http.request;
  const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
  try {
    return await new Promise<OutboundAnswer>((resolve, reject) => {
      const req = request(url, {
        method,
        agent,
        headers: body ? { ...opts.headers, 'Content-Length': String(body.length) } : opts.headers,
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
