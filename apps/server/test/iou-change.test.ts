/**
 * 借据变更 (issue 29 item 3; WAVE3-BRIEF §2.4) through the API, on the brief's IOU (1,000,000 at 6 % over 12 monthly
 * rents from 2025-01-15, periods 1–6 paid, business date 2025-07-20): an LPR cut to 5.5 % from period 7 (rent
 * 85,942.10, interest 8,171.85; by days, period 7 at the old rate until the date), the due day moved to the 25th
 * (period 7's interest 3,383.21 over 40 days, the guarantors' consent asked for a later maturity), servicing options set
 * as they are; the calls, beforeStart, approvalDetails, bad input, 403, one change per IOU.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { checkModel } from '../src/modules/flow/deploy-check';
import { iouChangeModels } from '../src/modules/servicing/iou-change';
import { effectiveRows } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, type Session, ok, refused, testApp } from './helpers';
import {
  approveAs,
  changeStaff,
  consentScan,
  finishAs,
  setBusinessDate,
  staffId,
  vectorIou,
} from './support/servicing-fixture';

const C = '/api/rzzl_qy/contractchange/iouchange';
const ctx = systemContext('000000');

let app: FastifyInstance;
let as: Record<string, Client> = {};
let sessions: Record<string, Session> = {};
const db = () => app.appContext.database.owner;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as, sessions } = await changeStaff(app, 'iouchange_nobody'));
  await setBusinessDate(app, '2025-07-20');
});
after(() => app.close());

const vector = async () => vectorIou(app, { paid: 6, asOf: '2025-07-20' });
const scan = () => consentScan(app, sessions.zhangwei);

/** 部门负责人, 风控, then 财务 completes the last step through the family's finish-process. */
async function approveAll(run: { businessId: string; processInstanceId: string }) {
  await approveAs(as.zhaolei, run.processInstanceId);
  await approveAs(as.lina, run.processInstanceId);
  const done = await finishAs(as.wangfang, C, run.businessId, run.processInstanceId);
  assert.equal(done.status, 200, JSON.stringify(done.body));
}

const BASE = { trandate: '2025-07-20', reason: 'LPR 调整' };

