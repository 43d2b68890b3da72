/**
 * 资金台账 (standingBook/standingbook) and its month-end history (fundStandingBook/fundstandingbook): the totals are
 * exact sums over every matching IOU (not the page), the filters narrow, the export parses back with the same
 * figures, month-end snapshots are idempotent, and a snapshot's only editable field is its remark.
 */
import { STANDING_BOOK_FIGURES } from '@flp/shared';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { D } from '@flp/shared/finance';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { servicingRepos } from '../src/modules/servicing/repos';
import { snapshotMonthEnd, standingBookMonthEndJob } from '../src/modules/servicing/standing-book/snapshot';
import type { Row } from '../src/platform/crud/repository';
import type { Db } from '../src/platform/db/database';
import { systemContext } from '../src/platform/tenancy/context';
import { BASIC, type Client, client, ok, signIn, signInUngranted } from './helpers';
import { testApp } from './helpers';
import {
  BOOK_IOUS,
  demoContracts,
  deriveAsOf,
  makeIou,
  setBusinessDate,
  setDemoIousAside,
} from './support/ledger-fixture';

const BOOK = '/api/rzzl_qy/standingBook/standingbook';
const HISTORY = '/api/rzzl_qy/fundStandingBook/fundstandingbook';
const FIGURES = STANDING_BOOK_FIGURES;

let app: FastifyInstance;
let db: Db;
let admin: Client;
let token: string;
const ctx = systemContext('000000');
let contractA: Row;
let contractB: Row;
let ious: Row[];

const sum = (rows: Row[], k: string) => rows.reduce((s, r) => s.plus(new D(String(r[k] ?? 0))), new D(0)).toFixed(2);

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  db = app.appContext.database.owner;
  const s = await signIn(app);
  token = s.token;
  admin = client(app, s);
  [contractA, contractB] = await demoContracts(db, ctx);
  await setDemoIousAside(db, ctx);
  assert.ok(contractA && contractB, 'the demo has two contracts');
  await setBusinessDate(db, ctx, '2026-04-30');
  ious = [
    await makeIou(db, ctx, contractA, BOOK_IOUS.overdue46),
    await makeIou(db, ctx, contractA, BOOK_IOUS.overdue51),
    await makeIou(db, ctx, contractA, BOOK_IOUS.notDue),
    // Another contract, maturing within 30 days of 04-30.
    await makeIou(db, ctx, contractB, BOOK_IOUS.maturing),
  ];
});
after(() => app.close());

test('a page of the book carries the exact totals over every matching IOU, not just the page', async () => {
  const page = await ok(admin, `${BOOK}/list?current=1&size=2`, { contractId: contractA.id });
  assert.equal(page.total, 3);
  assert.equal(page.records.length, 2);
  assert.equal(page.totals.count, 3);
  const mine = ious.slice(0, 3);
  assert.equal(page.totals.loanAmount, '1750000.65', 'by hand: 1,000,000.00 + 500,000.55 + 250,000.10');
  for (const k of FIGURES) assert.equal(page.totals[k], sum(mine, k), k);
  // Worst first: the 51-day IOU leads.
  assert.equal(page.records[0].iouNo, ious[1].iouNo);
  assert.equal(page.records[0].dpd, 51);
  assert.ok(page.records[0].customerName, 'the lessee is named');
  assert.ok(page.records[0].contractNo, 'the contract is named');
  const page2 = await ok(admin, `${BOOK}/list?current=2&size=2`, { contractId: contractA.id });
  assert.equal(page2.records.length, 1);
  assert.deepEqual(page2.totals, page.totals, 'the totals do not depend on the page');
  const all = await ok(admin, `${BOOK}/noPageList`, { contractId: contractA.id });
  assert.equal(all.records.length, 3);
  for (const k of FIGURES) assert.equal(all.totals[k], sum(all.records, k), k);
});

test('the filters narrow the book: class, DPD range, IOU number, dates, state, lessee, owner', async () => {
  const count = async (body: Row) => (await ok(admin, `${BOOK}/list`, body)).total as number;
  assert.equal(await count({ contractId: contractA.id, riskLevel: 'SPECIAL_MENTION' }), 2);
  assert.equal(await count({ contractId: contractA.id, dpdMin: 50 }), 1);
  assert.equal(await count({ contractId: contractA.id, dpdMin: 1, dpdMax: 50 }), 1);
  assert.equal(await count({ iouNo: String(ious[2].iouNo) }), 1);
  assert.equal(await count({ contractId: contractA.id, loanDateFrom: '2026-02-01', loanDateTo: '2026-04-30' }), 2);
  assert.equal(await count({ contractId: contractB.id, iouState: 'active' }), 1);
  assert.equal(await count({ customerId: contractB.customerId, contractId: contractB.id }), 1);
  assert.equal(await count({ owner: '1', contractId: contractA.id, iouNo: 'NO-SUCH' }), 0);
  // Filters in the query string work as in the body.
  const q = await ok(admin, `${BOOK}/list?contractId=${contractA.id}&dpdMin=50`, {});
  assert.equal(q.total, 1);
});

