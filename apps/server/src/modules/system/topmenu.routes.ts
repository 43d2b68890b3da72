import type { FastifyInstance } from 'fastify';
import { asBody, registerResourceRoutes } from '../../platform/crud/routes';
import { ok } from '../../platform/http/envelope';
import type { SystemModuleDeps } from './index';
import { menuService, parseIdList } from './menu.service';

const idList = {
  description: 'ids, as an array or a comma-separated string',
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
};

/** Top menus of a tenant, and which menus each one shows (blade_top_menu_setting). */
export function registerTopMenuRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { topMenu } = system.repos;
  registerResourceRoutes(app, {
    def: topMenu.def,
    repo: topMenu,
    db,
    hooks: {
      async afterRemove({ tx, ctx }, rows) {
        await menuService.forgetTopMenus(
          tx,
          ctx,
          rows.map((r) => String(r.id)),
        );
      },
    },
  });

  app.post(`/api${topMenu.def.api}/grant`, {
    config: { permission: 'topmenu_setting' },
    schema: {
      tags: [topMenu.def.label['en-US']],
      summary: '顶部菜单 — replace the menus set for the top menus',
      body: {
        type: 'object',
        properties: { topMenuIds: idList, menuIds: idList },
        required: ['topMenuIds'],
      },
    },
    handler: async (req) => {
      const body = asBody(req.body);
      const input = {
        topMenuIds: parseIdList(body.topMenuIds, 'topMenuIds', true),
        menuIds: parseIdList(body.menuIds, 'menuIds'),
      };
      await db.transaction((tx) => menuService.grantTopMenus(tx, req.ctx, input));
      return ok(true);
    },
  });
}
