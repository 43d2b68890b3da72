/**
 * 收款确认 (affirmCash/repayment) through the API: entry with its checks, verification applying DOMAIN.md §3's
 * allocation (amounts worked by hand below), four-eyes verification and review, held credit and its application by staff, the
 * standing book's detail by IOUs, getByIouNo, the Excel import forming a 回款确认 batch (hkqr) and a bank's plan
 * (yhhkjh), bad input naming the field, and 403 without the grant.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Decimal } from '@flp/shared/finance';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { md5 } from '../src/platform/auth/password';
import {
  BASIC,
  type Client,
  type Session,
  attachmentOf,
  client,
  ok,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';
import { multipart } from './support/files';
import { approveAs, ledgerIou, setBusinessDate, setIouOptions } from './support/servicing-fixture';

const R = '/api/rzzl_qy/affirmCash/repayment';
const HK = '/api/rzzl_qy/hkqr/hkqr';
const YH = '/api/rzzl_qy/yhhkjh/yhhkjh';
const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

let app: FastifyInstance;
let maker: Client; // 王芳 (finance): enters
let makerSession: Session;
let verifier: Client; // 周敏, the other finance officer: verifies (never the one who entered it)
let checker: Client; // 孙丽, the finance reviewer: reviews (neither of them)
let checkerSession: Session;
let leader: Client; // 赵磊, 部门负责人: confirms batches (回款确认) and bank repayment plans
let leaderSession: Session;
let admin: Client;
let nobody: Client;
let english: Client;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  makerSession = await signIn(app, 'wangfang', DEMO_PASSWORD);
  checkerSession = await signIn(app, 'sunli', DEMO_PASSWORD);
  maker = client(app, makerSession);
  verifier = client(app, await signIn(app, 'zhoumin', DEMO_PASSWORD));
  english = client(app, makerSession, { lang: 'en-US' });
  checker = client(app, checkerSession);
  leaderSession = await signIn(app, 'zhaolei', DEMO_PASSWORD);
  leader = client(app, leaderSession);
  admin = client(app, await signIn(app));
  nobody = client(app, await signInUngranted(app, 'receipt_nobody'));
  await setBusinessDate(app, '2026-03-14');
});
after(() => app.close());

/** A user of the demo tenant holding the given standard roles (by alias), signed in. */
async function staffHolding(aliases: string[], account: string): Promise<Session> {
  const flat = (nodes: Record<string, unknown>[]): Record<string, unknown>[] =>
    nodes.flatMap((n) => [n, ...flat((n.children ?? []) as Record<string, unknown>[])]);
  const roles = flat((await ok(admin, '/api/blade-system/role/list')) as Record<string, unknown>[]);
  const roleId = aliases.map((a) => String(roles.find((r) => r.roleAlias === a)?.id)).join(',');
  const deptId = String((await ok(admin, '/api/blade-user/info')).deptId);
  await ok(admin, '/api/blade-user/submit', {
    account,
    name: account,
    realName: account,
    password: md5('pw'),
    roleId,
    deptId,
  });
  return signIn(app, account, 'pw');
}

const enter = async (c: Client, body: Record<string, unknown>) => {
  await ok(c, `${R}/submit`, { receiptKind: 'rent', payer: '华东重工', ...body });
  const page = await ok(c, `${R}/list?descs=id&size=1`);
  return page.records[0];
};
const lines = (rows: Record<string, unknown>[]) =>
  rows.map((r) => [r.period, r.component, r.applyDate, r.amount]).sort((a, b) => String(a).localeCompare(String(b)));

