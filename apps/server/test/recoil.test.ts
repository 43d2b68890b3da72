/**
 * 冲正 / 红冲 (issue 28 item 4; WAVE3-BRIEF §2.7, DOMAIN.md §3 "Reversal") through the API: 收款冲销
 * (contractchange/repaymentrecoil: startFlow, loadData, page, finish, handle-delete) reverses a reviewed receipt — the
 * receipt stays, 已冲销, and the IOU equals a replay without it (the brief's worked example: 86,066.43 received on its
 * due date 2025-07-15, reversed on 08-01 → DPD 17, 关注, 罚息 731.56) — with its four eyes; 租金计划红冲
 * (contractchange/schedulerecoil and the record calls) puts the previous schedule version back; bad input naming the
 * field in both languages, one reversal in approval per receipt and one change per IOU, and 403 without the buttons.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { scheduleOfTerms } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recoilModels } from '../src/modules/servicing/recoil';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { checkModel } from '../src/modules/flow/deploy-check';
import {
  activateSchedule,
  countedReceipts,
  deriveState,
  effectiveRows,
  insertSchedule,
  iouFigures,
  thresholdsOf,
} from '../src/modules/servicing/ledger';
import { type IouRow, servicingRepos } from '../src/modules/servicing/repos';
import type { Row } from '../src/platform/crud/repository';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, ok, signIn, refused, signInUngranted, testApp } from './helpers';
import { approveAs, ledgerIou, setBusinessDate } from './support/servicing-fixture';

const R = '/api/rzzl_qy/affirmCash/repayment';
const RR = '/api/rzzl_qy/contractchange/repaymentrecoil';
const SR = '/api/rzzl_qy/contractchange/schedulerecoil';
const ctx = systemContext('000000');

let app: FastifyInstance;
const as: Record<string, Client> = {};

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  // 王芳 and 周敏 finance officers, 孙丽 the finance reviewer, 赵磊 a department head.
  for (const account of ['wangfang', 'zhoumin', 'sunli', 'zhaolei'])
    as[account] = client(app, await signIn(app, account, DEMO_PASSWORD));
  as.admin = client(app, await signIn(app));
  as.nobody = client(app, await signInUngranted(app, 'recoil_nobody'));
  as.english = client(app, await signIn(app, 'zhoumin', DEMO_PASSWORD), { lang: 'en-US' });
});
after(() => app.close());

const db = () => app.appContext.database.owner;

/** A rent receipt entered by 王芳, verified by 周敏 and reviewed by 孙丽 (unless `stop` says where it waits). */
async function received(iouId: string, receiptDate: string, amount: string, stop?: 'entered' | 'verified') {
  await ok(as.wangfang, `${R}/submit`, { iouId, receiptDate, amount, payer: '华东重工' });
  const { id } = (await ok(as.wangfang, `${R}/list?descs=id&size=1`)).records[0];
  if (stop !== 'entered') await ok(as.zhoumin, `${R}/verification?ids=${id}`, {});
  if (!stop) await ok(as.sunli, `${R}/review?ids=${id}`, {});
  return String(id);
}

const receiptOf = (id: string) => servicingRepos.receipt.getById(db(), ctx, id);
const iouOf = (id: string) => servicingRepos.iou.getById(db(), ctx, id);

/** The stored allocation lines of an IOU, comparable with a replay's. */
async function storedLines(iouId: string) {
  const a = servicingRepos.allocation;
  const rows = await a.list(db(), ctx, { where: [eq(a.col('iouId'), iouId)], limit: 10_000 });
  return rows
    .map((x) => `${x.receiptId}|${x.period}|${x.component}|${x.applyDate}|${x.amount}`)
    .sort()
    .join('\n');
}

