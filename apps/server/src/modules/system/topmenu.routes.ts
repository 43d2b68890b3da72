import { l, menu as menuDef, refs, topMenu as topMenuDef } from '@flp/shared';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';
import { menuService } from './menu.service';

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
          rows.map((r) => r.id),
        );
      },
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `/api${topMenu.def.api}/grant`,
    permission: 'topmenu_setting',
    tags: [topMenu.def.label['en-US']],
    summary: '顶部菜单 — replace the menus set for the top menus',
    params: [
      refs('topMenuIds', l('顶部菜单', 'Top menus'), () => topMenuDef, {
        required: l('请选择顶部菜单', 'please select the top menus'),
      }),
      refs('menuIds', l('菜单', 'Menus'), () => menuDef),
    ],
    handler: async ({ ctx, params }) => {
      const input = { topMenuIds: idsOf(params.topMenuIds), menuIds: idsOf(params.menuIds) };
      await db.transaction((tx) => menuService.grantTopMenus(tx, ctx, input));
      return true;
    },
  });
}
