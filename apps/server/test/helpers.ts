import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { md5 } from '../src/platform/auth/password';
import { resolve } from 'node:path';
import { multipart } from './support/files';
import { templateFor } from './support/templates';

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** The rent calculator's endpoint and a valid set of terms (1,000,000 at 6 % over 12 months). */
export const CALCULATOR = '/api/rzzl_qy/calculator/schedule';
export const TERMS = {
  principal: '1000000',
  annualRate: 6,
  periods: 12,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  payIn: 'ARREARS',
  startDate: '2025-01-31',
  dayBasis: '30/360',
};

/**
 * A server on a fresh in-memory database (or on TEST_DATABASE_URL, a real PostgreSQL, when CI sets it: each test
 * app then gets its own database through a new name). The database starts from the run's template when there is one
 * (support/templates.ts): migrated and seeded, with the demo when the app seeds it.
 */
export async function testApp(env: Record<string, string> = {}, build: BuildOptions = {}): Promise<FastifyInstance> {
  const settings: Record<string, string> = {
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    ...(process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: `flp-test-${process.pid}-${dbCounter}-${Date.now()}:` }
      : {}),
    ...env,
  };
  const postgres = !!process.env.TEST_DATABASE_URL;
  const template = await templateFor({
    demo: settings.SEED_DEMO === 'on',
    dataDir: resolve(settings.DATA_DIR ?? './data'),
    postgres,
  });
  const url = await freshDatabaseUrl(template && 'database' in template ? template.database : undefined);
  const config = loadConfig({ DATABASE_URL: url, ...settings });
  const databaseTemplate = template && 'blob' in template ? template.blob : undefined;
  const app = await buildApp(config, { testSeams: true, logger: !!build.logStream, databaseTemplate, ...build });
  // An injected socket's test end never finishes the closing handshake, so every socket the server had closed (a
  // refusal, the close at shutdown) kept a 30 s timer of the ws library alive and the test file's process with it:
  // the server's sockets are cut when the app closes.
  const close = app.close.bind(app);
  Object.assign(app, {
    close: async () => {
      for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
      await close();
      // Drop the database only after the app (and its pool) has closed.
      if (url !== 'memory://') await dropDatabase(url);
    },
  });
  return app;
}

export async function dropDatabase(url: string) {
  const { default: pg } = await import('pg');
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

let dbCounter = 0;
/**
 * memory:// by default; with TEST_DATABASE_URL, a new database on that server per app: a copy of the template
 * database when one is named, else empty.
 */
export async function freshDatabaseUrl(template?: string): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return 'memory://';
  const { default: pg } = await import('pg');
  const name = `flp_test_${process.pid}_${Date.now()}_${dbCounter++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface Session {
  token: string;
  refresh: string;
  body: Record<string, unknown>;
}

export async function signIn(
  app: FastifyInstance,
  account = 'admin',
  password = 'admin',
  tenantId = '000000',
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=${encodeURIComponent(account)}&password=${md5(password)}&grant_type=password&scope=all&type=account`,
    headers: { authorization: BASIC, 'tenant-id': tenantId },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.access_token, refresh: body.refresh_token, body };
}

/** Calls the API as a signed-in user and returns status and parsed body (in Chinese, or in English with lang). */
export function client(app: FastifyInstance, session: Session, opts: { lang?: 'zh-CN' | 'en-US' } = {}) {
  const language = opts.lang ? { 'accept-language': opts.lang } : {};
  const call = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'blade-auth': `bearer ${session.token}`, authorization: BASIC, ...language },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    let body: Record<string, any> = {};
    try {
      body = res.json();
    } catch {
      body = { raw: res.body };
    }
    return { status: res.statusCode, body, data: body.data };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
  };
}
export type Client = ReturnType<typeof client>;

/** A 400 naming the field (its `data.errors` entry; none for a refusal of the whole request) whose message has the words. */
export function refused(res: { status: number; body: Record<string, any> }, field: string | undefined, words: RegExp) {
  assert.equal(res.status, 400, JSON.stringify(res.body));
  // A refusal of the whole request (not of one field) names none.
  if (field !== undefined)
    assert.ok(
      (res.body.data?.errors ?? []).some((e: { field: string }) => e.field === field),
      JSON.stringify(res.body),
    );
  assert.match(String(res.body.msg), words);
}

