import type { PageDef } from '../../app/pages';

/** 收款确认, by the menu path the server seeds (modules/servicing/menus.ts). */
export const receiptPages: Record<string, PageDef> = {
  '/loan/receipt': { load: () => import('./ReceiptPage') },
};

export { receiptMessages } from './locales';
