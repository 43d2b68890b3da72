/**
 * 项目结项 (WAVE3-BRIEF §2.11) through the API, on the demo project whose contract is signed and registered (the demo's
 * own IOUs set aside): three IOUs of its signed contract — A 100,000 over two yearly rents at 6 % with a purchase price
 * of 100, paid on the due dates; B 12,000 for one month at 0 %, paid 10 days late with its 罚息, 2,000 of it by the
 * deposit; C 6,000 for one month, unpaid until the closing is sent back — and a deposit of 10,000 received on A's
 * disbursement day. The checklist unmet and met, the approval refused and then closing the project and ending its
 * contracts, the figures and the realised XIRR; every call, 403, bad input in both languages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractRepos } from '../src/modules/contract/repos';
import { checkModel } from '../src/modules/flow/deploy-check';
import { invoiceRepos } from '../src/modules/invoice/repos';
import { projectRepos } from '../src/modules/project/repos';
import { endOfProjectModels } from '../src/modules/servicing/end-of-project';
import { refreshIous } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, type Session, client, ok, refused, testApp } from './helpers';
import { ledgerIou, signedContract } from './support/iou';
import { setDemoIousAside } from './support/ledger-fixture';
import { approveAs, changeStaff, consentScan, finishAs, setBusinessDate } from './support/servicing-fixture';

const E = '/api/rzzl_qy/endOfProject/endofproject';
const ctx = systemContext('000000');
const TODAY = '2027-01-10';

let app: FastifyInstance;
let as: Record<string, Client> = {};
let sessions: Record<string, Session> = {};
const db = () => app.appContext.database.owner;
let projectId = '';
let contractId = '';
let iouC = '';
let closingId = '';

/** The project's closings as the list call answers them. */
const closings = async (): Promise<{ id: string; flowState: string }[]> =>
  (await ok(as.zhangwei, `${E}/list?projectId=${projectId}&size=50`)).records;

/** Verified receipts of an IOU (or, for a deposit, of the contract). */
async function receive(rows: Record<string, unknown>[]) {
  await servicingRepos.receipt.insertMany(
    db(),
    ctx,
    rows.map((r, i) => ({
      receiptNo: `EP-${Date.now()}-${i}`,
      receiptKind: 'rent',
      payer: '华东重工',
      receiptState: 'reviewed',
      contractId,
      ...r,
    })),
  );
}

async function iou(terms: { amount: string; loanDate: string } & Record<string, unknown>) {
  const contract = await signedContract(db(), ctx);
  const made = await ledgerIou(db(), ctx, contract, terms);
  const rows = await servicingRepos.scheduleRow.list(db(), ctx, {
    where: [eq(servicingRepos.scheduleRow.col('scheduleId'), String(made.schedule.id))],
    query: { ascs: 'period' },
  });
  return { id: String(made.iou.id), rows };
}

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as, sessions } = await changeStaff(app, 'endproj_nobody'));
  await setBusinessDate(app, TODAY);
  as.wangfangEn = client(app, sessions.wangfang, { lang: 'en-US' });
  await setDemoIousAside(db(), ctx);
  const contract = await signedContract(db(), ctx);
  contractId = String(contract.id);
  projectId = String(contract.projectId);
  const a = await iou({
    amount: '100000.00',
    loanDate: '2025-01-01',
    periods: 2,
    frequencyMonths: 12,
    annualRate: '6',
    purchasePrice: '100',
  });
  const b = await iou({ amount: '12000.00', loanDate: '2025-03-01', periods: 1, annualRate: '0' });
  const c = await iou({ amount: '6000.00', loanDate: '2026-06-01', periods: 1, annualRate: '0' });
  iouC = c.id;
  await receive([
    { receiptKind: 'deposit', receiptDate: '2025-01-01', amount: '10000.00' },
    { iouId: a.id, receiptDate: a.rows[0].dueDate, amount: a.rows[0].rent },
    {
      iouId: a.id,
      receiptDate: a.rows[1].dueDate,
      amount: (Number(a.rows[1].rent) + Number(a.rows[1].purchasePrice)).toFixed(2),
    },
    // B: due 2025-04-01, paid 10 days late with 60.00 罚息 (12,000 × 0.05 % × 10), 2,000 of it by the deposit.
    { iouId: b.id, receiptDate: '2025-04-11', amount: '10060.00' },
    { iouId: b.id, receiptDate: '2025-04-11', amount: '2000.00', payer: '保证金冲抵' },
  ]);
  await db().transaction((tx) => refreshIous(tx, ctx, [a.id, b.id, c.id], TODAY, 'job'));
});
after(() => app.close());

