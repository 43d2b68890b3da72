/**
 * The daily overdue and classification job (modules/servicing/overdue): 罚息, grace and days past due as DOMAIN.md §3
 * fixes them, the class from the thresholds, a day run twice changing nothing, stored figures equal to a fresh
 * derivation, a past date replayed, several chunks; manual tightening surviving runs and loosening approved; the
 * notices sent once per event; the business date of a demo tenant; 逾期管理's list and collection records.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BladeFlowRow } from '@flp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  businessDate,
  countedReceipts,
  deriveState,
  effectiveRows,
  iouFigures,
  thresholdsOf,
} from '../src/modules/servicing/ledger';
import { isDemoTenant } from '../src/modules/servicing/overdue/business-date';
import { isMonthEnd, runDaily } from '../src/modules/servicing/overdue/daily-job';
import { setParamValue } from '../src/modules/system/params';
import type { Row } from '../src/platform/crud/repository';
import type { Db } from '../src/platform/db/database';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, ok, signIn, signInUngranted, testApp } from './helpers';
import { riskChange } from '../src/modules/servicing/overdue/classification';
import { iouOf, makeIou, pay, rowsOf, signedContract, userId } from './support/overdue-fixture';

// postgres: the daily job's chunks under its advisory lock (scripts/test.mjs api:postgres)

const RUN = '/api/rzzl_qy/overdue/runDaily';
const BD = '/api/rzzl_qy/overdue/businessDate';
const OV = '/api/rzzl_qy/overdue/overdue';
const RISK = '/api/rzzl_qy/risk/risk';
const F = '/api/blade-flow/work';

let app: FastifyInstance;
let db: Db;
const ctx = systemContext('000000');
const as: Record<string, Client> = {};
let zhangwei: string;
let contract: Row;

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const run = (date: string) => ok(as.admin, `${RUN}?date=${date}`, {});

const DUE = '2025-02-15';
const ious: Record<string, Row> = {};

async function count(q: ReturnType<typeof sql>) {
  const res = (await db.execute(q)) as unknown as { rows: { n: string }[] };
  return Number(res.rows[0].n);
}
const messages = (type: number) =>
  count(sql`select count(*) n from blade_msg where user_id = ${zhangwei} and msg_type = ${type} and is_deleted = 0`);
const notices = () => count(sql`select count(*) n from fl_servicing_notice where tenant_id = '000000'`);
const history = () => count(sql`select count(*) n from fl_iou_risk_history where tenant_id = '000000'`);

/** Every IOU's and period's stored figures (what a rerun must leave as it is). */
async function snapshot() {
  const res = (await db.execute(sql`
    select i.id::text, i.as_of_date, i.dpd, i.overdue_periods, i.penalty_amount, i.overdue_principal, i.overdue_interest,
      i.outstanding_principal, i.received_amount, i.risk_level, i.risk_floor, i.provision, i.iou_state,
      (select json_agg(json_build_array(r.period, r.paid_principal, r.paid_interest, r.penalty, r.overdue_days,
        r.settled_on) order by r.period) from fl_repayment_schedule_row r where r.iou_id = i.id) as rows
    from fl_iou i where i.tenant_id = '000000' and i.is_deleted = 0 order by i.id`)) as unknown as { rows: Row[] };
  return JSON.stringify(res.rows);
}

