/**
 * 研发工具 (issue 34 item 3): 数据源管理 — saved complete, the password masked, 测试连接 answering each outcome in the
 * reader's language through the outbound gate (a fake PostgreSQL on loopback, allowed by the platform) — and 代码生成 —
 * its settings checked, 复制, and gen-code answering a zip of the pieces for a table of the platform's own database.
 * With TEST_DATABASE_URL (a real PostgreSQL), gen-code also reads a table over a data source's own connection.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import {
  FAKE_PG_DATABASE,
  FAKE_PG_PASSWORD,
  FAKE_PG_USER,
  FAKE_PG_VERSION,
  type FakePostgres,
  startFakePostgres,
} from './fixtures/fake-postgres';
import {
  BASIC,
  type Client,
  type Session,
  client,
  createTenant,
  ok,
  refused,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';
import { allowPrivateHosts, closedPort } from './support/net';

// postgres: gen-code reading a table over a data source's own connection to a real PostgreSQL (TEST_DATABASE_URL)

const DS = '/api/blade-develop/datasource';
const CODE = '/api/blade-develop/code';

let app: FastifyInstance;
let fake: FakePostgres;
let admin: Session;
let c: Client;
let en: Client;

before(async () => {
  fake = await startFakePostgres();
  app = await testApp();
  admin = await signIn(app);
  c = client(app, admin);
  en = client(app, admin, { lang: 'en-US' });
  // A table a developer made in the platform's own database, with comments: the generator's input.
  const owner = app.appContext.database.owner;
  await owner.execute(sql`
    create table fl_gadget (
      id bigint primary key, tenant_id varchar(12) not null default '000000',
      gadget_name varchar(80) not null, serial_no varchar(40), unit_price numeric(18, 2), weight numeric(10, 3),
      quantity integer not null default 0, bought_on date, checked_at timestamp(0), in_use boolean,
      owner_id bigint, spec jsonb, notes text, tag uuid,
      create_user bigint, create_dept bigint, create_time timestamp(0), update_user bigint, update_time timestamp(0),
      status integer not null default 1, is_deleted smallint not null default 0, version integer not null default 1
    )`);
  for (const comment of [
    sql`comment on table fl_gadget is '设备台账'`,
    sql`comment on column fl_gadget.gadget_name is '设备名称(必填)'`,
    sql`comment on column fl_gadget.serial_no is '序列号'`,
    sql`comment on column fl_gadget.unit_price is '单价'`,
    sql`comment on column fl_gadget.bought_on is '购置日期'`,
  ])
    await owner.execute(comment);
});
after(async () => {
  await app.close();
  await fake.close();
});

const pgUrl = (database = FAKE_PG_DATABASE, port = fake.port) => `postgresql://127.0.0.1:${port}/${database}`;

/** Saves a data source and answers its row as the list shows it. */
async function saveSource(values: Record<string, unknown>, as: Client = c) {
  await ok(as, `${DS}/submit`, values);
  const page = await ok(as, `${DS}/page?name=${encodeURIComponent(String(values.name))}`);
  return page.records.find((r: { name: string }) => r.name === values.name) as Record<string, string>;
}

async function saveCode(values: Record<string, unknown>) {
  await ok(c, `${CODE}/submit`, values);
  const page = await ok(c, `${CODE}/page?codeName=${encodeURIComponent(String(values.codeName))}`);
  return page.records.find((r: { codeName: string }) => r.codeName === values.codeName) as Record<string, string>;
}

/** The platform's own database, seeded as a source of the platform tenant. */
async function ownSource() {
  const page = await ok(c, `${DS}/page?kind=platform`);
  assert.equal(page.records.length, 1, 'the platform tenant starts with its own database as a source');
  return page.records[0] as Record<string, string>;
}

const GADGET = {
  codeName: '设备管理',
  serviceName: 'rzzl-qy',
  tableName: 'fl_gadget',
  tablePrefix: 'fl_',
  packageName: 'gadget',
};

/** A GET whose answer is a file. */
const download = (url: string, session: Session = admin) =>
  app.inject({ method: 'GET', url, headers: { 'blade-auth': `bearer ${session.token}`, authorization: BASIC } });

