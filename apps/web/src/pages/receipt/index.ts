import type { WebArea } from '../../app/area';
import { receiptMessages } from './locales';

/** 收款确认, by the menu path the server seeds (modules/servicing/menus.ts). */
export const receiptArea: WebArea = {
  name: 'receipt',
  pages: {
    '/loan/receipt': { load: () => import('./ReceiptPage') },
  },
  messages: receiptMessages,
  families: () => import('./families'),
};
