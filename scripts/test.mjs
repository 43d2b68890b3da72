#!/usr/bin/env node
// Runs the test suites with Node's own test runner (TypeScript through scripts/source.mjs).
//   node scripts/test.mjs            unit + api + e2e (browser tests; skipped with a message when Chromium is absent)
//   node scripts/test.mjs unit|api|e2e
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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Builds the web app, then for each e2e server (e2e/server.ts, or the one a test file names on a line
 * `e2e-server: e2e/<name>.ts` near its top) starts it on a free port, runs its browser tests against it and stops it.
 * The groups run side by side (their servers hold separate data); inside a group the files run one after another in
 * name order, since a test leaves what the next one needs.
 */
async function runE2e(files) {
  if (!existsSync(chromium)) {
    console.log(`# e2e: skipped — no Chromium at ${chromium} (apt-get install -y chromium fonts-noto-cjk)`);
    return true;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@flp/web'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) return false;
  const byServer = new Map();
  for (const f of files) {
    const named = readFileSync(f, 'utf8')
      .slice(0, 2000)
      .match(/e2e-server: (e2e\/[\w-]+\.ts)/);
    const server = named ? named[1] : 'e2e/server.ts';
    byServer.set(server, [...(byServer.get(server) ?? []), f]);
  }
  const results = await Promise.all([...byServer].map(([script, group]) => runAgainst(script, group)));
  return results.every(Boolean);
}

async function runAgainst(script, files) {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', SOURCE, script, String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  try {
    // A server builds its database and seeds the demo before it answers: about a minute and a half on a quiet 2-core
    // machine, several minutes when other work shares it. The bound is for a server that hangs, not a guess at speed.
    const ended = new Promise((resolve) => server.on('exit', () => resolve(false)));
    if (!(await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 900_000), ended]))) {
      console.error(`# e2e: the server ${script} ended or did not answer on port ${port} within 15 minutes`);
      return false;
    }
    const tests = spawn(process.execPath, ['--import', SOURCE, '--test', '--test-concurrency=1', ...files], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', E2E_BASE: `http://127.0.0.1:${port}` },
    });
    return await new Promise((resolve) => tests.on('exit', (code) => resolve(code === 0)));
  } finally {
    server.kill('SIGTERM');
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
async function withTemplates(run) {
  const folder = mkdtempSync(join(tmpdir(), 'flp-templates-'));
  try {
    // The two templates side by side (each mostly waits on its own database).
    const made = await Promise.all(
      ['plain', 'demo'].map(
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
    dropTemplateDatabases(folder);
    rmSync(folder, { recursive: true, force: true });
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
let failed = false;
for (const suite of wanted) {
  const files = suites[suite]?.();
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
  else if (suite === 'api') passed = await withTemplates((env) => runFiles(files, env));
  else if (suite === 'api:postgres') {
    if (!process.env.TEST_DATABASE_URL) {
      console.error('api:postgres needs TEST_DATABASE_URL (and TEST_REDIS_URL) — see docs/testing.md');
      process.exit(2);
    }
    passed = await withTemplates((env) => runFiles(files, env));
  } else passed = runFiles(files, {});
  if (!passed) failed = true;
  console.log(`# ${suite}: ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(failed ? 1 : 0);
