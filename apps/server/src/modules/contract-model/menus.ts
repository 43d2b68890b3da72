import { type MenuSeed, buttons } from '../host';

/**
 * The top menu 合同管理, declared once, here in the module every contract screen builds on: the contract module's
 * screens (合同信息, 中登登记) hang under it too.
 */
export const CONTRACT_TOP_MENU = {
  code: 'contract',
  name: '合同管理',
  en: 'Contracts',
  alias: 'menu',
  path: '/contract',
  source: 'file-text',
  sort: 7,
} as const;

/** 合同管理 > 合同模板, with the standard buttons. */
export const CONTRACT_MODEL_MENUS: MenuSeed[] = [
  {
    ...CONTRACT_TOP_MENU,
    children: [
      {
        code: 'contract_model',
        name: '合同模板',
        en: 'Contract models',
        path: '/contract/model',
        source: 'file-word',
        sort: 9,
        children: buttons('contract_model'),
      },
    ],
  },
];