describe('收款冲销 (recoil)', () => {
  let iouId: string;
  let receiptId: string;
  let started: { businessId: string; processInstanceId: string };

  test('the default models deploy without a warning', async () => {
    for (const m of recoilModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual(check.problems, [], m.name);
      assert.deepEqual(check.warnings, [], m.name);
    }
  });

  test('set-up: 86,066.43 due 2025-07-15 received on its due date, verified and reviewed', async () => {
    await setBusinessDate(app, '2025-07-15');
    ({
      iou: { id: iouId },
    } = await ledgerIou(app, { amount: '86066.43', loanDate: '2025-06-15', periods: 1, annualRate: '0' }));
    receiptId = await received(iouId, '2025-07-15', '86066.43');
    await setBusinessDate(app, '2025-08-01');
    assert.equal((await receiptOf(receiptId)).receiptState, 'reviewed');
  });

  test('bad input names the field (Chinese, and English with Accept-Language en); a receipt not reviewed is refused', async () => {
    const body = { receiptId, reason: 'misposted', recoilDate: '2025-08-01' };
    await refused(await as.zhoumin.post(`${RR}/startFlow`, { ...body, reason: '' }), 'reason', /冲销原因/);
    await refused(await as.zhoumin.post(`${RR}/startFlow`, { ...body, reason: 'other' }), 'reasonText', /冲销说明/);
    await refused(
      await as.zhoumin.post(`${RR}/startFlow`, { ...body, recoilDate: '2025-08-02' }),
      'recoilDate',
      /冲销日期: 不能晚于业务日期/,
    );
    await refused(
      await as.english.post(`${RR}/startFlow`, { ...body, recoilDate: '2025-07-14' }),
      'recoilDate',
      /Reversal date: cannot be before/,
    );
    await refused(await as.zhoumin.post(`${RR}/startFlow`, { ...body, receiptId: '' }), 'receiptId', /收款/);
    const other = await ledgerIou(app, { amount: '50000.00', loanDate: '2025-06-01', periods: 2, annualRate: '0' });
    const verified = await received(other.iou.id, '2025-07-20', '100.00', 'verified');
    await refused(
      await as.zhoumin.post(`${RR}/startFlow`, { ...body, receiptId: verified }),
      'receiptId',
      /收款: 收款 .* 尚未复核/,
    );
    await refused(
      await as.english.post(`${RR}/startFlow`, { ...body, receiptId: verified }),
      'receiptId',
      /Receipt: receipt .* is not reviewed/,
    );
    // (the verification taken back: the IOU is as it was)
    await ok(as.zhoumin, `${R}/cancelVerification?ids=${verified}`, {});
    await ok(as.wangfang, `${R}/remove?ids=${verified}`, {});
  });

  test('403 without the buttons', async () => {
    const body = { receiptId, reason: 'misposted', recoilDate: '2025-08-01' };
    assert.equal((await as.nobody.post(`${RR}/startFlow`, body)).status, 403);
    assert.equal((await as.nobody.get(`${RR}/page`)).status, 403);
    assert.equal((await as.nobody.get(`${SR}/list`)).status, 403);
    assert.equal((await as.nobody.post(`${SR}/submit`, { iouId, reason: 'x' })).status, 403);
    // a department head may approve a reversal but not start one
    assert.equal((await as.zhaolei.post(`${RR}/startFlow`, body)).status, 403);
  });

  test('startFlow, handle-delete and startFlow again; one reversal in approval per receipt', async () => {
    const body = { receiptId, reason: 'misposted', reasonText: '串户', recoilDate: '2025-08-01' };
    const first = await ok(as.zhoumin, `${RR}/startFlow`, body);
    await refused(await as.wangfang.post(`${RR}/startFlow`, body), 'receiptId', /有其他变更正在审批中 \(冲正\)/);
    // The receipt's lists say a reversal of it is in approval (the screen shows it instead of offering another).
    const listed = async () =>
      (await ok(as.wangfang, `${R}/list?receiptNo=${(await receiptOf(receiptId)).receiptNo}`)).records[0];
    assert.equal((await listed()).recoilRunning, true);
    // only the starter withdraws
    assert.equal((await as.wangfang.post(`${RR}/handle-delete`, { businessId: first.businessId })).status, 403);
    await ok(as.zhoumin, `${RR}/handle-delete`, { businessId: first.businessId });
    const back = await ok(as.zhoumin, `${RR}/loadData?businessId=${first.businessId}`);
    assert.equal(back.flowState, 'withdrawn');
    assert.equal((await receiptOf(receiptId)).receiptState, 'reviewed');
    assert.equal((await listed()).recoilRunning, false);
    started = await ok(as.zhoumin, `${RR}/startFlow`, { ...body, id: first.businessId });
    assert.equal(started.businessId, first.businessId);
  });

  test("loadData (GET and POST) and page: the record with the receipt's amount, IOU and number", async () => {
    const got = await ok(as.zhoumin, `${RR}/loadData?businessId=${started.businessId}`);
    const posted = await ok(as.zhoumin, `${RR}/loadData`, { businessId: started.businessId });
    assert.equal(got.id, posted.id);
    assert.equal(got.flowState, 'running');
    assert.equal(got.amount, '86066.43');
    assert.equal(String(got.iouId), iouId);
    assert.equal(got.receiptDate, '2025-07-15');
    assert.match(got.recoilNo, /-CX01$/);
    assert.ok(got.related?.receiptId, JSON.stringify(got.related));
    const page = await ok(as.wangfang, `${RR}/page?receiptId=${receiptId}`);
    assert.equal(page.total, 1);
    assert.equal(page.records[0].receiptNo, (await receiptOf(receiptId)).receiptNo);
  });

  test("four eyes: 复核 is neither the receipt's verifier nor its reviewer nor the starter", async () => {
    await approveAs(as.zhaolei, started.processInstanceId);
    const offered = async (c: Client) =>
      ((await ok(c, '/api/blade-flow/work/claim-list?current=1&size=100')).records as Row[]).some(
        (r) => r.processInstanceId === started.processInstanceId,
      );
    assert.equal(await offered(as.sunli), false, 'not to the reviewer');
    assert.equal(await offered(as.zhoumin), false, 'not to the verifier, who started it');
    assert.equal(await offered(as.wangfang), true, 'to the other finance officer');
    const bySunli = await as.sunli.post(`${RR}/finish`, { businessId: started.businessId, flag: 'ok' });
    assert.notEqual(bySunli.status, 200);
    assert.equal((await receiptOf(receiptId)).receiptState, 'reviewed');
  });

  test('finish: the receipt is 已冲销 and the period unpaid again — DPD 17, 关注, 罚息 731.56', async () => {
    await ok(as.wangfang, `${RR}/finish`, { businessId: started.businessId, flag: 'ok', comment: '复核无误' });
    const rc = await receiptOf(receiptId);
    assert.equal(rc.receiptState, 'reversed');
    assert.equal(rc.appliedAmount, '0.00');
    const record = await ok(as.zhoumin, `${RR}/loadData?businessId=${started.businessId}`);
    assert.equal(record.flowState, 'approved');
    assert.ok(record.appliedBy && record.appliedTime);
    const iou = await iouOf(iouId);
    assert.equal(iou.dpd, 17);
    assert.equal(iou.riskLevel, 'SPECIAL_MENTION');
    assert.equal(iou.penaltyAmount, '731.56');
    assert.equal(iou.overduePrincipal, '86066.43');
    assert.equal(iou.receivedAmount, '0.00');
    const [period] = await effectiveRows(db(), ctx, [iouId]);
    assert.equal(period.paidPrincipal, '0.00');
    assert.equal(period.overdueDays, 17);
    assert.equal(await storedLines(iouId), '');
    // the receipt stays in the receipts list, 已冲销, and it cannot be reversed again
    const list = await ok(as.wangfang, `${R}/page?iouId=${iouId}`);
    assert.equal(list.records.find((x: Row) => String(x.id) === receiptId)?.receiptState, 'reversed');
    await refused(
      await as.zhoumin.post(`${RR}/startFlow`, { receiptId, reason: 'misposted', recoilDate: '2025-08-01' }),
      'receiptId',
      /已冲销/,
    );
  });

  test('the ledger after a reversal equals a replay without the receipt', async () => {
    await setBusinessDate(app, '2025-08-01');
    const { iou, rows } = await ledgerIou(app, {
      amount: '30000.00',
      loanDate: '2025-04-15',
      periods: 3,
      annualRate: '12',
      rentMethod: 'EQUAL_PRINCIPAL',
    });
    const a = await received(iou.id, '2025-05-15', String(rows[0].rent));
    const b = await received(iou.id, '2025-06-20', String(rows[1].rent));
    const c = await received(iou.id, '2025-07-15', '5000.00');
    const run = await ok(as.zhoumin, `${RR}/startFlow`, { receiptId: b, reason: 'bounced', recoilDate: '2025-08-01' });
    await approveAs(as.zhaolei, run.processInstanceId);
    await ok(as.wangfang, `${RR}/finish`, { businessId: run.businessId, flag: 'ok' });

    const fresh = await iouOf(iou.id);
    const periods = await effectiveRows(db(), ctx, [iou.id]);
    const counted = await countedReceipts(db(), ctx, [iou.id]);
    assert.deepEqual(
      counted.map((x) => String(x.id)),
      [a, c],
    );
    // the replay of the remaining receipts from scratch
    const all = [await receiptOf(a), await receiptOf(c)];
    const state = deriveState(fresh, periods, all, '2025-08-01');
    const figures = iouFigures(fresh, state, await thresholdsOf(db(), ctx));
    for (const [k, v] of Object.entries(figures)) assert.deepEqual(fresh[k as keyof typeof fresh], v, k);
    const replayed = state.lines
      .map((l) => `${l.paymentId}|${l.period}|${l.component}|${l.date}|${l.amount.toFixed(2)}`)
      .sort()
      .join('\n');
    assert.equal(await storedLines(iou.id), replayed);
    for (const p of periods) {
      const d = state.periods.find((x) => x.period === p.period)!;
      assert.equal(p.paidPrincipal, d.paid.principal.toFixed(2), `period ${p.period}`);
      assert.equal(p.penalty, d.due.penalty.toFixed(2), `period ${p.period}`);
      assert.equal(p.overdueDays, d.daysPastDue, `period ${p.period}`);
    }
    // B's money no longer pays period 2: it is overdue since 06-16
    assert.ok(state.periods[1].daysPastDue > 0);
    assert.equal((await receiptOf(b)).receiptState, 'reversed');
  });
});

