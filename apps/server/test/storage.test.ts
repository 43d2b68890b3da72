/**
 * Object storage: the S3 store against a real S3 protocol server on loopback (s3rver), the 对象存储 settings (masked
 * secrets, one enabled per tenant, 连接测试), uploads following the enabled setting, files staying readable after it
 * changes, and a clear error with nothing recorded when the service goes away. Loopback is reached because the
 * platform allows it (`net.allowedPrivateHosts`); without that, an endpoint on this machine or an internal network is
 * refused by field, and an open port answers as a closed one does.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { OutboundPolicy } from '../src/platform/net';
import { LocalStore, S3Store, testConnection } from '../src/platform/storage';
import { BASIC, type Client, type Session, client, createTenant, ok, signIn, testApp } from './helpers';
import { PDF, PNG, multipart } from './support/files';
import { allowPrivateHosts, closedPort, openPort } from './support/net';

/** The test's S3 server is on loopback: the platform allows it (and tests of the refusals take it back). */
const LOOPBACK = '127.0.0.1';
const loopback = new OutboundPolicy(LOOPBACK);

const OSS = '/api/blade-resource/oss';
let app: FastifyInstance;
let dir: string;
let s3: S3rver;
let endpoint: string;
let admin: Session;
let c: Client;
let en: Client;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flp-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [
      { name: 'flp-a', configs: [] },
      { name: 'flp-b', configs: [] },
    ],
  });
  const addr = (await s3.run()) as { port: number };
  endpoint = `http://127.0.0.1:${addr.port}`;
  app = await testApp({ DATA_DIR: join(dir, 'data') });
  admin = await signIn(app);
  c = client(app, admin);
  en = client(app, admin, { lang: 'en-US' });
  await allowPrivateHosts(c, LOOPBACK);
});
after(async () => {
  await app.close();
  await stopS3();
  rmSync(dir, { recursive: true, force: true });
});

/** Stops the S3 server now, kept-alive connections included (close alone waits for them). */
let stopped = false;
async function stopS3() {
  if (stopped) return;
  stopped = true;
  const closing = s3.close();
  (s3 as unknown as { httpServer: import('node:http').Server }).httpServer.closeAllConnections();
  await closing;
}

const setting = (ossCode: string, extra: Record<string, unknown> = {}) => ({
  category: 'minio',
  ossCode,
  endpoint,
  bucketName: 'flp-a',
  accessKey: 'S3RVER',
  secretKey: 'S3RVER',
  region: 'us-east-1',
  pathStyle: 1,
  ...extra,
});

async function save(values: Record<string, unknown>): Promise<Record<string, string>> {
  await ok(c, `${OSS}/submit`, values);
  const page = await ok(c, `${OSS}/page?ossCode=${values.ossCode}`);
  return page.records.find((r: { ossCode: string }) => r.ossCode === values.ossCode);
}

