// The workflow engine (modules/flow): definitions and models, the runtime, the work lists and the families.
import type { FastifyInstance } from 'fastify';
import { registerMenus } from '../system/seed';
import { FLOW_MENUS } from './menus';

let menusRegistered = false;

/** Registers the engine's routes; each part of the module adds its own registration here. */
export function registerFlowModule(app: FastifyInstance) {
  if (!menusRegistered) {
    registerMenus(FLOW_MENUS);
    menusRegistered = true;
  }
  // Parts register below (one line each): deployment & models, runtime & work lists, families.
}
