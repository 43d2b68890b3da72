import { type MenuSeed, buttons } from '../host';

/**
 * 系统管理 > 报表管理: the registry of generated files. Its buttons are view (the list and the downloads) and delete;
 * files come from their producers, so there is no add, edit or export.
 */
export const REPORT_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'report_file',
        name: '报表管理',
        en: 'Reports',
        path: '/system/report',
        source: 'file-done',
        sort: 15,
        children: buttons('report_file').filter((b) => b.alias === 'view' || b.alias === 'delete'),
      },
    ],
  },
];
