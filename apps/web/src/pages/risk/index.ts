import type { PageDef } from '../../app/pages';

/** 风险管理 screens of the overdue area, by the menu paths the server seeds (modules/servicing/menus.ts). */
export const riskPages: Record<string, PageDef> = {
  '/risk/overdue': { load: () => import('./OverduePage') },
  '/risk/level': { load: () => import('./RiskLevelPage') },
  '/risk/business-date': { load: () => import('./BusinessDatePage') },
};

export { riskMessages } from './locales';