describe('租金计划红冲 (schedulerecoil)', () => {
  let iou: IouRow;
  let v1: Row;
  let v2: Row;
  let recordId: string;
  let pid: string;

  test('set-up: an IOU on its first version, then a second version in effect', async () => {
    await setBusinessDate(app, '2025-08-01');
    const made = await ledgerIou(app, {
      amount: '60000.00',
      loanDate: '2025-05-10',
      periods: 6,
      annualRate: '10',
      rentMethod: 'EQUAL_PRINCIPAL',
    });
    iou = made.iou;
    v1 = made.schedule;
    await received(iou.id, '2025-06-10', String(made.rows[0].rent));
    // only the first version is in effect: nothing to reverse
    await refused(
      await as.wangfang.post(`${SR}/submit`, { iouId: iou.id, reason: '测试' }),
      'iouId',
      /借据: 借据 .* 生效的是第一版租金支付表/,
    );
    // The second version on other terms: twelve periods at another rate (a change applied in error).
    const terms = { ...(iou.terms as Row), periods: 12, annualRate: '9' };
    v2 = await db().transaction(async (tx) => {
      const s = await insertSchedule(tx, ctx, iou, scheduleOfTerms(terms, '2025-05-10'), {
        version: 2,
        repaymentType: 'EQUAL_PRINCIPAL',
        terms,
      });
      await activateSchedule(tx, ctx, String(s.id), '2025-07-01');
      await servicingRepos.schedule.update(tx, ctx, String(s.id), { flowState: 'approved' });
      await servicingRepos.iou.update(tx, ctx, iou.id, { terms, periods: 12, annualRate: '9' });
      return s;
    });
    assert.equal((await effectiveRows(db(), ctx, [iou.id])).length, 12);
  });

  test('submit (a draft: the versions read by the server), detail, list, noPageList, updateSch, payBackScheList', async () => {
    await ok(as.wangfang, `${SR}/submit`, { iouId: iou.id, reason: '展期变更录入有误' });
    recordId = String((await ok(as.wangfang, `${SR}/list?iouId=${iou.id}`)).records[0].id);
    const d = await ok(as.wangfang, `${SR}/detail?id=${recordId}`);
    assert.equal(String(d.scheduleId), String(v2.id));
    assert.equal(String(d.previousScheduleId), String(v1.id));
    assert.equal(d.scheduleVersion, 2);
    assert.equal(d.previousVersion, 1);
    assert.equal(d.flowState, 'draft');
    assert.equal((await ok(as.wangfang, `${SR}/list?iouId=${iou.id}`)).total, 1);
    assert.equal((await ok(as.wangfang, `${SR}/noPageList?iouId=${iou.id}`)).length, 1);
    assert.equal(String((await ok(as.wangfang, `${SR}/updateSch`, { id: recordId })).scheduleId), String(v2.id));
    const both = await ok(as.wangfang, `${SR}/payBackScheList?pid=${recordId}`);
    assert.equal(both.recoiled.length, 12);
    assert.equal(both.restored.length, 6);
    const adjust = await ok(as.wangfang, `${SR}/payBackScheListAdjust?pid=${recordId}`);
    assert.equal(adjust.asOf, '2025-08-01');
    assert.equal(adjust.current.periods.length, 12);
    assert.equal(adjust.restored.periods.length, 6);
    // the receipt of 06-10 pays the first period of the version restored
    assert.equal(adjust.restored.periods[0].unpaidTotal, '0.00');
    assert.equal((await as.nobody.get(`${SR}/payBackScheListAdjust?iouId=${iou.id}`)).status, 403);
    assert.equal(
      (await ok(as.wangfang, `${SR}/payBackScheListAdjust?iouId=${iou.id}`)).current.scheduleId,
      String(v2.id),
    );
  });

  test('save-data, remove and delete-process of drafts; a change of the IOU in approval blocks another', async () => {
    const draft = await ok(as.wangfang, `${SR}/save-data`, { iouId: iou.id, reason: '草稿' });
    await ok(as.wangfang, `${SR}/remove?ids=${draft.businessId}`, {});
    const other = await ok(as.wangfang, `${SR}/save-data`, { iouId: iou.id, reason: '草稿二' });
    await ok(as.wangfang, `${SR}/delete-process`, { businessId: other.businessId });
    const started = await ok(as.wangfang, `${SR}/start-process`, { id: recordId });
    pid = started.processInstanceId;
    await refused(
      await as.wangfang.post(`${SR}/start-process`, { iouId: iou.id, reason: '再一次' }),
      'iouId',
      /有其他变更正在审批中 \(租金计划红冲\)/,
    );
    const byId = await ok(as.wangfang, `${SR}/getDetailById?businessId=${recordId}`);
    const byInstance = await ok(as.wangfang, `${SR}/getDetailByInsId?processInstanceId=${pid}`);
    assert.equal(byId.id, byInstance.id);
    assert.equal(byId.flowState, 'running');
  });

  test('finish-process: the latest version 已红冲, the previous one in effect again, the IOU replayed on it', async () => {
    await approveAs(as.zhaolei, pid);
    await ok(as.sunli, `${SR}/finish-process`, { businessId: recordId, flag: 'ok' });
    const latest = await servicingRepos.schedule.getById(db(), ctx, String(v2.id));
    const previous = await servicingRepos.schedule.getById(db(), ctx, String(v1.id));
    assert.equal(latest.flowState, 'recoiled');
    assert.equal(latest.effective, '0');
    assert.equal(previous.flowState, 'approved');
    assert.equal(previous.effective, '1');
    const rows = await effectiveRows(db(), ctx, [iou.id]);
    assert.equal(rows.length, 6);
    const now = await iouOf(iou.id);
    assert.equal(now.periods, 6);
    assert.equal(now.endDate, rows.at(-1)!.dueDate);
    assert.equal((now.terms as Row).periods, 6);
    // the restored version's terms whole: its rate too, not the reversed version's 9 %
    const first = (await servicingRepos.schedule.getById(db(), ctx, String(v1.id))).terms as Row;
    assert.equal((now.terms as Row).annualRate, first.annualRate);
    assert.notEqual(String(first.annualRate), '9');
    assert.equal(Number(now.annualRate), Number(first.annualRate));
    assert.equal(rows[0].paidPrincipal, rows[0].principal);
    assert.equal((await ok(as.wangfang, `${SR}/detail?id=${recordId}`)).flowState, 'approved');
    // back on its first version: nothing more to reverse
    await refused(await as.wangfang.post(`${SR}/submit`, { iouId: iou.id, reason: '再一次' }), 'iouId', /第一版/);
  });
});

describe('demo', () => {
  test('the demo tenant has one reviewed receipt reversed (a duplicate), approved', async () => {
    const page = await ok(as.admin, `${RR}/page?flowState=approved`);
    assert.ok(page.total >= 1);
    const demo = page.records.find((x: Row) => x.reason === 'duplicate');
    assert.ok(demo, JSON.stringify(page.records));
    assert.equal((await receiptOf(String(demo.receiptId))).receiptState, 'reversed');
  });
});
