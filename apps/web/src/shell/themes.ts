import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from 'antd';

/**
 * The spec's eleven themes (default, white, dark, star, bule, iview, vip, cool, d2, hey, lte). Each is a distinct look:
 * the antd algorithm and tokens for the content, and the colours of the header, the sidebar and the tag bar.
 */
export const THEME_NAMES = [
  'default',
  'white',
  'dark',
  'star',
  'bule',
  'iview',
  'vip',
  'cool',
  'd2',
  'hey',
  'lte',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface ShellColors {
  headerBg: string;
  headerText: string;
  siderBg: string;
  siderText: string;
  siderActiveBg: string;
  siderActiveText: string;
  logoBg: string;
  logoText: string;
  tagsBg: string;
  contentBg: string;
  /** Sidebar menu theme for antd's Menu. */
  menuTheme: 'dark' | 'light';
  /** A background image for the sidebar (star), as CSS. */
  siderImage?: string;
}

export interface ThemeDef {
  name: ThemeName;
  label: { 'zh-CN': string; 'en-US': string };
  dark: boolean;
  /** Primary colour when the user has not picked one. */
  primary?: string;
  radius: number;
  shell: ShellColors;
}

const base: ShellColors = {
  headerBg: '#ffffff',
  headerText: '#303133',
  siderBg: '#20222a',
  siderText: 'rgba(255,255,255,0.7)',
  siderActiveBg: '#409EFF',
  siderActiveText: '#ffffff',
  logoBg: '#20222a',
  logoText: '#ffffff',
  tagsBg: '#ffffff',
  contentBg: '#f0f2f5',
  menuTheme: 'dark',
};

export const THEMES: Record<ThemeName, ThemeDef> = {
  default: { name: 'default', label: { 'zh-CN': '默认主题', 'en-US': 'Default' }, dark: false, radius: 4, shell: base },
  white: {
    name: 'white',
    label: { 'zh-CN': '白色主题', 'en-US': 'White' },
    dark: false,
    radius: 4,
    shell: {
      ...base,
      siderBg: '#ffffff',
      siderText: '#303133',
      logoBg: '#ffffff',
      logoText: '#303133',
      siderActiveBg: '#ecf5ff',
      siderActiveText: '#409EFF',
      menuTheme: 'light',
    },
  },
  dark: {
    name: 'dark',
    label: { 'zh-CN': '黑色主题', 'en-US': 'Dark' },
    dark: true,
    radius: 4,
    shell: {
      ...base,
      headerBg: '#141414',
      headerText: '#e5e5e5',
      siderBg: '#0f0f0f',
      logoBg: '#0f0f0f',
      tagsBg: '#1f1f1f',
      contentBg: '#000000',
      siderActiveBg: '#1d1d1d',
    },
  },
  star: {
    name: 'star',
    label: { 'zh-CN': '炫彩主题', 'en-US': 'Starry' },
    dark: false,
    primary: '#722ed1',
    radius: 6,
    shell: {
      ...base,
      headerBg: 'rgba(24,19,60,0.92)',
      headerText: '#ffffff',
      siderBg: '#18133c',
      logoBg: 'rgba(24,19,60,0.92)',
      siderActiveBg: 'rgba(146,84,222,0.55)',
      tagsBg: '#f4f0ff',
      contentBg: '#f6f3ff',
      siderImage:
        'radial-gradient(circle at 20% 10%, #3b2a8a 0, transparent 40%), radial-gradient(circle at 80% 70%, #6b2a8a 0, transparent 45%)',
    },
  },
  bule: {
    name: 'bule',
    label: { 'zh-CN': '蓝色主题', 'en-US': 'Blue' },
    dark: false,
    primary: '#1677ff',
    radius: 4,
    shell: {
      ...base,
      headerBg: '#1677ff',
      headerText: '#ffffff',
      siderBg: '#0d3a7a',
      logoBg: '#0b3166',
      siderActiveBg: '#1677ff',
      contentBg: '#eef4ff',
    },
  },
  iview: {
    name: 'iview',
    label: { 'zh-CN': 'iview主题', 'en-US': 'iView' },
    dark: false,
    primary: '#2d8cf0',
    radius: 4,
    shell: {
      ...base,
      siderBg: '#515a6e',
      logoBg: '#515a6e',
      siderActiveBg: '#363e4f',
      siderActiveText: '#2d8cf0',
      contentBg: '#f5f7f9',
    },
  },
  vip: {
    name: 'vip',
    label: { 'zh-CN': 'vip主题', 'en-US': 'VIP' },
    dark: false,
    primary: '#c9a45c',
    radius: 2,
    shell: {
      ...base,
      headerBg: '#2b2b2b',
      headerText: '#e8d5a9',
      siderBg: '#1f1f1f',
      logoBg: '#1a1a1a',
      logoText: '#e8d5a9',
      siderText: '#d9c8a0',
      siderActiveBg: '#c9a45c',
      siderActiveText: '#1f1f1f',
      contentBg: '#f7f3ea',
    },
  },
  cool: {
    name: 'cool',
    label: { 'zh-CN': '酷黑主题', 'en-US': 'Cool' },
    dark: true,
    primary: '#13c2c2',
    radius: 8,
    shell: {
      ...base,
      headerBg: '#0b1e2d',
      headerText: '#cfe8ff',
      siderBg: '#08141f',
      logoBg: '#08141f',
      siderActiveBg: '#13c2c2',
      tagsBg: '#0f2636',
      contentBg: '#06111a',
    },
  },
  d2: {
    name: 'd2',
    label: { 'zh-CN': 'd2主题', 'en-US': 'D2' },
    dark: false,
    primary: '#409EFF',
    radius: 4,
    shell: {
      ...base,
      headerBg: '#ebf1f6',
      siderBg: '#ebf1f6',
      siderText: '#2f3d4c',
      logoBg: '#ebf1f6',
      logoText: '#2f3d4c',
      siderActiveBg: '#d8e6f3',
      siderActiveText: '#409EFF',
      tagsBg: '#ebf1f6',
      contentBg: '#ffffff',
      menuTheme: 'light',
    },
  },
  hey: {
    name: 'hey',
    label: { 'zh-CN': '小清新主题', 'en-US': 'Fresh' },
    dark: false,
    primary: '#52c41a',
    radius: 10,
    shell: {
      ...base,
      headerBg: '#f6ffed',
      siderBg: '#ffffff',
      siderText: '#3a5a27',
      logoBg: '#52c41a',
      logoText: '#ffffff',
      siderActiveBg: '#d9f7be',
      siderActiveText: '#237804',
      tagsBg: '#fcfffa',
      contentBg: '#f6ffed',
      menuTheme: 'light',
    },
  },
  lte: {
    name: 'lte',
    label: { 'zh-CN': 'Admin-LTE主题', 'en-US': 'AdminLTE' },
    dark: false,
    primary: '#3c8dbc',
    radius: 0,
    shell: {
      ...base,
      headerBg: '#3c8dbc',
      headerText: '#ffffff',
      siderBg: '#222d32',
      logoBg: '#367fa9',
      siderText: '#b8c7ce',
      siderActiveBg: '#1e282c',
      siderActiveText: '#ffffff',
      contentBg: '#ecf0f5',
    },
  },
};

/** The antd theme of a shell theme with the user's colour. */
export function antdThemeFor(name: ThemeName, color: string): ThemeConfig {
  const t = THEMES[name] ?? THEMES.default;
  return {
    algorithm: t.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: color, borderRadius: t.radius, colorBgLayout: t.shell.contentBg },
    components: { Layout: { headerBg: t.shell.headerBg, siderBg: t.shell.siderBg, bodyBg: t.shell.contentBg } },
  };
}
