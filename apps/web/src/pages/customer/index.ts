import type { PageDef } from '../../app/pages';

/** 客户管理 screens, by the menu paths the server seeds (modules/customer/menus.ts). */
export const customerPages: Record<string, PageDef> = {
  '/customer/basicinfo': { load: () => import('./CustomerPage') },
  '/customer/consumer': { load: () => import('./ConsumerPage') },
  '/customer/proapply': { load: () => import('./ProapplyPage') },
};