async function upload(filename: string, content: Buffer) {
  const body = multipart(filename, content);
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    headers: { 'content-type': body.contentType, authorization: BASIC, 'blade-auth': `bearer ${admin.token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const download = (link: string) =>
  app.inject({ method: 'GET', url: link, headers: { authorization: BASIC, 'blade-auth': `bearer ${admin.token}` } });

async function attachmentCount(): Promise<number> {
  const r = await app.appContext.database.owner.execute(sql`select count(*)::int as n from fl_attachment`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
}

describe('the stores', () => {
  test('S3Store puts, stats, reads and deletes through the S3 protocol', async () => {
    const store = new S3Store({
      endpoint,
      region: 'us-east-1',
      bucket: 'flp-a',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      pathStyle: true,
      policy: loopback,
    });
    await store.put('000000/x.pdf', PDF, 'application/pdf');
    assert.deepEqual(await store.stat('000000/x.pdf'), { size: PDF.length, contentType: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const ch of (await store.get('000000/x.pdf'))!) chunks.push(ch as Buffer);
    assert.deepEqual(Buffer.concat(chunks), PDF);
    await store.delete('000000/x.pdf');
    assert.equal(await store.stat('000000/x.pdf'), null);
    assert.equal(await store.get('000000/x.pdf'), null);
    assert.deepEqual((await testConnection(store, 'probe.txt')).ok, true);
    store.destroy();
  });

  test('LocalStore keeps keys inside its folder', async () => {
    const store = new LocalStore(join(dir, 'local'));
    await store.put('000000/a.png', PNG, 'image/png');
    assert.deepEqual(await store.stat('000000/a.png'), { size: PNG.length });
    for (const bad of ['../x', '/etc/passwd', 'a/../../x', 'a//b', ''])
      await assert.rejects(() => store.put(bad, PNG, 'image/png'), /bad object key/);
  });
});

describe('对象存储 settings', () => {
  test('a bucket category needs its endpoint, bucket and keys; the local folder none', async () => {
    const r = await c.post(`${OSS}/submit`, { category: 'minio', ossCode: 'incomplete' });
    assert.equal(r.status, 400);
    const fields = r.body.data.errors.map((e: { field: string }) => e.field).sort();
    assert.deepEqual(fields, ['accessKey', 'bucketName', 'endpoint', 'secretKey']);
    assert.match(r.body.msg, /请输入资源地址/);
    const bad = await en.post(`${OSS}/submit`, setting('bad-endpoint', { endpoint: 'ftp://x' }));
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /Endpoint must be http/);
    const local = await save({ category: 'local', ossCode: 'local-folder', endpoint: 'http://ignored' });
    assert.equal(local.endpoint, null, 'the local folder keeps no endpoint');
  });

  test('secrets never go back to the client; saving the mask keeps the stored one', async () => {
    const a = await save(setting('mask-test'));
    assert.equal(a.secretKey, '******');
    const detail = await ok(c, `${OSS}/detail?id=${a.id}`);
    assert.equal(detail.secretKey, '******');
    const list = (await ok(c, `${OSS}/list`)).records;
    assert.ok(list.every((r: { secretKey: string }) => r.secretKey === '******' || r.secretKey === ''));
    // Nor can it be guessed through a filter or an ordering.
    for (const q of ['secretKey=S3RVER', 'secretKey_like=S', 'descs=secretKey'])
      assert.equal((await c.get(`${OSS}/page?${q}`)).status, 400, q);
    await ok(c, `${OSS}/submit`, { ...detail, remark: 'changed' });
    const tested = await ok(c, `${OSS}/test`, { id: a.id });
    assert.equal(tested.reachable, true, JSON.stringify(tested));
    const stored = await app.appContext.database.owner.execute(
      sql`select secret_key from blade_oss where id = ${a.id}`,
    );
    assert.equal((stored as unknown as { rows: { secret_key: string }[] }).rows[0].secret_key, 'S3RVER');
  });

  test('连接测试 tells reachable, denied and bucket missing apart; a closed port and an open one read the same', async () => {
    const good = await save(setting('probe-good'));
    const r = await ok(c, `${OSS}/test`, { id: good.id });
    assert.equal(r.reachable, true);
    assert.match(r.message, /^连接成功/);

    const denied = await save(setting('probe-denied', { accessKey: 'NOBODY' }));
    const d = await ok(en, `${OSS}/test`, { id: denied.id });
    assert.deepEqual([d.reachable, d.problem], [false, 'denied']);
    assert.match(d.message, /^Access denied/);

    const missing = await save(setting('probe-missing', { bucketName: 'no-such-bucket' }));
    assert.equal((await ok(c, `${OSS}/test`, { id: missing.id })).problem, 'bucket_missing');

    // Nothing listens / something that is not S3 listens: one answer, no raw error (ECONNREFUSED, parse errors).
    const open = await openPort();
    try {
      const answers = [];
      for (const [code, port] of [
        ['probe-closed', await closedPort()],
        ['probe-open', open.port],
      ] as const) {
        const row = await save(setting(code, { endpoint: `http://127.0.0.1:${port}` }));
        answers.push(await ok(c, `${OSS}/test`, { id: row.id }));
        const english = await ok(en, `${OSS}/test`, { id: row.id });
        assert.equal(english.message, 'Could not connect to the object storage; check its address and the network');
      }
      assert.deepEqual(answers[0], answers[1]);
      assert.deepEqual(answers[0], {
        reachable: false,
        problem: 'unreachable',
        message: '无法连接到对象存储, 请检查地址和网络',
      });
    } finally {
      await open.close();
    }

    const none = await c.post(`${OSS}/test`, {});
    assert.equal(none.status, 400);
    assert.match(none.body.msg, /对象存储配置/);
  });
});

