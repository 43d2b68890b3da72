import type { JobDef } from './types';

const jobs = new Map<string, JobDef>();

/**
 * Declares jobs to the scheduler (at boot, before the app starts it): modules export their JobDefs and app.ts hands
 * them here. Registering the same object again is a no-op (tests build many apps in one process); another job under
 * a code already taken is a programming slip and throws.
 */
export function registerJobs(...defs: JobDef[]) {
  for (const def of defs) {
    const known = jobs.get(def.code);
    if (known && known !== def) throw new Error(`job ${def.code} is declared twice`);
    if (!/^[a-z][a-z0-9_]*$/.test(def.code)) throw new Error(`job code ${def.code} is not snake_case`);
    jobs.set(def.code, def);
  }
}

/** Every job declared so far, in the order they were declared. */
export const registeredJobs = (): JobDef[] => [...jobs.values()];

export const registeredJob = (code: string): JobDef | undefined => jobs.get(code);

/** Tests only: forget a job registered for one test. */
export function unregisterJob(code: string) {
  jobs.delete(code);
}