test('bad filters answer 400 naming the field, in the asked language', async () => {
  let r = await admin.post(`${BOOK}/list`, { dpdMin: 'x' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /逾期天数起/);
  r = await admin.post(`${BOOK}/list`, { dpdMin: 10, dpdMax: 5 });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /逾期天数止/);
  r = await admin.post(`${BOOK}/list`, { riskLevel: 'WORST' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /五级分类/);
  r = await admin.post(`${BOOK}/list`, { loanDateFrom: '2026-13-01' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /放款日期起/);
  const en = client(app, await signIn(app), { lang: 'en-US' });
  r = await en.post(`${BOOK}/warnList`, { days: -1 });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /Maturing within/);
});

test('the warn list holds the overdue, the watched classes and what matures within the days asked', async () => {
  const w = await ok(admin, `${BOOK}/warnList`, { days: 30 });
  const nos = new Map(w.records.map((r: Row) => [r.iouNo, r.warnReasons]));
  assert.deepEqual(nos.get(ious[0].iouNo), ['overdue', 'class']);
  assert.deepEqual(nos.get(ious[1].iouNo), ['overdue', 'class']);
  assert.ok(!nos.has(ious[2].iouNo), 'not due, normal, far from maturity');
  assert.deepEqual(nos.get(ious[3].iouNo), ['maturing'], 'ends 05-15, within 30 days of 04-30');
  assert.equal(w.asOfDate, '2026-04-30');
  for (const k of FIGURES) assert.equal(w.totals[k], sum(w.records, k), k);
  const short = await ok(admin, `${BOOK}/warnList`, { days: 5 });
  assert.ok(!short.records.some((r: Row) => r.iouNo === ious[3].iouNo), 'not within 5 days');
});

test('the export holds the same lines and the totals row, and parses back', async () => {
  const res = await app.inject({
    method: 'GET',
    url: `${BOOK}/export?contractId=${contractA.id}`,
    headers: { 'blade-auth': `bearer ${token}`, authorization: BASIC },
  });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /spreadsheetml/);
  assert.equal(res.headers['x-total-count'], '3');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1);
  assert.equal(header[0], '借据编号');
  const col = (name: string) => header.indexOf(name) + 1;
  assert.equal(ws.rowCount, 5, 'header, three lines, totals');
  const lines = [2, 3, 4].map((r) => String(ws.getRow(r).getCell(1).value));
  assert.deepEqual(new Set(lines), new Set(ious.slice(0, 3).map((i) => String(i.iouNo))));
  const totalRow = ws.getRow(5);
  assert.equal(totalRow.getCell(1).value, '合计');
  assert.equal(new D(String(totalRow.getCell(col('放款金额(元)')).value)).toFixed(2), '1750000.65');
  const parsedSum = [2, 3, 4].reduce(
    (s, r) => s.plus(new D(String(ws.getRow(r).getCell(col('剩余本金(元)')).value))),
    new D(0),
  );
  assert.equal(parsedSum.toFixed(2), sum(ious.slice(0, 3), 'outstandingPrincipal'));
});

test('month-end snapshots: every IOU copied, taken again identically, one IOU across months', async () => {
  const n = await db.transaction((tx) => snapshotMonthEnd(tx, ctx, '2026-04-30'));
  assert.ok(n >= 4);
  const first = await ok(admin, `${HISTORY}/standingBookList?yearMonth=2026-04`);
  assert.equal(first.length, n);
  const line = first.find((r: Row) => r.iouNo === ious[1].iouNo);
  for (const k of [...FIGURES, 'dpd', 'riskLevel']) assert.equal(line[k], ious[1][k], k);
  assert.equal(line.asOfDate, '2026-04-30');
  // Again: the same lines, the same ids, the same figures.
  const again = await db.transaction((tx) => snapshotMonthEnd(tx, ctx, '2026-04-30'));
  assert.equal(again, n);
  const second = await ok(admin, `${HISTORY}/standingBookList?yearMonth=2026-04`);
  const strip = (rows: Row[]) =>
    rows.map(({ updateTime, version, ...r }) => r).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  assert.deepEqual(strip(second), strip(first));
  const months = await ok(admin, `${HISTORY}/standingBookList`);
  const april = months.find((m: Row) => m.yearMonth === '2026-04');
  assert.equal(april.count, n);
  assert.equal(april.outstandingPrincipal, sum(first, 'outstandingPrincipal'));
  // A manual take is refused unless the figures stand at that month's end.
  let r = await admin.post(`${HISTORY}/snapshot?yearMonth=2026-03`, {});
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /2026-03-31/);
  r = await admin.post(`${HISTORY}/snapshot?yearMonth=2026-4`, {});
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /月份/);
  const taken = await ok(admin, `${HISTORY}/snapshot?yearMonth=2026-04`, {});
  assert.equal(taken.count, n);
  const detail = await ok(admin, `${HISTORY}/standingBookDetail?lousNo=${ious[1].iouNo}`);
  assert.equal(detail.length, 1);
  assert.equal(detail[0].yearMonth, '2026-04');
  r = await admin.get(`${HISTORY}/standingBookDetail`);
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /借据编号/);
  const page = await ok(admin, `${HISTORY}/page?yearMonth=2026-04&current=1&size=2`);
  assert.equal(page.total, n);
});