describe('receipts', () => {
  test('a partial, late payment: penalty first, then principal; penalty goes on accruing on what is left only', async () => {
    const { iou, rows } = await ledgerIou(app);
    const i1 = rows[0].interest as string;
    assert.equal(rows[0].principal, '10000.00', 'equal principal: 10,000 a period');
    // 15 Feb: the interest of period 1 only; the 10,000 of principal stays unpaid.
    const first = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-15', amount: i1, bankRef: 'B1' });
    assert.equal(first.receiptState, 'entered');
    assert.equal(first.customerId, iou.customerId, 'the lessee comes from the IOU');
    assert.equal(first.contractId, iou.contractId);
    assert.match(String(first.receiptNo), /^SK\d{8}\d{4}$/);
    assert.equal(await ok(verifier, `${R}/verification`, { ids: first.id }), 1);
    assert.deepEqual(lines(await ok(maker, `${R}/getChildren?id=${first.id}`)), [[1, 'INTEREST', '2026-02-15', i1]]);

    // 7 Mar, 20 days late: 5,000. Penalty to that day 10,000 × 0.05 % × 20 = 100.00 is paid first, then principal
    // 4,900.00 — the preview says so before verification, and verification applies exactly that.
    const second = await enter(maker, { iouId: iou.id, receiptDate: '2026-03-07', amount: '5000', bankRef: 'B2' });
    const preview = await ok(maker, `${R}/preview?id=${second.id}`);
    assert.deepEqual(preview.lines, [
      { period: 1, component: 'PENALTY', applyDate: '2026-03-07', amount: '100.00' },
      { period: 1, component: 'PRINCIPAL', applyDate: '2026-03-07', amount: '4900.00' },
    ]);
    assert.equal(preview.due.penalty, '100.00');
    assert.equal(preview.due.principal, '10000.00');
    await ok(verifier, `${R}/verification`, { ids: second.id });
    assert.deepEqual(lines(await ok(maker, `${R}/getChildren?id=${second.id}`)), [
      [1, 'PENALTY', '2026-03-07', '100.00'],
      [1, 'PRINCIPAL', '2026-03-07', '4900.00'],
    ]);
    // As of 14 Mar: 7 more days on 5,100 only: 5,100 × 0.05 % × 7 = 17.85 unpaid; period 1 is 27 days past due.
    const got = await ok(maker, `${R}/getByIouNo?iouNo=${iou.iouNo}`);
    assert.equal(got.iou.penaltyAmount, '17.85');
    assert.equal(got.iou.dpd, 27);
    assert.equal(got.iou.overduePrincipal, '5100.00');
    assert.equal(got.receipts.length, 2);
    assert.equal(got.receipts[1].allocations.length, 2);
    assert.equal(got.receipts[1].appliedAmount, '5000.00');
  });

  test('the preview counts the IOU’s earlier receipts awaiting verification first, and says which', async () => {
    const { iou, rows } = await ledgerIou(app);
    const i1 = rows[0].interest as string;
    // Two payments on period 1's due date, both entered, neither verified: the interest, then 4,000.
    const a = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-15', amount: i1, bankRef: 'P1' });
    const b = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-15', amount: '4000', bankRef: 'P2' });
    const shown = (p: { lines: Record<string, unknown>[] }) => p.lines.map((x) => [x.period, x.component, x.amount]);

    const first = await ok(maker, `${R}/preview?id=${a.id}`);
    assert.equal(first.pending.count, 0, 'nothing was entered before the first');
    assert.deepEqual(shown(first), [[1, 'INTEREST', i1]]);
    // The second comes after the first: the interest is then paid, so all of it goes to principal.
    const second = await ok(maker, `${R}/preview?id=${b.id}`);
    assert.deepEqual(second.pending, { count: 1, amount: i1, receiptNos: [a.receiptNo] });
    assert.deepEqual(shown(second), [[1, 'PRINCIPAL', '4000.00']]);
    assert.equal(second.due.interest, '0.00', 'the amounts due are those after the earlier receipt');
    // A payment being entered comes after both.
    const entering = await ok(maker, `${R}/preview?iouId=${iou.id}&receiptDate=2026-02-15&amount=1000`);
    assert.equal(entering.pending.count, 2);
    assert.equal(entering.pending.amount, money(new Decimal(i1).plus(4000)));
    assert.deepEqual(shown(entering), [[1, 'PRINCIPAL', '1000.00']]);
    // The IOU's figures alone (no payment) stay the ledger's: verified receipts only.
    const figures = await ok(maker, `${R}/preview?iouId=${iou.id}&receiptDate=2026-02-15`);
    assert.equal(figures.pending.count, 0);
    assert.equal(figures.due.interest, i1);

    // Verified in turn, they do what the previews said.
    await ok(verifier, `${R}/verification`, { ids: a.id });
    await ok(verifier, `${R}/verification`, { ids: b.id });
    assert.deepEqual(lines(await ok(maker, `${R}/getChildren?id=${b.id}`)), [
      [1, 'PRINCIPAL', '2026-02-15', '4000.00'],
    ]);
  });

  test('the IOU’s allocation order: fees → interest → principal → penalty puts the penalty last', async () => {
    const { iou, rows } = await ledgerIou(app);
    await setIouOptions(app, String(iou.id), { allocationOrder: 'FEE,INTEREST,PRINCIPAL,PENALTY' });
    const i1 = new Decimal(rows[0].interest as string);
    // 7 Mar, period 1 wholly unpaid for 20 days: penalty (10,000 + I1) × 0.05 % × 20; the payment covers the rent and
    // 50.00 more, which is all the penalty gets in this order.
    const r = await enter(maker, { iouId: iou.id, receiptDate: '2026-03-07', amount: money(i1.plus(10050)) });
    await ok(verifier, `${R}/verification`, { ids: r.id });
    assert.deepEqual(
      (await ok(maker, `${R}/getChildren?id=${r.id}`)).map((x: Record<string, unknown>) => [x.component, x.amount]),
      [
        ['INTEREST', money(i1)],
        ['PRINCIPAL', '10000.00'],
        ['PENALTY', '50.00'],
      ],
    );
    const penalty = new Decimal(10000).plus(i1).times('0.0005').times(20);
    const got = await ok(maker, `${R}/getByIouNo?iouNo=${iou.iouNo}`);
    assert.equal(got.iou.penaltyAmount, money(penalty.minus(50)), 'the rest of the penalty stays owed');
  });

  test('maker–checker: the one who entered or verified it cannot review; a third person can, and then it is locked', async () => {
    const { iou, rows } = await ledgerIou(app);
    const rent = new Decimal(rows[0].principal as string).plus(rows[0].interest as string);
    // Entered by a finance officer who also holds 财务复核 (two roles), and verified by the administrator (who holds
    // every button): the rule, not a missing button, keeps each of them from reviewing it.
    const dualSession = await staffHolding(['finance_officer', 'finance_reviewer'], 'dualfin');
    const dual = client(app, dualSession);
    const dualEn = client(app, dualSession, { lang: 'en-US' });
    const r = await enter(dual, { iouId: iou.id, receiptDate: '2026-02-15', amount: money(rent) });
    // Reviewing before verification: it is not awaiting review.
    assert.equal((await checker.post(`${R}/review`, { ids: r.id })).status, 409);
    await ok(admin, `${R}/verification`, { ids: r.id });
    // 王芳, a finance officer only, holds no 复核 at all.
    assert.equal((await maker.post(`${R}/review`, { ids: r.id })).status, 403);
    const pending = await ok(dual, `${R}/reviewListInfo?size=100`);
    const mine = pending.records.find((x: Record<string, unknown>) => x.id === r.id);
    assert.equal(mine.reviewable, false);
    assert.match(mine.reviewRefusal['zh-CN'], /录入人不能复核/);
    const own = await dual.post(`${R}/review`, { ids: r.id });
    assert.equal(own.status, 400);
    assert.match(own.body.msg, /录入人不能复核自己录入的收款/);
    const ownEn = await dualEn.post(`${R}/review`, { ids: r.id });
    assert.match(ownEn.body.msg, /The person who entered a receipt cannot review it/);
    const verifiers = await admin.post(`${R}/review`, { ids: r.id });
    assert.equal(verifiers.status, 400);
    assert.match(verifiers.body.msg, /核销人不能复核自己核销的收款/);
    const theirs = (await ok(checker, `${R}/reviewListInfo?size=100`)).records.find(
      (x: Record<string, unknown>) => x.id === r.id,
    );
    assert.equal(theirs.reviewable, true);
    assert.equal(await ok(checker, `${R}/review`, { ids: r.id }), 1);
    const d = await ok(checker, `${R}/detail?id=${r.id}`);
    assert.equal(d.receiptState, 'reviewed');
    assert.equal(d.reviewedBy, checkerSession.body.user_id);
    assert.equal(d.allocations.length, 2);
    // Locked: no edit, no removal, no un-verification.
    assert.equal((await dual.post(`${R}/submit`, { ...d, amount: '1' })).status, 400);
    assert.equal((await dual.post(`${R}/remove`, { ids: r.id })).status, 400);
    assert.equal((await dual.post(`${R}/cancelVerification`, { ids: r.id })).status, 409);
  });

  test('un-verification before review withdraws the allocation; only entered receipts are removed', async () => {
    const { iou } = await ledgerIou(app);
    const r = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-20', amount: '1000' });
    await ok(verifier, `${R}/verification`, { ids: r.id });
    assert.ok((await ok(maker, `${R}/getChildren?id=${r.id}`)).length > 0);
    assert.equal((await maker.post(`${R}/verification`, { ids: r.id })).status, 409, 'twice: already verified');
    assert.equal((await maker.post(`${R}/remove`, { ids: r.id })).status, 400, 'verified: not removable');
    await ok(verifier, `${R}/cancelVerification`, { ids: r.id });
    assert.deepEqual(await ok(maker, `${R}/getChildren?id=${r.id}`), []);
    const back = await ok(maker, `${R}/detail?id=${r.id}`);
    assert.equal(back.receiptState, 'entered');
    assert.equal(back.verifiedBy ?? null, null);
    assert.equal(
      (await ok(maker, `${R}/listInfo?size=100`)).records.some((x: { id: string }) => x.id === r.id),
      true,
    );
    await ok(maker, `${R}/remove`, { ids: r.id });
    assert.equal((await maker.get(`${R}/detail?id=${r.id}`)).status, 404);
  });

  test('overpayment is held as credit until staff apply it; the application replays from scratch', async () => {
    const { iou, rows } = await ledgerIou(app);
    const rent1 = new Decimal(rows[0].principal as string).plus(rows[0].interest as string);
    const r = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-15', amount: money(rent1.plus(3000)) });
    await ok(verifier, `${R}/verification`, { ids: r.id });
    let d = await ok(maker, `${R}/detail?id=${r.id}`);
    assert.equal(d.appliedAmount, money(rent1));
    assert.equal(d.creditAmount, '3000.00');
    // Period 2 falls due on 15 Mar; on 20 Mar the credit is still held (autoApplyCredit off): 5 days past due,
    // penalty (10,000 + I2) × 0.05 % × 5.
    await setBusinessDate(app, '2026-03-20');
    const i2 = new Decimal(rows[1].interest as string);
    const pen = new Decimal(10000).plus(i2).times('0.0005').times(5).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const before = await ok(maker, `${R}/preview?iouId=${iou.id}&receiptDate=2026-03-20`);
    assert.equal(before.creditHeld, '3000.00');
    assert.equal(before.due.penalty, money(pen));
    assert.equal(before.overdue.dpd, 5);
    // Applied by staff on 20 Mar: penalty, interest, then principal 3,000 − penalty − I2.
    const applied = await ok(maker, `${R}/applyCredit`, { iouId: iou.id, date: '2026-03-20' });
    assert.equal(applied.receiptKind, 'credit');
    assert.equal(applied.amount, '3000.00');
    assert.deepEqual(lines(await ok(maker, `${R}/getChildren?id=${r.id}`)).slice(-3), [
      [2, 'INTEREST', '2026-03-20', money(i2)],
      [2, 'PENALTY', '2026-03-20', money(pen)],
      [2, 'PRINCIPAL', '2026-03-20', money(new Decimal(3000).minus(pen).minus(i2))],
    ]);
    d = await ok(maker, `${R}/detail?id=${r.id}`);
    assert.equal(d.creditAmount, '0.00');
    assert.equal((await maker.post(`${R}/applyCredit`, { iouId: iou.id, date: '2026-03-20' })).status, 400);
    const bad = await maker.post(`${R}/applyCredit`, { iouId: iou.id, date: '2026-04-01' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /冲抵日期/);
    // With autoApplyCredit on, held credit goes to the next due date by itself.
    const auto = await ledgerIou(app);
    await setIouOptions(app, String(auto.iou.id), { autoApplyCredit: '1' });
    const over = await enter(maker, { iouId: auto.iou.id, receiptDate: '2026-02-15', amount: money(rent1.plus(3000)) });
    await ok(verifier, `${R}/verification`, { ids: over.id });
    const autoLines = lines(await ok(maker, `${R}/getChildren?id=${over.id}`));
    assert.ok(
      autoLines.some((x) => x[0] === 2 && x[2] === '2026-03-15'),
      'applied on period 2’s due date',
    );
    await setBusinessDate(app, '2026-03-14');
  });

  test('entry checks: the field named, in the caller’s language; deposits need a contract', async () => {
    const { iou, contract } = await ledgerIou(app);
    const bad = async (body: Record<string, unknown>, field: string, pattern: RegExp, c = maker) => {
      const res = await c.post(`${R}/submit`, { receiptKind: 'rent', payer: 'x', amount: '10', ...body });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.msg, pattern);
      const named = (res.body.data?.errors ?? []).map((e: { field: string }) => e.field);
      assert.ok(named.includes(field), `${field} named: ${JSON.stringify(res.body)}`);
    };
    await bad({ receiptDate: '2026-03-01' }, 'iouId', /借据.*租金须选择借据/);
    await bad({ iouId: iou.id, receiptDate: '2026-03-15' }, 'receiptDate', /到账日期.*不能晚于业务日期 2026-03-14/);
    await bad({ iouId: iou.id, receiptDate: '2026-01-10' }, 'receiptDate', /到账日期.*不能早于放款日/);
    await bad({ iouId: iou.id }, 'receiptDate', /请选择到账日期/);
    await bad({ iouId: iou.id, receiptDate: '2026-03-01', amount: '0' }, 'amount', /到账金额/);
    await bad({ iouId: iou.id, receiptDate: '2026-03-01', receiptKind: 'credit' }, 'receiptKind', /预收冲抵/);
    await bad({ iouId: '99999', receiptDate: '2026-03-01' }, 'iouId', /借据/);
    const draft = await ledgerIou(app, {}, false);
    await bad({ iouId: draft.iou.id, receiptDate: '2026-03-01' }, 'iouId', /不在还款中|尚无生效的租金支付表/);
    await bad({ receiptKind: 'deposit', receiptDate: '2026-03-01' }, 'contractId', /合同.*须选择合同/);
    await bad({ iouId: iou.id, receiptDate: '2026-03-15' }, 'receiptDate', /Received on.*business date/, english);
    // A deposit against the contract: no IOU, the lessee from the contract; not allocated on verification.
    await ok(maker, `${R}/submit`, {
      receiptKind: 'deposit',
      contractId: contract.id,
      receiptDate: '2026-01-10',
      amount: '20000',
      payer: '华东重工',
    });
    const dep = (await ok(maker, `${R}/list?descs=id&size=1`)).records[0];
    assert.equal(dep.customerId, contract.customerId);
    await ok(verifier, `${R}/verification`, { ids: dep.id });
    assert.deepEqual(await ok(maker, `${R}/getChildren?id=${dep.id}`), []);
    // Detail by IOUs, as the standing book asks: loanSign 1 rent, 2 the contracts' deposits and fees.
    const rent = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-15', amount: '500' });
    const byIou = await ok(maker, `${R}/detail?ids=${iou.id}&loanSign=1`);
    assert.deepEqual(
      byIou.map((x: { id: string }) => x.id),
      [rent.id],
    );
    const deposits = await ok(maker, `${R}/detail?ids=${iou.id}&loanSign=2`);
    assert.ok(deposits.some((x: { id: string }) => x.id === dep.id));
    assert.equal((await maker.get(`${R}/detail?ids=${iou.id}&loanSign=7`)).status, 400);
    assert.equal((await maker.get(`${R}/detail`)).status, 400);
    assert.equal((await maker.get(`${R}/getByIouNo`)).status, 400);
    assert.equal((await maker.get(`${R}/getByIouNo?iouNo=NOPE`)).status, 404);
    assert.equal((await maker.post(`${R}/verification`, {})).status, 400);
    assert.equal((await maker.post(`${R}/applyCredit`, { date: '2026-03-01' })).status, 400);
  });

  test('403 without the grants', async () => {
    for (const url of [
      'list',
      'listInfo',
      'reviewListInfo',
      'detail?id=1',
      'getChildren?id=1',
      'getByIouNo?iouNo=x',
      'preview?iouId=1',
    ])
      assert.equal((await nobody.get(`${R}/${url}`)).status, 403, url);
    for (const url of ['submit', 'verification', 'cancelVerification', 'review', 'remove', 'applyCredit'])
      assert.equal((await nobody.post(`${R}/${url}`, { ids: '1' })).status, 403, url);
  });
});

