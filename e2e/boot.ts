/**
 * How a browser-test server starts (server.ts, ledger-server.ts): the production app with the test seams switched on
 * (reading a captcha code), on an in-memory database of its own, serving the built web app, its files in a folder of
 * its own (DATA_DIR, which the runner makes and removes). When the runner made the demo template
 * (TEST_DB_TEMPLATES, apps/server/test/support/templates.ts) the database starts from it — migrated and seeded with the
 * demo, about a second — and the app's start still runs every migration and seed over it; else it seeds from nothing.
 */
process.env.TZ ??= 'Asia/Shanghai';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { templateFor } from '../apps/server/test/support/templates';

export async function bootServer(port: number): Promise<FastifyInstance> {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const template = await templateFor({ demo: true, dataDir, postgres: false });
  return buildApp(
    loadConfig({
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
    }),
    { testSeams: true, logger: false, databaseTemplate: template && 'blob' in template ? template.blob : undefined },
  );
}

/** Listens, says so (the runner waits for /api/health), and closes on the runner's signal. */
export async function serve(app: FastifyInstance, port: number, what: string) {
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`${what} on ${port}`);
  for (const s of ['SIGTERM', 'SIGINT'] as const) process.on(s, () => app.close().then(() => process.exit(0)));
}
