import assert from 'node:assert/strict';
import { test } from 'node:test';
import { repriceInterest, repricedRate, repricingDates } from './bank-repricing';
import { bankSchedule } from './bank-schedule';

test('repricing days: each 1 January, or each anniversary, after the drawdown, before maturity and up to the day', () => {
  assert.deepEqual(repricingDates('2024-06-21', '2027-06-21', 'JAN1', '2026-11-30'), ['2025-01-01', '2026-01-01']);
  assert.deepEqual(repricingDates('2024-06-21', '2027-06-21', 'JAN1', '2030-01-01'), [
    '2025-01-01',
    '2026-01-01',
    '2027-01-01',
  ]);
  // A 29 February drawdown's anniversaries fall on the 28th in common years; the maturity itself is not a repricing.
  assert.deepEqual(repricingDates('2024-02-29', '2026-02-28', 'ANNIVERSARY', '2027-01-01'), ['2025-02-28']);
  assert.deepEqual(repricingDates('2026-03-21', '2029-03-21', 'ANNIVERSARY', '2026-11-30'), []);
});

test('the new rate is the LPR plus the spread, never below zero', () => {
  assert.equal(repricedRate('3.00', 50), '3.5000');
  assert.equal(repricedRate('2.90', -35), '2.5500');
  assert.equal(repricedRate('0.20', -50), '0.0000');
});

test('the worked example: the period spanning 1 January at the old rate up to it, the new from it (85,305.56)', () => {
  // 10,000,000 drawn 21 June 2025 at 3.5 %, interest quarterly on the 21st, principal at maturity, ACT/360.
  const rows = bankSchedule({
    amount: 10_000_000,
    annualRate: '3.5',
    drawdownDate: '2025-06-21',
    endDate: '2026-06-21',
    method: 'QUARTERLY_INTEREST',
    interestDay: 21,
  });
  assert.deepEqual(
    rows.map((r) => [r.startDate, r.endDate, r.interest]),
    [
      ['2025-06-21', '2025-09-21', '89444.44'],
      ['2025-09-21', '2025-12-21', '88472.22'],
      ['2025-12-21', '2026-03-21', '87500.00'],
      ['2026-03-21', '2026-06-21', '89444.44'],
    ],
  );
  const next = repriceInterest(
    rows.map((r, i) => ({ ...r, kept: i === 0 })),
    { amount: 10_000_000, effectiveDate: '2026-01-01', oldRate: '3.5', newRate: '3.4' },
  );
  // Kept (paid), ended before the day, split (11 days old, 79 new), wholly new (92 days at 3.4 %).
  assert.deepEqual(next, ['89444.44', '88472.22', '85305.56', '86888.89']);
});

test('repricing follows the principal repaid by the schedule (equal principal) and keeps a paid period', () => {
  const periods = [
    { startDate: '2026-01-10', endDate: '2026-04-10', principal: '500000.00', interest: '1.00', kept: false },
    { startDate: '2026-04-10', endDate: '2026-07-10', principal: '500000.00', interest: '2.00', kept: false },
  ];
  // 1,000,000 for 90 days at 4 %, then 500,000 for 91 days at 4 %: from the first day.
  assert.deepEqual(
    repriceInterest(periods, { amount: 1_000_000, effectiveDate: '2026-01-10', oldRate: 3, newRate: 4 }),
    ['10000.00', '5055.56'],
  );
  assert.deepEqual(
    repriceInterest(
      periods.map((p, i) => ({ ...p, kept: i === 0 })),
      { amount: 1_000_000, effectiveDate: '2026-01-10', oldRate: 3, newRate: 4 },
    ),
    ['1.00', '5055.56'],
  );
});
