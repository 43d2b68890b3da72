import type { PageDef } from '../../app/pages';

/** 公司信息, by the menu path the server seeds (modules/company/menus.ts). */
export const companyPages: Record<string, PageDef> = {
  '/system/company': { load: () => import('./CompanyPage') },
};
