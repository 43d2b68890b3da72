import type { PageDef } from '../../app/pages';

/** 合同管理 screens, by the menu paths the server seeds (modules/contract-model/menus.ts). */
export const contractPages: Record<string, PageDef> = {
  '/contract/model': { load: () => import('./ContractModelPage') },
  '/contract/info': { load: () => import('./ContractPage') },
  '/contract/supplement': { load: () => import('./SupplementPage') },
};

export { contractMessages } from './locales';