/** Each IOU's stored figures equal a derivation from scratch as of its as-of date. */
async function assertStoredIsFresh() {
  const thresholds = await thresholdsOf(db, ctx);
  for (const iou of Object.values(ious)) {
    const stored = await iouOf(db, ctx, String(iou.id));
    const rows = await effectiveRows(db, ctx, [String(iou.id)]);
    const fresh = iouFigures(
      stored,
      deriveState(stored, rows, await countedReceipts(db, ctx, [String(iou.id)]), String(stored.asOfDate)),
      thresholds,
    );
    for (const k of [
      'dpd',
      'overduePeriods',
      'penaltyAmount',
      'overduePrincipal',
      'overdueInterest',
      'outstandingPrincipal',
      'receivedAmount',
      'riskFloor',
      'riskLevel',
      'provision',
    ] as const)
      assert.equal(String(stored[k]), String(fresh[k]), `${stored.iouNo} ${k}`);
  }
}

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  db = app.appContext.database.owner;
  as.admin = client(app, await signIn(app));
  as.adminEn = client(app, await signIn(app), { lang: 'en-US' });
  const zhangweiSession = await signIn(app, 'zhangwei', '123456');
  as.zhangwei = client(app, zhangweiSession);
  as.zhangweiEn = client(app, zhangweiSession, { lang: 'en-US' });
  as.zhaolei = client(app, await signIn(app, 'zhaolei', '123456'));
  as.nobody = client(app, await signInUngranted(app, 'overdue_nobody'));
  zhangwei = await userId(db, '000000', 'zhangwei');
  contract = await signedContract(db, ctx);
  const iou = (t: Partial<Parameters<typeof makeIou>[3]>) =>
    makeIou(db, ctx, contract, { amount: '10000.00', loanDate: '2025-01-15', owner: zhangwei, ...t });
  ious.unpaid = await iou({});
  ious.paidInGrace = await iou({ graceDays: 5 });
  ious.unpaidGrace = await iou({ graceDays: 5 });
  ious.reminded = await iou({ loanDate: '2025-06-01' });
  await pay(db, ctx, String(ious.paidInGrace.id), '2025-02-19', '10000.00');
});
after(() => app.close());

