import { l } from '@flp/shared';
import { type SQL, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { type ResourceHooks, registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { badRequest, invalidField } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import { menuService, optionalId, parseIdList } from './menu.service';
import {
  ROOT_ID,
  assertOwnTenant,
  checkParent,
  childCounts,
  hasSearch,
  menuNodeTree,
  parentParam,
  recordTree,
  refuseWithChildren,
  withHasChildren,
} from './tree';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;
const MENU = 1;
const BUTTON = 2;

const filterProps = {
  code: { type: 'string', description: 'menu code (LIKE)' },
  name: { type: 'string', description: 'menu name (LIKE)' },
  alias: { type: 'string', description: 'menu alias (LIKE)' },
};
const parentIdParam = { parentId: { type: 'string', description: "parent id, '0' (default) for the top level" } };

/**
 * Menus and buttons: one platform-wide tree that only the platform tenant edits (the definition's scope), plus the
 * calls every signed-in user needs (routes, buttons, top menus) and the trees of the grant dialogs.
 */
export function registerMenuRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { menu, dataScope, apiScope } = system.repos;
  const tag = menu.def.label['en-US'];
  const api = `/api${menu.def.api}`;

  // Menus are platform-wide: a change drops every tenant's cached permissions, once it has committed.

  /** A button hangs under a menu and has no children. */
  async function checkShape(tx: Db, ctx: RequestContext, category: number, parent: Row | undefined, selfId?: string) {
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

  const hooks: ResourceHooks = {
    async beforeCreate({ tx, ctx }, values) {
      const parent = await checkParent(tx, menu, ctx, values.parentId);
      values.parentId = parent ? String(parent.id) : ROOT_ID;
      await checkShape(tx, ctx, Number(values.category ?? MENU), parent);
    },
    async beforeUpdate({ tx, ctx }, values, current) {
      const id = String(current.id);
      let parent: Row | undefined;
      if (Object.hasOwn(values, 'parentId')) {
        parent = await checkParent(tx, menu, ctx, values.parentId, id);
        values.parentId = parent ? String(parent.id) : ROOT_ID;
      } else if (String(current.parentId ?? ROOT_ID) !== ROOT_ID) {
        parent = await menu.findById(tx, ctx, String(current.parentId));
      }
      await checkShape(tx, ctx, Number(values.category ?? current.category ?? MENU), parent, id);
    },
    async beforeRemove({ tx, ctx }, rows) {
      await refuseWithChildren(tx, menu, ctx, rows);
      const ids = rows.map((r) => String(r.id));
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

  registerResourceRoutes(app, {
    def: menu.def,
    repo: menu,
    db,
    hooks,
    routes: ['page', 'detail', 'submit', 'save', 'update', 'remove'],
  });

  // Menu management (platform only, as the standard calls).
  const treeTable = (summary: string, where: () => SQL[]) => ({
    config: { permission: 'menu_view', platformOnly: true },
    schema: {
      tags: [tag],
      summary,
      querystring: { type: 'object', properties: { ...filterProps }, additionalProperties: true },
    },
    handler: async (req: FastifyRequest) => {
      const rows = await menu.list(db, req.ctx, { query: query(req), where: where(), limit: 100000 });
      return ok(recordTree(rows, (r) => menu.toWire(r)));
    },
  });
  app.get(
    `${api}/list`,
    treeTable('菜单管理 — menus and buttons as a tree table (filters: code, name, alias)', () => []),
  );
  app.get(
    `${api}/menu-list`,
    treeTable('菜单管理 — menus only (no buttons) as a tree table', () => [eq(menu.col('category'), MENU)]),
  );

  const lazy = (summary: string, menusOnly: boolean) => ({
    config: { permission: 'menu_view', platformOnly: true },
    schema: {
      tags: [tag],
      summary,
      querystring: { type: 'object', properties: { ...parentIdParam, ...filterProps }, additionalProperties: true },
    },
    handler: async (req: FastifyRequest) => {
      const q = query(req);
      const parentId = parentParam(q.parentId);
      const own = ['parentId'];
      const only = menusOnly ? [eq(menu.col('category'), MENU)] : [];
      const everywhere = hasSearch(q, own) && parentId === ROOT_ID;
      const rows = await menu.list(db, req.ctx, {
        query: q,
        extraParams: new Set(own),
        where: [...only, ...(everywhere ? [] : [eq(menu.col('parentId'), parentId)])],
        limit: 100000,
      });
      const counts = await childCounts(
        db,
        menu,
        req.ctx,
        rows.map((r) => String(r.id)),
        ...only,
      );
      return ok(
        withHasChildren(
          rows.map((r) => menu.toWire(r)),
          counts,
        ),
      );
    },
  });
  app.get(`${api}/lazy-list`, lazy('菜单管理 — one level of menus and buttons, each with hasChildren', false));
  app.get(`${api}/lazy-menu-list`, lazy('菜单管理 — one level of menus (no buttons), each with hasChildren', true));

  app.get(`${api}/tree`, {
    config: { permission: 'menu_view', platformOnly: true },
    schema: {
      tags: [tag],
      summary: '菜单管理 — menus (no buttons) as a picker tree',
      querystring: { type: 'object', properties: { tenantId: { type: 'string' } } },
    },
    handler: async (req) => {
      assertOwnTenant(req.ctx, query(req).tenantId);
      const rows = await menu.list(db, req.ctx, { where: [eq(menu.col('category'), MENU)], limit: 100000 });
      return ok(menuNodeTree(rows));
    },
  });

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

  app.get(`${api}/role-tree-keys`, {
    config: { permission: 'role_view' },
    schema: {
      tags: [tag],
      summary: 'role grant dialog: {menu, dataScope, apiScope} ids the roles hold',
      querystring: {
        type: 'object',
        properties: { roleIds: { type: 'string', description: 'comma-separated role ids' } },
        required: ['roleIds'],
      },
    },
    handler: async (req) =>
      ok(await menuService.roleTreeKeys(db, req.ctx, parseIdList(query(req).roleIds, 'roleIds', true))),
  });

  app.get(`${api}/grant-top-tree`, {
    config: { permission: 'topmenu_view' },
    schema: { tags: [tag], summary: 'top-menu settings dialog: the menus a top menu may be given' },
    handler: async (req) => ok(await menuService.grantTopTree(db, req.ctx)),
  });

  app.get(`${api}/top-tree-keys`, {
    config: { permission: 'topmenu_view' },
    schema: {
      tags: [tag],
      summary: 'top-menu settings dialog: {menu} ids set for the top menus',
      querystring: {
        type: 'object',
        properties: { topMenuIds: { type: 'string', description: 'comma-separated top menu ids' } },
        required: ['topMenuIds'],
      },
    },
    handler: async (req) =>
      ok(await menuService.topTreeKeys(db, req.ctx, parseIdList(query(req).topMenuIds, 'topMenuIds', true))),
  });
}
