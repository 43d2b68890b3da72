/**
 * 客户集中度 (concentration/concentration) and its warnings (concentration/warn): in a tenant of its own, with
 * customers, relations, IOUs (the ledger's createIou), approved projects and a position — every figure by hand.
 *
 * Net assets 1亿 (limits: single customer 3000万, group 5000万, related 3000万 / 5000万), threshold 90 %:
 *   A 2800万 (near)        B 2000万 + C 1500万 one group (3500万; B's approved project 1000万 pending → 4500万 near)
 *   D 900万, a shareholder with capital 1000万 (near)        E 3100万, a named related party (breach, twice)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contractRepos } from '../src/modules/contract/repos';
import { customerRepos } from '../src/modules/customer/repos';
import { projectRepos } from '../src/modules/project/repos';
import type { Row } from '../src/platform/crud/repository';
import type { Db } from '../src/platform/db/database';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, createTenant, ok, signIn, signInUngranted, testApp } from './helpers';
import { makeIou } from './support/ledger-fixture';

const POS = '/api/rzzl_qy/concentration/concentration';
const WARN = '/api/rzzl_qy/concentration/warn';
const TENANT = '100015';

let app: FastifyInstance;
let db: Db;
let c: Client;
const ctx = systemContext(TENANT);
const cust: Record<string, string> = {};
let projectC: string;

async function customerNamed(name: string) {
  const row = await customerRepos.customer.insert(db, ctx, { compname: name, idType: 2 });
  return String(row.id);
}

async function projectOf(customerId: string, amount: string, state: string, loaned?: string) {
  const p = await projectRepos.project.insert(db, ctx, {
    projectName: `项目-${amount}-${state}`,
    customerId,
    financeAmount: amount,
    projectState: state,
  });
  const contract = await contractRepos.contract.insert(db, ctx, {
    contractNo: `HT-${p.id}`,
    projectId: p.id,
    customerId,
    contractState: 'signed',
    loanedAmount: loaned ?? '0',
  });
  return { project: p, contract };
}

before(async () => {
  app = await testApp();
  db = app.appContext.database.owner;
  await createTenant(app, TENANT);
  c = client(app, await signIn(app, 'admin', 'admin', TENANT));
  for (const n of ['A', 'B', 'C', 'D', 'E', 'F']) cust[n] = await customerNamed(`客户${n}`);
  await customerRepos.relation.insert(db, ctx, { customerId: cust.B, relatedId: cust.C, relationType: 'group' });
  // An IOU per customer, not yet due (outstanding = the amount), on a contract of an already disbursed project.
  const amounts: Record<string, string> = {
    A: '28000000.00',
    B: '20000000.00',
    C: '15000000.00',
    D: '9000000.00',
    E: '31000000.00',
  };
  for (const [n, amount] of Object.entries(amounts)) {
    const { contract } = await projectOf(cust[n], amount, 'contracted', amount);
    await makeIou(db, ctx, contract, { amount, loanDate: '2026-04-01', asOf: '2026-04-10' });
  }
  // B: an approved project of 1000万 not yet disbursed. A: 500万 approved and fully disbursed (nothing pending).
  await projectOf(cust.B, '10000000.00', 'approved');
  await projectOf(cust.A, '5000000.00', 'contracted', '5000000.00');
  // A project still in application for C (the pre-check), and a vetoed one that counts for nothing.
  projectC = String((await projectOf(cust.C, '12000000.00', 'applying')).project.id);
  await projectOf(cust.F, '99000000.00', 'vetoed');
});
after(() => app.close());

const POSITION = {
  reportDate: '2026-03-31',
  totalAssets: '500000000.00',
  netAssets: '100000000.00',
  leasedAssets: '400000000.00',
  cash: '5000000.00',
  bankDeposits: '15000000.00',
  treasuryBonds: '10000000.00',
  fixedIncome: '5000000.00',
};

test('no position yet: the indicators cannot be computed (400 saying so)', async () => {
  const r = await c.get(`${WARN}/warnList`);
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /公司财务数据/);
});

test('the position is kept with its shareholders; parts above the total assets are refused by their labels', async () => {
  let r = await c.post(`${POS}/submit`, { ...POSITION, netAssets: '600000000.00', cash: '600000000.00' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /净资产/);
  assert.match(r.body.msg, /现金/);
  r = await c.post(`${POS}/submit`, { reportDate: '2026-03-31' });
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /总资产/);
  // An older record, and the latest one: the indicators use the latest.
  await ok(c, `${POS}/submit`, { ...POSITION, reportDate: '2025-12-31', netAssets: '1.00' });
  await ok(c, `${POS}/submit`, {
    ...POSITION,
    relatedCustomerIds: cust.E,
    shareholders: [
      { shareholderName: '股东丁', customerId: cust.D, capital: '10000000.00', ratio: '40' },
      { shareholderName: '股东戊', capital: '15000000.00', ratio: '60' },
    ],
  });
  const list = await ok(c, `${POS}/list`);
  assert.equal(list.records.length, 2);
  const detail = await ok(c, `${POS}/detail?id=${list.records[0].id}`);
  assert.equal(detail.reportDate, '2026-03-31');
  assert.equal(detail.shareholders.length, 2);
  r = await c.post(`${POS}/submit`, { ...POSITION });
  assert.equal(r.status, 400, 'one record per date');
});

test('the company indicators, each by hand', async () => {
  const w = await ok(c, `${WARN}/warnList`);
  assert.equal(w.reportDate, '2026-03-31');
  const by = (code: string) => w.indicators.find((i: Row) => i.code === code);
  const pick = (i: Row) => [i.limit, i.value, i.ratio, i.headroom, i.status];
  assert.deepEqual(pick(by('leasedAssets')), ['300000000.00', '400000000.00', '80.00', '100000000.00', 'ok']);
  // 5亿 − 500万 − 1500万 − 1000万 = 4.7亿 ≤ 8亿
  assert.deepEqual(pick(by('riskAssets')), ['800000000.00', '470000000.00', '470.00', '330000000.00', 'ok']);
  assert.deepEqual(pick(by('fixedIncome')), ['20000000.00', '5000000.00', '5.00', '15000000.00', 'ok']);
  assert.deepEqual(pick(by('singleCustomer')), ['30000000.00', '31000000.00', '31.00', '-1000000.00', 'breach']);
  assert.equal(by('singleCustomer').customerNames, '客户E');
  // The group B + C: 3500万 now, 4500万 with B's approved project.
  const group = by('singleGroup');
  assert.deepEqual(pick(group), ['50000000.00', '35000000.00', '35.00', '15000000.00', 'ok']);
  assert.deepEqual([group.pending, group.projected, group.projectedStatus], ['10000000.00', '45000000.00', 'near']);
  assert.deepEqual(pick(by('singleRelated')), ['30000000.00', '31000000.00', '31.00', '-1000000.00', 'breach']);
  // Related: E (named) and D (a shareholder): 4000万 of 5000万.
  assert.deepEqual(pick(by('allRelated')), ['50000000.00', '40000000.00', '40.00', '10000000.00', 'ok']);
  const holders = w.indicators
    .filter((i: Row) => i.code === 'shareholder')
    .sort((a: Row, b: Row) => String(a.shareholder).localeCompare(String(b.shareholder), 'zh'));
  assert.deepEqual(
    holders.map((i: Row) => [i.shareholder, i.limit, i.value, i.headroom, i.status]),
    [
      ['股东丁', '10000000.00', '9000000.00', '1000000.00', 'near'],
      ['股东戊', '15000000.00', '0.00', '15000000.00', 'ok'],
    ],
  );
});

test('warnings at the threshold: breaches, then near-breaches, then what pending projects would reach', async () => {
  const w = await ok(c, `${WARN}/warnList`);
  const keys = w.warnings.map(
    (i: Row) => `${i.code}:${i.customerNames || i.shareholder}:${i.status}/${i.projectedStatus}`,
  );
  assert.deepEqual(keys, [
    'singleCustomer:客户E:breach/breach',
    'singleRelated:客户E:breach/breach',
    'singleCustomer:客户A:near/near',
    'shareholder:客户D:near/near',
    'singleGroup:客户B,客户C:ok/near',
    // B alone: 2000万 + its 1000万 pending = 3000万, at the limit (not past it).
    'singleCustomer:客户B:ok/near',
  ]);
  // At 95 %: A (93.33 %) and D (90 %) are no longer near; the group's 4500万 (90 %) neither; B's 3000万 (100 %) is.
  const strict = await ok(c, `${WARN}/warnList?threshold=95`);
  assert.deepEqual(
    strict.warnings.map((i: Row) => `${i.code}:${i.customerNames}`),
    ['singleCustomer:客户E', 'singleRelated:客户E', 'singleCustomer:客户B'],
  );
  const r = await c.get(`${WARN}/warnList?threshold=0`);
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /预警阈值/);
});

test('one customer: its exposure, its group through the relations, its related-party status', async () => {
  const b = await ok(c, `${WARN}/getConcentration?comId=${cust.B}`);
  assert.deepEqual(
    [b.customerName, b.outstanding, b.pending, b.related],
    ['客户B', '20000000.00', '10000000.00', false],
  );
  assert.deepEqual(b.group.map((m: Row) => [m.customerName, m.outstanding]).sort(), [
    ['客户B', '20000000.00'],
    ['客户C', '15000000.00'],
  ]);
  assert.deepEqual(
    b.indicators.map((i: Row) => [i.code, i.value, i.projected, i.headroom]),
    [
      ['singleCustomer', '20000000.00', '30000000.00', '10000000.00'],
      ['singleGroup', '35000000.00', '45000000.00', '15000000.00'],
    ],
  );
  assert.equal(b.projectedStatus, 'near');
  const d = await ok(c, `${WARN}/getConcentration?comId=${cust.D}`);
  assert.equal(d.related, true);
  assert.deepEqual(
    d.indicators.map((i: Row) => i.code),
    ['singleCustomer', 'singleGroup', 'singleRelated', 'allRelated', 'shareholder'],
  );
  let r = await c.get(`${WARN}/getConcentration`);
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /客户/);
  r = await c.get(`${WARN}/getConcentration?comId=123`);
  assert.equal(r.status, 400);
  r = await c.get(`${WARN}/getConcentration?comId=abc`);
  assert.equal(r.status, 400);
});

test('the page: every customer with exposure, largest first, with its ratios', async () => {
  const p = await ok(c, `${WARN}/page?current=1&size=2`);
  assert.equal(p.total, 5, 'A–E; the vetoed project gives F nothing');
  assert.deepEqual(
    p.records.map((r: Row) => [r.customerName, r.outstanding, r.singleRatio, r.status]),
    [
      ['客户E', '31000000.00', '31.00', 'breach'],
      ['客户A', '28000000.00', '28.00', 'near'],
    ],
  );
  const p3 = await ok(c, `${WARN}/page?current=3&size=2`);
  assert.deepEqual(
    p3.records.map((r: Row) => [r.customerName, r.groupSize, r.groupOutstanding, r.groupRatio]),
    [['客户D', 1, '9000000.00', '9.00']],
  );
});

test('the pre-check: the project’s amount added to its customer and group against each limit', async () => {
  const pre = await ok(c, `${WARN}/precheck?projectId=${projectC}`);
  assert.equal(pre.amount, '12000000.00');
  assert.deepEqual(
    pre.indicators.map((i: Row) => [i.code, i.value, i.pending, i.projected, i.projectedStatus]),
    [
      ['singleCustomer', '15000000.00', '12000000.00', '27000000.00', 'near'],
      ['singleGroup', '35000000.00', '22000000.00', '57000000.00', 'breach'],
    ],
  );
  assert.equal(pre.projectedStatus, 'breach');
  let r = await c.get(`${WARN}/precheck`);
  assert.equal(r.status, 400);
  assert.match(r.body.msg, /项目/);
  r = await c.get(`${WARN}/precheck?projectId=1`);
  assert.equal(r.status, 404);
});

test('a user without the grants is refused', async () => {
  const g = client(app, await signInUngranted(app, 'concguest'));
  for (const url of [
    `${POS}/list`,
    `${WARN}/warnList`,
    `${WARN}/getConcentration?comId=1`,
    `${WARN}/page`,
    `${WARN}/precheck?projectId=1`,
  ])
    assert.equal((await g.get(url)).status, 403, url);
  assert.equal((await g.post(`${POS}/submit`, POSITION)).status, 403);
  assert.equal((await g.post(`${POS}/remove?ids=1`, {})).status, 403);
});
