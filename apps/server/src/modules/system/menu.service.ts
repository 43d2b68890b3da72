import { l } from '@flp/shared';
import { ADMIN_ROLE_ALIAS, PLATFORM_TENANT_ID } from '@flp/shared';
import { eq, inArray } from 'drizzle-orm';
import { type Row, noSuch } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { isId } from '../../platform/db/id';
import { ID_MESSAGES } from '../../platform/crud/validate';
import { badRequest, forbidden, invalidField } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { repos } from './repos';
import { links } from './links';
import { menuEnglishName } from './seed';
import { roleMenuTable, roleScopeTable, topMenuSettingTable } from './tables';

import { ancestorIds, forest, parentOf, subtreeIds } from '../../platform/crud/tree';
import { type TreeNode, menuNode, menuNodeTree } from './tree';

/**
 * Menus, buttons and grants: what a user's roles let it see (routes, buttons), the trees the grant dialogs show, and
 * the writes of the role grant and the top-menu settings. Menus and scopes are platform-wide; the link tables
 * (blade_role_menu, blade_role_scope, blade_top_menu_setting) carry the tenant, and every read and write here filters
 * and sets it.
 */

export const DATA_SCOPE = 1;
export const API_SCOPE = 2;
const MENU = 1;
const BUTTON = 2;

/** Fields of a menu in `routes` and `buttons` (API-CONVENTIONS.md "Menus and permissions"). */
const ROUTE_FIELDS = [
  'id',
  'parentId',
  'code',
  'name',
  'alias',
  'path',
  'source',
  'sort',
  'category',
  'action',
  'isOpen',
] as const;

/** A menu as `routes` and `buttons` answer it: its fields, and its English name from its declaration (`nameEn`). */
function routeView(m: Row): Row {
  const out: Row = {};
  for (const f of ROUTE_FIELDS) out[f] = f === 'parentId' ? parentOf(m) : (m[f] ?? null);
  out.nameEn = menuEnglishName(m.code) ?? null;
  return out;
}

/** One id from a query value; '' or absent gives undefined. */
export function optionalId(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === null || String(raw).trim() === '') return undefined;
  const v = String(raw).trim();
  if (!isId(v)) throw invalidField(name, ID_MESSAGES.notId(name, v));
  return v;
}

export class MenuService {
  /** Every live menu and button, in display order. */
  async allMenus(db: Db, ctx: RequestContext): Promise<Row[]> {
    return repos.menu.list(db, ctx, { limit: 100000 });
  }

  async adminRole(db: Db, ctx: RequestContext): Promise<Row | undefined> {
    const [role] = await repos.role.list(db, ctx, { where: [eq(repos.role.col('roleAlias'), ADMIN_ROLE_ALIAS)] });
    return role;
  }

