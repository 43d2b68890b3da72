/**
 * 核销 (verification; WAVE3-BRIEF §2.9) through the API, on an IOU built for the brief's accounting example: 480,000
 * flat at 10 % over 12 monthly rents from 2025-01-15 (40,000 principal and 4,000 interest a period), periods 1–2 paid,
 * 3–5 unpaid, classified 损失 by staff — written off on 2025-06-20: principal 400,000 (120,000 overdue, 280,000 not
 * yet due), interest receivable 12,000, 罚息 off balance, a provision of 400,000 (100 % of the principal) and a
 * shortfall of 12,000; then a recovery of 50,000 leaves off-balance principal 350,000. The calls (save, start, the
 * chain with the 评审会, finish, withdraw, detail, approvalDetails, pageLists, noPageLists), 403, one change per IOU,
 * the 409 on a moved IOU, bad input in both languages, rent refused and a recovery accepted on the written-off IOU.
 */
import assert from 'node:assert/strict';
import { actAs, changeStaff, consentScan, finishAs, setBusinessDate, vectorIou } from './support/servicing-fixture';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkModel } from '../src/modules/flow/deploy-check';
import { refreshIous } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import { writeOffModels } from '../src/modules/servicing/write-off';
import { WRITE_OFF_PARAMS } from '../src/modules/servicing/write-off/params';
import { repos } from '../src/modules/system/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, type Session, ok, refused, testApp } from './helpers';

const W = '/api/rzzl_qy/verification/verification';
const R = '/api/rzzl_qy/affirmCash/repayment';
const ctx = systemContext('000000');
const AS_OF = '2025-06-30';

/** Beside the change staff: the committee's finance reviewer and a second finance officer. */
const MORE = ['zhoumin', 'sunli'];
let app: FastifyInstance;
let as: Record<string, Client>;
let sessions: Record<string, Session>;
const db = () => app.appContext.database.owner;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as, sessions } = await changeStaff(app, 'writeoff_nobody', MORE));
  await setBusinessDate(app, AS_OF);
});
after(() => app.close());

/** The brief's IOU: periods 1–`paid` paid on their due dates, classified `level` by staff (null: by days alone). */
async function exampleIou(level: string | null, paid = 2) {
  const iou = await vectorIou(app, {
    paid,
    asOf: AS_OF,
    terms: { amount: '480000.00', annualRate: '10', rentMethod: 'FLAT' },
  });
  if (level) {
    await servicingRepos.iou.update(db(), ctx, iou.id, { riskManual: level });
    await db().transaction((tx) => refreshIous(tx, ctx, [iou.id], AS_OF, 'manual'));
  }
  return iou;
}

/** A tenant parameter set (added when it has none). */
async function setParam(key: string, value: string) {
  const p = repos.param;
  const [row] = await p.list(db(), ctx, { where: [eq(p.col('paramKey'), key)], limit: 1 });
  if (row) await p.update(db(), ctx, String(row.id), { paramValue: value });
  else await p.insert(db(), ctx, { paramName: key, paramKey: key, paramValue: value });
}

const evidence = () => consentScan(app, sessions.zhangwei);
const BODY = {
  writeOffDate: '2025-06-20',
  reasonCode: 'EXECUTION_ENDED',
  reason: '强制执行无可供执行财产, 法院裁定终结本次执行',
};
const detail = (businessId: string) => ok(as.zhangwei, `${W}/getDetailById?businessId=${businessId}`);

/** 部门负责人, 风控, 财务, 总经理 approve in turn. */
async function throughGm(pid: string) {
  for (const who of ['zhaolei', 'lina', 'wangfang', 'chenjing']) await actAs(as[who], pid);
}

/** The 评审会 votes `flag` one member after another (each member's vote when it is his turn). */
async function committeeVotes(pid: string, members: string[], flag = 'ok') {
  for (let round = 0; round < members.length; round++)
    for (const who of members) {
      const todo = (await ok(as[who], '/api/blade-flow/work/todo-list?current=1&size=100')).records;
      if (todo.some((r: { processInstanceId: string }) => r.processInstanceId === pid)) await actAs(as[who], pid, flag);
    }
}

