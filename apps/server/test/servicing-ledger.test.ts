/**
 * The servicing ledger's core (modules/servicing/ledger.ts): an IOU and its schedule from a signed contract's terms
 * (equal to the calculator's to the cent), put in effect, and its state derived from receipts as of a date — the
 * figures written on the periods and the IOU equal a fresh replay, and deriving the same day twice changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { scheduleOfTerms } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractRepos } from '../src/modules/contract/repos';
import {
  activateSchedule,
  countedReceipts,
  createIou,
  deriveState,
  effectiveRows,
  ledgerReceipts,
  ledgerRows,
  refreshIous,
} from '../src/modules/servicing/ledger';
import { servicingRepos } from '../src/modules/servicing/repos';
import type { Db } from '../src/platform/db/database';
import { systemContext } from '../src/platform/tenancy/context';
import { client, ok, signIn, testApp } from './helpers';

// postgres: the ledger's own reads, made another way per driver, equal to drizzle's (scripts/test.mjs api:postgres)

let app: FastifyInstance;
let db: Db;
const ctx = systemContext('000000');

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  db = app.appContext.database.owner;
});
after(() => app.close());

async function signedContract() {
  const [c] = await contractRepos.contract.list(db, ctx, {
    where: [eq(contractRepos.contract.col('contractState'), 'signed')],
    limit: 1,
  });
  assert.ok(c, 'the demo has a signed contract');
  return c;
}

test('an IOU from a contract, its schedule as the calculator gives it, and its state as of a date', async () => {
  const contract = await signedContract();
  const loan = {
    id: '1',
    loanAmount: '1000000.00',
    loanDate: '2026-01-15',
    startDate: '2026-01-15',
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
  const { iou, schedule } = await db.transaction((tx) => createIou(tx, ctx, { loan, contract }));
  assert.match(String(iou.iouNo), /^JJ\d{8}\d{3}$/);
  const rows = await servicingRepos.scheduleRow.list(db, ctx, {
    where: [eq(servicingRepos.scheduleRow.col('scheduleId'), schedule.id as string)],
    query: { ascs: 'period' },
  });
  const expected = scheduleOfTerms({ ...contract, ...loan, financeAmount: '1000000.00' }, '2026-01-15');
  assert.equal(rows.length, 12);
  assert.deepEqual(
    rows.map((r) => [r.dueDate, r.rent, r.principal, r.interest]),
    expected.rows.map((r) => [r.dueDate, r.rent, r.principal, r.interest]),
  );
  assert.equal(rows[0].rent, '86066.43');
  assert.equal(await effectiveRows(db, ctx, [iou.id as string]).then((r) => r.length), 0, 'a draft is not in effect');

  await db.transaction((tx) => activateSchedule(tx, ctx, schedule.id as string, '2026-01-15'));
  // Period 1 (due 2026-02-15) paid in full on time; period 2 (due 03-15) half paid on 03-25; as of 04-14.
  await servicingRepos.receipt.insertMany(db, ctx, [
    {
      receiptNo: 'T1',
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: '2026-02-15',
      amount: '86066.43',
      payer: 'x',
      receiptState: 'verified',
    },
    {
      receiptNo: 'T2',
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: '2026-03-25',
      amount: '40000.00',
      payer: 'x',
      receiptState: 'reviewed',
    },
  ]);
  const [r1] = await db.transaction((tx) => refreshIous(tx, ctx, [iou.id as string], '2026-04-14', 'job'));
  const stored = await servicingRepos.iou.getById(db, ctx, iou.id as string);
  assert.equal(stored.dpd, 30, 'period 2 is 30 days past due on 04-14');
  assert.equal(stored.overduePeriods, 1, 'period 3 (due 04-15) is not yet due');
  assert.equal(stored.riskLevel, 'SPECIAL_MENTION');
  assert.equal(stored.asOfDate, '2026-04-14');
  assert.equal(stored.penaltyAmount, r1.figures.penaltyAmount);
  assert.ok(Number(stored.penaltyAmount) > 0);
  const periods = await effectiveRows(db, ctx, [iou.id as string]);
  assert.equal(periods[0].settledOn, '2026-02-15');
  assert.equal(periods[1].overdueDays, 30);
  // The ledger reads its rows raw (repository.selectRows): value for value what a drizzle select of the table answers.
  const r = servicingRepos.scheduleRow;
  assert.deepEqual(
    periods,
    await r.list(db, ctx, { where: [eq(r.col('scheduleId'), schedule.id as string)], query: { ascs: 'period' } }),
  );
  const rc = servicingRepos.receipt;
  const receipts = await countedReceipts(db, ctx, [iou.id as string]);
  assert.deepEqual(
    receipts,
    await rc.list(db, ctx, { where: [eq(rc.col('iouId'), iou.id as string)], query: { ascs: 'receiptDate' } }),
  );
  // …and the replay's own reads (ledgerRows, ledgerReceipts) are the same rows, of the columns it uses.
  const project = (rows: Record<string, unknown>[], keys: string[]) =>
    rows.map((x) => Object.fromEntries(keys.map((k) => [k, x[k]])));
  const lean = await ledgerRows(db, ctx, [iou.id as string]);
  assert.ok(lean[0].paidPrincipal !== undefined && lean[0].dueDate !== undefined);
  assert.deepEqual(lean, project(periods, Object.keys(lean[0])));
  const leanReceipts = await ledgerReceipts(db, ctx, [iou.id as string]);
  assert.deepEqual(leanReceipts, project(receipts, Object.keys(leanReceipts[0])));

  // Derived again from scratch, the same day: the stored figures hold, and nothing more is written to the history.
  const fresh = deriveState(stored, periods, await countedReceipts(db, ctx, [iou.id as string]), '2026-04-14');
  assert.equal(fresh.daysPastDue, stored.dpd);
  const historyBefore = await servicingRepos.riskHistory.count(
    db,
    ctx,
    eq(servicingRepos.riskHistory.col('iouId'), iou.id as string),
  );
  assert.equal(historyBefore, 1);
  await db.transaction((tx) => refreshIous(tx, ctx, [iou.id as string], '2026-04-14', 'job'));
  const again = await servicingRepos.iou.getById(db, ctx, iou.id as string);
  for (const k of [
    'penaltyAmount',
    'outstandingPrincipal',
    'overduePrincipal',
    'dpd',
    'riskLevel',
    'receivedAmount',
  ] as const)
    assert.equal(again[k], stored[k], k);
  assert.equal(
    await servicingRepos.riskHistory.count(db, ctx, eq(servicingRepos.riskHistory.col('iouId'), iou.id as string)),
    1,
  );
});

test('留购价款 billed with the last rent, dates from a month-end first due date, and the IOU as of any date (read-only)', async () => {
  const contract = await signedContract();
  const loan = {
    id: '2',
    loanAmount: '120000.00',
    loanDate: '2026-01-10',
    startDate: '2026-01-10',
    firstDueDate: '2026-02-28',
    periods: 3,
    annualRate: '6',
    frequencyMonths: 1,
    rentMethod: 'EQUAL_PRINCIPAL',
    payIn: 'ARREARS',
    graceDays: 0,
    purchasePrice: '100.00',
    residualValue: '0',
    deposit: '0',
    fee: '0',
    graceMonths: 0,
    penaltyRate: '0.05',
  };
  const { iou, schedule } = await db.transaction((tx) => createIou(tx, ctx, { loan, contract }));
  const rows = await servicingRepos.scheduleRow.list(db, ctx, {
    where: [eq(servicingRepos.scheduleRow.col('scheduleId'), schedule.id as string)],
    query: { ascs: 'period' },
  });
  // A first due date on a month's last day keeps every due date on the last day; the price is the last row's own line.
  assert.deepEqual(
    rows.map((r) => [r.dueDate, r.principal, r.purchasePrice, r.balance]),
    [
      ['2026-02-28', '40000.00', '0.00', '80000.00'],
      ['2026-03-31', '40000.00', '0.00', '40000.00'],
      ['2026-04-30', '40000.00', '100.00', '0.00'],
    ],
  );
  await db.transaction((tx) => activateSchedule(tx, ctx, schedule.id as string, '2026-01-10'));
  const rent = rows.map((r) => r.rent as string);
  await servicingRepos.receipt.insertMany(db, ctx, [
    // Period 1 on time; period 2 fifteen days late with 1,000.00 too much (held as credit).
    {
      receiptNo: 'E1',
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: '2026-02-28',
      amount: rent[0],
      payer: 'x',
      receiptState: 'reviewed',
    },
    {
      receiptNo: 'E2',
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: '2026-04-15',
      amount: '42000.00',
      payer: 'x',
      receiptState: 'verified',
    },
  ]);
  await db.transaction((tx) => refreshIous(tx, ctx, [iou.id as string], '2026-05-10', 'job'));
  const now = await servicingRepos.iou.getById(db, ctx, iou.id as string);

  const admin = client(app, await signIn(app));
  const url = (asOf: string, more = '') => `/api/rzzl_qy/iou/iou/evaluate?id=${iou.id}&asOf=${asOf}${more}`;
  // As of 04-01 period 2 is a day overdue and E2 has not come in: nothing written by asking.
  const past = await ok(admin, url('2026-04-01'));
  assert.equal(past.figures.dpd, 1);
  assert.equal(past.figures.cashReceived, rent[0]);
  assert.equal(past.figures.receivedAmount, rent[0]);
  assert.equal(past.periods[1].overdueDays, 1);
  assert.deepEqual(
    past.receipts.map((r: { receiptNo: string }) => r.receiptNo),
    ['E1'],
  );
  const after = await servicingRepos.iou.getById(db, ctx, iou.id as string);
  assert.deepEqual(after, now, 'the evaluation wrote nothing');

  // As of the refresh date it answers exactly what the refresh wrote.
  const same = await ok(admin, url('2026-05-10'));
  for (const k of [
    'cashReceived',
    'receivedAmount',
    'creditAmount',
    'penaltyAmount',
    'outstandingPrincipal',
    'dpd',
    'riskLevel',
  ])
    assert.equal(String(same.figures[k]), String(now[k as keyof typeof now]), k);
  // Three figures: 42,000 came in for period 2, whose rent and 罚息 took less; the rest is held as credit. The last
  // period (due 04-30, with the price) is unpaid: the credit is held until staff apply it.
  const cash = (Number(rent[0]) + 42000).toFixed(2);
  assert.equal(same.figures.cashReceived, cash);
  assert.equal(
    (Number(same.figures.receivedAmount) + Number(same.figures.creditAmount)).toFixed(2),
    cash,
    'cash received = rent received + credit held',
  );
  assert.equal(same.periods[2].purchasePrice, '100.00');
  assert.ok(
    same.allocations.some(
      (a: { receiptNo: string; period: number; component: string }) =>
        a.receiptNo === 'E2' && a.period === 2 && a.component === 'PENALTY',
    ),
  );

  // Thresholds may be given for the evaluation (all three, increasing); a date before the disbursement is refused.
  const strict = await ok(admin, url('2026-05-10', '&substandard=5&doubtful=8&loss=9'));
  assert.equal(strict.figures.riskLevel, 'LOSS');
  const partial = await admin.get(url('2026-05-10', '&substandard=5'));
  assert.equal(partial.status, 400);
  assert.match(partial.body.msg, /可疑天数/);
  const early = await client(app, await signIn(app), { lang: 'en-US' }).get(url('2025-12-31'));
  assert.equal(early.status, 400);
  assert.match(early.body.msg, /Evaluated as of/);
});