test('a snapshot keeps its figures: only the remark changes (and survives a take again)', async () => {
  const [line] = await ok(admin, `${HISTORY}/standingBookDetail?lousNo=${ious[0].iouNo}`);
  await ok(admin, `${HISTORY}/submit`, { id: line.id, remark: '已电话沟通' });
  // Sending the stored values back is fine; a changed figure is refused by its label.
  const fresh = await ok(admin, `${HISTORY}/detail?id=${line.id}`);
  await ok(admin, `${HISTORY}/submit`, { ...fresh, remark: '已电话沟通, 承诺月底还款' });
  let r = await admin.post(`${HISTORY}/submit`, { id: line.id, remark: 'x', outstandingPrincipal: '1.00' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /剩余本金/);
  r = await admin.post(`${HISTORY}/submit`, { id: line.id, dpd: 0, riskLevel: 'NORMAL' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /逾期天数/);
  assert.match(r.body.msg, /五级分类/);
  r = await admin.post(`${HISTORY}/submit`, { iouNo: 'X', remark: 'new' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /月末任务/);
  const stored = await ok(admin, `${HISTORY}/detail?id=${line.id}`);
  assert.equal(stored.remark, '已电话沟通, 承诺月底还款');
  assert.equal(stored.outstandingPrincipal, line.outstandingPrincipal);
  await db.transaction((tx) => snapshotMonthEnd(tx, ctx, '2026-04-30'));
  const after = await ok(admin, `${HISTORY}/detail?id=${line.id}`);
  assert.equal(after.remark, '已电话沟通, 承诺月底还款', 'a take again keeps the remark');
});

test('the 1st-of-month job takes last month once, and only from that month-end’s figures', async () => {
  const run = () =>
    standingBookMonthEndJob(snapshotMonthEnd).run({
      db,
      ctx,
      now: new Date(),
      signal: new AbortController().signal,
    }) as Promise<{
      'zh-CN': string;
    }>;
  const lines = async (month: string) => (await ok(admin, `${HISTORY}/standingBookList?yearMonth=${month}`)).length;
  // June 1st, the IOUs still at April's end: May cannot be taken from them.
  await setBusinessDate(db, ctx, '2026-06-01');
  assert.match((await run())['zh-CN'], /不是 2026-05 的月末/);
  assert.equal(await lines('2026-05'), 0);
  // Derived as of May 31st (the daily job's last run of May): the job takes May, and a second run leaves it.
  await deriveAsOf(
    db,
    ctx,
    ious.map((i) => String(i.id)),
    '2026-05-31',
  );
  assert.match((await run())['zh-CN'], /^2026-05: \d+ 条$/);
  const n = await lines('2026-05');
  assert.ok(n >= 4);
  assert.match((await run())['zh-CN'], /已有快照/);
  assert.equal(await lines('2026-05'), n);
  const may = (await ok(admin, `${HISTORY}/standingBookDetail?lousNo=${ious[1].iouNo}`)).find(
    (r: Row) => r.yearMonth === '2026-05',
  );
  const stored = await servicingRepos.iou.getById(db, ctx, String(ious[1].id));
  assert.deepEqual([may.dpd, may.penaltyAmount, may.asOfDate], [stored.dpd, stored.penaltyAmount, '2026-05-31']);
});

test('a user without the grants is refused', async () => {
  const g = client(app, await signInUngranted(app, 'bookguest'));
  for (const [m, url] of [
    ['post', `${BOOK}/list`],
    ['post', `${BOOK}/noPageList`],
    ['post', `${BOOK}/warnList`],
    ['get', `${BOOK}/export`],
    ['get', `${HISTORY}/standingBookList`],
    ['get', `${HISTORY}/standingBookDetail?lousNo=x`],
    ['post', `${HISTORY}/snapshot?yearMonth=2026-04`],
    ['post', `${HISTORY}/submit`],
  ] as const) {
    const r = m === 'get' ? await g.get(url) : await g.post(url, {});
    assert.equal(r.status, 403, url);
  }
});
