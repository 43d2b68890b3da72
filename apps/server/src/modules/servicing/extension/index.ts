// 展期 (issue 29 item 2; WAVE3-BRIEF §2.2): the `extensionchange` change family over fl_extension_change
// (extension.ts), priced from the ledger (pricing.ts), qualified by the tenant's parameters (qualify.ts), and its
// views (routes.ts).
import { extensionFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerPricedChange } from '../changes/area';
import type { ServicingModuleDeps } from '../index';
import { extensionHooks, extensionOver, extensionRules } from './extension';
import { extensionRepos } from './repos';
import { registerExtensionRoutes } from './routes';

export { extensionModels } from './models';
export { EXTENSION_MENU } from './menus';
export { EXTENSION_PARAMS } from './qualify';
export { seedExtensionDemo } from './demo-seed';

export function registerExtensionArea(app: FastifyInstance, { db, runtime, contracts, projects }: ServicingModuleDeps) {
  const area = registerPricedChange(
    app,
    { db, runtime },
    {
      family: extensionFamily,
      repo: extensionRepos.extension,
      over: extensionOver(projects),
      hooks: extensionHooks,
      rules: extensionRules,
    },
  );
  registerExtensionRoutes(app, { db, contracts, projects });
  return area;
}

export type ExtensionArea = ReturnType<typeof registerExtensionArea>;
