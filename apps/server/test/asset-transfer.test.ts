/**
 * 资产转让 (WAVE3-BRIEF §2.10) through the API, on the brief's IOU (1,000,000 at 6 % over 12 monthly rents from
 * 2025-01-15, R = 86,066.43, periods 1–6 paid on their dates; business date 2025-07-20): rents 7–12 sold on period
 * 6's due date at 5 % — price 508,950.66, carrying 507,480.75, gain 1,469.91; re-priced when the date moves and kept
 * when a price is typed; 交割 only with the notice to the lessee (民法典 第546条), writing the 转付明细 and marking the
 * IOU transferred (out of the concentration exposure) when sold without recourse; a receipt of a sold period shows as
 * collected and is passed on; one live transfer per IOU (AssetTransferIsExist / AssetTransferIsCount); 撤销; bad input
 * in both languages; 403. Sold with recourse, the sale is a financing: a 有追索保理 bank loan drafted at delivery, its
 * drawdown on approval repaid by the rents sold (interest 2,120.63 … 357.12, 7,447.91 in all).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshIous } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import { repos } from '../src/modules/system/repos';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, type Session, client, ok, refused, signIn, testApp } from './helpers';
import { actAs, changeStaff, consentScan, setBusinessDate, staffId, vectorIou } from './support/servicing-fixture';

const T = '/api/rzzl_qy/assetTransfer/assettransfer';
const R = '/api/rzzl_qy/assetTransfer/assetrepayment';
const WARN = '/api/rzzl_qy/concentration/warn';
const ctx = systemContext('000000');

let app: FastifyInstance;
let as: Record<string, Client> = {};
let sessions: Record<string, Session> = {};
const db = () => app.appContext.database.owner;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as, sessions } = await changeStaff(app, 'transfer_nobody', ['sunli']));
  await setBusinessDate(app, '2025-07-20');
  // 王芳 (finance) holds the screen; again in English.
  as.english = client(app, await signIn(app, 'wangfang', DEMO_PASSWORD), { lang: 'en-US' });
});
after(() => app.close());

type Row = Record<string, unknown>;

/** The brief's IOU, periods 1–`paid` paid on their dates, as of 2025-07-20. */
const vector = async (paid = 6) => vectorIou(app, { paid, asOf: '2025-07-20' });

const contractOf = async (iouId: string) => String((await servicingRepos.iou.getById(db(), ctx, iouId)).contractId);

/** A transfer of the IOU as finance saves it (any field overridden), answered as its detail. */
async function draft(iouId: string, over: Row = {}, c = as.wangfang) {
  const contractId = await contractOf(iouId);
  await ok(c, `${T}/submit`, {
    contractId,
    iouIds: iouId,
    transferee: '华信商业保理有限公司',
    transfereeType: 'FACTOR',
    transferType: 'NON_RECOURSE',
    transferDate: '2025-07-15',
    discountRate: '5',
    ...over,
  });
  const page = await ok(c, `${T}/list?contractId=${contractId}&transferState=draft&current=1&size=100`);
  const found = page.records.find((r: Row) => r.iouIds === iouId);
  assert.ok(found, 'the draft is listed');
  return ok(c, `${T}/detail?id=${found.id}`);
}

const figures = (r: Row) => [r.fromPeriod, r.rentSold, r.carryingAmount, r.price, r.gainLoss];

/** The customer's outstanding principal as the concentration warning reads it (risk's view). */
async function exposure(customerId: string) {
  return (await ok(as.lina, `${WARN}/getConcentration?comId=${customerId}`)).outstanding as string;
}

