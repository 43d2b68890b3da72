import type { WebArea } from '../../app/area';
import { toolMessages } from './locales';

/** 研发工具 screens, by the menu paths the server seeds (modules/develop/menus.ts). */
export const toolArea: WebArea = {
  name: 'tool',
  pages: {
    '/tool/datasource': { load: () => import('./DatasourcePage') },
    '/tool/code': { load: () => import('./CodePage') },
  },
  messages: toolMessages,
};