describe('deriving as of a date', () => {
  test('the IOU has one period of 10,000.00 due a month after its start', async () => {
    const rows = await rowsOf(db, ctx, String(ious.unpaid.id));
    assert.deepEqual(
      rows.map((r) => [r.dueDate, r.rent]),
      [[DUE, '10000.00']],
    );
  });

  test('within grace nothing is overdue; paid within grace costs no penalty', async () => {
    await run(addDays(DUE, 5));
    const inGrace = await iouOf(db, ctx, String(ious.unpaidGrace.id));
    assert.equal(inGrace.dpd, 0, '5 days after the due date, within 5 grace days');
    assert.equal(inGrace.penaltyAmount, '0.00');
    const noGrace = await iouOf(db, ctx, String(ious.unpaid.id));
    assert.equal(noGrace.dpd, 5);
    assert.equal(noGrace.riskLevel, 'SPECIAL_MENTION');
    const paid = await iouOf(db, ctx, String(ious.paidInGrace.id));
    assert.equal(paid.penaltyAmount, '0.00');
    assert.equal(paid.dpd, 0);
    assert.equal(paid.iouState, 'settled');
  });

  test('罚息: 10,000 × 0.05 % × 30 days = 150.00; past grace it counts from the due date', async () => {
    await run(addDays(DUE, 30));
    for (const key of ['unpaid', 'unpaidGrace']) {
      const iou = await iouOf(db, ctx, String(ious[key].id));
      assert.equal(iou.dpd, 30, key);
      assert.equal(iou.penaltyAmount, '150.00', key);
      assert.equal(iou.overduePeriods, 1, key);
      assert.equal(iou.overduePrincipal, '10000.00', key);
      const [row] = await rowsOf(db, ctx, String(ious[key].id));
      assert.equal(row.penalty, '150.00');
      assert.equal(row.overdueDays, 30);
    }
    assert.equal((await iouOf(db, ctx, String(ious.paidInGrace.id))).penaltyAmount, '0.00');
  });

  test('DPD and the class thresholds (90 / 270 / 360 days by default)', async () => {
    const cases: [number, string][] = [
      [90, 'SPECIAL_MENTION'],
      [91, 'SUBSTANDARD'],
      [270, 'SUBSTANDARD'],
      [271, 'DOUBTFUL'],
      [361, 'LOSS'],
    ];
    for (const [days, level] of cases) {
      await run(addDays(DUE, days));
      const iou = await iouOf(db, ctx, String(ious.unpaid.id));
      assert.equal(iou.dpd, days);
      assert.equal(iou.riskLevel, level, `${days} days`);
      assert.equal(iou.riskFloor, level);
      assert.equal(iou.penaltyAmount, (days * 5).toFixed(2), `10,000 × 0.05 % × ${days}`);
    }
  });

  test('a past date replays: the stored figures are those of that date, equal to a fresh derivation', async () => {
    await run(addDays(DUE, 40));
    const iou = await iouOf(db, ctx, String(ious.unpaid.id));
    assert.equal(iou.asOfDate, addDays(DUE, 40));
    assert.equal(iou.dpd, 40);
    assert.equal(iou.riskLevel, 'SPECIAL_MENTION');
    assert.equal(iou.penaltyAmount, '200.00');
    await assertStoredIsFresh();
  });

  test('running the same day twice changes nothing: figures, history, notices, messages', async () => {
    const date = addDays(DUE, 100);
    await run(date);
    const before = [await snapshot(), await history(), await notices(), await messages(3), await messages(4)];
    const again = await run(date);
    assert.equal(again.asOf, date);
    assert.deepEqual(
      [await snapshot(), await history(), await notices(), await messages(3), await messages(4)],
      before,
    );
    await assertStoredIsFresh();
  });

  test('a run over several chunks (chunk size from the parameter) gives the same figures', async () => {
    const date = addDays(DUE, 120);
    await run(date);
    const once = await snapshot();
    await setParamValue(db, ctx, { paramKey: 'servicing.job.chunkSize', paramName: '日终每批借据数' }, '1');
    try {
      await run(addDays(DUE, 110));
      const summary = await run(date);
      assert.ok(summary.chunks >= 2, `${summary.chunks} chunks`);
      assert.equal(summary.chunks, summary.derived);
      assert.equal(await snapshot(), once);
    } finally {
      await setParamValue(db, ctx, { paramKey: 'servicing.job.chunkSize', paramName: '日终每批借据数' }, '500');
    }
  });

  test('a replay before a payment: the settled IOU is active again as of then, unpaid, within grace', async () => {
    await run(addDays(DUE, 2));
    const iou = await iouOf(db, ctx, String(ious.paidInGrace.id));
    assert.equal(iou.iouState, 'active');
    assert.equal(iou.receivedAmount, '0.00');
    assert.equal(iou.dpd, 0);
    await assertStoredIsFresh();
    await run(addDays(DUE, 30));
    assert.equal((await iouOf(db, ctx, String(ious.paidInGrace.id))).iouState, 'settled');
  });

  test('on a month end the month-end handlers run after the derivation, in their own transaction', async () => {
    const seen: string[] = [];
    const deps = {
      messages: { send: async () => {} } as never,
      reminders: [],
      monthEnd: [
        async (tx: Db, c: typeof ctx, asOf: string) => {
          const stored = await iouOf(tx, c, String(ious.unpaid.id));
          seen.push(`${asOf} ${stored.asOfDate}`);
        },
      ],
    };
    await runDaily(db, ctx, '2025-03-30', deps);
    assert.deepEqual(seen, []);
    const summary = await runDaily(db, ctx, '2025-03-31', deps);
    assert.equal(summary.monthEnd, true);
    assert.deepEqual(seen, ['2025-03-31 2025-03-31'], 'the IOU is derived as of the month end first');
  });

  test('the month end is the last day of a month', () => {
    assert.equal(isMonthEnd('2025-02-28'), true);
    assert.equal(isMonthEnd('2024-02-28'), false);
    assert.equal(isMonthEnd('2024-02-29'), true);
    assert.equal(isMonthEnd('2025-12-31'), true);
  });
});

