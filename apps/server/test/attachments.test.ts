/**
 * Attachments: uploads become unlinked attachment rows, an `attachments` field links them in its record's
 * transaction, the common file calls read, remove and zip them, and the orphan job purges what no record took.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FILE_PARAMS } from '@flp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purgeUnlinkedUploadsJob } from '../src/modules/resource';
import { systemContext } from '../src/platform/tenancy/context';
import { installOrders } from './fixtures/orders';
import { BASIC, type Client, type Session, client, createTenant, ok, signIn, testApp } from './helpers';
import { EXE, HTML, PDF, PNG, multipart, readZip } from './support/files';

const base = '/api/blade-resource/oss/endpoint';
const FILE = '/api/rzzl_qy/common/file';
let app: FastifyInstance;
let dataDir: string;
let admin: Session;
let c: Client;
let en: Client;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'flp-attach-'));
  app = await testApp({ DATA_DIR: dataDir });
  await installOrders(app);
  admin = await signIn(app);
  c = client(app, admin);
  en = client(app, admin, { lang: 'en-US' });
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(filename: string, content: Buffer, session: Session = admin) {
  const body = multipart(filename, content);
  const res = await app.inject({
    method: 'POST',
    url: `${base}/put-file`,
    headers: { 'content-type': body.contentType, authorization: BASIC, 'blade-auth': `bearer ${session.token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function uploaded(filename: string, content: Buffer = PDF, session: Session = admin): Promise<string> {
  const r = await upload(filename, content, session);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.attachId;
}

const get = (url: string, headers: Record<string, string> = { 'blade-auth': `bearer ${admin.token}` }) =>
  app.inject({ method: 'GET', url, headers: { authorization: BASIC, ...headers } });

const db = () => app.appContext.database.owner;
async function attachmentRow(id: string) {
  const r = await db().execute(sql`select * from fl_attachment where id = ${id}`);
  return (r as unknown as { rows: Record<string, unknown>[] }).rows[0];
}
let seq = 0;
const orderNo = () => `A${Date.now()}${seq++}`;

/** Submits an order (submit answers no id) and finds it by its number. */
async function saveOrder(values: Record<string, unknown>): Promise<{ id: string }> {
  const no = orderNo();
  await ok(c, '/api/test/order/submit', { orderNo: no, ...values });
  const page = await ok(c, `/api/test/order/page?orderNo=${no}`);
  assert.equal(page.records.length, 1);
  return page.records[0];
}

/** A system parameter of the tenant, by key (the demo seeds them; a test app starts without). */
async function param(key: string) {
  const find = async () =>
    (await ok(c, `/api/blade-system/param/page?paramKey=${key}`)).records.find(
      (p: { paramKey: string }) => p.paramKey === key,
    );
  const found = await find();
  if (found) return found;
  const spec = Object.values(FILE_PARAMS).find((p) => p.key === key)!;
  await ok(c, '/api/blade-system/param/submit', { paramName: spec.name, paramKey: key, paramValue: spec.defaultValue });
  return find();
}

