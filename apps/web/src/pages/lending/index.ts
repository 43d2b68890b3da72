import type { PageDef } from '../../app/pages';

/** Lending screens, by the menu paths the server seeds (modules/lending/menus.ts). */
export const lendingPages: Record<string, PageDef> = {
  '/lending/calculator': { load: () => import('./calculator/CalculatorPage') },
};
