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
        path: '/contract/info',
        source: 'file-done',
        sort: 1,
        children: buttons('contract_info', [
          { code: 'contract_info_generate', name: '生成合同', alias: 'generate' },
          { code: 'contract_info_sign', name: '签约', alias: 'sign' },
        ]),
      },
      {
        code: 'contract_supplement',
        name: '中登登记',
        path: '/contract/supplement',
        source: 'carry-out',
        sort: 2,
        children: buttons('contract_supplement'),
      },
    ],
  },
];