describe('数据源管理', () => {
  test('saved complete: name, kind, a PostgreSQL address; 400s name the field in the reader’s language', async () => {
    refused(await c.post(`${DS}/submit`, { kind: 'postgresql', url: pgUrl() }), 'name', /名称/);
    refused(await c.post(`${DS}/submit`, { name: '无地址', kind: 'postgresql' }), 'url', /连接地址.*请输入连接地址/);
    refused(
      await c.post(`${DS}/submit`, { name: '坏地址', kind: 'postgresql', url: 'mysql://h/db' }),
      'url',
      /postgresql:\/\/主机/,
    );
    refused(await en.post(`${DS}/submit`, { name: 'bad', kind: 'db2', url: pgUrl() }), 'kind', /Database/);
    refused(
      await en.post(`${DS}/submit`, { name: 'No address', kind: 'postgresql', url: 'jdbc:postgresql://h' }),
      'url',
      /Address: must be postgresql:\/\/host:port\/database/,
    );
    // A kind listed but not connected to is saved (BladeX lists them); testing it says so.
    const my = await saveSource({ name: 'MySQL 旧库', kind: 'mysql', url: 'jdbc:mysql://10.0.0.9:3306/old' });
    assert.equal(my.kind, 'mysql');
    refused(await c.post(`${DS}/submit`, { name: 'MySQL 旧库', kind: 'postgresql', url: pgUrl() }), undefined, /名称/);
  });

  test('the password is never read back: the mask, and the mask sent back keeps it', async () => {
    const row = await saveSource({
      name: '租赁库',
      kind: 'postgresql',
      url: pgUrl(),
      username: FAKE_PG_USER,
      password: FAKE_PG_PASSWORD,
    });
    assert.equal(row.password, '******');
    const detail = await ok(c, `${DS}/detail?id=${row.id}`);
    assert.equal(detail.password, '******');
    assert.ok(!JSON.stringify(await ok(c, `${DS}/list`)).includes(FAKE_PG_PASSWORD));
    await ok(c, `${DS}/submit`, { ...detail, remark: '改备注' });
    await allowPrivateHosts(c, '127.0.0.1');
    try {
      const r = await ok(c, `${DS}/test`, { id: row.id });
      assert.equal(r.outcome, 'reachable', 'the stored password was kept');
    } finally {
      await allowPrivateHosts(c, null);
    }
  });

  test('测试连接: each outcome, in the reader’s language; never a row read, never a 500', async () => {
    const form = { kind: 'postgresql', url: pgUrl(), username: FAKE_PG_USER, password: FAKE_PG_PASSWORD };
    // Loopback is this machine: refused until the platform allows it.
    let r = await ok(c, `${DS}/test`, form);
    assert.deepEqual([r.ok, r.outcome], [false, 'refused']);
    assert.match(r.message, /不能指向本机或内部网络.*net\.allowedPrivateHosts/);
    await allowPrivateHosts(c, '127.0.0.1');
    try {
      r = await ok(c, `${DS}/test`, form);
      assert.deepEqual([r.ok, r.outcome, r.version], [true, 'reachable', FAKE_PG_VERSION]);
      assert.match(r.message, /连接成功/);
      assert.ok(
        fake.queries.some((q) => /read only/.test(q)),
        'the session is read only',
      );
      r = await ok(en, `${DS}/test`, { ...form, password: 'wrong' });
      assert.deepEqual([r.ok, r.outcome], [false, 'denied']);
      assert.match(r.message, /refused the user or password/);
      r = await ok(c, `${DS}/test`, { ...form, url: pgUrl('nowhere') });
      assert.equal(r.outcome, 'noDatabase');
      assert.match(r.message, /数据库不存在/);
      r = await ok(c, `${DS}/test`, { ...form, url: pgUrl(FAKE_PG_DATABASE, await closedPort()) });
      assert.equal(r.outcome, 'unreachable');
      assert.match(r.message, /无法连接到数据源/);
      r = await ok(en, `${DS}/test`, { ...form, kind: 'oracle', url: 'jdbc:oracle:thin:@h:1521:x' });
      assert.deepEqual(
        [r.outcome, r.message],
        ['unsupported', 'Only PostgreSQL databases can be connected to for now'],
      );
      r = await ok(c, `${DS}/test`, { ...form, url: 'postgresql://127.0.0.1' });
      assert.equal(r.outcome, 'failed');
      // A private address the allowance does not name stays refused.
      r = await ok(c, `${DS}/test`, { ...form, url: 'postgresql://10.1.2.3:5432/x' });
      assert.equal(r.outcome, 'refused');
      r = await ok(c, `${DS}/test`, { kind: 'platform' });
      assert.equal(r.outcome, 'reachable');
    } finally {
      await allowPrivateHosts(c, null);
    }
    refused(await c.post(`${DS}/test`, {}), 'kind', /数据库类型/);
    assert.equal((await c.post(`${DS}/test`, { id: '1' })).status, 404);
  });

  test('the platform’s own database is the platform tenant’s only', async () => {
    await createTenant(app, '300301');
    const other = client(app, await signIn(app, 'admin', 'admin', '300301'));
    assert.equal((await ok(other, `${DS}/page`)).total, 0, 'another tenant starts with no source');
    refused(await other.post(`${DS}/submit`, { name: '偷看', kind: 'platform' }), 'kind', /平台租户/);
    const r = await ok(other, `${DS}/test`, { kind: 'platform' });
    assert.equal(r.outcome, 'refused');
  });

  test('every call needs its button', async () => {
    const nobody = client(app, await signInUngranted(app, 'dev_nobody'));
    for (const [method, url] of [
      ['get', `${DS}/list`],
      ['get', `${DS}/page`],
      ['get', `${DS}/detail?id=1`],
      ['post', `${DS}/submit`],
      ['post', `${DS}/remove?ids=1`],
      ['post', `${DS}/test`],
      ['get', `${CODE}/list`],
      ['get', `${CODE}/detail?id=1`],
      ['post', `${CODE}/submit`],
      ['post', `${CODE}/remove?ids=1`],
      ['post', `${CODE}/copy?id=1`],
      ['post', `${CODE}/gen-code?ids=1`],
    ] as const)
      assert.equal((await nobody[method](url)).status, 403, `${method} ${url}`);
  });

  test('remove', async () => {
    const row = await saveSource({ name: '待删', kind: 'postgresql', url: pgUrl() });
    await ok(c, `${DS}/remove?ids=${row.id}`, {});
    assert.equal((await c.get(`${DS}/detail?id=${row.id}`)).status, 404);
  });
});

