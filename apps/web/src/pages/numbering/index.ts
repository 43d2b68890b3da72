import type { WebArea } from '../../app/area';
import { numberingMessages } from './locales';

/** Numbering screens, by the menu paths the server seeds (modules/numbering/menus.ts). */
export const numberingArea: WebArea = {
  name: 'numbering',
  pages: {
    '/system/numbering-rule': { load: () => import('./NumberingRulePage') },
  },
  messages: numberingMessages,
};