describe('linking in the record’s transaction', () => {
  test('an upload is unlinked until a record saves it; detail answers its files', async () => {
    const a = await uploaded('合同.pdf');
    const row = await attachmentRow(a);
    assert.equal(row.business_id, null);
    const saved = await saveOrder({ documents: [a] });
    const detail = await ok(c, `/api/test/order/detail?id=${saved.id}`);
    assert.equal(detail.documents.length, 1);
    const f = detail.documents[0];
    assert.deepEqual(
      { id: f.id, name: f.name, size: f.size, contentType: f.contentType },
      { id: a, name: '合同.pdf', size: PDF.length, contentType: 'application/pdf' },
    );
    assert.match(f.link, /^\/api\/blade-resource\/oss\/endpoint\/file\/000000-[0-9a-f]{32}\.pdf$/);
    const linked = await attachmentRow(a);
    assert.equal(String(linked.business_id), String(saved.id));
    assert.equal(linked.business_type, 'testOrder');
    assert.equal(linked.kind, 'order_doc');
    assert.ok(linked.linked_time);
  });

  test('a record save that fails after linking leaves the upload unlinked', async () => {
    const a = await uploaded('留下.pdf');
    // The line's post does not exist: refused after the order and its files were written, so all of it rolls back.
    const bad = await c.post('/api/test/order/submit', {
      orderNo: orderNo(),
      documents: [a],
      lines: [{ itemName: 'x', postIds: '999999999' }],
    });
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.equal((await attachmentRow(a)).business_id, null);
    // …and another record can still take it.
    const saved = await saveOrder({ documents: [a] });
    assert.equal(String((await attachmentRow(a)).business_id), String(saved.id));
  });

  test('ids that are not an upload of the tenant, or belong to another record, are refused naming the field', async () => {
    await createTenant(app, '100001');
    const other = await signIn(app, 'admin', 'admin', '100001');
    const theirs = await uploaded('their.pdf', PDF, other);
    const r = await c.post('/api/test/order/submit', { orderNo: orderNo(), documents: [theirs] });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /订单附件/);
    assert.match(r.body.msg, /附件不存在/);
    assert.equal((await attachmentRow(theirs)).business_id, null);

    const a = await uploaded('one.pdf');
    await saveOrder({ documents: [a] });
    const taken = await en.post('/api/test/order/submit', { orderNo: orderNo(), documents: [a] });
    assert.equal(taken.status, 400);
    assert.match(taken.body.msg, /Order documents.*belongs to another record/);

    const junk = await c.post('/api/test/order/submit', { orderNo: orderNo(), documents: ['abc'] });
    assert.equal(junk.status, 400);
    assert.match(junk.body.msg, /订单附件.*附件 ID 列表/);
    const many = await c.post('/api/test/order/submit', { orderNo: orderNo(), documents: ['1', '2', '3', '4'] });
    assert.equal(many.status, 400);
    assert.match(many.body.msg, /最多 3 个文件/);
  });

  test('an update links new ids and removes the dropped ones; removing the record removes its files', async () => {
    const [a, b, d] = [await uploaded('a.pdf'), await uploaded('b.pdf'), await uploaded('d.pdf')];
    const saved = await saveOrder({ documents: [a, b] });
    const current = await ok(c, `/api/test/order/detail?id=${saved.id}`);
    await ok(c, '/api/test/order/submit', { id: saved.id, version: current.version, documents: [b, d] });
    const after = await ok(c, `/api/test/order/detail?id=${saved.id}`);
    assert.deepEqual(
      after.documents.map((x: { id: string }) => x.id),
      [b, d],
    );
    const his = await ok(c, `${FILE}/hisFileList?pid=${saved.id}`);
    assert.deepEqual(
      his.map((x: { id: string }) => x.id),
      [a],
    );
    // An update without the field leaves the files alone.
    await ok(c, '/api/test/order/submit', { id: saved.id, amount: '5' });
    assert.equal((await ok(c, `${FILE}/getFiles?pid=${saved.id}`)).length, 2);

    await ok(c, `/api/test/order/remove?ids=${saved.id}`, {});
    assert.deepEqual(await ok(c, `${FILE}/getFiles?pid=${saved.id}`), []);
    assert.equal((await ok(c, `${FILE}/hisFileList?pid=${saved.id}`)).length, 3);
  });
});

describe('uploads', () => {
  test('a renamed exe and HTML posing as a pdf are refused with a clear 400', async () => {
    const exe = await upload('invoice.pdf', EXE);
    assert.equal(exe.status, 400);
    assert.match(exe.body.msg, /文件类型不允许: 文件内容是 exe/);
    const html = await upload('scan.pdf', HTML);
    assert.equal(html.status, 400);
    assert.match(html.body.msg, /无法识别文件内容/);
  });

  test('the size limit and the allowed types come from the system parameters', async () => {
    const maxSize = await param('file.maxSize');
    assert.equal(maxSize.paramValue, '20', 'the limit of before');
    await ok(c, '/api/blade-system/param/submit', { ...maxSize, paramValue: '0.01' });
    const big = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024, 32)]));
    assert.equal(big.status, 413);
    assert.match(big.body.msg, /不能超过 0\.01MB/);
    assert.equal((await upload('small.pdf', PDF)).status, 200);
    const now = await param('file.maxSize');
    await ok(c, '/api/blade-system/param/submit', { ...now, paramValue: '20' });

    const types = await param('file.allowedTypes');
    await ok(c, '/api/blade-system/param/submit', { ...types, paramValue: 'pdf' });
    const png = await upload('pic.png', PNG);
    assert.equal(png.status, 400);
    assert.match(png.body.msg, /文件内容是 png, 只能上传 pdf 文件/);
    const t2 = await param('file.allowedTypes');
    await ok(c, '/api/blade-system/param/submit', { ...t2, paramValue: 'jpg,png,pdf,xlsx,docx' });
    assert.equal((await upload('pic.png', PNG)).status, 200);
  });
});

