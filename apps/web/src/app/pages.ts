import type { ComponentType } from 'react';
import { deskPages } from '../pages/desk';
import { errorPages } from '../pages/error';
import { lendingPages } from '../pages/lending';
import { systemPages } from '../pages/system';
import { welPages } from '../pages/wel';

/**
 * The registry from a route path to a lazily loaded page (as Saber maps a menu path to a view file). Server menus
 * carry the path; a menu whose path is not here shows 404. Areas keep their own lists (pages/<area>/index.ts).
 */
export interface PageDef {
  load: () => Promise<{ default: ComponentType }>;
  /** i18n key of the tab label for pages that are not server menus. */
  titleKey?: string;
  /** false: not opened as a tab. */
  isTab?: boolean;
}

export const corePages: Record<string, PageDef> = {
  '/wel/index': { load: () => import('../pages/wel/WelPage'), titleKey: 'tagsView.home' },
  '/myiframe/:routerPath': { load: () => import('../pages/iframe/IframePage') },
};

export const pages: Record<string, PageDef> = {
  ...corePages,
  ...welPages,
  ...errorPages,
  ...systemPages,
  ...lendingPages,
  ...deskPages,
};

export interface ResolvedPage {
  pattern: string;
  def: PageDef;
  params: Record<string, string>;
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
