import { DEFAULT_THEME_COLOR } from '@flp/shared/constants';
import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from 'antd';

/**
 * The spec's eleven themes (default, white, dark, star, bule, iview, vip, cool, d2, hey, lte). Each is a distinct look:
 * the antd algorithm and tokens for the content, and the colours of the header, the logo, the sidebar, the tag bar
 * and the content area. Names of the themes are in the locales (`theme.names.<name>`).
 *
 * Colours may be the word PRIMARY: it stands for the user's colour (the colour picker), so a theme follows it.
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

/** Stands for the user's primary colour in a theme's colours. */
export const PRIMARY = 'PRIMARY';

export interface ShellColors {
  headerBg: string;
  headerText: string;
  /** Background of a header item under the pointer. */
  headerHover: string;
  siderBg: string;
  siderText: string;
  siderHoverText: string;
  siderActiveBg: string;
  siderActiveText: string;
  /** Background of open submenus. */
  siderSubBg: string;
  logoBg: string;
  logoText: string;
  /** The square mark of the logo. */
  logoMarkBg: string;
  logoMarkText: string;
  tagsBg: string;
  contentBg: string;
  /** Colour of the watermark text (very faint, against the content background). */
  watermark: string;
  /** Sidebar menu theme for antd's Menu. */
  menuTheme: 'dark' | 'light';
  /** A background image for the sidebar (star), as CSS. */
  siderImage?: string;
  /** A line under the header / right of the sidebar on light themes. */
  border?: string;
}

export interface ThemeDef {
  name: ThemeName;
  /** The content uses antd's dark algorithm. */
  dark: boolean;
  /** The theme's own primary colour: choosing the theme sets the colour to it (the picker customises it after). */
  primary: string;
  radius: number;
  shell: ShellColors;
}

const base: ShellColors = {
  headerBg: '#ffffff',
  headerText: '#303133',
  headerHover: 'rgba(0,0,0,0.05)',
  siderBg: '#20222a',
  siderText: 'rgba(255,255,255,0.72)',
  siderHoverText: '#ffffff',
  siderActiveBg: PRIMARY,
  siderActiveText: '#ffffff',
  siderSubBg: '#1a1c22',
  logoBg: '#20222a',
  logoText: '#ffffff',
  logoMarkBg: PRIMARY,
  logoMarkText: '#ffffff',
  tagsBg: '#ffffff',
  contentBg: '#f0f2f5',
  watermark: 'rgba(0,0,0,0.07)',
  menuTheme: 'dark',
  border: '#e8eaec',
};

const darkHeader = { headerText: '#ffffff', headerHover: 'rgba(255,255,255,0.14)', border: undefined };

