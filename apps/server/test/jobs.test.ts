import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PLATFORM_TENANT_ID, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { logRepos } from '../src/modules/log/repos';
import { logErrorTable } from '../src/modules/log/tables';
import { repos as systemRepos } from '../src/modules/system/repos';
import type { Db } from '../src/platform/db/database';
import { formatDateTime } from '../src/platform/db/time';
import { jobRunTable } from '../src/platform/jobs/tables';
import type { JobDef } from '../src/platform/jobs/types';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, createTenant, ok, signIn, signInUngranted, testApp } from './helpers';

// postgres: scheduled runs on PostgreSQL advisory locks (scripts/test.mjs api:postgres)

/**
 * 定时任务: the jobs list, 立即执行 recording its runs (success, failure, per-tenant fan-out with one tenant failing),
 * the in-process guard and the advisory lock against a second run, settings and cron validation, permissions, the
 * schedule itself, crash recovery and shutdown — and, with TEST_DATABASE_URL, two instances on one PostgreSQL.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

const API = '/api/blade-system/job';
const OTHER = '300003';
const BROKEN = '300004';

/** A gate a test job waits at until the test opens it (or the scheduler's signal aborts). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  let entered!: () => void;
  const reached = new Promise<void>((r) => {
    entered = r;
  });
  return { open, opened, reached, entered };
}

let slow = gate();
const slowJob: JobDef = {
  code: 'test_slow',
  name: l('测试慢任务', 'Test slow job'),
  cron: '0 0 1 1 *',
  perTenant: false,
  async run({ signal }) {
    slow.entered();
    await Promise.race([
      slow.opened,
      new Promise((_r, reject) => signal.addEventListener('abort', () => reject(new Error('aborted by shutdown')))),
    ]);
    return 'slow done';
  },
};
const failingJob: JobDef = {
  code: 'test_failing',
  name: l('测试失败任务', 'Test failing job'),
  cron: '0 0 1 1 *',
  perTenant: false,
  async run() {
    throw new Error(`disk on fire ${'!'.repeat(5000)}`);
  },
};
/** Fails for one tenant only: the others must still run. */
const fanOutJob: JobDef = {
  code: 'test_fan_out',
  name: l('测试分租户任务', 'Test per-tenant job'),
  cron: '0 0 1 1 *',
  perTenant: true,
  async run({ ctx }) {
    if (ctx.tenantId === BROKEN) throw new Error(`tenant ${ctx.tenantId} broke`);
    return l(`租户 ${ctx.tenantId} 完成`, `tenant ${ctx.tenantId} done`);
  },
};

let app: FastifyInstance;
let db: Db;
let admin: Client;
let adminEn: Client;

const runs = async (c: Client, query = '') => (await ok(c, `${API}/runs?size=50${query}`)) as Node;
const jobsOf = async (c: Client) => (await ok(c, `${API}/list`)) as Node[];

before(async () => {
  app = await testApp();
  app.appContext.jobs.registry.register(slowJob, failingJob, fanOutJob);
  db = app.appContext.database.owner;
  await createTenant(app, OTHER);
  await createTenant(app, BROKEN);
  const s = await signIn(app);
  admin = client(app, s);
  adminEn = client(app, s, { lang: 'en-US' });
});
after(async () => {
  await app.close();
});

describe('jobs list', () => {
  test('lists the error-log retention job with its pattern, settings and no run yet', async () => {
    const list = await jobsOf(admin);
    const job = list.find((j) => j.code === 'error_log_retention');
    assert.ok(job, 'error_log_retention is registered');
    assert.equal(job.name, '日志清理');
    assert.equal(job.cron, '30 2 * * *');
    assert.equal(job.enabled, true);
    assert.equal(job.perTenant, true);
    // Tests do not start the scheduler: nothing is timed.
    assert.equal(job.nextRun, null);
    assert.equal((await jobsOf(adminEn)).find((j) => j.code === 'error_log_retention')?.name, 'Log retention');
  });
});

