import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConcentrationBook, type ConcentrationInput, type Indicator, groupsOf, statusOf } from './concentration';
import { D } from './money';

// A company with 10亿 total assets and 2亿 net assets; customers 1..7 (ids as strings).
const INPUT: ConcentrationInput = {
  position: {
    totalAssets: '1000000000.00',
    netAssets: '200000000.00',
    leasedAssets: '700000000.00',
    cash: '10000000.00',
    bankDeposits: '40000000.00',
    treasuryBonds: '50000000.00',
    fixedIncome: '30000000.00',
  },
  shareholders: [
    { name: '甲股东', customerId: '5', capital: '15000000.00' },
    { name: '乙股东', customerId: null, capital: '80000000.00' },
  ],
  exposures: [
    { customerId: '1', outstanding: '55000000.00', pending: '10000000.00' },
    { customerId: '2', outstanding: '40000000.00' },
    { customerId: '3', outstanding: '30000000.00' },
    { customerId: '4', outstanding: '5000000.00' },
    { customerId: '5', outstanding: '20000000.00' },
    { customerId: '6', outstanding: '1000000.00' },
    { customerId: '7', outstanding: '62000000.00' },
  ],
  relations: [
    ['2', '3'],
    ['4', '3'],
    ['5', '6'],
  ],
  relatedCustomerIds: ['7'],
  threshold: '0.9',
};

const byCode = (list: Indicator[], code: string) => list.find((i) => i.code === code)!;

describe('concentration indicators (DOMAIN.md §4)', () => {
  const book = new ConcentrationBook(INPUT);
  const all = book.indicators();

  test('leased assets / total assets ≥ 60 %: 7亿 of 10亿 is 70 %, 1亿 above the floor', () => {
    const i = byCode(all, 'leasedAssets');
    assert.deepEqual(
      [i.kind, i.limit, i.value, i.ratio, i.headroom, i.status],
      ['floor', '600000000.00', '700000000.00', '70.00', '100000000.00', 'ok'],
    );
  });

  test('risk assets = total − cash − deposits − treasury = 9亿 ≤ 8 × net assets = 16亿', () => {
    const i = byCode(all, 'riskAssets');
    assert.deepEqual(
      [i.limit, i.value, i.ratio, i.headroom, i.status],
      ['1600000000.00', '900000000.00', '450.00', '700000000.00', 'ok'],
    );
  });

  test('fixed-income securities 3000万 ≤ 20 % of net assets = 4000万', () => {
    const i = byCode(all, 'fixedIncome');
    assert.deepEqual(
      [i.limit, i.value, i.ratio, i.headroom, i.status],
      ['40000000.00', '30000000.00', '15.00', '10000000.00', 'ok'],
    );
  });

  test('single customer ≤ 30 %: the worst is customer 7 at 6200万 of a 6000万 limit', () => {
    const i = byCode(all, 'singleCustomer');
    assert.deepEqual(i.customerIds, ['7']);
    assert.deepEqual(
      [i.limit, i.value, i.ratio, i.headroom, i.status],
      ['60000000.00', '62000000.00', '31.00', '-2000000.00', 'breach'],
    );
  });

  test('single group ≤ 50 %: 2–3–4 are one group through the relations, 7500万 of 1亿', () => {
    const i = byCode(all, 'singleGroup');
    assert.deepEqual(i.customerIds.slice().sort(), ['2', '3', '4']);
    assert.deepEqual(
      [i.limit, i.value, i.ratio, i.headroom, i.status],
      ['100000000.00', '75000000.00', '37.50', '25000000.00', 'ok'],
    );
  });

  test('related parties: the named customer 7, and shareholder 5 with what it is related to (6)', () => {
    assert.deepEqual([...book.related].sort(), ['5', '6', '7']);
    const single = byCode(all, 'singleRelated');
    assert.deepEqual([single.customerIds, single.value, single.status], [['7'], '62000000.00', 'breach']);
    const total = byCode(all, 'allRelated');
    assert.deepEqual(
      [total.limit, total.value, total.ratio, total.headroom, total.status],
      ['100000000.00', '83000000.00', '41.50', '17000000.00', 'ok'],
    );
  });

  test('a shareholder and its related parties ≤ its capital: 2100万 against 1500万', () => {
    const [a, b] = all.filter((i) => i.code === 'shareholder');
    assert.deepEqual(
      [a.shareholder, a.base, a.limit, a.value, a.headroom, a.status],
      ['甲股东', 'capital', '15000000.00', '21000000.00', '-6000000.00', 'breach'],
    );
    assert.deepEqual([b.shareholder, b.value, b.status], ['乙股东', '0.00', 'ok'], 'not a customer: no exposure');
  });

  test('pending projects are shown apart and judged apart', () => {
    const [own] = book.forCustomer('1');
    assert.deepEqual(
      [own.value, own.pending, own.projected, own.ratio],
      ['55000000.00', '10000000.00', '65000000.00', '27.50'],
    );
    assert.equal(own.status, 'near', '5500万 ≥ 90 % of 6000万');
    assert.equal(own.projectedStatus, 'breach');
  });

  test('one customer: its own, its group, and — related — the related and shareholder limits', () => {
    const three = book.forCustomer('3');
    assert.deepEqual(
      three.map((i) => i.code),
      ['singleCustomer', 'singleGroup'],
    );
    assert.equal(three[1].value, '75000000.00');
    const six = book.forCustomer('6');
    assert.deepEqual(
      six.map((i) => i.code),
      ['singleCustomer', 'singleGroup', 'singleRelated', 'allRelated', 'shareholder'],
    );
    // A new deal of 2000万 for customer 3 (the pre-check): the group would hold 9500万 — near its 1亿.
    const pre = book.forCustomer('3', '20000000.00');
    assert.deepEqual([pre[0].projected, pre[0].projectedStatus], ['50000000.00', 'ok']);
    assert.deepEqual([pre[1].projected, pre[1].projectedStatus], ['95000000.00', 'near']);
  });

  test('warnings: breaches first (the most used limit first), then near-breaches, then what pending would breach', () => {
    const w = book.warnings();
    const keys = w.map((i) => `${i.code}:${i.customerIds.join('+') || i.shareholder}:${i.status}/${i.projectedStatus}`);
    assert.deepEqual(keys, [
      'shareholder:5+6:breach/breach',
      'singleCustomer:7:breach/breach',
      'singleRelated:7:breach/breach',
      'singleCustomer:1:near/breach',
    ]);
  });
});

