import { type MenuSeed, buttons } from '../host';

/** 系统管理 > 公司信息 (merged under the system menu by its code): the tenant's own page, add/edit/view only. */
export const COMPANY_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'company_profile',
        name: '公司信息',
        en: 'Company information',
        path: '/system/company',
        source: 'bank',
        sort: 0,
        children: buttons('company_profile').filter((b) => /_(add|edit|view)$/.test(b.code)),
      },
    ],
  },
];
