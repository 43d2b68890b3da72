import type { JobDef } from './types';

/**
 * The jobs one app declares to its scheduler (at boot, before it starts): modules export their JobDefs and app.ts hands
 * them here. Per app, not per process: a job may close over its app's services (the month-end job files its workbook
 * through the app's report registry), and tests build many apps in one process. Registering the same object again is
 * a no-op; another job under a code already taken is a programming slip and throws.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, JobDef>();

  register(...defs: JobDef[]) {
    for (const def of defs) {
      const known = this.jobs.get(def.code);
      if (known && known !== def) throw new Error(`job ${def.code} is declared twice`);
      if (!/^[a-z][a-z0-9_]*$/.test(def.code)) throw new Error(`job code ${def.code} is not snake_case`);
      this.jobs.set(def.code, def);
    }
  }

  /** Every job declared so far, in the order they were declared. */
  all = (): JobDef[] => [...this.jobs.values()];

  get = (code: string): JobDef | undefined => this.jobs.get(code);

  /** Tests only: forget a job registered for one test. */
  unregister(code: string) {
    this.jobs.delete(code);
  }
}
