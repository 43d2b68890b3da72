/**
 * 提前结清 (issue 28 item 3; WAVE3-BRIEF §2.3, DOMAIN.md §3) through the API: the quote on a date from the ledger
 * (getByIouAndMonthPlus, getByIouAndMonth, getChangeSettleVO) with the brief's worked example (1,000,000 at 6 % over 12
 * months from 2025-01-15, periods 1–6 paid, deposit 50,000, price 100, break fee 2 %: 468,958.14 on 2025-07-30); the
 * family (start-process, save-data, getDetailById, finish-process, delete-process) priced at every save and again on
 * approval (409 when the IOU moved), the chain with 总经理 only for a waiver; on approval the schedule ends with one
 * 提前结清 row, the deposit is offset, and the IOU is settled once the row is paid; bad input, one change per IOU, 403.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkModel } from '../src/modules/flow/deploy-check';
import { effectiveRows, refreshIous } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import { settleModels } from '../src/modules/servicing/settle';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { systemContext } from '../src/platform/tenancy/context';
import { amountInWords } from '@flp/shared/format';
import mammoth from 'mammoth';
import { BASIC, type Client, ok, signIn, refused, testApp } from './helpers';
import { approveAs, changeStaff, setBusinessDate, vectorIou, verifiedReceipt } from './support/servicing-fixture';

const S = '/api/rzzl_qy/contractchange/settle';
const ctx = systemContext('000000');

let app: FastifyInstance;
const as: Record<string, Client> = {};
const db = () => app.appContext.database.owner;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  Object.assign(as, (await changeStaff(app, 'settle_nobody')).as);
});
after(() => app.close());

/** DOMAIN's vector (R = 86,066.43), 张伟's, periods 1–6 paid on their dates, with a deposit, a price and a break fee. */
const paidHalf = () =>
  vectorIou(app, {
    paid: 6,
    asOf: '2025-07-30',
    terms: { deposit: '50000.00', purchasePrice: '100.00', breakFeeRate: '2' },
  });

/** The headers a signed-in user's download sends. */
async function headersOf(account: string) {
  const session = await signIn(app, account, DEMO_PASSWORD);
  return { 'blade-auth': `bearer ${session.token}`, authorization: BASIC };
}

const total = (quote: { lines: { key: string; amount: string }[] }) =>
  quote.lines.find((x) => x.key === 'total')?.amount;

