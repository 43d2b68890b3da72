import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

export function registerScopeRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  registerResourceRoutes(app, { def: system.repos.dataScope.def, repo: system.repos.dataScope, db });
  registerResourceRoutes(app, { def: system.repos.apiScope.def, repo: system.repos.apiScope, db });
}