/** Calls the API (GET without a body, POST with one), asserts a 200 and answers `data`. */
export async function ok(c: Client, url: string, body?: unknown) {
  const res = body === undefined ? await c.get(url) : await c.post(url, body);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.data;
}

/**
 * Creates a test's own resource tables in the app's database as a migration and a start would: the DDL drizzle-kit
 * writes for them (policies included), their live rows counted, and the application role granted them.
 */
export async function createTestTables(app: FastifyInstance, tables: Record<string, unknown>) {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const { sql } = await import('drizzle-orm');
  const { ensureAppRole } = await import('../src/platform/db/row-security');
  const { getTableName } = await import('drizzle-orm');
  const { owner, tenancy } = app.appContext.database;
  for (const s of await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables)))
    await owner.execute(sql.raw(s));
  for (const t of Object.values(tables))
    await owner.execute(sql`select flp_track_live_rows(${getTableName(t as never)}, true)`);
  await ensureAppRole(owner, tenancy.appRole);
}

/** A second tenant with its administrator admin/admin, made directly through the system module's seed. */
export async function createTenant(app: FastifyInstance, tenantId: string, tenantName = `租户${tenantId}`) {
  const { repos } = await import('../src/modules/system/repos');
  const { initTenant } = await import('../src/modules/system/seed');
  const { systemContext } = await import('../src/platform/tenancy/context');
  await app.appContext.database.owner.transaction(async (tx) => {
    await repos.tenant.insert(tx, systemContext('000000'), { tenantId, tenantName, accountNumber: -1 });
    await initTenant(tx, tenantId, { roleName: '管理员', deptName: tenantName, userName: '管理员' });
  });
}

/** Signs in a new user of the platform tenant whose only role is granted nothing (for 403 checks). */
export async function signInUngranted(app: FastifyInstance, account: string, password = 'pw'): Promise<Session> {
  const { repos } = await import('../src/modules/system/repos');
  const { systemContext } = await import('../src/platform/tenancy/context');
  const { hashPassword } = await import('../src/platform/auth/password');
  const db = app.appContext.database.owner;
  const ctx = systemContext('000000');
  const role = await repos.role.insert(db, ctx, { parentId: '0', roleName: account, roleAlias: account, sort: 9 });
  await repos.user.insert(db, ctx, {
    account,
    password: await hashPassword(md5(password)),
    name: account,
    realName: account,
    roleId: String(role.id),
    deptId: '1',
  });
  return signIn(app, account, password);
}

/** Uploads a file as put-file does for the screens (the attachment is then linked by a record's save). */
export async function putFile(app: FastifyInstance, token: string, filename: string, content: Buffer) {
  const body = multipart(filename, content);
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    headers: { 'content-type': body.contentType, authorization: BASIC, 'blade-auth': `bearer ${token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** As putFile, and it must succeed: the new attachment's id. */
export async function attachmentOf(app: FastifyInstance, token: string, filename: string, content: Buffer) {
  const res = await putFile(app, token, filename, content);
  if (res.status !== 200) throw new Error(`put-file ${filename}: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.data.attachId);
}

/** A user of tenant 000000 holding a fresh role granted the given menu/button codes (by the administrator `admin`). */
export async function userWith(app: FastifyInstance, admin: Client, account: string, codes: string[]): Promise<Client> {
  const { repos } = await import('../src/modules/system/repos');
  const { systemContext } = await import('../src/platform/tenancy/context');
  const { hashPassword } = await import('../src/platform/auth/password');
  type Node = { id: string; code: string; children?: Node[] };
  const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
  const db = app.appContext.database.owner;
  const ctx = systemContext('000000');
  const role = await repos.role.insert(db, ctx, { parentId: '0', roleName: account, roleAlias: account, sort: 5 });
  const menus = flatten((await admin.get('/api/blade-system/menu/list')).data);
  const menuIds = codes.map((code) => {
    const m = menus.find((x) => x.code === code);
    assert.ok(m, `menu ${code}`);
    return m.id;
  });
  if (menuIds.length)
    await ok(admin, '/api/blade-system/role/grant', { roleIds: String(role.id), menuIds: menuIds.join(',') });
  const dept = (await repos.dept.list(db, ctx, { limit: 1 }))[0];
  await repos.user.insert(db, ctx, {
    account,
    password: await hashPassword(md5('pw')),
    name: account,
    realName: account,
    roleId: String(role.id),
    deptId: String(dept.id),
    userType: 1,
    sex: 3,
  });
  return client(app, await signIn(app, account, 'pw'));
}