  /** Menu ids granted to the roles, within the caller's tenant. */
  async roleMenuIds(db: Db, ctx: RequestContext, roleIds: string[]): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await links.roleMenu.select(
      db,
      ctx,
      { menuId: roleMenuTable.menuId },
      inArray(roleMenuTable.roleId, roleIds),
    );
    return new Set(rows.map((r) => r.menuId));
  }

  /** Scope ids (data or API) granted to the roles, within the caller's tenant. */
  async roleScopeIds(db: Db, ctx: RequestContext, roleIds: string[], category: number): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await links.roleScope.select(
      db,
      ctx,
      { scopeId: roleScopeTable.scopeId },
      eq(roleScopeTable.scopeCategory, category),
      inArray(roleScopeTable.roleId, roleIds),
    );
    return new Set(rows.map((r) => r.scopeId));
  }

  /**
   * The menus the caller's tenant may hand out: all of them in 000000, elsewhere what the tenant's administrator role
   * holds (the platform decides what a tenant gets).
   */
  async grantableMenus(db: Db, ctx: RequestContext): Promise<Row[]> {
    const all = await this.allMenus(db, ctx);
    if (ctx.tenantId === PLATFORM_TENANT_ID) return all;
    const admin = await this.adminRole(db, ctx);
    if (!admin) return [];
    const held = await this.roleMenuIds(db, ctx, [String(admin.id)]);
    return all.filter((m) => held.has(String(m.id)));
  }

  /** Scopes (data or API) attached to the given menus. */
  async scopesOf(db: Db, ctx: RequestContext, category: number, menuIds: Set<string>): Promise<Row[]> {
    const repo = category === DATA_SCOPE ? repos.dataScope : repos.apiScope;
    const rows = await repo.list(db, ctx, { limit: 100000 });
    return rows.filter((s) => menuIds.has(String(s.menuId)));
  }

  /** The category-1 menus the user may see: granted ones plus their ancestors (all of them for the super admin). */
  async visibleMenus(db: Db, ctx: RequestContext): Promise<Row[]> {
    const all = await this.allMenus(db, ctx);
    const menus = all.filter((m) => Number(m.category) === MENU);
    if (ctx.superAdmin) return menus;
    const granted = await this.roleMenuIds(db, ctx, ctx.roleIds);
    const direct = menus.filter((m) => granted.has(String(m.id))).map((m) => String(m.id));
    const keep = new Set([...direct, ...ancestorIds(menus, direct)]);
    return menus.filter((m) => keep.has(String(m.id)));
  }

  /** `menu/routes`: the side menu; with a top menu, only what is set for it (with ancestors and descendants). */
  async routes(db: Db, ctx: RequestContext, topMenuId?: string) {
    let menus = await this.visibleMenus(db, ctx);
    if (topMenuId) {
      await repos.topMenu.getById(db, ctx, topMenuId);
      const set = await this.topMenuMenuIds(db, ctx, [topMenuId]);
      const keep = new Set<string>(ancestorIds(menus, set));
      for (const id of set) for (const d of subtreeIds(menus, id)) keep.add(d);
      menus = menus.filter((m) => keep.has(String(m.id)));
    }
    return forest(menus.map(routeView));
  }

  /** `menu/buttons`: the parent menus of the user's buttons, with the buttons (which have no `children`) under them. */
  async buttons(db: Db, ctx: RequestContext) {
    const all = await this.allMenus(db, ctx);
    const byId = new Map(all.map((m) => [String(m.id), m]));
    let buttons = all.filter((m) => Number(m.category) === BUTTON);
    if (!ctx.superAdmin) {
      const granted = await this.roleMenuIds(db, ctx, ctx.roleIds);
      buttons = buttons.filter((b) => granted.has(String(b.id)));
    }
    const parentIds = new Set(buttons.map(parentOf).filter((p) => byId.has(p)));
    const parents = all.filter((m) => parentIds.has(String(m.id)) && Number(m.category) === MENU);
    return forest([...parents, ...buttons].map(routeView), { leaf: (m) => Number(m.category) === BUTTON });
  }

  /** `menu/grant-tree`: the trees of the role-grant dialog, limited to what the tenant may hand out. */
  async grantTree(db: Db, ctx: RequestContext) {
    const menus = await this.grantableMenus(db, ctx);
    const pages = menus.filter((m) => Number(m.category) === MENU);
    const pageIds = new Set(pages.map((m) => String(m.id)));
    const scopeTree = async (category: number): Promise<TreeNode[]> => {
      const scopes = await this.scopesOf(db, ctx, category, pageIds);
      const leaves = scopes.map((s) => {
        const id = String(s.id);
        return { id, parentId: String(s.menuId), title: String(s.scopeName ?? ''), key: id, value: id };
      });
      return forest([...pages.map((m) => menuNode(m)), ...leaves]);
    };
    return {
      menu: menuNodeTree(menus),
      dataScope: await scopeTree(DATA_SCOPE),
      apiScope: await scopeTree(API_SCOPE),
    };
  }

  /** `menu/role-tree-keys`: what the roles hold (live menus and scopes only). */
  async roleTreeKeys(db: Db, ctx: RequestContext, roleIds: string[]) {
    await this.requireAll(db, ctx, 'role', roleIds, 'roleIds');
    const all = await this.allMenus(db, ctx);
    const live = new Set(all.map((m) => String(m.id)));
    const menuIds = await this.roleMenuIds(db, ctx, roleIds);
    const scopeKeys = async (category: number) => {
      const held = await this.roleScopeIds(db, ctx, roleIds, category);
      const repo = category === DATA_SCOPE ? repos.dataScope : repos.apiScope;
      const found = await repo.findIds(db, ctx, [...held]);
      return found.map((s) => s.id);
    };
    return {
      menu: all.map((m) => String(m.id)).filter((id) => menuIds.has(id) && live.has(id)),
      dataScope: await scopeKeys(DATA_SCOPE),
      apiScope: await scopeKeys(API_SCOPE),
    };
  }

  /** `menu/grant-top-tree`: the category-1 menus a top menu may be given. */
  async grantTopTree(db: Db, ctx: RequestContext) {
    const menus = (await this.grantableMenus(db, ctx)).filter((m) => Number(m.category) === MENU);
    return menuNodeTree(menus);
  }

  /** The menu ids set for each top menu. */
  private async topMenuSettings(db: Db, ctx: RequestContext, topMenuIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (topMenuIds.length === 0) return out;
    const rows = await links.topMenuSetting.select(
      db,
      ctx,
      { topMenuId: topMenuSettingTable.topMenuId, menuId: topMenuSettingTable.menuId },
      inArray(topMenuSettingTable.topMenuId, topMenuIds),
    );
    for (const r of rows) {
      const list = out.get(r.topMenuId) ?? [];
      list.push(r.menuId);
      out.set(r.topMenuId, list);
    }
    return out;
  }

  async topMenuMenuIds(db: Db, ctx: RequestContext, topMenuIds: string[]): Promise<Set<string>> {
    return new Set([...(await this.topMenuSettings(db, ctx, topMenuIds)).values()].flat());
  }

  /** `menu/top-tree-keys`: the menus set for the top menus. */
  async topTreeKeys(db: Db, ctx: RequestContext, topMenuIds: string[]) {
    await this.requireAll(db, ctx, 'topMenu', topMenuIds, 'topMenuIds');
    const held = await this.topMenuMenuIds(db, ctx, topMenuIds);
    const all = await this.allMenus(db, ctx);
    return { menu: all.map((m) => String(m.id)).filter((id) => held.has(id)) };
  }

  /** `menu/top-menu`: the tenant's top menus in display order. */
  /** `menu/top-menu`: the tenant's top menus that show the user at least one menu (an empty one is not offered). */
  async topMenus(db: Db, ctx: RequestContext) {
    const tops = await repos.topMenu.list(db, ctx);
    const visible = new Set((await this.visibleMenus(db, ctx)).map((m) => String(m.id)));
    const settings = await this.topMenuSettings(
      db,
      ctx,
      tops.map((t) => t.id),
    );
    return tops
      .filter((t) => (settings.get(t.id) ?? []).some((menuId) => visible.has(menuId)))
      .map((r) => repos.topMenu.toWire(r));
  }

  /**
   * `role/grant`: replaces the roles' menus, data scopes and API scopes. Every role must be the tenant's, every menu
   * and scope must exist and be within what the tenant may hand out.
   */
  async grantRoles(
    tx: Db,
    ctx: RequestContext,
    input: { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] },
  ) {
    const { roleIds, menuIds, dataScopeIds, apiScopeIds } = input;
    await this.requireAll(tx, ctx, 'role', roleIds, 'roleIds');
    const grantable = await this.grantableMenus(tx, ctx);
    const allowed = new Set(grantable.map((m) => String(m.id)));
    await this.checkMenus(tx, ctx, menuIds, 'menuIds', allowed);
    const checkScopes = async (ids: string[], category: number, field: string) => {
      if (ids.length === 0) return;
      const repo = category === DATA_SCOPE ? repos.dataScope : repos.apiScope;
      const found = await repo.findIds(tx, ctx, ids);
      const have = new Set(found.map((s) => s.id));
      const missing = ids.filter((id) => !have.has(id));
      if (missing.length) throw invalidField(field, noSuch(repo.def, missing));
      const outside = found.filter((s) => !allowed.has(String(s.menuId)));
      if (outside.length)
        throw forbidden(
          l(
            `无权授予: ${outside.map((s) => s.scopeName).join(',')}`,
            `Not yours to grant: ${outside.map((s) => s.scopeName).join(',')}`,
          ),
        );
    };
    await checkScopes(dataScopeIds, DATA_SCOPE, 'dataScopeIds');
    await checkScopes(apiScopeIds, API_SCOPE, 'apiScopeIds');

    await this.forgetRoles(tx, ctx, roleIds);
    await links.roleMenu.insert(
      tx,
      ctx,
      roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ roleId, menuId }))),
    );
    await links.roleScope.insert(
      tx,
      ctx,
      roleIds.flatMap((roleId) => [
        ...dataScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: DATA_SCOPE })),
        ...apiScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: API_SCOPE })),
      ]),
    );
  }

  /** `topmenu/grant`: replaces the menus set for the top menus (tenant-scoped). */
  async grantTopMenus(tx: Db, ctx: RequestContext, input: { topMenuIds: string[]; menuIds: string[] }) {
    const { topMenuIds, menuIds } = input;
    await this.requireAll(tx, ctx, 'topMenu', topMenuIds, 'topMenuIds');
    const grantable = await this.grantableMenus(tx, ctx);
    const menus = await this.checkMenus(tx, ctx, menuIds, 'menuIds', new Set(grantable.map((m) => String(m.id))));
    const buttons = menus.filter((m) => Number(m.category) !== MENU);
    if (buttons.length)
      throw badRequest(
        l(
          `按钮不能配置到顶部菜单: ${buttons.map((b) => b.name).join(',')}`,
          `Buttons cannot be put in a top menu: ${buttons.map((b) => b.name).join(',')}`,
        ),
      );
    await this.forgetTopMenus(tx, ctx, topMenuIds);
    await links.topMenuSetting.insert(
      tx,
      ctx,
      topMenuIds.flatMap((topMenuId) => menuIds.map((menuId) => ({ topMenuId, menuId }))),
    );
  }

  /** Drops the link rows of removed roles (tenant-scoped). */
  async forgetRoles(tx: Db, ctx: RequestContext, roleIds: string[]) {
    if (roleIds.length === 0) return;
    await links.roleMenu.remove(tx, ctx, inArray(roleMenuTable.roleId, roleIds));
    await links.roleScope.remove(tx, ctx, inArray(roleScopeTable.roleId, roleIds));
  }

  /** Drops the settings of removed top menus (tenant-scoped). */
  async forgetTopMenus(tx: Db, ctx: RequestContext, topMenuIds: string[]) {
    if (topMenuIds.length === 0) return;
    await links.topMenuSetting.remove(tx, ctx, inArray(topMenuSettingTable.topMenuId, topMenuIds));
  }

  /** Every menu must exist (400) and be among those the tenant may hand out (403). */
  private async checkMenus(tx: Db, ctx: RequestContext, ids: string[], field: string, allowed: Set<string>) {
    if (ids.length === 0) return [];
    const found = await repos.menu.findIds(tx, ctx, ids);
    const have = new Set(found.map((m) => m.id));
    const missing = ids.filter((id) => !have.has(id));
    if (missing.length)
      throw invalidField(field, l(`菜单不存在: ${missing.join(',')}`, `No such menu: ${missing.join(',')}`));
    const outside = found.filter((m) => !allowed.has(m.id));
    if (outside.length)
      throw forbidden(
        l(
          `无权授予菜单: ${outside.map((m) => m.name).join(',')}`,
          `Menus not yours to grant: ${outside.map((m) => m.name).join(',')}`,
        ),
      );
    return found;
  }

  /** Every id must be a live record of the caller's tenant (404 naming the missing ones). */
  private async requireAll(db: Db, ctx: RequestContext, which: 'role' | 'topMenu', ids: string[], _field: string) {
    const repo = repos[which];
    const found = await repo.findIds(db, ctx, ids);
    if (found.length !== ids.length) {
      const have = new Set(found.map((r) => r.id));
      throw repo.missing(ids.filter((i) => !have.has(i)));
    }
    return found;
  }
}

export const menuService = new MenuService();
