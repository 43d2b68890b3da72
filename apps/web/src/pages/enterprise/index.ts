import type { WebArea } from '../../app/area';
import { enterpriseMessages } from './locales';

/** Enterprise-data screens, by the menu paths the server seeds (modules/enterprise/menus.ts). */
export const enterpriseArea: WebArea = {
  name: 'enterprise',
  pages: {
    '/system/enterprise-setting': { load: () => import('./EnterpriseSettingPage') },
    '/system/enterprise-query': { load: () => import('./EnterpriseQueryPage') },
  },
  messages: enterpriseMessages,
};