describe('项目结项 (endOfProject)', () => {
  test('the default model deploys without a warning', async () => {
    for (const m of endOfProjectModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual([check.problems, check.warnings], [[], []], m.name);
    }
  });

  test('bad input names the field in both languages; 403 without the buttons', async () => {
    refused(await as.zhangwei.post(`${E}/startFlow`, { remark: '结项' }), 'projectId', /请选择项目/);
    refused(await as.english.post(`${E}/startFlow`, {}), 'projectId', /please select the project/);
    const p = projectRepos.project;
    const [draft] = await p.list(db(), ctx, { where: [eq(p.col('projectState'), 'draft')], limit: 1 });
    refused(
      await as.zhangwei.post(`${E}/save-data`, { projectId: draft.id }),
      'projectId',
      /项目: 项目草稿, 只有已签约的项目可以结项/,
    );
    refused(
      await as.english.post(`${E}/startFlow`, { projectId: draft.id }),
      'projectId',
      /Project: the project is draft: only a contracted project is closed/,
    );
    refused(await as.zhangwei.post(`${E}/submit`, { projectId: 'abc' }), 'projectId', /项目/);
    refused(await as.zhangwei.get(`${E}/isUploadFile`), 'prinid', /请选择项目/);
    refused(await as.english.get(`${E}/isUploadFile?prinid=x`), 'prinid', /Project/);
    assert.equal((await as.zhangwei.get(`${E}/isUploadFile?prinid=123`)).status, 404);
    for (const [method, url] of [
      ['get', `${E}/list`],
      ['get', `${E}/isUploadFile?prinid=${projectId}`],
      ['post', `${E}/startFlow`],
      ['post', `${E}/save-data`],
      ['post', `${E}/submit`],
    ] as const) {
      const res = method === 'get' ? await as.nobody.get(url) : await as.nobody.post(url, { projectId });
      assert.equal(res.status, 403, url);
    }
  });

  test('the checklist unmet: kept at the save, shown, and the approval refused naming what is unmet', async () => {
    const { businessId } = await ok(as.zhangwei, `${E}/save-data`, { projectId, remark: '项目到期结项' });
    closingId = businessId;
    const record = await ok(as.zhangwei, `${E}/getDetailById?businessId=${businessId}`);
    assert.match(record.endNo, /-JX0\d$/);
    assert.deepEqual(
      record.checklist.map((x: { code: string; met: boolean }) => [x.code, x.met]),
      [
        ['ious', false],
        ['contracts', true],
        ['deposit', true],
        ['purchase', false],
        ['registry', false],
        ['security', false],
        ['archive', false],
      ],
    );
    const line = (code: string) => record.checklist.find((x: { code: string }) => x.code === code);
    assert.match(line('ious').detail, /共 3 笔: 结清 2, 核销 0, 无追索转让 0; 未结: /);
    assert.equal(line('deposit').detail, '已收 10000.00, 冲抵 2000.00, 应退 8000.00');
    assert.equal(line('purchase').detailEn, 'purchase price 100.00/100.00; proof of ownership not filed');
    assert.match(line('archive').detail, /缺: 放款凭证 \(.*\); 所有权转移证明/);
    // A: 100,000 + 9,087.38 of interest; B: 12,000 and 60.00 罚息 (10 days late); C: 193 days unpaid to 2027-01-10.
    // No XIRR while C still repays (its flows are not over).
    assert.deepEqual(
      [
        record.depositHeld,
        record.depositRefund,
        record.rentReceived,
        record.interestReceived,
        record.penaltyReceived,
        record.daysLate,
        record.xirr,
      ],
      ['10000.00', '8000.00', '121087.38', '9087.38', '60.00', 203, null],
    );
    const archive = await ok(as.zhangwei, `${E}/isUploadFile?prinid=${projectId}`);
    assert.deepEqual([archive.complete, archive.missing], [false, ['voucher', 'ownership']]);

    // Started with lines unmet (the starter files what is missing on the way); one closing in approval per project.
    const run = await ok(as.zhangwei, `${E}/startFlow`, { id: businessId, projectId, remark: '项目到期结项' });
    const demo = (await closings()).find((r) => r.id !== businessId);
    assert.ok(demo, "the demo's draft closing of the project");
    refused(
      await as.zhangwei.post(`${E}/startFlow`, { id: demo.id, projectId }),
      'projectId',
      /项目: 有其他变更正在审批中 \(项目结项\)/,
    );
    await approveAs(as.zhaolei, run.processInstanceId);
    await approveAs(as.lina, run.processInstanceId);
    refused(
      await finishAs(as.wangfang, E, run.businessId, run.processInstanceId),
      'checklist',
      /结项条件: 未满足: 借据均已结清、核销或无追索转让、留购价款已收讫, 所有权转移证明已上传、中登登记已注销、抵质押已注销, 担保已解除、档案资料齐全/,
    );
    refused(
      await as.wangfangEn.post(`${E}/finish-process`, { businessId, flag: 'ok', comment: 'ok' }),
      'checklist',
      /Closing checklist: not met: Every IOU settled, written off or sold without recourse, Purchase price received/,
    );
    assert.equal((await projectRepos.project.getById(db(), ctx, projectId)).projectState, 'contracted');
    // Withdrawn to file what is missing.
    await ok(as.zhangwei, `${E}/delete-process`, { businessId, comment: '补充结项材料' });
    assert.equal((await ok(as.zhangwei, `${E}/detail?id=${businessId}`)).flowState, 'withdrawn');
  });

  test('met: the approval closes the project and ends its contracts, each move in their histories', async () => {
    const id = closingId;
    // C paid on its due date; the vouchers of the project's disbursements filed.
    await receive([{ iouId: iouC, receiptDate: '2026-07-01', amount: '6000.00' }]);
    await db().transaction((tx) => refreshIous(tx, ctx, [iouC], TODAY, 'job'));
    const voucher = await consentScan(app, sessions.zhangwei);
    const l = servicingRepos.loan;
    for (const loan of await l.list(db(), ctx, { where: [eq(l.col('projectId'), projectId)] }))
      await l.update(db(), ctx, loan.id, { voucher });
    assert.deepEqual((await ok(as.zhangwei, `${E}/isUploadFile?prinid=${projectId}`)).missing, ['ownership']);
    await ok(as.zhangwei, `${E}/submit`, {
      id,
      projectId,
      registryCancelNo: '020270105000654321',
      ownershipDoc: [await consentScan(app, sessions.zhangwei)],
      releaseDocs: [await consentScan(app, sessions.zhangwei)],
      remark: '项目到期结项, 材料已齐',
    });
    const saved = await ok(as.zhangwei, `${E}/detail?id=${id}`);
    assert.ok(
      saved.checklist.every((x: { met: boolean }) => x.met),
      JSON.stringify(saved.checklist),
    );
    // Disbursed 100,000 and 12,000 and 6,000; received the deposit, the rents, 罚息 and the purchase price; 8,000 of
    // the deposit refunded on the date: 6.76263092879818111… % (Python decimal, bisection at 50 digits).
    assert.deepEqual([saved.daysLate, saved.rentReceived, saved.xirr], [10, '127087.38', '6.7626']);
    assert.equal((await ok(as.zhangwei, `${E}/isUploadFile?prinid=${projectId}`)).complete, true);

    const run = await ok(as.zhangwei, `${E}/startFlow`, { id, projectId });
    await approveAs(as.zhaolei, run.processInstanceId);
    await approveAs(as.lina, run.processInstanceId);
    const done = await finishAs(as.wangfang, E, id, run.processInstanceId);
    assert.equal(done.status, 200, JSON.stringify(done.body));

    const closed = await ok(as.zhangwei, `${E}/getDetailById?businessId=${id}`);
    assert.equal(closed.flowState, 'approved');
    assert.ok(closed.appliedBy && closed.appliedTime, 'the approver and the time kept');
    assert.equal((await projectRepos.project.getById(db(), ctx, projectId)).projectState, 'closed');
    const c = contractRepos.contract;
    const contracts = await c.list(db(), ctx, { where: [eq(c.col('projectId'), projectId)] });
    assert.deepEqual(
      contracts.map((x) => x.contractState),
      contracts.map(() => 'terminated'),
    );
    assert.equal(contracts.length, 2, 'the signed contract and the one awaiting signature');
    const details = await ok(as.zhangwei, `/api/rzzl_qy/contract/contract/details?businessId=${contractId}`);
    assert.equal(details.contractState, 'terminated');
    const history = async (ywlx: string, dataid: string) =>
      (await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=${ywlx}&dataid=${dataid}&size=50`)).records as {
        ysmc: string;
        newval: string;
      }[];
    assert.ok((await history('project', projectId)).some((r) => r.ysmc === 'PROJECT_STATE' && r.newval === 'closed'));
    assert.ok(
      (await history('contract', contractId)).some((r) => r.ysmc === 'CONTRACT_STATE' && r.newval === 'terminated'),
    );
    // The invoices the demo's box occupied for the contract released in that transaction, still filed, each logged.
    const { box: boxes, invoice: invoices, log } = invoiceRepos;
    const [box] = await boxes.list(db(), ctx, { where: [eq(boxes.col('contractId'), contractId)] });
    const filed = await invoices.list(db(), ctx, { where: [eq(invoices.col('boxId'), String(box.id))] });
    assert.deepEqual([box.isUse, filed.length, filed.filter((r) => r.occupiedBy).length], [0, 3, 0]);
    const released = await log.list(db(), ctx, { where: [eq(log.col('action'), 'RELEASE')] });
    assert.deepEqual(
      released.map((r) => (r.message as { 'zh-CN': string })['zh-CN'].replace(/发票 .+ 的/, '发票 N 的')),
      filed.map(() => `合同 ${details.contractNo} (${details.contractName}) 已终止(项目结项), 发票 N 的占用已释放`),
    );

    // Closed once: no second closing; the demo's draft is removed, the approved one kept.
    refused(
      await as.english.post(`${E}/save-data`, { projectId }),
      'projectId',
      /the project is closed: only a contracted project is closed/,
    );
    const demo = (await closings()).find((r) => r.id !== id);
    await ok(as.zhangwei, `${E}/remove?ids=${demo?.id}`, {});
    assert.equal((await as.zhangwei.post(`${E}/remove?ids=${id}`, {})).status, 400);
    assert.deepEqual(
      (await closings()).map((r) => [r.id, r.flowState]),
      [[id, 'approved']],
    );
  });
});
