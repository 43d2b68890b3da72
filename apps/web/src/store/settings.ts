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
  /** The lock password's md5 (never the password itself). */
  lockPasswd: string;
  watermark: boolean;
  setLang(l: Lang): void;
  setTheme(t: ThemeName): void;
  setColor(c: string): void;
  setCollapse(c: boolean): void;
  /** Turns the lock on with a password (spec §4 Lock). */
  lock(passwd: string): void;
  /** Whether a password opens the lock. */
  matchesLock(passwd: string): boolean;
  unlock(): void;
  setWatermark(on: boolean): void;
}

/** A stored theme name the app still knows, else the default theme. */
const knownTheme = (name?: string): ThemeName =>
  (THEMES as readonly string[]).includes(name ?? '') ? (name as ThemeName) : 'default';

const persist = <K extends string>(key: K, value: unknown) => setStore(key, value);

const lockHash = (passwd: string) => md5(`flp-lock:${passwd}`);

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
  lock(passwd) {
    const lockPasswd = lockHash(passwd);
    persist('isLock', true);
    persist('lockPasswd', lockPasswd);
    set({ isLock: true, lockPasswd });
  },
  matchesLock(passwd) {
    return !!passwd && lockHash(passwd) === get().lockPasswd;
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
