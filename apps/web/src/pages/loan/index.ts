import type { PageDef } from '../../app/pages';

/** 租后管理 screens of the loan area, by the menu paths the server seeds (modules/servicing/menus.ts). */
export const loanPages: Record<string, PageDef> = {
  '/loan/apply': { load: () => import('./LoanApplyPage') },
  '/loan/iou': { load: () => import('./IouPage') },
  '/loan/schedule': { load: () => import('./SchedulePage') },
  '/loan/letter': { load: () => import('./LetterPage') },
};

export { loanMessages } from './locales';
