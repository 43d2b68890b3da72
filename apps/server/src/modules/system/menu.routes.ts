import { l, refs, role, topMenu } from '@flp/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listQuerySchema } from '../../platform/crud/openapi';
import { type ResourceHooks, registerResourceRoutes } from '../../platform/crud/routes';
import { ROOT_ID, treeLevel, treeTable } from '../../platform/crud/tree';
import type { Db } from '../../platform/db/database';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { badRequest, invalidField } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import { menuService, optionalId } from './menu.service';
import { menuNode } from './tree';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;
const MENU = 1;
const BUTTON = 2;

/**
 * Menus and buttons: one platform-wide tree that only the platform tenant edits (the definition's scope), plus the
 * calls every signed-in user needs (routes, buttons, top menus) and the trees of the grant dialogs.
 */
export function registerMenuRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { menu, dataScope, apiScope } = system.repos;
  const tag = menu.def.label['en-US'];
  const api = `/api${menu.def.api}`;

  // Menus are platform-wide: a change drops every tenant's cached permissions, once it has committed.

  /** A button hangs under a menu and has no children (the parent is checked by the tree rules, platform/crud/tree.ts). */
  async function checkShape(tx: Db, ctx: RequestContext, category: number, parentId: unknown, selfId?: string) {
    const parent = String(parentId ?? ROOT_ID) === ROOT_ID ? undefined : await menu.findById(tx, ctx, String(parentId));
    if (category === BUTTON && !parent)
      throw invalidField('parentId', l('按钮必须挂在菜单下', 'A button must be under a menu'));
    if (parent && Number(parent.category) === BUTTON)
      throw invalidField('parentId', l('按钮下不能再有子节点', 'A button cannot have children'));
    if (selfId && category === BUTTON) {
      const kids = await menu.count(tx, ctx, eq(menu.col('parentId'), selfId));
      if (kids > 0)
        throw invalidField('category', l('有子节点的菜单不能改为按钮', 'A menu with children cannot become a button'));
    }
  }

  const hooks: ResourceHooks<typeof menu.def> = {
    async beforeCreate({ tx, ctx }, values) {
      await checkShape(tx, ctx, Number(values.category ?? MENU), values.parentId);
    },
    async beforeUpdate({ tx, ctx }, values, current) {
      const category = Number(values.category ?? current.category ?? MENU);
      const parentId = Object.hasOwn(values, 'parentId') ? values.parentId : current.parentId;
      await checkShape(tx, ctx, category, parentId, current.id);
    },
    async beforeRemove({ tx, ctx }, rows) {
      const ids = rows.map((r) => r.id);
      const scopes = [
        ...(await dataScope.list(tx, ctx, { where: [inArray(dataScope.col('menuId'), ids)] })),
        ...(await apiScope.list(tx, ctx, { where: [inArray(apiScope.col('menuId'), ids)] })),
      ];
      if (scopes.length) {
        throw badRequest(
          l(
            `请先删除菜单的数据权限和接口权限: ${scopes.map((s) => s.scopeName).join(',')}`,
            `Remove the menu's data and API scopes first: ${scopes.map((s) => s.scopeName).join(',')}`,
          ),
        );
      }
    },
  };

  // Menu management (platform only, as every call of a platform-wide resource). The picker tree offers menus only.
  const onlyMenus = () => [eq(menu.col('category'), MENU)];
  const menus = registerResourceRoutes(app, {
    def: menu.def,
    repo: menu,
    db,
    hooks,
    routes: ['list', 'page', 'detail', 'submit', 'save', 'update', 'remove', 'tree', 'lazyList'],
    tree: { node: menuNode, pickerWhere: onlyMenus },
  });

  // The tree table and its levels without the buttons.
  const menusOnly = (path: string, summary: string, answer: (req: FastifyRequest) => Promise<unknown>) =>
    app.get(`${api}/${path}`, {
      config: { permission: 'menu_view', platformOnly: true },
      schema: { tags: [tag], summary, querystring: listQuerySchema(menu.def) },
      handler: async (req) => ok(await answer(req)),
    });
  menusOnly('menu-list', '菜单管理 — menus only (no buttons) as a tree table', (req) =>
    treeTable(menus, req, onlyMenus()),
  );
  menusOnly('lazy-menu-list', '菜单管理 — one level of menus (no buttons), each with hasChildren', (req) =>
    treeLevel(menus, req, onlyMenus()),
  );

  // What every signed-in user needs.
  app.get(`${api}/routes`, {
    config: { permission: null },
    schema: {
      tags: [tag],
      summary: 'the side menu of the signed-in user (menus its roles may see), optionally under one top menu',
      querystring: { type: 'object', properties: { topMenuId: { type: 'string' } } },
    },
    handler: async (req) => ok(await menuService.routes(db, req.ctx, optionalId(query(req).topMenuId, 'topMenuId'))),
  });

  app.get(`${api}/buttons`, {
    config: { permission: null },
    schema: { tags: [tag], summary: 'the buttons of the signed-in user, under their menus' },
    handler: async (req) => ok(await menuService.buttons(db, req.ctx)),
  });

  app.get(`${api}/top-menu`, {
    config: { permission: null },
    schema: { tags: [tag], summary: 'the top menus of the tenant' },
    handler: async (req) => ok(await menuService.topMenus(db, req.ctx)),
  });

  // Trees of the grant dialogs.
  app.get(`${api}/grant-tree`, {
    config: { permission: 'role_view' },
    schema: {
      tags: [tag],
      summary: 'role grant dialog: {menu, dataScope, apiScope} trees of what the tenant may hand out',
    },
    handler: async (req) => ok(await menuService.grantTree(db, req.ctx)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${api}/role-tree-keys`,
    permission: 'role_view',
    tags: [tag],
    summary: 'role grant dialog: {menu, dataScope, apiScope} ids the roles hold',
    params: [refs('roleIds', l('角色', 'Roles'), () => role, { required: l('请选择角色', 'please select the roles') })],
    handler: ({ ctx, params }) => menuService.roleTreeKeys(db, ctx, idsOf(params.roleIds)),
  });

  app.get(`${api}/grant-top-tree`, {
    config: { permission: 'topmenu_view' },
    schema: { tags: [tag], summary: 'top-menu settings dialog: the menus a top menu may be given' },
    handler: async (req) => ok(await menuService.grantTopTree(db, req.ctx)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${api}/top-tree-keys`,
    permission: 'topmenu_view',
    tags: [tag],
    summary: 'top-menu settings dialog: {menu} ids set for the top menus',
    params: [
      refs('topMenuIds', l('顶部菜单', 'Top menus'), () => topMenu, {
        required: l('请选择顶部菜单', 'please select the top menus'),
      }),
    ],
    handler: ({ ctx, params }) => menuService.topTreeKeys(db, ctx, idsOf(params.topMenuIds)),
  });
}
