import type { Localized } from '@flp/shared';
import type { Db } from '../db/database';
import type { RequestContext } from '../tenancy/context';

/**
 * A scheduled job as modules declare it (the scheduler in this folder runs it; the 定时任务 screen lists it).
 * A module exports its JobDef objects; the app registers them with the scheduler at boot.
 */
export interface JobDef {
  /** Unique, snake_case: the key of its runs and of its advisory lock. */
  code: string;
  /** Shown on 定时任务. */
  name: Localized;
  /** A croner pattern, read in the business time zone (TZ). */
  cron: string;
  /** true: run once per active tenant with that tenant's system context; false: once, with the platform's. */
  perTenant: boolean;
  /**
   * The work. Returns a short summary recorded as the run's result — plain text, or l(zh, en) to be shown in the
   * reader's language; a throw records the run as failed with the error's message.
   */
  run(job: JobRunContext): Promise<string | Localized>;
}

export interface JobRunContext {
  db: Db;
  /** systemContext(tenantId) of the tenant the run is for (the platform tenant for jobs that are not per tenant). */
  ctx: RequestContext;
  /** The scheduled (or requested) time of this run. */
  now: Date;
  /** Aborted when the server shuts down: long jobs stop between batches. */
  signal: AbortSignal;
}
