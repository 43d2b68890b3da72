/**
 * Excel export (platform/crud/export.ts): `GET /api/blade-system/param/export` of 100,000 parameters of one tenant,
 * streamed to a client that reads and counts the bytes. Prints rows/s, the file size, time to the first byte and the
 * server process's peak resident set during the export (sampled every 20 ms) beside its resident set before. The
 * database is the embedded one (in the same process: its pages count in the RSS) unless --pg, which runs on
 * BENCH_DATABASE_URL. Not a test: nothing here asserts.
 *
 *   npm run bench -- export [--rows 100000] [--pg]
 */
process.env.TZ ??= 'Asia/Shanghai';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { repos } from '../apps/server/src/modules/system/repos';
import { systemContext } from '../apps/server/src/platform/tenancy/context';
import { adminHeaders, arg, freshDatabase } from './setup';

const ROWS = Number(arg('rows', '100000'));
const PG = process.argv.includes('--pg');
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const pg = PG ? await freshDatabase('flp_bench_export') : undefined;
const app = await buildApp(
  loadConfig({
    DATABASE_URL: pg?.url ?? 'memory://',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'flp-bench-export-')),
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
  }),
);
try {
  const db = app.appContext.database.owner;
  const ctx = systemContext('000000');
  const started = Date.now();
  for (let i = 0; i < ROWS; i += 10_000) {
    const batch = Array.from({ length: Math.min(10_000, ROWS - i) }, (_, j) => ({
      paramName: `基准参数 ${i + j}`,
      paramKey: `bench.export.${i + j}`,
      paramValue: String((i + j) * 7),
      remark: '导出基准',
    }));
    await repos.param.insertMany(db, ctx, batch);
  }
  console.log(`seeded ${ROWS} parameters in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = await adminHeaders(base);

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/blade-system/param/export?paramKey=bench.export`, { headers });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - t0;
    bytes += chunk.length;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const rows = Number(res.headers.get('x-total-count'));
  console.log(`database: ${PG ? 'PostgreSQL' : 'embedded (PGlite, in process)'}`);
  console.log(`rows exported:      ${rows}`);
  console.log(`file size:          ${MB(bytes)} (${bytes} bytes)`);
  console.log(`time:               ${seconds.toFixed(1)} s (first byte after ${firstByte.toFixed(0)} ms)`);
  console.log(`throughput:         ${Math.round(rows / seconds)} rows/s`);
  console.log(`RSS before / peak:  ${MB(before)} / ${MB(peak)} (+${MB(peak - before)})`);
} finally {
  await app.close();
  await pg?.drop();
}
