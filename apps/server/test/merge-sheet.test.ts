/**
 * 合并台账 (mergeSheet/mergesheet, issue 30 item 6): the standing book's lines put together per lessee and per group.
 * Every figure is checked against the standing book's own lines summed here, independently (Decimal over
 * noPageList, the groups walked here from the relations list): the customer sheet, the group sheet, a row's
 * children, the consolidated line and the IOU page; the sheet's own filters; 403 without the grant; 400 naming the
 * field; and a scoped account manager's sheet holds only his lines.
 */
import { RISK_LEVEL_OPTIONS, STANDING_BOOK_FIGURES } from '@flp/shared';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { D } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import { customerRepos } from '../src/modules/customer/repos';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import type { Row } from '../src/platform/crud/repository';
import type { Db } from '../src/platform/db/database';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, ok, refused, signIn, signInUngranted, testApp } from './helpers';
import { ownRecordsOnly } from './support/data-scope';
import { userId } from './support/overdue-fixture';
import { BOOK_IOUS, demoContracts, makeIou, setBusinessDate } from './support/ledger-fixture';

const SHEET = '/api/rzzl_qy/mergeSheet/mergesheet';
const BOOK = '/api/rzzl_qy/standingBook/standingbook';
const FIGURES = STANDING_BOOK_FIGURES;
const ctx = systemContext('000000');

let app: FastifyInstance;
let db: Db;
let admin: Client;
/** Three lessees of the test's own: 甲 and 乙 related (one group), 丙 alone. */
let jia: string;
let yi: string;
let bing: string;
let zhangwei: string;

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

/** What a set of standing-book lines rolls up to, computed here: sums, count, longest DPD, worst class, lessees. */
function expected(lines: Row[]) {
  const out: Row = { count: lines.length };
  for (const k of FIGURES) out[k] = lines.reduce((s, r) => s.plus(new D(String(r[k] ?? 0))), new D(0)).toFixed(2);
  out.maxDpd = Math.max(0, ...lines.map((r) => Number(r.dpd ?? 0)));
  const rank = (v: unknown) => RISK_LEVEL_OPTIONS.findIndex((o) => o.value === v);
  const worst = Math.max(-1, ...lines.map((r) => rank(r.riskLevel)));
  out.worstRiskLevel = worst < 0 ? null : RISK_LEVEL_OPTIONS[worst].value;
  out.customerCount = new Set(lines.map((r) => String(r.customerId))).size;
  return out;
}

const figuresOf = (r: Node) =>
  Object.fromEntries(['count', ...FIGURES, 'maxDpd', 'worstRiskLevel', 'customerCount'].map((k) => [k, r[k] ?? null]));

/** Groups as the test walks them from the relations list: each lessee's component (a set of ids). */
async function groupsFromRelations(): Promise<Map<string, Set<string>>> {
  const relations = (await ok(admin, '/api/rzzl_qy/customer/relation/list?current=1&size=1000')).records as Row[];
  const edges = new Map<string, string[]>();
  for (const r of relations) {
    const [a, b] = [String(r.customerId), String(r.relatedId)];
    edges.set(a, [...(edges.get(a) ?? []), b]);
    edges.set(b, [...(edges.get(b) ?? []), a]);
  }
  const of = new Map<string, Set<string>>();
  for (const start of edges.keys()) {
    if (of.has(start)) continue;
    const seen = new Set([start]);
    for (const queue = [start]; queue.length; )
      for (const n of edges.get(queue.shift()!) ?? []) if (!seen.has(n)) seen.add(n) && queue.push(n);
    for (const n of seen) of.set(n, seen);
  }
  return of;
}

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  db = app.appContext.database.owner;
  admin = client(app, await signIn(app));
  const [contract] = await demoContracts(db, ctx);
  await setBusinessDate(db, ctx, '2026-04-30');
  zhangwei = await userId(db, '000000', 'zhangwei');
  const other = await userId(db, '000000', 'admin');
  const customer = async (compname: string) =>
    String((await customerRepos.customer.insert(db, ctx, { idType: 2, compname, custState: 'normal' })).id);
  [jia, yi, bing] = [await customer('合并甲公司'), await customer('合并乙公司'), await customer('合并丙公司')];
  await ok(admin, '/api/rzzl_qy/customer/relation/submit', {
    customerId: jia,
    relatedId: yi,
    relationType: 'group',
  });
  const on = (customerId: string) => ({ ...contract, customerId });
  // The standing book's four (support/ledger-fixture.ts): 甲 has the one 46 days past due (关注) and the one not yet
  // due, owned by another; 乙 (51 days past due) and 丙 (all paid) are 张伟's.
  await makeIou(db, ctx, on(jia), { ...BOOK_IOUS.overdue46, owner: other });
  await makeIou(db, ctx, on(jia), { ...BOOK_IOUS.notDue, owner: other });
  await makeIou(db, ctx, on(yi), { ...BOOK_IOUS.overdue51, owner: zhangwei });
  await makeIou(db, ctx, on(bing), { ...BOOK_IOUS.maturing, owner: zhangwei });
});
after(() => app.close());

