#!/usr/bin/env node
// CI's start stage: what a new user runs, run as they run it. Clones the committed tree afresh, runs the README's
// first command exactly as written (`npm ci && npm start`), and checks the built product — not the source — serves:
//   1. first start: health, the web app and its assets, admin signs in, demo data in every area;
//   2. a restart on the same data directory: the same data, nothing seeded twice;
//   3. SEED_DEMO=off on a new data directory: the platform without demo data;
//   4. NODE_ENV=production with a JWT_SECRET on the first start's data: starts, the demo there, the API documentation
//      off; and without a JWT_SECRET it refuses to start, naming the variable.
// The environment adds only PORT (a free one), CAPTCHA=off (so a script can sign in; the captcha has its own tests)
// and LOG_LEVEL=warn. Usage: node scripts/start-check.mjs [--keep]   (--keep leaves the clone for inspection)
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const keep = process.argv.includes('--keep');
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** The first command of the README's "Run it" section, as a user copies it. */
function readmeCommand(readme) {
  const block = readme.match(/## Run it\s+```bash\n([^\n]+)\n/);
  if (!block) throw new Error('README: no ```bash block under "## Run it"');
  return block[1].trim();
}

/** The environment without the product's own settings: each run names the ones it sets. */
const SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'NODE_ENV',
  'SEED_DEMO',
  'WEB_DIR',
];
const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SETTINGS.includes(k)));