describe('notices', () => {
  const DUE2 = '2025-07-01';
  test('a reminder before the due date and a warning when overdue, each once', async () => {
    const noticeOf = (kind: string) =>
      count(
        sql`select count(*) n from fl_servicing_notice where iou_id = ${String(ious.reminded.id)} and kind = ${kind}`,
      );
    const reminders = await messages(3);
    await run(addDays(DUE2, -2));
    assert.equal(await noticeOf('reminder'), 1);
    assert.equal(await messages(3), reminders + 1, 'one reminder message to the owner');
    const [msg] = (
      (await db.execute(
        sql`select msg_content from blade_msg where user_id = ${zhangwei} and msg_type = 3 order by create_time desc, id desc limit 1`,
      )) as unknown as { rows: { msg_content: string }[] }
    ).rows;
    assert.match(msg.msg_content, new RegExp(String(ious.reminded.iouNo)));
    // Told in the rule's words (消息提醒's standard 租金到期提醒, its template filled); the type in the reader's language.
    const latest = async (c: Client) =>
      (await ok(c, '/api/blade-desk/msg-queue/pageList?current=1&size=1&msgType=3')).records[0];
    assert.match(
      (await latest(as.zhangwei)).msgContent,
      new RegExp(
        `^租金到期提醒: .*借据 ${ious.reminded.iouNo} 第\\d+期租金 [\\d.]+ 元将于 ${DUE2} 到期 \\(还有 2 天\\)`,
      ),
    );
    const english = await latest(as.zhangweiEn);
    assert.equal(english.msgTypeName, 'Rent reminder');
    await run(addDays(DUE2, -2));
    await run(addDays(DUE2, -1));
    assert.equal(await noticeOf('reminder'), 1, 'no second reminder for the same period');
    assert.equal(await messages(3), reminders + 1);

    const warnings = await messages(4);
    await run(addDays(DUE2, 1));
    assert.equal(await noticeOf('overdue'), 1);
    assert.equal(await noticeOf('class_SPECIAL_MENTION'), 1);
    assert.ok((await messages(4)) > warnings);
    const sent = await messages(4);
    await run(addDays(DUE2, 1));
    await run(addDays(DUE2, 2));
    assert.equal(await messages(4), sent, 'the same overdue period and class are not told again');
    assert.equal(await noticeOf('overdue'), 1);
  });
});

