/**
 * 展期 (issue 29 item 2; WAVE3-BRIEF §2.2, DOMAIN.md §3) through the API, on the brief's worked example: 1,000,000 at
 * 6 % over 12 monthly rents from 2025-01-15, periods 1–6 paid, extended from period 7 over 12 months at 6.5 % with a
 * 1 % fee up front → rent 43,793.77, fee 5,074.81, interest 18,044.50 (8,917.82 before). The views (dateQualified,
 * beforeStart, getContractByEntryId), the family (start-process, save-data, getDetailById, finish-process,
 * delete-process, approvalDetails) priced at every save and again on approval, qualification and the cumulative limit,
 * the guarantors' consent, overdue capitalised by a 展期资本化 receipt and the class held after a restructuring.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkModel } from '../src/modules/flow/deploy-check';
import { extensionModels } from '../src/modules/servicing/extension';
import { effectiveRows } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, type Session, ok, refused, testApp } from './helpers';
import { changeStaff, consentScan as scan, finishAs as finish, userId, vectorIou } from './support/change-fixture';
import { approveAs } from './support/servicing-fixture';

const E = '/api/rzzl_qy/contractchange/extensionchange';
const ctx = systemContext('000000');

let app: FastifyInstance;
let as: Record<string, Client> = {};
let sessions: Record<string, Session> = {};
const db = () => app.appContext.database.owner;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as, sessions } = await changeStaff(
    app,
    ['zhangwei', 'zhaolei', 'lina', 'chenjing', 'wangfang'],
    'extension_nobody',
    '2025-07-20',
  ));
});
after(() => app.close());

const vector = async (paid: number) =>
  vectorIou(app, { paid, asOf: '2025-07-20', owner: await userId(app, 'zhangwei') });
const consentScan = () => scan(app, sessions.zhangwei);
const finishAs = (c: Client, businessId: string, pid: string) => finish(c, E, businessId, pid);

const TERMS = { trandate: '2025-07-20', newPeriods: 12, newAnnualRate: '6.5', feeRate: '1', feeMode: 'UPFRONT' };

describe('展期 (extensionchange)', () => {
  let iou: { id: string; iouNo: string };
  let started: { businessId: string; processInstanceId: string };
  let consent: string;

  test('the default model deploys without a warning', async () => {
    for (const m of extensionModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual(check.problems, [], m.name);
      assert.deepEqual(check.warnings, [], m.name);
    }
  });

  test('the views: dateQualified, beforeStart, getContractByEntryId', async () => {
    iou = await vector(6);
    const yes = await ok(as.zhangwei, `${E}/dateQualified?iouNo=${iou.iouNo}&trandate=2025-07-20`);
    assert.deepEqual(yes, { qualified: true, reasons: [], extensions: 0 });
    const early = await ok(as.zhangwei, `${E}/dateQualified?iouNo=${iou.iouNo}&trandate=2025-07-10`);
    assert.equal(early.qualified, false);
    assert.match(early.reasons.join(), /不能早于最近一笔已入账收款 \(2025-07-15\)/);
    const late = await ok(as.english, `${E}/dateQualified?iouId=${iou.id}&trandate=2026-02-01`);
    assert.match(late.reasons.join(), /after the IOU's maturity \(2026-01-15\)/);
    const pre = await ok(as.zhangwei, `${E}/beforeStart?lousNum=${iou.iouNo}`);
    assert.equal(pre.remainingPrincipal, '507480.75');
    assert.equal(pre.fromPeriod, 7);
    assert.equal(pre.remainingPeriods, 6);
    assert.equal(pre.originalEndDate, '2026-01-15');
    assert.equal(pre.extensionNo, 1);
    assert.deepEqual(pre.overdue, { principal: '0.00', interest: '0.00', penalty: '0.00', fee: '0.00' });
    assert.equal(pre.periods.length, 12);
    const entry = await ok(as.zhangwei, `${E}/getContractByEntryId?entryName=${iou.iouNo}`);
    assert.ok(entry.ious.some((x: { id: string }) => String(x.id) === String(iou.id)));
    const byContract = await ok(as.zhangwei, `${E}/getContractByEntryId?entryName=${entry.contract.contractNo}`);
    assert.equal(byContract.contract.id, entry.contract.id);
    assert.equal((await as.zhangwei.get(`${E}/getContractByEntryId?entryName=NONE`)).status, 404);
    assert.equal((await as.nobody.get(`${E}/beforeStart?lousNum=${iou.iouNo}`)).status, 403);
  });

  test('bad input names the field, in Chinese and in English', async () => {
    const body = { iouId: iou.id, ...TERMS, reason: '下游回款延迟' };
    refused(await as.zhangwei.post(`${E}/start-process`, { ...body, newPeriods: '' }), 'newPeriods', /展期后期数/);
    refused(
      await as.zhangwei.post(`${E}/save-data`, { ...body, fromPeriod: 6 }),
      'fromPeriod',
      /展期开始期次: 第 6 期已于 2025-07-15 到期/,
    );
    refused(
      await as.english.post(`${E}/save-data`, { ...body, fromPeriod: 13 }),
      'fromPeriod',
      /From period: the IOU has no period 13/,
    );
    refused(await as.zhangwei.post(`${E}/save-data`, { ...body, method: 'IRREGULAR' }), 'method', /租金方式/);
    // Six periods over the six left is no extension.
    refused(
      await as.zhangwei.post(`${E}/save-data`, { ...body, newPeriods: 6 }),
      'newPeriods',
      /展期后到期日 2026-01-15 不晚于原到期日 2026-01-15: 展期须延长期限/,
    );
    // A 12-month term may be extended by 12 months at most (贷款通则 第十二条): 24 periods from period 7 add 18.
    refused(
      await as.zhangwei.post(`${E}/start-process`, { ...body, newPeriods: 24 }),
      'newPeriods',
      /展期累计 18 个月, 超过原期限 12 个月所允许的 12 个月/,
    );
    assert.equal((await as.nobody.post(`${E}/start-process`, body)).status, 403);
  });

  test('start-process prices the record; the guarantors consent first; approvalDetails reads the diff', async () => {
    const body = { iouId: iou.id, ...TERMS, reason: '下游回款延迟', repaymentSource: '经营收入' };
    const draft = await ok(as.zhangwei, `${E}/save-data`, body);
    const record = await ok(as.zhangwei, `${E}/getDetailById?businessId=${draft.businessId}`);
    assert.deepEqual(
      [
        record.remainingPrincipal,
        record.newRent,
        record.fee,
        record.newInterest,
        record.oldInterest,
        record.newEndDate,
      ],
      ['507480.75', '43793.77', '5074.81', '18044.50', '8917.82', '2026-07-15'],
    );
    assert.equal(record.fromPeriod, 7);
    assert.equal(record.extensionNo, 1);
    assert.match(String(record.changeNo), new RegExp(`^${iou.iouNo}-ZQ01$`));
    const first = record.preview[0];
    assert.deepEqual(
      [first.period, first.interest, first.principal, first.balance, first.fee],
      [7, '2748.85', '41044.92', '466435.83', '5074.81'],
    );
    assert.equal(record.preview.at(-1).rent, '43793.78', 'the last rent absorbs the residue');
    // The demo contract is guaranteed: a longer term needs the guarantors' written consent.
    const guarantors = (await ok(as.zhangwei, `${E}/beforeStart?lousNum=${iou.iouNo}`)).guarantors as string[];
    assert.ok(guarantors.length, 'the contract has guarantors');
    refused(
      await as.zhangwei.post(`${E}/start-process`, { ...body, id: draft.businessId }),
      'guarantorConsent',
      /担保人同意函: 合同的保证人 .* 须书面同意本次变更/,
    );
    consent = await consentScan();
    started = await ok(as.zhangwei, `${E}/start-process`, {
      ...body,
      id: draft.businessId,
      guarantorConsent: [consent],
    });
    // One change per IOU, across the IOU's families.
    refused(
      await as.zhangwei.post('/api/rzzl_qy/contractchange/settle/start-process', {
        iouId: iou.id,
        trandate: '2025-07-20',
        reason: '结清',
      }),
      'iouId',
      /有其他变更正在审批中 \(展期变更\)/,
    );
    const diff = await ok(as.zhangwei, `${E}/approvalDetails?businessId=${started.businessId}`);
    assert.deepEqual(
      diff.map((d: { field: string; oldval: string; newval: string }) => [d.field, d.oldval, d.newval]),
      [
        ['endDate', '2026-01-15', '2026-07-15'],
        ['periods', '12', '18'],
        ['annualRate', '6.0000%', '6.5000%'],
      ],
    );
    assert.equal(diff[0].ysmc, '到期日');
    const english = await ok(as.english, `${E}/approvalDetails?businessId=${started.businessId}`);
    assert.equal(english[0].ysmc, 'Maturity');
    assert.equal((await as.nobody.get(`${E}/approvalDetails?businessId=${started.businessId}`)).status, 403);
  });

  test('approved by the department head, risk, the general manager (a longer term) and finance: the new schedule in force', async () => {
    await approveAs(as.zhaolei, started.processInstanceId);
    await approveAs(as.lina, started.processInstanceId);
    await approveAs(as.chenjing, started.processInstanceId);
    const done = await finishAs(as.wangfang, started.businessId, started.processInstanceId);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const record = await ok(as.zhangwei, `${E}/getDetailById?businessId=${started.businessId}`);
    assert.equal(record.flowState, 'approved');
    const rows = await effectiveRows(db(), ctx, [iou.id]);
    assert.equal(rows.length, 18);
    assert.equal(String(record.scheduleId), String(rows[0].scheduleId));
    assert.deepEqual(
      [rows[6].dueDate, rows[6].rent, rows[6].interest, rows[6].fee],
      ['2025-08-15', '43793.77', '2748.85', '5074.81'],
    );
    assert.deepEqual([rows[17].dueDate, rows[17].balance], ['2026-07-15', '0.00']);
    const stored = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.deepEqual([stored.endDate, stored.periods, stored.annualRate], ['2026-07-15', 18, '6.5000']);
    assert.equal(stored.outstandingPrincipal, '507480.75');
    assert.equal(stored.restructuredUntil, null, 'not a restructuring: nothing was overdue, the class normal');
    const history = await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=iou&dataid=${iou.id}&size=50`);
    assert.ok(
      history.records.some(
        (r: { ysmc: string; oldval: string; newval: string }) =>
          r.ysmc === 'END_DATE' && r.oldval === '2026-01-15' && r.newval === '2026-07-15',
      ),
    );
    // Once extended, the tenant's one extension per IOU is used.
    const again = await ok(as.zhangwei, `${E}/dateQualified?iouNo=${iou.iouNo}&trandate=2025-07-25`);
    assert.match(again.reasons.join(), /借据已展期 1 次, 最多 1 次/);
  });

  test('overdue capitalised: a 展期资本化 receipt pays it off on the date, no cash; the class held', async () => {
    const late = await vector(5);
    const body = { iouId: late.id, ...TERMS, reason: '重组', guarantorConsent: [await consentScan()] };
    refused(
      await as.zhangwei.post(`${E}/save-data`, body),
      'overdueTreatment',
      /生效日借据逾期 .* 元: 请选择资本化或保留原期/,
    );
    const before = await servicingRepos.iou.getById(db(), ctx, late.id);
    const run = await ok(as.zhangwei, `${E}/start-process`, { ...body, overdueTreatment: 'CAPITALISE' });
    const record = await ok(as.zhangwei, `${E}/getDetailById?businessId=${run.businessId}`);
    // Period 6's principal: P₆ = (R − r·B₆)/(1 + r) = (86,066.43 − 2,537.40)/1.005.
    assert.equal(record.overduePrincipal, '83113.46');
    const overdue = Number(record.overduePrincipal) + Number(record.overdueInterest) + Number(record.overduePenalty);
    assert.equal(record.newPrincipal, (507480.75 + overdue).toFixed(2));
    assert.equal(record.restructure, 1);
    for (const who of ['zhaolei', 'lina', 'chenjing']) await approveAs(as[who], run.processInstanceId);
    assert.equal((await finishAs(as.wangfang, run.businessId, run.processInstanceId)).status, 200);
    const r = servicingRepos.receipt;
    const capitalised = await r.list(db(), ctx, {
      where: [eq(r.col('iouId'), late.id), eq(r.col('receiptKind'), 'capitalised')],
    });
    assert.deepEqual(
      capitalised.map((x) => [x.amount, x.receiptDate]),
      [[overdue.toFixed(2), '2025-07-20']],
    );
    const stored = await servicingRepos.iou.getById(db(), ctx, late.id);
    assert.equal(stored.dpd, 0, 'nothing overdue any more');
    assert.equal(stored.cashReceived, before.cashReceived, 'no money came in');
    assert.equal(stored.outstandingPrincipal, record.newPrincipal);
    assert.equal(stored.restructuredUntil, '2026-01-20');
    assert.equal(stored.restructuredLevel, before.riskLevel);
  });

  test('an IOU that moved since the save answers 409 at the approval; nothing applied', async () => {
    const other = await vector(6);
    const run = await ok(as.zhangwei, `${E}/start-process`, {
      iouId: other.id,
      ...TERMS,
      newPeriods: 8,
      newAnnualRate: '',
      reason: '延期',
      guarantorConsent: [await consentScan()],
    });
    for (const who of ['zhaolei', 'lina', 'chenjing']) await approveAs(as[who], run.processInstanceId);
    await servicingRepos.receipt.insert(db(), ctx, {
      receiptNo: 'ZQ-LATE',
      iouId: other.id,
      receiptKind: 'rent',
      receiptDate: '2025-07-18',
      amount: '1000.00',
      payer: '华东重工',
      receiptState: 'verified',
    });
    const done = await finishAs(as.wangfang, run.businessId, run.processInstanceId);
    assert.equal(done.status, 409, JSON.stringify(done.body));
    assert.match(done.body.msg, /借据已变动，请重新试算/);
    assert.equal((await effectiveRows(db(), ctx, [other.id])).length, 12);
  });
});
