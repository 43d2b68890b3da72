import type { WebArea } from '../../app/area';
import { ledgerMessages } from './locales';

/** 资金台账 and 台账历史, by the menu paths the server seeds (modules/servicing/menus.ts). */
export const ledgerArea: WebArea = {
  name: 'ledger',
  pages: {
    '/risk/standing-book': { load: () => import('./StandingBookPage') },
    '/risk/standing-book-history': { load: () => import('./HistoryPage') },
  },
  messages: ledgerMessages,
};
