import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bankInterest, bankSchedule } from './bank-schedule';
import { D } from './money';
import { WorkingDays } from './working-days';

test('the brief’s example: 50,000,000 × 4.2 % × 91 / 360 = 530,833.33', () => {
  assert.equal(bankInterest(new D(50_000_000), new D('4.2'), 91, 360).toFixed(2), '530833.33');
  const rows = bankSchedule({
    amount: 50_000_000,
    annualRate: '4.2',
    drawdownDate: '2026-03-21',
    endDate: '2027-03-21',
    method: 'QUARTERLY_INTEREST',
    interestDay: 20,
  });
  assert.deepEqual(
    rows.map((r) => [r.endDate, r.days, r.interest, r.principal]),
    [
      ['2026-06-20', 91, '530833.33', '0.00'],
      ['2026-09-20', 92, '536666.67', '0.00'],
      ['2026-12-20', 91, '530833.33', '0.00'],
      ['2027-03-20', 90, '525000.00', '0.00'],
      ['2027-03-21', 1, '5833.33', '50000000.00'],
    ],
  );
  assert.equal(rows.at(-1)?.balance, '0.00');
});

test('equal principal each quarter, interest on what is outstanding; the last part absorbs the cents', () => {
  const rows = bankSchedule({
    amount: 1_000_000,
    annualRate: '3.6',
    drawdownDate: '2026-01-10',
    endDate: '2026-12-21',
    method: 'EQUAL_PRINCIPAL',
    interestDay: 21,
  });
  assert.deepEqual(
    rows.map((r) => [r.endDate, r.principal, r.interest]),
    [
      // 70 days on 1,000,000: 1,000,000 × 3.6 % × 70 / 360 = 7,000.00
      ['2026-03-21', '250000.00', '7000.00'],
      // 92 days on 750,000 = 6,900.00
      ['2026-06-21', '250000.00', '6900.00'],
      ['2026-09-21', '250000.00', '4600.00'],
      ['2026-12-21', '250000.00', '2275.00'],
    ],
  );
  const thirds = bankSchedule({
    ...{ amount: 100, annualRate: 0, drawdownDate: '2026-01-10', endDate: '2026-09-21' },
    method: 'EQUAL_PRINCIPAL',
    interestDay: 21,
  });
  assert.deepEqual(
    thirds.map((r) => r.principal),
    ['33.33', '33.33', '33.34'],
  );
});

test('monthly interest; a due date on a day off paid the next working day, interest to the end date', () => {
  const rows = bankSchedule(
    {
      amount: 3_600_000,
      annualRate: '3.65',
      drawdownDate: '2026-09-21',
      endDate: '2026-12-21',
      method: 'MONTHLY_INTEREST',
      interestDay: 21,
    },
    new WorkingDays(new Map([['2026-10-21', 'REST']])),
  );
  assert.deepEqual(
    rows.map((r) => [r.endDate, r.dueDate, r.days]),
    [
      ['2026-10-21', '2026-10-22', 30],
      ['2026-11-21', '2026-11-23', 31],
      ['2026-12-21', '2026-12-21', 30],
    ],
  );
});

test('bad input is named', () => {
  const base = {
    amount: 1,
    annualRate: 1,
    drawdownDate: '2026-01-01',
    endDate: '2027-01-01',
    method: 'QUARTERLY_INTEREST',
    interestDay: 20,
  } as const;
  assert.throws(() => bankSchedule({ ...base, endDate: '2025-01-01' }), /endDate/);
  assert.throws(() => bankSchedule({ ...base, interestDay: 0 }), /interestDay/);
  assert.throws(() => bankSchedule({ ...base, amount: 0 }), /amount/);
  assert.deepEqual(bankSchedule({ ...base, method: 'PLAN' }), []);
});
