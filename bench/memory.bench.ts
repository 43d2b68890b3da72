/**
 * Memory under a long fuzz run (issue 9, item 18): the server on its embedded database, in its own process, receives
 * the fuzz cases of the API suite round after round (about 3,500 requests each: bad values, malformed bodies, sign-ins,
 * writes) and, as administrators do all day, 1,000 changes that drop the permission caches (clear-cache) each followed
 * by a signed-in call; its resident set and heap are read after every round (after a full collection). Healthy means
 * a plateau after warm-up. Prints a table; asserts nothing.
 *
 *   node --import ./scripts/source.mjs bench/memory.bench.ts [--rounds 10] [--per-operation 24]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { md5 } from '../apps/server/src/platform/auth/password';
import { type FuzzCase, fuzzCases, type OpenApiDoc, requestOf } from '../apps/server/test/fuzz/cases';
import { arg } from './setup';

const ROUNDS = Number(arg('rounds', '10'));
const PER_OPERATION = Number(arg('per-operation', '24'));
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const MB = (n: number) => (n / 1024 / 1024).toFixed(0);

const port = await new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const p = (srv.address() as { port: number }).port;
    srv.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'flp-memory-'));
const child = spawn(
  process.execPath,
  ['--expose-gc', '--import', './scripts/source.mjs', 'bench/memory-server.ts', String(port), dataDir],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const lines = createInterface({ input: child.stdout! });
const waiting: ((line: string) => void)[] = [];
lines.on('line', (l) => waiting.shift()?.(l));
const nextLine = () => new Promise<string>((r) => waiting.push(r));
await nextLine(); // ready
const base = `http://127.0.0.1:${port}`;

/** The child's memory: resident set from /proc, heap and the rest from the process after a collection. */
async function sample() {
  const line = nextLine();
  child.kill('SIGUSR2');
  const { memory } = JSON.parse(await line) as { memory: NodeJS.MemoryUsage };
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  return { rss, heap: memory.heapUsed, external: memory.external, buffers: memory.arrayBuffers };
}

async function signIn(): Promise<string> {
  const res = await fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`,
    { method: 'POST', headers: { authorization: BASIC } },
  );
  return ((await res.json()) as { access_token: string }).access_token;
}

async function replay(cases: FuzzCase[], token: string): Promise<{ token: string; statuses: Record<number, number> }> {
  const statuses: Record<number, number> = {};
  for (const c of cases) {
    const { headers, body } = requestOf(c, token, BASIC);
    const res = await fetch(`${base}${c.url}`, { method: c.method, headers, body });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status === 401) {
      const info = await fetch(`${base}/api/blade-user/info`, { headers: { 'blade-auth': `bearer ${token}` } });
      await info.arrayBuffer();
      if (info.status === 401) token = await signIn();
    }
  }
  return { token, statuses };
}

/** Each clear-cache starts a new permission-cache generation for the tenant; the next call builds a new context. */
async function cacheChurn(token: string, times: number) {
  const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC };
  for (let i = 0; i < times; i++) {
    await (await fetch(`${base}/api/blade-auth/oauth/clear-cache`, { headers })).arrayBuffer();
    await (await fetch(`${base}/api/blade-user/info`, { headers })).arrayBuffer();
  }
}

try {
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenApiDoc;
  const cases = fuzzCases(doc, { seed: 20261123, perOperation: PER_OPERATION });
  let token = await signIn();
  const rows: string[][] = [];
  const start = await sample();
  rows.push(['start', '0', MB(start.rss), MB(start.heap), MB(start.external), '']);
  const t0 = performance.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const r = await replay(cases, token);
    token = r.token;
    await cacheChurn(token, 1000);
    const m = await sample();
    const fives = Object.entries(r.statuses)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    rows.push([String(round), String(round * cases.length), MB(m.rss), MB(m.heap), MB(m.external), String(fives)]);
    console.log(`round ${round}: rss ${MB(m.rss)} MB, heap ${MB(m.heap)} MB, external ${MB(m.external)} MB`);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(`\n${ROUNDS} rounds of ${cases.length} fuzz requests in ${seconds.toFixed(0)} s (embedded PGlite)\n`);
  console.log('| round | requests | RSS MB | heap MB | external MB | 5xx |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