describe('the common file calls', () => {
  let orderId: string;
  let ids: string[];
  before(async () => {
    ids = [await uploaded('合同.pdf'), await uploaded('合同.pdf'), await uploaded('pic.png', PNG)];
    orderId = (await saveOrder({ documents: ids })).id;
  });

  test('getFiles, list, page and accessoryList read a record’s files; a pid is required', async () => {
    assert.equal((await ok(c, `${FILE}/getFiles?pid=${orderId}`)).length, 3);
    assert.equal((await ok(c, `${FILE}/list?ywlx=testOrder&pid=${orderId}&contractType=order_doc`)).length, 3);
    const page = await ok(c, `${FILE}/page?pid=${orderId}&size=2&current=1`);
    assert.equal(page.total, 3);
    assert.equal(page.records.length, 2);
    const groups = await ok(c, `${FILE}/accessoryList?pid=${orderId}`);
    assert.deepEqual(
      groups.map((g: { contractType: string }) => g.contractType),
      ['order_doc'],
    );
    const missing = await c.get(`${FILE}/getFiles`);
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /业务记录/);
    const bad = await en.get(`${FILE}/getFiles?pid=x1`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /Record/);
  });

  test('downloadById with the header or a download ticket, never without', async () => {
    const d = await get(`${FILE}/downloadById?id=${ids[0]}`);
    assert.equal(d.statusCode, 200);
    assert.deepEqual(d.rawPayload, PDF);
    assert.match(String(d.headers['content-disposition']), /^attachment; .*filename\*=UTF-8''%E5%90%88%E5%90%8C\.pdf/);
    assert.equal((await get(`${FILE}/downloadById?id=${ids[0]}`, {})).statusCode, 401);
    const { ticket } = await ok(c, '/api/blade-auth/oauth/ticket?purpose=download', {});
    const t = await get(`${FILE}/file-download?id=${ids[2]}&ticket=${ticket}`, {});
    assert.equal(t.statusCode, 200);
    assert.deepEqual(t.rawPayload, PNG);
  });

  test('batchDownload streams a zip of the files, same names told apart', async () => {
    const z = await get(`${FILE}/batchDownload?ids=${ids.join(',')}&fileName=${encodeURIComponent('订单附件')}`);
    assert.equal(z.statusCode, 200);
    assert.equal(z.headers['content-type'], 'application/zip');
    assert.equal(z.headers['content-length'], undefined, 'streamed, not buffered');
    assert.match(
      String(z.headers['content-disposition']),
      /filename\*=UTF-8''%E8%AE%A2%E5%8D%95%E9%99%84%E4%BB%B6\.zip/,
    );
    const entries = readZip(z.rawPayload);
    assert.deepEqual([...entries.keys()], ['合同.pdf', '合同 (2).pdf', 'pic.png']);
    assert.deepEqual(entries.get('合同 (2).pdf'), PDF);
    assert.deepEqual(entries.get('pic.png'), PNG);

    const byRecord = await get(`${FILE}/batchDownloadConFlie?pid=${orderId}`);
    assert.equal(byRecord.statusCode, 200);
    assert.equal(readZip(byRecord.rawPayload).size, 3);
    assert.equal((await get(`${FILE}/batchDownload?ids=${ids[0]},123`)).statusCode, 404);
  });

  test('remove and removeByMap move files to the history', async () => {
    await ok(c, `${FILE}/remove?ids=${ids[2]}`, {});
    assert.equal((await ok(c, `${FILE}/getFiles?pid=${orderId}`)).length, 2);
    assert.equal((await c.post(`${FILE}/remove?ids=${ids[2]}`)).status, 404);
    assert.equal(await ok(c, `${FILE}/removeByMap?pid=${orderId}&contractType=order_doc`), 2);
    assert.equal((await ok(c, `${FILE}/hisFileList?pid=${orderId}`)).length, 3);
    const noKind = await c.get(`${FILE}/removeByMap?pid=${orderId}`);
    assert.equal(noKind.status, 400);
    assert.match(noKind.body.msg, /附件类型/);
  });
});

test('the orphan job purges old unlinked uploads and their bytes, per tenant, and leaves linked ones', async () => {
  const orphan = await uploaded('orphan.pdf');
  const kept = await uploaded('kept.pdf');
  await saveOrder({ documents: [kept] });
  const fresh = await uploaded('fresh.pdf');
  const key = String((await attachmentRow(orphan)).stored_key);
  assert.ok(existsSync(join(dataDir, 'files', key)));
  // Two hours later with a one-hour limit: the two uploads of now are past it.
  const hours = await param('file.orphanHours');
  await ok(c, '/api/blade-system/param/submit', { ...hours, paramValue: '1' });
  const signal = new AbortController().signal;
  const now = new Date(Date.now() + 2 * 3600_000);
  const ctx = systemContext('000000');
  const summary = await purgeUnlinkedUploadsJob.run({ db: db(), ctx, now, signal });
  assert.match(
    typeof summary === 'string' ? summary : summary['en-US'],
    /^purged \d+ unlinked uploads older than 1 h$/,
  );
  assert.equal(await attachmentRow(orphan), undefined);
  assert.equal(await attachmentRow(fresh), undefined);
  assert.ok(!existsSync(join(dataDir, 'files', key)));
  assert.ok(await attachmentRow(kept));
  // Now, not two hours on: nothing is old enough.
  const again = await uploaded('again.pdf');
  await purgeUnlinkedUploadsJob.run({ db: db(), ctx, now: new Date(), signal });
  assert.ok(await attachmentRow(again));
  assert.equal(purgeUnlinkedUploadsJob.perTenant, true);
});
