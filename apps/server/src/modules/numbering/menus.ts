import { buttons, type MenuSeed } from '../host';

/** 系统管理 > 编号规则 (merged under the system menu by its code). */
export const NUMBERING_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'numbering_rule',
        name: '编号规则',
        en: 'Numbering rules',
        path: '/system/numbering-rule',
        source: 'profile',
        sort: 10,
        children: buttons('numbering_rule'),
      },
    ],
  },
];
