import { DEFAULT_THEME_COLOR } from '@flp/shared/constants';
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
  lockPasswd: string;
  watermark: boolean;
  setLang(l: Lang): void;
  setTheme(t: ThemeName): void;
  setColor(c: string): void;
  setCollapse(c: boolean): void;
  lock(passwd: string): void;
  unlock(): void;
  setWatermark(on: boolean): void;
}

const persist = <K extends string>(key: K, value: unknown) => setStore(key, value);

export const useSettings = create<SettingsState>((set) => ({
  lang: getStore<Lang>('language') ?? 'zh-CN',
  theme: getStore<ThemeName>('themeName') ?? 'default',
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
  lock(lockPasswd) {
    persist('isLock', true);
    persist('lockPasswd', lockPasswd);
    set({ isLock: true, lockPasswd });
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
