// Modules that declare themselves (docs/architecture.md, "Modules"): each business module exports one manifest — its
// name, the modules whose interfaces it uses, what it registers, its jobs, what it seeds at every start and with the
// demo data — and one loader reads them all. A module receives only the interfaces of the modules it names, so its
// walls hold by construction; the list's order is the order of registration and of seeding.
import type { JobDef } from './jobs/types';

/** One module's declaration, over the host the application gives every module (the platform's services). */
export interface ModuleManifest<Host = unknown> {
  name: string;
  /** The modules whose interfaces (what their `register` answers) this one receives; each must come earlier. */
  uses: readonly string[];
  /** Registers the module's routes, families, menus and dictionaries; answers its interface for the modules after. */
  register(host: Host, uses: Record<string, unknown>): unknown;
  /** What runs on a schedule (registered with the scheduler once every module is loaded). */
  jobs?(api: unknown): JobDef[];
  /** The platform data of the module, written at every start before any request (default models, code trees…). */
  boot?(host: Host, api: unknown, uses: Record<string, unknown>): Promise<unknown>;
  /** The demo data (only when the configuration asks for it), after every module's boot. */
  demo?(host: Host, api: unknown, uses: Record<string, unknown>): Promise<unknown>;
}

/** The loaded modules: their interfaces by name, their jobs, and the seeds to run in the manifests' order. */
export interface LoadedModules {
  apis: ReadonlyMap<string, unknown>;
  jobs: JobDef[];
  /** Every module's boot seed, in order. */
  boot(): Promise<void>;
  /** Every module's demo seed, in order. */
  demo(): Promise<void>;
}

/**
 * Registers the modules in the order given. A module named twice, or one using a module that is not loaded before it,
 * stops the start (a programming slip, like an unresolved reference).
 */
export async function loadModules<Host>(
  host: Host,
  manifests: readonly ModuleManifest<Host>[],
): Promise<LoadedModules> {
  const apis = new Map<string, unknown>();
  const usesOf = new Map<string, Record<string, unknown>>();
  for (const m of manifests) {
    if (apis.has(m.name)) throw new Error(`module ${m.name} is declared twice`);
    const uses: Record<string, unknown> = {};
    for (const name of m.uses) {
      if (!apis.has(name)) throw new Error(`module ${m.name} uses ${name}, which is not loaded before it`);
      uses[name] = apis.get(name);
    }
    // Frozen: a module cannot reach a module it did not declare through what it was given.
    usesOf.set(m.name, Object.freeze(uses));
    apis.set(m.name, await m.register(host, usesOf.get(m.name)!));
  }
  const seeds = async (kind: 'boot' | 'demo') => {
    for (const m of manifests) await m[kind]?.(host, apis.get(m.name), usesOf.get(m.name)!);
  };
  return {
    apis,
    jobs: manifests.flatMap((m) => m.jobs?.(apis.get(m.name)) ?? []),
    boot: () => seeds('boot'),
    demo: () => seeds('demo'),
  };
}
