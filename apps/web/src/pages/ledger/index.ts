import type { WebArea } from '../../app/area';
import { ledgerMessages } from './locales';

/** 资金台账, 台账历史 and 合并台账, by the menu paths the server seeds (modules/servicing/menus.ts). */
export const ledgerArea: WebArea = {
  name: 'ledger',
  pages: {
    '/risk/standing-book': { load: () => import('./StandingBookPage') },
    '/risk/standing-book-history': { load: () => import('./HistoryPage') },
    '/risk/merge-sheet': { load: () => import('./MergeSheetPage') },
  },
  messages: ledgerMessages,
};