describe('风险等级维护 (fl_risk)', () => {
  const DATE = addDays(DUE, 100);
  const body = (proposedLevel: string) => ({ iouId: String(ious.unpaid.id), proposedLevel, reason: '担保人失联' });

  test('tightening applies at once and survives later runs', async () => {
    await run(DATE);
    assert.equal((await iouOf(db, ctx, String(ious.unpaid.id))).riskLevel, 'SUBSTANDARD');
    await ok(as.zhangwei, `${RISK}/submit`, body('DOUBTFUL'));
    let iou = await iouOf(db, ctx, String(ious.unpaid.id));
    assert.equal(iou.riskLevel, 'DOUBTFUL');
    assert.equal(iou.riskManual, 'DOUBTFUL');
    const page = await ok(as.zhangwei, `${RISK}/page?current=1&size=10&iouId=${ious.unpaid.id}`);
    assert.equal(page.records[0].flowState, 'approved');
    assert.equal(page.records[0].currentLevel, 'SUBSTANDARD');
    await run(DATE);
    await run(addDays(DUE, 200));
    iou = await iouOf(db, ctx, String(ious.unpaid.id));
    assert.equal(iou.riskFloor, 'SUBSTANDARD');
    assert.equal(iou.riskLevel, 'DOUBTFUL', 'the manual class holds');
    const hist = await ok(as.zhangwei, `/api/rzzl_qy/risk/history/list?iouId=${ious.unpaid.id}&size=100`);
    assert.ok(hist.records.some((h: Row) => h.source === 'manual' && h.riskLevel === 'DOUBTFUL'));
  });

  test('never below the floor; the same class is no change (400 naming the field)', async () => {
    const below = await as.zhangwei.post(`${RISK}/submit`, body('NORMAL'));
    assert.equal(below.status, 400);
    assert.match(below.body.msg, /调整后分类/);
    assert.match(below.body.msg, /次级/);
    const same = await as.zhangwei.post(`${RISK}/submit`, body('DOUBTFUL'));
    assert.equal(same.status, 400);
    const missing = await as.zhangwei.post(`${RISK}/submit`, { iouId: String(ious.unpaid.id), reason: 'x' });
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /调整后分类/);
    const forbidden = await as.nobody.post(`${RISK}/submit`, body('LOSS'));
    assert.equal(forbidden.status, 403);
  });

  test('a draft without its IOU is refused naming 借据 (it answered 500 before)', async () => {
    for (const base of [`${RISK}/save-data`, `${OV}/handle-save`]) {
      const draft = await as.zhangwei.post(base, { reason: '草稿' });
      assert.equal(draft.status, 400, `${base} ${JSON.stringify(draft.body)}`);
      assert.match(draft.body.msg, /借据: 请选择借据/, base);
    }
  });

  test('loosening waits for the approval, then sets the class (cleared at the floor)', async () => {
    const draft = await as.zhangwei.post(`${RISK}/submit`, body('SUBSTANDARD'));
    assert.equal(draft.status, 200);
    assert.equal((await iouOf(db, ctx, String(ious.unpaid.id))).riskLevel, 'DOUBTFUL', 'not before the approval');
    const tighten = await as.zhangwei.post(`${RISK}/start-process`, body('LOSS'));
    assert.equal(tighten.status, 400, 'a tighter class needs no approval');
    const started = await ok(as.zhangwei, `${RISK}/start-process`, body('SUBSTANDARD'));
    assert.equal((await iouOf(db, ctx, String(ious.unpaid.id))).riskLevel, 'DOUBTFUL');
    const page = await ok(as.zhaolei, `${F}/claim-list?current=1&size=100`);
    const task = (page.records as BladeFlowRow[]).find((r) => r.processInstanceId === started.processInstanceId);
    assert.ok(task, 'the department leader is offered the approval');
    await ok(as.zhaolei, `${F}/claim-task?taskId=${task.taskId}`, {});
    await ok(as.zhaolei, `${F}/complete-task`, {
      taskId: task.taskId,
      processInstanceId: started.processInstanceId,
      flag: 'ok',
      comment: '同意',
    });
    const iou = await iouOf(db, ctx, String(ious.unpaid.id));
    assert.equal(iou.riskLevel, 'SUBSTANDARD');
    assert.equal(iou.riskManual, null, 'at the floor the manual class is cleared');
    const detail = await ok(as.zhangwei, `${RISK}/getDetailById?businessId=${started.businessId}`);
    assert.equal(detail.flowState ?? detail.record?.flowState, 'approved');
    // The record kept the class it changed; a reversal puts it back.
    assert.equal(detail.currentLevel, 'DOUBTFUL');
    await db.transaction(async (tx) => {
      const h = { tx: tx as never, ctx, afterCommit: () => {}, changed: () => {} };
      await riskChange.revert!(h, await iouOf(tx as never, ctx, String(ious.unpaid.id)), detail);
    });
    const reverted = await iouOf(db, ctx, String(ious.unpaid.id));
    assert.equal(reverted.riskLevel, 'DOUBTFUL');
    assert.equal(reverted.riskManual, 'DOUBTFUL');
  });

  test('one change in approval per IOU: a second proposal is refused naming 借据 until the first is decided', async () => {
    await ok(as.zhangwei, `${RISK}/submit`, body('LOSS'));
    const first = await ok(as.zhangwei, `${RISK}/start-process`, body('DOUBTFUL'));
    const second = await as.zhangwei.post(`${RISK}/start-process`, body('SUBSTANDARD'));
    assert.equal(second.status, 400);
    assert.match(second.body.msg, /借据: 有其他变更正在审批中 \(风险等级维护\)/);
    await ok(as.zhangwei, `${RISK}/delete-process`, { businessId: first.businessId });
    await ok(as.zhangwei, `${RISK}/start-process`, body('SUBSTANDARD'));
  });
});

