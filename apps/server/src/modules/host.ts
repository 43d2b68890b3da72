// What every business module is given (the platform's services), the interfaces the modules offer one another by
// name, and `defineModule`, which types a manifest so that a module reads only the interfaces it declares it uses.
// The list of modules, in their order, is modules/index.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import type { Db } from '../platform/db/database';
import type { JobDef } from '../platform/jobs/types';
import type { ModuleManifest } from '../platform/modules';
import {
  type TenantSeed,
  registerDicts,
  registerMenus,
  registerTenantSeed,
  registerTenantStarter,
} from './system/seed';
import type { DictSeed, MenuSeed } from './system/seed-data';
import { type ParamSeed, registerParams } from './system/params';
import type { SystemServices } from './system/services';
import { type SetupCheck, registerSetupCheck } from './system/setup-checklist';

// What a module's menus and dictionaries are declared with (the system module seeds them into every tenant).
export { type DictSeed, type MenuSeed, buttons, importButton, menuButton } from './system/seed-data';
export type { ParamSeed, SetupCheck, TenantSeed };

/** The platform as every module sees it. */
export interface ModuleHost extends AppContext {
  app: FastifyInstance;
  /** The scoped database handle (a query runs only inside a tenant's transaction or a named platform path). */
  db: Db;
  /**
   * Users, roles, departments and the caller's identity: the platform's guard needs them before any module loads,
   * so they are made first and given to all (modules/system/services.ts).
   */
  system: SystemServices;
  /** Whether the demo data is written (the configuration's SEED_DEMO). */
  demo: boolean;
  /** Test-only seams (see BuildOptions.testSeams). */
  testSeams: boolean;
}

/**
 * The interface each module offers the modules after it, by its name: every module adds its own entry
 * (`declare module '../host' { interface ModuleApis { contract: ContractModule } }`) next to its manifest.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one entry per module
export interface ModuleApis {}

/** The interface of a module that offers the others nothing (it registers routes only). */
// biome-ignore lint/suspicious/noConfusingVoidType: what such a module's register answers: nothing
export type NoApi = void;

type Uses<U extends readonly (keyof ModuleApis)[]> = Pick<ModuleApis, U[number]>;

/** A module's manifest, typed: `register` answers the module's entry of ModuleApis and reads only what it uses. */
export function defineModule<const N extends keyof ModuleApis, const U extends readonly (keyof ModuleApis)[] = []>(m: {
  name: N;
  uses?: U;
  /** Its menus and buttons (merged into the tree by code; granted to the administrator role at the next start). */
  menus?: MenuSeed[];
  /** Its dictionaries, seeded into every tenant. */
  dicts?: DictSeed[];
  /** The parameters it reads (参数管理), each with its default, name and meaning: 参数管理 lists them. */
  params?: readonly ParamSeed[];
  /**
   * Its starting data in every tenant (numbering rules…): run in the transaction that makes a tenant and for the
   * platform tenant on each start; idempotent.
   */
  tenantSeed?: TenantSeed;
  /**
   * Its part of a new tenant's standard set-up (roles, contract models, workflow models): run once, when a tenant is
   * made on the tenant screen and for the demo tenant, in the manifests' order; idempotent.
   */
  tenantStarter?(tx: Db, tenantId: string, uses: Uses<U>): Promise<unknown>;
  /** Its items of the set-up checklist (开通清单) a tenant's administrator sees. */
  checks?: SetupCheck[];
  register(host: ModuleHost, uses: Uses<U>): ModuleApis[N] | Promise<ModuleApis[N]>;
  jobs?(api: ModuleApis[N]): JobDef[];
  boot?(host: ModuleHost, api: ModuleApis[N], uses: Uses<U>): Promise<unknown>;
  demo?(host: ModuleHost, api: ModuleApis[N], uses: Uses<U>): Promise<unknown>;
}): ModuleManifest<ModuleHost> {
  const register = (host: ModuleHost, uses: Uses<U>) => {
    if (m.menus) registerMenus(m.menus);
    if (m.dicts) registerDicts(m.dicts);
    if (m.params) registerParams(m.name, m.params);
    if (m.tenantSeed) registerTenantSeed(m.name, m.tenantSeed);
    const starter = m.tenantStarter;
    if (starter) registerTenantStarter(m.name, (tx, tenantId) => starter(tx, tenantId, uses));
    for (const check of m.checks ?? []) registerSetupCheck(check);
    return m.register(host, uses);
  };
  return { ...m, register, uses: m.uses ?? [] } as unknown as ModuleManifest<ModuleHost>;
}
