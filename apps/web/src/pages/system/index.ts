import type { WebArea } from '../../app/area';
import { systemMessages } from './locales';

/**
 * System administration screens, by the menu paths the server seeds (modules/system/seed-data.ts), plus the pages
 * that are not menus: personal info and the two dictionary layouts.
 */
export const systemArea: WebArea = {
  name: 'system',
  pages: {
    '/system/user': { load: () => import('./UserPage') },
    '/system/dept': { load: () => import('./DeptPage') },
    '/system/post': { load: () => import('./PostPage') },
    '/system/dictbiz': { load: () => import('./DictPage') },
    '/system/param': { load: () => import('./ParamPage') },
    '/system/calendar': { load: () => import('./CalendarPage') },
    '/system/app-version': { load: () => import('./AppVersionPage') },
    '/system/report': { load: () => import('./ReportPage') },
    '/system/menu': { load: () => import('./MenuPage') },
    '/system/topmenu': { load: () => import('./TopMenuPage') },
    '/system/tenant': { load: () => import('./TenantPage') },
    '/system/client': { load: () => import('./ClientPage') },
    '/authority/role': { load: () => import('./RolePage') },
    '/authority/datascope': { load: () => import('./DataScopePage') },
    '/authority/apiscope': { load: () => import('./ApiScopePage') },
    // The spec's authenticated routes outside the menus (the server still checks every call's permission).
    '/dict-horizontal/index': {
      load: () => import('./DictPage'),
      titleKey: 'system.dict.horizontal',
      access: 'everyone',
    },
    '/dict-vertical/index': {
      load: () => import('./DictVerticalPage'),
      titleKey: 'system.dict.vertical',
      access: 'everyone',
    },
    '/info/index': { load: () => import('../info/InfoPage'), titleKey: 'system.info.title', access: 'everyone' },
  },
  messages: systemMessages,
};
