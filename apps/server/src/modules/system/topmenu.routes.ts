import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

export function registerTopMenuRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  registerResourceRoutes(app, { def: system.repos.topMenu.def, repo: system.repos.topMenu, db });
}
