import type { WebArea } from '../../app/area';
import { regionMessages } from './locales';

/** Region screens, by the menu paths the server seeds (modules/region/menus.ts). */
export const regionArea: WebArea = {
  name: 'region',
  pages: {
    '/system/region': { load: () => import('./RegionPage') },
  },
  messages: regionMessages,
};
