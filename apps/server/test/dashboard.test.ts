/**
 * The home dashboard (newIndex) and the cockpit: every figure against values worked out from a small portfolio made
 * here — three customers, three projects, three IOUs (two with their schedules in effect, one paid on time, one not
 * paid at all) as of a fixed business date — and the permissions, parameters and "not available" answers.
 */
import { fixBusinessDate } from './support/servicing-fixture';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { D, formatMoney } from '@flp/shared/finance';
import { scheduleOfTerms } from '@flp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerRepos } from '../src/modules/customer/repos';
import { deskRepos } from '../src/modules/desk/repos';
import { projectRepos } from '../src/modules/project/repos';
import { type NewIou, activateSchedule, createIou, refreshIous } from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import type { Row } from '../src/platform/crud/repository';
import type { Db } from '../src/platform/db/database';
import { historyRepo } from '../src/platform/history/record';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, createTenant, ok, signIn, signInUngranted, testApp } from './helpers';

const NEW_INDEX = '/api/rzzl_qy/newIndex/newIndex';
const COCKPIT = '/api/rzzl_qy/cockpit/cockpit';
const RISK_INDEX = '/api/rzzl_qy/riskIndex/riskIndex';
const AS_OF = '2030-06-20';

let app: FastifyInstance;
let db: Db;
let admin: Client;
const ctx = systemContext('000000');
const sum = (xs: unknown[]) => formatMoney(xs.reduce<InstanceType<typeof D>>((s, x) => s.plus(String(x)), new D(0)));
const pct = (a: string, b: string) => new D(a).div(b).times(100).toFixed(2);

/** The fixture's schedules as the calculator gives them (what the ledger stores, to the cent). */
const TERMS = {
  periods: 12,
  annualRate: '6',
  frequencyMonths: 1,
  rentMethod: 'EQUAL_RENT',
  payIn: 'ARREARS',
  graceDays: 0,
  purchasePrice: '0',
  deposit: '0',
  fee: '0',
  graceMonths: 0,
};
const loanOf = (id: string, amount: string, date: string) => ({
  id,
  loanAmount: amount,
  loanDate: date,
  startDate: date,
  ...TERMS,
});
const rowsOf = (amount: string, date: string) =>
  scheduleOfTerms({ ...TERMS, financeAmount: amount, startDate: date }, date).rows;
const A_ROWS = rowsOf('1000000.00', '2030-01-15');
const B_ROWS = rowsOf('500000.00', '2029-07-10');

const setCreated = (table: string, id: unknown, stamp: string) =>
  db.execute(
    sql`UPDATE ${sql.identifier(table)} SET create_time = ${stamp}::timestamp WHERE id = ${String(id)}::bigint`,
  );

async function insert(repo: { insert(db: Db, ctx: unknown, v: Row): Promise<Row> }, v: Row, table: string, at: string) {
  const row = await repo.insert(db, ctx, v);
  await setCreated(table, row.id, at);
  return row;
}

/** A project's state change as a transition writes it into the modification history, on a given day. */
async function approvedOn(projectId: unknown, at: string) {
  const h = await historyRepo.insert(db, ctx, {
    ywlx: 'project',
    dataid: String(projectId),
    ysmc: 'PROJECT_STATE',
    oldval: 'special',
    newval: 'approved',
  });
  await setCreated('rzzl_modify_history', h.id, at);
}

async function iouFor(contract: Row, loan: NewIou['loan'], activate: boolean) {
  const { iou, schedule } = await db.transaction((tx) => createIou(tx, ctx, { loan, contract }));
  if (activate) await db.transaction((tx) => activateSchedule(tx, ctx, String(schedule.id), String(loan.loanDate)));
  return iou;
}

let customerA: Row;
let customerB: Row;

