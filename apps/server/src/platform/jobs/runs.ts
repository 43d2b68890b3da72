import { type JobRunView, type Locale, type Localized, PLATFORM_TENANT_ID } from '@flp/shared';
import { type SQL, and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { type Paging, offsetOf } from '../crud/query';
import { type PageResult, pageOf } from '../crud/repository';
import type { Db } from '../db/database';
import { asPlatform } from '../db/scope';
import { nextId } from '../db/id';
import { nowString } from '../db/time';
import type { RequestContext } from '../tenancy/context';
import { jobRunTable as runs } from './tables';

export const RESULT_MAX = 500;
export const ERROR_MAX = 2000;

/** Long text cut to what its column keeps, marked as cut. */
export const trimTo = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export interface RunStart {
  jobCode: string;
  tenantId: string;
  trigger: 'schedule' | 'manual';
  triggerUser?: string | null;
  scheduledTime?: string | null;
}

export interface RunFilter {
  jobCode?: string | null;
  status?: string | null;
  tenantId?: string | null;
  startFrom?: string | null;
  startTo?: string | null;
}

/** A summary as stored: plain text, or both languages as JSON (shown in the reader's). */
export function storeSummary(result: string | Localized): string {
  if (typeof result === 'string') return trimTo(result, RESULT_MAX);
  const json = JSON.stringify(trimLocalized(result));
  // Escapes can still lengthen it past the column: then the Chinese text alone.
  return json.length <= RESULT_MAX ? json : trimTo(result['zh-CN'], RESULT_MAX);
}

function trimLocalized(m: Localized): Localized {
  // Both languages share the column: each gets half of it, less the JSON around them.
  const half = Math.floor((RESULT_MAX - 40) / 2);
  return { 'zh-CN': trimTo(m['zh-CN'], half), 'en-US': trimTo(m['en-US'], half) };
}

export function readSummary(stored: string | null, locale: Locale): string | null {
  if (!stored?.startsWith('{"zh-CN"')) return stored;
  try {
    return (JSON.parse(stored) as Localized)[locale];
  } catch {
    return stored;
  }
}

const toView = (r: typeof runs.$inferSelect, locale: Locale = 'zh-CN'): JobRunView => ({
  id: r.id,
  jobCode: r.jobCode,
  tenantId: r.tenantId,
  trigger: r.trigger as JobRunView['trigger'],
  triggerUser: r.triggerUser,
  scheduledTime: r.scheduledTime,
  startTime: r.startTime,
  endTime: r.endTime,
  status: r.status as JobRunView['status'],
  result: readSummary(r.result, locale),
  error: r.error,
});

/**
 * What a reader may see of the runs: the platform tenant sees every tenant's runs (jobs are platform machinery), any
 * other tenant only its own.
 */
export function runScope(ctx: RequestContext, tenantId?: string | null): SQL | undefined {
  if (ctx.tenantId !== PLATFORM_TENANT_ID) return eq(runs.tenantId, ctx.tenantId);
  return tenantId ? eq(runs.tenantId, tenantId) : undefined;
}

/** The platform tenant reads every tenant's runs on its named path; any other tenant reads its own. */
const readRuns = <T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> =>
  ctx.tenantId === PLATFORM_TENANT_ID ? asPlatform('job runs of every tenant', work) : work();

/** The door to fl_job_run: the scheduler writes through it, the job calls read through it. */
export const JobRuns = {
  async start(
    db: Db,
    run: RunStart,
    status: 'running' | 'skipped' = 'running',
    result?: Localized,
  ): Promise<JobRunView> {
    const now = nowString();
    const [row] = await db
      .insert(runs)
      .values({
        id: nextId(),
        jobCode: run.jobCode,
        tenantId: run.tenantId,
        trigger: run.trigger,
        triggerUser: run.triggerUser ?? null,
        scheduledTime: run.scheduledTime ?? null,
        startTime: now,
        endTime: status === 'skipped' ? now : null,
        status,
        result: result ? storeSummary(result) : null,
      })
      .returning();
    return toView(row);
  },

  async finish(
    db: Db,
    id: string,
    outcome: { ok: true; result: string | Localized } | { ok: false; error: string },
    locale?: Locale,
  ) {
    const [row] = await db
      .update(runs)
      .set({
        endTime: nowString(),
        status: outcome.ok ? 'succeeded' : 'failed',
        result: outcome.ok ? storeSummary(outcome.result) : null,
        error: outcome.ok ? null : trimTo(outcome.error, ERROR_MAX),
      })
      .where(eq(runs.id, id))
      .returning();
    return toView(row, locale);
  },

  /** Whether some instance already ran (or is running) this scheduled slot of the job. */
  async slotTaken(db: Db, jobCode: string, scheduledTime: string): Promise<boolean> {
    const [row] = await db
      .select({ id: runs.id })
      .from(runs)
      .where(
        and(
          eq(runs.jobCode, jobCode),
          eq(runs.scheduledTime, scheduledTime),
          inArray(runs.status, ['running', 'succeeded', 'failed']),
        ),
      )
      .limit(1);
    return !!row;
  },

  /** Jobs with runs still marked running. */
  async runningCodes(db: Db): Promise<string[]> {
    const rows = await db.selectDistinct({ code: runs.jobCode }).from(runs).where(eq(runs.status, 'running'));
    return rows.map((r) => r.code);
  },

  /** Marks the job's runs still 'running' as failed (the process that ran them is gone). */
  async failInterrupted(db: Db, jobCode: string, error: string): Promise<number> {
    const rows = await db
      .update(runs)
      .set({ status: 'failed', endTime: nowString(), error })
      .where(and(eq(runs.jobCode, jobCode), eq(runs.status, 'running')))
      .returning({ id: runs.id });
    return rows.length;
  },

  /** The latest run of the job the reader may see. */
  async last(db: Db, ctx: RequestContext, jobCode: string, locale: Locale): Promise<JobRunView | null> {
    const [row] = await readRuns(ctx, () =>
      db
        .select()
        .from(runs)
        .where(and(eq(runs.jobCode, jobCode), runScope(ctx)))
        .orderBy(desc(runs.startTime), desc(runs.id))
        .limit(1),
    );
    return row ? toView(row, locale) : null;
  },

  async page(
    db: Db,
    ctx: RequestContext,
    filter: RunFilter,
    paging: Paging,
    locale: Locale,
  ): Promise<PageResult<JobRunView>> {
    const where = and(
      runScope(ctx, filter.tenantId),
      filter.jobCode ? eq(runs.jobCode, filter.jobCode) : undefined,
      filter.status ? eq(runs.status, filter.status) : undefined,
      filter.startFrom ? gte(runs.startTime, filter.startFrom) : undefined,
      filter.startTo ? lte(runs.startTime, filter.startTo) : undefined,
    );
    const [rows, [{ n }]] = await readRuns(ctx, () =>
      Promise.all([
        db
          .select()
          .from(runs)
          .where(where)
          .orderBy(desc(runs.startTime), desc(runs.id))
          .limit(paging.size)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(runs).where(where),
      ]),
    );
    return pageOf(
      rows.map((r) => toView(r, locale)),
      Number(n),
      paging,
    );
  },
};
