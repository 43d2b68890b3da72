import type { WebArea } from '../../app/area';
import { flowMessages } from './locales';

/** 模型管理 and 流程管理, by the menu paths the server seeds (apps/server/src/modules/flow/menus.ts). */
export const flowArea: WebArea = {
  name: 'flow',
  pages: {
    '/flow/model': { load: () => import('./ModelPage') },
    '/flow/manager': { load: () => import('./ManagerPage') },
  },
  messages: flowMessages,
};