const bookLines = async (body: Row = {}) => (await ok(admin, `${BOOK}/noPageList`, body)).records as Row[];
const linesOfCustomers = (lines: Row[], ids: Iterable<string>) => {
  const set = new Set(ids);
  return lines.filter((r) => set.has(String(r.customerId)));
};

test('per lessee: each row is the sum of the standing book’s lines of that lessee', async () => {
  const lines = await bookLines();
  const page = await ok(admin, `${SHEET}/mergeSheetComPage?current=1&size=100`);
  const customers = new Set(lines.map((r) => String(r.customerId)));
  assert.equal(page.total, customers.size);
  assert.equal(page.records.length, customers.size);
  assert.equal(page.unit, 'customer');
  for (const row of page.records) {
    assert.deepEqual(figuresOf(row), expected(linesOfCustomers(lines, [row.customerId])), row.customerName);
    assert.deepEqual(row.customerIds, [row.customerId]);
  }
  // By hand: 甲 lent 1,250,000.10 in two IOUs, 46 days past due at worst, 关注.
  const a = page.records.find((r: Node) => r.customerId === jia);
  assert.equal(a.customerName, '合并甲公司');
  assert.equal(a.count, 2);
  assert.equal(a.loanAmount, '1250000.10');
  assert.equal(a.maxDpd, 46);
  assert.equal(a.worstRiskLevel, 'SPECIAL_MENTION');
  // Worst first: the longest DPD, then the largest outstanding principal.
  const order = page.records.map((r: Node) => [r.maxDpd, new D(r.outstandingPrincipal)] as const);
  for (let i = 1; i < order.length; i++)
    assert.ok(
      order[i - 1][0] > order[i][0] || (order[i - 1][0] === order[i][0] && order[i - 1][1].gte(order[i][1])),
      `row ${i} in order`,
    );
  // Paged: the second page continues, the total stands.
  const p2 = await ok(admin, `${SHEET}/mergeSheetComPage?current=2&size=2`);
  assert.equal(p2.total, customers.size);
  assert.deepEqual(
    p2.records.map((r: Node) => r.id),
    page.records.slice(2, 4).map((r: Node) => r.id),
  );
  const past = await ok(admin, `${SHEET}/mergeSheetComPage?current=99&size=10`);
  assert.equal(past.records.length, 0);
  assert.equal(past.total, customers.size);
});

