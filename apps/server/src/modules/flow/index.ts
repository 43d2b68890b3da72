// The workflow engine (modules/flow): definitions and models, the runtime, the work lists and the families.
import type { FastifyInstance } from 'fastify';
import { registerMenus } from '../system/seed';
import { registerDeploymentRoutes } from './manager.routes';
import { FLOW_MENUS } from './menus';

let menusRegistered = false;

/** Registers the engine's routes; each part of the module adds its own registration here. */
export function registerFlowModule(app: FastifyInstance) {
  if (!menusRegistered) {
    registerMenus(FLOW_MENUS);
    menusRegistered = true;
  }
  // Parts register below (one line each): deployment & models, runtime & work lists, families.
  registerDeploymentRoutes(app); // 流程管理, 模型管理, process/resource-view and the `flow` dictionary
}
