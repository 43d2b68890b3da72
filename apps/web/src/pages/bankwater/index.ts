import type { WebArea } from '../../app/area';
import { bankwaterMessages } from './locales';

/** 银行流水, by the menu path the server seeds (modules/bankwater/menus.ts). */
export const bankwaterArea: WebArea = {
  name: 'bankwater',
  pages: {
    '/risk/bankwater': { load: () => import('./BankwaterPage') },
    '/risk/bankwater-rules': { load: () => import('./RulesPage') },
  },
  messages: bankwaterMessages,
};
