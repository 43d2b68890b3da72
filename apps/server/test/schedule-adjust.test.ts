/**
 * 租金计划调整 (issue 29 item 5; WAVE3-BRIEF §2.6) through the API, on the brief's IOU (1,000,000 at 6 % over 12 monthly
 * rents from 2025-01-15, periods 1–6 paid, business date 2025-07-20): three reduced rents of 20,000 from period 7 and
 * the rest solved as one level rent (153,128.82), every rent given and the rate they imply (below 6 % → 总经理); the
 * edited rows checked on save (adjustSaveOrUpdate), the new version in force on approval; bad input, 403.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { checkModel } from '../src/modules/flow/deploy-check';
import { scheduleAdjustModels } from '../src/modules/servicing/schedule-adjust';
import { effectiveRows } from '../src/modules/servicing/ledger';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, ok, refused, testApp } from './helpers';
import { changeStaff, finishAs, userId, vectorIou } from './support/change-fixture';
import { approveAs } from './support/servicing-fixture';

const A = '/api/rzzl_qy/scheduleAdjust/scheduleadjust';
const ctx = systemContext('000000');

let app: FastifyInstance;
let as: Record<string, Client> = {};
const db = () => app.appContext.database.owner;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as } = await changeStaff(
    app,
    ['zhangwei', 'zhaolei', 'lina', 'chenjing', 'wangfang'],
    'adjust_nobody',
    '2025-07-20',
  ));
});
after(() => app.close());

const vector = async () => vectorIou(app, { paid: 6, asOf: '2025-07-20', owner: await userId(app, 'zhangwei') });
const REDUCED = [7, 8, 9].map((period) => ({ period, rent: '20000' }));

describe('租金计划调整 (scheduleAdjust)', () => {
  test('the default model deploys without a warning', async () => {
    for (const m of scheduleAdjustModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual([check.problems, check.warnings], [[], []], m.name);
    }
  });

  test('bad rows name 调整的期次, in Chinese and in English; 403', async () => {
    const iou = await vector();
    const body = { iouId: iou.id, trandate: '2025-07-20', reason: '农闲季减租' };
    const save = (c: Client, rows: unknown) => c.post(`${A}/adjustSaveOrUpdate`, { ...body, rows });
    refused(await save(as.zhangwei, []), 'rows', /调整的期次: 请至少调整一期/);
    refused(await save(as.zhangwei, [{ period: 3, rent: '1000' }]), 'rows', /第 3 期不在可调整的第 7–12 期之内/);
    refused(await save(as.english, [{ period: 7, rent: 'abc' }]), 'rows', /Edited periods: row 1: the rent must be/);
    refused(await save(as.zhangwei, [{ period: 7 }, { period: 7, rent: '1' }]), 'rows', /第 1 行/);
    refused(await save(as.zhangwei, [{ period: 7, rent: '600000' }]), 'rows', /调整的期次: 已超过本金/);
    assert.equal((await save(as.nobody, REDUCED)).status, 403);
  });

  test('reduced rents, the rest solved; approved, the new version in force', async () => {
    const iou = await vector();
    const record = await ok(as.zhangwei, `${A}/adjustSaveOrUpdate`, {
      iouId: iou.id,
      trandate: '2025-07-20',
      rows: REDUCED,
      reason: '农闲季减租, 秋收后补足',
    });
    // 454,830.58 left after three rents of 20,000: 454,830.58 × 0.005 / (1 − 1.005⁻³) = 153,128.82 a period.
    assert.deepEqual(
      record.preview.slice(0, 5).map((r: { period: number; rent: string }) => [r.period, r.rent]),
      [
        [7, '20000.00'],
        [8, '20000.00'],
        [9, '20000.00'],
        [10, '153128.82'],
        [11, '153128.82'],
      ],
    );
    assert.equal(record.preview[2].balance, '454830.58');
    assert.equal(record.preview[5].balance, '0.00');
    assert.deepEqual(
      [record.remainingPrincipal, record.contractRate, record.impliedRate, record.material],
      ['507480.75', '6.0000', '6.0000', 0],
    );
    assert.match(String(record.adjustNo), new RegExp(`^${iou.iouNo}-TZ01$`));
    // Saved again with its id: the same record priced again.
    const again = await ok(as.zhangwei, `${A}/adjustSaveOrUpdate`, { ...record, id: record.id, rows: REDUCED });
    assert.equal(again.id, record.id);
    const run = await ok(as.zhangwei, `${A}/start-process`, { id: record.id, iouId: iou.id });
    await approveAs(as.zhaolei, run.processInstanceId);
    await approveAs(as.lina, run.processInstanceId);
    assert.equal((await finishAs(as.wangfang, A, run.businessId, run.processInstanceId)).status, 200);
    const rows = await effectiveRows(db(), ctx, [iou.id]);
    assert.deepEqual(
      rows.slice(6).map((r) => r.rent),
      record.preview.map((r: { rent: string }) => r.rent),
    );
    assert.equal(rows.at(-1)!.balance, '0.00');
  });

  test('every rent given: the implied rate below the contract’s goes to 总经理', async () => {
    const iou = await vector();
    const record = await ok(as.zhangwei, `${A}/adjustSaveOrUpdate`, {
      iouId: iou.id,
      trandate: '2025-07-20',
      rows: [7, 8, 9, 10, 11, 12].map((period) => ({ period, rent: '85500' })),
      reason: '按双方协商的租金',
    });
    assert.ok(Number(record.impliedRate) < 6, record.impliedRate);
    assert.equal(record.material, 1);
    const run = await ok(as.zhangwei, `${A}/start-process`, { id: record.id, iouId: iou.id });
    await approveAs(as.zhaolei, run.processInstanceId);
    await approveAs(as.lina, run.processInstanceId);
    await approveAs(as.chenjing, run.processInstanceId);
    assert.equal((await finishAs(as.wangfang, A, run.businessId, run.processInstanceId)).status, 200);
    const rows = await effectiveRows(db(), ctx, [iou.id]);
    assert.ok(rows.slice(6).every((r) => r.rent === '85500.00' || r.period === 12));
  });
});
