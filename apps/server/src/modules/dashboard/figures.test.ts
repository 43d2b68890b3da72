import assert from 'node:assert/strict';
import { test } from 'node:test';
import { byProvince, monthly, monthlyReceived, percentage, periodsOf } from './figures';

test('the periods of a business date', () => {
  assert.deepEqual(periodsOf('2030-06-20'), {
    asOfDate: '2030-06-20',
    year: 2030,
    yearStart: '2030-01-01',
    monthStart: '2030-06-01',
  });
});

test('a percentage is rounded half-up to two places; nothing to divide by gives null', () => {
  assert.equal(percentage('1', '3'), '33.33');
  assert.equal(percentage('2', '3'), '66.67');
  assert.equal(percentage('0.125', '1000'), '0.01');
  assert.equal(percentage('5', '0'), null);
});

test('twelve months, the empty ones as zero; cash by component and in total', () => {
  assert.deepEqual(monthly([{ month: 3, amount: '10.5' }]), [
    '0.00',
    '0.00',
    '10.50',
    ...Array.from({ length: 9 }, () => '0.00'),
  ]);
  const cash = monthlyReceived([
    { month: 2, component: 'PRINCIPAL', amount: '100.10' },
    { month: 2, component: 'INTEREST', amount: '0.20' },
    { month: 5, component: 'PENALTY', amount: '3.00' },
  ]);
  assert.equal(cash.total[1], '100.30');
  assert.equal(cash.total[4], '3.00');
  assert.equal(cash.by.INTEREST[1], '0.20');
  assert.equal(cash.by.FEE[1], '0.00');
});

test('positions by province: grouped by the first two digits, largest first, the unplaced under ""', () => {
  const provinces = new Map([
    ['11', '北京市'],
    ['44', '广东省'],
  ]);
  const regions = new Map([
    ['1', '110105'],
    ['2', '440305'],
    ['3', '110000'],
    ['4', '990000'],
  ]);
  const out = byProvince(
    [
      { customerId: '1', iouCount: 1, outstandingPrincipal: '100.00' },
      { customerId: '2', iouCount: 2, outstandingPrincipal: '300.00' },
      { customerId: '3', iouCount: 1, outstandingPrincipal: '50.00' },
      { customerId: '4', iouCount: 1, outstandingPrincipal: '25.00' },
      { customerId: '5', iouCount: 1, outstandingPrincipal: '25.00' },
    ],
    regions,
    provinces,
  );
  assert.equal(out.total, '500.00');
  assert.deepEqual(
    out.provinces.map((p) => [
      p.provinceCode,
      p.provinceName,
      p.customerCount,
      p.iouCount,
      p.outstandingPrincipal,
      p.share,
    ]),
    [
      ['44', '广东省', 1, 2, '300.00', '60.00'],
      ['11', '北京市', 2, 2, '150.00', '30.00'],
      ['', '', 2, 2, '50.00', '10.00'],
    ],
  );
});
