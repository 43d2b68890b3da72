/**
 * 宽限期调整 (WAVE3-BRIEF §2.5; DOMAIN.md §3: grace is a tolerance) through the API, on the brief's worked example:
 * DOMAIN's vector (1,000,000 at 6 %, 12 monthly rents of 86,066.43 from 2025-01-15, grace 3 days, 0.05 %/day), period 6
 * (due 2025-07-15) paid on 2025-07-23, 8 days late → 罚息 86,066.43 × 0.05 % × 8 = 344.27; grace 3 → 10 days,
 * recomputed → 0.00. The family's calls (start-process, save-data, getDetailById, finish-process with its flag,
 * delete-process, approvalDetails) priced at every save and again on approval (409 on a moved IOU), one change per
 * IOU, bad input named by its label in both languages, the chain with and without 总经理, and the IOU's 罚息, overdue
 * days and history after approval.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkModel } from '../src/modules/flow/deploy-check';
import { graceModels } from '../src/modules/servicing/grace';
import { graceRepos } from '../src/modules/servicing/grace/repos';
import { effectiveRows } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, ok, refused, testApp } from './helpers';
import { approveAs, changeStaff, setBusinessDate, vectorIou, verifiedReceipt } from './support/servicing-fixture';

const G = '/api/rzzl_qy/graceAdjust/graceadjust';
const TODAY = '2025-07-31';
const ctx = systemContext('000000');

let app: FastifyInstance;
const as: Record<string, Client> = {};
const db = () => app.appContext.database.owner;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  Object.assign(as, (await changeStaff(app, 'grace_nobody')).as);
  await setBusinessDate(app, TODAY);
});
after(() => app.close());

/** The DOMAIN vector's IOU, grace 3 days: periods 1–5 paid on their due dates, period 6's rent on `sixthPaid`. */
const graceIou = (sixthPaid = '2025-07-23') =>
  vectorIou(app, { paid: 6, asOf: TODAY, paidOn: (i) => (i === 5 ? sixthPaid : undefined), terms: { graceDays: 3 } });

/** Period 6 of the IOU as stored: its 罚息 (accrued), 罚息 paid, settled on. */
async function period6(iouId: string) {
  const row = (await effectiveRows(db(), ctx, [iouId])).find((r) => Number(r.period) === 6)!;
  return [row.penalty, row.paidPenalty, row.settledOn];
}

/**
 * Completes the open task of `pid` through the family's finish-process with the decision `flag` — claimed first when it
 * is still offered to `c` (a claim stays when a finish is refused).
 */
async function finishAs(c: Client, businessId: string, pid: string, flag = 'ok') {
  const F = '/api/blade-flow/work';
  const open = (await c.get(`${F}/claim-list?current=1&size=100`)).data.records.find(
    (r: { processInstanceId: string }) => r.processInstanceId === pid,
  );
  if (open) await ok(c, `${F}/claim-task?taskId=${open.taskId}`, {});
  return c.post(`${G}/finish-process`, { businessId, flag, comment: flag === 'ok' ? '复核无误' : '退回' });
}

/** Whether `c` is offered a task of `pid` (the step the instance waits at is his). */
async function offered(c: Client, pid: string) {
  const page = (await c.get('/api/blade-flow/work/claim-list?current=1&size=100')).data;
  return (page.records as { processInstanceId: string }[]).some((r) => r.processInstanceId === pid);
}

/** The worked example's adjustment: the whole IOU, 10 days, the 罚息 already accrued recomputed. */
const RECOMPUTE = {
  trandate: '2025-07-23',
  scope: 'IOU',
  newGraceDays: 10,
  penaltyMode: 'RECOMPUTE',
  reason: '承租人受洪涝影响, 申请宽限期延长至 10 天',
};

