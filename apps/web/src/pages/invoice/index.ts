import type { WebArea } from '../../app/area';
import { invoiceMessages } from './locales';

/** 发票识别, by the menu path the server seeds (modules/invoice/menus.ts). */
export const invoiceArea: WebArea = {
  name: 'invoice',
  pages: {
    '/risk/invoice': { load: () => import('./InvoicePage') },
  },
  messages: invoiceMessages,
};
