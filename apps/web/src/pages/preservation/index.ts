import type { WebArea } from '../../app/area';
import { preservationMessages } from './locales';

/** 资产保全, by the menu path the server seeds (modules/preservation/menus.ts). */
export const preservationArea: WebArea = {
  name: 'preservation',
  pages: {
    '/risk/preservation': { load: () => import('./PreservationPage') },
  },
  messages: preservationMessages,
  families: () => import('./families'),
};
