import type { WebArea } from '../../app/area';
import { outsideMessages } from './locales';

/** 外部服务 screens, by the menu paths the server seeds (modules/outside/menus.ts). */
export const outsideArea: WebArea = {
  name: 'outside',
  pages: {
    '/system/outside-order': { load: () => import('./OutsideOrderPage') },
    '/system/outside-setting': { load: () => import('./OutsideSettingPage') },
  },
  messages: outsideMessages,
};
