/**
 * The server for browser tests: the production app with the test seams switched on (reading a captcha code), on a
 * fresh in-memory database, serving the built web app. Only tests start it; the production entry point is main.ts.
 *   node --import ./scripts/source.mjs e2e/server.ts <port>
 */
process.env.TZ ??= 'Asia/Shanghai';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { seedOverdueFixture } from './fixtures/overdue';

const port = Number(process.argv[2] ?? 8097);
const app = await buildApp(
  loadConfig({ DATABASE_URL: 'memory://', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' }),
  {
    testSeams: true,
    logger: false,
  },
);
// Browser-test data the demo seed does not make yet (an IOU for the overdue screens).
await seedOverdueFixture(app);
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on ${port}`);
for (const s of ['SIGTERM', 'SIGINT'] as const) process.on(s, () => app.close().then(() => process.exit(0)));