describe('代码生成', () => {
  test('settings checked: names as paths take, folders never leave the zip', async () => {
    const own = await ownSource();
    const base = { ...GADGET, datasourceId: own.id, codeName: '检查' };
    refused(await c.post(`${CODE}/submit`, { ...base, datasourceId: undefined }), 'datasourceId', /数据源/);
    refused(await c.post(`${CODE}/submit`, { ...base, tableName: 'fl gadget;drop' }), 'tableName', /表名/);
    refused(await c.post(`${CODE}/submit`, { ...base, serviceName: 'Rzzl/../x' }), 'serviceName', /服务名称/);
    refused(await c.post(`${CODE}/submit`, { ...base, packageName: '../etc' }), 'packageName', /包名/);
    refused(await c.post(`${CODE}/submit`, { ...base, apiPath: '../../etc' }), 'apiPath', /后端生成路径.*\.\./);
    refused(await en.post(`${CODE}/submit`, { ...base, webPath: '/abs/path' }), 'webPath', /Web folder/);
    refused(await c.post(`${CODE}/submit`, { ...base, datasourceId: '123' }), 'datasourceId', /数据源/);
  });

  test('复制 makes a new setting with the same values', async () => {
    const own = await ownSource();
    const row = await saveCode({ ...GADGET, datasourceId: own.id, codeName: '复制源', apiPath: 'flp' });
    const copy = await ok(c, `${CODE}/copy?id=${row.id}`, {});
    assert.notEqual(copy.id, row.id);
    assert.equal(copy.codeName, '复制源 副本');
    assert.deepEqual([copy.tableName, copy.apiPath, copy.datasourceId], [row.tableName, row.apiPath, row.datasourceId]);
    assert.equal((await c.post(`${CODE}/copy?id=1`, {})).status, 404);
    refused(await c.post(`${CODE}/copy`, {}), 'id', /请选择要复制的配置/);
    await ok(c, `${CODE}/remove?ids=${copy.id}`, {});
  });

  test('gen-code: a zip of the definition, module, screen and README for a table of the own database', async () => {
    const own = await ownSource();
    const row = await saveCode({ ...GADGET, datasourceId: own.id, apiPath: 'server', webPath: 'web' });
    const detail = await ok(c, `${CODE}/detail?id=${row.id}`);
    assert.equal(detail.datasourceName, '本平台数据库');
    const res = await download(`${CODE}/gen-code?ids=${row.id}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (p: string) => new TextDecoder().decode(files[p]);
    assert.deepEqual(Object.keys(files).sort(), [
      'README.md',
      'server/apps/server/src/modules/gadget/index.ts',
      'server/apps/server/src/modules/gadget/menus.ts',
      'server/apps/server/src/modules/gadget/tables.ts',
      'server/packages/shared/src/resources/gadget.ts',
      'web/apps/web/src/pages/gadget/GadgetPage.tsx',
      'web/apps/web/src/pages/gadget/index.ts',
    ]);
    const def = text('server/packages/shared/src/resources/gadget.ts');
    assert.match(def, /api: '\/rzzl-qy\/gadget'/);
    assert.match(def, /table: 'fl_gadget'/);
    assert.match(def, /label: l\('设备台账', 'Gadget'\)/);
    assert.match(def, /text\('gadgetName', l\('设备名称', 'Gadget name'\), \{ required: l\('请输入设备名称'/);
    assert.match(def, /money\('unitPrice', l\('单价', 'Unit price'\)\)/);
    assert.match(def, /number\('weight', .*scale: 3, precision: 10/);
    assert.match(def, /int\('quantity'/);
    assert.doesNotMatch(def, /int\('quantity'.*required/, 'a column with a default is not required');
    assert.match(def, /date\('boughtOn', l\('购置日期'/);
    assert.match(def, /datetime\('checkedAt'/);
    assert.match(def, /switchField\('inUse'/);
    assert.match(def, /id\('ownerId'/);
    assert.match(def, /json\('spec'/);
    assert.match(def, /textarea\('notes'/);
    assert.doesNotMatch(def, /'tenantId'|'createUser'|'isDeleted'|'version'/, 'base columns are resourceTable’s');
    assert.match(text('server/apps/server/src/modules/gadget/menus.ts'), /path: '\/gadget\/gadget'/);
    assert.match(text('web/apps/web/src/pages/gadget/index.ts'), /'\/gadget\/gadget': \{ load: \(\) => import/);
    const readme = text('README.md');
    assert.match(readme, /export \{ gadgetTable \} from '.\/modules\/gadget\/tables';/);
    assert.match(readme, /drizzle-kit generate --name gadget/);
    assert.match(readme, /flp_track_live_rows\('fl_gadget', true\)/);
    assert.match(readme, /fl_gadget\.tag \(uuid\)/, 'a type with no kind is pointed out');
    // The POST the spec names answers the same.
    const post = await app.inject({
      method: 'POST',
      url: `${CODE}/gen-code`,
      payload: { ids: row.id },
      headers: { 'blade-auth': `bearer ${admin.token}`, authorization: BASIC },
    });
    assert.equal(post.headers['content-type'], 'application/zip');
  });

  test('gen-code refuses: a table the source lacks, too many, none, a source gone', async () => {
    const own = await ownSource();
    const row = await saveCode({ ...GADGET, datasourceId: own.id, codeName: '无此表', tableName: 'fl_nothing' });
    refused(await c.post(`${CODE}/gen-code?ids=${row.id}`), 'tableName', /数据源中没有表 fl_nothing/);
    refused(await en.post(`${CODE}/gen-code?ids=${row.id}`), 'tableName', /has no table fl_nothing/);
    refused(await c.post(`${CODE}/gen-code`), 'ids', /请选择要生成的配置/);
    const many = Array.from({ length: 21 }, (_, i) => String(1000 + i)).join(',');
    refused(await c.post(`${CODE}/gen-code?ids=${many}`), undefined, /最多生成 20/);
    refused(await c.post(`${CODE}/gen-code?ids=1`), undefined, /不存在/);
    // An external source that cannot be reached: said, a 400, nothing generated.
    const src = await saveSource({
      name: '不可达',
      kind: 'postgresql',
      url: pgUrl(FAKE_PG_DATABASE, await closedPort()),
    });
    const off = await saveCode({ ...GADGET, datasourceId: src.id, codeName: '不可达' });
    refused(await c.post(`${CODE}/gen-code?ids=${off.id}`), undefined, /数据源 不可达: 不能指向本机/);
    await ok(c, `${CODE}/remove?ids=${row.id},${off.id}`, {});
  });

  test('gen-code reads a table over a real PostgreSQL source', {
    skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (a real PostgreSQL)',
  }, async () => {
    const { default: pg } = await import('pg');
    const u = new URL(String(process.env.TEST_DATABASE_URL));
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    try {
      await admin.query(
        `create table if not exists flp_codegen_probe (id bigint primary key, title varchar(20) not null, amount numeric(18,2));
           comment on column flp_codegen_probe.title is '标题'`,
      );
      await allowPrivateHosts(c, u.hostname);
      const src = await saveSource({
        name: '真实库',
        kind: 'postgresql',
        url: `postgresql://${u.host}${u.pathname}`,
        username: decodeURIComponent(u.username),
        password: decodeURIComponent(u.password),
      });
      assert.equal((await ok(c, `${DS}/test`, { id: src.id })).outcome, 'reachable');
      const row = await saveCode({
        ...GADGET,
        datasourceId: src.id,
        codeName: '真实',
        tableName: 'public.flp_codegen_probe',
        tablePrefix: 'flp_',
        packageName: 'probe',
      });
      const res = await download(`${CODE}/gen-code?ids=${row.id}`);
      assert.equal(res.statusCode, 200, res.body);
      const def = new TextDecoder().decode(
        unzipSync(new Uint8Array(res.rawPayload))['packages/shared/src/resources/codegen-probe.ts'],
      );
      assert.match(def, /text\('title', l\('标题', 'Title'\), \{ required: .*max: 20/);
      assert.match(def, /money\('amount'/);
    } finally {
      await allowPrivateHosts(c, null);
      await admin.query('drop table if exists flp_codegen_probe');
      await admin.end();
    }
  });
});
