import type { PageDef } from '../../app/pages';

/** Region screens, by the menu paths the server seeds (modules/region/menus.ts). */
export const regionPages: Record<string, PageDef> = {
  '/system/region': { load: () => import('./RegionPage') },
};
