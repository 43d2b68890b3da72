import type { PageDef } from '../../app/pages';

/** Resource screens, by the menu paths the server seeds (modules/resource/menus.ts). */
export const resourcePages: Record<string, PageDef> = {
  '/resource/oss': { load: () => import('./OssPage') },
};
