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
