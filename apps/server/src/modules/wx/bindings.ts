// Who follows the official account as whom. A QR's scene is a random value the server makes for the signed-in user
// (never a caller's choice: nobody can make a QR that binds another user), kept until the QR expires and used once.
// The follow or scan event naming the scene binds the follower's openid to that user; unfollowing unbinds it. One
// openid is one user's, and a user has one openid.
//
// The binding is kept in the KV store: blade_user has no column for it and no json to hold it, and this branch adds
// no migration. With REDIS_URL it is shared and kept by Redis; in one process without Redis it lasts until a restart.
// Its durable home is a column (docs/decisions.md, "微信公众号").
import { randomBytes } from 'node:crypto';
import type { KvStore } from '../../platform/store/kv';

/** How long a binding is kept (the KV store needs a bound; a year, renewed at each scan). */
const BINDING_SECONDS = 365 * 24 * 3600;

export interface MadeQr {
  ticket: string;
  imageUrl: string;
  expireSeconds: number;
  /** When it expires (ms since the epoch). */
  expiresAt: number;
}

export class WxBindings {
  constructor(private readonly store: KvStore) {}

  private sceneKey = (tenantId: string, scene: string) => `wx:scene:${tenantId}:${scene}`;
  private userKey = (tenantId: string, userId: string) => `wx:bind:${tenantId}:${userId}`;
  private openidKey = (tenantId: string, openid: string) => `wx:openid:${tenantId}:${openid}`;
  private qrKey = (tenantId: string, userId: string) => `wx:qr:${tenantId}:${userId}`;

  /** A new scene for the user, valid as long as its QR. */
  async newScene(tenantId: string, userId: string, seconds: number): Promise<string> {
    const scene = randomBytes(16).toString('hex');
    await this.store.set(this.sceneKey(tenantId, scene), userId, seconds);
    return scene;
  }

  /** The user a scene was made for, once (a replayed event binds nothing). */
  takeScene(tenantId: string, scene: string): Promise<string | null> {
    return this.store.take(this.sceneKey(tenantId, scene));
  }

  /** The user's QR made earlier, while it still has `minSeconds` to live. */
  async keptQr(tenantId: string, userId: string, minSeconds: number): Promise<MadeQr | null> {
    const raw = await this.store.get(this.qrKey(tenantId, userId));
    const qr = raw ? (JSON.parse(raw) as MadeQr) : null;
    return qr && qr.expiresAt - Date.now() >= minSeconds * 1000 ? qr : null;
  }

  async keepQr(tenantId: string, userId: string, qr: MadeQr) {
    await this.store.set(this.qrKey(tenantId, userId), JSON.stringify(qr), qr.expireSeconds);
  }

  openidOf(tenantId: string, userId: string): Promise<string | null> {
    return this.store.get(this.userKey(tenantId, userId));
  }

  /** Binds the openid to the user, ending its binding to anyone else and the user's to another openid. */
  async bind(tenantId: string, userId: string, openid: string) {
    const before = await this.store.get(this.openidKey(tenantId, openid));
    if (before && before !== userId) await this.store.del(this.userKey(tenantId, before));
    const previous = await this.store.get(this.userKey(tenantId, userId));
    if (previous && previous !== openid) await this.store.del(this.openidKey(tenantId, previous));
    await this.store.set(this.userKey(tenantId, userId), openid, BINDING_SECONDS);
    await this.store.set(this.openidKey(tenantId, openid), userId, BINDING_SECONDS);
    // The QR did its work: the next one asked for is new.
    await this.store.del(this.qrKey(tenantId, userId));
  }

  /** The follower left: its binding ends. */
  async unbind(tenantId: string, openid: string) {
    const userId = await this.store.take(this.openidKey(tenantId, openid));
    if (userId && (await this.store.get(this.userKey(tenantId, userId))) === openid)
      await this.store.del(this.userKey(tenantId, userId));
  }
}
