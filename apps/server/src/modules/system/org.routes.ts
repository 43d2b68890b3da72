import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

export function registerOrgRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  registerResourceRoutes(app, { def: system.repos.dept.def, repo: system.repos.dept, db });
  registerResourceRoutes(app, { def: system.repos.post.def, repo: system.repos.post, db });
}
