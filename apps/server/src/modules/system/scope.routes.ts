import { l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parsePaging } from '../../platform/crud/query';
import type { ResourceRepository } from '../../platform/crud/repository';
import { type ResourceHooks, registerResourceRoutes } from '../../platform/crud/routes';
import { listQuerySchema } from '../../platform/crud/openapi';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { invalidField } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import { afterSuccess, optionalId } from './menu.service';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** Data scopes and API scopes: rules attached to a menu (platform-wide, edited by the platform tenant only). */
export function registerScopeRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { menu } = system.repos;

  /** `menuId` must name a live menu. */
  async function checkMenu(tx: Db, ctx: RequestContext, raw: unknown) {
    const id = optionalId(raw, 'menuId');
    if (!id) throw invalidField('menuId', l('请选择菜单', 'please select the menu'));
    if (!(await menu.findById(tx, ctx, id)))
      throw invalidField('menuId', l(`菜单不存在: ${id}`, `No such menu: ${id}`));
    return id;
  }

  const hooks: ResourceHooks = {
    async beforeCreate(tx, ctx, values) {
      values.menuId = await checkMenu(tx, ctx, values.menuId);
    },
    async beforeUpdate(tx, ctx, values) {
      if (Object.hasOwn(values, 'menuId')) values.menuId = await checkMenu(tx, ctx, values.menuId);
    },
  };

  for (const repo of [system.repos.dataScope, system.repos.apiScope] as ResourceRepository[]) {
    const def = repo.def;
    // Scopes are platform-wide and enforced from every user's cached grants: a change drops them all.
    afterSuccess(
      app,
      ['submit', 'save', 'update', 'remove'].map((r) => `/api${def.api}/${r}`),
      () => system.identity.invalidateAll(),
    );
    registerResourceRoutes(app, { def, repo, db, hooks, routes: ['detail', 'submit', 'save', 'update', 'remove'] });
    // The list filters by menu with equality (the standard text filter would match ids by LIKE).
    for (const name of ['list', 'page']) {
      app.get(`/api${def.api}/${name}`, {
        config: { permission: `${def.permission}_view`, platformOnly: true },
        schema: {
          tags: [def.label['en-US']],
          summary: `${def.label['zh-CN']} — paged list (menuId: the scopes of one menu)`,
          querystring: listQuerySchema(def),
        },
        handler: async (req) => {
          const q = query(req);
          const menuId = optionalId(q.menuId, 'menuId');
          const page = await repo.page(db, req.ctx, q, parsePaging(q), {
            extraParams: new Set(['menuId']),
            where: menuId ? [eq(repo.col('menuId'), menuId)] : [],
          });
          return ok(page);
        },
      });
    }
  }
}
