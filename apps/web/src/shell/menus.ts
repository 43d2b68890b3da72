import { isSafeUrl } from '@flp/shared/validate';
import type { MenuNode } from '../store/auth';

/** Helpers over the server's menu forest. */

export function findMenuByPath(menus: MenuNode[], path: string): MenuNode | undefined {
  for (const m of menus) {
    if (m.path === path) return m;
    const found = m.children ? findMenuByPath(m.children, path) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Leaf menus (the ones that open a page), depth first. */
export function leafMenus(menus: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (ns: MenuNode[]) => {
    for (const n of ns) {
      if (n.children?.length) walk(n.children);
      else out.push(n);
    }
  };
  walk(menus);
  return out;
}

/**
 * Whether `url` is a page the user's menus declare (an http(s) address or an html page): the only addresses a link
 * into the app (`?target=…&url=…`, `/myiframe/…?src=…`) may open or embed. Anything else — `javascript:`, another
 * site a crafted link names — is refused, so a link cannot run script in the app or send the user elsewhere.
 */
export function isDeclaredPage(menus: MenuNode[], url: string | null | undefined): url is string {
  if (!url || !isExternal(url) || !isSafeUrl(url)) return false;
  return !!findMenuByPath(menus, url);
}

/** Whether a menu path is an external address or an html page (opened in the embedded frame). */
export const isExternal = (path?: string) => !!path && (/^https?:\/\//i.test(path) || path.includes('.html'));

/** The route a menu opens: its path, or the embedded frame for external pages. */
export function routeOf(m: MenuNode): string {
  if (isExternal(m.path))
    return `/myiframe/${encodeURIComponent(m.code || 'page')}?src=${encodeURIComponent(m.path!)}&name=${encodeURIComponent(m.name)}`;
  return m.path ?? '/404';
}

/** Items show only when their meta roles (if any) include one of the user's roles (spec §2 sidebar). */
export function visibleMenus(menus: MenuNode[], roles: string[]): MenuNode[] {
  return menus
    .filter((m) => !m.meta?.roles?.length || m.meta.roles.some((r) => roles.includes(r)))
    .map((m) => (m.children ? { ...m, children: visibleMenus(m.children, roles) } : m));
}

/** The ids of a menu's ancestors, outermost first (to open the submenus of the active route). */
export function ancestorIds(menus: MenuNode[], id: string): string[] {
  const walk = (ns: MenuNode[], trail: string[]): string[] | undefined => {
    for (const n of ns) {
      if (n.id === id) return trail;
      const found = n.children ? walk(n.children, [...trail, n.id]) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(menus, []) ?? [];
}

/** The first menu that opens a page (a top menu's landing page). */
export const firstLeaf = (menus: MenuNode[]): MenuNode | undefined => leafMenus(menus).find((m) => !!m.path);

/** The cockpit dashboard opens in its own window (spec §2 sidebar). */
export const COCKPIT_PATH = '/fl/cockpit/index';
export const COCKPIT_URL = `/#${COCKPIT_PATH}`;
export const isCockpit = (m: MenuNode) => m.code === 'cockpit' || m.name === 'cockpit' || m.alias === 'cockpit';

/**
 * What choosing a menu does (sidebar and menu search alike): the cockpit and open-mode-2 external links open a new
 * window; anything else navigates (external pages inside the embedded frame).
 */
export function openMenu(m: MenuNode, navigate: (to: string) => void) {
  if (isCockpit(m)) {
    window.open(COCKPIT_URL);
    return;
  }
  if (m.isOpen === 2 && isExternal(m.path)) {
    window.open(m.path);
    return;
  }
  navigate(routeOf(m));
}

/** The part of i18next the labels need. */
interface I18nLike {
  language: string;
  t(key: string): string;
}

/**
 * A menu's label in the current language. The server answers both names of a menu, from one declaration (its
 * module's menus.ts): Chinese shows the stored name (an administrator may have renamed it), other languages the
 * declared English one (`nameEn`), or the Chinese when it has none (a menu an administrator added).
 */
export function menuLabel(m: Pick<MenuNode, 'name' | 'nameEn'>, i18n: Pick<I18nLike, 'language'>): string {
  return i18n.language === 'zh-CN' ? m.name : m.nameEn || m.name;
}

/** A picker tree of menus (nodes with an English name) with each title in the current language. */
export function localizeMenuTree<T extends { title: string; nameEn?: unknown; children?: T[] }>(
  nodes: T[],
  i18n: Pick<I18nLike, 'language'>,
): T[] {
  return nodes.map((n) => ({
    ...n,
    title: menuLabel({ name: n.title, nameEn: typeof n.nameEn === 'string' ? n.nameEn : null }, i18n),
    children: n.children && localizeMenuTree(n.children, i18n),
  }));
}

/** A tab's label: an app page's i18n key, its menu's label (the menu's English name kept in `meta`), or the text. */
export function tagLabel(
  tag: { label: string; labelKey?: string; meta?: Record<string, unknown> },
  i18n: I18nLike,
): string {
  if (tag.labelKey) return i18n.t(tag.labelKey);
  const nameEn = tag.meta?.nameEn;
  return menuLabel({ name: tag.label, nameEn: typeof nameEn === 'string' ? nameEn : null }, i18n);
}
