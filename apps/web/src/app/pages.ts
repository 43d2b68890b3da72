import type { ComponentType } from 'react';
import { AREAS } from './areas';

/**
 * The registry from a route path to a lazily loaded page (as Saber maps a menu path to a view file). Server menus
 * carry the path; a menu whose path is not here shows 404. Each area declares its own (pages/<area>/index.ts), AREAS
 * (areas.ts) lists the areas.
 */
export interface PageDef {
  load: () => Promise<{ default: ComponentType }>;
  /** i18n key of the tab label for pages that are not server menus. */
  titleKey?: string;
  /** false: not opened as a tab. */
  isTab?: boolean;
  /**
   * Who may open it: 'menu' (the default) only a user whose menus include its path (a screen not granted answers
   * 403); 'everyone' any signed-in user (home, the dashboard, personal info, the embedded-page frame);
   * `{ menu }` a screen opened from others rather than from a menu of its own (the workflow family pages): a user
   * whose menus include that menu (the server sends a granted menu's ancestors with it).
   */
  access?: 'menu' | 'everyone' | { menu: string };
  /**
   * A screen that shows one record (a workflow handle or detail page, a record's own page): a tab per record (path
   * and query), labelled with the record (`name` in the query). Other screens have one tab, whatever the query.
   */
  perRecord?: boolean;
}

export const corePages: Record<string, PageDef> = {
  '/wel/index': { load: () => import('../pages/wel/WelPage'), titleKey: 'tagsView.home', access: 'everyone' },
  // The frame itself embeds only pages the user's menus declare (pages/iframe/IframePage.tsx).
  '/myiframe/:routerPath': { load: () => import('../pages/iframe/IframePage'), access: 'everyone' },
};

export const pages: Record<string, PageDef> = Object.assign({}, corePages, ...AREAS.map((a) => a.pages));

export interface ResolvedPage {
  pattern: string;
  def: PageDef;
  params: Record<string, string>;
}

/**
 * Whether the user may open the page at `path`: an 'everyone' page, a screen one of the user's menus names, or a
 * screen admitted by the menu its `access` names.
 */
export function mayOpen(page: ResolvedPage, path: string, menuPaths: (path: string) => boolean): boolean {
  const access = page.def.access;
  if (access === 'everyone') return true;
  return menuPaths(typeof access === 'object' ? access.menu : path);
}

/** The identity of the tab of a location: the path, with the query for a screen that shows one record. */
export function tabKey(path: string, search: string): string {
  return resolvePage(path)?.def.perRecord ? `${path}${search}` : path;
}

/** Finds the page of a path: an exact entry first, then patterns with `:params`. */
export function resolvePage(path: string): ResolvedPage | undefined {
  if (pages[path]) return { pattern: path, def: pages[path], params: {} };
  const parts = path.split('/');
  for (const [pattern, def] of Object.entries(pages)) {
    if (!pattern.includes(':')) continue;
    const pp = pattern.split('/');
    if (pp.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pp.every((seg, i) => {
      if (!seg.startsWith(':')) return seg === parts[i];
      params[seg.slice(1)] = decodeURIComponent(parts[i]);
      return true;
    });
    if (matches) return { pattern, def, params };
  }
  return undefined;
}