describe('提前结清 (settle)', () => {
  let iou: { id: string; iouNo: string };
  let started: { businessId: string; processInstanceId: string };

  test('the default model deploys without a warning', async () => {
    for (const m of settleModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual(check.problems, [], m.name);
      assert.deepEqual(check.warnings, [], m.name);
    }
  });

  test('the quote on any date, each line with its rule: the brief’s 468,958.14', async () => {
    await setBusinessDate(app, '2025-07-30');
    iou = (await paidHalf()) as never;
    const q = await ok(as.zhangwei, `${S}/getByIouAndMonthPlus?louNum=${iou.iouNo}&trandate=2025-07-30`);
    assert.deepEqual(Object.fromEntries(q.lines.map((x: { key: string; amount: string }) => [x.key, x.amount])), {
      remainingPrincipal: '507480.75',
      accruedInterest: '1227.77',
      overdueRent: '0.00',
      penalty: '0.00',
      breakFee: '10149.62',
      purchasePrice: '100.00',
      futureFees: '0.00',
      depositOffset: '50000.00',
      creditOffset: '0.00',
      total: '468958.14',
    });
    assert.match(q.lines.find((x: { key: string }) => x.key === 'accruedInterest').rule, /2537\.40 × 15\/31/);
    assert.equal(q.accruedInterestRule, 'PRO_RATA');
    assert.equal(q.breakFeeRate, '2');
    // On period 6's due date nothing has accrued; the contract's terms may be departed from in a quote.
    const onDue = await ok(as.zhangwei, `${S}/getByIouAndMonth?louNum=${iou.iouNo}&month=6`);
    assert.equal(onDue.trandate, '2025-07-15');
    assert.equal(total(onDue), '467730.37');
    const whole = await ok(
      as.zhangwei,
      `${S}/getByIouAndMonthPlus?iouId=${iou.id}&trandate=2025-07-30&accruedInterestRule=FULL_PERIOD&breakFeeRate=0`,
    );
    assert.equal(total(whole), (507480.75 + 2537.4 + 100 - 50000).toFixed(2));
    const vo = await ok(as.zhangwei, `${S}/getChangeSettleVO?louNum=${iou.iouNo}`);
    assert.equal(vo.businessDate, '2025-07-30');
    assert.equal(vo.terms.breakFeeRate, '2');
    assert.equal(total(vo.quote), '468958.14');
    assert.equal(vo.periods.length, 12);
  });

  test('bad input names the field, in Chinese and in English', async () => {
    const q = `${S}/getByIouAndMonthPlus?louNum=${iou.iouNo}`;
    refused(await as.zhangwei.get(`${q}&trandate=2026-01-15`), 'trandate', /结清日: 须早于最后一期租金日 2026-01-15/);
    refused(await as.english.get(`${q}&trandate=2024-12-31`), 'trandate', /Settlement date: cannot be before/);
    refused(await as.zhangwei.get(`${q}`), 'trandate', /结清日/);
    refused(await as.zhangwei.get(`${S}/getByIouAndMonth?louNum=${iou.iouNo}&month=13`), 'month', /没有第 13 期/);
    assert.equal((await as.zhangwei.get(`${S}/getByIouAndMonthPlus?louNum=NONE&trandate=2025-07-30`)).status, 404);
    const body = { iouId: iou.id, trandate: '2025-07-30', reason: '设备出售, 一次结清' };
    refused(await as.zhangwei.post(`${S}/start-process`, { ...body, reason: '' }), 'reason', /结清原因/);
    refused(
      await as.zhangwei.post(`${S}/save-data`, { ...body, waiver: '20000' }),
      'waiver',
      /减免金额\(元\): 不能超过违约金与当期应计利息之和 11377\.39/,
    );
    refused(await as.zhangwei.post(`${S}/save-data`, { ...body, waiver: '100' }), 'waiverReason', /减免原因/);
    refused(
      await as.english.post(`${S}/save-data`, { ...body, accruedInterestRule: 'SOME' }),
      'accruedInterestRule',
      /Accrued interest/,
    );
  });

  test('403 without the buttons', async () => {
    assert.equal(
      (await as.nobody.get(`${S}/getByIouAndMonthPlus?louNum=${iou.iouNo}&trandate=2025-07-30`)).status,
      403,
    );
    assert.equal((await as.nobody.post(`${S}/start-process`, { iouId: iou.id })).status, 403);
  });

  test('start-process prices the record; one change per IOU; getDetailById reads it', async () => {
    const body = { iouId: iou.id, trandate: '2025-07-30', reason: '设备出售, 一次结清' };
    const draft = await ok(as.zhangwei, `${S}/save-data`, body);
    started = await ok(as.zhangwei, `${S}/start-process`, { ...body, id: draft.businessId });
    refused(await as.zhangwei.post(`${S}/start-process`, body), 'iouId', /有其他变更正在审批中 \(提前结清\)/);
    const record = await ok(as.zhangwei, `${S}/getDetailById?businessId=${started.businessId}`);
    assert.equal(record.total, '468958.14');
    assert.equal(record.payable, '468958.14');
    assert.equal(record.breakFeeRate, '2.0000');
    assert.equal(record.accruedInterestRule, 'PRO_RATA');
    assert.match(String(record.settleNo), new RegExp(`^${iou.iouNo}-JQ\\d\\d$`));
    assert.equal(record.flowState, 'running');
  });

  test('approved by the department head, risk and finance (no 总经理 without a waiver): the schedule closes on the date', async () => {
    await approveAs(as.zhaolei, started.processInstanceId);
    await approveAs(as.lina, started.processInstanceId);
    // The last step through the family's own call (its claim first, as the work list does).
    const F = '/api/blade-flow/work';
    const open = (await as.wangfang.get(`${F}/claim-list?current=1&size=100`)).data.records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === started.processInstanceId,
    );
    await ok(as.wangfang, `${F}/claim-task?taskId=${open.taskId}`, {});
    await ok(as.wangfang, `${S}/finish-process`, { businessId: started.businessId, flag: 'ok', comment: '复核无误' });
    const record = await ok(as.zhangwei, `${S}/getDetailById?businessId=${started.businessId}`);
    assert.equal(record.flowState, 'approved');
    const rows = await effectiveRows(db(), ctx, [iou.id]);
    assert.equal(rows.length, 7, 'periods 1–6 (due by the date) as before, and the 提前结清 row');
    const last = rows.at(-1)!;
    assert.deepEqual(
      [last.dueDate, last.principal, last.interest, last.fee, last.purchasePrice, last.balance],
      ['2025-07-30', '507480.75', '1227.77', '10149.62', '100.00', '0.00'],
    );
    assert.equal(String(record.scheduleId), String(rows[0].scheduleId));
    // The deposit offset is a receipt of that date, verified by the approver, to be reviewed like any other.
    const r = servicingRepos.receipt;
    const offset = await r.list(db(), ctx, { where: [eq(r.col('iouId'), iou.id), eq(r.col('payer'), '保证金冲抵')] });
    assert.deepEqual(
      offset.map((x) => [x.amount, x.receiptDate, x.receiptState]),
      [['50000.00', '2025-07-30', 'verified']],
    );
    const stored = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.equal(stored.iouState, 'active', 'not settled until the lessee pays');
    assert.equal(stored.endDate, '2025-07-30');
    // The IOU's modification history keeps what the change set: its maturity, from the old last due date.
    const history = await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=iou&dataid=${iou.id}&size=50`);
    assert.ok(
      history.records.some(
        (r: { ysmc: string; oldval: string; newval: string }) =>
          r.ysmc === 'END_DATE' && r.oldval === '2026-01-15' && r.newval === '2025-07-30',
      ),
      JSON.stringify(history.records),
    );
  });

  test('the settlement letter from the enabled model of its type (提前结清通知书), once approved', async () => {
    const doc = await ok(as.zhangwei, `${S}/createSettleDoc?id=${started.businessId}`);
    assert.match(doc.name, /^提前结清通知书-.*-JQ01\.docx$/);
    const res = await app.inject({ method: 'GET', url: doc.link, headers: await headersOf('zhangwei') });
    assert.equal(res.statusCode, 200);
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    assert.match(value, /提前结清通知书/);
    assert.ok(value.includes('468,958.14'), 'the payable');
    assert.ok(value.includes(amountInWords('468958.14')), 'in capitals');
    assert.match(value, /第 7 期期初本金|结清日以后到期的本金/);
    const record = await ok(as.zhangwei, `${S}/getDetailById?businessId=${started.businessId}`);
    assert.equal(record.documents.length, 1);
    assert.equal((await as.nobody.get(`${S}/createSettleDoc?id=${started.businessId}`)).status, 403);
  });

  test('paid, the IOU is settled by the replay', async () => {
    await verifiedReceipt(app, iou.id, '2025-07-30', '468958.14');
    await db().transaction((tx) => refreshIous(tx, ctx, [iou.id], '2025-07-30', 'receipt'));
    const stored = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.equal(stored.iouState, 'settled');
    assert.equal(stored.settledDate, '2025-07-30');
    assert.equal(stored.outstandingPrincipal, '0.00');
  });

  test('a waiver goes to 总经理; an IOU that moved since the quote answers 409 at the approval', async () => {
    const other = await paidHalf();
    const body = {
      iouId: other.id,
      trandate: '2025-07-30',
      reason: '再融资',
      waiver: '1000',
      waiverReason: '长期客户',
    };
    const run = await ok(as.zhangwei, `${S}/start-process`, body);
    const record = await ok(as.zhangwei, `${S}/getDetailById?businessId=${run.businessId}`);
    assert.equal(record.payable, '467958.14');
    await approveAs(as.zhaolei, run.processInstanceId);
    await approveAs(as.lina, run.processInstanceId);
    await approveAs(as.chenjing, run.processInstanceId);
    // A receipt counted after the quote: the approval prices again and refuses.
    await verifiedReceipt(app, other.id, '2025-07-20', '1000.00');
    const F = '/api/blade-flow/work';
    const page = (await as.wangfang.get(`${F}/claim-list?current=1&size=100`)).data;
    const task = page.records.find((r: { processInstanceId: string }) => r.processInstanceId === run.processInstanceId);
    await as.wangfang.post(`${F}/claim-task?taskId=${task.taskId}`, {});
    const done = await as.wangfang.post(`${F}/complete-task`, {
      taskId: task.taskId,
      processInstanceId: run.processInstanceId,
      flag: 'ok',
      comment: '同意',
    });
    assert.equal(done.status, 409, JSON.stringify(done.body));
    assert.match(done.body.msg, /借据已变动，请重新试算/);
    assert.equal((await effectiveRows(db(), ctx, [String(other.id)])).length, 12, 'nothing applied');
    // The starter withdraws it (delete-process), then removes the withdrawn record the same way.
    await ok(as.zhangwei, `${S}/delete-process`, { businessId: run.businessId });
    const withdrawn = await ok(as.zhangwei, `${S}/getDetailById?businessId=${run.businessId}`);
    assert.equal(withdrawn.flowState, 'withdrawn');
    await ok(as.zhangwei, `${S}/delete-process`, { businessId: run.businessId });
    assert.equal((await as.zhangwei.get(`${S}/getDetailById?businessId=${run.businessId}`)).status, 404);
  });
});
