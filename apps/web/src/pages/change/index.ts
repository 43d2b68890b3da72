import type { WebArea } from '../../app/area';
import { changeMessages } from './locales';

/** 租后变更: the post-lease changes, by the menu paths the server seeds (modules/servicing/recoil/menus.ts). */
export const changeArea: WebArea = {
  name: 'change',
  pages: {
    '/change/receipt-recoil': { load: () => import('./ReceiptRecoilPage') },
    '/change/schedule-recoil': { load: () => import('./ScheduleRecoilPage') },
  },
  messages: changeMessages,
};
