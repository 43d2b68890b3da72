#!/usr/bin/env node
// Runs the test suites with Node's own test runner (TypeScript through scripts/source.mjs).
//   node scripts/test.mjs            unit + api + e2e (browser tests; skipped with a message when Chromium is absent)
//   node scripts/test.mjs unit|api|e2e
//   node scripts/test.mjs e2e receipts,loan-flow     only the files whose paths contain one of these
// Unit tests: *.test.ts under packages/, apps/server/src and apps/web/src. API tests: apps/server/test/**/*.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
/** Runs the TypeScript source as the bundle runs it (tsx and text imports). */
const SOURCE = new URL('./source.mjs', import.meta.url).pathname;

function find(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) find(p, out);
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const suites = {
  unit: () => [
    ...find(join(root, 'packages')),
    ...find(join(root, 'apps/server/src')),
    ...find(join(root, 'apps/web/src')),
  ],
  api: () => find(join(root, 'apps/server/test')),
  // The API pass on PostgreSQL + Redis (TEST_DATABASE_URL, TEST_REDIS_URL) is aimed at what differs between the
  // databases: each file that exercises such a thing says so on a line `// postgres: <what>`. The rest runs the same
  // code on the same SQL; the drivers' types are held equal (smoke.test.ts). `npm run test:api` with the two
  // variables still runs every file on PostgreSQL.
  'api:postgres': () => find(join(root, 'apps/server/test')).filter((f) => postgresReason(f)),
  e2e: () => find(join(root, 'e2e')),
};

function postgresReason(file) {
  return readFileSync(file, 'utf8')
    .slice(0, 4000)
    .match(/^\/\/ postgres: (.+)$/m)?.[1];
}

/**
 * The browser the suite drives (passed to the tests as CHROMIUM_PATH): Debian's headless shell when installed — the browser
 * without its window machinery, about a third less CPU for the same pages — else Debian's Chromium.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

/**
 * Builds the web app and the demo template (apps/server/test/support/templates.ts), then runs the browser test files
 * in shards side by side (E2E_CONCURRENCY, the cores by default). A shard is one server — e2e/server.ts, or the one
 * the files name on a line `e2e-server: e2e/<name>.ts` near their top — started from the template on a free port
 * with a data folder of its own, and its files run against it one after another in name order. The shards are fixed
 * by the files alone (the biggest file to the lightest shard), so a run is repeated exactly. Each file's output is
 * printed whole when it ends, then the files' times.
 */
