/**
 * The ledger is derived whole, whatever the caller may see (issue 25 item 2): an account manager whose role shows him
 * only his own records (本人可见) saves a remark on his IOU; the IOU is derived again from every receipt of the
 * tenant, not from the ones his scope shows — received, days past due, class, allocation lines and history stay as
 * they were. What he is answered stays within his scope.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Decimal } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { servicingRepos } from '../src/modules/servicing/repos';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, ok, signIn, testApp } from './helpers';
import { ownRecordsOnly } from './support/data-scope';
import { userId } from './support/overdue-fixture';
import { ledgerIou, setBusinessDate, setIouOptions } from './support/servicing-fixture';

const R = '/api/rzzl_qy/affirmCash/repayment';
const IOU = '/api/rzzl_qy/iou/iou';
const ctx = systemContext('000000');

let app: FastifyInstance;
let admin: Client;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  admin = client(app, await signIn(app));
  await setBusinessDate(app, '2026-03-14');
  await ownRecordsOnly(admin, ['loan_receipt', 'loan_iou']);
});
after(() => app.close());

/** What the ledger derived for the IOU: its figures, its allocation lines and its class history. */
async function ledgerOf(iouId: string) {
  const db = app.appContext.database.owner;
  const iou = await servicingRepos.iou.getById(db, ctx, iouId);
  const a = servicingRepos.allocation;
  const h = servicingRepos.riskHistory;
  return {
    figures: {
      receivedAmount: iou.receivedAmount,
      dpd: iou.dpd,
      overduePeriods: iou.overduePeriods,
      riskLevel: iou.riskLevel,
      outstandingPrincipal: iou.outstandingPrincipal,
    },
    lines: (await a.list(db, ctx, { where: [eq(a.col('iouId'), iouId)], query: { ascs: 'id' } })).map((x) => [
      x.receiptId,
      x.period,
      x.component,
      x.amount,
    ]),
    history: await h.count(db, ctx, eq(h.col('iouId'), iouId)),
  };
}

test('a scoped account manager saving a remark on his IOU leaves its ledger as it was', async () => {
  const db = app.appContext.database.owner;
  const { iou, rows } = await ledgerIou(app);
  await setIouOptions(app, String(iou.id), { owner: await userId(db, '000000', 'zhangwei') });
  // 王芳 enters period 1's rent, 周敏 verifies it: paid on time, nothing overdue as of 14 Mar.
  const as = async (account: string) => client(app, await signIn(app, account, DEMO_PASSWORD));
  const [wangfang, zhoumin, zhangwei] = await Promise.all(['wangfang', 'zhoumin', 'zhangwei'].map(as));
  const rent = new Decimal(rows[0].principal as string).plus(rows[0].interest as string).toFixed(2);
  await ok(wangfang, `${R}/submit`, {
    receiptKind: 'rent',
    iouId: iou.id,
    receiptDate: '2026-02-15',
    amount: rent,
    payer: 'x',
  });
  const receipt = (await ok(wangfang, `${R}/list?descs=id&size=1`)).records[0];
  await ok(zhoumin, `${R}/verification`, { ids: receipt.id });
  const before = await ledgerOf(String(iou.id));
  assert.equal(before.figures.receivedAmount, rent);
  assert.equal(before.figures.dpd, 0);
  assert.equal(before.figures.riskLevel, 'NORMAL');
  assert.ok(before.lines.length >= 2);

  // His scope shows him his IOU but not 王芳's receipt: what he is answered stays scoped.
  const mine = await ok(zhangwei, `${IOU}/detail?id=${iou.id}`);
  assert.equal(mine.id, iou.id);
  assert.equal((await ok(zhangwei, `${R}/list?size=100&iouId=${iou.id}`)).records.length, 0);
  assert.equal((await zhangwei.get(`${R}/detail?id=${receipt.id}`)).status, 404);

  // He saves a remark; the IOU is derived again from every receipt of the tenant.
  await ok(zhangwei, `${IOU}/updateIou`, { id: iou.id, remark: '承租人来电确认下期按时付款', version: mine.version });
  const after = await ledgerOf(String(iou.id));
  assert.deepEqual(after, before);
  assert.equal((await ok(zhangwei, `${IOU}/detail?id=${iou.id}`)).remark, '承租人来电确认下期按时付款');
  // And what verification would apply, asked by him, counts the receipt he cannot see.
  const preview = await ok(zhangwei, `${R}/preview?iouId=${iou.id}&receiptDate=2026-03-14`);
  assert.equal(preview.overdue.dpd, 0);
  assert.equal(preview.due.total, '0.00');
});