describe('four eyes (issue 25 item 4) and what a receipt may carry (item 8)', () => {
  test('the person who entered a receipt cannot verify it — an administrator neither', async () => {
    const { iou } = await ledgerIou(app);
    const r = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-15', amount: '1000' });
    const own = await maker.post(`${R}/verification`, { ids: r.id });
    assert.equal(own.status, 400);
    assert.match(own.body.msg, new RegExp(`${r.receiptNo}: 录入人不能核销自己录入的收款`));
    assert.match((await english.post(`${R}/verification`, { ids: r.id })).body.msg, /entered a receipt cannot verify/);
    const waiting = (await ok(maker, `${R}/listInfo?size=100`)).records.find((x: { id: string }) => x.id === r.id);
    assert.equal(waiting.verifiable, false);
    assert.match(waiting.verifyRefusal['zh-CN'], /录入人不能核销/);
    assert.equal((await ok(verifier, `${R}/detail?id=${r.id}`)).verifiable, true);
    assert.equal((await ok(maker, `${R}/detail?id=${r.id}`)).receiptState, 'entered', 'nothing moved');
    assert.deepEqual(await ok(maker, `${R}/getChildren?id=${r.id}`), []);
    // Four eyes hold for administrators too.
    const mine = await enter(admin, { iouId: iou.id, receiptDate: '2026-02-16', amount: '1000' });
    assert.equal((await admin.post(`${R}/verification`, { ids: mine.id })).status, 400);
    assert.equal(await ok(verifier, `${R}/verification`, { ids: mine.id }), 1);
  });

  test('only the verifier or an administrator cancels a verification; whoever changed it last does not verify it again', async () => {
    const { iou } = await ledgerIou(app);
    const r = await enter(maker, { iouId: iou.id, receiptDate: '2026-02-15', amount: '1000' });
    await ok(verifier, `${R}/verification`, { ids: r.id });
    // The enterer cannot undo another's verification to change the amount; the reviewer holds no 核销 at all.
    const res = await maker.post(`${R}/cancelVerification`, { ids: r.id });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /只有核销人或管理员可以取消核销/);
    assert.equal((await checker.post(`${R}/cancelVerification`, { ids: r.id })).status, 403);
    assert.equal((await ok(maker, `${R}/detail?id=${r.id}`)).receiptState, 'verified');
    // An administrator may cancel it; having changed the amount, he may not verify it again — the verifier may.
    await ok(admin, `${R}/cancelVerification`, { ids: r.id });
    const back = await ok(admin, `${R}/detail?id=${r.id}`);
    await ok(admin, `${R}/submit`, { ...back, allocations: [], amount: '100000' });
    const again = await admin.post(`${R}/verification`, { ids: r.id });
    assert.equal(again.status, 400);
    assert.match(again.body.msg, /最后修改或取消核销该收款的人不能核销它/);
    assert.equal(await ok(verifier, `${R}/verification`, { ids: r.id }), 1);
    // The verifier cancels her own; she was the last to change it, so someone else verifies it again.
    await ok(verifier, `${R}/cancelVerification`, { ids: r.id });
    assert.equal((await verifier.post(`${R}/verification`, { ids: r.id })).status, 400);
    assert.equal(await ok(admin, `${R}/verification`, { ids: r.id }), 1);
  });

  test('the allocation is the server’s: lines in the body are refused, an empty list changes nothing', async () => {
    const { iou, rows } = await ledgerIou(app);
    const forged = [{ period: 1, component: 'PRINCIPAL', applyDate: '2026-02-15', amount: '999999.00' }];
    const body = { receiptKind: 'rent', payer: '华东重工', iouId: iou.id, receiptDate: '2026-02-15', amount: '100' };
    const res = await maker.post(`${R}/submit`, { ...body, allocations: forged });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /冲抵明细.*由系统计算/);
    assert.ok((res.body.data?.errors ?? []).some((e: { field: string }) => e.field === 'allocations'));
    const en = await english.post(`${R}/submit`, { ...body, allocations: forged });
    assert.match(en.body.msg, /Allocation.*worked out by the system/);
    const r = await enter(maker, { ...body, allocations: [] });
    const edited = await maker.post(`${R}/submit`, {
      ...(await ok(maker, `${R}/detail?id=${r.id}`)),
      allocations: forged,
    });
    assert.equal(edited.status, 400);
    await ok(verifier, `${R}/verification`, { ids: r.id });
    const i1 = rows[0].interest as string;
    // 100 of period 1's interest, as the ledger works it out.
    assert.deepEqual(lines(await ok(maker, `${R}/getChildren?id=${r.id}`)), [[1, 'INTEREST', '2026-02-15', '100.00']]);
    assert.ok(new Decimal(i1).gt(100));
  });

  test('an amount far beyond all the IOU still owes is refused by its label; an overpayment within reason is not', async () => {
    const { iou, contract } = await ledgerIou(app);
    // 120,000 lent, 7,800 of interest, some 罚息: about 128,000 would pay it off; the margin is a tenth of the loan.
    const absurd = {
      receiptKind: 'rent',
      payer: 'x',
      iouId: iou.id,
      receiptDate: '2026-03-01',
      amount: '120000000000',
    };
    const res = await maker.post(`${R}/submit`, absurd);
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /到账金额\(元\).*远超借据.*尚欠的全部款项/);
    assert.ok((res.body.data?.errors ?? []).some((e: { field: string }) => e.field === 'amount'));
    assert.match((await english.post(`${R}/submit`, absurd)).body.msg, /Amount \(yuan\).*far more than all IOU/);
    assert.equal((await maker.post(`${R}/submit`, { ...absurd, amount: '140000' })).status, 400);
    await enter(maker, { iouId: iou.id, receiptDate: '2026-03-01', amount: '130000' });
    // A deposit beyond the whole amount financed is no deposit either.
    const deposit = { ...absurd, receiptKind: 'deposit', iouId: undefined, contractId: contract.id };
    const dep = await maker.post(`${R}/submit`, deposit);
    assert.equal(dep.status, 400);
    assert.match(dep.body.msg, /到账金额\(元\).*超过合同.*融资金额/);
  });
});

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('收款');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (session: Session, url: string, file: Buffer) => {
  const body = multipart('bank.xlsx', file);
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: BASIC, 'blade-auth': `bearer ${session.token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('bank statement import (回款确认) and bank repayment plans', () => {
  test('the template; a file with bad rows imports nothing and names them; a good one forms a batch', async () => {
    const { iou } = await ledgerIou(app);
    const tpl = await app.inject({
      method: 'GET',
      url: `${R}/import-template`,
      headers: { authorization: BASIC, 'blade-auth': `bearer ${makerSession.token}` },
    });
    assert.equal(tpl.statusCode, 200);
    const head = ['借据', '款项类型', '到账日期 *', '到账金额(元) *', '付款人 *', '银行流水号'];
    const badFile = await workbook([
      head,
      [iou.iouNo, '租金', '2026-02-15', '100', '华东重工', 'X1'],
      ['JJ-NONE', '租金', '2026-02-15', '100', '华东重工', 'X2'],
      [iou.iouNo, '租金', '2026-03-30', '100', '华东重工', 'X3'],
    ]);
    const before = (await ok(maker, `${R}/list?size=1`)).total;
    const res = await upload(makerSession, `${R}/import`, badFile);
    assert.equal(res.statusCode, 400);
    const errors = res.json().data.errors as { row: number; field: string }[];
    // Row 3's IOU number names no IOU (and so the rent has none); row 4 is after the business date.
    assert.deepEqual(
      [...new Set(errors.map((e) => `${e.row}:${e.field}`))].map((x) => [Number(x.split(':')[0]), x.split(':')[1]]),
      [
        [3, 'iouId'],
        [4, 'receiptDate'],
      ],
    );
    assert.equal((await ok(maker, `${R}/list?size=1`)).total, before, 'nothing written');

    const good = await workbook([
      head,
      [iou.iouNo, '租金', '2026-02-15', '11200', '华东重工', 'G1'],
      [iou.iouNo, '租金', '2026-03-10', '500', '华东重工', 'G2'],
    ]);
    const imported = await upload(makerSession, `${R}/import`, good);
    assert.equal(imported.statusCode, 200, imported.body);
    const { count, batchId, batchNo } = imported.json().data;
    assert.equal(count, 2);
    assert.match(batchNo, /^HK\d{8}\d{3}$/);
    const batch = await ok(maker, `${HK}/getDetailById?businessId=${batchId}`);
    assert.equal(batch.receiptCount, 2);
    assert.equal(batch.amountTotal, '11700.00');
    assert.equal(batch.flowState, 'draft');
    const entered = (await ok(maker, `${R}/listInfo?size=100&batchNo=${batchNo}`)).records;
    assert.equal(entered.length, 2);

    // Submitting the batch starts 回款确认; a department head (赵磊) confirms it.
    const started = await ok(maker, `${HK}/start-process`, { id: batchId });
    assert.ok(started.processInstanceId);
    const running = await ok(maker, `${HK}/getDetailById?businessId=${batchId}`);
    assert.equal(running.flowState, 'running');
    // Approval verifies the batch's receipts (the approver becomes their verifier).
    await approveAs(leader, started.processInstanceId);
    const done = await ok(maker, `${HK}/getDetailById?businessId=${batchId}`);
    assert.equal(done.flowState, 'approved');
    const verified = (await ok(maker, `${R}/reviewListInfo?size=100&batchNo=${batchNo}`)).records;
    assert.equal(verified.length, 2);
    // 11,200 pays period 1 (10,000 + 1,200); the 500 of 10 Mar finds nothing due yet: held as credit.
    const byRef = Object.fromEntries(verified.map((x: Record<string, string>) => [x.bankRef, x]));
    assert.equal(byRef.G1.appliedAmount, '11200.00');
    assert.equal(byRef.G2.creditAmount, '500.00');
    assert.equal(byRef.G2.verifiedBy, leaderSession.body.user_id, 'the approver verified them');

    // A batch whose receipts were all verified one by one has nothing left to confirm.
    const one = await upload(
      makerSession,
      `${R}/import`,
      await workbook([head, [iou.iouNo, '租金', '2026-03-12', '100', '华东重工', 'G3']]),
    );
    const single = one.json().data;
    const [g3] = (await ok(maker, `${R}/listInfo?size=10&batchNo=${single.batchNo}`)).records;
    await ok(verifier, `${R}/verification`, { ids: g3.id });
    const empty = await maker.post(`${HK}/start-process`, { id: single.batchId });
    assert.equal(empty.status, 400);
    assert.match(empty.body.msg, /批次中没有待核销的收款/);
  });

  test('a bank repayment plan for an IOU goes through approval; an IOU without schedule is refused', async () => {
    const { iou } = await ledgerIou(app);
    const file = await attachmentOf(app, makerSession.token, 'plan.pdf', Buffer.from('%PDF-1.4 plan'));
    const missing = await maker.post(`${YH}/start-process`, { planName: '工行还款计划' });
    assert.equal(missing.status, 400);
    const draft = await ledgerIou(app, {}, false);
    const noSchedule = await maker.post(`${YH}/start-process`, {
      planName: '工行还款计划',
      iouId: draft.iou.id,
      planFile: file,
    });
    assert.equal(noSchedule.status, 400);
    assert.match(noSchedule.body.msg, /不在还款中|尚无生效的租金支付表/);
    const started = await ok(maker, `${YH}/start-process`, { planName: '工行还款计划', iouId: iou.id, planFile: file });
    const d = await ok(maker, `${YH}/getDetailById?businessId=${started.businessId}`);
    assert.equal(d.flowState, 'running');
    assert.equal(d.iouId, iou.id);
    await approveAs(leader, started.processInstanceId);
    assert.equal((await ok(maker, `${YH}/getDetailById?businessId=${started.businessId}`)).flowState, 'approved');
  });
});
