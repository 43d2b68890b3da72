/**
 * 放款申请 (loan/loan), 借据 (iou/iou), 租金支付表 (repaymentSch/repaymentschedule and the `repayment` family) and 租金
 * 支付确认函 (repayment/letter): a disbursement from a signed contract within its remaining amount once its conditions
 * precedent are met; sent back and resubmitted; its last approval making the IOU and its schedule (equal to the
 * calculator's to the cent) in the approval's transaction; two disbursements at once over the remainder (one wins); the
 * schedule regenerated, approved into effect and then closed to removal; Excel downloads read back; the IOU's calls;
 * the rent payment notice generated and read back; bad input (400 naming the field) and permissions (403).
 */
import { DEMO_LESSEES } from '../src/modules/demo-portfolio';
import { DEMO_PORTFOLIO } from '../src/modules/servicing/demo-plan';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { scheduleOfTerms } from '@flp/shared';
import { amountInWords } from '@flp/shared/format';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { contractRepos } from '../src/modules/contract/repos';
import { createIou } from '../src/modules/servicing/ledger';
import { termsOf } from '../src/modules/servicing/loan/loan-rules';
import { servicingRepos } from '../src/modules/servicing/repos';
import type { Db } from '../src/platform/db/database';
import { systemContext } from '../src/platform/tenancy/context';
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
import { PDF } from './support/files';

// postgres: two disbursements at once over the remaining amount (one wins) (scripts/test.mjs api:postgres)

const LOAN = '/api/rzzl_qy/loan/loan';
const IOU = '/api/rzzl_qy/iou/iou';
const SCH = '/api/rzzl_qy/repaymentSch/repaymentschedule';
const REP = '/api/rzzl_qy/repayment/repayment';
const LET = '/api/rzzl_qy/repayment/letter';
const CT = '/api/rzzl_qy/contract/contract';

let app: FastifyInstance;
let db: Db;
let dataDir: string;
const ctx = systemContext('000000');
const as: Record<string, Client> = {};
const sessions: Record<string, Session> = {};
const ids: Record<string, string> = {};
type Row = Record<string, unknown>;

/** The demo's contract approved and awaiting signature (二期): signed here, then made ready step by step. */
async function secondContract() {
  const r = contractRepos.contract;
  const [c] = await r.list(db, ctx, {
    where: [eq(r.col('contractState'), 'approved')],
    query: { ascs: 'id' },
    limit: 1,
  });
  assert.ok(c, 'the demo has an approved contract');
  return c;
}

const contract = () => contractRepos.contract.getById(db, ctx, ids.contract);

async function download(session: Session, url: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'blade-auth': `bearer ${session.token}` } });
}

/** The open task of the loan completed by the user through the family's call. */
const act = (who: string, call: 'handle-submit' | 'handle-finish', businessId: string, flag = 'ok') =>
  ok(as[who], `${LOAN}/${call}`, { businessId, flag, comment: flag === 'ok' ? '同意' : '驳回' });

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'flp-loan-'));
  app = await testApp({ SEED_DEMO: 'on', DATA_DIR: dataDir });
  db = app.appContext.database.owner;
  sessions.admin = await signIn(app);
  as.admin = client(app, sessions.admin);
  as.en = client(app, sessions.admin, { lang: 'en-US' });
  for (const account of ['zhangwei', 'zhaolei', 'lina', 'wangfang']) {
    sessions[account] = await signIn(app, account, '123456');
    as[account] = client(app, sessions[account]);
  }
  sessions.nobody = await signInUngranted(app, 'loan_nobody');
  as.nobody = client(app, sessions.nobody);
  ids.contract = String((await secondContract()).id);
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo', () => {
  test('disbursed the signed contract through the family, schedules in effect', async () => {
    const page = await ok(as.admin, `${IOU}/page?size=20`);
    // The first contract's eight and one for each disbursed lessee of the wider book (modules/demo-portfolio.ts).
    const book = DEMO_LESSEES.filter((l) => l.plan.stage === 'disbursed').length;
    assert.equal(page.total, DEMO_PORTFOLIO.length + book);
    for (const r of page.records) {
      // Repaying or settled; the demo's 损失 IOU written off since (核销).
      assert.ok(['active', 'settled', 'writtenOff'].includes(r.iouState), r.iouState);
      const detail = await ok(as.admin, `${IOU}/detail?iouNo=${r.iouNo}`);
      // Its first schedule approved through the family; the demo's extension added a version to one IOU since (the
      // first then superseded by it).
      const effective = detail.schedules.filter((s: { effective: string }) => s.effective === '1');
      assert.deepEqual(
        effective.map((s: { flowState: string }) => s.flowState),
        ['approved'],
      );
      assert.ok(['approved', 'superseded'].includes(detail.schedules[0].flowState));
      assert.ok(detail.schedules.length <= 2, `${r.iouNo}: ${detail.schedules.length} versions`);
    }
    const loans = await ok(
      as.admin,
      `${LOAN}/page?companyName=${encodeURIComponent('华东重工集团')}&current=1&size=10`,
    );
    assert.equal(loans.total, DEMO_PORTFOLIO.length);
    assert.ok(loans.records.every((r: { flowState: string; iouId: string }) => r.flowState === 'approved' && r.iouId));
    const none = await ok(as.admin, `${LOAN}/page?companyName=${encodeURIComponent('没有这家公司')}`);
    assert.equal(none.total, 0);
  });
});