before(async () => {
  app = await testApp();
  db = app.appContext.database.owner;
  admin = client(app, await signIn(app));
  await fixBusinessDate(db, ctx.tenantId, AS_OF);
  // Customers: A (Beijing, new this month), B (Guangdong, new this year), C (a person, last year, blacklisted).
  customerA = await insert(
    customerRepos.customer,
    { idType: 2, compname: '北京甲公司', regionCode: '110105', custState: 'normal' },
    'fl_customer',
    '2030-06-05 10:00:00',
  );
  customerB = await insert(
    customerRepos.customer,
    { idType: 2, compname: '深圳乙公司', regionCode: '440305', custState: 'normal' },
    'fl_customer',
    '2030-02-01 10:00:00',
  );
  await insert(
    customerRepos.customer,
    { idType: 1, compname: '丙某', custState: 'blacklist' },
    'fl_customer',
    '2029-12-31 10:00:00',
  );
  // Projects: P1 approved this year, P2 approved last year and since contracted, P3 a draft.
  const p1 = await insert(
    projectRepos.project,
    { projectName: 'P1', projectState: 'approved', customerId: customerA.id, financeAmount: '1000000.00' },
    'fl_project',
    '2030-01-10 09:00:00',
  );
  const p2 = await insert(
    projectRepos.project,
    { projectName: 'P2', projectState: 'contracted', customerId: customerB.id, financeAmount: '500000.00' },
    'fl_project',
    '2029-10-01 09:00:00',
  );
  await insert(
    projectRepos.project,
    { projectName: 'P3', projectState: 'draft', customerId: customerA.id, financeAmount: '200000.00' },
    'fl_project',
    '2030-05-01 09:00:00',
  );
  await approvedOn(p1.id, '2030-03-01 12:00:00');
  await approvedOn(p2.id, '2029-11-01 12:00:00');

  // IOUs: A1 (A, 1,000,000 on 2030-01-15, five periods paid on their days), B1 (B, 500,000 on 2029-07-10, nothing
  // paid), A2 (A, 300,000 on 2030-05-01, its schedule not yet approved).
  const contractA = { id: '9001', projectId: p1.id, customerId: customerA.id, owner: '1' };
  const contractB = { id: '9002', projectId: p2.id, customerId: customerB.id, owner: '1' };
  const a1 = await iouFor(contractA, loanOf('1', '1000000.00', '2030-01-15'), true);
  const b1 = await iouFor(contractB, loanOf('2', '500000.00', '2029-07-10'), true);
  const a2 = await iouFor(contractA, loanOf('3', '300000.00', '2030-05-01'), false);
  await servicingRepos.receipt.insertMany(
    db,
    ctx,
    A_ROWS.slice(0, 5).map((r, i) => ({
      receiptNo: `R${i + 1}`,
      iouId: a1.id,
      receiptKind: 'rent',
      receiptDate: r.dueDate,
      amount: r.rent,
      payer: '北京甲公司',
      receiptState: 'reviewed',
    })),
  );
  await db.transaction((tx) =>
    refreshIous(
      tx,
      ctx,
      [a1, b1, a2].map((i) => String(i.id)),
      AS_OF,
      'job',
    ),
  );
});
after(() => app.close());

// What the fixture implies, worked out from the schedules.
const a1Outstanding = sum(A_ROWS.slice(5).map((r) => r.principal));
const b1Overdue = B_ROWS.filter((r) => r.dueDate <= AS_OF);
const outstanding = sum([a1Outstanding, '500000.00', '300000.00']);
const overduePrincipal = sum(b1Overdue.map((r) => r.principal));
const overdueInterest = sum(b1Overdue.map((r) => r.interest));

test('getCustomerSum: total, new this month and year (business date), by type and status', async () => {
  const d = await ok(admin, `${NEW_INDEX}/getCustomerSum`);
  assert.equal(d.asOfDate, AS_OF);
  assert.equal(d.total, 3);
  assert.equal(d.newThisMonth, 1);
  assert.equal(d.newThisYear, 2);
  assert.deepEqual(d.byType, [
    { idType: 1, count: 1 },
    { idType: 2, count: 2 },
  ]);
  assert.deepEqual(d.byState, [
    { custState: 'blacklist', count: 1 },
    { custState: 'normal', count: 2 },
  ]);
});

test('getProjectSum: by chain state with amounts, new and approved this year', async () => {
  const d = await ok(admin, `${NEW_INDEX}/getProjectSum`);
  assert.equal(d.total, 3);
  assert.equal(d.financeAmount, '1700000.00');
  assert.equal(d.newThisYear, 2);
  assert.equal(d.approvedThisYear, 1, 'P2 was approved last year');
  assert.equal(d.approvedThisYearAmount, '1000000.00');
  assert.deepEqual(d.byState, [
    { projectState: 'approved', count: 1, financeAmount: '1000000.00' },
    { projectState: 'contracted', count: 1, financeAmount: '500000.00' },
    { projectState: 'draft', count: 1, financeAmount: '200000.00' },
  ]);
});