describe('业务日期 and the job on demand', () => {
  test('a demo tenant may fix its business date; the value is checked; ungranted users get 403', async () => {
    const view = await ok(as.admin, BD);
    assert.equal(view.demoTenant, true);
    const bad = await as.admin.post(BD, { businessDate: '2025-13-45' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /业务日期/);
    const badEn = await as.adminEn.post(BD, { businessDate: 'tomorrow' });
    assert.equal(badEn.status, 400);
    assert.match(badEn.body.msg, /Business date/);
    assert.equal((await as.nobody.get(BD)).status, 403);
    assert.equal((await as.nobody.post(BD, { businessDate: '2025-03-01' })).status, 403);

    const set = await ok(as.admin, BD, { businessDate: addDays(DUE, 10) });
    assert.equal(set.fixed, addDays(DUE, 10));
    assert.equal(await businessDate(db, ctx), addDays(DUE, 10));
    // Setting the date moves nothing; the run does.
    const before = await snapshot();
    assert.equal(await snapshot(), before);
    const summary = await ok(as.admin, RUN, {});
    assert.equal(summary.asOf, addDays(DUE, 10));
    assert.match(summary.message, /业务日期/);
    const cleared = await ok(as.admin, BD, { businessDate: '' });
    assert.equal(cleared.fixed, null);
    assert.equal(cleared.businessDate, cleared.today);
  });

  test('only listed tenants (or the demo tenant with the demo data) are demo tenants', async () => {
    // The demo seed lists 000000.
    assert.equal(await isDemoTenant(db, '000000', false), true);
    assert.equal(await isDemoTenant(db, '100001', true), false);
    await setParamValue(db, ctx, { paramKey: 'servicing.demoTenants', paramName: '演示租户' }, '100001, 100002');
    assert.equal(await isDemoTenant(db, '100001', false), true);
    assert.equal(await isDemoTenant(db, '000000', false), false);
    assert.equal(await isDemoTenant(db, '000000', true), true, 'the demo tenant while the demo data is on');
    await setParamValue(db, ctx, { paramKey: 'servicing.demoTenants', paramName: '演示租户' }, '000000');
  });

  test('runDaily: the date is checked; ungranted users get 403', async () => {
    const bad = await as.admin.post(`${RUN}?date=2025-02-30`, {});
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /业务日期/);
    assert.equal((await as.nobody.post(`${RUN}?date=2025-03-01`, {})).status, 403);
  });
});

describe('逾期管理', () => {
  test('the overdue IOUs with their days, 罚息 and class; their periods', async () => {
    await run(addDays(DUE, 30));
    const page = await ok(as.zhangwei, `${OV}/list?current=1&size=50`);
    const row = page.records.find((r: Row) => r.id === String(ious.unpaid.id));
    assert.ok(row, 'the overdue IOU is listed');
    assert.equal(row.dpd, 30);
    assert.equal(row.penaltyAmount, '150.00');
    assert.ok(row.riskLevel);
    assert.ok(!page.records.some((r: Row) => r.id === String(ious.paidInGrace.id)), 'a settled IOU is not');
    for (let i = 1; i < page.records.length; i++) assert.ok(page.records[i - 1].dpd >= page.records[i].dpd);
    const periods = await ok(as.zhangwei, `${OV}/periods?iouId=${ious.unpaid.id}`);
    assert.equal(periods.periods[0].overdueDays, 30);
    assert.equal(periods.periods[0].penalty, '150.00');
    assert.equal((await as.zhangwei.get(`${OV}/periods`)).status, 400);
    assert.equal((await as.nobody.get(`${OV}/list`)).status, 403);
  });

  test('collection records: of an overdue IOU, checked, paged, approved through the overdue family', async () => {
    const record = {
      iouId: String(ious.unpaid.id),
      method: 'phone',
      actionDate: addDays(DUE, 20),
      content: '电话联系承租人, 承诺月底还款',
      promiseDate: addDays(DUE, 45),
      promiseAmount: '10000.00',
    };
    const missing = await as.zhangwei.post(`${OV}/submit`, { ...record, method: undefined });
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /催收方式/);
    const notOverdue = await as.zhangwei.post(`${OV}/submit`, { ...record, iouId: String(ious.paidInGrace.id) });
    assert.equal(notOverdue.status, 400);
    assert.match(notOverdue.body.msg, /借据/);
    const promise = await as.zhangwei.post(`${OV}/submit`, { ...record, promiseDate: addDays(DUE, 1) });
    assert.equal(promise.status, 400);
    assert.match(promise.body.msg, /承诺还款日/);
    assert.equal((await as.nobody.post(`${OV}/submit`, record)).status, 403);

    const started = await ok(as.zhangwei, `${OV}/start-process`, record);
    const list = await ok(as.zhangwei, `${OV}/pageList?current=1&size=10&iouId=${ious.unpaid.id}`);
    assert.equal(list.records.length, 1);
    assert.equal(list.records[0].dpd, 30);
    assert.equal(list.records[0].overdueAmount, '10000.00');
    assert.equal(list.records[0].flowState, 'running');
    const claim = await ok(as.zhaolei, `${F}/claim-list?current=1&size=100`);
    const task = (claim.records as BladeFlowRow[]).find((r) => r.processInstanceId === started.processInstanceId);
    assert.ok(task);
    await ok(as.zhaolei, `${F}/claim-task?taskId=${task.taskId}`, {});
    await ok(as.zhaolei, `${F}/complete-task`, {
      taskId: task.taskId,
      processInstanceId: started.processInstanceId,
      flag: 'ok',
    });
    const approved = await ok(as.zhangwei, `${OV}/page?current=1&size=10&iouId=${ious.unpaid.id}`);
    assert.equal(approved.records[0].flowState, 'approved');
    const overdue = await ok(as.zhangwei, `${OV}/list?current=1&size=50`);
    const row = overdue.records.find((r: Row) => r.id === String(ious.unpaid.id));
    assert.equal(row.lastActionDate, addDays(DUE, 20));
    assert.equal(row.lastActionMethod, 'phone');
  });
});

