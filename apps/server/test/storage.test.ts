/**
 * Object storage: the S3 store against a real S3 protocol server on loopback (s3rver), the 对象存储 settings (masked
 * secrets, one enabled per tenant, 连接测试), uploads following the enabled setting, files staying readable after it
 * changes, and a clear error with nothing recorded when the service goes away.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { LocalStore, S3Store, testConnection } from '../src/platform/storage';
import { BASIC, type Client, type Session, client, ok, signIn, testApp } from './helpers';
import { PDF, PNG, multipart } from './support/files';

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

  test('连接测试 tells reachable, denied, bucket missing, unreachable and timeout apart', async () => {
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

    const closed = createServer();
    await new Promise<void>((res) => closed.listen(0, '127.0.0.1', res));
    const port = (closed.address() as { port: number }).port;
    await new Promise((res) => closed.close(res));
    const nobody = await save(setting('probe-nobody', { endpoint: `http://127.0.0.1:${port}` }));
    const u = await ok(c, `${OSS}/test`, { id: nobody.id });
    assert.equal(u.problem, 'unreachable');
    assert.match(u.message, /^无法连接/);

    // Accepts connections and never answers.
    const sockets: import('node:net').Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((res) => silent.listen(0, '127.0.0.1', res));
    const slow = await save(
      setting('probe-slow', { endpoint: `http://127.0.0.1:${(silent.address() as { port: number }).port}` }),
    );
    const t = await ok(c, `${OSS}/test`, { id: slow.id });
    for (const s of sockets) s.destroy();
    silent.close();
    assert.equal(t.problem, 'timeout', JSON.stringify(t));

    const none = await c.post(`${OSS}/test`, {});
    assert.equal(none.status, 400);
    assert.match(none.body.msg, /对象存储配置/);
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
