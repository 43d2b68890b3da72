import { FIELD_CHANGES } from '@flp/shared/resources';
import type { WebArea } from '../../app/area';
import { changeMessages } from './locales';

const settlePage = () => import('./SettlePage');
const fieldChangePages = () => import('./FieldChangePage');

/** Each field change's screen at its declaration's path (FIELD_CHANGES: the server seeds the same menus). */
const FIELD_CHANGE_PAGES = Object.fromEntries(
  FIELD_CHANGES.map(({ decl }) => [
    decl.menu.path,
    { load: () => fieldChangePages().then((m) => ({ default: m.fieldChangeScreen(decl.name) })) },
  ]),
);

/**
 * 租后变更: the post-lease changes, by the menu paths the server seeds (modules/servicing/recoil/menus.ts,
 * settle/menus.ts, extension/menus.ts, iou-change/menus.ts, schedule-adjust/menus.ts, grace/menus.ts,
 * write-off/menus.ts) and the changes module's (modules/changes/menus.ts).
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
    // 变更管理 (apps/server/src/modules/changes/menus.ts)
    ...FIELD_CHANGE_PAGES,
    '/change/guarantee': { load: () => fieldChangePages().then((m) => ({ default: m.GuaranteeChangePage })) },
    '/change/other': { load: () => fieldChangePages().then((m) => ({ default: m.OtherApprovalPage })) },
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
