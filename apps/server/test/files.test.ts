/** File upload and download (/api/blade-resource/oss/endpoint): type by magic bytes, size limits, who may read. */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BASIC, type Session, createTenant, signIn, testApp } from './helpers';
import { multipart } from './support/files';

const base = '/api/blade-resource/oss/endpoint';
let app: FastifyInstance;
let dataDir: string;
let admin: Session;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'flp-files-'));
  app = await testApp({ DATA_DIR: dataDir });
  admin = await signIn(app);
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A stored (uncompressed) zip with the given entry names: enough for the central-directory sniff. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const n of names) {
    const name = Buffer.from(n);
    const data = Buffer.from('x');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const entry = Buffer.concat([local, name, data]);
    locals.push(entry);
    centrals.push(Buffer.concat([central, name]));
    offset += entry.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(names.length, 8);
  eocd.writeUInt16LE(names.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

async function upload(
  path: 'put-file' | 'put-avatar',
  filename: string,
  content: Buffer,
  session: Session | null = admin,
) {
  const body = multipart(filename, content, filename.endsWith('.png') ? 'image/png' : 'application/octet-stream');
  const res = await app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    headers: {
      'content-type': body.contentType,
      authorization: BASIC,
      ...(session ? { 'blade-auth': `bearer ${session.token}` } : {}),
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const download = (link: string, session: Session | null = admin) =>
  app.inject({
    method: 'GET',
    url: link,
    headers: session ? { 'blade-auth': `bearer ${session.token}` } : {},
  });

test('a PDF uploads under the tenant folder with a random name and downloads byte for byte', async () => {
  const r = await upload('put-file', '合同 scan.pdf', PDF);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const d = r.body.data;
  assert.match(d.name, /^000000-[0-9a-f]{32}\.pdf$/);
  assert.equal(d.link, `${base}/file/${d.name}`);
  assert.equal(d.originalName, '合同 scan.pdf');
  assert.match(d.attachId, /^\d+$/, 'the id of the attachment row an attachments field takes');
  assert.ok(d.domain.startsWith('http'));
  assert.ok(existsSync(join(dataDir, 'files', '000000', d.name.slice(7))));

  const got = await download(d.link);
  assert.equal(got.statusCode, 200);
  assert.equal(got.headers['content-type'], 'application/pdf');
  assert.equal(got.headers['x-content-type-options'], 'nosniff');
  assert.match(String(got.headers['content-disposition']), /filename\*=UTF-8''%E5%90%88%E5%90%8C%20scan\.pdf/);
  assert.deepEqual(got.rawPayload, PDF);
});

test('two uploads of the same file get different names', async () => {
  const a = await upload('put-file', 'a.pdf', PDF);
  const b = await upload('put-file', 'a.pdf', PDF);
  assert.notEqual(a.body.data.name, b.body.data.name);
});

test('xlsx and docx are told apart by the names inside the zip; a plain zip is kept as a zip', async () => {
  const x = await upload('put-file', 'book.xlsx', zip(['[Content_Types].xml', 'xl/workbook.xml']));
  assert.equal(x.status, 200, JSON.stringify(x.body));
  assert.match(x.body.data.name, /\.xlsx$/);
  const w = await upload('put-file', 'letter.docx', zip(['[Content_Types].xml', 'word/document.xml']));
  assert.equal(w.status, 200, JSON.stringify(w.body));
  assert.match(w.body.data.name, /\.docx$/);
  // Invoices come zipped (issue 33): a zip is kept as one, whatever its name says.
  const z = await upload('put-file', 'letter.docx', zip(['readme.txt']));
  assert.equal(z.status, 200, JSON.stringify(z.body));
  assert.match(z.body.data.name, /\.zip$/);
});

test('a file whose extension lies about its bytes is refused (400)', async () => {
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  for (const [path, name] of [
    ['put-avatar', 'me.png'],
    ['put-file', 'report.pdf'],
    ['put-file', 'book.xlsx'],
  ] as const) {
    const r = await upload(path, name, html);
    assert.equal(r.status, 400, `${path} ${name}`);
    assert.match(r.body.msg, /文件类型不允许/);
  }
  // A real PDF is still not an avatar.
  const pdfAsAvatar = await upload('put-avatar', 'me.png', PDF);
  assert.equal(pdfAsAvatar.status, 400);
  assert.match(pdfAsAvatar.body.msg, /jpg\/png/);
  // A real PNG named .pdf is stored as what it is.
  const png = await upload('put-file', 'x.pdf', PNG);
  assert.equal(png.status, 200);
  assert.match(png.body.data.name, /\.png$/);
});

test('an avatar over 500 KB is refused with 413 and nothing is stored', async () => {
  const before = readdirSync(join(dataDir, 'files', '000000')).length;
  const big = Buffer.concat([PNG, Buffer.alloc(500 * 1024, 0)]);
  const r = await upload('put-avatar', 'big.png', big);
  assert.equal(r.status, 413);
  assert.match(r.body.msg, /500KB/);
  assert.equal(readdirSync(join(dataDir, 'files', '000000')).length, before);
  // Exactly 500 KB is fine.
  const edge = Buffer.concat([PNG, Buffer.alloc(500 * 1024 - PNG.length, 0)]);
  assert.equal((await upload('put-avatar', 'edge.png', edge)).status, 200);
});

test('an avatar (jpg or png) is readable by name without a token; other files are not', async () => {
  const a = await upload('put-avatar', 'me.jpg', JPG);
  assert.equal(a.status, 200, JSON.stringify(a.body));
  const img = await download(a.body.data.link, null);
  assert.equal(img.statusCode, 200);
  assert.equal(img.headers['content-type'], 'image/jpeg');
  assert.deepEqual(img.rawPayload, JPG);

  const f = await upload('put-file', 'secret.pdf', PDF);
  assert.equal((await download(f.body.data.link, null)).statusCode, 401);
});

test("another tenant's signed-in user cannot read a tenant's file", async () => {
  const f = await upload('put-file', 'secret.pdf', PDF);
  await createTenant(app, '100001');
  const other = await signIn(app, 'admin', 'admin', '100001');
  assert.equal((await download(f.body.data.link, other)).statusCode, 404);
  assert.equal((await download(f.body.data.link, admin)).statusCode, 200);
  // Its own uploads live in its own folder.
  const mine = await upload('put-file', 'mine.pdf', PDF, other);
  assert.match(mine.body.data.name, /^100001-/);
  assert.ok(existsSync(join(dataDir, 'files', '100001', mine.body.data.name.slice(7))));
});

test('names that are not ours, and traversal attempts, are 404s', async () => {
  for (const name of [
    'nothing.png',
    `000000-${'0'.repeat(32)}.png`,
    '..%2F..%2Fjwt-secret',
    `000000-${'a'.repeat(32)}.json`,
  ]) {
    assert.equal((await download(`${base}/file/${name}`)).statusCode, 404, name);
  }
});

test('uploading needs a token, a multipart body and a file', async () => {
  assert.equal((await upload('put-file', 'a.pdf', PDF, null)).status, 401);
  const json = await app.inject({
    method: 'POST',
    url: `${base}/put-file`,
    headers: { 'blade-auth': `bearer ${admin.token}`, 'content-type': 'application/json' },
    payload: { file: 'x' },
  });
  assert.equal(json.statusCode, 415);
  const empty = await upload('put-file', 'a.pdf', Buffer.alloc(0));
  assert.equal(empty.status, 400);
});
