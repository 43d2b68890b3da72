import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_SECONDS } from '@flp/shared';
import type { KvStore } from '../store/kv';

/** Image captcha: the code is kept server-side under a random key, expires, and can be checked once. */
export class CaptchaService {
  constructor(private readonly store: KvStore) {}

  async create(): Promise<{ key: string; image: string }> {
    const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 40, color: true });
    const key = randomUUID();
    await this.store.set(`captcha:${key}`, c.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
  }

  /** True when the code matches (case-insensitive); the code is spent either way. */
  async check(key: string | undefined, code: string | undefined): Promise<boolean> {
    if (!key || !code) return false;
    const expected = await this.store.take(`captcha:${key}`);
    return expected !== null && expected === code.trim().toLowerCase();
  }

  /** Test seam: reads the code without spending it. Only reachable when the app is built with testSeams. */
  peek(key: string) {
    return this.store.get(`captcha:${key}`);
  }
}
