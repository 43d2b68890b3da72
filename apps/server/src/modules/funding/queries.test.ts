import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fundingGap, monthsBetween } from './queries';

test('the brief’s gap: +1.2, −1.4, +1.5; cumulative +1.2, −0.2, +1.3 — May needs cash', () => {
  const months = monthsBetween('2027-04-01', '2027-06-30');
  assert.deepEqual(months, ['2027-04', '2027-05', '2027-06']);
  const gap = fundingGap(
    months,
    [
      { month: '2027-04', amount: '4200000' },
      { month: '2027-05', amount: '4100000' },
      { month: '2027-06', amount: '4300000' },
    ],
    [
      { month: '2027-04', amount: '3000000' },
      { month: '2027-05', amount: '5500000' },
      { month: '2027-06', amount: '2800000' },
    ],
  );
  assert.deepEqual(
    gap.map((m) => [m.month, m.gap, m.cumulative, m.short]),
    [
      ['2027-04', '1200000.00', '1200000.00', false],
      ['2027-05', '-1400000.00', '-200000.00', true],
      ['2027-06', '1500000.00', '1300000.00', false],
    ],
  );
});

test('months across a year end; a month with nothing either way is a zero', () => {
  assert.deepEqual(monthsBetween('2026-11-30', '2027-02-01'), ['2026-11', '2026-12', '2027-01', '2027-02']);
  assert.deepEqual(fundingGap(['2026-12'], [], [])[0], {
    month: '2026-12',
    receivable: '0.00',
    payback: '0.00',
    gap: '0.00',
    cumulative: '0.00',
    short: false,
  });
});
