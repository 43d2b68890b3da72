import { apiScope, dataScope, l, menu as menuDef, refs, role as roleDef } from '@flp/shared';
import { ADMIN_ROLE_ALIAS } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ResourceHooks, registerResourceRoutes } from '../../platform/crud/routes';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { badRequest, invalidField } from '../../platform/http/errors';
import type { SystemModuleDeps } from './index';
import { menuService, optionalId } from './menu.service';
import { nodeTree, subtreeIds } from '../../platform/crud/tree';
import { stillUsed } from './tree';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;
/** Roles: a tree per tenant, their grants of menus, buttons and scopes. */
export function registerRoleRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { role, user } = system.repos;
  const tag = role.def.label['en-US'];
  const api = `/api${role.def.api}`;

  const hooks: ResourceHooks<typeof role.def> = {
    async beforeUpdate(_h, values, current) {
      if (
        current.roleAlias === ADMIN_ROLE_ALIAS &&
        values.roleAlias !== undefined &&
        values.roleAlias !== ADMIN_ROLE_ALIAS
      ) {
        throw invalidField(
          'roleAlias',
          l(
            `租户管理员角色的别名不可修改 (${ADMIN_ROLE_ALIAS})`,
            `The alias of the administrator role cannot be changed (${ADMIN_ROLE_ALIAS})`,
          ),
        );
      }
    },
    async beforeRemove({ tx, ctx }, rows) {
      const admin = rows.find((r) => r.roleAlias === ADMIN_ROLE_ALIAS);
      if (admin)
        throw badRequest(
          l(`不可删除租户管理员角色: ${admin.roleName}`, `The administrator role cannot be removed: ${admin.roleName}`),
        );
      const used = await stillUsed(tx, user, ctx, 'roleId', rows);
      if (used.length)
        throw badRequest(
          l(
            `角色仍有用户,请先解除用户的角色: ${used.map((r) => r.roleName).join(',')}`,
            `Users still have the role; take it from them first: ${used.map((r) => r.roleName).join(',')}`,
          ),
        );
    },
    async afterRemove({ tx, ctx }, rows) {
      await menuService.forgetRoles(
        tx,
        ctx,
        rows.map((r) => r.id),
      );
    },
  };

  const roles = registerResourceRoutes(app, {
    def: role.def,
    repo: role,
    db,
    hooks,
    routes: ['list', 'page', 'detail', 'submit', 'save', 'update', 'remove', 'tree'],
  });

  app.get(`${api}/tree-by-id`, {
    config: { permission: 'role_view' },
    schema: {
      tags: [tag],
      summary: '角色管理 — the picker tree without the role and its descendants (choosing a parent)',
      querystring: { type: 'object', properties: { roleId: { type: 'string' } }, required: ['roleId'] },
    },
    handler: async (req) => {
      const roleId = optionalId(query(req).roleId, 'roleId');
      if (!roleId) throw badRequest(l('请选择角色', 'Please select a role'));
      await role.getById(db, req.ctx, roleId);
      const rows = await role.list(db, req.ctx, { limit: 100000 });
      const skip = subtreeIds(rows, roleId);
      return ok(
        nodeTree(
          rows.filter((r) => !skip.has(r.id)),
          'roleName',
        ),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${api}/grant`,
    permission: 'role_grant',
    tags: [tag],
    summary: '角色管理 — replace the roles’ menus/buttons, data scopes and API scopes',
    params: [
      refs('roleIds', l('角色', 'Roles'), () => roleDef, { required: l('请选择角色', 'please select the roles') }),
      // Every menu and button of a tenant may be granted at once: hundreds of ids, more than a plain id list holds.
      refs('menuIds', l('菜单', 'Menus'), () => menuDef, { max: 100_000 }),
      refs('dataScopeIds', l('数据权限', 'Data scopes'), () => dataScope),
      refs('apiScopeIds', l('接口权限', 'API scopes'), () => apiScope),
    ],
    handler: async ({ ctx, params, req }) => {
      const input = {
        roleIds: idsOf(params.roleIds),
        menuIds: idsOf(params.menuIds),
        dataScopeIds: idsOf(params.dataScopeIds),
        apiScopeIds: idsOf(params.apiScopeIds),
      };
      await roles.write(ctx, { req }, async (h) => {
        await menuService.grantRoles(h.tx, ctx, input);
        h.changed('role', 'grant', input.roleIds);
      });
      return true;
    },
  });
}
