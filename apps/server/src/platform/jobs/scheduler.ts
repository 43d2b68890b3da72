import { type JobRunView, type Locale, PLATFORM_TENANT_ID, l } from '@flp/shared';
import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AuditTrail, originOf } from '../audit/trail';
import type { Database } from '../db/database';
import { businessTimeZone, formatDateTime, nowString } from '../db/time';
import { conflict, invalidField } from '../http/errors';
import { systemContext } from '../tenancy/context';
import { forEachTenant } from './fan-out';
import { tryJobLock } from './lock';
import { JobRegistry } from './registry';
import { ERROR_MAX, JobRuns, trimTo } from './runs';
import { jobSettingTable } from './tables';
import type { JobDef } from './types';

export interface SchedulerDeps {
  database: Database;
  /** The tenants per-tenant jobs run for (read through the system module's services). */
  activeTenantIds(): Promise<string[]>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where each run's end goes as an event of the usual log (操作日志), besides its own run record. */
  audit?: AuditTrail;
  /** How long stop() waits for runs under way to notice the abort (ms). */
  stopGraceMs?: number;
}

export interface JobSetting {
  enabled: boolean;
  cron: string | null;
}

export type Trigger = { kind: 'schedule'; slot: Date } | { kind: 'manual'; account: string };

const DEFAULT_SETTING: JobSetting = { enabled: true, cron: null };

/** What a failure is recorded as: the error's message (its stack stays in the server log). */
const describe = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

/**
 * The in-process scheduler: one croner timer per enabled job, ticking in the business time zone. A run — scheduled or
 * asked for — holds the job's advisory lock for its whole length, so across instances on one database only one runs
 * it; a scheduled slot another instance has already run is not run again. Per-tenant jobs run once per active tenant,
 * each with its own run record; one tenant's failure does not stop the rest.
 */
export class JobScheduler {
  private readonly timers = new Map<string, Cron>();
  private readonly running = new Set<string>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();
  private started = false;

