import { buttons, type MenuSeed } from '../host';

/** 系统管理 > 行政区划 (merged under the system menu by its code). */
export const REGION_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'region',
        name: '行政区划',
        en: 'Regions',
        path: '/system/region',
        source: 'global',
        sort: 11,
        children: buttons('region'),
      },
    ],
  },
];
