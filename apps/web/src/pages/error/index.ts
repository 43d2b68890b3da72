import type { WebArea } from '../../app/area';

const auditLogPages = () => import('./log/AuditLogPages');

/** 日志管理's screens (menus seeded by modules/log/menus.ts): the usual, API and error logs. */
export const errorArea: WebArea = {
  name: 'error',
  pages: {
    '/monitor/log/usual': { load: () => auditLogPages().then((m) => ({ default: m.UsualLogPage })) },
    '/monitor/log/api': { load: () => auditLogPages().then((m) => ({ default: m.ApiLogPage })) },
    '/monitor/log/error': { load: () => import('./log/ErrorLogPage') },
  },
};
