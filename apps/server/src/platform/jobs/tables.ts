import { boolean, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, stamp, tenantColumn } from '../db/columns';
import { tenantIsolation } from '../db/row-security';

/**
 * fl_job_run: one row per run of a job for one tenant (the platform tenant for jobs that are not per tenant) —
 * who or what started it, when, how it ended and what it reported. Written only by the scheduler.
 */
export const jobRunTable = pgTable(
  'fl_job_run',
  {
    id: idColumn('id').primaryKey(),
    jobCode: varchar('job_code', { length: 64 }).notNull(),
    ...tenantColumn(),
    /** 'schedule' or 'manual'. */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    /** The account that asked for a manual run. */
    triggerUser: varchar('trigger_user', { length: 64 }),
    /** The schedule's slot (a scheduled run): instances that reach the same slot run it once between them. */
    scheduledTime: stamp('scheduled_time'),
    startTime: stamp('start_time').notNull(),
    endTime: stamp('end_time'),
    /** running, succeeded, failed, skipped. */
    status: varchar('status', { length: 16 }).notNull(),
    result: varchar('result', { length: 500 }),
    error: varchar('error', { length: 2000 }),
  },
  (t) => [
    index('fl_job_run_job_idx').on(t.jobCode, t.startTime),
    index('fl_job_run_tenant_idx').on(t.tenantId, t.startTime),
    index('fl_job_run_status_idx').on(t.status),
    tenantIsolation(),
  ],
);

/** fl_job_setting: the platform administrator's settings of a job (platform-wide): on or off, a cron override. */
export const jobSettingTable = pgTable('fl_job_setting', {
  jobCode: varchar('job_code', { length: 64 }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  /** Replaces the job's own pattern when set. */
  cron: varchar('cron', { length: 100 }),
  updateUser: varchar('update_user', { length: 64 }),
  updateTime: stamp('update_time'),
});
