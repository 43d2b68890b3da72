import type { WebArea } from '../../app/area';
import { contractMessages } from './locales';

/** 合同管理 screens, by the menu paths the server seeds (modules/contract-model/menus.ts). */
export const contractArea: WebArea = {
  name: 'contract',
  pages: {
    '/contract/model': { load: () => import('./ContractModelPage') },
    '/contract/info': { load: () => import('./ContractPage') },
    '/contract/supplement': { load: () => import('./SupplementPage') },
  },
  messages: contractMessages,
  families: () => import('./families'),
};