describe('资产转让 (assetTransfer)', () => {
  test('the demo: one transfer settled without recourse with its 转付明细, one draft with recourse', async () => {
    const all = (await ok(as.wangfang, `${T}/list?current=1&size=100&descs=id`)).records as Row[];
    const settled = all.find((r) => r.transferState === 'settled');
    const open = all.find((r) => r.transferState === 'draft');
    assert.deepEqual([settled?.transferType, open?.transferType], ['NON_RECOURSE', 'RECOURSE']);
    const rows = await ok(as.wangfang, `${R}/list?pid=${settled?.id}&current=1&size=100`);
    assert.ok(rows.total > 0, 'its periods sold');
    const sold = await servicingRepos.iou.getById(db(), ctx, String(settled?.iouIds));
    assert.equal(sold.transferred, '1');
  });

  test("the brief's example: priced on save, re-priced when the date moves, a typed price kept", async () => {
    const iou = await vector();
    const t = await draft(iou.id);
    assert.deepEqual(figures(t), [7, '516398.57', '507480.75', '508950.66', '1469.91']);
    assert.equal(t.transferState, 'draft');
    assert.match(t.transferNo, /-ZR\d{2}$/);
    assert.ok(t.transferNo.startsWith(t.contractNo), 'numbered under its contract');
    // The form sent back as it was with a later date: the discounted price is discounted again (5 days accrued).
    await ok(as.wangfang, `${T}/submit`, { ...t, noticeDoc: undefined, transferDate: '2025-07-20' });
    const moved = await ok(as.wangfang, `${T}/detail?id=${t.id}`);
    assert.deepEqual(figures(moved), [7, '516398.57', '507890.01', '509292.10', '1402.09']);
    // A price typed is the price agreed.
    await ok(as.wangfang, `${T}/submit`, { id: t.id, price: '500000' });
    const typed = await ok(as.wangfang, `${T}/detail?id=${t.id}`);
    assert.deepEqual(figures(typed), [7, '516398.57', '507890.01', '500000.00', '-7890.01']);
    await ok(as.wangfang, `${T}/submit`, { id: t.id, price: '', transferDate: '2025-07-15' });
    assert.deepEqual(figures(await ok(as.wangfang, `${T}/detail?id=${t.id}`)), figures(t));
    await ok(as.wangfang, `${T}/cancel?id=${t.id}`, {});
  });

  test('settled without recourse only with the notice: the 转付明细 written, the IOU out of the exposure', async () => {
    const iou = await vector();
    const t = await draft(iou.id);
    const customerId = String(t.customerId);
    const before = await exposure(customerId);
    // 民法典 第546条: no notice, no delivery — in both languages, naming the field by its label.
    refused(await as.wangfang.post(`${T}/settle?id=${t.id}`, {}), 'noticeDoc', /转让通知书: 交割前须上传转让通知书/);
    refused(await as.english.post(`${T}/settle?id=${t.id}`, {}), 'noticeDoc', /Notice to the lessee: must be attached/);
    const scan = await consentScan(app, sessions.wangfang);
    await ok(as.wangfang, `${T}/submit`, { id: t.id, noticeDoc: scan });
    refused(await as.wangfang.post(`${T}/settle?id=${t.id}`, {}), 'noticeDate', /通知日期: 交割前须填写/);
    await ok(as.wangfang, `${T}/submit`, { id: t.id, noticeDate: '2025-07-21' });
    refused(await as.english.post(`${T}/settle?id=${t.id}`, {}), 'noticeDate', /Notified on: cannot be after/);
    await ok(as.wangfang, `${T}/submit`, { id: t.id, noticeDate: '2025-07-18' });
    const settled = await ok(as.wangfang, `${T}/settle?id=${t.id}`, {});
    assert.equal(settled.transferState, 'settled');
    const rows = (await ok(as.wangfang, `${R}/list?pid=${t.id}&current=1&size=20`)).records;
    assert.deepEqual(
      rows.map((r: Row) => [r.period, r.dueDate, r.rentDue, r.received, r.passState]),
      [
        [7, '2025-08-15', '86066.43', '0.00', 'due'],
        [8, '2025-09-15', '86066.43', '0.00', 'due'],
        [9, '2025-10-15', '86066.43', '0.00', 'due'],
        [10, '2025-11-15', '86066.43', '0.00', 'due'],
        [11, '2025-12-15', '86066.43', '0.00', 'due'],
        [12, '2026-01-15', '86066.42', '0.00', 'due'],
      ],
    );
    const sold = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.deepEqual([sold.transferred, sold.transferee], ['1', '华信商业保理有限公司']);
    // The buyer bears the lessee's risk now: its 507,480.75 leave the lessor's concentration exposure.
    assert.equal(
      (Number(before) - Number(await exposure(customerId))).toFixed(2),
      sold.outstandingPrincipal,
      'the IOU left the exposure',
    );
    // Its rents are the buyer's: what would move them is refused (the rate, grace); a new account manager is not.
    const change = '/api/rzzl_qy/contractchange/iouchange/save-data';
    const terms = { iouId: iou.id, trandate: '2025-07-20', reason: '调整' };
    refused(
      await as.zhangwei.post(change, { ...terms, newAnnualRate: '5.5' }),
      'newAnnualRate',
      /无追索转让给 华信商业保理有限公司/,
    );
    refused(
      await as.english.post('/api/rzzl_qy/graceAdjust/graceadjust/start-process', {
        ...terms,
        scope: 'IOU',
        newGraceDays: 10,
        penaltyMode: 'FUTURE',
      }),
      'iouId',
      /sold without recourse to 华信商业保理有限公司/,
    );
    const owner = await ok(as.zhangwei, change, { ...terms, newOwner: await staffId(app, 'lina') });
    assert.equal(
      (await ok(as.zhangwei, `/api/rzzl_qy/contractchange/iouchange/getDetailById?businessId=${owner.businessId}`))
        .changeKinds,
      'newOwner',
    );
    // Nothing reviewed is deleted or changed; a settled transfer is not undone here.
    const removal = await as.wangfang.post(`${T}/remove?ids=${t.id}`, {});
    assert.deepEqual([removal.status, /已交割/.test(removal.body.msg)], [400, true], JSON.stringify(removal.body));
    const edit = await as.wangfang.post(`${T}/submit`, { id: t.id, remark: '改' });
    assert.equal(edit.status, 400);
    const undo = await as.english.post(`${T}/cancel?id=${t.id}`, {});
    assert.deepEqual([undo.status, /is not a draft and cannot be cancelled/.test(undo.body.msg)], [400, true]);
  });

  test('sold with recourse: a 有追索保理 loan drafted at delivery, drawn on approval and repaid by the rents sold', async () => {
    const L = '/api/rzzl_qy/bankLoan/bankloan';
    const iou = await vector();
    const t = await draft(iou.id, {
      transferType: 'RECOURSE',
      transferee: '上海浦东发展银行股份有限公司',
      transfereeType: 'BANK',
      noticeDoc: await consentScan(app, sessions.wangfang),
      noticeDate: '2025-07-16',
    });
    await ok(as.wangfang, `${T}/settle?id=${t.id}`, {});
    const sold = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.equal(sold.transferred, null, 'with recourse the IOU stays the lessor’s');
    const [loan] = (await ok(as.wangfang, `${L}/page?loanContractNo=${t.transferNo}&current=1&size=5`)).records;
    assert.deepEqual(
      [loan.flowState, loan.loanType, loan.bankKey, loan.amount, loan.annualRate, loan.startDate, loan.endDate],
      ['draft', 'FACTORING_RECOURSE', 'SPDB', '508950.66', '5.0000', '2025-07-15', '2026-01-15'],
    );
    const drafted = await ok(as.wangfang, `${L}/detail?id=${loan.id}`);
    assert.deepEqual([drafted.assetTransferId, drafted.repaymentMethod, drafted.dayBasis], [t.id, 'PLAN', '30/360']);
    assert.deepEqual(
      drafted.assets.map((a: Row) => [a.iouId, a.pledgedAmount]),
      [[iou.id, sold.outstandingPrincipal]],
    );
    // 融资申请: the finance head, then the general manager; the approval draws the price.
    const started = await ok(as.wangfang, `${L}/start-process`, { id: loan.id });
    await actAs(as.sunli, started.processInstanceId);
    await actAs(as.chenjing, started.processInstanceId);
    const [drawdown] = (await ok(as.wangfang, `${L}/getBankIouList?bankLoanId=${loan.id}`)) as Row[];
    const detail = await ok(as.wangfang, `${L}/getBankIou?id=${drawdown.id}`);
    assert.deepEqual(
      [detail.bankIouNo, detail.drawdownDate, detail.amount, detail.endDate],
      [`${t.transferNo}-01`, '2025-07-15', '508950.66', '2026-01-15'],
    );
    assert.deepEqual(
      detail.periods.map((p: Row) => [p.dueDate, p.principal, p.interest, p.total]),
      [
        ['2025-08-15', '83945.80', '2120.63', '86066.43'],
        ['2025-09-15', '84295.58', '1770.85', '86066.43'],
        ['2025-10-15', '84646.81', '1419.62', '86066.43'],
        ['2025-11-15', '84999.50', '1066.93', '86066.43'],
        ['2025-12-15', '85353.67', '712.76', '86066.43'],
        ['2026-01-15', '85709.30', '357.12', '86066.42'],
      ],
    );
  });

  test('a receipt of a sold period shows as collected and is passed on', async () => {
    const iou = await vector();
    const t = await draft(iou.id, { noticeDoc: await consentScan(app, sessions.wangfang), noticeDate: '2025-07-16' });
    await ok(as.wangfang, `${T}/settle?id=${t.id}`, {});
    // Period 7 paid on its date, the ledger replayed as of 2025-08-20.
    await servicingRepos.receipt.insertMany(db(), ctx, [
      {
        receiptNo: `ZR-${iou.id}-7`,
        iouId: iou.id,
        receiptKind: 'rent',
        receiptDate: '2025-08-15',
        amount: '86066.43',
        payer: '华东重工',
        receiptState: 'reviewed',
      },
    ]);
    await db().transaction((tx) => refreshIous(tx, ctx, [iou.id], '2025-08-20', 'job'));
    await setBusinessDate(app, '2025-08-20');
    try {
      const rows = (await ok(as.wangfang, `${R}/list?pid=${t.id}&current=1&size=20`)).records;
      const [p7, p8] = rows;
      assert.deepEqual(
        [p7.received, p7.receivedDate, p7.toPassOn, p7.passState],
        ['86066.43', '2025-08-15', '86066.43', 'collected'],
      );
      refused(
        await as.wangfang.post(`${R}/passOn`, { ids: p8.id, passedOnDate: '2025-08-16' }),
        'ids',
        /第 8 期没有待转付的收款/,
      );
      refused(
        await as.english.post(`${R}/passOn`, { ids: p7.id, passedOnDate: '2025-08-14' }),
        'passedOnDate',
        /Passed on: cannot be before period 7's receipt/,
      );
      refused(
        await as.wangfang.post(`${R}/passOn`, { ids: p7.id, passedOnDate: '2025-08-21' }),
        'passedOnDate',
        /不能晚于业务日期/,
      );
      assert.equal(await ok(as.wangfang, `${R}/passOn`, { ids: p7.id, passedOnDate: '2025-08-16' }), 1);
      const passed = (await ok(as.wangfang, `${R}/list?pid=${t.id}&current=1&size=20`)).records[0];
      assert.deepEqual(
        [passed.passedOn, passed.passedOnDate, passed.toPassOn, passed.passState],
        ['86066.43', '2025-08-16', '0.00', 'passed'],
      );
      refused(await as.wangfang.post(`${R}/passOn`, { ids: p7.id, passedOnDate: '2025-08-17' }), 'ids', /没有待转付/);
    } finally {
      await setBusinessDate(app, '2025-07-20');
    }
  });

  test('with recourse the IOU stays on the balance sheet', async () => {
    const iou = await vector();
    const t = await draft(iou.id, {
      transferType: 'RECOURSE',
      transferee: '上海浦东发展银行',
      transfereeType: 'BANK',
      noticeDoc: await consentScan(app, sessions.wangfang),
      noticeDate: '2025-07-16',
    });
    const before = await exposure(String(t.customerId));
    await ok(as.wangfang, `${T}/settle?id=${t.id}`, {});
    const kept = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.notEqual(kept.transferred, '1');
    assert.equal(await exposure(String(t.customerId)), before);
    assert.equal((await ok(as.wangfang, `${R}/list?pid=${t.id}&current=1&size=20`)).total, 6);
  });

  test('one live transfer per IOU; AssetTransferIsExist and AssetTransferIsCount; 撤销 frees the IOU', async () => {
    const iou = await vector();
    const contractId = await contractOf(iou.id);
    const t = await draft(iou.id);
    refused(
      await as.wangfang.post(`${T}/submit`, { ...t, id: undefined, noticeDoc: undefined }),
      'iouIds',
      new RegExp(`转让借据: 借据 ${iou.iouNo} 已在资产转让 ${t.transferNo} 中 \\(草稿\\)`),
    );
    assert.equal(await ok(as.wangfang, `${T}/AssetTransferIsExist?contractId=${contractId}`), true);
    const all = await ok(as.wangfang, `${T}/AssetTransferIsCount?contractId=${contractId}`);
    assert.equal(await ok(as.wangfang, `${T}/AssetTransferIsCount?contractId=${contractId}&id=${t.id}`), all - 1);
    // A contract without any.
    const other = await otherContract(contractId);
    assert.equal(await ok(as.wangfang, `${T}/AssetTransferIsExist?contractId=${other}`), false);
    assert.equal(await ok(as.wangfang, `${T}/AssetTransferIsCount?contractId=${other}`), 0);
    const cancelled = await ok(as.wangfang, `${T}/cancel?id=${t.id}`, {});
    assert.equal(cancelled.transferState, 'cancelled');
    assert.equal(await ok(as.wangfang, `${T}/AssetTransferIsCount?contractId=${contractId}`), all - 1);
    const twice = await as.wangfang.post(`${T}/cancel?id=${t.id}`, {});
    assert.deepEqual([twice.status, /不是草稿, 不能撤销/.test(twice.body.msg)], [400, true]);
    const again = await draft(iou.id);
    assert.notEqual(again.id, t.id);
    // A cancelled transfer may be removed; a draft too.
    await ok(as.wangfang, `${T}/remove?ids=${t.id},${again.id}`, {});
  });

  test('bad input names the field by its label, in both languages; nothing is written', async () => {
    const iou = await vector();
    const contractId = await contractOf(iou.id);
    const base = {
      contractId,
      iouIds: iou.id,
      transferee: '华信商业保理',
      transferType: 'NON_RECOURSE',
      transferDate: '2025-07-15',
      discountRate: '5',
    };
    const count = async () => Number(await ok(as.wangfang, `${T}/AssetTransferIsCount?contractId=${contractId}`));
    const n = await count();
    const post = (c: Client, body: Row) => c.post(`${T}/submit`, body);
    refused(await post(as.wangfang, { ...base, discountRate: '' }), 'discountRate', /折现率\(%\): 未填转让价款时必填/);
    refused(
      await post(as.english, { ...base, discountRate: '' }),
      'discountRate',
      /Discount rate \(%\): is required when no price is given/,
    );
    refused(
      await post(as.wangfang, { ...base, transferDate: '2025-07-10' }),
      'transferDate',
      /转让基准日: 不能早于借据 .* 最后一笔已核销收款的日期 2025-07-15/,
    );
    refused(
      await post(as.english, { ...base, transferDate: '2026-01-15' }),
      'transferDate',
      /Transfer date: IOU .*: must be before the last rent's due date \(2026-01-15\)/,
    );
    refused(await post(as.wangfang, { ...base, iouIds: '' }), 'iouIds', /请选择转让的借据/);
    refused(await post(as.wangfang, { ...base, transferee: '' }), 'transferee', /请输入受让方/);
    refused(await post(as.english, { ...base, transferType: '' }), 'transferType', /please select the transfer type/);
    refused(await post(as.wangfang, { ...base, discountRate: '150' }), 'discountRate', /折现率/);
    refused(await post(as.wangfang, { ...base, price: '-1' }), 'price', /转让价款/);
    refused(await post(as.wangfang, { ...base, iouIds: 'abc' }), 'iouIds', /转让借据/);
    refused(
      await post(as.english, { ...base, contractId: await otherContract(contractId) }),
      'iouIds',
      /IOUs transferred: IOU .* is not of contract/,
    );
    // Overdue: periods 4–6 unpaid on the date (parameter transfer.allowOverdue lifts it).
    const late = await vector(3);
    refused(
      await post(as.wangfang, { ...base, iouIds: late.id }),
      'iouIds',
      /已逾期 \d+ 天, 不能转让 \(参数 transfer.allowOverdue\)/,
    );
    await setParam('transfer.allowOverdue', '1');
    try {
      const sold = await draft(late.id);
      // Its overdue rents are the lessor's: rents 7–12 are sold.
      assert.equal(sold.fromPeriod, 7);
      await ok(as.wangfang, `${T}/remove?ids=${sold.id}`, {});
    } finally {
      await setParam('transfer.allowOverdue', '0');
    }
    assert.equal(await count(), n, 'nothing written');
  });

  test('403 for those without the screen (the account manager among them)', async () => {
    const iou = await vector();
    const t = await draft(iou.id);
    for (const c of [as.nobody, as.zhangwei]) {
      assert.equal((await c.get(`${T}/list`)).status, 403);
      assert.equal((await c.get(`${T}/detail?id=${t.id}`)).status, 403);
      assert.equal((await c.post(`${T}/submit`, { id: t.id, remark: 'x' })).status, 403);
      assert.equal((await c.post(`${T}/remove?ids=${t.id}`, {})).status, 403);
      assert.equal((await c.post(`${T}/settle?id=${t.id}`, {})).status, 403);
      assert.equal((await c.post(`${T}/cancel?id=${t.id}`, {})).status, 403);
      assert.equal((await c.get(`${T}/AssetTransferIsExist?contractId=${t.contractId}`)).status, 403);
      assert.equal((await c.get(`${T}/AssetTransferIsCount?contractId=${t.contractId}`)).status, 403);
      assert.equal((await c.get(`${R}/list?pid=${t.id}`)).status, 403);
      assert.equal((await c.post(`${R}/passOn`, { ids: t.id, passedOnDate: '2025-07-20' })).status, 403);
    }
    await ok(as.wangfang, `${T}/remove?ids=${t.id}`, {});
  });
});

/** A contract of the tenant other than `contractId`. */
async function otherContract(contractId: string) {
  const res = (await db().execute(
    sql`SELECT id::text AS id FROM fl_contract WHERE tenant_id = '000000' AND is_deleted = 0 AND id <> ${contractId}::bigint LIMIT 1`,
  )) as unknown as { rows: { id: string }[] };
  assert.ok(res.rows[0], 'the demo has another contract');
  return res.rows[0].id;
}

/** Sets a tenant parameter of 000000. */
async function setParam(key: string, value: string) {
  const p = repos.param;
  const [row] = await p.list(db(), ctx, { where: [sql`${p.col('paramKey')} = ${key}`], limit: 1 });
  if (row) await p.update(db(), ctx, String(row.id), { paramValue: value });
  else await p.insert(db(), ctx, { paramName: key, paramKey: key, paramValue: value });
}
