import type { PageDef } from '../../app/pages';

/** Numbering screens, by the menu paths the server seeds (modules/numbering/menus.ts). */
export const numberingPages: Record<string, PageDef> = {
  '/system/numbering-rule': { load: () => import('./NumberingRulePage') },
};
