import type { PageDef } from '../../app/pages';

/** 资金台账 and 台账历史, by the menu paths the server seeds (modules/servicing/menus.ts). */
export const ledgerPages: Record<string, PageDef> = {
  '/risk/standing-book': { load: () => import('./StandingBookPage') },
  '/risk/standing-book-history': { load: () => import('./HistoryPage') },
};

export { ledgerMessages } from './locales';