export const THEMES: Record<ThemeName, ThemeDef> = {
  default: { name: 'default', dark: false, primary: DEFAULT_THEME_COLOR, radius: 4, shell: base },
  white: {
    name: 'white',
    dark: false,
    primary: DEFAULT_THEME_COLOR,
    radius: 4,
    shell: {
      ...base,
      siderBg: '#ffffff',
      siderText: '#303133',
      siderHoverText: PRIMARY,
      siderSubBg: '#fafafa',
      logoBg: '#ffffff',
      logoText: '#303133',
      siderActiveBg: '#ecf5ff',
      siderActiveText: PRIMARY,
      contentBg: '#f5f7fa',
      menuTheme: 'light',
    },
  },
  dark: {
    name: 'dark',
    dark: true,
    primary: DEFAULT_THEME_COLOR,
    radius: 4,
    shell: {
      ...base,
      ...darkHeader,
      headerBg: '#141414',
      headerText: '#e5e5e5',
      siderBg: '#0f0f0f',
      siderSubBg: '#0a0a0a',
      siderActiveBg: '#262626',
      siderActiveText: PRIMARY,
      logoBg: '#0f0f0f',
      logoMarkBg: '#262626',
      logoMarkText: PRIMARY,
      tagsBg: '#1a1a1a',
      contentBg: '#000000',
      watermark: 'rgba(255,255,255,0.06)',
    },
  },
  star: {
    name: 'star',
    dark: false,
    primary: '#722ed1',
    radius: 6,
    shell: {
      ...base,
      ...darkHeader,
      headerBg: 'linear-gradient(90deg,#1b1446,#3a1c71)',
      siderBg: '#18133c',
      siderSubBg: 'rgba(0,0,0,0.25)',
      siderText: 'rgba(255,255,255,0.78)',
      siderActiveBg: 'rgba(146,84,222,0.6)',
      logoBg: 'rgba(20,14,52,0.95)',
      logoMarkBg: 'linear-gradient(135deg,#9254de,#f759ab)',
      tagsBg: '#f4f0ff',
      contentBg: '#f6f3ff',
      siderImage:
        'radial-gradient(1px 1px at 20px 30px,#fff,transparent),radial-gradient(1px 1px at 90px 120px,#ddd,transparent),radial-gradient(1.5px 1.5px at 160px 60px,#fff,transparent),radial-gradient(1px 1px at 60px 200px,#eee,transparent),radial-gradient(circle at 20% 10%,#3b2a8a 0,transparent 40%),radial-gradient(circle at 80% 70%,#6b2a8a 0,transparent 45%)',
    },
  },
  bule: {
    name: 'bule',
    dark: false,
    primary: '#1677ff',
    radius: 4,
    shell: {
      ...base,
      ...darkHeader,
      headerBg: '#1677ff',
      siderBg: '#0d3a7a',
      siderSubBg: '#0a2f63',
      siderText: 'rgba(255,255,255,0.8)',
      siderActiveBg: '#1677ff',
      logoBg: '#0b3166',
      logoMarkBg: '#ffffff',
      logoMarkText: '#1677ff',
      tagsBg: '#f5f9ff',
      contentBg: '#eef4ff',
    },
  },
  iview: {
    name: 'iview',
    dark: false,
    primary: '#2d8cf0',
    radius: 4,
    shell: {
      ...base,
      siderBg: '#515a6e',
      siderSubBg: '#363e4f',
      siderText: 'rgba(255,255,255,0.75)',
      logoBg: '#515a6e',
      siderActiveBg: '#2a303d',
      siderActiveText: PRIMARY,
      contentBg: '#f5f7f9',
      border: '#dcdee2',
    },
  },
  vip: {
    name: 'vip',
    dark: false,
    primary: '#c9a45c',
    radius: 2,
    shell: {
      ...base,
      headerBg: '#2b2b2b',
      headerText: '#e8d5a9',
      headerHover: 'rgba(232,213,169,0.14)',
      border: undefined,
      siderBg: '#1f1f1f',
      siderSubBg: '#171717',
      logoBg: '#1a1a1a',
      logoText: '#e8d5a9',
      logoMarkBg: '#c9a45c',
      logoMarkText: '#1f1f1f',
      siderText: '#d9c8a0',
      siderHoverText: '#f3e5c0',
      siderActiveBg: '#c9a45c',
      siderActiveText: '#1f1f1f',
      tagsBg: '#fffdf7',
      contentBg: '#f7f3ea',
    },
  },
  cool: {
    name: 'cool',
    dark: true,
    primary: '#13c2c2',
    radius: 8,
    shell: {
      ...base,
      ...darkHeader,
      headerBg: '#0b1e2d',
      headerText: '#cfe8ff',
      siderBg: '#08141f',
      siderSubBg: '#06101a',
      siderText: 'rgba(207,232,255,0.7)',
      siderActiveBg: 'rgba(19,194,194,0.22)',
      siderActiveText: '#5cdbd3',
      logoBg: '#08141f',
      logoText: '#cfe8ff',
      tagsBg: '#0f2636',
      contentBg: '#06111a',
      watermark: 'rgba(207,232,255,0.06)',
    },
  },
  d2: {
    name: 'd2',
    dark: false,
    primary: '#409EFF',
    radius: 4,
    shell: {
      ...base,
      headerBg: '#ebf1f6',
      headerText: '#2f3d4c',
      siderBg: '#ebf1f6',
      siderSubBg: '#e3ebf2',
      siderText: '#2f3d4c',
      siderHoverText: PRIMARY,
      logoBg: '#ebf1f6',
      logoText: '#2f3d4c',
      siderActiveBg: '#d8e6f3',
      siderActiveText: PRIMARY,
      tagsBg: '#ebf1f6',
      contentBg: '#ffffff',
      menuTheme: 'light',
      border: '#d7e1ea',
    },
  },
  hey: {
    name: 'hey',
    dark: false,
    primary: '#52c41a',
    radius: 10,
    shell: {
      ...base,
      headerBg: '#f6ffed',
      headerText: '#254d12',
      headerHover: 'rgba(82,196,26,0.12)',
      siderBg: '#ffffff',
      siderSubBg: '#fbfff7',
      siderText: '#3a5a27',
      siderHoverText: '#237804',
      logoBg: '#52c41a',
      logoText: '#ffffff',
      logoMarkBg: '#ffffff',
      logoMarkText: '#389e0d',
      siderActiveBg: '#d9f7be',
      siderActiveText: '#237804',
      tagsBg: '#fcfffa',
      contentBg: '#f6ffed',
      menuTheme: 'light',
      border: '#d9f7be',
    },
  },
  lte: {
    name: 'lte',
    dark: false,
    primary: '#3c8dbc',
    radius: 0,
    shell: {
      ...base,
      ...darkHeader,
      headerBg: '#3c8dbc',
      siderBg: '#222d32',
      siderSubBg: '#2c3b41',
      logoBg: '#367fa9',
      logoMarkBg: '#ffffff',
      logoMarkText: '#367fa9',
      siderText: '#b8c7ce',
      siderActiveBg: '#1e282c',
      siderActiveText: '#ffffff',
      contentBg: '#ecf0f5',
    },
  },
};

