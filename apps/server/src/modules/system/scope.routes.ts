import type { FastifyInstance } from 'fastify';
import type { ResourceRepository } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

/**
 * Data scopes and API scopes: rules attached to a menu (platform-wide, edited by the platform tenant only). Their
 * `menuId` is a reference to the menu: checked on writes, filtered by equality, titled `menuName` on reads.
 */
export function registerScopeRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  for (const repo of [system.repos.dataScope, system.repos.apiScope] as ResourceRepository[]) {
    registerResourceRoutes(app, { repo, db, routes: ['list', 'page', 'detail', 'submit', 'save', 'update', 'remove'] });
  }
}
