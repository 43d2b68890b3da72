import { CONTRACT_TOP_MENU } from '../contract/menus';
import { type MenuSeed, buttons } from '../system/seed-data';

/** 合同管理 > 合同模板, with the standard buttons (the top menu is the contract module's). */
export const CONTRACT_MODEL_MENUS: MenuSeed[] = [
  {
    ...CONTRACT_TOP_MENU,
    children: [
      {
        code: 'contract_model',
        name: '合同模板',
        path: '/contract/model',
        source: 'file-word',
        sort: 9,
        children: buttons('contract_model'),
      },
    ],
  },
];
