import type { MenuSeed } from '../host';

/** 日志管理 > 错误日志 (a read-only screen: its one button is view). */
export const LOG_MENUS: MenuSeed[] = [
  {
    code: 'log',
    name: '日志管理',
    en: 'Logs',
    alias: 'menu',
    path: '/monitor/log',
    source: 'file-search',
    sort: 100,
    children: [
      {
        code: 'log_error',
        name: '错误日志',
        en: 'Error logs',
        path: '/monitor/log/error',
        source: 'warning',
        sort: 3,
        children: [
          {
            code: 'log_error_view',
            name: '查看',
            en: 'View',
            alias: 'view',
            path: '/log_error/view',
            source: 'file-text',
            category: 2,
            action: 2,
            sort: 1,
          },
        ],
      },
    ],
  },
];
