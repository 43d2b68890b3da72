import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

export function registerMenuRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  registerResourceRoutes(app, { def: system.repos.menu.def, repo: system.repos.menu, db });
}
