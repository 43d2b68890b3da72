import type { MenuSeed } from '../host';

/** The lending area's menus (租赁业务). */
export const LENDING_MENUS: MenuSeed[] = [
  {
    code: 'lending',
    name: '租赁业务',
    en: 'Leasing',
    alias: 'menu',
    path: '/lending',
    source: 'transaction',
    sort: 10,
    children: [
      {
        code: 'calculator',
        name: '租金测算',
        en: 'Rent calculator',
        path: '/lending/calculator',
        source: 'calculator',
        sort: 1,
        children: [
          {
            code: 'calculator_view',
            name: '测算',
            en: 'Calculate',
            alias: 'view',
            path: '/calculator/view',
            category: 2,
            action: 0,
            sort: 1,
          },
          {
            code: 'calculator_export',
            name: '导出',
            en: 'Export',
            alias: 'export',
            path: '/calculator/export',
            category: 2,
            action: 0,
            sort: 2,
          },
        ],
      },
    ],
  },
];