describe('a disbursement', () => {
  test('is refused on a contract not signed, and the checklist says why', async () => {
    const body = { contractId: ids.contract, loanAmount: '600000.00', loanDate: '2026-01-15' };
    const res = await as.zhangwei.post(`${LOAN}/start-process`, body);
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /合同.*未签约/);
    const list = await ok(as.zhangwei, `${LOAN}/conditions?contractId=${ids.contract}`);
    assert.equal(list.conditions.length, 5);
    assert.equal(list.conditions.find((c: { code: string }) => c.code === 'signed').met, false);
    assert.equal(list.remaining, '1000000.00');
    assert.equal((await as.zhangwei.get(`${LOAN}/conditions`)).status, 400);
    assert.equal((await as.nobody.get(`${LOAN}/conditions?contractId=${ids.contract}`)).status, 403);
  });

  test('waits for its conditions precedent: registration, then the deposit received', async () => {
    const scan = await attachmentOf(app, sessions.zhangwei.token, 'signed.pdf', PDF);
    await ok(as.zhangwei, `${CT}/sign`, { id: ids.contract, signDate: '2026-01-10', signedScan: [scan] });
    const body = { contractId: ids.contract, loanAmount: '600000.00', loanDate: '2026-01-15', startDate: '2026-01-15' };
    let res = await as.zhangwei.post(`${LOAN}/start-process`, body);
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /放款前提条件未满足: 已办理中登登记/);
    res = await as.en.post(`${LOAN}/start-process`, body);
    assert.match(res.body.msg, /Registered in the central registry/);
    // Registered (the 中登 family's outcome) and a deposit asked for by the contract.
    await contractRepos.contract.update(db, ctx, ids.contract, { registrationNo: '0TEST000123', deposit: '10000.00' });
    res = await as.zhangwei.post(`${LOAN}/start-process`, body);
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /保证金已到账/);
    assert.doesNotMatch(res.body.msg, /中登/);
    // Received but only entered, or verified and not yet reviewed: still not met; reviewed (a third person): met.
    const receipt = await servicingRepos.receipt.insert(db, ctx, {
      receiptNo: 'SK-DEP-1',
      contractId: ids.contract,
      receiptKind: 'deposit',
      receiptDate: '2026-01-12',
      amount: '10000.00',
      payer: '华东重工集团有限公司',
      receiptState: 'entered',
    });
    assert.equal((await as.zhangwei.post(`${LOAN}/start-process`, body)).status, 400);
    await servicingRepos.receipt.update(db, ctx, String(receipt.id), { receiptState: 'verified' });
    res = await as.zhangwei.post(`${LOAN}/start-process`, body);
    assert.equal(res.status, 400, 'a verified deposit not yet reviewed does not count');
    assert.match(res.body.msg, /保证金已到账/);
    const pending = await ok(as.zhangwei, `${LOAN}/conditions?contractId=${ids.contract}`);
    assert.equal(pending.conditions.find((c: { code: string }) => c.code === 'deposit').detail, '0.00/10000.00');
    await servicingRepos.receipt.update(db, ctx, String(receipt.id), { receiptState: 'reviewed' });
    const list = await ok(as.zhangwei, `${LOAN}/conditions?contractId=${ids.contract}`);
    assert.ok(
      list.conditions.every((c: { met: boolean }) => c.met),
      JSON.stringify(list.conditions),
    );
  });

  test('bad input: 400 naming the field; over the remaining amount; 403 without the grant', async () => {
    let res = await as.zhangwei.post(`${LOAN}/start-process`, { contractId: ids.contract, loanDate: '2026-01-15' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /放款金额/);
    res = await as.zhangwei.post(`${LOAN}/start-process`, {
      contractId: ids.contract,
      loanAmount: '1000000.01',
      loanDate: '2026-01-15',
    });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /放款金额\(元\): 超过合同剩余可放款金额, 剩余 1000000\.00 元/);
    res = await as.zhangwei.post(`${LOAN}/start-process`, {
      contractId: ids.contract,
      loanAmount: '100',
      loanDate: '2026-01-15',
      periods: 0,
    });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /租赁期数/);
    res = await as.zhangwei.post(`${LOAN}/start-process`, { loanAmount: '100', loanDate: '2026-01-15' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /合同/);
    // A disbursement in 1900 or 2999 is a typing slip: refused naming the date, drafts too.
    for (const loanDate of ['1900-01-01', '2999-12-31'])
      for (const call of ['start-process', 'handle-save']) {
        res = await as.zhangwei.post(`${LOAN}/${call}`, { contractId: ids.contract, loanAmount: '100', loanDate });
        assert.equal(res.status, 400, `${call} ${loanDate}`);
        assert.match(res.body.msg, /放款日期: 必须在 \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2} 之间/);
      }
    for (const url of [`${LOAN}/page`, `${IOU}/page`, `${SCH}/page`, `${REP}/page`, `${LET}/page`])
      assert.equal((await as.nobody.get(url)).status, 403, url);
    assert.equal((await as.nobody.post(`${LOAN}/task-loan`, { businessId: '1' })).status, 403);
  });

  test('is sent back to its starter, resubmitted, and its last approval makes the IOU and its schedule', async () => {
    const body = {
      contractId: ids.contract,
      loanAmount: '600000.00',
      loanDate: '2026-01-15',
      startDate: '2026-01-15',
      payeeName: '华东重工集团有限公司',
    };
    const started = await ok(as.zhangwei, `${LOAN}/start-process`, body);
    ids.loanA = started.businessId;
    const detail = await ok(as.zhangwei, `${LOAN}/detail?id=${ids.loanA}`);
    assert.equal(detail.flowState, 'running');
    assert.match(detail.loanNo, /-FK01$/);
    assert.equal(detail.conditions.length, 5);
    assert.equal((await ok(as.zhangwei, `${LOAN}/conditions?contractId=${ids.contract}`)).remaining, '400000.00');

    // The approver's list, message and page name what is decided — the disbursement, its contract, the lessee, the
    // amount — not only the process; and the page carries the contract whatever the approver's menus.
    const work = (who: string, list: string, q = '') =>
      ok(as[who], `/api/blade-flow/work/${list}?current=1&size=50${q}`).then((p) =>
        p.records.find((r: Row) => r.businessId === ids.loanA),
      );
    const offered = (await work('zhaolei', 'claim-list')) ?? (await work('zhaolei', 'todo-list'));
    assert.ok(offered, 'the department head is offered the step');
    assert.match(
      offered.subject,
      new RegExp(`^${detail.loanNo} · ${(await contract()).contractNo} · .+ · ¥600,000\\.00$`),
    );
    assert.match(offered.subject, /华东重工集团/);
    const named = encodeURIComponent('华东重工');
    assert.ok(await work('zhaolei', offered.status === 'claim' ? 'claim-list' : 'todo-list', `&subject=${named}`));
    assert.equal(await work('zhaolei', 'claim-list', '&subject=nothing-like-it'), undefined);
    assert.equal((await work('zhangwei', 'send-list')).subject, offered.subject);
    const inbox = await ok(as.zhaolei, '/api/blade-desk/msg-queue/pageList?msgType=2&current=1&size=50');
    assert.ok(
      inbox.records.some((m: Row) => String(m.msgContent).endsWith(` — ${offered.subject}`)),
      'the message names the disbursement',
    );
    const seen = await ok(as.zhaolei, `${LOAN}/detail?id=${ids.loanA}`);
    assert.equal(seen.related.contractId.contractNo, (await contract()).contractNo);
    assert.match(seen.related.contractId.customerName, /华东重工集团/);

    let task = await ok(as.zhaolei, `${LOAN}/task-loan`, { businessId: ids.loanA });
    assert.equal(task.taskDefinitionKey, 'deptLeaderReview');
    assert.equal(task.mayDisagree, true);
    assert.equal((await ok(as.lina, `${LOAN}/task-loan`, { businessId: ids.loanA })).mayApprove, false);
    let res = await as.zhaolei.post(`${LOAN}/handle-disagree`, { businessId: ids.loanA });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /退回意见/);
    res = await as.lina.post(`${LOAN}/handle-disagree`, { businessId: ids.loanA, comment: '不是我的' });
    assert.equal(res.status, 409);
    await ok(as.zhaolei, `${LOAN}/handle-disagree`, { businessId: ids.loanA, comment: '请补充收款账号' });
    task = await ok(as.zhangwei, `${LOAN}/task-loan`, { businessId: ids.loanA });
    assert.equal(task.taskDefinitionKey, 'starterAdjust');
    // Back in the starter's 待办, marked as sent back, by whom and why.
    const back = await work('zhangwei', 'todo-list');
    assert.equal(back.sentBackBy, '赵磊');
    assert.equal(back.sentBackComment, '请补充收款账号');
    assert.equal(task.mayDisagree, false);
    res = await as.zhangwei.post(`${LOAN}/handle-disagree`, { businessId: ids.loanA, comment: 'x' });
    assert.equal(res.status, 400);
    // At the starter's step the amount may change, but not past what the contract leaves.
    res = await as.zhangwei.post(`${LOAN}/handle-submit`, {
      businessId: ids.loanA,
      flag: 'ok',
      loanAmount: '1000000.01',
    });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /超过合同剩余可放款金额, 剩余 1000000\.00 元/);
    await ok(as.zhangwei, `${LOAN}/handle-submit`, {
      businessId: ids.loanA,
      flag: 'ok',
      comment: '已补充',
      payeeAccount: '6222000011112222',
    });
    await act('zhaolei', 'handle-submit', ids.loanA);
    await act('lina', 'handle-submit', ids.loanA);
    // Not the last step: finish refuses.
    assert.equal((await as.zhaolei.post(`${LOAN}/handle-finish`, { businessId: ids.loanA, flag: 'ok' })).status, 409);

    // The contract's amount lowered meanwhile: the last approval is refused and nothing of it stays.
    await contractRepos.contract.update(db, ctx, ids.contract, { financeAmount: '500000.00' });
    res = await as.wangfang.post(`${LOAN}/handle-finish`, { businessId: ids.loanA, flag: 'ok', comment: '同意' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /超过合同剩余可放款金额/);
    assert.equal((await servicingRepos.loan.getById(db, ctx, ids.loanA)).flowState, 'running');
    assert.equal(await servicingRepos.iou.count(db, ctx, eq(servicingRepos.iou.col('loanId'), ids.loanA)), 0);
    assert.equal((await contract()).loanedAmount, '0.00');
    await contractRepos.contract.update(db, ctx, ids.contract, { financeAmount: '1000000.00' });

    await act('wangfang', 'handle-finish', ids.loanA);
    const loanRow = await ok(as.zhangwei, `${LOAN}/detail?id=${ids.loanA}`);
    assert.equal(loanRow.flowState, 'approved');
    assert.equal(loanRow.payeeAccount, '6222000011112222');
    ids.iouA = String(loanRow.iouId);
    assert.equal((await contract()).loanedAmount, '600000.00');
    const iou = await ok(as.zhangwei, `${IOU}/detail?id=${ids.iouA}`);
    assert.match(iou.iouNo, /^JJ\d{11}$/);
    assert.equal(iou.loanAmount, '600000.00');
    assert.equal(iou.iouState, 'active');
    assert.equal(iou.schedules.length, 1);
    ids.scheduleA = String(iou.schedules[0].id);
    assert.equal(iou.schedules[0].flowState, 'draft');
    assert.equal(iou.schedules[0].owner, iou.owner);
    // The stored schedule is the calculator's for the same terms, to the cent.
    const rows = await ok(as.zhangwei, `${SCH}/payBackScheList?pid=${ids.scheduleA}`);
    const expected = scheduleOfTerms(
      termsOf(await servicingRepos.loan.getById(db, ctx, ids.loanA), await contract()),
      '2026-01-15',
    );
    assert.equal(rows.length, expected.rows.length);
    assert.deepEqual(
      rows.map((r: Record<string, string>) => [r.dueDate, r.rent, r.principal, r.interest, r.balance]),
      expected.rows.map((r) => [r.dueDate, r.rent, r.principal, r.interest, r.closingBalance]),
    );
  });

  test('two at once over what is left: exactly one wins', async () => {
    // 400,000 left: two of 300,000 started together.
    const body = (n: number) => ({
      contractId: ids.contract,
      loanAmount: '300000.00',
      loanDate: '2026-02-15',
      startDate: '2026-02-15',
      remark: `并发${n}`,
    });
    const results = await Promise.all([
      as.zhangwei.post(`${LOAN}/start-process`, body(1)),
      as.zhangwei.post(`${LOAN}/start-process`, body(2)),
    ]);
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    assert.equal(won.length, 1, JSON.stringify(results.map((r) => [r.status, r.body.msg])));
    assert.equal(lost[0].status, 400);
    assert.match(lost[0].body.msg, /超过合同剩余可放款金额, 剩余 100000\.00 元/);
    ids.loanB = won[0].data.businessId;
    await act('zhaolei', 'handle-submit', ids.loanB);
    await act('lina', 'handle-submit', ids.loanB);
    await act('wangfang', 'handle-finish', ids.loanB);
    ids.iouB = String((await servicingRepos.loan.getById(db, ctx, ids.loanB)).iouId);
    assert.equal((await contract()).loanedAmount, '900000.00');
  });
});

