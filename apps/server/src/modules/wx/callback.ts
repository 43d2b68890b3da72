// What WeChat's server sends the callback (服务器配置, plaintext mode), checked before anything is read: the signature
// of the tenant's Token over timestamp and nonce, a timestamp within five minutes (an old request replayed is
// refused), and — for an event — a small XML body without DOCTYPE or entities (they are how XML reaches files and
// memory it should not).
import { timingSafeEqual } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { callbackSignature } from './mp-api';

/** The largest event body taken (WeChat's events are well under 2 KB). */
export const MAX_EVENT_BYTES = 16 * 1024;
/** How far a request's timestamp may be from our clock (seconds). */
const FRESH_SECONDS = 300;

export interface SignedQuery {
  signature?: unknown;
  timestamp?: unknown;
  nonce?: unknown;
}

/** Whether the query is signed with the token and fresh. */
export function signedBy(token: string, q: SignedQuery, now = Date.now()): boolean {
  const [signature, timestamp, nonce] = [q.signature, q.timestamp, q.nonce].map((v) =>
    typeof v === 'string' ? v : '',
  );
  if (!/^[0-9a-f]{40}$/.test(signature) || !/^\d{1,12}$/.test(timestamp) || !nonce || nonce.length > 64) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > FRESH_SECONDS) return false;
  const expected = Buffer.from(callbackSignature(token, timestamp, nonce), 'utf8');
  return timingSafeEqual(Buffer.from(signature, 'utf8'), expected);
}

/** The follow events the account acts on; anything else is acknowledged and left. */
export type FollowEvent =
  | { kind: 'follow'; openid: string; scene: string | null }
  | { kind: 'unfollow'; openid: string }
  | { kind: 'other' };

const parser = new XMLParser({
  parseTagValue: false,
  processEntities: false,
  trimValues: true,
  ignoreAttributes: true,
});

/** The event of a body; null when it is not safe, well-formed XML. */
export function followEvent(body: string): FollowEvent | null {
  if (body.length > MAX_EVENT_BYTES || /<!DOCTYPE|<!ENTITY/i.test(body) || XMLValidator.validate(body) !== true)
    return null;
  const xml = (parser.parse(body) as { xml?: Record<string, unknown> }).xml;
  if (!xml || typeof xml !== 'object') return null;
  const text = (k: string) => (typeof xml[k] === 'string' ? (xml[k] as string) : '');
  const openid = text('FromUserName');
  if (text('MsgType') !== 'event' || !openid || openid.length > 64) return { kind: 'other' };
  const key = text('EventKey');
  switch (text('Event')) {
    // A follow through a scene QR says `qrscene_<scene>`; a follower scanning it says `<scene>`.
    case 'subscribe':
      return { kind: 'follow', openid, scene: key.startsWith('qrscene_') ? key.slice('qrscene_'.length) : null };
    case 'SCAN':
      return { kind: 'follow', openid, scene: key || null };
    case 'unsubscribe':
      return { kind: 'unfollow', openid };
    default:
      return { kind: 'other' };
  }
}
