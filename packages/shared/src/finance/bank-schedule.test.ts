import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bankInterest, bankPenalty, bankSchedule, rentBackedSchedule } from './bank-schedule';
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

test('a with-recourse sale’s loan is repaid by the rents it bought: the brief’s 508,950.66 for 516,398.57 at 5 %', () => {
  const months = ['2026-07-15', '2026-08-15', '2026-09-15', '2026-10-15', '2026-11-15', '2026-12-15'];
  const rents = months.map((dueDate, i) => ({ dueDate, amount: i < 5 ? '86066.43' : '86066.42' }));
  const rows = rentBackedSchedule({ amount: '508950.66', annualRate: 5, drawdownDate: '2026-06-15', rents });
  assert.deepEqual(
    rows.map((r) => [r.dueDate, r.principal, r.interest, r.total, r.balance]),
    [
      ['2026-07-15', '83945.80', '2120.63', '86066.43', '425004.86'],
      ['2026-08-15', '84295.58', '1770.85', '86066.43', '340709.28'],
      ['2026-09-15', '84646.81', '1419.62', '86066.43', '256062.47'],
      ['2026-10-15', '84999.50', '1066.93', '86066.43', '171062.97'],
      ['2026-11-15', '85353.67', '712.76', '86066.43', '85709.30'],
      // 85,709.30 × 5 % × 30 / 360 = 357.12: the monthly discount and 30/360 interest agree to the cent.
      ['2026-12-15', '85709.30', '357.12', '86066.42', '0.00'],
    ],
  );
});

test('a rent-backed loan: a rent below its interest repays no principal; a price above the rents ends at zero interest', () => {
  const low = rentBackedSchedule({
    amount: 1000,
    annualRate: 12,
    drawdownDate: '2026-01-31',
    rents: [
      { dueDate: '2026-02-28', amount: 5 },
      { dueDate: '2026-03-31', amount: 1020 },
    ],
  });
  assert.deepEqual(
    low.map((r) => [r.principal, r.interest]),
    [
      ['0.00', '5.00'],
      ['1000.00', '20.00'],
    ],
  );
  const dear = rentBackedSchedule({
    amount: 1100,
    annualRate: 0,
    drawdownDate: '2026-01-01',
    rents: [{ dueDate: '2026-02-01', amount: 1000 }],
  });
  assert.deepEqual([dear[0].principal, dear[0].interest], ['1100.00', '0.00']);
  assert.throws(
    () =>
      rentBackedSchedule({
        amount: 1,
        annualRate: 1,
        drawdownDate: '2026-02-01',
        rents: [{ dueDate: '2026-01-01', amount: 1 }],
      }),
    /rents/,
  );
});

test('an overdue instalment’s penalty: 530,833.33 × 4.2 % × 1.5 × 10 / 360 = 928.96; nothing before it is late', () => {
  assert.equal(bankPenalty({ unpaid: '530833.33', annualRate: '4.2', upliftPercent: 50, days: 10 }), '928.96');
  assert.equal(bankPenalty({ unpaid: '530833.33', annualRate: '4.2', upliftPercent: 30, days: 10 }), '805.10');
  assert.equal(bankPenalty({ unpaid: '530833.33', annualRate: '4.2', upliftPercent: 50, days: 0 }), '0.00');
});
