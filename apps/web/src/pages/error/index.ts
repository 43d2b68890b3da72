import type { WebArea } from '../../app/area';

/** Screens of the error area: the server's error log (日志管理 > 错误日志, menu seeded by modules/log/menus.ts). */
export const errorArea: WebArea = {
  name: 'error',
  pages: {
    '/monitor/log/error': { load: () => import('./log/ErrorLogPage') },
  },
};
