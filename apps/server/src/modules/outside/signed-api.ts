// The generic signed JSON APIs our outside-service adapters speak (invoice verification, invoice/verify-api.ts;
// statement parsing, statements/provider-api.ts) — one way of signing, calling and reading them:
//
//   headers  X-App-Key: the key; X-Timestamp: Unix seconds;
//            X-Sign: lower-case hex HMAC-SHA256(secret, appKey + timestamp + subject)
//            (the subject is what the call asks about: an invoice's number, a task's id, a body's SHA-256)
//   → { "code": 0, "msg": "…", "data": … }
//
// code 0 is an answer (`data`); 1002/1003 a request the provider does not take; 2001 a key or signature refused;
// 2002 the quota spent; any other code an error by its number (the adapter reads codes of its own first). Any other
// answer — not connected, timed out, not this JSON — is the provider being unavailable.
import { createHash, createHmac } from 'node:crypto';
import { type Localized, l } from '@flp/shared';
import {
  type OutboundAnswer,
  OutboundFailed,
  type OutboundPolicy,
  couldNotConnect,
  outboundGet,
  outboundPost,
} from '../../platform/net';
import { ProviderError } from '../enterprise';

export interface SignedApiConfig {
  baseUrl: string;
  appKey: string;
  secretKey: string;
  timeoutMs: number;
  policy: OutboundPolicy;
}

/** A call: GET (no body) or POST of a JSON text, signed over `subject`. */
export interface SignedCall {
  url: URL;
  subject: string;
  body?: string;
  /** The largest body sent (a POST of files). */
  maxBodyBytes?: number;
  /** The largest answer read. */
  maxBytes?: number;
}

export interface SignedAnswer {
  code: string;
  msg: string;
  data: unknown;
}

/** The X-Sign header (exported for the tests' fake providers to check against). */
export const apiSign = (appKey: string, timestamp: string, subject: string, secret: string) =>
  createHmac('sha256', secret).update(`${appKey}${timestamp}${subject}`, 'utf8').digest('hex');

/** The lower-case hex SHA-256 of a body: the subject a POST is signed over. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `path` under the setting's base address (which may or may not end in a slash). */
export const apiUrl = (baseUrl: string, path: string) => new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

/** The provider gave no usable answer (`what`: the service, `发票查验服务`). */
export const apiUnavailable = (what: Localized, cause?: unknown) =>
  new ProviderError('unavailable', couldNotConnect(what), undefined, cause);

/** A refusal by the provider's code. */
export function apiRefusal(what: Localized, code: string, msg: string): ProviderError {
  const said = msg ? `: ${msg}` : '';
  const [zh, en] = [what['zh-CN'], what['en-US']];
  switch (code) {
    case '1002':
    case '1003':
      return new ProviderError('params', l(`${zh}不受理该请求${said}`, `The ${en} refused the request${said}`), code);
    case '2001':
      return new ProviderError(
        'auth',
        l(
          `${zh}拒绝了密钥或签名, 请检查外部服务设置`,
          `The ${en} refused the key or signature; check the outside service setting`,
        ),
        code,
      );
    case '2002':
      return new ProviderError('quota', l(`${zh}的查询额度已用完`, `The ${en}’s quota is spent`), code);
    default:
      return new ProviderError(
        'unknown',
        l(`${zh}返回错误 ${code}${said}`, `The ${en} answered error ${code}${said}`),
        code,
      );
  }
}

/** One signed call: its code, message and data — or unavailable when no answer of that shape came. */
export async function callSignedApi(what: Localized, cfg: SignedApiConfig, call: SignedCall): Promise<SignedAnswer> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    'X-App-Key': cfg.appKey,
    'X-Timestamp': timestamp,
    'X-Sign': apiSign(cfg.appKey, timestamp, call.subject, cfg.secretKey),
    Accept: 'application/json',
  };
  const opts = { headers, timeoutMs: cfg.timeoutMs, maxBytes: call.maxBytes };
  let res: OutboundAnswer;
  try {
    res =
      call.body === undefined
        ? await outboundGet(cfg.policy, call.url, opts)
        : await outboundPost(cfg.policy, call.url, {
            ...opts,
            body: call.body,
            contentType: 'application/json; charset=utf-8',
            maxBodyBytes: call.maxBodyBytes,
          });
  } catch (e) {
    throw e instanceof OutboundFailed ? apiUnavailable(what, e) : e;
  }
  try {
    const body = JSON.parse(res.body) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || !('code' in body)) throw new Error('not the answer expected');
    return { code: String(body.code), msg: String(body.msg ?? ''), data: body.data };
  } catch (e) {
    throw apiUnavailable(what, new Error(`HTTP ${res.status}`, { cause: e }));
  }
}
