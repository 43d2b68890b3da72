import { l } from '@flp/shared';
import { ADMIN_ROLE_ALIAS } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ResourceHooks, asBody, registerResourceRoutes } from '../../platform/crud/routes';
import { ok } from '../../platform/http/envelope';
import { badRequest, invalidField } from '../../platform/http/errors';
import type { SystemModuleDeps } from './index';
import { menuService, optionalId, parseIdList } from './menu.service';
import { nodeTree, subtreeIds } from '../../platform/crud/tree';
import { stillUsed } from './tree';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;
const idList = {
  description: 'ids, as an array or a comma-separated string',
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
};

/** Roles: a tree per tenant, their grants of menus, buttons and scopes. */
export function registerRoleRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { role, user } = system.repos;
  const tag = role.def.label['en-US'];
  const api = `/api${role.def.api}`;

  const hooks: ResourceHooks = {
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
        rows.map((r) => String(r.id)),
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
          rows.filter((r) => !skip.has(String(r.id))),
          'roleName',
        ),
      );
    },
  });

  app.post(`${api}/grant`, {
    config: { permission: 'role_grant' },
    schema: {
      tags: [tag],
      summary: '角色管理 — replace the roles’ menus/buttons, data scopes and API scopes',
      body: {
        type: 'object',
        properties: { roleIds: idList, menuIds: idList, dataScopeIds: idList, apiScopeIds: idList },
        required: ['roleIds'],
      },
    },
    handler: async (req) => {
      const body = asBody(req.body);
      const input = {
        roleIds: parseIdList(body.roleIds, 'roleIds', true),
        menuIds: parseIdList(body.menuIds, 'menuIds'),
        dataScopeIds: parseIdList(body.dataScopeIds, 'dataScopeIds'),
        apiScopeIds: parseIdList(body.apiScopeIds, 'apiScopeIds'),
      };
      await roles.write(req.ctx, { req }, async (h) => {
        await menuService.grantRoles(h.tx, req.ctx, input);
        h.changed('role', 'grant', input.roleIds);
      });
      return ok(true);
    },
  });
}
