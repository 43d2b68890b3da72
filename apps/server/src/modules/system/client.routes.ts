import { l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import { badRequest } from '../../platform/http/errors';
import type { SystemModuleDeps } from './index';

/**
 * Clients (spec §7 "/api/blade-system/client"), administered by the platform tenant only: the standard calls; a
 * removal refuses the client the caller signed in with (the token's client_id).
 */
export function registerClientRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const repo = system.repos.client;
  registerResourceRoutes(app, {
    repo,
    db,
    hooks: {
      beforeRemove({ req }, rows) {
        const own = rows.find((r) => r.clientId === req?.claims.client_id);
        if (own)
          throw badRequest(
            l(
              `不能删除当前登录所使用的应用: ${own.clientId}`,
              `The client of your own session cannot be removed: ${own.clientId}`,
            ),
          );
      },
    },
  });
}
