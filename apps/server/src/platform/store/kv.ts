import { Redis } from 'ioredis';

/**
 * Short-lived shared state (captcha codes, failed sign-ins, revoked sessions, cache generations). In one process a
 * Map does; with REDIS_URL every instance sees the same values.
 */
export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step (single-use values such as captcha codes). */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its expiry at the first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
}

export class MemoryKvStore implements KvStore {
  private readonly map = new Map<string, { v: string; exp: number }>();

  private live(key: string) {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.exp <= Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  async get(key: string) {
    return this.live(key)?.v ?? null;
  }
  async set(key: string, value: string, ttlSeconds: number) {
    this.map.set(key, { v: value, exp: Date.now() + ttlSeconds * 1000 });
    if (this.map.size > 100_000) this.sweep();
  }
  async take(key: string) {
    const v = this.live(key)?.v ?? null;
    this.map.delete(key);
    return v;
  }
  async del(key: string) {
    this.map.delete(key);
  }
  async incr(key: string, ttlSeconds: number) {
    const e = this.live(key);
    const n = (e ? Number(e.v) : 0) + 1;
    this.map.set(key, { v: String(n), exp: e?.exp ?? Date.now() + ttlSeconds * 1000 });
    return n;
  }
  async ttl(key: string) {
    const e = this.live(key);
    return e ? Math.ceil((e.exp - Date.now()) / 1000) : -2;
  }
  async close() {}

  private sweep() {
    const now = Date.now();
    for (const [k, e] of this.map) if (e.exp <= now) this.map.delete(k);
  }
}

export class RedisKvStore implements KvStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'flp:',
  ) {}

  static connect(url: string, prefix = 'flp:') {
    return new RedisKvStore(new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }), prefix);
  }

  get(key: string) {
    return this.redis.get(this.prefix + key);
  }
  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }
  take(key: string) {
    return this.redis.getdel(this.prefix + key);
  }
  async del(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async incr(key: string, ttlSeconds: number) {
    const k = this.prefix + key;
    const [[, n]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) as [[null, number]];
    return n;
  }
  ttl(key: string) {
    return this.redis.ttl(this.prefix + key);
  }
  async close() {
    await this.redis.quit();
  }
}
