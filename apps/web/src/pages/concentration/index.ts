import type { WebArea } from '../../app/area';
import { concentrationMessages } from './locales';

/** 客户集中度 and 集中度预警, by the menu paths the server seeds (modules/concentration/menus.ts). */
export const concentrationArea: WebArea = {
  name: 'concentration',
  pages: {
    '/risk/concentration': { load: () => import('./ConcentrationPage') },
    '/risk/concentration-warn': { load: () => import('./WarnPage') },
  },
  messages: concentrationMessages,
};
