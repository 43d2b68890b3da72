import { Redis } from 'ioredis';

/** What the server pushes to a browser (API-CONVENTIONS "Realtime"): `{type, payload}`. */
export interface RealtimeMessage {
  type: 'notification' | 'unread' | 'logout' | 'task';
  payload: unknown;
}

/** Who receives a push: one user of a tenant, or every signed-in user of the tenant (userId '*'). */
export interface Audience {
  tenantId: string;
  userId: string | '*';
}

/** A connected browser tab. */
export interface RealtimeSocket {
  send(data: string): void;
}

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
          const { to, message } = JSON.parse(raw) as { to: Audience; message: RealtimeMessage };
          this.deliver(to, message);
        } catch {
          // a foreign or broken message on the channel is ignored
        }
      });
    }
  }

  /** Registers a socket; the returned function unregisters it (on close). */
  attach(tenantId: string, userId: string, socket: RealtimeSocket): () => void {
    const key = `${tenantId}|${userId}`;
    let set = this.sockets.get(key);
    if (!set) {
      set = new Set();
      this.sockets.set(key, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(key);
    };
  }

  /** Pushes to the audience on every instance. Best effort: a push lost on the way is caught up by the next poll. */
  async publish(to: Audience, message: RealtimeMessage): Promise<void> {
    if (this.publisher) await this.publisher.publish(this.channel, JSON.stringify({ to, message }));
    else this.deliver(to, message);
  }

  /** How many sockets this instance holds for a user (tests, diagnostics). */
  count(tenantId: string, userId: string): number {
    return this.sockets.get(`${tenantId}|${userId}`)?.size ?? 0;
  }

  private deliver(to: Audience, message: RealtimeMessage) {
    const data = JSON.stringify(message);
    const targets =
      to.userId === '*'
        ? [...this.sockets.entries()].filter(([k]) => k.startsWith(`${to.tenantId}|`)).map(([, s]) => s)
        : [this.sockets.get(`${to.tenantId}|${to.userId}`)];
    for (const set of targets) for (const socket of set ?? []) socket.send(data);
  }

  async close() {
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()].filter(Boolean));
  }
}
