// Who follows the official account as whom. A QR's scene is a random value the server makes for the signed-in user
// (never a caller's choice: nobody can make a QR that binds another user), kept until the QR expires and used once.
// The follow or scan event naming the scene binds the follower's openid to that user; unfollowing unbinds it. One
// openid is one user's, and a user has one openid.
//
// The scenes and the QR made are short-lived and kept in the KV store; the binding itself is a row of fl_wx_binding
// (tables.ts), written inside the tenant the callback names.
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import type { KvStore } from '../../platform/store/kv';
import { wxBindingTable as t } from './tables';

export interface MadeQr {
  ticket: string;
  imageUrl: string;
  expireSeconds: number;
  /** When it expires (ms since the epoch). */
  expiresAt: number;
}

export class WxBindings {
  constructor(
    private readonly store: KvStore,
    private readonly db: Db,
  ) {}

  private sceneKey = (tenantId: string, scene: string) => `wx:scene:${tenantId}:${scene}`;
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

  /** The openid bound to the user (read inside the user's tenant). */
  async openidOf(tenantId: string, userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ openid: t.openid })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.userId, userId)));
    return row?.openid ?? null;
  }

  /**
   * Binds the openid to the user (inside the tenant): the openid leaves anyone else it was bound to, the user's earlier
   * openid is replaced — one statement each, so two events at once leave one binding.
   */
  async bind(tenantId: string, userId: string, openid: string) {
    await this.db.transaction(async (tx) => {
      await tx.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.openid, openid), ne(t.userId, userId)));
      await tx
        .insert(t)
        .values({ tenantId, userId, openid, boundTime: nowString() })
        .onConflictDoUpdate({ target: [t.tenantId, t.userId], set: { openid, boundTime: nowString() } });
    });
    // The QR did its work: the next one asked for is new.
    await this.store.del(this.qrKey(tenantId, userId));
  }

  /** The follower left: its binding ends. */
  async unbind(tenantId: string, openid: string) {
    await this.db.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.openid, openid)));
  }
}
