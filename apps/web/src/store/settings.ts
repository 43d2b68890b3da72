import { DEFAULT_THEME_COLOR, THEMES } from '@flp/shared/constants';
import { md5 } from 'js-md5';
import { create } from 'zustand';
import type { ThemeName } from '../shell/themes';
import { onLogout } from './auth';
import { getStore, setStore } from './storage';

export type Lang = 'zh-CN' | 'en-US';

/** Per-browser preferences and the lock (spec §2 top bar, §4 lock). */
interface SettingsState {
  lang: Lang;
  theme: ThemeName;
  color: string;
  collapse: boolean;
  isLock: boolean;
  /** The lock password's salted hash, `sha256:<salt>:<hex>` (never the password itself). */
  lockPasswd: string;
  watermark: boolean;
  setLang(l: Lang): void;
  setTheme(t: ThemeName): void;
  setColor(c: string): void;
  setCollapse(c: boolean): void;
  /** Turns the lock on with a password (spec §4 Lock); resolves once the flag is on. */
  lock(passwd: string): Promise<void>;
  /** Whether a password opens the lock. */
  matchesLock(passwd: string): Promise<boolean>;
  unlock(): void;
  setWatermark(on: boolean): void;
}

/** A stored theme name the app still knows, else the default theme. */
const knownTheme = (name?: string): ThemeName =>
  (THEMES as readonly string[]).includes(name ?? '') ? (name as ThemeName) : 'default';

const persist = <K extends string>(key: K, value: unknown) => setStore(key, value);

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The stored form of a lock password: `sha256:<salt>:<hex of SHA-256(salt + password)>` through Web Crypto, with a
 * random salt per lock. Web Crypto exists only in secure contexts (HTTPS, localhost); served over plain HTTP on an
 * intranet address the browser has none, and the hash is then `md5:<salt>:<hex>`.
 */
export async function lockHash(passwd: string, salt = hex(crypto.getRandomValues(new Uint8Array(16)))) {
  const input = `${salt}${passwd}`;
  if (globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
    return `sha256:${salt}:${hex(new Uint8Array(digest))}`;
  }
  return `md5:${salt}:${md5(input)}`;
}

async function matchesHash(passwd: string, stored: string) {
  const [scheme, salt] = stored.split(':');
  if (!passwd || !salt || (scheme !== 'sha256' && scheme !== 'md5')) return false;
  if (scheme === 'sha256' && !globalThis.crypto?.subtle) return false;
  const hash = scheme === 'md5' ? `md5:${salt}:${md5(`${salt}${passwd}`)}` : await lockHash(passwd, salt);
  return hash === stored;
}

export const useSettings = create<SettingsState>((set, get) => ({
  lang: getStore<Lang>('language') ?? 'zh-CN',
  theme: knownTheme(getStore<string>('themeName')),
  color: getStore<string>('colorName') ?? DEFAULT_THEME_COLOR,
  collapse: getStore<boolean>('isCollapse') ?? false,
  isLock: getStore<boolean>('isLock') ?? false,
  lockPasswd: getStore<string>('lockPasswd') ?? '',
  watermark: getStore<boolean>('watermark') ?? true,
  setLang(lang) {
    persist('language', lang);
    set({ lang });
  },
  setTheme(theme) {
    persist('themeName', theme);
    set({ theme });
  },
  setColor(color) {
    persist('colorName', color);
    set({ color });
  },
  setCollapse(collapse) {
    persist('isCollapse', collapse);
    set({ collapse });
  },
  async lock(passwd) {
    const lockPasswd = await lockHash(passwd);
    persist('isLock', true);
    persist('lockPasswd', lockPasswd);
    set({ isLock: true, lockPasswd });
  },
  matchesLock(passwd) {
    return matchesHash(passwd, get().lockPasswd);
  },
  unlock() {
    persist('isLock', false);
    persist('lockPasswd', '');
    set({ isLock: false, lockPasswd: '' });
  },
  setWatermark(watermark) {
    persist('watermark', watermark);
    set({ watermark });
  },
}));

// Signing in clears the lock (spec §4); so does signing out.
onLogout(() => useSettings.getState().unlock());
