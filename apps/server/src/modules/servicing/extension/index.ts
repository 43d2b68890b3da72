// 展期 (issue 29 item 2; WAVE3-BRIEF §2.2): the `extensionchange` change family over fl_extension_change
// (extension.ts), priced from the ledger (pricing.ts), qualified by the tenant's parameters (qualify.ts), and its
// views (routes.ts).
import { extensionChange, extensionFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { pricedHooks, registerChangeFamily } from '../../flow/families/change';
import type { ServicingModuleDeps } from '../index';
import { extensionHooks, extensionOver, extensionRules } from './extension';
import { extensionRepos } from './repos';
import { registerExtensionRoutes } from './routes';

export { extensionModels } from './models';
export { EXTENSION_MENU } from './menus';
export { EXTENSION_PARAMS } from './qualify';
export { seedExtensionDemo } from './demo-seed';

export function registerExtensionArea(app: FastifyInstance, { db, runtime, contracts, projects }: ServicingModuleDeps) {
  const over = extensionOver(projects);
  const hooks = pricedHooks(extensionChange, over, extensionHooks);
  const service = registerResourceRoutes(app, { repo: extensionRepos.extension, db, hooks });
  const family = registerChangeFamily(app, extensionFamily, { db, runtime, service }, over, extensionRules);
  registerExtensionRoutes(app, { db, contracts, projects });
  return { service, family };
}

export type ExtensionArea = ReturnType<typeof registerExtensionArea>;
