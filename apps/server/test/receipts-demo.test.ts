/**
 * The demo portfolio (modules/servicing/demo-seed.ts, demo-plan.ts) as the first start leaves it: eight IOUs disbursed
 * through the loan family and paid as planned — overdue in every class, one settled, one paid late with its 罚息, one
 * with credit held — receipts entered by 王芳, verified by 李娜 and reviewed by 赵磊 (three people), two waiting;
 * the month-end snapshots taken.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_PORTFOLIO } from '../src/modules/servicing/demo-plan';
import { servicingRepos } from '../src/modules/servicing/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
});
after(() => app.close());

test('the demo portfolio: every class, settled, late, credit held; maker and checker differ', async () => {
  const db = app.appContext.database.owner;
  const ctx = systemContext('000000');
  const ious = await servicingRepos.iou.list(db, ctx, { query: { ascs: 'id' } });
  assert.equal(ious.length, DEMO_PORTFOLIO.length);
  const byPlan = (kind: string) => ious.filter((_, i) => DEMO_PORTFOLIO[i].payment.kind === kind);
  const stopped = byPlan('stopped').map((i) => i.riskLevel);
  assert.deepEqual(stopped, ['LOSS', 'DOUBTFUL', 'SUBSTANDARD'], 'stopped 16, 10 and 4 months ago');
  const [partial] = byPlan('partial');
  assert.equal(partial.riskLevel, 'SPECIAL_MENTION');
  assert.ok(Number(partial.penaltyAmount) > 0, 'the part-paid period accrues 罚息');
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
