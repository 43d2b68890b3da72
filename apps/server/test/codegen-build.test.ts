/**
 * 代码生成's proof (issue 34 item 3): code generated for a new table, dropped into a copy of the tree as its README
 * says — files unzipped, the listed lines added, the migration generated with drizzle-kit — builds and serves. The
 * copy's server is bundled with esbuild (as apps/server/build.mjs does), started on a database made from this test
 * app's (migrated and seeded, without the new table: the copy's new migration makes it), and the new resource's calls
 * answer; the copy's web page registry, with the new screen, is bundled too. About 20–40 s (drizzle-kit ~7 s, the two
 * bundles a few seconds, the copied app's start): a file of its own. docs/testing.md "代码生成".
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { after, before, test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { BASIC, type Session, client, ok, signIn, testApp } from './helpers';

const ROOT = resolve(import.meta.dirname, '../../..');
const CODE = '/api/blade-develop/code';

let app: FastifyInstance;
let admin: Session;
let copy: string;
let built: FastifyInstance | undefined;

before(async () => {
  app = await testApp();
  admin = await signIn(app);
  copy = mkdtempSync(join(tmpdir(), 'flp-codegen-'));
});
after(async () => {
  await built?.close();
  await app.close();
  // KEEP_CODEGEN_COPY=1 leaves the copy to look at (its path is logged).
  if (process.env.KEEP_CODEGEN_COPY) console.log(`copy kept: ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
});

/**
 * The sources of the tree (not its data, builds or tests) copied; node_modules a folder of links to the real one's
 * packages, but for the workspace's own (@flp/*), which point into the copy, as npm links them.
 */