describe('run now', () => {
  test('the retention job deletes each tenant’s old error-log entries and records one run per tenant', async () => {
    const old = formatDateTime(new Date(Date.now() - 100 * 86_400_000));
    const fairlyOld = formatDateTime(new Date(Date.now() - 20 * 86_400_000));
    for (const tenantId of [PLATFORM_TENANT_ID, OTHER]) {
      const ctx = systemContext(tenantId);
      await logRepos.error.insertEntries(db, ctx, [
        { exceptionName: 'error', message: 'old' },
        { exceptionName: 'error', message: 'fairly old' },
        { exceptionName: 'error', message: 'new' },
      ]);
    }
    const { eq } = await import('drizzle-orm');
    await db.update(logErrorTable).set({ createTime: old }).where(eq(logErrorTable.message, 'old'));
    await db.update(logErrorTable).set({ createTime: fairlyOld }).where(eq(logErrorTable.message, 'fairly old'));
    // Tenant OTHER keeps only 10 days: its "fairly old" entry goes too.
    await systemRepos.param.insert(db, systemContext(OTHER), {
      paramName: '错误日志保留天数',
      paramKey: 'log.error.retentionDays',
      paramValue: '10',
    });

    const answered = (await ok(admin, `${API}/run`, { code: 'error_log_retention' })) as Node[];
    const byTenant = new Map(answered.map((r) => [r.tenantId, r]));
    for (const t of [PLATFORM_TENANT_ID, OTHER, BROKEN]) {
      const r = byTenant.get(t);
      assert.ok(r, `a run for ${t}`);
      assert.equal(r.status, 'succeeded');
      assert.equal(r.trigger, 'manual');
      assert.equal(r.triggerUser, 'admin');
      assert.ok(r.endTime);
    }
    assert.match(
      byTenant.get(PLATFORM_TENANT_ID)?.result,
      /错误日志保留 90 天，删除 .* 之前的 1 条；接口日志保留 180 天/,
    );
    assert.match(byTenant.get(OTHER)?.result, /错误日志保留 10 天，删除 .* 之前的 2 条/);
    const left = async (t: string) => (await logRepos.error.list(db, systemContext(t))).map((r) => r.message).sort();
    assert.deepEqual(await left(PLATFORM_TENANT_ID), ['fairly old', 'new']);
    assert.deepEqual(await left(OTHER), ['new']);

    const listed = (await jobsOf(admin)).find((j) => j.code === 'error_log_retention');
    assert.equal(listed?.lastRun?.status, 'succeeded');
    const page = await runs(adminEn, '&jobCode=error_log_retention&tenantId=300003');
    assert.equal(page.total, 1);
    assert.match(page.records[0].result, /error-log kept 10 days, 2 entries from before/);
  });

  test('a failing job is recorded failed with its error, trimmed', async () => {
    const [run] = (await ok(admin, `${API}/run`, { code: 'test_failing' })) as Node[];
    assert.equal(run.status, 'failed');
    assert.match(run.error, /^disk on fire/);
    assert.ok(run.error.length <= 2000);
    assert.equal(run.result, null);
    const page = await runs(admin, '&jobCode=test_failing&status=failed');
    assert.equal(page.total, 1);
    assert.equal(page.records[0].id, run.id);
  });

  test('a per-tenant job runs for every active tenant; one failing tenant does not stop the others', async () => {
    // A disabled tenant is not run for.
    const { eq } = await import('drizzle-orm');
    const disabled = '300005';
    await createTenant(app, disabled);
    await db
      .update(systemRepos.tenant.table)
      .set({ status: 0 })
      .where(eq(systemRepos.tenant.col('tenantId'), disabled));
    const answered = (await ok(admin, `${API}/run`, { code: 'test_fan_out' })) as Node[];
    const status = Object.fromEntries(answered.map((r) => [r.tenantId, r.status]));
    assert.deepEqual(status, { '000000': 'succeeded', [OTHER]: 'succeeded', [BROKEN]: 'failed' });
    assert.match(answered.find((r) => r.tenantId === BROKEN)?.error, /tenant 300004 broke/);
    assert.equal(answered.find((r) => r.tenantId === OTHER)?.result, '租户 300003 完成');
  });

  test('a second run of a job under way answers 409; a scheduled one is recorded skipped', async () => {
    slow = gate();
    const first = admin.post(`${API}/run`, { code: 'test_slow' });
    await slow.reached;
    const second = await admin.post(`${API}/run`, { code: 'test_slow' });
    assert.equal(second.status, 409);
    assert.match(second.body.msg, /任务正在运行中/);
    const listed = (await jobsOf(admin)).find((j) => j.code === 'test_slow');
    assert.equal(listed?.running, true);
    assert.equal(listed?.lastRun?.status, 'running');
    // The job's own timer firing meanwhile: recorded as skipped, not run.
    const tick = await app.appContext.jobs.runScheduled('test_slow', new Date());
    assert.equal(tick, 'busy');
    const skipped = await runs(admin, '&jobCode=test_slow&status=skipped');
    assert.equal(skipped.total, 1);
    assert.equal(skipped.records[0].trigger, 'schedule');
    slow.open();
    const done = await first;
    assert.equal(done.status, 200);
    assert.equal(done.data[0].status, 'succeeded');
    assert.equal(done.data[0].result, 'slow done');
  });

  test('bad input: no code, an unknown job, a malformed code — 400 naming the field', async () => {
    const none = await admin.post(`${API}/run`, {});
    assert.equal(none.status, 400);
    assert.match(none.body.msg, /请选择任务/);
    const unknown = await adminEn.post(`${API}/run`, { code: 'no_such_job' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.msg, /Job code: no such job/);
    const malformed = await adminEn.post(`${API}/run`, { code: 'DROP TABLE' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.msg, /Job code/);
  });
});

describe('settings', () => {
  test('a bad cron pattern is a 400 naming the field by its label; nothing is saved', async () => {
    const zh = await admin.post(`${API}/submit`, { code: 'error_log_retention', enabled: 1, cron: '99 * * * *' });
    assert.equal(zh.status, 400);
    assert.match(zh.body.msg, /Cron 表达式.*不是有效的 Cron 表达式/);
    const en = await adminEn.post(`${API}/submit`, { code: 'error_log_retention', enabled: 1, cron: '* *' });
    assert.equal(en.status, 400);
    assert.match(en.body.msg, /Cron pattern: must have 5 fields/);
    const noEnabled = await admin.post(`${API}/submit`, { code: 'error_log_retention' });
    assert.equal(noEnabled.status, 400);
    assert.match(noEnabled.body.msg, /请选择是否启用/);
    const badEnabled = await adminEn.post(`${API}/submit`, { code: 'error_log_retention', enabled: 'maybe' });
    assert.equal(badEnabled.status, 400);
    assert.match(badEnabled.body.msg, /Enabled/);
    const job = (await jobsOf(admin)).find((j) => j.code === 'error_log_retention');
    assert.equal(job?.cronOverride, null);
  });

  test('an override and a switch-off are stored and listed; an empty override goes back to the job’s own', async () => {
    await ok(admin, `${API}/submit`, { code: 'error_log_retention', enabled: 0, cron: '15 3 * * 1' });
    let job = (await jobsOf(admin)).find((j) => j.code === 'error_log_retention');
    assert.equal(job?.enabled, false);
    assert.equal(job?.cronOverride, '15 3 * * 1');
    assert.equal(job?.cron, '15 3 * * 1');
    await ok(admin, `${API}/submit`, { code: 'error_log_retention', enabled: 1, cron: '' });
    job = (await jobsOf(admin)).find((j) => j.code === 'error_log_retention');
    assert.equal(job?.enabled, true);
    assert.equal(job?.cron, '30 2 * * *');
    assert.equal(job?.cronOverride, null);
  });

  test('preview: the next five times of a pattern; a bad one is a 400', async () => {
    const times = (await ok(admin, `${API}/preview?cron=${encodeURIComponent('0 9 * * *')}`)) as string[];
    assert.equal(times.length, 5);
    assert.ok(times.every((t) => /^\d{4}-\d\d-\d\d 09:00:00$/.test(t)));
    assert.deepEqual([...times].sort(), times);
    const bad = await adminEn.get(`${API}/preview?cron=nope`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /Cron pattern/);
    const missing = await admin.get(`${API}/preview`);
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /请输入 Cron 表达式/);
  });
});

describe('permissions and tenants', () => {
  test('a user without the buttons gets 403 on every call', async () => {
    const nobody = client(app, await signInUngranted(app, 'jobless'));
    for (const [method, url, body] of [
      ['get', `${API}/list`],
      ['get', `${API}/runs`],
      ['get', `${API}/preview?cron=*+*+*+*+*`],
      ['post', `${API}/run`, { code: 'test_failing' }],
      ['post', `${API}/submit`, { code: 'test_failing', enabled: 0 }],
    ] as const) {
      const res = method === 'get' ? await nobody.get(url) : await nobody.post(url, body);
      assert.equal(res.status, 403, url);
    }
  });

  test("another tenant's administrator sees only that tenant's runs and may neither run nor edit", async () => {
    const tenantAdmin = client(app, await signIn(app, 'admin', 'admin', OTHER));
    const page = await tenantAdmin.get(`${API}/runs?size=50&tenantId=000000`);
    if (page.status === 403) {
      // The tenant's role is not granted 定时任务: nothing to see at all.
      console.log('tenant admin: 403');
      return;
    }
    assert.equal(page.status, 200);
    assert.ok(page.data.total > 0);
    assert.ok(page.data.records.every((r: Node) => r.tenantId === OTHER));
    const run = await tenantAdmin.post(`${API}/run`, { code: 'test_failing' });
    assert.equal(run.status, 403);
    const edit = await tenantAdmin.post(`${API}/submit`, { code: 'test_failing', enabled: 0 });
    assert.equal(edit.status, 403);
  });

  test('runs filter by status and start-time range; a bad filter is a 400', async () => {
    const all = await runs(admin);
    const future = await runs(admin, `&startFrom=${encodeURIComponent('2999-01-01 00:00:00')}`);
    assert.ok(all.total > 0);
    assert.equal(future.total, 0);
    const past = await runs(admin, `&startTo=${encodeURIComponent('2000-01-01 00:00:00')}`);
    assert.equal(past.total, 0);
    const bad = await adminEn.get(`${API}/runs?status=exploded`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /Status/);
    const badTime = await adminEn.get(`${API}/runs?startFrom=yesterday`);
    assert.equal(badTime.status, 400);
    assert.match(badTime.body.msg, /Started from/);
  });
});

describe('the scheduler', () => {
  test('runs a job on its schedule, and stop() aborts a run under way', async () => {
    let ticks = 0;
    const everySecond: JobDef = {
      code: 'test_every_second',
      name: l('每秒', 'Every second'),
      cron: '* * * * * *',
      perTenant: false,
      async run({ now }) {
        ticks++;
        return `tick at ${formatDateTime(now)}`;
      },
    };
    // A second app of its own whose timers run: the job is declared to it before its scheduler starts.
    const timed = await testApp();
    try {
      timed.appContext.jobs.registry.register(everySecond, slowJob);
      await timed.appContext.jobs.start();
      const c = client(timed, await signIn(timed));
      const listed = ((await ok(c, `${API}/list`)) as Node[]).find((j) => j.code === 'test_every_second');
      assert.match(listed?.nextRun ?? '', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      // The first scheduled run to finish (on a loaded machine the newest may still be running).
      let run: Node | undefined;
      for (const end = Date.now() + 20_000; !run && Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
        const page = (await ok(c, `${API}/runs?jobCode=test_every_second`)) as Node;
        run = (page.records as Node[]).find((r) => r.status !== 'running');
      }
      assert.ok(run && ticks >= 1, `ran ${ticks} times`);
      assert.equal(run.trigger, 'schedule');
      assert.equal(run.status, 'succeeded');
      assert.ok(run.scheduledTime);
      assert.equal(run.result, `tick at ${run.scheduledTime}`);
      // Switched off: no further runs.
      await ok(c, `${API}/submit`, { code: 'test_every_second', enabled: 0 });
      assert.equal(((await ok(c, `${API}/list`)) as Node[]).find((j) => j.code === 'test_every_second')?.nextRun, null);
      const before = ticks;
      await new Promise((r) => setTimeout(r, 1300));
      assert.ok(ticks <= before + 1); // at most the tick already under way

      // Shutdown: the signal aborts a run under way, which is recorded failed.
      slow = gate();
      const pending = timed.appContext.jobs.runNow('test_slow', 'admin');
      await slow.reached;
      await timed.appContext.jobs.stop();
      const [aborted] = await pending;
      assert.equal(aborted.status, 'failed');
      assert.match(aborted.error ?? '', /aborted by shutdown/);
    } finally {
      await timed.close();
    }
  });

  test('JOBS=off keeps the timers stopped; on, they start unless tests leave them off', async () => {
    assert.equal(loadConfig({ DATABASE_URL: 'memory://' }).jobs, true);
    assert.equal(loadConfig({ DATABASE_URL: 'memory://', JOBS: 'off' }).jobs, false);
    assert.throws(() => loadConfig({ DATABASE_URL: 'memory://', JOBS: 'maybe' }), /JOBS must be 'on' or 'off'/);
    // Apps as production builds them (no test seams), on the run's template database.
    const off = await testApp({ JOBS: 'off' }, { testSeams: false });
    const on = await testApp({}, { testSeams: false });
    try {
      assert.equal(off.appContext.jobs.isStarted, false);
      assert.equal(off.appContext.jobs.nextRun('error_log_retention'), null);
      assert.equal(on.appContext.jobs.isStarted, true);
      assert.match(on.appContext.jobs.nextRun('error_log_retention') ?? '', / 02:30:00$/);
      // Test seams (the test helpers) leave them off unless asked.
      assert.equal(app.appContext.jobs.isStarted, false);
    } finally {
      await off.close();
      await on.close();
    }
  });

  test('runs left running by a crash are marked failed at boot (when no one holds the job)', async () => {
    const { eq } = await import('drizzle-orm');
    const [row] = await db
      .insert(jobRunTable)
      .values({
        id: '9000000000000001',
        jobCode: 'test_failing',
        tenantId: PLATFORM_TENANT_ID,
        trigger: 'schedule',
        startTime: '2026-01-01 00:00:00',
        status: 'running',
      })
      .returning();
    await app.appContext.jobs.failInterrupted();
    const [after] = await db.select().from(jobRunTable).where(eq(jobRunTable.id, row.id));
    assert.equal(after.status, 'failed');
    assert.match(after.error ?? '', /服务在运行中停止/);
    assert.ok(after.endTime);
  });
});

/** Two instances on one PostgreSQL database: the advisory lock lets only one run a job at a time. */
describe('two instances on one PostgreSQL', {
  skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL not set',
}, () => {
  test('the second instance answers 409 to run-now and records a scheduled slot as skipped', async () => {
    const { default: pg } = await import('pg');
    const base = process.env.TEST_DATABASE_URL as string;
    const name = `flp_test_jobs_${process.pid}_${Date.now()}`;
    const adminDb = new pg.Client({ connectionString: base });
    await adminDb.connect();
    await adminDb.query(`create database ${name}`);
    const u = new URL(base);
    u.pathname = `/${name}`;
    const config = loadConfig({ DATABASE_URL: u.toString(), CAPTCHA: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
    const one = await buildApp(config, { testSeams: true, logger: false });
    const two = await buildApp(config, { testSeams: true, logger: false });
    // Each instance declares the job, as two servers running the same code do.
    for (const instance of [one, two]) instance.appContext.jobs.registry.register(slowJob);
    try {
      slow = gate();
      const first = one.appContext.jobs.runNow('test_slow', 'admin');
      await slow.reached;
      // Instance two has nothing running in-process: only the lock in the database stops it.
      assert.equal(two.appContext.jobs.isRunning('test_slow'), false);
      const c2 = client(two, await signIn(two));
      const second = await c2.post(`${API}/run`, { code: 'test_slow' });
      assert.equal(second.status, 409);
      // A scheduled tick of instance two while one holds the lock: recorded skipped.
      const scheduled = await two.appContext.jobs.runScheduled('test_slow', new Date());
      assert.equal(scheduled, 'busy');
      // Booting while one runs leaves one's run alone.
      await two.appContext.jobs.failInterrupted();
      slow.open();
      const [done] = await first;
      assert.equal(done.status, 'succeeded');
      const page = (await ok(c2, `${API}/runs?jobCode=test_slow`)) as Node;
      const statuses = page.records.map((r: Node) => r.status).sort();
      assert.deepEqual(statuses, ['skipped', 'succeeded']);
      // The lock is free again: instance two may run it now.
      slow = gate();
      slow.open();
      const again = await c2.post(`${API}/run`, { code: 'test_slow' });
      assert.equal(again.status, 200);
      assert.equal(again.data[0].status, 'succeeded');

      // A scheduled slot instance one already ran is not run again by instance two.
      slow = gate();
      slow.open();
      const slot = new Date(Date.now() - 60_000);
      slot.setMilliseconds(0);
      const exec = (s: FastifyInstance) => s.appContext.jobs.runScheduled('test_slow', slot);
      assert.equal(((await exec(one)) as Node[]).length, 1);
      assert.deepEqual(await exec(two), []);
    } finally {
      await one.close();
      await two.close();
      await adminDb.query(`drop database if exists ${name} with (force)`);
      await adminDb.end();
    }
  });
});