describe('thresholds and the graph', () => {
  test('status at the threshold: a ceiling at exactly 90 % is near, just below is ok; past the limit breaches', () => {
    const t = new D('0.9');
    assert.equal(statusOf('ceiling', new D('90'), new D('100'), t), 'near');
    assert.equal(statusOf('ceiling', new D('89.99'), new D('100'), t), 'ok');
    assert.equal(statusOf('ceiling', new D('100'), new D('100'), t), 'near', 'at the limit is not past it');
    assert.equal(statusOf('ceiling', new D('100.01'), new D('100'), t), 'breach');
    assert.equal(statusOf('floor', new D('59.99'), new D('60'), t), 'breach');
    assert.equal(statusOf('floor', new D('66.66'), new D('60'), t), 'near');
    assert.equal(statusOf('floor', new D('66.67'), new D('60'), t), 'ok');
  });

  test('a lower threshold warns earlier', () => {
    const book = new ConcentrationBook({ ...INPUT, threshold: '0.5' });
    const single = book.forCustomer('3')[0];
    assert.equal(single.status, 'near', '3000万 ≥ 50 % of 6000万');
  });

  test('groups are connected components, either direction, keyed by the smallest id', () => {
    const g = groupsOf([
      ['10', '9'],
      ['9', '100'],
      ['200', '300'],
    ]);
    assert.equal(g.get('10'), '9');
    assert.equal(g.get('100'), '9');
    assert.equal(g.get('300'), '200');
  });

  test('no exposure: the exposure indicators measure zero, ok', () => {
    const book = new ConcentrationBook({ ...INPUT, exposures: [], shareholders: [], relatedCustomerIds: [] });
    const all = book.indicators();
    assert.deepEqual(
      all.map((x) => x.code),
      ['leasedAssets', 'riskAssets', 'fixedIncome', 'singleCustomer', 'singleGroup', 'singleRelated', 'allRelated'],
      'each indicator once, by its own code, even with nothing to measure',
    );
    const i = byCode(all, 'singleCustomer');
    assert.deepEqual([i.value, i.status, i.headroom], ['0.00', 'ok', '60000000.00']);
    assert.deepEqual(book.warnings(), []);
  });
});
