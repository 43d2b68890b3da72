import { buttons, type MenuSeed } from '../host';

/** 系统管理 > 工作日历 (merged under the system menu by its code). */
export const CALENDAR_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'calendar',
        name: '工作日历',
        en: 'Working calendar',
        path: '/system/calendar',
        source: 'calendar',
        sort: 11,
        children: buttons('calendar', [
          { code: 'calendar_import', name: '导入放假安排', en: 'Import holidays', alias: 'import-holidays' },
        ]),
      },
    ],
  },
];