async function runE2e(files) {
  if (!existsSync(chromium)) {
    console.log(
      `# e2e: skipped — no Chromium at ${chromium} (apt-get install -y chromium chromium-headless-shell fonts-noto-cjk)`,
    );
    return true;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@flp/web'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) return false;
  const slots = Number(process.env.E2E_CONCURRENCY) || availableParallelism();
  const shards = e2eShards(files, slots);
  return withTemplates(['demo'], async (env) => {
    const times = [];
    const queue = [...shards];
    const results = await Promise.all(
      Array.from({ length: Math.min(slots, queue.length) }, async () => {
        let ok = true;
        for (let shard = queue.shift(); shard; shard = queue.shift())
          if (!(await runShard(shard.script, shard.files, env, times))) ok = false;
        return ok;
      }),
    );
    console.log('# e2e files, slowest first:');
    for (const [ms, file] of times.sort((a, b) => b[0] - a[0]))
      console.log(`#   ${(ms / 1000).toFixed(1).padStart(6)} s  ${file.slice(root.length)}`);
    return results.every(Boolean);
  });
}

/**
 * The files grouped by the server they name, and the biggest group cut into `slots` shards: each file, biggest
 * first, to the shard with the fewest bytes so far (a file's size is a fair guess at its length). Heaviest shard first.
 */
function e2eShards(files, slots) {
  const byServer = new Map();
  for (const f of files) {
    const named = readFileSync(f, 'utf8')
      .slice(0, 2000)
      .match(/e2e-server: (e2e\/[\w-]+\.ts)/);
    const script = named ? named[1] : 'e2e/server.ts';
    byServer.set(script, [...(byServer.get(script) ?? []), f]);
  }
  const shards = [];
  for (const [script, group] of byServer) {
    const bins = Array.from({ length: group.length > 4 ? slots : 1 }, () => ({ script, files: [], bytes: 0 }));
    for (const f of [...group].sort((a, b) => statSync(b).size - statSync(a).size)) {
      const bin = bins.reduce((a, b) => (b.bytes < a.bytes ? b : a));
      bin.files.push(f);
      bin.bytes += statSync(f).size;
    }
    for (const bin of bins) bin.files.sort();
    shards.push(...bins.filter((b) => b.files.length));
  }
  return shards.sort((a, b) => b.bytes - a.bytes);
}

/** One server and its files, one after another; each file's output printed whole when it ends. */
async function runShard(script, files, env, times) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'flp-e2e-data-'));
  const serverLog = [];
  const server = spawn(process.execPath, ['--import', SOURCE, script, String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, NODE_ENV: 'test', DATA_DIR: dataDir, TZ: process.env.TZ ?? 'Asia/Shanghai' },
  });
  const serverExit = new Promise((resolve) => server.on('exit', () => resolve(false)));
  server.stdout.on('data', (d) => serverLog.push(d));
  server.stderr.on('data', (d) => serverLog.push(d));
  const flushServerLog = () => process.stdout.write(Buffer.concat(serverLog.splice(0)));
  try {
    // The bound is for a server that hangs, not a guess at speed (a loaded machine is slow).
    if (!(await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 600_000), serverExit]))) {
      console.log(`# e2e: the server ${script} ended or did not answer on port ${port} within 10 minutes`);
      flushServerLog();
      return false;
    }
    let ok = true;
    for (const file of files) {
      const started = Date.now();
      const output = [];
      const tests = spawn(
        process.execPath,
        ['--import', SOURCE, '--test', '--test-reporter=tap', '--test-reporter-destination=stdout', file],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          cwd: root,
          env: { ...process.env, NODE_ENV: 'test', CHROMIUM_PATH: chromium, E2E_BASE: `http://127.0.0.1:${port}` },
        },
      );
      tests.stdout.on('data', (d) => output.push(d));
      tests.stderr.on('data', (d) => output.push(d));
      const passed = await new Promise((resolve) => tests.on('exit', (code) => resolve(code === 0)));
      times.push([Date.now() - started, file]);
      if (!passed) ok = false;
      process.stdout.write(
        `# e2e file ${file.slice(root.length)} (server ${script}): ${passed ? 'passed' : 'FAILED'}\n`,
      );
      process.stdout.write(Buffer.concat([...serverLog.splice(0), ...output]));
    }
    return ok;
  } finally {
    server.kill('SIGTERM');
    await serverExit;
    flushServerLog();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether `url` answered 200 within `ms`, asked every 300 ms. */
async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** Test files run side by side, one process each: as many as the machine has cores (TEST_CONCURRENCY overrides). */
const concurrency = Number(process.env.TEST_CONCURRENCY) || availableParallelism();

/** TAP as before, and at the end the slowest files (scripts/file-times.mjs): where the suite's time goes. */
const REPORTERS = [
  '--test-reporter=tap',
  '--test-reporter-destination=stdout',
  `--test-reporter=${new URL('./file-times.mjs', import.meta.url).pathname}`,
  '--test-reporter-destination=stdout',
];

function runFiles(files, env) {
  const r = spawnSync(
    process.execPath,
    ['--import', SOURCE, '--test', `--test-concurrency=${concurrency}`, ...REPORTERS, ...files],
    {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', ...env },
    },
  );
  return r.status === 0;
}

/**
 * Runs the API tests over the run's database templates (apps/server/test/support/templates.ts): built once here,
 * named to every test process in TEST_DB_TEMPLATES, removed afterwards (PostgreSQL's template databases dropped).
 */
async function withTemplates(kinds, run) {
  // CI names one folder for its embedded-database stages (.ci/run), so the browser stage opens the templates the API
  // stage made; a template from another day is not used (templates.ts), so a kept folder cannot serve stale data.
  const kept = !process.env.TEST_DATABASE_URL && process.env.KEEP_TEST_DB_TEMPLATES;
  const folder = kept || mkdtempSync(join(tmpdir(), 'flp-templates-'));
  try {
    // The templates side by side (each mostly waits on its own database).
    const made = await Promise.all(
      kinds
        .filter((kind) => !(kept && existsSync(join(folder, `${kind}.json`))))
        .map(
          (kind) =>
            new Promise((resolve) => {
              const child = spawn(
                process.execPath,
                ['--import', SOURCE, 'apps/server/test/support/make-templates.ts', folder, kind],
                { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'test' } },
              );
              child.on('exit', (code) => resolve(code === 0));
            }),
        ),
    );
    if (made.includes(false)) return false;
    return run({ TEST_DB_TEMPLATES: folder });
  } finally {
    if (!kept) {
      dropTemplateDatabases(folder);
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

function dropTemplateDatabases(folder) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const names = ['plain', 'demo']
    .map((kind) => join(folder, `${kind}.json`))
    .filter((p) => existsSync(p))
    .map((p) => JSON.parse(readFileSync(p, 'utf8')).name);
  if (!names.length) return;
  const script = `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(async () => { for (const d of process.argv.slice(2)) await c.query('drop database if exists ' + d + ' with (force)'); await c.end(); });`;
  spawnSync(process.execPath, ['-e', script, base, ...names], { stdio: 'inherit', cwd: join(root, 'apps/server') });
}

const wanted = process.argv[2] ? [process.argv[2]] : ['unit', 'api', 'e2e'];
/** `node scripts/test.mjs e2e receipts,loan-flow`: only the files whose paths contain one of the comma list. */
const only = process.argv[3]?.split(',').filter(Boolean);
let failed = false;
for (const suite of wanted) {
  const all = suites[suite]?.();
  const files = only ? all?.filter((f) => only.some((o) => f.includes(o))) : all;
  if (!files) {
    console.error(`unknown suite ${suite}`);
    process.exit(2);
  }
  if (files.length === 0) {
    console.log(`# ${suite}: no test files`);
    continue;
  }
  console.log(`# ${suite}: ${files.length} files`);
  const started = Date.now();
  let passed;
  if (suite === 'e2e') passed = await runE2e(files);
  else if (suite === 'api') passed = await withTemplates(['plain', 'demo'], (env) => runFiles(files, env));
  else if (suite === 'api:postgres') {
    if (!process.env.TEST_DATABASE_URL) {
      console.error('api:postgres needs TEST_DATABASE_URL (and TEST_REDIS_URL) — see docs/testing.md');
      process.exit(2);
    }
    passed = await withTemplates(['plain', 'demo'], (env) => runFiles(files, env));
  } else passed = runFiles(files, {});
  if (!passed) failed = true;
  console.log(`# ${suite}: ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(failed ? 1 : 0);
