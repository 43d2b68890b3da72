import type { WebArea } from '../../app/area';
import { statementsMessages } from './locales';

/** 财务报表, by the menu path the server seeds (modules/statements/menus.ts). */
export const statementsArea: WebArea = {
  name: 'statements',
  pages: {
    '/risk/finance': { load: () => import('./StatementsPage') },
  },
  messages: statementsMessages,
};
