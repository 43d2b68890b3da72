import { l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes, registry } from '../../platform/crud/routes';
import { parseIds } from '../../platform/crud/validate';
import { ok } from '../../platform/http/envelope';
import { badRequest } from '../../platform/http/errors';
import type { SystemModuleDeps } from './index';

/**
 * Clients (spec §7 "/api/blade-system/client"), administered by the platform tenant only: the standard calls, with a
 * removal of its own that refuses the client the caller signed in with (the token's client_id).
 */
export function registerClientRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const repo = system.repos.client;
  const def = repo.def;
  registerResourceRoutes(app, { def, repo, db, routes: def.routes.filter((r) => r !== 'remove') });

  const entry = registry(app).find((r) => r.def === def);
  if (entry) entry.routes = [...entry.routes, 'remove'];
  app.post(
    `/api${def.api}/remove`,
    {
      config: { permission: 'client_delete', platformOnly: true },
      schema: {
        tags: [def.label['en-US']],
        summary: '应用管理 — remove (soft delete; never the client you signed in with)',
        querystring: { type: 'object', properties: { ids: { type: 'string', description: 'comma-separated ids' } } },
      },
    },
    async (req) => {
      const ids = parseIds(
        (req.query as Record<string, unknown>).ids ?? (req.body as Record<string, unknown> | undefined)?.ids,
      );
      await db.transaction(async (tx) => {
        const rows = await repo.findIds(tx, req.ctx, ids);
        const own = rows.find((r) => r.clientId === req.claims.client_id);
        if (own)
          throw badRequest(
            l(
              `不能删除当前登录所使用的应用: ${own.clientId}`,
              `The client of your own session cannot be removed: ${own.clientId}`,
            ),
          );
        await repo.remove(tx, req.ctx, ids);
      });
      return ok(true);
    },
  );
}