test('getLoanSum: disbursed, outstanding, overdue and its ratio, by five-level class', async () => {
  const d = await ok(admin, `${NEW_INDEX}/getLoanSum`);
  assert.equal(d.year, 2030);
  assert.deepEqual(d.disbursedThisYear, { count: 2, amount: '1300000.00' });
  assert.deepEqual(d.disbursedTotal, { count: 3, amount: '1800000.00' });
  assert.equal(d.contractCount, 2);
  assert.equal(d.activeIouCount, 3);
  assert.equal(d.activeCustomerCount, 2);
  assert.equal(d.outstandingPrincipal, outstanding);
  assert.equal(d.overduePrincipal, overduePrincipal);
  assert.equal(d.overdueInterest, overdueInterest);
  assert.equal(d.overdueAmount, sum([overduePrincipal, overdueInterest]));
  assert.equal(d.overdueIouCount, 1);
  assert.ok(Number(d.penaltyAmount) > 0, 'B1 owes 罚息');
  assert.equal(d.overdueRatio, pct(overduePrincipal, outstanding));
  // B1's oldest unpaid period fell due 2029-08-10: 314 days past due on 2030-06-20, above 270 → 可疑.
  const byClass = Object.fromEntries(d.byClass.map((c: Row) => [c.riskLevel, c]));
  assert.deepEqual(Object.keys(byClass), ['NORMAL', 'SPECIAL_MENTION', 'SUBSTANDARD', 'DOUBTFUL', 'LOSS']);
  assert.equal(byClass.NORMAL.iouCount, 2);
  assert.equal(byClass.NORMAL.outstandingPrincipal, sum([a1Outstanding, '300000.00']));
  assert.equal(byClass.DOUBTFUL.iouCount, 1);
  assert.equal(byClass.DOUBTFUL.outstandingPrincipal, '500000.00');
  assert.equal(byClass.LOSS.outstandingPrincipal, '0.00');
  assert.equal(d.nonPerformingPrincipal, '500000.00');
  assert.equal(d.nplRatio, pct('500000.00', outstanding));
});

test('风控指数 (selectIndexzZzt): classes, NPL and provision, the DPD buckets, the lessees at risk', async () => {
  const d = await ok(admin, `${RISK_INDEX}/selectIndexzZzt`);
  assert.equal(d.asOfDate, AS_OF);
  assert.equal(d.totalPrincipal, outstanding);
  const byClass = Object.fromEntries(d.byClass.map((c: Row) => [c.riskLevel, c]));
  const normal = sum([a1Outstanding, '300000.00']);
  assert.equal(byClass.NORMAL.outstandingPrincipal, normal);
  assert.equal(byClass.DOUBTFUL.outstandingPrincipal, '500000.00');
  assert.equal(d.nonPerformingPrincipal, '500000.00');
  assert.equal(d.nplRatio, pct('500000.00', outstanding));
  assert.equal(d.specialMentionRatio, '0.00');
  assert.equal(d.overdueRatio, pct(overduePrincipal, outstanding));
  // Required: 1 % of 正常 and 50 % of 可疑; held: what the ledger set on each IOU.
  assert.equal(d.requiredProvision, new D(normal).times('0.01').plus('250000').toFixed(2));
  const held = await db.execute(
    sql`SELECT sum(provision)::numeric(20, 2)::text AS held FROM fl_iou WHERE tenant_id = '000000' AND iou_state = 'active' AND is_deleted = 0`,
  );
  const heldAmount = (held as unknown as { rows: { held: string }[] }).rows[0].held;
  assert.equal(d.provisionHeld, heldAmount);
  assert.equal(d.coverage, pct(heldAmount, '500000.00'));
  // B1, 314 days past due, in 181–360 with its whole principal; the other buckets empty.
  const bucket = Object.fromEntries(d.dpdBuckets.map((b: Row) => [b.bucket, b]));
  assert.deepEqual(Object.keys(bucket), ['1-30', '31-90', '91-180', '181-360', '>360']);
  assert.equal(bucket['181-360'].iouCount, 1);
  assert.equal(bucket['181-360'].outstandingPrincipal, '500000.00');
  assert.equal(bucket['181-360'].overduePrincipal, overduePrincipal);
  assert.equal(bucket['1-30'].iouCount, 0);
  // No month-end snapshot yet: no migration to show.
  assert.equal(d.migrationSince, null);
  assert.deepEqual(d.migration, []);
  assert.equal(d.atRisk.length, 1);
  assert.equal(d.atRisk[0].customerName, '深圳乙公司');
  assert.equal(d.atRisk[0].maxDpd, 314);
  assert.equal(d.atRisk[0].worstLevel, 'DOUBTFUL');
  // This tenant watches no company and has no company position entered: nothing invented for either.
  assert.deepEqual(d.monitoring, { watched: 0, changes30: 0, red30: 0, redCompanies: [] });
  assert.equal(d.concentration, null);
});

