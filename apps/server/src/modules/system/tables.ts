import {
  apiScope,
  client,
  dataScope,
  dept,
  dictBiz,
  menu,
  param,
  post,
  role,
  tenant,
  topMenu,
  user,
} from '@flp/shared';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, idPrimary, tenantColumn } from '../../platform/db/columns';
import { tenantIsolation } from '../../platform/db/row-security';
import { resourceTable } from '../../platform/db/resource-table';

export const paramTable = resourceTable(param);
export const dictBizTable = resourceTable(dictBiz);
export const tenantTable = resourceTable(tenant);
export const clientTable = resourceTable(client);
export const deptTable = resourceTable(dept);
export const postTable = resourceTable(post);
export const roleTable = resourceTable(role);
export const menuTable = resourceTable(menu);
export const topMenuTable = resourceTable(topMenu);
export const userTable = resourceTable(user);
export const dataScopeTable = resourceTable(dataScope);
export const apiScopeTable = resourceTable(apiScope);

/** Menus and buttons granted to a role. */
export const roleMenuTable = pgTable(
  'blade_role_menu',
  { ...idPrimary(), ...tenantColumn(), roleId: idColumn('role_id').notNull(), menuId: idColumn('menu_id').notNull() },
  (t) => [
    uniqueIndex('blade_role_menu_uk').on(t.roleId, t.menuId),
    index('blade_role_menu_tenant_idx').on(t.tenantId),
    tenantIsolation(),
  ],
);

/** Data scopes (category 1) and API scopes (category 2) granted to a role. */
export const roleScopeTable = pgTable(
  'blade_role_scope',
  {
    ...idPrimary(),
    ...tenantColumn(),
    scopeCategory: integer('scope_category').notNull(),
    scopeId: idColumn('scope_id').notNull(),
    roleId: idColumn('role_id').notNull(),
  },
  (t) => [uniqueIndex('blade_role_scope_uk').on(t.roleId, t.scopeCategory, t.scopeId), tenantIsolation()],
);

/** Menus shown under a top menu. */
export const topMenuSettingTable = pgTable(
  'blade_top_menu_setting',
  {
    ...idPrimary(),
    ...tenantColumn(),
    topMenuId: idColumn('top_menu_id').notNull(),
    menuId: idColumn('menu_id').notNull(),
  },
  (t) => [uniqueIndex('blade_top_menu_setting_uk').on(t.topMenuId, t.menuId), tenantIsolation()],
);
