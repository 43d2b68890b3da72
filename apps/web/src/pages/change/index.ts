import type { WebArea } from '../../app/area';
import { changeMessages } from './locales';

const settlePage = () => import('./SettlePage');
const fieldChange = (
  name:
    | 'ApprovalChangePage'
    | 'ProjectChangePage'
    | 'ContractChangePage'
    | 'MaxChangePage'
    | 'CommonChangePage'
    | 'OtherApprovalPage',
) => ({
  load: () => import('./FieldChangePage').then((m) => ({ default: m[name] })),
});

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
    '/change/approval': fieldChange('ApprovalChangePage'),
    '/change/project': fieldChange('ProjectChangePage'),
    '/change/contract': fieldChange('ContractChangePage'),
    '/change/max': fieldChange('MaxChangePage'),
    '/change/common': fieldChange('CommonChangePage'),
    '/change/other': fieldChange('OtherApprovalPage'),
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
