import { type MenuSeed, menuButton } from '../host';

/** One read-only log screen: its one button is view. */
const logScreen = (code: string, name: string, en: string, path: string, source: string, sort: number): MenuSeed => ({
  code,
  name,
  en,
  path,
  source,
  sort,
  children: [menuButton(`${code}_view`, '查看', 'View', 'view', 1)],
});

/** 日志管理 > 操作日志, 接口日志, 错误日志 (BladeX's order: usual, API, error). */
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
      logScreen('log_usual', '操作日志', 'Operation log', '/monitor/log/usual', 'profile', 1),
      logScreen('log_api', '接口日志', 'API log', '/monitor/log/api', 'api', 2),
      logScreen('log_error', '错误日志', 'Error logs', '/monitor/log/error', 'warning', 3),
    ],
  },
];
