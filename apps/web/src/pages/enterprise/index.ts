import type { PageDef } from '../../app/pages';

export { EnterpriseDataPanel } from './EnterpriseDataPanel';

/** Enterprise-data screens, by the menu paths the server seeds (modules/enterprise/menus.ts). */
export const enterprisePages: Record<string, PageDef> = {
  '/system/enterprise-setting': { load: () => import('./EnterpriseSettingPage') },
  '/system/enterprise-query': { load: () => import('./EnterpriseQueryPage') },
};