function copyTree(to: string) {
  const parts = [
    'package.json',
    'tsconfig.base.json',
    'scripts/source.mjs',
    'scripts/text-import-hooks.mjs',
    'packages/shared/package.json',
    'packages/shared/tsconfig.json',
    'packages/shared/src',
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'apps/server/drizzle.config.ts',
    'apps/server/src',
    'apps/server/drizzle',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'apps/web/src',
  ];
  for (const p of parts) cpSync(join(ROOT, p), join(to, p), { recursive: true });
  symlinkSync(join(ROOT, 'apps/server/node_modules'), join(to, 'apps/server/node_modules'));
  const modules = join(to, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name === '@flp') continue;
    symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  mkdirSync(join(modules, '@flp'));
  for (const [name, dir] of [
    ['shared', 'packages/shared'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ])
    symlinkSync(join(to, dir), join(modules, '@flp', name));
}

/** Writes the zip's files under `to`, refusing any path that would leave it. */
function unzipInto(zip: Uint8Array, to: string) {
  const files = unzipSync(zip);
  for (const [path, bytes] of Object.entries(files)) {
    const target = resolve(to, path);
    assert.ok(target.startsWith(to + sep), `${path} stays inside the tree`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  return files;
}

/**
 * The README's lines added as a developer would: under each `### <file>` heading, an import after the file's last
 * import, a list entry (`  name,`) at the end of the file's exported list, any other line at the end.
 */
function applyReadme(readme: string, to: string) {
  const blocks = [...readme.matchAll(/^### (\S+)\n\n```ts\n([\s\S]*?)```/gm)];
  assert.ok(blocks.length >= 4, 'the README names the lists to add to');
  for (const [, file, body] of blocks) {
    const path = join(to, file);
    let text = readFileSync(path, 'utf8');
    for (const line of body.split('\n').filter(Boolean)) {
      if (line.startsWith('import ')) {
        const at = text.lastIndexOf('\nimport ');
        const end = text.indexOf(';\n', at) + 2;
        text = `${text.slice(0, end)}${line}\n${text.slice(end)}`;
      } else if (/^\s+\w+,$/.test(line)) {
        const list = text.indexOf('export const ', text.lastIndexOf('\nimport '));
        const close = text.indexOf('\n];', list);
        assert.ok(list >= 0 && close > list, `${file} has its list`);
        text = `${text.slice(0, close)}\n${line}${text.slice(close)}`;
      } else text += `${line}\n`;
    }
    writeFileSync(path, text);
  }
}

test('generated code for a new table, dropped into a copy of the tree, builds and serves its screen', async (t) => {
  // Each stage's time, in the output: the file is slow, and this says where.
  let last = Date.now();
  const stage = (name: string) => {
    t.diagnostic(`${name}: ${((Date.now() - last) / 1000).toFixed(1)} s`);
    last = Date.now();
  };
  const c = client(app, admin);
  // The database the copy will start from: this one as migrated and seeded, before the developer's new table.
  const template = await app.appContext.database.dump!();
  await app.appContext.database.owner.execute(sql`
    create table fl_gizmo (
      id bigint primary key, gizmo_name varchar(60) not null, price numeric(18, 2), delivered_on date,
      in_stock boolean, notes text)`);
  await app.appContext.database.owner.execute(sql`comment on column fl_gizmo.gizmo_name is '名称'`);
  const own = (await ok(c, '/api/blade-develop/datasource/page?kind=platform')).records[0];
  await ok(c, `${CODE}/submit`, {
    datasourceId: own.id,
    codeName: '小工具',
    serviceName: 'gizmo-svc',
    tableName: 'fl_gizmo',
    tablePrefix: 'fl_',
    packageName: 'gizmo',
  });
  const row = (await ok(c, `${CODE}/page?codeName=小工具`)).records[0];
  const res = await app.inject({
    method: 'POST',
    url: `${CODE}/gen-code`,
    payload: { ids: row.id },
    headers: { 'blade-auth': `bearer ${admin.token}`, authorization: BASIC },
  });
  assert.equal(res.statusCode, 200, res.body);

  stage('gen-code');
  copyTree(copy);
  const files = unzipInto(new Uint8Array(res.rawPayload), copy);
  applyReadme(new TextDecoder().decode(files['README.md']), copy);

  stage('copy, unzip, README lines');
  // The migration, as the README says: drizzle-kit from the copy's schema, then the row counts kept.
  const server = join(copy, 'apps/server');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--name', 'gizmo'], {
    cwd: server,
    stdio: 'pipe',
  });
  const migration = readdirSync(join(server, 'drizzle')).find((f) => f.endsWith('_gizmo.sql'));
  assert.ok(migration, 'drizzle-kit wrote the migration');
  const sqlText = readFileSync(join(server, 'drizzle', migration), 'utf8');
  assert.match(sqlText, /CREATE TABLE "fl_gizmo"/);
  const readme = new TextDecoder().decode(files['README.md']);
  const track = readme.match(/```sql\n([\s\S]*?)```/)![1];
  writeFileSync(join(server, 'drizzle', migration), sqlText + track.trimEnd());

  stage('drizzle-kit generate');
  // The copy's server bundled as build.mjs bundles it (npm packages external), with an entry that hands out its app.
  writeFileSync(
    join(server, 'src/codegen-entry.ts'),
    "export { buildApp } from './app';\nexport { loadConfig } from './config';\n",
  );
  const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
  await build({
    entryPoints: [join(server, 'src/codegen-entry.ts')],
    outfile: join(server, 'dist/codegen-entry.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies ?? {}),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'error',
  });
  // The copy's web page registry (every area, the new one among them), bundled as far as its own code goes.
  const web = await build({
    entryPoints: [join(copy, 'apps/web/src/app/pages.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    external: ['@flp/*'],
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'error',
  });
  const page = await build({
    entryPoints: [join(copy, 'apps/web/src/pages/gizmo/GizmoPage.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    platform: 'browser',
    packages: 'external',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'error',
  });
  assert.match(web.outputFiles[0].text, /"\/gizmo\/gizmo"/, 'the screen is registered under its menu path');
  assert.match(page.outputFiles[0].text, /ResourcePage/);

  stage('esbuild: server and web');
  const copied = await import(pathToFileURL(join(server, 'dist/codegen-entry.js')).href);
  const config = copied.loadConfig({
    DATABASE_URL: 'memory://',
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    DATA_DIR: join(copy, 'data'),
  });
  built = (await copied.buildApp(config, { databaseTemplate: template })) as FastifyInstance;
  stage('the copy’s app started');
  const session = await signIn(built);
  const cc = client(built, session);
  // Its menu seeded and granted to the administrator, its calls answering.
  const routes = JSON.stringify(await ok(cc, '/api/blade-system/menu/routes'));
  assert.match(routes, /\/gizmo\/gizmo/);
  const api = '/api/gizmo-svc/gizmo';
  assert.equal((await cc.post(`${api}/submit`, {})).status, 400, 'its required name is required');
  await ok(cc, `${api}/submit`, { gizmoName: '扳手', price: '12.50', deliveredOn: '2026-01-05', inStock: 1 });
  const list = await ok(cc, `${api}/list`);
  const records = Array.isArray(list) ? list : list.records;
  assert.equal(records.length, 1);
  assert.deepEqual([records[0].gizmoName, records[0].price], ['扳手', '12.50']);
  stage('its calls');
});
