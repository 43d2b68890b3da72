// 微信公众号 through WeChat's own API (WAVE3-BRIEF §9.6), at the tenant's setting's address (the official one unless a
// test points elsewhere):
//
//   GET  {base}/cgi-bin/token?grant_type=client_credential&appid=&secret=  → { access_token, expires_in }
//   POST {base}/cgi-bin/qrcode/create?access_token=
//        { expire_seconds, action_name: "QR_STR_SCENE", action_info: { scene: { scene_str } } }
//                                                                          → { ticket, expire_seconds, url }
//   any refusal                                                            → { errcode, errmsg }
//
// The access token is kept (the KV store, shared by the instances) until five minutes before it expires: WeChat
// limits how often one is fetched, and a new one ends the old one soon after. A token WeChat calls invalid (40001,
// 42001: fetched again elsewhere, or the secret changed) is dropped and fetched again once. The QR's image is WeChat's
// `showqrcode?ticket=`, loaded by the browser straight from WeChat.
import { createHash, createHmac } from 'node:crypto';
import { type Localized, l } from '@flp/shared';
import { AppError } from '../../platform/http/errors';
import {
  type OutboundAnswer,
  OutboundFailed,
  type OutboundPolicy,
  OutboundRefused,
  couldNotConnect,
  outboundGet,
  outboundPost,
  refusalMessage,
} from '../../platform/net';
import type { KvStore } from '../../platform/store/kv';

export const SHOW_QRCODE = 'https://mp.weixin.qq.com/cgi-bin/showqrcode';

export interface MpConfig {
  baseUrl: string;
  appId: string;
  secret: string;
  timeoutMs: number;
  policy: OutboundPolicy;
  store: KvStore;
}

export interface SceneQr {
  ticket: string;
  imageUrl: string;
  expireSeconds: number;
}

const LABEL = l('微信公众号', 'WeChat official account');
/** Seconds before its expiry a kept access token is no longer used. */
const TOKEN_MARGIN = 300;
const INVALID_TOKEN = new Set([40001, 40014, 42001]);
/** The codes of a refused AppID, AppSecret or calling address (WeChat's IP allow-list). */
const REFUSED_KEYS = new Set([40013, 40125, 40164, 41004, 61004]);

type Raw = Record<string, unknown>;

const refused = (code: number): Localized =>
  REFUSED_KEYS.has(code)
    ? l(
        `微信公众号拒绝了 AppID、AppSecret 或本服务器的 IP (错误码 ${code}), 请检查外部服务设置和公众号的 IP 白名单`,
        `The WeChat official account refused the AppID, AppSecret or this server’s IP (error ${code}); check the outside service setting and the account’s IP allow-list`,
      )
    : l(`微信公众号返回错误 ${code}`, `The WeChat official account answered error ${code}`);

/** Where the kept token of these keys at this address is (the secret hashed: a changed one is another key). */
const tokenKey = (cfg: MpConfig) =>
  `wx:token:${createHash('sha256').update(`${cfg.baseUrl}\n${cfg.appId}\n${cfg.secret}`).digest('hex').slice(0, 32)}`;

/** One call to WeChat: its JSON, or a 502 saying the service could not be reached or refused. */
async function call(cfg: MpConfig, path: string, query: Record<string, string>, body?: Raw): Promise<Raw> {
  const url = new URL(path, cfg.baseUrl.endsWith('/') ? cfg.baseUrl : `${cfg.baseUrl}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let res: OutboundAnswer;
  try {
    const opts = { timeoutMs: cfg.timeoutMs, headers: { Accept: 'application/json' } };
    res = body
      ? await outboundPost(cfg.policy, url, {
          ...opts,
          body: JSON.stringify(body),
          contentType: 'application/json; charset=utf-8',
        })
      : await outboundGet(cfg.policy, url, opts);
  } catch (e) {
    if (e instanceof OutboundRefused) throw new AppError(502, refusalMessage(e));
    if (e instanceof OutboundFailed) throw new AppError(502, couldNotConnect(LABEL));
    throw e;
  }
  try {
    const parsed = JSON.parse(res.body) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Raw;
  } catch {
    // not JSON: below
  }
  throw new AppError(502, couldNotConnect(LABEL));
}

const errcode = (r: Raw) => Number(r.errcode ?? 0);

/** The access token: the kept one, else a new one from `cgi-bin/token` (kept until shortly before it expires). */
export async function accessToken(cfg: MpConfig): Promise<string> {
  const kept = await cfg.store.get(tokenKey(cfg));
  if (kept) return kept;
  const r = await call(cfg, 'cgi-bin/token', { grant_type: 'client_credential', appid: cfg.appId, secret: cfg.secret });
  if (errcode(r) !== 0 || typeof r.access_token !== 'string' || !r.access_token)
    throw new AppError(502, refused(errcode(r)));
  const seconds = Number(r.expires_in) || 7200;
  if (seconds > TOKEN_MARGIN) await cfg.store.set(tokenKey(cfg), r.access_token, seconds - TOKEN_MARGIN);
  return r.access_token;
}

/** A temporary QR whose follow or scan tells the callback `scene` (at most 64 characters). */
export async function createSceneQr(cfg: MpConfig, scene: string, expireSeconds: number): Promise<SceneQr> {
  const body = {
    expire_seconds: expireSeconds,
    action_name: 'QR_STR_SCENE',
    action_info: { scene: { scene_str: scene } },
  };
  let r = await call(cfg, 'cgi-bin/qrcode/create', { access_token: await accessToken(cfg) }, body);
  if (INVALID_TOKEN.has(errcode(r))) {
    await cfg.store.del(tokenKey(cfg));
    r = await call(cfg, 'cgi-bin/qrcode/create', { access_token: await accessToken(cfg) }, body);
  }
  if (errcode(r) !== 0 || typeof r.ticket !== 'string' || !r.ticket) throw new AppError(502, refused(errcode(r)));
  return {
    ticket: r.ticket,
    imageUrl: `${SHOW_QRCODE}?ticket=${encodeURIComponent(r.ticket)}`,
    expireSeconds: Number(r.expire_seconds) || expireSeconds,
  };
}

/**
 * The Token of WeChat's 服务器配置 for a tenant: made from its AppSecret, so nothing more is stored and no other
 * tenant's can be guessed. A new AppSecret makes a new Token (the settings screen shows it to be entered again).
 */
export const callbackToken = (tenantId: string, secret: string) =>
  createHmac('sha256', secret).update(`wx-callback-token\n${tenantId}`).digest('hex').slice(0, 32);

/** WeChat's signature of a callback: SHA1 of the token, timestamp and nonce sorted and joined. */
export const callbackSignature = (token: string, timestamp: string, nonce: string) =>
  createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
