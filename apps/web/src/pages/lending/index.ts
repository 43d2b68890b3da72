import type { WebArea } from '../../app/area';
import { lendingMessages } from './locales';

/** Lending screens, by the menu paths the server seeds (modules/lending/menus.ts). */
export const lendingArea: WebArea = {
  name: 'lending',
  pages: {
    '/lending/calculator': { load: () => import('./calculator/CalculatorPage') },
  },
  messages: lendingMessages,
};
