import type { PageDef } from '../../app/pages';

/** 模型管理 and 流程管理, by the menu paths the server seeds (apps/server/src/modules/flow/menus.ts). */
export const flowPages: Record<string, PageDef> = {
  '/flow/model': { load: () => import('./ModelPage') },
  '/flow/manager': { load: () => import('./ManagerPage') },
};
