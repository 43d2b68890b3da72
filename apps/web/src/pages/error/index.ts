import type { PageDef } from '../../app/pages';

/** Screens of the error area: the server's error log (日志管理 > 错误日志, menu seeded by modules/log/menus.ts). */
export const errorPages: Record<string, PageDef> = {
  '/monitor/log/error': { load: () => import('./log/ErrorLogPage') },
};