describe('宽限期调整 (graceadjust)', () => {
  let iou: { id: string; iouNo: string };
  let started: { businessId: string; processInstanceId: string };

  test('the default model deploys without a warning; the demo has one waiting at 风控', async () => {
    for (const m of graceModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual(check.problems, [], m.name);
      assert.deepEqual(check.warnings, [], m.name);
    }
    const r = graceRepos.adjust;
    const [demo] = await r.list(db(), ctx, { where: [eq(r.col('flowState'), 'running')], limit: 1 });
    assert.ok(demo, 'the demo seeded a grace adjustment in approval');
    assert.equal(demo.scope, 'PERIODS');
    assert.ok(await offered(as.lina, String(demo.processInstanceId)), 'it waits at 风控');
  });

  test('bad input names the field by its label, in Chinese and in English; no button, no call', async () => {
    iou = await graceIou();
    const body = { iouId: iou.id, ...RECOMPUTE };
    const save = (c: Client, over: Record<string, unknown>) => c.post(`${G}/save-data`, { ...body, ...over });
    refused(await save(as.zhangwei, { scope: 'PERIODS' }), 'periods', /期次: 指定期次时请填写期次/);
    refused(await save(as.zhangwei, { scope: 'PERIODS', periods: '7-13' }), 'periods', /期次: 借据没有第 13 期/);
    refused(await save(as.english, { scope: 'PERIODS', periods: '7;9' }), 'periods', /Periods: "7;9" is not a period/);
    refused(await save(as.zhangwei, { periods: '7' }), 'periods', /期次: 调整范围为整笔借据时不填期次/);
    // 仅未来: period 6 fell due before the effective date, so an override from that date does not reach it.
    refused(
      await save(as.zhangwei, { scope: 'PERIODS', periods: '6,7', penaltyMode: 'FUTURE' }),
      'periods',
      /期次: 第 6 期的到期日不在调整范围内 \(到期日 2025-07-23 起\)/,
    );
    refused(
      await save(as.english, { validFrom: '2025-09-01', validTo: '2025-08-01' }),
      'validTo',
      /Valid to: cannot be before the start \(2025-09-01\)/,
    );
    refused(
      await save(as.zhangwei, { validFrom: '2026-02-01' }),
      'validFrom',
      /有效期起: 没有期次在调整范围内到期 \(到期日 2026-02-01 起\)/,
    );
    refused(await save(as.zhangwei, { newGraceDays: 91 }), 'newGraceDays', /新宽限天数/);
    refused(await save(as.english, { newGraceDays: '' }), 'newGraceDays', /Grace days after/);
    refused(
      await save(as.zhangwei, { trandate: '2025-07-20' }),
      'trandate',
      /生效日: 不能早于最近一笔已入账收款 \(2025-07-23\)/,
    );
    refused(await as.zhangwei.post(`${G}/start-process`, { ...body, reason: '' }), 'reason', /调整原因/);
    assert.equal((await as.nobody.post(`${G}/start-process`, body)).status, 403);
    assert.equal((await as.nobody.post(`${G}/save-data`, body)).status, 403);
    // Shortening grace over the past would charge what was waived when paid: 2 days late is within 3, not within 0 —
    // 86,066.43 × 0.05 % × 2 = 86.07 (paid first from the rent), then 86.07 unpaid 14 days to 07-31: 0.60.
    const early = await graceIou('2025-07-17');
    refused(
      await as.zhangwei.post(`${G}/save-data`, { ...body, iouId: early.id, trandate: '2025-07-31', newGraceDays: 0 }),
      'penaltyMode',
      /罚息处理: 重新计算将增加已产生的罚息 \(0\.00 → 86\.67\)/,
    );
  });

  test('save-data prices the record: 罚息 344.27 before, 0.00 after (仅未来: unchanged)', async () => {
    const draft = await ok(as.zhangwei, `${G}/save-data`, { iouId: iou.id, ...RECOMPUTE });
    const record = await ok(as.zhangwei, `${G}/getDetailById?businessId=${draft.businessId}`);
    assert.equal(record.adjustNo, `${iou.iouNo}-KX01`);
    assert.deepEqual([record.oldGraceDays, record.penaltyBefore, record.penaltyAfter], [3, '344.27', '0.00']);
    assert.equal(record.flowState, 'draft');
    // For the future only, the override starts at the effective date: period 6 keeps its 3 days and its 罚息.
    await ok(as.zhangwei, `${G}/save-data`, { id: draft.businessId, penaltyMode: 'FUTURE' });
    const future = await ok(as.zhangwei, `${G}/getDetailById?businessId=${draft.businessId}`);
    assert.deepEqual([future.penaltyBefore, future.penaltyAfter], ['344.27', '344.27']);
    started = await ok(as.zhangwei, `${G}/start-process`, { id: draft.businessId, ...RECOMPUTE });
    const running = await ok(as.zhangwei, `${G}/getDetailById?businessId=${started.businessId}`);
    assert.deepEqual([running.flowState, running.penaltyAfter], ['running', '0.00']);
  });

  test('one change per IOU: refused while a settlement or this adjustment is in approval', async () => {
    const other = await graceIou();
    const S = '/api/rzzl_qy/contractchange/settle';
    const settling = await ok(as.zhangwei, `${S}/start-process`, { iouId: other.id, trandate: TODAY, reason: '结清' });
    refused(
      await as.zhangwei.post(`${G}/start-process`, { iouId: other.id, ...RECOMPUTE }),
      'iouId',
      /借据: 有其他变更正在审批中 \(提前结清\)/,
    );
    await ok(as.zhangwei, `${S}/delete-process`, { businessId: settling.businessId });
    // This one in approval: an extension of its IOU waits.
    refused(
      await as.zhangwei.post('/api/rzzl_qy/contractchange/extensionchange/start-process', {
        iouId: iou.id,
        trandate: TODAY,
        newPeriods: 8,
        overdueTreatment: 'CARRY',
        reason: '展期',
      }),
      'iouId',
      /有其他变更正在审批中 \(宽限期调整\)/,
    );
  });

  test('approvalDetails reads the IOU’s grace overrides, as a person says them', async () => {
    const diff = await ok(as.zhangwei, `${G}/approvalDetails?businessId=${started.businessId}`);
    assert.deepEqual(diff, [
      {
        field: 'graceOverrides',
        ysmc: '宽限期调整',
        oldval: '无 (按借据宽限天数)',
        newval: `全部期次 10 天 (全部到期日; ${iou.iouNo}-KX01)`,
      },
    ]);
    const english = await ok(as.english, `${G}/approvalDetails?businessId=${started.businessId}`);
    assert.deepEqual(
      [english[0].ysmc, english[0].oldval, english[0].newval],
      ['Grace adjustments', "none (the IOU's grace days)", `every period 10 days (any due date; ${iou.iouNo}-KX01)`],
    );
    assert.equal((await as.nobody.get(`${G}/approvalDetails?businessId=${started.businessId}`)).status, 403);
  });

  test('waiving accrued 罚息 goes to 总经理; finish-process: a 驳回 flag is not an end, "ok" applies', async () => {
    const before = await servicingRepos.iou.getById(db(), ctx, iou.id);
    // As of 07-31: 344.27 paid to 罚息 on 07-23 left 344.27 of the rent unpaid, accruing 8 days (1.38), 16 days overdue.
    assert.deepEqual([before.penaltyAmount, before.dpd], ['1.38', 16]);
    assert.deepEqual(await period6(iou.id), ['345.65', '344.27', null]);
    await approveAs(as.zhaolei, started.processInstanceId);
    await approveAs(as.lina, started.processInstanceId);
    assert.ok(await offered(as.chenjing, started.processInstanceId), 'material: the general manager decides');
    await approveAs(as.chenjing, started.processInstanceId);
    // A 驳回 at 财务复核 goes back to the starter: it does not end the process, so finish refuses it and keeps nothing.
    const back = await finishAs(as.wangfang, started.businessId, started.processInstanceId, 'reject');
    assert.equal(back.status, 400, JSON.stringify(back.body));
    assert.match(back.body.msg, /当前步骤不是流程的最后一步/);
    const done = await finishAs(as.wangfang, started.businessId, started.processInstanceId);
    assert.equal(done.status, 200, JSON.stringify(done.body));

    const record = await ok(as.zhangwei, `${G}/getDetailById?businessId=${started.businessId}`);
    assert.equal(record.flowState, 'approved');
    assert.ok(record.appliedTime && record.appliedBy);
    const stored = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.deepEqual(stored.graceDays, 3, "the IOU's own days stay");
    assert.deepEqual(stored.graceOverrides, [{ days: 10, change: `${iou.iouNo}-KX01` }]);
    // Period 6 was paid within its 10 days: no 罚息, the 344.27 now on the rent, settled on the day it was paid.
    assert.deepEqual(await period6(iou.id), ['0.00', '0.00', '2025-07-23']);
    assert.deepEqual([stored.penaltyAmount, stored.dpd, stored.overduePrincipal], ['0.00', 0, '0.00']);
    const history = await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=iou&dataid=${iou.id}&size=50`);
    const row = history.records.find((r: { ysmc: string }) => r.ysmc === 'GRACE_OVERRIDES');
    assert.ok(row, 'the IOU’s history keeps the override');
    assert.equal(row.newText, `全部期次 10 天 (全部到期日; ${iou.iouNo}-KX01)`);
    const [kept] = await graceRepos.adjust.list(db(), ctx, {
      where: [eq(graceRepos.adjust.col('id'), started.businessId)],
    });
    assert.equal(kept.penaltyAfter, '0.00');
  });

  test('named periods, 15 days, future only: no 总经理; an IOU that moved answers 409; the starter withdraws', async () => {
    const other = await graceIou();
    const run = await ok(as.zhangwei, `${G}/start-process`, {
      iouId: other.id,
      trandate: TODAY,
      scope: 'PERIODS',
      periods: '7-9',
      newGraceDays: 15,
      penaltyMode: 'FUTURE',
      reason: '停产三个月',
    });
    const diff = await ok(as.zhangwei, `${G}/approvalDetails?businessId=${run.businessId}`);
    assert.equal(diff[0].newval, `第 7-9 期 15 天 (到期日 ${TODAY} 起; ${other.iouNo}-KX01)`);
    await approveAs(as.zhaolei, run.processInstanceId);
    await approveAs(as.lina, run.processInstanceId);
    assert.ok(await offered(as.wangfang, run.processInstanceId), 'not material: on to 财务复核');
    await verifiedReceipt(app, other.id, '2025-07-30', '344.27');
    const done = await finishAs(as.wangfang, run.businessId, run.processInstanceId);
    assert.equal(done.status, 409, JSON.stringify(done.body));
    assert.match(done.body.msg, /借据已变动，请重新试算/);
    assert.equal((await servicingRepos.iou.getById(db(), ctx, other.id)).graceOverrides, null, 'nothing applied');
    // The starter withdraws it (delete-process), then removes it.
    assert.equal((await as.zhaolei.post(`${G}/delete-process`, { businessId: run.businessId })).status, 403);
    await ok(as.zhangwei, `${G}/delete-process`, { businessId: run.businessId });
    assert.equal((await ok(as.zhangwei, `${G}/getDetailById?businessId=${run.businessId}`)).flowState, 'withdrawn');
    await ok(as.zhangwei, `${G}/delete-process`, { businessId: run.businessId });
    assert.equal((await as.zhangwei.get(`${G}/getDetailById?businessId=${run.businessId}`)).status, 404);
  });

  test('grace beyond grace.material.days (30) goes to 总经理', async () => {
    const other = await graceIou();
    const run = await ok(as.zhangwei, `${G}/start-process`, {
      iouId: other.id,
      trandate: TODAY,
      scope: 'IOU',
      newGraceDays: 45,
      penaltyMode: 'FUTURE',
      reason: '灾后恢复期',
    });
    await approveAs(as.zhaolei, run.processInstanceId);
    await approveAs(as.lina, run.processInstanceId);
    assert.ok(await offered(as.chenjing, run.processInstanceId));
    await ok(as.zhangwei, `${G}/delete-process`, { businessId: run.businessId });
  });
});