/** A shell command in its own process group (npm → node), its output kept for a failure's report. */
function launch(command, cwd, env) {
  const child = spawn('sh', ['-c', command], { cwd, env: { ...inherited, ...env }, detached: true });
  const out = [];
  const keepTail = (b) => {
    out.push(b.toString());
    if (out.length > 400) out.shift();
  };
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    output: () => out.join(''),
    exited,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(base, proc, ms) {
  const end = Date.now() + ms;
  let exited = false;
  proc.exited.then(() => {
    exited = true;
  });
  while (Date.now() < end) {
    if (exited) throw new Error(`the process ended before answering /api/health:\n${proc.output().slice(-4000)}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no healthy answer from ${base} in ${ms / 1000} s:\n${proc.output().slice(-4000)}`);
}

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
  console.log(`  ✓ ${message}`);
}

/** Signs in as admin and answers a caller of the API (GET, or POST with a body), failing on any non-200. */
async function signIn(base) {
  const res = await fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`,
    { method: 'POST', headers: { authorization: BASIC, 'tenant-id': '000000' } },
  );
  const body = await res.json();
  check(res.status === 200 && body.access_token, `admin signs in (${res.status} ${body.error_description ?? ''})`);
  return async (path, payload) => {
    const r = await fetch(`${base}/api${path}`, {
      method: payload ? 'POST' : 'GET',
      headers: {
        authorization: BASIC,
        'blade-auth': `bearer ${body.access_token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const text = await r.text();
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${text.slice(0, 300)}`);
    return JSON.parse(text).data;
  };
}

/** The demo's counts in every area; each must be above zero when the demo was seeded. */
async function areaCounts(api) {
  const page = '?current=1&size=1';
  const header = await api('/rzzl_qy/cockpit/cockpit/getIndexHeader');
  return {
    customers: (await api(`/rzzl_qy/customer/basicinfo/page${page}`)).total,
    projects: (await api(`/rzzl_qy/processpro/processpro/page${page}`)).total,
    contracts: (await api(`/rzzl_qy/contract/contract/page${page}`)).total,
    ious: (await api(`/rzzl_qy/iou/iou/page${page}`)).total,
    standingBook: (await api('/rzzl_qy/standingBook/standingbook/list', { current: 1, size: 1 })).total,
    cockpitIous: header.iouCount,
    menus: (await api('/blade-system/menu/routes')).length,
  };
}

async function webApp(base) {
  const html = await (await fetch(`${base}/`)).text();
  check(html.includes('<div id="root">'), 'the web app is served at /');
  // Vite writes relative links (./assets/…): the script, its preloads and the styles.
  const assets = [...html.matchAll(/(?:src|href)="\.?\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  check(
    assets.some((a) => a.endsWith('.js')),
    'index.html names its script',
  );
  const missing = [];
  for (const a of assets) if ((await fetch(`${base}/${a}`)).status !== 200) missing.push(a);
  check(missing.length === 0, `its ${assets.length} assets are served ${missing.join(' ')}`);
}

/**
 * Runs `command` in the clone with `env` on a free port until it answers /api/health, then `checks(url)`, and stops
 * it whatever happened.
 */
async function serving(label, clone, command, env, limitMs, checks) {
  const url = `http://127.0.0.1:${await freePort()}`;
  const started = Date.now();
  const proc = launch(command, clone, { ...env, PORT: new URL(url).port });
  try {
    await waitForHealth(url, proc, limitMs);
    console.log(`${label}: healthy after ${seconds(started)}`);
    return await checks(url);
  } finally {
    await proc.stop();
  }
}

async function run() {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'flp-start-'));
  const clone = join(work, 'flp');
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, clone]);
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: clone });
  const command = readmeCommand(readFileSync(join(clone, 'README.md'), 'utf8'));
  console.log(`start check: ${commit.slice(0, 10)} cloned to ${clone}; the README's command: ${command}`);
  const base = { CAPTCHA: 'off', LOG_LEVEL: 'warn' };
  const minutes = (n) => n * 60_000;
  try {
    // 1. The README's command on a fresh clone: install, build, first start with the demo.
    const first = await serving(`1. "${command}"`, clone, command, base, minutes(15), async (url) => {
      await webApp(url);
      const counts = await areaCounts(await signIn(url));
      for (const [area, n] of Object.entries(counts)) check(n > 0, `demo data: ${area} ${n}`);
      return counts;
    });

    // 2. A restart on the same data directory: the same rows, nothing seeded again.
    await serving('2. restart on ./data', clone, 'npm run serve', base, minutes(5), async (url) => {
      const again = await areaCounts(await signIn(url));
      check(JSON.stringify(again) === JSON.stringify(first), `the same data after a restart ${JSON.stringify(again)}`);
    });

    // 3. SEED_DEMO=off on a new data directory: the platform, no demo rows.
    const empty = { ...base, SEED_DEMO: 'off', DATA_DIR: join(work, 'data-empty') };
    await serving('3. SEED_DEMO=off', clone, 'npm run serve', empty, minutes(5), async (url) => {
      const counts = await areaCounts(await signIn(url));
      check(counts.menus > 0, `menus seeded (${counts.menus})`);
      for (const area of ['customers', 'projects', 'contracts', 'ious', 'standingBook', 'cockpitIous'])
        check(counts[area] === 0, `no demo ${area}`);
    });

    // 4. Production: refuses to start without a JWT_SECRET; with one, serves the demo and hides the API docs. On the
    // first start's ./data (as a trial install is put into service): the demo seed is the same code in either mode
    // and step 1 ran it, so a second seeding (a minute on this machine) would test nothing new.
    const production = { ...base, NODE_ENV: 'production' };
    const refused = launch('npm run serve', clone, production);
    const end = await refused.exited;
    check(end.code !== 0 && /JWT_SECRET/.test(refused.output()), 'production without JWT_SECRET refuses, naming it');
    const secret = { ...production, JWT_SECRET: 'start-check-secret-0123456789abcdefghij' };
    await serving('4. NODE_ENV=production', clone, 'npm run serve', secret, minutes(5), async (url) => {
      await webApp(url);
      const counts = await areaCounts(await signIn(url));
      check(counts.ious > 0 && counts.customers > 0, `demo data in production (${counts.ious} IOUs)`);
      check((await fetch(`${url}/api/docs/json`)).status === 404, 'API documentation off in production');
    });
    console.log(`start check passed in ${seconds(started)}`);
  } finally {
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

run().catch((e) => {
  console.error(`start check FAILED: ${e.message}`);
  process.exit(1);
});