test('per group: each row sums the lines of every related lessee (the relation graph’s components)', async () => {
  const lines = await bookLines();
  const groups = await groupsFromRelations();
  const page = await ok(admin, `${SHEET}/mergeSheetComPage?current=1&size=100`, { groupBy: 'group' });
  assert.equal(page.unit, 'group');
  const units = new Set(
    lines.map((r) => [...(groups.get(String(r.customerId)) ?? [String(r.customerId)])].sort().join()),
  );
  assert.equal(page.total, units.size);
  const covered: string[] = [];
  for (const row of page.records) {
    const members = groups.get(String(row.customerId)) ?? new Set([String(row.customerId)]);
    const mine = linesOfCustomers(lines, members);
    assert.deepEqual(figuresOf(row), expected(mine), row.customerName);
    assert.deepEqual(new Set(row.customerIds), new Set(mine.map((r) => String(r.customerId))));
    assert.equal(row.customerNames.length, row.customerIds.length);
    covered.push(...row.customerIds);
  }
  assert.equal(covered.length, new Set(lines.map((r) => String(r.customerId))).size, 'each lessee in one group');
  const g = page.records.find((r: Node) => r.customerIds.includes(jia));
  assert.ok(g.customerIds.includes(yi), '甲 and 乙 are one group');
  assert.equal(g.count, 3);
  assert.equal(g.loanAmount, '1750000.65', 'by hand: 1,000,000.00 + 250,000.10 + 500,000.55');
  assert.equal(g.maxDpd, 51);
  const one = await ok(admin, `${SHEET}/mergeSheetOne`, { groupBy: 'group' });
  assert.equal(one.groupCount, units.size);
});

test('a row opens to its lines; the consolidated line and the IOU page agree with the book', async () => {
  const lines = await bookLines();
  const children = await ok(admin, `${SHEET}/mergeSheetChildren?ids=${jia},${yi}`);
  const mine = linesOfCustomers(lines, [jia, yi]);
  assert.deepEqual(new Set(children.map((r: Node) => r.id)), new Set(mine.map((r) => r.id)));
  assert.ok(children[0].customerName && children[0].iouNo, 'the standing book’s line, named');
  assert.equal(children[0].dpd, 51, 'worst first');
  assert.equal(children.length, 3);
  // The consolidated line: everything, or the lessees asked for.
  const all = await ok(admin, `${SHEET}/mergeSheetOne`, {});
  assert.deepEqual(figuresOf(all), expected(lines));
  const book = await ok(admin, `${BOOK}/list?current=1&size=1`, {});
  for (const k of [...FIGURES, 'count'] as const) assert.equal(all[k], book.totals[k], k);
  const two = await ok(admin, `${SHEET}/mergeSheetOne`, { ids: [jia, yi] });
  assert.deepEqual(figuresOf(two), expected(mine));
  assert.equal(two.customerCount, 2);
  // The IOU page: the standing book's page of the same lines.
  const iouPage = await ok(admin, `${SHEET}/mergeSheetIouPage?current=1&size=2&ids=${jia},${yi}`);
  assert.equal(iouPage.total, 3);
  assert.equal(iouPage.records.length, 2);
  assert.deepEqual(
    figuresOf({ ...iouPage.totals, maxDpd: 51, worstRiskLevel: 'SPECIAL_MENTION', customerCount: 2 }),
    expected(mine),
  );
  const whole = await ok(admin, `${SHEET}/mergeSheetIouPage?current=1&size=1`);
  assert.equal(whole.total, lines.length);
});

test('the filters: the book’s, the lessee’s name, and only the lessees with something overdue', async () => {
  const named = await ok(admin, `${SHEET}/mergeSheetComPage?customerName=${encodeURIComponent('合并甲')}`);
  assert.deepEqual(
    named.records.map((r: Node) => r.customerId),
    [jia],
  );
  const watched = await ok(admin, `${SHEET}/mergeSheetComPage`, { riskLevel: 'SPECIAL_MENTION' });
  const lines = await bookLines({ riskLevel: 'SPECIAL_MENTION' });
  for (const row of watched.records)
    assert.deepEqual(figuresOf(row), expected(linesOfCustomers(lines, [row.customerId])));
  // Only lessees with an overdue line — with all their lines (甲's IOU not yet due counts).
  const overdue = await ok(admin, `${SHEET}/mergeSheetComPage`, { overdueOnly: 1, customerName: '合并' });
  assert.deepEqual(new Set(overdue.records.map((r: Node) => r.customerId)), new Set([jia, yi]));
  assert.equal(overdue.records.find((r: Node) => r.customerId === jia).count, 2);
  // By group, 丙 stays out, 甲 and 乙 come as one.
  const groups = await ok(admin, `${SHEET}/mergeSheetComPage`, {
    overdueOnly: true,
    customerName: '合并',
    groupBy: 'group',
  });
  assert.equal(groups.total, 1);
  assert.equal(groups.records[0].count, 3);
  const one = await ok(admin, `${SHEET}/mergeSheetOne`, { overdueOnly: 1, customerName: '合并' });
  assert.equal(one.count, 3);
  assert.equal(one.customerCount, 2);
});

