import type { Locale } from '@flp/shared';
import { Redis } from 'ioredis';

/** What the server pushes to a browser (API-CONVENTIONS "Realtime"): `{type, payload}`. */
export interface RealtimeMessage {
  /**
   * `menus`: the user's menus or permissions may have changed; the browser reloads them. `progress`:
   * `{id, done, total, step?}` of long work the user started (an Excel import, files being read; progress.ts).
   * `ready`: sent once on a socket, when every later push is sure to reach it (routes.ts).
   */
  type: 'notification' | 'unread' | 'logout' | 'task' | 'menus' | 'progress' | 'ready';
  payload: unknown;
  /** The payload for sockets opened in English, where it reads differently (a message the system wrote). */
  english?: unknown;
}

/**
 * Who receives a push: one user of a tenant, every signed-in user of the tenant (userId '*'), or every signed-in user
 * of every tenant (tenantId '*': platform-wide changes such as menus).
 */
export interface Audience {
  tenantId: string | '*';
  userId: string | '*';
}

/** A connected browser tab. */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** The language each socket was opened in (the tab's interface language; Chinese unless it said English). */
const socketLocale = new WeakMap<RealtimeSocket, Locale>();

/** The close code of a socket whose user's access ended (the same as a refused token: the client does not retry). */
export const WS_CLOSE_REVOKED = 4401;

/** What travels on the channel: a push to deliver, or an order to close the audience's sockets. */
type Envelope = { to: Audience; message: RealtimeMessage; close?: boolean };

/**
 * The open sockets of this instance, by tenant and user, and the way a push reaches them on every instance: directly
 * in one process, or through a Redis channel when REDIS_URL is set (each instance delivers to its own sockets).
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<RealtimeSocket>>();
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly channel: string;

  constructor(redis?: { url: string; prefix: string }) {
    this.channel = `${redis?.prefix ?? 'flp:'}realtime`;
    if (redis) {
      this.publisher = new Redis(redis.url, { maxRetriesPerRequest: 2 });
      this.subscriber = new Redis(redis.url, { maxRetriesPerRequest: 2 });
      this.subscriber.subscribe(this.channel).catch(() => {});
      this.subscriber.on('message', (_channel, raw) => {
        try {
          const { to, message, close } = JSON.parse(raw) as Envelope;
          this.deliver(to, message, close === true);
        } catch {
          // a foreign or broken message on the channel is ignored
        }
      });
    }
  }

  /** Registers a socket; the returned function unregisters it (on close). */
  attach(tenantId: string, userId: string, socket: RealtimeSocket, locale: Locale = 'zh-CN'): () => void {
    socketLocale.set(socket, locale);
    const key = `${tenantId}|${userId}`;
    let set = this.sockets.get(key);
    if (!set) {
      set = new Set();
      this.sockets.set(key, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      // (the set may already have been replaced by a newer one after a disconnect)
      if (set.size === 0 && this.sockets.get(key) === set) this.sockets.delete(key);
    };
  }

  /** Pushes to the audience on every instance. Best effort: a push lost on the way is caught up by the next poll. */
  async publish(to: Audience, message: RealtimeMessage): Promise<void> {
    await this.send({ to, message });
  }

  /**
   * Ends the audience's realtime access on every instance: each open socket receives `{type:'logout'}` and is closed
   * with 4401 (a user disabled, removed or signed out everywhere must stop receiving pushes at once).
   */
  async disconnect(to: Audience, reason: string): Promise<void> {
    await this.send({ to, message: { type: 'logout', payload: { reason } }, close: true });
  }

  private async send(envelope: Envelope) {
    if (this.publisher) await this.publisher.publish(this.channel, JSON.stringify(envelope));
    else this.deliver(envelope.to, envelope.message, envelope.close === true);
  }

  /** How many sockets this instance holds for a user (tests, diagnostics). */
  count(tenantId: string, userId: string): number {
    return this.sockets.get(`${tenantId}|${userId}`)?.size ?? 0;
  }

  private deliver(to: Audience, message: RealtimeMessage, close: boolean) {
    const { english, ...chinese } = message;
    const data = JSON.stringify(chinese);
    const dataInEnglish = english === undefined ? data : JSON.stringify({ ...chinese, payload: english });
    const targets =
      to.tenantId === '*'
        ? [...this.sockets.values()]
        : to.userId === '*'
          ? [...this.sockets.entries()].filter(([k]) => k.startsWith(`${to.tenantId}|`)).map(([, s]) => s)
          : [this.sockets.get(`${to.tenantId}|${to.userId}`)];
    for (const set of targets) {
      for (const socket of [...(set ?? [])]) {
        socket.send(socketLocale.get(socket) === 'en-US' ? dataInEnglish : data);
        if (close) {
          // Forgotten at once, whether or not the peer answers the close handshake.
          set?.delete(socket);
          socket.close(WS_CLOSE_REVOKED, 'revoked');
        }
      }
    }
    if (close) for (const [k, set] of this.sockets) if (set.size === 0) this.sockets.delete(k);
  }

  async close() {
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()].filter(Boolean));
  }
}