describe('借据变更 (iouchange)', () => {
  test('the default model deploys without a warning', async () => {
    for (const m of iouChangeModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual([check.problems, check.warnings], [[], []], m.name);
    }
  });

  test('beforeStart; bad input names the field; 403', async () => {
    const iou = await vector();
    const pre = await ok(as.zhangwei, `${C}/beforeStart?lousNum=${iou.iouNo}`);
    assert.deepEqual([pre.dueDay, pre.fromPeriod, pre.current.annualRate], [15, 7, '6.0000']);
    const body = { iouId: iou.id, ...BASE };
    refused(await as.zhangwei.post(`${C}/save-data`, body), 'newDueDay', /请至少填写一项与借据现状不同的变更内容/);
    refused(await as.zhangwei.post(`${C}/save-data`, { ...body, newAnnualRate: '6' }), 'newDueDay', /至少填写一项/);
    refused(await as.zhangwei.post(`${C}/save-data`, { ...body, newDueDay: 15 }), 'newDueDay', /与当前还款日相同/);
    refused(await as.english.post(`${C}/save-data`, { ...body, newDueDay: 32 }), 'newDueDay', /New due day/);
    refused(
      await as.zhangwei.post(`${C}/save-data`, { ...body, newAnnualRate: '5.5', fromPeriod: 6 }),
      'fromPeriod',
      /调整开始期次: 第 6 期已于 2025-07-15 到期/,
    );
    assert.equal((await as.nobody.post(`${C}/start-process`, { ...body, newAnnualRate: '5.5' })).status, 403);
    assert.equal((await as.nobody.get(`${C}/beforeStart?lousNum=${iou.iouNo}`)).status, 403);
  });

  test('an LPR cut from period 7, by days: the new schedule in force once finance approves', async () => {
    const iou = await vector();
    const flat = await ok(as.zhangwei, `${C}/save-data`, { iouId: iou.id, ...BASE, newAnnualRate: '5.5' });
    const priced = await ok(as.zhangwei, `${C}/getDetailById?businessId=${flat.businessId}`);
    // 不补差: the whole of period 7 at 5.5 % — the brief's 85,942.10 a period, 8,171.85 of interest (745.97 less).
    assert.deepEqual(
      [priced.newRent, priced.newInterest, priced.oldInterest, priced.changeKinds, priced.material],
      ['85942.10', '8171.85', '8917.82', 'newAnnualRate', 0],
    );
    // 按实际补差: period 7 (07-15 → 08-15, 30 days on 30/360) at 6 % for the 5 days to the date, at 5.5 % after.
    const run = await ok(as.zhangwei, `${C}/start-process`, {
      id: flat.businessId,
      iouId: iou.id,
      ...BASE,
      newAnnualRate: '5.5',
      resetInterestMethod: 'ACTUAL',
    });
    const record = await ok(as.zhangwei, `${C}/getDetailById?businessId=${run.businessId}`);
    // 2,325.95 × 6/5.5 × 5/30 + 2,325.95 × 25/30 = 422.90 + 1,938.29.
    assert.equal(record.preview[0].interest, '2361.19');
    assert.equal(record.flowState, 'running');
    // One change per IOU, across the IOU's families.
    refused(
      await as.zhangwei.post('/api/rzzl_qy/contractchange/extensionchange/start-process', {
        iouId: iou.id,
        trandate: '2025-07-20',
        newPeriods: 8,
        reason: '展期',
      }),
      'iouId',
      /有其他变更正在审批中 \(借据变更\)/,
    );
    const diff = await ok(as.zhangwei, `${C}/approvalDetails?businessId=${run.businessId}`);
    assert.deepEqual(
      diff.map((d: { field: string; oldval: string; newval: string }) => [d.field, d.oldval, d.newval]),
      [['annualRate', '6.0000%', '5.5000%']],
    );
    await approveAll(run);
    const rows = await effectiveRows(db(), ctx, [iou.id]);
    assert.equal(rows.length, 12);
    assert.deepEqual([rows[6].interest, rows[7].rent], ['2361.19', '85942.10']);
    const stored = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.equal(stored.annualRate, '5.5000');
    assert.equal(stored.outstandingPrincipal, '507480.75');
  });

  test('the due day moved to the 25th: period 7 runs 40 days; a later maturity needs the guarantors’ consent', async () => {
    const iou = await vector();
    const body = { iouId: iou.id, ...BASE, newDueDay: 25 };
    const draft = await ok(as.zhangwei, `${C}/save-data`, body);
    const record = await ok(as.zhangwei, `${C}/getDetailById?businessId=${draft.businessId}`);
    assert.deepEqual(
      [record.preview[0].dueDate, record.preview[0].interest, record.newEndDate, record.changeKinds],
      ['2025-08-25', '3383.21', '2026-01-25', 'newDueDay'],
    );
    refused(
      await as.zhangwei.post(`${C}/start-process`, { ...body, id: draft.businessId }),
      'guarantorConsent',
      /担保人同意函: 合同的保证人/,
    );
    const run = await ok(as.zhangwei, `${C}/start-process`, {
      ...body,
      id: draft.businessId,
      guarantorConsent: [await scan()],
    });
    await approveAll(run);
    const rows = await effectiveRows(db(), ctx, [iou.id]);
    assert.deepEqual(
      rows.slice(6).map((r) => r.dueDate),
      ['2025-08-25', '2025-09-25', '2025-10-25', '2025-11-25', '2025-12-25', '2026-01-25'],
    );
    assert.equal((await servicingRepos.iou.getById(db(), ctx, iou.id)).endDate, '2026-01-25');
  });

  test('servicing options set as they are: penalty rate, order, account, account manager; no new schedule', async () => {
    const iou = await vector();
    const liuyang = await staffId(app, 'liuyang');
    const run = await ok(as.zhangwei, `${C}/start-process`, {
      iouId: iou.id,
      ...BASE,
      newPenaltyRate: '0.03',
      newAllocationOrder: 'FEE,INTEREST,PRINCIPAL,PENALTY',
      newAccount: '6222 0210 0100 8888',
      newOwner: liuyang,
      reason: '客户经理调岗移交; 罚息率按补充协议下调',
    });
    const record = await ok(as.zhangwei, `${C}/getDetailById?businessId=${run.businessId}`);
    assert.equal(record.changeKinds, 'newAccount,newPenaltyRate,newAllocationOrder,newOwner');
    const before = await effectiveRows(db(), ctx, [iou.id]);
    await approveAll(run);
    const stored = await servicingRepos.iou.getById(db(), ctx, iou.id);
    assert.deepEqual(
      [stored.penaltyRate, stored.allocationOrder, stored.repaymentAccount, String(stored.owner)],
      ['0.0300', 'FEE,INTEREST,PRINCIPAL,PENALTY', '6222 0210 0100 8888', liuyang],
    );
    const after = await effectiveRows(db(), ctx, [iou.id]);
    assert.equal(after[0].scheduleId, before[0].scheduleId, 'the same schedule in effect');
    const history = await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=iou&dataid=${iou.id}&size=50`);
    assert.ok(history.records.some((r: { ysmc: string }) => r.ysmc === 'PENALTY_RATE'));
  });
});
