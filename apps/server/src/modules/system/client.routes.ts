import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

export function registerClientRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  registerResourceRoutes(app, { def: system.repos.client.def, repo: system.repos.client, db });
}
