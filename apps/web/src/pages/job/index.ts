import type { PageDef } from '../../app/pages';

/** 定时任务, by the menu path the server seeds (apps/server/src/modules/job/menus.ts). */
export const jobPages: Record<string, PageDef> = {
  '/system/job': { load: () => import('./JobPage') },
};