describe('no requests into our own network', () => {
  const refusedEndpoint = (r: Awaited<ReturnType<Client['post']>>) => {
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(
      r.body.data.errors.map((e: { field: string }) => e.field),
      ['endpoint'],
    );
    assert.match(
      r.body.msg,
      /^资源地址: 不能指向本机或内部网络 \(.+\); 如确需访问, 请平台管理员在系统参数 net\.allowedPrivateHosts 中放行$/,
    );
  };

  test('without the platform’s allowance, an endpoint on this machine or an internal network is refused by field', async () => {
    const kept = await save(setting('net-kept'));
    await ok(c, `${OSS}/enable`, { id: kept.id });
    await allowPrivateHosts(c, null);
    try {
      const port = await closedPort();
      for (const host of [
        '127.0.0.1',
        '10.0.0.1',
        '169.254.169.254',
        '[::1]',
        '[::ffff:127.0.0.1]',
        'localhost',
        '0.0.0.0',
      ])
        refusedEndpoint(
          await c.post(
            `${OSS}/submit`,
            setting(`net-${host.replace(/\W/g, '')}`, { endpoint: `http://${host}:${port}` }),
          ),
        );
      const en400 = await en.post(`${OSS}/submit`, setting('net-en', { endpoint: 'http://localhost:9000' }));
      assert.match(en400.body.msg, /^Endpoint: must not point to this machine or an internal network \(localhost\)/);
      assert.equal((await c.post(`${OSS}/submit`, setting('net-ftp', { endpoint: 'ftp://example.com' }))).status, 400);

      // A setting saved while it was allowed: 连接测试 refuses it by field; an upload through it fails and keeps nothing.
      refusedEndpoint(await c.post(`${OSS}/test`, { id: kept.id }));
      const before = await attachmentCount();
      const upload1 = await upload('refused.pdf', PDF);
      assert.equal(upload1.status, 502);
      assert.match(upload1.body.msg, /对象存储无法连接/);
      assert.equal(await attachmentCount(), before);

      // A tenant's own parameter of that name opens nothing: only the platform's counts.
      await createTenant(app, '300001');
      const other = client(app, await signIn(app, 'admin', 'admin', '300001'));
      await allowPrivateHosts(other, '127.0.0.1 0.0.0.0/0');
      refusedEndpoint(
        await other.post(`${OSS}/submit`, setting('tenant-self', { endpoint: `http://127.0.0.1:${port}` })),
      );
    } finally {
      await allowPrivateHosts(c, LOOPBACK);
      const local = (await ok(c, `${OSS}/list`)).records.find((r: { ossCode: string }) => r.ossCode === 'net-kept');
      await ok(c, `${OSS}/remove?ids=${local.id}`, {});
    }
    // Allowed again: the same setting is reachable.
    assert.equal((await ok(c, `${OSS}/test`, { id: (await save(setting('net-again'))).id })).reachable, true);
  });
});

describe('uploads follow the enabled setting', () => {
  test('enable is exclusive; files stay readable after the setting changes; a dead service leaves no row', async () => {
    const a = await save(setting('store-a'));
    const b = await save(setting('store-b', { bucketName: 'flp-b' }));
    await ok(c, `${OSS}/enable`, { id: a.id });
    const first = await upload('第一.pdf', PDF);
    assert.equal(first.status, 200, JSON.stringify(first.body));

    await ok(c, `${OSS}/enable`, { id: b.id });
    const enabled = (await ok(c, `${OSS}/list`)).records.filter((r: { status: number }) => r.status === 2);
    assert.deepEqual(
      enabled.map((r: { ossCode: string }) => r.ossCode),
      ['store-b'],
    );
    const second = await upload('第二.png', PNG);
    assert.equal(second.status, 200);

    // Each file sits in the bucket of the setting that was enabled when it came.
    const inBucket = async (bucket: string, name: string) =>
      (await new S3Store({
        endpoint,
        region: 'us-east-1',
        bucket,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        pathStyle: true,
        policy: loopback,
      }).stat(name.replace('-', '/'))) !== null;
    assert.ok(await inBucket('flp-a', first.body.data.name));
    assert.ok(await inBucket('flp-b', second.body.data.name));

    const old = await download(first.body.data.link);
    assert.equal(old.statusCode, 200);
    assert.deepEqual(old.rawPayload, PDF);
    assert.deepEqual((await download(second.body.data.link)).rawPayload, PNG);

    // Even once the setting that holds it is removed.
    await ok(c, `${OSS}/remove?ids=${a.id}`, {});
    assert.deepEqual((await download(first.body.data.link)).rawPayload, PDF);

    const before = await attachmentCount();
    await stopS3();
    const dead = await upload('dead.pdf', PDF);
    assert.equal(dead.status, 502);
    assert.match(dead.body.msg, /^文件保存失败: 对象存储无法连接, 请联系管理员检查对象存储配置$/);
    assert.equal(await attachmentCount(), before);
  });
});