  constructor(private readonly deps: SchedulerDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  /** The scheduler's own records (settings, runs of every tenant): a named platform path past the tenant policies. */
  private records<T>(work: () => Promise<T>): Promise<T> {
    return this.deps.database.tenancy.asPlatform('job scheduling', work);
  }

  /** This app's jobs (modules' at boot; tests add their own). */
  readonly registry = new JobRegistry();

  jobs(): JobDef[] {
    return this.registry.all();
  }

  job(code: string): JobDef {
    const def = this.registry.get(code);
    if (!def) throw invalidField('code', l(`任务编码: 定时任务不存在 (${code})`, `Job code: no such job (${code})`));
    return def;
  }

  get isStarted() {
    return this.started;
  }

  isRunning(code: string) {
    return this.running.has(code);
  }

  async settings(): Promise<Map<string, JobSetting>> {
    const rows = await this.records(() => this.db.select().from(jobSettingTable));
    return new Map(rows.map((r) => [r.jobCode, { enabled: r.enabled, cron: r.cron }]));
  }

  async setting(code: string): Promise<JobSetting> {
    const [row] = await this.records(() =>
      this.db.select().from(jobSettingTable).where(eq(jobSettingTable.jobCode, code)),
    );
    return row ? { enabled: row.enabled, cron: row.cron } : DEFAULT_SETTING;
  }

  /** Saves the administrator's settings of a job and, when the scheduler runs, re-times it. */
  async saveSetting(code: string, setting: JobSetting, account: string) {
    this.job(code);
    const values = { ...setting, updateUser: account, updateTime: nowString() };
    await this.records(() =>
      this.db
        .insert(jobSettingTable)
        .values({ jobCode: code, ...values })
        .onConflictDoUpdate({ target: jobSettingTable.jobCode, set: values }),
    );
    if (this.started) await this.schedule(code);
  }

  /** The next time the job fires on this instance, or null (disabled, or the scheduler is not started). */
  nextRun(code: string): string | null {
    const next = this.timers.get(code)?.nextRun();
    return next ? formatDateTime(next) : null;
  }

  /**
   * Boot: runs a crashed process left 'running' are marked failed — only for jobs whose lock is free, so a run another
   * live instance holds is left alone — then every enabled job is timed.
   */
  async start() {
    if (this.started) return;
    await this.failInterrupted();
    this.started = true;
    for (const def of this.jobs()) await this.schedule(def.code);
    this.deps.log.info({ jobs: [...this.timers.keys()], timeZone: businessTimeZone() }, 'job scheduler started');
  }

  async failInterrupted() {
    for (const code of await this.records(() => JobRuns.runningCodes(this.db))) {
      if (this.running.has(code)) continue;
      const release = await tryJobLock(this.deps.database, code);
      if (!release) continue;
      try {
        const n = await this.records(() =>
          JobRuns.failInterrupted(this.db, code, '服务在运行中停止 (the server stopped during the run)'),
        );
        if (n) this.deps.log.warn({ job: code, runs: n }, 'runs interrupted by a stop marked failed');
      } finally {
        await release();
      }
    }
  }

  /** (Re)creates the job's timer from its settings. */
  async schedule(code: string) {
    this.timers.get(code)?.stop();
    this.timers.delete(code);
    const def = this.job(code);
    const setting = await this.setting(code);
    if (!setting.enabled || this.abort.signal.aborted) return;
    const pattern = setting.cron ?? def.cron;
    const timer = new Cron(pattern, { name: `job:${code}`, timezone: businessTimeZone(), protect: true }, (self) =>
      this.runScheduled(code, self.currentRun() ?? new Date()).then(
        () => {},
        (err) => this.deps.log.error({ err, job: code }, 'scheduled job run failed to start'),
      ),
    );
    this.timers.set(code, timer);
  }

  /**
   * A tick of the job's timer for the slot `at` (to the second): its runs; [] when another instance already ran the
   * slot; 'busy' (recorded as a skipped run) when the job is running here or elsewhere.
   */
  runScheduled(code: string, at: Date): Promise<JobRunView[] | 'busy'> {
    const slot = new Date(at);
    slot.setMilliseconds(0);
    return this.track(this.execute(this.job(code), { kind: 'schedule', slot }));
  }

  /** 立即执行: runs the job now and answers its runs (one per tenant for a per-tenant job); 409 while it runs. */
  async runNow(code: string, account: string, locale: Locale = 'zh-CN'): Promise<JobRunView[]> {
    const def = this.job(code);
    const runs = await this.track(this.execute(def, { kind: 'manual', account }, locale));
    if (runs === 'busy')
      throw conflict(l(`任务正在运行中，请稍后再试: ${code}`, `The job is already running; try again later: ${code}`));
    return runs;
  }

  /** Shutdown: no new runs, the signal aborted, runs under way given a moment to stop between batches. */
  async stop() {
    this.abort.abort();
    for (const timer of this.timers.values()) timer.stop();
    this.timers.clear();
    this.started = false;
    if (!this.inflight.size) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inflight]),
      new Promise((r) => {
        timeout = setTimeout(r, this.deps.stopGraceMs ?? 5000);
      }),
    ]);
    clearTimeout(timeout);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    p.finally(() => this.inflight.delete(p)).catch(() => {});
    return p;
  }

  /** One run of a job under its lock: 'busy' when it runs here or elsewhere already. */
  private async execute(def: JobDef, trigger: Trigger, locale: Locale = 'zh-CN'): Promise<JobRunView[] | 'busy'> {
    const base = {
      jobCode: def.code,
      trigger: trigger.kind,
      triggerUser: trigger.kind === 'manual' ? trigger.account : null,
      scheduledTime: trigger.kind === 'schedule' ? formatDateTime(trigger.slot) : null,
    };
    const skip = async () => {
      if (trigger.kind === 'manual') return 'busy' as const;
      await this.records(() =>
        JobRuns.start(
          this.db,
          { ...base, tenantId: PLATFORM_TENANT_ID },
          'skipped',
          l('上一次运行尚未结束(或另一实例正在运行)', 'Still running here or on another instance'),
        ),
      );
      return 'busy' as const;
    };
    if (this.running.has(def.code)) return skip();
    this.running.add(def.code);
    try {
      const release = await tryJobLock(this.deps.database, def.code);
      if (!release) return await skip();
      try {
        // Another instance reached the same slot first and ran it: nothing to do.
        const slot = base.scheduledTime;
        if (slot && (await this.records(() => JobRuns.slotTaken(this.db, def.code, slot)))) return [];
        const tenants = def.perTenant ? await this.deps.activeTenantIds() : [PLATFORM_TENANT_ID];
        const now = trigger.kind === 'schedule' ? trigger.slot : new Date();
        const outcomes = await forEachTenant(tenants, this.abort.signal, (tenantId) =>
          this.runFor(def, tenantId, now, base, locale),
        );
        const runs: JobRunView[] = [];
        for (const o of outcomes) {
          if (o.ok) runs.push(o.value);
          else this.deps.log.error({ err: o.error, job: def.code, tenantId: o.tenantId }, 'job run not recorded');
        }
        return runs;
      } finally {
        await release();
      }
    } finally {
      this.running.delete(def.code);
    }
  }

  /** The job for one tenant: a 'running' record first, then the work, then how it ended. */
  private async runFor(
    def: JobDef,
    tenantId: string,
    now: Date,
    base: Omit<Parameters<typeof JobRuns.start>[1], 'tenantId'>,
    locale: Locale,
  ): Promise<JobRunView> {
    const run = await this.records(() => JobRuns.start(this.db, { ...base, tenantId }));
    const finish = (outcome: Parameters<typeof JobRuns.finish>[2]) => {
      const result = outcome.ok ? outcome.result : outcome.error;
      const text = typeof result === 'string' ? result : result[locale];
      this.deps.audit?.event(
        originOf(systemContext(tenantId)),
        'job',
        JSON.stringify({
          job: def.code,
          trigger: base.trigger,
          by: base.triggerUser ?? null,
          ok: outcome.ok,
          result: text,
        }),
        outcome.ok ? 'info' : 'error',
      );
      return this.records(() => JobRuns.finish(this.db, run.id, outcome, locale));
    };
    try {
      // The tenant's session: each transaction the job opens has set the tenant (a long job commits in chunks).
      const result = await this.deps.database.tenancy.session(tenantId, () =>
        def.run({ db: this.db, ctx: systemContext(tenantId), now, signal: this.abort.signal }),
      );
      return await finish({ ok: true, result: result ?? '' });
    } catch (err) {
      this.deps.log.warn({ err, job: def.code, tenantId }, 'job run failed');
      return finish({ ok: false, error: trimTo(describe(err), ERROR_MAX) });
    }
  }
}
