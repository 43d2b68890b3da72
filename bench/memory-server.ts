/**
 * The server the memory benchmark measures: the production app on an embedded PGlite database in a temporary folder,
 * reporting its memory as one JSON line on stdout when sent SIGUSR2 (after a full garbage collection when node runs
 * with --expose-gc). Started by bench/memory.bench.ts only.
 */
process.env.TZ ??= 'Asia/Shanghai';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const [port, dataDir] = [Number(process.argv[2]), process.argv[3]];
const app = await buildApp(
  loadConfig({ DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'on', HOST: '127.0.0.1' }),
  { logger: false },
);
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ memory: m })}\n`);
});
process.stdout.write('ready\n');
for (const s of ['SIGTERM', 'SIGINT'] as const) process.on(s, () => app.close().then(() => process.exit(0)));
