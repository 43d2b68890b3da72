// What every text-message adapter takes and answers: the setting's fields, the numbers and the template's values in;
// the provider's message id and the numbers it would not take out — or an SmsFailure, never a pretended success.
import { type Localized, l } from '@flp/shared';
import {
  type OutboundAnswer,
  OutboundFailed,
  type OutboundPolicy,
  couldNotConnect,
  outboundPost,
} from '../../../platform/net';

export interface SmsConfig {
  accessKey: string;
  secretKey: string;
  /** 腾讯云's SmsSdkAppId. */
  appId: string;
  regionId: string;
  signName: string;
  templateId: string;
  /** The provider's address: the setting's, else its official one (https://host, maybe with a path). */
  endpoint: string;
  policy: OutboundPolicy;
  timeoutMs: number;
}

export interface SmsMessage {
  /** Mainland numbers, 11 digits, checked and deduplicated. */
  phones: string[];
  /** The template's values by name (云片 and 阿里云 by name; 腾讯云 in this order). */
  params: Record<string, string>;
}

export interface SmsSent {
  /** The provider's id(s) of the message (阿里云 BizId, 腾讯云 SerialNo, 云片 sid, 七牛 job_id). */
  messageId: string;
  /** Numbers the provider refused one by one (腾讯云, 云片 batches): the rest were sent. */
  refused: { phone: string; said: string }[];
}

/** How a send failed: refused by the provider (its words kept), or no usable answer at all. */
export class SmsFailure extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    readonly text: Localized,
    /** The provider's own code and words, for the log. */
    readonly said: string,
    cause?: unknown,
  ) {
    super(text['en-US'], { cause });
  }
}

export type SmsAdapter = (cfg: SmsConfig, msg: SmsMessage) => Promise<SmsSent>;

export interface SmsProvider {
  name: Localized;
  /** Its official address. */
  endpoint: string;
  /** The setting's fields it cannot send without. */
  needs: readonly ('accessKey' | 'secretKey' | 'appId' | 'signName')[];
  send: SmsAdapter;
}

/** The one answer for a provider that gave none usable: not reached, timed out, not its protocol. */
export const unavailable = (cause: unknown) =>
  new SmsFailure(
    'unavailable',
    l(
      `短信服务暂不可用: ${couldNotConnect(l('短信服务商', 'text-message provider'))['zh-CN']}`,
      `The text-message service is unavailable: ${couldNotConnect(l('短信服务商', 'text-message provider'))['en-US']}`,
    ),
    '',
    cause,
  );

/**
 * A refusal in the provider's words (code and message); `keys` when it is the keys or the signature it refused, so
 * the message says where to look.
 */
export function refusal(provider: Localized, code: string, message: string, keys = false) {
  const said = [code, message].filter(Boolean).join(' ');
  const hint = keys ? l(', 请检查短信配置的密钥', '; check the keys of the text-message setting') : l('', '');
  return new SmsFailure(
    'refused',
    l(
      `${provider['zh-CN']}拒绝发送短信: ${said}${hint['zh-CN']}`,
      `${provider['en-US']} refused the text message: ${said}${hint['en-US']}`,
    ),
    said,
  );
}

/** A POST to the provider through our gate: its answer, or — not reached, timed out, cut short — unavailable. */
export async function post(
  cfg: SmsConfig,
  url: URL,
  body: string,
  headers: Record<string, string>,
): Promise<OutboundAnswer> {
  try {
    // The gate's POST sets the body's Content-Type itself: taken out of the provider's headers.
    const { 'Content-Type': contentType = 'application/json; charset=utf-8', ...rest } = headers;
    return await outboundPost(cfg.policy, url, { body, contentType, headers: rest, timeoutMs: cfg.timeoutMs });
  } catch (e) {
    throw e instanceof OutboundFailed ? unavailable(e) : e;
  }
}

/** The provider's JSON answer, or unavailable when it is not a JSON object with one of the keys its answers have. */
export function json(res: OutboundAnswer, ...keys: string[]): Record<string, unknown> {
  try {
    const body = JSON.parse(res.body);
    if (body && typeof body === 'object' && !Array.isArray(body) && keys.some((k) => k in body))
      return body as Record<string, unknown>;
  } catch {
    // below
  }
  throw unavailable(new Error(`HTTP ${res.status}: not the JSON expected`));
}

/** A URL under the endpoint: `https://host/prefix` + `v1/message`. */
export const under = (endpoint: string, path: string) =>
  new URL(path, endpoint.endsWith('/') ? endpoint : `${endpoint}/`);

/** RFC 3986 percent-encoding (what 阿里云's and 七牛's signatures are over): only A-Z a-z 0-9 - _ . ~ stay. */
export const percentEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
