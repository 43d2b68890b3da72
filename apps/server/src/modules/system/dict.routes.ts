import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

export function registerDictRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  registerResourceRoutes(app, { def: system.repos.dictBiz.def, repo: system.repos.dictBiz, db });
}