/** Enters a receipt as 王芳 (finance) and answers it as stored, or the refusal. */
async function enter(body: Record<string, unknown>) {
  const res = await as.wangfang.post(`${R}/submit`, { payer: '人民法院执行款专户', ...body });
  if (res.status !== 200) return { res, row: null };
  const page = await ok(as.wangfang, `${R}/list?descs=id&size=1`);
  return { res, row: page.records[0] };
}

describe('核销 (verification)', () => {
  test('the default model deploys without a warning', async () => {
    for (const m of writeOffModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual([check.problems, check.warnings], [[], []], m.name);
    }
  });

  test('bad input names the field in either language; a 正常 IOU is refused, a 可疑 one needs the evidence; 403', async () => {
    const normal = await exampleIou(null, 5);
    const body = { iouId: normal.id, ...BODY };
    refused(await as.zhangwei.post(`${W}/save-data`, body), 'riskLevel', /五级分类: 借据为正常类: 只有损失类/);
    refused(await as.english.post(`${W}/save-data`, body), 'riskLevel', /Classification: the IOU is classified normal/);
    const doubtful = await exampleIou('DOUBTFUL');
    const d = { iouId: doubtful.id, ...BODY };
    refused(await as.zhangwei.post(`${W}/save-data`, d), 'override', /可疑类有确凿证据: 借据五级分类为可疑/);
    refused(
      await as.zhangwei.post(`${W}/save-data`, { ...d, writeOffDate: '' }),
      'writeOffDate',
      /核销日: 请选择核销日/,
    );
    refused(
      await as.english.post(`${W}/save-data`, { ...d, override: 1, writeOffDate: '2025-07-01' }),
      'writeOffDate',
      /Write-off date: cannot be after the business date \(2025-06-30\)/,
    );
    // Money came in on 03-15: a write-off before it would have called that money a recovery.
    refused(
      await as.zhangwei.post(`${W}/save-data`, { ...d, override: 1, writeOffDate: '2025-03-01' }),
      'writeOffDate',
      /不能早于借据最近一笔收款的到账日期 2025-03-15/,
    );
    const draft = await ok(as.zhangwei, `${W}/save-data`, { ...d, override: 1 });
    assert.equal((await detail(draft.businessId)).riskLevel, 'DOUBTFUL');
    // Evidence is required to start.
    refused(
      await as.zhangwei.post(`${W}/start-process`, { ...d, override: 1, id: draft.businessId }),
      'evidence',
      /核销证据/,
    );
    refused(await as.zhangwei.get(`${W}/noPageLists`), 'iouNo', /借据编号: 请输入借据编号/);
    assert.equal((await as.zhangwei.get(`${W}/noPageLists?iouNo=NONE`)).status, 404);
    for (const res of [
      await as.nobody.post(`${W}/start-process`, d),
      await as.nobody.get(`${W}/pageLists?current=1&size=10`),
      await as.nobody.get(`${W}/noPageLists?iouNo=${doubtful.iouNo}`),
    ])
      assert.equal(res.status, 403);
  });

  test("the brief's example through the whole chain and the 评审会; rent refused, a recovery accepted", async () => {
    const iou = await exampleIou('LOSS');
    const run = await ok(as.zhangwei, `${W}/start-process`, {
      iouId: iou.id,
      ...BODY,
      evidence: [await evidence()],
      recoveryPlan: '关注保证人财产线索',
    });
    const record = await detail(run.businessId);
    const evaluated = await ok(as.zhangwei, `/api/rzzl_qy/iou/iou/evaluate?id=${iou.id}&asOf=2025-06-20`);
    assert.deepEqual(
      [record.writeOffNo, record.riskLevel, record.principal, record.interest, record.fees, record.amount],
      [`${iou.iouNo}-HX01`, 'LOSS', '400000.00', '12000.00', '0.00', '412000.00'],
    );
    assert.equal(evaluated.figures.overduePrincipal, '120000.00', '120,000 overdue, 280,000 not yet due');
    // Provision on the principal (100 % for 损失): the interest recognised is the shortfall, to P&L.
    assert.deepEqual([record.provisionHeld, record.shortfall], ['400000.00', '12000.00']);
    // 罚息 was never recognised: off balance, not in the amount — 44,000 a period unpaid at 0.05 % a day, periods 3–5
    // overdue 66, 36 and 5 days on 06-20: 22 × 107 = 2,354.00.
    assert.deepEqual([record.penalty, evaluated.figures.penaltyAmount], ['2354.00', '2354.00']);
    // One change per IOU, across its families.
    refused(
      await as.zhangwei.post('/api/rzzl_qy/contractchange/iouchange/start-process', {
        iouId: iou.id,
        trandate: '2025-06-30',
        newPenaltyRate: '0.03',
        reason: '调整罚息',
      }),
      'iouId',
      /有其他变更正在审批中 \(核销\)/,
    );
    const diff = await ok(as.zhangwei, `${W}/approvalDetails?businessId=${run.businessId}`);
    assert.deepEqual(
      diff.map((x: { field: string; oldval: string; newval: string }) => [x.field, x.oldval, x.newval]),
      [['iouState', '还款中', '已核销']],
    );
    await throughGm(run.processInstanceId);
    // 412,000 is above writeoff.committeeAmount (200,000): the 评审会 votes — 李娜, 孙丽, 陈静 (the starter is not on it).
    assert.equal((await detail(run.businessId)).flowState, 'running');
    await committeeVotes(run.processInstanceId, ['lina', 'sunli', 'chenjing']);
    const done = await detail(run.businessId);
    assert.equal(done.flowState, 'approved');
    assert.ok(done.appliedBy && done.appliedTime);
    const stored = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.deepEqual([stored.iouState, stored.settledDate], ['writtenOff', '2025-06-20']);
    // The transition wrote the IOU's history, once.
    const history = await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=iou&dataid=${iou.id}&size=50`);
    assert.equal(history.records.filter((r: { ysmc: string }) => r.ysmc === 'IOU_STATE').length, 1);
    // Written off: 罚息 stopped on the write-off date, whatever refreshes it.
    assert.equal(stored.penaltyAmount, record.penalty);

    const listed = await ok(as.zhangwei, `${W}/pageLists?iouId=${iou.id}&current=1&size=10`);
    assert.equal(listed.total, 1);
    // Off balance: 412,000 written off and the 2,354.00 of 罚息.
    const claim = '414354.00';
    assert.deepEqual([listed.records[0].recovered, listed.records[0].offBalance], ['0.00', claim]);

    // Rent is refused on a written-off IOU; a recovery elsewhere, before the write-off or beyond the claim, too.
    refused(
      (await enter({ iouId: iou.id, receiptKind: 'rent', receiptDate: '2025-06-25', amount: '1000' })).res,
      'iouId',
      /已核销: 追回的款项请登记为「核销后追偿」/,
    );
    const active = await exampleIou(null, 5);
    refused(
      (await enter({ iouId: active.id, receiptKind: 'recovery', receiptDate: '2025-06-25', amount: '1000' })).res,
      'receiptKind',
      /未核销: 只有已核销的借据可以登记核销后追偿/,
    );
    refused(
      (await enter({ iouId: iou.id, receiptKind: 'recovery', receiptDate: '2025-06-19', amount: '1000' })).res,
      'receiptDate',
      /不能早于核销日 2025-06-20/,
    );
    refused(
      (await enter({ iouId: iou.id, receiptKind: 'recovery', receiptDate: '2025-06-25', amount: '500000' })).res,
      'amount',
      new RegExp(`表外债权余额 ${claim}`),
    );

    // The court pays 50,000: fees (none) first, then principal — off-balance principal 350,000.
    const { row } = await enter({ iouId: iou.id, receiptKind: 'recovery', receiptDate: '2025-06-25', amount: '50000' });
    assert.equal(row.receiptKind, 'recovery');
    assert.equal(await ok(as.zhoumin, `${R}/verification`, { ids: row.id }), 1);
    const [mine] = await ok(as.zhangwei, `${W}/noPageLists?iouNo=${iou.iouNo}`);
    assert.equal(mine.recovered, '50000.00');
    assert.equal(mine.offBalance, '364354.00');
    assert.deepEqual(mine.claimLeft, {
      fee: '0.00',
      principal: '350000.00',
      interest: '12000.00',
      penalty: record.penalty,
    });
    assert.deepEqual(
      mine.recoveries.map((x: { receiptNo: string; applied: unknown; left: { principal: string } }) => [
        x.receiptNo,
        x.applied,
        x.left.principal,
      ]),
      [[row.receiptNo, { fee: '0.00', principal: '50000.00', interest: '0.00', penalty: '0.00' }, '350000.00']],
    );
    const after = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.deepEqual(
      [after.iouState, after.outstandingPrincipal],
      ['writtenOff', '400000.00'],
      'the ledger is untouched',
    );
    // Nothing takes a written-off IOU back: no other change.
    refused(await as.zhangwei.post(`${W}/save-data`, { iouId: iou.id, ...BODY }), 'iouId', /已核销, 不能变更/);
  });

  test('an IOU that moved since the save answers 409 at the last approval (finish-process); withdrawn, it is free', async () => {
    // Below the 评审会 amount, the general manager's approval is the last.
    await setParam(WRITE_OFF_PARAMS.committeeAmount.key, '10000000');
    try {
      const iou = await exampleIou('LOSS');
      const run = await ok(as.zhangwei, `${W}/start-process`, { iouId: iou.id, ...BODY, evidence: [await evidence()] });
      for (const who of ['zhaolei', 'lina', 'wangfang']) await actAs(as[who], run.processInstanceId);
      await servicingRepos.receipt.insert(db(), ctx, {
        receiptNo: 'HX-LATE',
        iouId: iou.id,
        receiptKind: 'rent',
        receiptDate: '2025-06-18',
        amount: '1000.00',
        payer: '华东重工',
        receiptState: 'verified',
      });
      const done = await finishAs(as.chenjing, W, run.businessId, run.processInstanceId);
      assert.equal(done.status, 409, JSON.stringify(done.body));
      assert.match(done.body.msg, /借据已变动，请重新试算/);
      assert.equal((await servicingRepos.iou.getById(db(), ctx, iou.id)).iouState, 'active');
      // The starter withdraws it: the IOU takes another change.
      await ok(as.zhangwei, `${W}/delete-process`, { businessId: run.businessId });
      assert.equal((await detail(run.businessId)).flowState, 'withdrawn');
      const again = await ok(as.zhangwei, `${W}/save-data`, { iouId: iou.id, ...BODY });
      assert.equal((await detail(again.businessId)).writeOffNo, `${iou.iouNo}-HX02`);
    } finally {
      await setParam(WRITE_OFF_PARAMS.committeeAmount.key, String(WRITE_OFF_PARAMS.committeeAmount.fallback));
    }
  });

  test('a 驳回 in the 评审会 goes back to the starter; the IOU stays repaying', async () => {
    const iou = await exampleIou('LOSS');
    const run = await ok(as.zhangwei, `${W}/start-process`, { iouId: iou.id, ...BODY, evidence: [await evidence()] });
    await throughGm(run.processInstanceId);
    await committeeVotes(run.processInstanceId, ['lina', 'sunli', 'chenjing'], 'reject');
    const todo = (await ok(as.zhangwei, '/api/blade-flow/work/todo-list?current=1&size=100')).records;
    const back = todo.find((r: { processInstanceId: string }) => r.processInstanceId === run.processInstanceId);
    assert.equal(back?.taskDefinitionKey, 'starterAdjust');
    assert.equal((await servicingRepos.iou.getById(db(), ctx, iou.id)).iouState, 'active');
  });

  test("the demo's 损失 IOU is written off, with a recovery", async () => {
    const page = await ok(as.zhangwei, `${W}/pageLists?flowState=approved&current=1&size=50`);
    const demo = page.records.find(
      (r: { reasonCode: string; recovered: string }) =>
        r.reasonCode === 'EXECUTION_ENDED' && r.recovered === '20000.00',
    );
    assert.ok(demo, JSON.stringify(page.records));
    assert.equal((await servicingRepos.iou.getById(db(), ctx, demo.iouId)).iouState, 'writtenOff');
  });
});