export const themeOf = (name: string): ThemeDef => THEMES[name as ThemeName] ?? THEMES.default;

/** The shell colours of a theme with the user's colour put in for PRIMARY. */
export function shellColors(name: string, primary: string): ShellColors {
  const s = themeOf(name).shell;
  const out = { ...s };
  for (const k of Object.keys(out) as (keyof ShellColors)[]) {
    if (out[k] === PRIMARY) (out as Record<string, unknown>)[k] = primary;
  }
  return out;
}

/** The antd theme of a shell theme with the user's colour. */
export function antdThemeFor(name: ThemeName, color: string, reducedMotion = false): ThemeConfig {
  const t = themeOf(name);
  const s = shellColors(name, color);
  return {
    algorithm: t.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: color,
      colorInfo: color,
      colorLink: color,
      borderRadius: t.radius,
      colorBgLayout: s.contentBg,
      // A system asking for less motion gets dialogs, drawers and menus without their zoom and slide.
      motion: !reducedMotion,
    },
    components: {
      Layout: { headerBg: 'transparent', siderBg: s.siderBg, bodyBg: s.contentBg, headerPadding: '0 12px' },
    },
  };
}

/** antd Menu tokens of the sidebar (passed through a ConfigProvider around the sidebar only). */
export function sidebarMenuTheme(s: ShellColors): ThemeConfig {
  const dark = s.menuTheme === 'dark';
  const menu = dark
    ? {
        darkItemBg: 'transparent',
        darkSubMenuItemBg: s.siderSubBg,
        darkPopupBg: s.siderBg,
        darkItemColor: s.siderText,
        darkItemHoverColor: s.siderHoverText,
        darkItemHoverBg: 'rgba(255,255,255,0.06)',
        darkItemSelectedBg: s.siderActiveBg,
        darkItemSelectedColor: s.siderActiveText,
        darkGroupTitleColor: s.siderText,
      }
    : {
        itemBg: 'transparent',
        subMenuItemBg: s.siderSubBg,
        popupBg: s.siderBg,
        itemColor: s.siderText,
        itemHoverColor: s.siderHoverText,
        itemHoverBg: 'rgba(0,0,0,0.04)',
        itemSelectedBg: s.siderActiveBg,
        itemSelectedColor: s.siderActiveText,
        subMenuItemSelectedColor: s.siderActiveText,
        groupTitleColor: s.siderText,
        activeBarBorderWidth: 0,
      };
  return { components: { Menu: { ...menu, itemMarginInline: 6, itemBorderRadius: 4 } } };
}
