// The workflow engine (modules/flow): definitions and models, the runtime, the work lists and the families.
import type { FastifyInstance } from 'fastify';
import type { MessageService } from '../desk/message.service';
import { registerMenus } from '../system/seed';
import { FLOW_MENUS } from './menus';
import { FlowRuntime } from './runtime/runtime';
import { registerWorkRoutes } from './work.routes';

export { FlowRuntime } from './runtime/runtime';

let menusRegistered = false;

/** Registers the engine's routes; each part of the module adds its own registration here. */
export function registerFlowModule(app: FastifyInstance, deps: { messages: MessageService }): FlowRuntime {
  const runtime = new FlowRuntime({ messages: deps.messages });
  if (!menusRegistered) {
    registerMenus(FLOW_MENUS);
    menusRegistered = true;
  }
  // Parts register below (one line each): deployment & models, runtime & work lists, families.
  registerWorkRoutes(app, runtime);
  return runtime;
}