test('getAnalysisOfrevenue: interest falling due on the schedules in effect beside the cash applied, by month', async () => {
  const d = await ok(admin, `${NEW_INDEX}/getAnalysisOfrevenue?year=2030`);
  assert.equal(d.year, 2030);
  assert.equal(d.months.length, 12);
  const dueIn = (m: number) =>
    sum(
      [...A_ROWS, ...B_ROWS]
        .filter((r) => r.dueDate.startsWith(`2030-${String(m).padStart(2, '0')}`))
        .map((r) => r.interest),
    );
  for (const m of d.months) assert.equal(m.interestAccrued, dueIn(m.month), `interest due in month ${m.month}`);
  // A2's schedule is not in effect: none of its interest counts.
  assert.equal(d.months[0].interestAccrued, B_ROWS[5].interest, 'January: B1 period 6 only');
  // A1's periods 1–5 were paid on their due days (February to June).
  for (let i = 0; i < 5; i++) {
    const m = d.months[i + 1];
    assert.equal(m.received, A_ROWS[i].rent);
    assert.equal(m.receivedInterest, A_ROWS[i].interest);
    assert.equal(m.receivedPrincipal, A_ROWS[i].principal);
    assert.equal(m.receivedPenalty, '0.00');
  }
  assert.equal(d.months[0].received, '0.00');
  assert.equal(d.totals.received, sum(A_ROWS.slice(0, 5).map((r) => r.rent)));
  assert.equal(d.totals.interestAccrued, sum(d.months.map((m: Row) => m.interestAccrued)));
  assert.equal(d.interestCollected, pct(sum(A_ROWS.slice(0, 5).map((r) => r.interest)), d.totals.interestAccrued));
  // Without a year: the business date's.
  assert.equal((await ok(admin, `${NEW_INDEX}/getAnalysisOfrevenue`)).year, 2030);
  const empty = await ok(admin, `${NEW_INDEX}/getAnalysisOfrevenue?year=2020`);
  assert.equal(empty.totals.received, '0.00');
  assert.equal(empty.interestCollected, null);
});

test('getIndexMsg: the caller’s own work counts and unread messages', async () => {
  const adminId = String((await signIn(app)).body.user_id);
  await deskRepos.message.insertMany(db, ctx, [
    { userId: adminId, msgType: 1, msgContent: '逾期提醒', peopleName: 'system', isTopath: 0, isRead: 0 },
    { userId: adminId, msgType: 1, msgContent: '已读', peopleName: 'system', isTopath: 0, isRead: 1 },
  ]);
  const d = await ok(admin, `${NEW_INDEX}/getIndexMsg`);
  const work = await ok(admin, '/api/blade-flow/workUtil/newIndex/getIndexMsg');
  assert.deepEqual({ todo: d.todo, claim: d.claim, send: d.send, done: d.done }, work);
  assert.equal(d.unread, 1);
  assert.equal(d.unread, await ok(admin, '/api/blade-desk/msg-queue/getMsgIndex'));
});

test('getIndexHeader: the headline figures', async () => {
  const d = await ok(admin, `${COCKPIT}/getIndexHeader`);
  assert.deepEqual(d, {
    asOfDate: AS_OF,
    disbursedAmount: '1800000.00',
    iouCount: 3,
    disbursedThisYear: '1300000.00',
    outstandingPrincipal: outstanding,
    customerCount: 3,
    lesseeCount: 2,
    contractCount: 2,
    overdueAmount: sum([overduePrincipal, overdueInterest]),
    overdueRatio: pct(overduePrincipal, outstanding),
    nplRatio: pct('500000.00', outstanding),
  });
});

