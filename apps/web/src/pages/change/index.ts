import type { WebArea } from '../../app/area';
import { changeMessages } from './locales';

const settlePage = () => import('./SettlePage');

/**
 * 租后变更: the post-lease changes, by the menu paths the server seeds (modules/servicing/recoil/menus.ts,
 * settle/menus.ts, extension/menus.ts, iou-change/menus.ts, schedule-adjust/menus.ts, grace/menus.ts,
 * write-off/menus.ts).
 */
export const changeArea: WebArea = {
  name: 'change',
  pages: {
    '/change/receipt-recoil': { load: () => import('./ReceiptRecoilPage') },
    '/change/schedule-recoil': { load: () => import('./ScheduleRecoilPage') },
    '/change/grace': { load: () => import('./GracePage') },
    '/change/settle': { load: settlePage },
    '/change/extension': { load: () => import('./ExtensionPage') },
    '/change/iou': { load: () => import('./IouChangePage') },
    '/change/schedule-adjust': { load: () => import('./AdjustPage') },
    '/change/write-off': { load: () => import('./WriteOffPage') },
    // The spec's path of the same settle views, admitted by the 提前结清 menu.
    '/work/fl/after/contractchange/settle': {
      load: settlePage,
      titleKey: 'change.settleTitle',
      access: { menu: '/change/settle' },
    },
  },
  messages: changeMessages,
  families: () => import('./families'),
};
