/**
 * The demo portfolio (modules/servicing/demo-seed.ts, demo-plan.ts) as the first start leaves it: eight IOUs disbursed
 * through the loan family and paid as planned — overdue in every class, one settled, one paid late with its 罚息, one
 * with credit held — receipts entered by 王芳, verified by 李娜 and reviewed by 赵磊 (three people), two waiting;
 * the month-end snapshots taken; then the wider book (modules/demo-portfolio.ts) that the dashboards and reminders
 * show.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_LESSEES, type DemoPayment } from '../src/modules/demo-portfolio';
import { DEMO_PORTFOLIO } from '../src/modules/servicing/demo-plan';
import { servicingRepos } from '../src/modules/servicing/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { client, signIn, testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
});
after(() => app.close());

test('the demo portfolio: every class, settled, late, credit held; maker and checker differ', async () => {
  const db = app.appContext.database.owner;
  const ctx = systemContext('000000');
  const all = await servicingRepos.iou.list(db, ctx, { query: { ascs: 'id' }, limit: 1000 });
  // The first contract's eight first (then the wider book's: the next test).
  const ious = all.slice(0, DEMO_PORTFOLIO.length);
  assert.equal(new Set(ious.map((i) => String(i.contractId))).size, 1);
  const byPlan = (kind: string) => ious.filter((_, i) => DEMO_PORTFOLIO[i].payment.kind === kind);
  const stopped = byPlan('stopped').map((i) => i.riskLevel);
  assert.deepEqual(stopped, ['LOSS', 'DOUBTFUL', 'SUBSTANDARD'], 'stopped 16, 10 and 4 months ago');
  const [partial] = byPlan('partial');
  assert.equal(partial.riskLevel, 'SPECIAL_MENTION');
  // Its arrears accrue 罚息 — unless the 借据变更 demo's restructure has folded them into the new schedule by the day the
  // demo is made (on a day its periods fall due, nothing is left overdue): then it is kept at its class, restructured.
  assert.ok(
    Number(partial.penaltyAmount) > 0 || (partial.restructuredUntil && partial.restructuredLevel === 'SPECIAL_MENTION'),
    'the part-paid period accrues 罚息, or its restructure holds it at 关注',
  );
  const settled = ious.filter((i) => i.iouState === 'settled');
  assert.equal(settled.length, 1);
  assert.equal(settled[0].outstandingPrincipal, '0.00');
  const [overpaid] = byPlan('overpaid');
  assert.equal(overpaid.creditAmount, '5000.00', 'the overpayment is held');
  const [late] = byPlan('late');
  assert.equal(late.dpd, 0);
  const paidPenalty = await servicingRepos.allocation.count(
    db,
    ctx,
    eq(servicingRepos.allocation.col('iouId'), String(late.id)),
    eq(servicingRepos.allocation.col('component'), 'PENALTY'),
  );
  assert.ok(paidPenalty > 0, 'the late payer paid its 罚息');
  for (const i of ious) assert.equal(i.asOfDate, ious[0].asOfDate, 'every IOU derived as of the same day');

  const receipts = await servicingRepos.receipt.list(db, ctx, { limit: 1000 });
  // Every state a receipt takes: the demo's duplicate is reversed (收款冲销), never deleted.
  assert.deepEqual([...new Set(receipts.map((r) => r.receiptState))].sort(), [
    'entered',
    'reversed',
    'reviewed',
    'verified',
  ]);
  // Money staff entered: a 展期资本化 is no money, made and verified by the extension's approval itself.
  const entered = receipts.filter((x) => x.receiptKind !== 'capitalised');
  for (const r of entered.filter((x) => x.receiptState !== 'entered')) assert.notEqual(r.verifiedBy, r.createUser);
  for (const r of entered.filter((x) => x.receiptState === 'reviewed')) {
    assert.notEqual(r.reviewedBy, r.createUser);
    assert.notEqual(r.reviewedBy, r.verifiedBy);
  }
  assert.ok((await servicingRepos.snapshot.count(db, ctx)) >= ious.length * 3, 'three month ends taken');
});

test('the wider book: lessees across provinces and industries, paying as planned, rents falling due this week', async () => {
  const db = app.appContext.database.owner;
  const ctx = systemContext('000000');
  const all = await servicingRepos.iou.list(db, ctx, { query: { ascs: 'id' }, limit: 1000 });
  const book = all.slice(DEMO_PORTFOLIO.length);
  const disbursed = DEMO_LESSEES.filter((l) => l.plan.stage === 'disbursed');
  assert.equal(book.length, disbursed.length, 'one IOU for each disbursed lessee');
  // Each as its plan says (book[i] is disbursed[i]: the loan demo goes down the declaration).
  const planned = (kind: string) =>
    book.filter((_, i) => (disbursed[i].plan as { payment: DemoPayment }).payment.kind === kind);
  for (const i of planned('stopped')) assert.notEqual(i.riskLevel, 'NORMAL', `${i.iouNo} stopped paying`);
  for (const i of planned('partial')) assert.equal(i.riskLevel, 'SPECIAL_MENTION');
  for (const i of planned('onTime')) assert.equal(i.dpd, 0, `${i.iouNo} pays on time`);
  assert.equal(planned('overpaid')[0].creditAmount, '5000.00');
  assert.ok(
    book.some((i) => i.iouState === 'settled'),
    'a short lease paid out',
  );

  const admin = client(app, await signIn(app));
  // The cockpit's map: the book spreads over the provinces, no one lessee dominates.
  const map = (await admin.get('/api/rzzl_qy/cockpit/cockpit/getProvince')).data;
  const provinces = (map.provinces as { provinceCode: string; share: string }[]).filter((p) => p.provinceCode);
  assert.ok(provinces.length >= 20, `${provinces.length} provinces`);
  const exposure = new Map<string, number>();
  for (const i of all.filter((x) => x.iouState === 'active'))
    exposure.set(String(i.customerId), (exposure.get(String(i.customerId)) ?? 0) + Number(i.outstandingPrincipal));
  const total = [...exposure.values()].reduce((s, v) => s + v, 0);
  const largest = Math.max(...exposure.values());
  assert.ok(exposure.size >= 20 && largest / total < 0.15, `${exposure.size} lessees, the largest ${largest / total}`);

  // 张伟's reminders this morning: rents of several lessees falling due within the week.
  const zhangwei = client(app, await signIn(app, 'zhangwei', '123456'));
  const due = (await zhangwei.get('/api/rzzl_qy/remind/remind/pageList?current=1&size=100')).data;
  const lessees = new Set((due.records as { customerId: string }[]).map((r) => r.customerId));
  assert.ok(lessees.size >= 8, `${lessees.size} lessees with rent falling due`);
});
