import { l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { ALLOWANCE_PARAM } from '../../platform/net';
import type { Db } from '../../platform/db/database';
import type { KvStore } from '../../platform/store/kv';
import { eq, ne } from 'drizzle-orm';
import { provideSheetSources } from '../../platform/crud/export';
import { ROOT_ID } from '../../platform/crud/tree';
import { registerClientRoutes } from './client.routes';
import { registerDictRoutes } from './dict.routes';
import { registerMenuRoutes } from './menu.routes';
import { registerOrgRoutes } from './org.routes';
import { registerParamRoutes } from './param.routes';
import { paramValue, platformParamValue } from './params';
import { registerRoleRoutes } from './role.routes';
import { registerScopeRoutes } from './scope.routes';
import { seedPlatform } from './seed';
import type { SystemServices } from './services';
import { registerSetupChecklistRoute } from './setup-checklist';
import { SYSTEM_SETUP_CHECKS } from './setup-checks';
import { seedStandardRoles } from './standard-roles';
import { registerTenantRoutes } from './tenant.routes';
import { registerTopMenuRoutes } from './topmenu.routes';
import { registerUserRoutes } from './user.routes';
import { INIT_PASSWORD_PARAM } from './user.service';
import { defineModule } from '../host';
import { seedDemo } from './demo-seed';

// What the modules that use this one may call besides the services the host gives them all: the parameters' readers
// (each module declares its own parameters in its manifest) and the services' types and static reads.
export {
  ensureParams,
  numberParam,
  outboundPolicy,
  paramValue,
  platformParamValue,
  setParamValue,
} from './params';
export { type Accounts, Staff, type SystemServices, activeTenantIds } from './services';
export { dictItems } from './dicts';
export { permissionTitle } from './seed';

export interface SystemModuleDeps {
  db: Db;
  store: KvStore;
  system: SystemServices;
}

/** System administration (spec §7 "System administration"): one file of routes per screen. */
export function registerSystemModule(app: FastifyInstance, deps: SystemModuleDeps) {
  // Users, roles, departments and their grants make up the cached permissions of a tenant; menus and scopes are
  // platform-wide. A change drops them once it has committed, before the caller's answer goes out.
  const { events } = app.appContext;
  events.on(['user', 'role', 'dept'], (e) => deps.system.identity.invalidate(e.tenantId));
  events.on(['menu', 'dataScope', 'apiScope'], () => deps.system.identity.invalidateAll());
  registerParamRoutes(app, deps);
  registerDictRoutes(app, deps);
  registerTenantRoutes(app, deps);
  registerClientRoutes(app, deps);
  registerOrgRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerTopMenuRoutes(app, deps);
  registerScopeRoutes(app, deps);
  registerUserRoutes(app, deps);
  provideExcelSources(app, deps);
  registerSetupChecklistRoute(app, deps.db);
}

/** Excel export and import (platform/crud/export.ts) read dictionary labels and parameters through this. */
function provideExcelSources(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { dictBiz } = system.repos;
  provideSheetSources(app, {
    dictionary: async (ctx, code) =>
      (
        await dictBiz.list(db, ctx, {
          where: [eq(dictBiz.col('code'), code), ne(dictBiz.col('parentId'), ROOT_ID), eq(dictBiz.col('isSealed'), 0)],
          query: { ascs: 'sort' },
        })
      ).map((r) => ({ value: String(r.dictKey), label: String(r.dictValue) })),
    // The tenant's own value, else the platform's.
    parameter: async (ctx, key) => (await paramValue(db, ctx, key)) ?? (await platformParamValue(db, key)),
  });
}

declare module '../host' {
  interface ModuleApis {
    system: SystemServices;
  }
}

/** System administration; its services (users, roles, identity) are the host's, made before the guard. */
export const systemModule = defineModule({
  name: 'system',
  // Every tenant starts with the standard roles (standard-roles.ts); its administrator is told what is left to do.
  tenantStarter: seedStandardRoles,
  checks: SYSTEM_SETUP_CHECKS,
  params: [
    {
      key: ALLOWANCE_PARAM,
      fallback: '',
      name: l('外呼放行的内网地址', 'Private hosts outbound calls may reach'),
      remark: l(
        '仅平台租户: 逗号分隔的主机名或网段; 空: 一律拒绝',
        'Platform tenant only: comma-separated host names or ranges; empty: none',
      ),
    },
    INIT_PASSWORD_PARAM,
  ],
  register: (host) => {
    registerSystemModule(host.app, { db: host.db, store: host.store, system: host.system });
    return host.system;
  },
  boot: (host) => seedPlatform(host.db),
  demo: (host) => seedDemo(host.db),
});
