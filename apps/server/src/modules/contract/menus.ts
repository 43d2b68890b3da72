import { CONTRACT_TOP_MENU } from '../contract-model/menus';
import { type MenuSeed, buttons } from '../host';

/** 合同管理: 合同信息 with generating and signing, and 中登登记. */
export const CONTRACT_MENUS: MenuSeed[] = [
  {
    ...CONTRACT_TOP_MENU,
    children: [
      {
        code: 'contract_info',
        name: '合同信息',
        en: 'Contract information',
        path: '/contract/info',
        source: 'file-done',
        sort: 1,
        children: buttons('contract_info', [
          { code: 'contract_info_generate', name: '生成合同', en: 'Generate contract', alias: 'generate' },
          { code: 'contract_info_sign', name: '签约', en: 'Sign', alias: 'sign' },
        ]),
      },
      {
        code: 'contract_supplement',
        name: '中登登记',
        en: 'Central registry',
        path: '/contract/supplement',
        source: 'carry-out',
        sort: 2,
        children: buttons('contract_supplement'),
      },
    ],
  },
];
