import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { SystemModuleDeps } from './index';

/** Parameters: nothing beyond the standard calls (unique key per tenant is in the definition). */
export function registerParamRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  registerResourceRoutes(app, { def: system.repos.param.def, repo: system.repos.param, db });
}
