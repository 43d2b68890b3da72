import type { WebArea } from '../../app/area';
import { loanMessages } from './locales';

/** 租后管理 screens of the loan area, by the menu paths the server seeds (modules/servicing/menus.ts). */
export const loanArea: WebArea = {
  name: 'loan',
  pages: {
    '/loan/apply': { load: () => import('./LoanApplyPage') },
    '/loan/iou': { load: () => import('./IouPage') },
    '/loan/schedule': { load: () => import('./SchedulePage') },
    '/loan/letter': { load: () => import('./LetterPage') },
    '/loan/asset-transfer': { load: () => import('./transfer/AssetTransferPage') },
    '/loan/remind': { load: () => import('./remind/RemindPage') },
    '/loan/remind-batch': { load: () => import('./remind/RemindBatchPage') },
    '/loan/remind-record': { load: () => import('./remind/ContactRecordPage') },
    '/loan/message-remind': { load: () => import('./remind/MessageRemindPage') },
  },
  messages: loanMessages,
  families: () => import('./families'),
};