test('an approved classification change or collection record is not removed', async () => {
  const page = await ok(as.zhangwei, `${RISK}/page?current=1&size=50&flowState=approved`);
  assert.ok(page.records.length > 0);
  const res = await as.zhangwei.post(`${RISK}/remove?ids=${page.records[0].id}`, {});
  assert.equal(res.status, 400);
  const records = await ok(as.zhangwei, `${OV}/page?current=1&size=50&flowState=approved`);
  const res2 = await as.zhangwei.post(`${OV}/remove?ids=${records.records[0].id}`, {});
  assert.equal(res2.status, 400);
});

test('催收记录 (crsRecord): the collection records by the spec’s plain calls — a draft saved, listed, read, removed', async () => {
  const CRS = '/api/rzzl_qy/crsRecord/crsrecord';
  const record = {
    iouId: String(ious.unpaid.id),
    method: 'visit',
    actionDate: addDays(DUE, 25),
    content: '上门催收, 承租人称下周付款',
  };
  assert.equal((await as.nobody.post(`${CRS}/submit`, record)).status, 403);
  const bad = await as.zhangwei.post(`${CRS}/submit`, { ...record, content: '' });
  assert.equal(bad.status, 400);
  assert.match(bad.body.msg, /催收情况/);
  await ok(as.zhangwei, `${CRS}/submit`, record);
  const list = await ok(as.zhangwei, `${CRS}/list?current=1&size=50&method=visit`);
  const mine = list.records.find((r: Row) => r.content === record.content);
  assert.ok(mine, 'the draft is listed');
  assert.equal(mine.flowState, 'draft');
  const one = await ok(as.zhangwei, `${CRS}/detail?id=${mine.id}`);
  assert.equal(one.method, 'visit');
  await ok(as.zhangwei, `${CRS}/submit`, { ...one, content: '上门催收, 已约定付款日' });
  assert.equal((await ok(as.zhangwei, `${CRS}/detail?id=${mine.id}`)).content, '上门催收, 已约定付款日');
  await ok(as.zhangwei, `${CRS}/remove?ids=${mine.id}`, {});
  assert.equal((await as.zhangwei.get(`${CRS}/detail?id=${mine.id}`)).status, 404);
  // An approved record stays.
  const approved = await ok(as.zhangwei, `${CRS}/list?current=1&size=50&flowState=approved`);
  assert.equal((await as.zhangwei.post(`${CRS}/remove?ids=${approved.records[0].id}`, {})).status, 400);
});

test('the scheduler runs the job for every tenant as of its business date, under the job lock', async () => {
  const runs = await app.appContext.jobs.runNow('servicing_daily', 'admin');
  const mine = runs.find((r) => r.tenantId === '000000');
  assert.ok(mine);
  assert.equal(mine.status, 'succeeded', String(mine.error ?? ''));
  const today = await businessDate(db, ctx);
  assert.match(String(mine.result), new RegExp(`业务日期 ${today}`));
  assert.equal((await iouOf(db, ctx, String(ious.unpaid.id))).asOfDate, today);
});
