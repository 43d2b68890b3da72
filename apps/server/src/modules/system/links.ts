import { TenantLinks } from '../../platform/crud/links';
import { roleMenuTable, roleScopeTable, topMenuSettingTable } from './tables';

/** The grant link tables, confined to the caller's tenant (platform/crud/links.ts). */
export const links = {
  roleMenu: new TenantLinks(roleMenuTable),
  roleScope: new TenantLinks(roleScopeTable),
  topMenuSetting: new TenantLinks(topMenuSettingTable),
};
