import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  type AllocationOptions,
  allocatePayments,
  daysPastDue,
  instalmentsFromSchedule,
  type Payment,
  reversePayment,
} from './allocation';
import { FinanceInputError } from './errors';
import { generateSchedule } from './schedule';

// P = 10,000, 1 % a month, 3 periods in arrears: R = 3,400.22 (10,000·0.01·1.030301/0.030301 =
// 3,400.2211…). Row 1: interest 100.00, principal 3,300.22; row 2: interest 67.00, principal
// 3,333.22; row 3: interest 33.67, principal 3,366.56. Due 2024-02-29, 03-31, 04-30.
const schedule = generateSchedule({
  principal: 10_000,
  annualRate: '0.12',
  periods: 3,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  startDate: '2024-01-31',
});
const instalments = instalmentsFromSchedule(schedule);
const opts = (over: Partial<AllocationOptions> = {}): AllocationOptions => ({
  disbursementDate: '2024-01-31',
  asOf: '2024-02-29',
  ...over,
});
const lines = (st: ReturnType<typeof allocatePayments>) =>
  st.lines.map((l) => [l.paymentId, l.date, l.period, l.component, l.amount.toFixed(2)]);

describe('allocation', () => {
  test('a payment on the due date pays interest then principal', () => {
    const st = allocatePayments(instalments, [{ id: 'p1', date: '2024-02-29', amount: '3400.22' }], opts());
    assert.deepEqual(lines(st), [
      ['p1', '2024-02-29', 1, 'INTEREST', '100.00'],
      ['p1', '2024-02-29', 1, 'PRINCIPAL', '3300.22'],
    ]);
    assert.equal(st.periods[0].settledOn, '2024-02-29');
    assert.equal(st.daysPastDue, 0);
    assert.equal(st.credit.toFixed(2), '0.00');
  });

  test('partial payment, then penalty on what is left and DPD', () => {
    // 1,000 pays interest 100 and principal 900; 2,400.22 stays overdue. As of 10 March (10 days):
    // penalty = 2,400.22 × 0.0005 × 10 = 12.0011 → 12.00.
    const st = allocatePayments(
      instalments,
      [{ id: 'p1', date: '2024-02-29', amount: 1000 }],
      opts({ asOf: '2024-03-10' }),
    );
    assert.equal(st.periods[0].outstanding.principal.toFixed(2), '2400.22');
    assert.equal(st.periods[0].outstanding.penalty.toFixed(2), '12.00');
    assert.equal(st.periods[0].settledOn, null);
    assert.equal(st.daysPastDue, 10);
    assert.equal(st.periods[0].daysPastDue, 10);
  });

  test('a late payment pays the penalty first', () => {
    // 30 days late: 3,400.22 × 0.0005 × 30 = 51.0033 → 51.00.
    const st = allocatePayments(
      instalments,
      [{ id: 'p1', date: '2024-03-30', amount: '3451.22' }],
      opts({ asOf: '2024-03-30' }),
    );
    assert.deepEqual(lines(st), [
      ['p1', '2024-03-30', 1, 'PENALTY', '51.00'],
      ['p1', '2024-03-30', 1, 'INTEREST', '100.00'],
      ['p1', '2024-03-30', 1, 'PRINCIPAL', '3300.22'],
    ]);
    assert.equal(st.periods[0].settledOn, '2024-03-30');
  });

  test('configurable order', () => {
    const st = allocatePayments(
      instalments,
      [{ id: 'p1', date: '2024-02-29', amount: 1000 }],
      opts({ order: ['PRINCIPAL', 'INTEREST', 'FEE', 'PENALTY'] }),
    );
    assert.deepEqual(lines(st), [['p1', '2024-02-29', 1, 'PRINCIPAL', '1000.00']]);
  });

  test('BY_PERIOD vs BY_COMPONENT', () => {
    const order = ['INTEREST', 'PRINCIPAL', 'FEE', 'PENALTY'] as const;
    const pay = [{ id: 'p1', date: '2024-03-31', amount: 200 }];
    const byPeriod = allocatePayments(instalments, pay, opts({ asOf: '2024-03-31', order: [...order] }));
    assert.deepEqual(
      lines(byPeriod).map((l) => [l[2], l[3], l[4]]),
      [
        [1, 'INTEREST', '100.00'],
        [1, 'PRINCIPAL', '100.00'],
      ],
    );
    const byComponent = allocatePayments(
      instalments,
      pay,
      opts({ asOf: '2024-03-31', order: [...order], sequence: 'BY_COMPONENT' }),
    );
    assert.deepEqual(
      lines(byComponent).map((l) => [l[2], l[3], l[4]]),
      [
        [1, 'INTEREST', '100.00'],
        [2, 'INTEREST', '67.00'],
        [1, 'PRINCIPAL', '33.00'],
      ],
    );
  });

  test('overpayment held as credit is applied when the next period falls due', () => {
    const st = allocatePayments(
      instalments,
      [{ id: 'p1', date: '2024-02-29', amount: 5000 }],
      opts({ asOf: '2024-04-01' }),
    );
    // 5,000 − 3,400.22 = 1,599.78 held, applied on 31 March: interest 67.00, principal 1,532.78.
    assert.deepEqual(lines(st).slice(2), [
      ['p1', '2024-03-31', 2, 'INTEREST', '67.00'],
      ['p1', '2024-03-31', 2, 'PRINCIPAL', '1532.78'],
    ]);
    assert.equal(st.credit.toFixed(2), '0.00');
    // Before the due date the credit is still held.
    const early = allocatePayments(
      instalments,
      [{ id: 'p1', date: '2024-02-29', amount: 5000 }],
      opts({ asOf: '2024-03-15' }),
    );
    assert.equal(early.credit.toFixed(2), '1599.78');
    assert.equal(early.payments[0].credit.toFixed(2), '1599.78');
    assert.equal(early.payments[0].applied.toFixed(2), '3400.22');
  });

  test('overpayment applied forward at once; beyond everything it is credit', () => {
    const st = allocatePayments(
      instalments,
      [{ id: 'p1', date: '2024-02-29', amount: 5000 }],
      opts({ overpayment: 'APPLY_FORWARD' }),
    );
    assert.deepEqual(lines(st).slice(2), [
      ['p1', '2024-02-29', 2, 'INTEREST', '67.00'],
      ['p1', '2024-02-29', 2, 'PRINCIPAL', '1532.78'],
    ]);
    // Total due 3,400.22 + 3,400.22 + 3,400.23 = 10,200.67; 20,000 leaves 9,799.33 as credit.
    const all = allocatePayments(
      instalments,
      [{ id: 'p1', date: '2024-02-29', amount: 20000 }],
      opts({ overpayment: 'APPLY_FORWARD' }),
    );
    assert.equal(all.credit.toFixed(2), '9799.33');
    assert.ok(all.periods.every((p) => p.settledOn === '2024-02-29'));
  });

  test('HOLD keeps overpayment as credit until staff apply it, on the dates recorded', () => {
    const pay = [{ id: 'p1', date: '2024-02-29', amount: 5000 }];
    // Never applied: 1,599.78 still held on 15 April; period 2 is 15 days overdue on all of 3,400.22:
    // penalty 3,400.22 × 0.0005 × 15 = 25.50165 → 25.50.
    const held = allocatePayments(instalments, pay, opts({ asOf: '2024-04-15', overpayment: 'HOLD' }));
    assert.equal(held.credit.toFixed(2), '1599.78');
    assert.equal(held.periods[1].outstanding.penalty.toFixed(2), '25.50');
    assert.equal(held.periods[1].daysPastDue, 15);
    // Applied by staff on 10 April: penalty 3,400.22 × 0.0005 × 10 = 17.0011 → 17.00 first, interest 67.00,
    // principal 1,515.78 (1,817.44 left); then 5 more days on 1,817.44: 4.5436, total 21.5447 → 21.54, 4.54 unpaid.
    const applied = allocatePayments(
      instalments,
      pay,
      opts({ asOf: '2024-04-15', overpayment: 'HOLD', creditApplications: ['2024-04-10'] }),
    );
    assert.deepEqual(lines(applied).slice(2), [
      ['p1', '2024-04-10', 2, 'PENALTY', '17.00'],
      ['p1', '2024-04-10', 2, 'INTEREST', '67.00'],
      ['p1', '2024-04-10', 2, 'PRINCIPAL', '1515.78'],
    ]);
    assert.equal(applied.credit.toFixed(2), '0.00');
    assert.equal(applied.periods[1].outstanding.principal.toFixed(2), '1817.44');
    assert.equal(applied.periods[1].outstanding.penalty.toFixed(2), '4.54');
    // An application dated after asOf is not yet made; a later payment does not take the held credit either.
    const later = allocatePayments(
      instalments,
      [...pay, { id: 'p2', date: '2024-03-31', amount: '3400.22' }],
      opts({ asOf: '2024-04-05', overpayment: 'HOLD', creditApplications: ['2024-04-10'] }),
    );
    assert.equal(later.credit.toFixed(2), '1599.78');
    assert.equal(later.periods[1].settledOn, '2024-03-31');
    assert.throws(
      () => allocatePayments(instalments, pay, opts({ overpayment: 'HOLD', creditApplications: ['2024-13-01'] })),
      FinanceInputError,
    );
  });

  test('fees come first', () => {
    const s = generateSchedule({
      principal: 10_000,
      annualRate: '0.12',
      periods: 3,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      startDate: '2024-01-31',
      fee: 300,
      feeMode: 'SPREAD',
    });
    const st = allocatePayments(instalmentsFromSchedule(s), [{ id: 'p1', date: '2024-02-29', amount: 150 }], opts());
    assert.deepEqual(
      lines(st).map((l) => [l[3], l[4]]),
      [
        ['FEE', '100.00'],
        ['INTEREST', '50.00'],
      ],
    );
  });

  test('reversal replays the remaining payments', () => {
    const payments: Payment[] = [
      { id: 'A', date: '2024-02-29', amount: '3400.22' },
      { id: 'B', date: '2024-03-31', amount: '3400.22' },
    ];
    const reversed = reversePayment(payments, 'A', '2024-04-02');
    assert.equal(payments[0].reversed, undefined); // never mutates
    assert.equal(reversed[0].reversed, true);
    const st = allocatePayments(instalments, reversed, opts({ asOf: '2024-04-01' }));
    const without = allocatePayments(instalments, [payments[1]], opts({ asOf: '2024-04-01' }));
    assert.deepEqual(st.periods, without.periods);
    assert.deepEqual(st.lines, without.lines);
    // B now goes to period 1 first, starting with 31 days of penalty: 3,400.22 × 0.0005 × 31 = 52.70.
    assert.deepEqual(lines(st)[0], ['B', '2024-03-31', 1, 'PENALTY', '52.70']);
    assert.equal(st.payments[0].reversed, true);
    assert.equal(st.payments[0].applied.toFixed(2), '0.00');
  });

  test('no penalty when the rule is null; grace days delay overdue status', () => {
    const none = allocatePayments(instalments, [], opts({ asOf: '2024-03-10', penalty: null }));
    assert.equal(none.periods[0].outstanding.penalty.toFixed(2), '0.00');
    const grace = allocatePayments(
      instalments,
      [],
      opts({ asOf: '2024-03-02', penalty: { dailyRate: '0.0005', graceDays: 3 } }),
    );
    assert.equal(grace.daysPastDue, 0);
    const later = allocatePayments(
      instalments,
      [],
      opts({ asOf: '2024-03-04', penalty: { dailyRate: '0.0005', graceDays: 3 } }),
    );
    assert.equal(later.daysPastDue, 4);
  });

  test('penalty stops at the stop date', () => {
    const st = allocatePayments(instalments, [], opts({ asOf: '2024-06-01', penaltyStopDate: '2024-03-10' }));
    // 3,400.22 × 0.0005 × 10 = 17.0011 → 17.00.
    assert.equal(st.periods[0].outstanding.penalty.toFixed(2), '17.00');
  });

  test('daysPastDue helper', () => {
    assert.equal(daysPastDue(['2024-03-31', '2024-02-29'], '2024-06-08'), 100);
    assert.equal(daysPastDue([], '2024-06-08'), 0);
    assert.equal(daysPastDue(['2024-06-05'], '2024-06-08', 3), 0);
  });

  test('capitalised grace rows ask for nothing', () => {
    const s = generateSchedule({
      principal: 10_000,
      annualRate: '0.12',
      periods: 3,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      startDate: '2024-01-31',
      graceMonths: 1,
      graceType: 'INTEREST_DEFERRED',
    });
    const ins = instalmentsFromSchedule(s);
    assert.equal(String(ins[0].principal), '0');
    assert.equal(String(ins[0].interest), '0');
  });

  test('bad input', () => {
    assert.throws(
      () => allocatePayments(instalments, [{ id: 'p', date: '2024-01-30', amount: 1 }], opts()),
      (e: FinanceInputError) =>
        e instanceof FinanceInputError && e.field === 'payments[0].date' && /disbursement/.test(e.message),
    );
    assert.throws(
      () => allocatePayments(instalments, [{ id: 'p', date: '2024-02-30', amount: 1 }], opts()),
      (e: FinanceInputError) => e.field === 'payments[0].date',
    );
    assert.throws(
      () => allocatePayments(instalments, [{ id: 'p', date: '2024-02-20', amount: 0 }], opts()),
      (e: FinanceInputError) => e.field === 'payments[0].amount',
    );
    assert.throws(
      () =>
        allocatePayments(
          instalments,
          [
            { id: 'p', date: '2024-02-20', amount: 1 },
            { id: 'p', date: '2024-02-21', amount: 1 },
          ],
          opts(),
        ),
      (e: FinanceInputError) => e.field === 'payments[1].id',
    );
    assert.throws(
      () => allocatePayments(instalments, [], opts({ order: ['FEE', 'FEE', 'INTEREST', 'PRINCIPAL'] })),
      (e: FinanceInputError) => e.field === 'order',
    );
    assert.throws(
      () => reversePayment([], 'x'),
      (e: FinanceInputError) => e.field === 'paymentId',
    );
    assert.throws(
      () => reversePayment(reversePayment([{ id: 'x', date: '2024-02-01', amount: 1 }], 'x'), 'x'),
      (e: FinanceInputError) => /already/.test(e.message),
    );
  });
});
