import type { PageDef } from '../../app/pages';

/** 客户集中度 and 集中度预警, by the menu paths the server seeds (modules/concentration/menus.ts). */
export const concentrationPages: Record<string, PageDef> = {
  '/risk/concentration': { load: () => import('./ConcentrationPage') },
  '/risk/concentration-warn': { load: () => import('./WarnPage') },
};

export { concentrationMessages } from './locales';
