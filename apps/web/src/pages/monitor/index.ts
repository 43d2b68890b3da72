import type { WebArea } from '../../app/area';
import { monitorMessages } from './locales';

/** 企业监控, by the menu path the server seeds (modules/monitor/menus.ts). */
export const monitorArea: WebArea = {
  name: 'monitor',
  pages: {
    '/risk/monitor': { load: () => import('./MonitorPage') },
  },
  messages: monitorMessages,
};
