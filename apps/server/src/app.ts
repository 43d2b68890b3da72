import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { activeTenantIds, createSystemServices } from './modules/system/services';
import { JobScheduler } from './platform/jobs';
import { loadModules } from './platform/modules';
import type { ModuleHost } from './modules/host';
import { MODULES } from './modules';
import { installApiLog } from './platform/audit/api-log';
import { AuditTrail } from './platform/audit/trail';
import { installGuard } from './platform/auth/guard';
import { ResourceEvents } from './platform/crud/events';
import { assertReferencesResolve } from './platform/crud/references';
import { CaptchaService } from './platform/auth/captcha';
import { registerTicketRoute, TicketService } from './platform/auth/tickets';
import { TokenService } from './platform/auth/tokens';
import { type Database, openDatabase } from './platform/db/database';
import { businessTimeZone } from './platform/db/time';
import { ok } from './platform/http/envelope';
import { registerHistoryRoutes } from './platform/history/routes';
import { installErrorHandler } from './platform/http/error-handler';
import { installInputGuard } from './platform/http/input-guard';
import { loggerOptions } from './platform/http/logging';
import { installOpenApi } from './platform/http/openapi';
import { setPageCountCap } from './platform/crud/repository';
import { installSecurityHeaders } from './platform/http/security-headers';
import { AJV_OPTIONS } from './platform/http/validation';
import { RealtimeHub } from './platform/realtime/hub';
import { WorkerPool } from './platform/workers/pool';
import { installRealtime } from './platform/realtime/routes';
import { type KvStore, MemoryKvStore, RedisKvStore } from './platform/store/kv';

export interface BuildOptions {
  /**
   * Test-only seams (reading a captcha code without an image). Only tests pass this; the production entry point
   * (main.ts) never does, so a deployed server cannot enable it by any setting.
   */
  testSeams?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what the log would keep). */
  logStream?: { write(line: string): void };
  /** Start the job scheduler (default: as the configuration says, but never under test seams unless asked). */
  startJobs?: boolean;
  /** Tests: open the memory:// database from this dump of a migrated and seeded one (test/support/templates.ts). */
  databaseTemplate?: Blob;
}

export interface AppContext {
  config: Config;
  database: Database;
  store: KvStore;
  tokens: TokenService;
  captcha: CaptchaService;
  /** Pushes to browsers (websocket), across instances through Redis when it is configured. */
  hub: RealtimeHub;
  /** "Resource changed", told after each write commits (caches and other modules listen). */
  events: ResourceEvents;
  /** Scheduled jobs (platform/jobs): run now, settings, runs. */
  jobs: JobScheduler;
  /** Worker threads for reading customers' files off the event loop (platform/workers; tasks in src/worker.ts). */
  workers: WorkerPool;
  /** The API and usual logs' trail (platform/audit): calls and business events, written by the log module. */
  audit: AuditTrail;
}

declare module 'fastify' {
  interface FastifyInstance {
    appContext: AppContext;
  }
}

/** Builds the whole server: platform machinery first, then the business modules. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  setPageCountCap(config.pageCountCap);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    appRole: config.dbAppRole,
    template: opts.databaseTemplate,
  });
  const store: KvStore = config.redisUrl
    ? RedisKvStore.connect(config.redisUrl, config.redisPrefix)
    : new MemoryKvStore();
  const tokens = new TokenService(config.jwtSecret);
  const captcha = new CaptchaService(store);
  const hub = new RealtimeHub(config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : undefined);

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 10 * 1024 * 1024,
    // Forwarded headers are believed only from the proxies the configuration names (none by default).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: AJV_OPTIONS,
  });
  // Route schemas document the API; the handlers validate with the definitions' own messages.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  installInputGuard(app);
  const events = new ResourceEvents(app.log);
  const audit = new AuditTrail({ log: app.log, env: config.production ? 'prod' : 'dev' });
  // Scheduled jobs: per-tenant jobs read the active tenants through the system module's services.
  const jobs = new JobScheduler({
    database,
    audit,
    activeTenantIds: () => database.tenancy.asPlatform('job scheduling', () => activeTenantIds(database.db)),
    log: app.log,
  });
  // The worker entry beside this file: worker.ts from source, worker.js in the bundle (build.mjs builds both).
  const workers = new WorkerPool({
    entry: new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url),
    log: app.log,
  });
  const ctx: AppContext = { config, database, store, tokens, captcha, hub, events, jobs, workers, audit };
  app.decorate('appContext', ctx);
  const webDir = findWebDir(config);
  installErrorHandler(app, { spaIndex: !!webDir });
  await installSecurityHeaders(app);
  // The request id travels back, so a user's report ("trace id …") finds its log lines.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  await installOpenApi(app, { ui: config.apiDocs });

  const system = createSystemServices(database.db, store, database.tenancy);
  const tickets = new TicketService(store);
  const auth = installGuard(app, { tokens, store, identity: system.identity, tickets, tenancy: database.tenancy });
  registerTicketRoute(app, tickets);
  installApiLog(app, audit);

  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['Platform'], summary: 'health check' } },
    async (_req, reply) => {
      try {
        await database.ping();
        // The business time zone (TZ): browsers show their own stamps in it, as the server's are.
        return ok({ status: 'UP', database: database.kind, timeZone: businessTimeZone() });
      } catch {
        return reply
          .status(503)
          .send({ code: 503, success: false, data: { status: 'DOWN' }, msg: 'database unavailable' });
      }
    },
  );

  await installRealtime(app, { hub, auth, tickets });
  // The business modules, each from its manifest (modules/index.ts): registered in order, each given only the
  // interfaces of the modules it declares it uses.
  const host: ModuleHost = {
    ...ctx,
    app,
    db: database.db,
    system,
    demo: config.seedDemo,
    testSeams: opts.testSeams === true,
  };
  const modules = await loadModules(host, MODULES);
  registerHistoryRoutes(app, { db: database.db }); // common/modify: the history of resources defined with history: true
  jobs.registry.register(...modules.jobs);
  // Open tabs reload their menus and buttons when grants or menus change (spec: menus follow grants).
  system.identity.onChange((tenantId) => hub.publish({ tenantId, userId: '*' }, { type: 'menus', payload: {} }));

  // A reference to a resource nobody serves is a programming slip: the server refuses to start with it.
  assertReferencesResolve();
  // The platform's defaults (every module's boot: the platform tenant, default models, code trees) and the demo data,
  // before any request: one transaction as the tables' owner (the seeds write every tenant's rows, each naming its
  // tenant).
  await database.tenancy.asPlatform('startup seeding', async () => {
    await modules.boot();
    if (config.seedDemo) await modules.demo();
  });
  // Runs a crash left 'running' are closed as failed; the timers start unless switched off (JOBS=off, tests).
  await jobs.failInterrupted();
  if (opts.startJobs ?? (config.jobs && !opts.testSeams)) await jobs.start();
  app.addHook('preClose', () => jobs.stop());
  if (webDir) {
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: true });
  }

  app.addHook('onClose', async () => {
    await audit.flush();
    await workers.close();
    await database.close();
    await store.close();
    await hub.close();
  });
  return app;
}

/** The built web app served at '/' (apps/web/dist, or WEB_DIR), when it exists. */
function findWebDir(config: Config): string | undefined {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const candidates = config.webDir
    ? [resolve(config.webDir)]
    : [join(here, '../../web/dist'), join(here, '../../../apps/web/dist')];
  return candidates.find((d) => existsSync(join(d, 'index.html')));
}
