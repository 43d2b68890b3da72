/** The demo customers of a first run (SEED_DEMO=on): valid codes, owners, contacts, a group; seeding runs once. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkIdCard, checkUscc } from '@flp/shared/validate';
import type { FastifyInstance } from 'fastify';
import { seedCustomerDemo } from '../src/modules/customer';
import { BASIC, type Client, type Session, client, ok, signIn, testApp } from './helpers';

const C = '/api/rzzl_qy/customer/basicinfo';
let app: FastifyInstance;
let admin: Client;
let session: Session;
before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  session = await signIn(app);
  admin = client(app, session);
});
after(() => app.close());

test('about twenty customers across provinces and industries, with valid codes, owners and contacts', async () => {
  const all = (await ok(admin, `${C}/page?size=100`)).records as Record<string, string | number | null>[];
  assert.ok(all.length >= 20, `${all.length} customers`);
  const companies = all.filter((c) => c.idType === 2);
  for (const c of companies) assert.equal(checkUscc(String(c.creditCode)), null, String(c.creditCode));
  for (const p of all.filter((c) => c.idType === 1)) assert.equal(checkIdCard(String(p.idCard)), null);
  assert.ok(new Set(all.map((c) => String(c.regionCode).slice(0, 2))).size >= 10, 'many provinces');
  assert.ok(new Set(companies.map((c) => String(c.industryCode).slice(0, 1))).size >= 5, 'several industry sections');
  assert.ok(
    all.every((c) => c.ownerName),
    'each has an account manager among the demo staff',
  );
  const first = await ok(admin, `${C}/detail?id=${companies[0].id}`);
  assert.equal(first.contacts.length, 2);
});

test('sample documents are filed under the first companies, and they download as PDFs', async () => {
  const all = (await ok(admin, `${C}/page?size=100`)).records as { id: string; idType: number }[];
  const counts = await Promise.all(
    all.map(async (c) => (await ok(admin, `/api/rzzl_qy/common/file/getFiles?pid=${c.id}`)).length as number),
  );
  assert.equal(
    counts.reduce((a, b) => a + b, 0),
    4,
  );
  const withFiles = all[counts.indexOf(2)];
  const files = (await ok(admin, `${C}/detail?id=${withFiles.id}`)).attachments as { name: string; link: string }[];
  assert.deepEqual(files.map((f) => f.name).sort(), ['公司章程(样本).pdf', '营业执照(样本).pdf']);
  const pdf = await app.inject({
    method: 'GET',
    url: files[0].link,
    headers: { authorization: BASIC, 'blade-auth': `bearer ${session.token}` },
  });
  assert.equal(pdf.statusCode, 200);
  assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
});

test('the demo group around its holding company, and registrations and applications in several states', async () => {
  const group = (await ok(admin, `${C}/queryList?compname=${encodeURIComponent('华东重工集团')}`)).records[0];
  const g = await ok(admin, `/api/rzzl_qy/customer/relation/graph?customerId=${group.id}`);
  assert.ok(g.nodes.length >= 5);
  assert.ok(g.edges.some((e: { relationType: string }) => e.relationType === 'controlling'));
  const states = (url: string, key: string) =>
    ok(admin, url).then((p) => new Set(p.records.map((r: Record<string, string>) => r[key])));
  assert.equal((await states('/api/rzzl_qy/customer/consumer/page?size=50', 'regState')).size, 3);
  assert.equal((await states('/api/rzzl_qy/customer/proapply/page?size=50', 'applyState')).size, 3);
});

test('seeding again adds nothing', async () => {
  const before = (await ok(admin, `${C}/page?size=1`)).total;
  // A second run stops before anything, files included.
  const files = {
    attach: () => Promise.reject(new Error('seeded twice')),
    read: () => Promise.resolve(null),
    readNamed: () => Promise.resolve([]),
    send: () => Promise.reject(new Error('seeded twice')),
  };
  await seedCustomerDemo(app.appContext.database.owner, files);
  assert.equal((await ok(admin, `${C}/page?size=1`)).total, before);
});