test('getYearContrast: disbursed and received by month, this year against last', async () => {
  const d = await ok(admin, `${COCKPIT}/getYearContrast?year=2030`);
  assert.equal(d.lastYear, 2029);
  assert.equal(d.months[0].disbursed, '1000000.00');
  assert.equal(d.months[4].disbursed, '300000.00');
  assert.equal(d.months[6].disbursedLastYear, '500000.00');
  assert.equal(d.months[1].received, A_ROWS[0].rent);
  assert.equal(d.months[1].receivedLastYear, '0.00');
  assert.deepEqual(d.totals, {
    disbursed: '1300000.00',
    disbursedLastYear: '500000.00',
    received: sum(A_ROWS.slice(0, 5).map((r) => r.rent)),
    receivedLastYear: '0.00',
  });
});

test('getProvince: exposure by the lessee’s province, largest first', async () => {
  const d = await ok(admin, `${COCKPIT}/getProvince`);
  const a = sum([a1Outstanding, '300000.00']);
  assert.equal(d.total, outstanding);
  assert.deepEqual(d.provinces, [
    {
      provinceCode: '11',
      provinceName: '北京市',
      customerCount: 1,
      iouCount: 2,
      outstandingPrincipal: a,
      share: pct(a, outstanding),
    },
    {
      provinceCode: '44',
      provinceName: '广东省',
      customerCount: 1,
      iouCount: 1,
      outstandingPrincipal: '500000.00',
      share: pct('500000.00', outstanding),
    },
  ]);
});

test('the funding figures are not available yet, and say so', async () => {
  for (const url of [`${NEW_INDEX}/getSourceSum`, `${COCKPIT}/getCapitalSource`, `${COCKPIT}/getLoanFinancing`]) {
    const zh = await admin.get(url);
    assert.equal(zh.status, 200);
    assert.equal(zh.body.msg, '暂无资金数据');
    assert.deepEqual(zh.data, { available: false, message: '暂无资金数据', records: [] });
    const en = await client(app, await signIn(app), { lang: 'en-US' }).get(url);
    assert.equal(en.data.message, 'No funding data yet');
  }
});

test('a year that is not one: 400 naming the field, in either language', async () => {
  for (const url of [`${NEW_INDEX}/getAnalysisOfrevenue`, `${COCKPIT}/getYearContrast`])
    for (const year of ['abc', '1800', '2030.5']) {
      const res = await admin.get(`${url}?year=${year}`);
      assert.equal(res.status, 400, `${url} ${year}`);
      assert.match(res.body.msg, /年份/);
    }
  const en = await client(app, await signIn(app), { lang: 'en-US' }).get(`${COCKPIT}/getYearContrast?year=abc`);
  assert.equal(en.status, 400);
  assert.match(en.body.msg, /Year/);
});

test('without the grant: 403 for every figure; the own work counts stay open to everyone', async () => {
  const nobody = client(app, await signInUngranted(app, 'dash_nobody'));
  for (const url of [
    `${NEW_INDEX}/getCustomerSum`,
    `${NEW_INDEX}/getProjectSum`,
    `${NEW_INDEX}/getLoanSum`,
    `${NEW_INDEX}/getAnalysisOfrevenue`,
    `${NEW_INDEX}/getSourceSum`,
    `${COCKPIT}/getIndexHeader`,
    `${COCKPIT}/getYearContrast`,
    `${COCKPIT}/getProvince`,
    `${COCKPIT}/getCapitalSource`,
    `${COCKPIT}/getLoanFinancing`,
    `${RISK_INDEX}/selectIndexzZzt`,
  ])
    assert.equal((await nobody.get(url)).status, 403, url);
  assert.equal((await nobody.get(`${NEW_INDEX}/getIndexMsg`)).status, 200);
});

test('another tenant sees only its own portfolio', async () => {
  await createTenant(app, '200002');
  const other = client(app, await signIn(app, 'admin', 'admin', '200002'));
  const header = await ok(other, `${COCKPIT}/getIndexHeader`);
  assert.equal(header.disbursedAmount, '0.00');
  assert.equal(header.customerCount, 0);
  assert.equal(header.overdueRatio, null);
  assert.deepEqual((await ok(other, `${COCKPIT}/getProvince`)).provinces, []);
  const risk = await ok(other, `${RISK_INDEX}/selectIndexzZzt`);
  assert.equal(risk.totalPrincipal, '0.00');
  assert.equal(risk.nplRatio, null);
  assert.deepEqual(risk.atRisk, []);
});