test('bad input answers 400 naming the field, in the asked language', async () => {
  refused(await admin.post(`${SHEET}/mergeSheetComPage`, { groupBy: 'region' }), 'groupBy', /合并方式/);
  refused(await admin.get(`${SHEET}/mergeSheetChildren`), 'ids', /客户/);
  refused(await admin.get(`${SHEET}/mergeSheetChildren?ids=abc`), 'ids', /客户/);
  refused(await admin.post(`${SHEET}/mergeSheetOne`, { ids: ['1', 'x'] }), 'ids', /客户/);
  refused(await admin.post(`${SHEET}/mergeSheetOne`, { overdueOnly: 'maybe' }), 'overdueOnly', /仅逾期客户/);
  refused(await admin.get(`${SHEET}/mergeSheetIouPage?dpdMin=x`), 'dpdMin', /逾期天数起/);
  const r = await admin.post(`${SHEET}/mergeSheetComPage`, { dpdMin: 10, dpdMax: 5 });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /逾期天数止/);
  const en = client(app, await signIn(app), { lang: 'en-US' });
  refused(await en.post(`${SHEET}/mergeSheetComPage`, { groupBy: 'region' }), 'groupBy', /Consolidate by/);
});

test('a user without the grant is refused', async () => {
  const g = client(app, await signInUngranted(app, 'sheetguest'));
  for (const [m, url] of [
    ['get', `${SHEET}/mergeSheetComPage`],
    ['post', `${SHEET}/mergeSheetComPage`],
    ['get', `${SHEET}/mergeSheetIouPage`],
    ['post', `${SHEET}/mergeSheetOne`],
    ['get', `${SHEET}/mergeSheetChildren?ids=${jia}`],
  ] as const) {
    const r = m === 'get' ? await g.get(url) : await g.post(url, {});
    assert.equal(r.status, 403, url);
  }
});

test('an account manager who sees only his own IOUs sees only their lessees and figures', async () => {
  await ownRecordsOnly(admin, ['loan_iou']);
  const him = client(app, await signIn(app, 'zhangwei', DEMO_PASSWORD));
  const lines = (await bookLines()).filter((r) => String(r.owner) === zhangwei);
  const page = await ok(him, `${SHEET}/mergeSheetComPage?current=1&size=100`);
  assert.deepEqual(
    new Set(page.records.map((r: Node) => r.customerId)),
    new Set(lines.map((r) => String(r.customerId))),
  );
  const seen = page.records.map((r: Node) => r.customerId);
  assert.ok(seen.includes(yi) && seen.includes(bing) && !seen.includes(jia), '乙 and 丙 are his, 甲 is not');
  for (const row of page.records) assert.deepEqual(figuresOf(row), expected(linesOfCustomers(lines, [row.customerId])));
  // His group of 甲 and 乙 holds only 乙's line; 甲's children are none of his.
  const groups = await ok(him, `${SHEET}/mergeSheetComPage`, { groupBy: 'group' });
  const g = groups.records.find((r: Node) => r.customerIds.includes(yi));
  assert.deepEqual(g.customerIds, [yi]);
  assert.equal(g.count, 1);
  assert.deepEqual(await ok(him, `${SHEET}/mergeSheetChildren?ids=${jia}`), []);
  assert.deepEqual(figuresOf(await ok(him, `${SHEET}/mergeSheetOne`, {})), expected(lines));
  assert.equal((await ok(him, `${SHEET}/mergeSheetIouPage`)).total, lines.length);
});
