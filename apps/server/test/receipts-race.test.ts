/**
 * Races on receipts through the API (meaningful on PostgreSQL: run with TEST_DATABASE_URL; on the in-memory database
 * the calls are serialised and the same answers must come out). Two people verifying, or reviewing, the same receipt at
 * once: exactly one succeeds, the other is told it was handled (409). Two receipts of one IOU verified at once: both
 * count — the IOU is locked while its receipts are replayed, so neither replay misses the other.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { type Client, client, ok, signIn, testApp } from './helpers';
import { ledgerIou, setBusinessDate } from './support/servicing-fixture';

// postgres: receipts verified and reviewed at once, in really parallel transactions (scripts/test.mjs api:postgres)

const R = '/api/rzzl_qy/affirmCash/repayment';
let app: FastifyInstance;
// The duties of the standard roles: 王芳 and 周敏 (finance officers) enter and verify, 孙丽 (finance reviewer) reviews;
// the administrator holds every step, under the same four eyes.
let wangfang: Client;
let zhoumin: Client;
let sunli: Client;
let admin: Client;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  const as = async (account: string) => client(app, await signIn(app, account, DEMO_PASSWORD));
  [wangfang, zhoumin, sunli] = await Promise.all(['wangfang', 'zhoumin', 'sunli'].map(as));
  admin = client(app, await signIn(app));
  await setBusinessDate(app, '2026-03-14');
});
after(() => app.close());

/** Entered by `by`, never among those who then verify or review it. */
const enter = async (by: Client, iouId: unknown, date: string, amount: string) => {
  await ok(by, `${R}/submit`, { receiptKind: 'rent', iouId, receiptDate: date, amount, payer: '华东重工' });
  return (await ok(by, `${R}/list?descs=id&size=1`)).records[0];
};

test('two people verifying the same receipt at once: exactly one succeeds', async () => {
  for (let round = 0; round < 3; round++) {
    const { iou } = await ledgerIou(app);
    const r = await enter(admin, iou.id, '2026-02-15', '3000');
    const answers = await Promise.all([
      wangfang.post(`${R}/verification`, { ids: r.id }),
      zhoumin.post(`${R}/verification`, { ids: r.id }),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409], JSON.stringify(answers.map((a) => a.body)));
    const lines = await ok(wangfang, `${R}/getChildren?id=${r.id}`);
    assert.equal(
      lines.reduce((s: number, x: { amount: string }) => s + Number(x.amount), 0),
      3000,
      'applied once',
    );
  }
});

test('two people reviewing the same receipt at once: exactly one succeeds', async () => {
  for (let round = 0; round < 3; round++) {
    const { iou } = await ledgerIou(app);
    const r = await enter(zhoumin, iou.id, '2026-02-15', '3000');
    await ok(wangfang, `${R}/verification`, { ids: r.id });
    const answers = await Promise.all([
      sunli.post(`${R}/review`, { ids: r.id }),
      admin.post(`${R}/review`, { ids: r.id }),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409], JSON.stringify(answers.map((a) => a.body)));
    const d = await ok(wangfang, `${R}/detail?id=${r.id}`);
    assert.equal(d.receiptState, 'reviewed');
  }
});

test('two receipts of one IOU verified at once both count', async () => {
  const { iou } = await ledgerIou(app);
  const a = await enter(admin, iou.id, '2026-02-15', '1000');
  const b = await enter(admin, iou.id, '2026-02-16', '2000');
  const answers = await Promise.all([
    wangfang.post(`${R}/verification`, { ids: a.id }),
    zhoumin.post(`${R}/verification`, { ids: b.id }),
  ]);
  assert.deepEqual(
    answers.map((x) => x.status),
    [200, 200],
  );
  const got = await ok(wangfang, `${R}/getByIouNo?iouNo=${iou.iouNo}`);
  const applied = got.receipts.map((x: { appliedAmount: string }) => x.appliedAmount);
  assert.deepEqual(applied, ['1000.00', '2000.00']);
  assert.equal(got.iou.receivedAmount, '3000.00');
});
