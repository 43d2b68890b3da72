import { type MenuSeed, buttons } from '../system/seed-data';

/** 合同管理 > 合同模板, with the standard buttons. Later contract screens join the same top menu. */
export const CONTRACT_MODEL_MENUS: MenuSeed[] = [
  {
    code: 'contract',
    name: '合同管理',
    alias: 'menu',
    path: '/contract',
    source: 'file-text',
    sort: 7,
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