describe('the schedule', () => {
  test('is regenerated with another rent method while not in effect; never added by hand', async () => {
    let res = await as.zhangwei.post(`${SCH}/updateSch`, { id: ids.scheduleA, repaymentType: 'NONE' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /还款方式/);
    res = await as.zhangwei.post(`${SCH}/updateSch`, { repaymentType: 'EQUAL_PRINCIPAL' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /租金支付表/);
    assert.equal(
      (await as.nobody.post(`${SCH}/updateSch`, { id: ids.scheduleA, repaymentType: 'EQUAL_PRINCIPAL' })).status,
      403,
    );
    await ok(as.zhangwei, `${SCH}/updateSch`, { id: ids.scheduleA, repaymentType: 'EQUAL_PRINCIPAL' });
    const rows = await ok(as.zhangwei, `${SCH}/payBackScheList?pid=${ids.scheduleA}`);
    const iou = await servicingRepos.iou.getById(db, ctx, ids.iouA);
    const expected = scheduleOfTerms({ ...(iou.terms as object), rentMethod: 'EQUAL_PRINCIPAL' }, '2026-01-15');
    assert.deepEqual(
      rows.map((r: Record<string, string>) => [r.dueDate, r.rent, r.principal, r.interest]),
      expected.rows.map((r) => [r.dueDate, r.rent, r.principal, r.interest]),
    );
    assert.equal((iou.terms as Record<string, string>).rentMethod, 'EQUAL_PRINCIPAL');
    const s = await ok(as.zhangwei, `${SCH}/detail?id=${ids.scheduleA}`);
    assert.equal(s.repaymentType, 'EQUAL_PRINCIPAL');
    assert.equal(s.rentTotal, expected.totals.rent);
    assert.equal(s.rows.length, expected.rows.length);
    await ok(as.zhangwei, `${SCH}/submit`, { id: ids.scheduleA, remark: '按等额本金', version: s.version });
    res = await as.zhangwei.post(`${SCH}/submit`, { iouId: ids.iouA });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /不能手工新增/);
    const list = await ok(as.zhangwei, `${SCH}/noPageList?iouId=${ids.iouA}`);
    assert.equal(list.length, 1);
    assert.equal(list[0].remark, '按等额本金');
  });

  test('takes effect on its approval; then neither removed, regenerated nor changed', async () => {
    const started = await ok(as.zhangwei, `${REP}/startFlow`, { id: ids.scheduleA });
    assert.ok(started.processInstanceId);
    let res = await as.zhangwei.post(`${SCH}/updateSch`, { id: ids.scheduleA, repaymentType: 'EQUAL_RENT' });
    assert.equal(res.status, 400);
    const loaded = await ok(as.wangfang, `${REP}/loadData?businessId=${ids.scheduleA}`);
    assert.equal(loaded.taskDefinitionKey, 'financeReview');
    await ok(as.wangfang, `${REP}/finish`, { businessId: ids.scheduleA, flag: 'ok', comment: '复核无误' });
    const s = await ok(as.zhangwei, `${SCH}/detail?id=${ids.scheduleA}`);
    assert.equal(s.flowState, 'approved');
    assert.equal(s.effective, '1');
    assert.ok(s.effectiveDate);
    const iou = await servicingRepos.iou.getById(db, ctx, ids.iouA);
    assert.ok(iou.asOfDate, 'the IOU derived on it');
    res = await as.zhangwei.post(`${SCH}/remove?ids=${ids.scheduleA}`);
    assert.equal(res.status, 400);
    res = await as.zhangwei.post(`${SCH}/submit`, { id: ids.scheduleA, remark: 'x', version: s.version });
    assert.equal(res.status, 400);
    res = await as.zhangwei.post(`${SCH}/updateSch`, { id: ids.scheduleA, repaymentType: 'EQUAL_RENT' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /已生效/);
    res = await as.zhangwei.post(`${REP}/handle-delete`, { businessId: ids.scheduleA });
    assert.equal(res.status, 400);

    const ious = await ok(as.zhangwei, `${IOU}/page?contractId=${ids.contract}`);
    const states = Object.fromEntries(ious.records.map((r: Row) => [String(r.id), r.scheduleState]));
    assert.deepEqual([states[ids.iouA], states[ids.iouB]], ['approved', 'draft'], "the newest schedule's state");
    const page = await ok(as.zhangwei, `${REP}/page?current=1&size=50&iouId=${ids.iouA}`);
    assert.equal(page.records[0].flowState, 'approved');
    const adjust = await ok(as.zhangwei, `${SCH}/payBackScheListAdjust?iouId=${ids.iouA}`);
    assert.equal(adjust.scheduleId, ids.scheduleA);
    assert.ok(adjust.periods.length > 0);
    const first = adjust.periods[0];
    for (const k of ['paidPrincipal', 'unpaidTotal', 'penalty', 'overdueDays']) assert.ok(k in first, k);
    assert.equal((await as.zhangwei.get(`${SCH}/payBackScheListAdjust`)).status, 400);
    assert.equal((await as.zhangwei.get(`${SCH}/payBackScheListAdjust?iouId=${ids.iouB}`)).status, 404);

    const byContract = await ok(as.zhangwei, `${REP}/getChangeContractByConId?conId=${ids.contract}`);
    assert.equal(byContract.contract.id, ids.contract);
    assert.equal(byContract.ious.length, 2);
    const a = byContract.ious.find((x: { id: string }) => String(x.id) === ids.iouA);
    assert.equal(a.schedule.id, ids.scheduleA);
    assert.equal(a.rows.length, adjust.periods.length);
    assert.equal(byContract.ious.find((x: { id: string }) => String(x.id) === ids.iouB).schedule, null);
    assert.equal((await as.zhangwei.get(`${REP}/getChangeContractByConId`)).status, 400);
  });

  test('downloads as the rent and the repayment schedule, read back exactly', async () => {
    const rows = await ok(as.zhangwei, `${SCH}/payBackScheList?pid=${ids.scheduleA}`);
    // 留购价款 is a column where the schedule has one (the demo contract's terms carry 100).
    const price = rows.some((r: { purchasePrice: string }) => Number(r.purchasePrice) !== 0) ? 1 : 0;
    for (const [call, columns] of [
      ['downloadRent', 7 + price],
      ['downloadRepay', 15 + price],
    ] as const) {
      const res = await download(sessions.zhangwei, `${SCH}/${call}?id=${ids.scheduleA}`);
      assert.equal(res.statusCode, 200, res.body);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      // title, header, the periods, the totals
      assert.equal(ws.rowCount, rows.length + 3, call);
      assert.equal(ws.getRow(2).cellCount, columns, call);
      for (const [i, r] of rows.entries()) {
        const row = ws.getRow(i + 3);
        assert.equal(row.getCell(1).value, r.period);
        assert.equal(Number(row.getCell(3).value).toFixed(2), r.rent);
        assert.equal(Number(row.getCell(4).value).toFixed(2), r.principal);
      }
      const total = rows.reduce((s: number, r: { rent: string }) => s + Math.round(Number(r.rent) * 100), 0) / 100;
      assert.equal(Number(ws.getRow(rows.length + 3).getCell(3).value).toFixed(2), total.toFixed(2));
    }
    assert.equal((await download(sessions.zhangwei, `${SCH}/downloadRent`)).statusCode, 400);
    assert.equal((await download(sessions.nobody, `${SCH}/downloadRent?id=${ids.scheduleA}`)).statusCode, 403);
  });
});

describe('the IOU', () => {
  test('reads by contract, lessee, number and company', async () => {
    const c = await contract();
    const byContract = await ok(as.zhangwei, `${IOU}/getIous?contractId=${ids.contract}`);
    assert.deepEqual(byContract.map((r: { id: string }) => String(r.id)).sort(), [ids.iouA, ids.iouB].sort());
    const byCustomer = await ok(as.zhangwei, `${IOU}/getIous?customerId=${c.customerId}`);
    assert.equal(byCustomer.length, DEMO_PORTFOLIO.length + 2, 'the demo portfolio and these two');
    assert.equal((await as.zhangwei.get(`${IOU}/getIous`)).status, 400);
    const company = await ok(
      as.zhangwei,
      `/api/rzzl_qy/processpro/processpro/getAllLoanListByComId?comId=${c.customerId}`,
    );
    assert.equal(company.length, DEMO_PORTFOLIO.length + 2);
    assert.equal((await as.zhangwei.get('/api/rzzl_qy/processpro/processpro/getAllLoanListByComId')).status, 400);
    assert.equal((await as.zhangwei.get(`${IOU}/detail?iouNo=NOPE`)).status, 404);
    assert.equal((await as.zhangwei.get(`${IOU}/detail`)).status, 400);
    assert.equal((await as.nobody.get(`${IOU}/getIous?contractId=${ids.contract}`)).status, 403);
  });

  test('changes only its servicing options; is never added by hand', async () => {
    let res = await as.zhangwei.post(`${IOU}/updateIou`, { id: ids.iouA, penaltyRate: '2' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /日罚息率/);
    res = await as.zhangwei.post(`${IOU}/updateIou`, { penaltyRate: '0.05' });
    assert.equal(res.status, 400);
    res = await as.zhangwei.post(`${IOU}/submit`, { penaltyRate: '0.05' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /不能手工新增/);
    assert.equal((await as.nobody.post(`${IOU}/updateIou`, { id: ids.iouA, graceDays: 3 })).status, 403);
    await ok(as.zhangwei, `${IOU}/updateIou`, { id: ids.iouA, graceDays: 3, loanAmount: '1', remark: '宽限三天' });
    const iou = await ok(as.zhangwei, `${IOU}/detail?id=${ids.iouA}`);
    assert.equal(iou.graceDays, 3);
    assert.equal(iou.loanAmount, '600000.00', 'not a servicing option: ignored');
    await ok(as.zhangwei, `${IOU}/submit`, { id: ids.iouA, autoApplyCredit: '1' });
    assert.equal((await ok(as.zhangwei, `${IOU}/detail?id=${ids.iouA}`)).autoApplyCredit, '1');
  });

  test('is removed only before its schedule took effect, undoing its disbursement', async () => {
    // Removing an IOU is not the proposer's (the standard roles withhold 借据 删除 from account managers).
    assert.equal((await as.zhangwei.post(`${IOU}/remove`, { ids: ids.iouB })).status, 403);
    let res = await as.admin.post(`${IOU}/remove`, { ids: ids.iouA });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /已生效/);
    assert.equal((await as.nobody.post(`${IOU}/remove`, { ids: ids.iouB })).status, 403);
    assert.equal((await as.admin.post(`${IOU}/remove`, {})).status, 400);
    await ok(as.admin, `${IOU}/remove`, { ids: ids.iouB });
    assert.equal((await as.zhangwei.get(`${IOU}/detail?id=${ids.iouB}`)).status, 404);
    assert.equal(await servicingRepos.loan.findById(db, ctx, ids.loanB), undefined);
    assert.equal((await contract()).loanedAmount, '600000.00');
    assert.equal((await ok(as.zhangwei, `${LOAN}/conditions?contractId=${ids.contract}`)).remaining, '400000.00');
    res = await as.zhangwei.get(`${SCH}/noPageList?iouId=${ids.iouB}`);
    assert.deepEqual(res.data, []);
  });

  test('equals the calculator to the cent for every rent method, in advance and in arrears, with grace', async () => {
    const c = await contract();
    const cases = [
      { rentMethod: 'EQUAL_RENT', payIn: 'ARREARS' },
      { rentMethod: 'EQUAL_RENT', payIn: 'ADVANCE' },
      { rentMethod: 'EQUAL_PRINCIPAL', payIn: 'ARREARS' },
      { rentMethod: 'FLAT', payIn: 'ARREARS' },
      { rentMethod: 'EQUAL_RENT', payIn: 'ARREARS', graceMonths: 3, graceType: 'PRINCIPAL' },
      {
        rentMethod: 'EQUAL_RENT',
        payIn: 'ARREARS',
        graceMonths: 6,
        graceType: 'INTEREST_DEFERRED',
        frequencyMonths: 3,
      },
    ];
    for (const [i, terms] of cases.entries()) {
      const loan = {
        id: String(900000 + i),
        loanAmount: '1234567.89',
        loanDate: '2026-03-31',
        startDate: '2026-03-31',
        periods: 24,
        annualRate: '7.25',
        frequencyMonths: 1,
        graceMonths: 0,
        ...terms,
      };
      const made = await db.transaction((tx) => createIou(tx, ctx, { loan, contract: c }));
      const stored = await servicingRepos.scheduleRow.list(db, ctx, {
        where: [eq(servicingRepos.scheduleRow.col('scheduleId'), String(made.schedule.id))],
        query: { ascs: 'period' },
      });
      const expected = scheduleOfTerms(termsOf(loan, c), '2026-03-31');
      assert.deepEqual(
        stored.map((r) => [r.period, r.dueDate, r.rent, r.principal, r.interest, r.fee, r.balance]),
        expected.rows.map((r) => [r.period, r.dueDate, r.rent, r.principal, r.interest, r.fee, r.closingBalance]),
        JSON.stringify(terms),
      );
      assert.equal(made.schedule.rentTotal, expected.totals.rent);
    }
  });
});

describe('the rent payment letter', () => {
  test('needs a schedule in effect; its notice is generated and reads back', async () => {
    // IOU B is gone; an IOU whose schedule is a draft has no notice to confirm.
    const [draftIou] = await servicingRepos.iou.list(db, ctx, {
      where: [eq(servicingRepos.iou.col('loanId'), '900000')],
    });
    const res = await as.zhangwei.post(`${LET}/save-data`, { iouId: String(draftIou.id) });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /借据: 没有生效的租金支付表/);
    const saved = await ok(as.zhangwei, `${LET}/save-data`, { iouId: ids.iouA });
    ids.letter = saved.businessId;
    assert.equal((await as.nobody.get(`${LET}/createDshDoc?id=${ids.letter}`)).status, 403);
    assert.equal((await as.zhangwei.get(`${LET}/createDshDoc`)).status, 400);
    const doc = await ok(as.zhangwei, `${LET}/createDshDoc?id=${ids.letter}`);
    assert.match(doc.name, /租金支付通知书/);
    const res2 = await download(sessions.zhangwei, doc.link);
    assert.equal(res2.statusCode, 200);
    const { value } = await mammoth.extractRawText({ buffer: res2.rawPayload });
    const iou = await servicingRepos.iou.getById(db, ctx, ids.iouA);
    assert.match(value, /租金支付通知书/);
    assert.match(value, /华东重工集团有限公司/);
    assert.ok(value.includes(amountInWords('600000.00')), 'the amount in Chinese capitals');
    assert.ok(value.includes(String(iou.iouNo)));
    const rows = await ok(as.zhangwei, `${SCH}/payBackScheList?pid=${ids.scheduleA}`);
    assert.ok(value.includes(rows[0].dueDate));
    // Generated again: one notice kept.
    await ok(as.zhangwei, `${LET}/createDshDoc?id=${ids.letter}`);
    const letter = await ok(as.zhangwei, `${LET}/detail?id=${ids.letter}`);
    assert.equal(letter.document.length, 1);
    assert.match(letter.letterNo, /-QRH01$/);
  });

  test('is approved with the signed letter through both call sets', async () => {
    const res = await as.zhangwei.post(`${LET}/start-process`, { id: ids.letter, iouId: ids.iouA });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /盖章确认函/);
    const scan = await attachmentOf(app, sessions.zhangwei.token, 'letter.pdf', PDF);
    const started = await ok(as.zhangwei, `${LET}/startFlow`, {
      id: ids.letter,
      iouId: ids.iouA,
      signedLetter: [scan],
    });
    const byInstance = await ok(as.zhaolei, `${LET}/getDetailByInsId?processInstanceId=${started.processInstanceId}`);
    assert.equal(String(byInstance.id), ids.letter);
    assert.equal(byInstance.taskDefinitionKey, 'deptLeaderReview');
    assert.equal((await ok(as.zhaolei, `${LET}/loadData?businessId=${ids.letter}`)).flowState, 'running');
    await ok(as.zhaolei, `${LET}/finish`, { businessId: ids.letter, flag: 'ok', comment: '已核对' });
    const done = await ok(as.zhangwei, `${LET}/getDetailById?businessId=${ids.letter}`);
    assert.equal(done.flowState, 'approved');
    const page = await ok(as.zhangwei, `${LET}/page?current=1&size=10`);
    assert.equal(page.total, 1);
    assert.equal((await as.zhangwei.post(`${LET}/remove?ids=${ids.letter}`)).status, 400);
    const me = await ok(as.zhangwei, `${LET}/getUserDetail`);
    assert.equal(me.account, 'zhangwei');
    // A second letter, saved and removed while a draft.
    const second = await ok(as.zhangwei, `${LET}/save-data`, { iouId: ids.iouA });
    await ok(as.zhangwei, `${LET}/delete-process`, { businessId: second.businessId });
  });
});
