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

  describe('DOMAIN.md §3 conventions', () => {
    // One period of plain rent (no interest), so each payment's effect on the penalty base is plain to see.
    const rent = (principal: string) => [{ period: 1, dueDate: '2025-01-01', principal, interest: '0' }];
    const from = { disbursementDate: '2024-12-01' };

    test('罚息 is rounded per closed segment, not on a running total', () => {
      // 10,009 unpaid on day 1: 10,009 × 0.05 % = 5.0045 → 5.00, frozen when 1,005.00 comes in (5.00 to 罚息, 1,000 to
      // the rent); 9,009 unpaid on day 2: 4.5045 → 4.50. Owed 9.50 — a running total (9.509) would say 9.51.
      const st = allocatePayments(rent('10009'), [{ id: 'p1', date: '2025-01-02', amount: '1005' }], {
        ...from,
        asOf: '2025-01-03',
      });
      const p = st.periods[0];
      assert.equal(p.paid.penalty.toFixed(2), '5.00');
      assert.equal(p.due.penalty.toFixed(2), '9.50');
      assert.equal(p.outstanding.penalty.toFixed(2), '4.50');
    });

    test('a part paid inside grace accrues until it is paid (the 34.00 case)', () => {
      // 10,000 due 01-01, grace 3, 0.05 %/day; 4,000 paid 01-03 and the rest 01-11:
      // 10,000 × 0.0005 × 2 + 6,000 × 0.0005 × 8 = 10.00 + 24.00 = 34.00.
      const penalty = { dailyRate: '0.0005', graceDays: 3 };
      const pays = [
        { id: 'p1', date: '2025-01-03', amount: '4000' },
        { id: 'p2', date: '2025-01-11', amount: '6034' },
      ];
      const st = allocatePayments(rent('10000'), pays, { ...from, asOf: '2025-01-31', penalty });
      assert.equal(st.periods[0].paid.penalty.toFixed(2), '34.00');
      assert.equal(st.periods[0].settledOn, '2025-01-11');
      // Within grace nothing is owed yet: on 01-03 the 4,000 all goes to the rent.
      const early = allocatePayments(rent('10000'), pays.slice(0, 1), { ...from, asOf: '2025-01-04', penalty });
      assert.equal(early.periods[0].outstanding.penalty.toFixed(2), '0.00');
      assert.equal(early.periods[0].paid.principal.toFixed(2), '4000.00');
      // Paid in full within grace: no 罚息 at all.
      const inGrace = allocatePayments(rent('10000'), [{ id: 'p1', date: '2025-01-04', amount: '10000' }], {
        ...from,
        asOf: '2025-01-31',
        penalty,
      });
      assert.equal(inGrace.periods[0].due.penalty.toFixed(2), '0.00');
      assert.equal(inGrace.periods[0].settledOn, '2025-01-04');
    });

    test('payments of one date apply in the order given (first entered, first applied)', () => {
      const st = allocatePayments(
        rent('100'),
        [
          { id: 'first', date: '2025-01-01', amount: '60' },
          { id: 'second', date: '2025-01-01', amount: '60' },
        ],
        { ...from, asOf: '2025-01-01', penalty: null },
      );
      assert.deepEqual(
        st.payments.map((p) => [p.id, p.applied.toFixed(2), p.credit.toFixed(2)]),
        [
          ['first', '60.00', '0.00'],
          ['second', '40.00', '20.00'],
        ],
      );
    });

    test('a reversed payment leaves the replay as if it had never been (罚息 to the cent)', () => {
      const pays = [
        { id: 'a', date: '2025-01-02', amount: '1005' },
        { id: 'b', date: '2025-01-05', amount: '3000.37' },
        { id: 'c', date: '2025-01-09', amount: '2222.22' },
      ];
      const o = { ...from, asOf: '2025-02-01' };
      const reversed = allocatePayments(rent('10009'), reversePayment(pays, 'b'), o);
      const never = allocatePayments(
        rent('10009'),
        pays.filter((p) => p.id !== 'b'),
        o,
      );
      const view = (st: ReturnType<typeof allocatePayments>) => ({
        periods: st.periods.map((p) => [p.due.penalty.toFixed(2), p.outstanding.principal.toFixed(2)]),
        lines: lines(st),
        dpd: st.daysPastDue,
      });
      assert.deepEqual(view(reversed), view(never));
      // DOMAIN's case: two payments, the first reversed — the second alone, as if the first had never come in.
      const two = [
        { id: 'first', date: '2025-01-02', amount: '4000' },
        { id: 'second', date: '2025-01-10', amount: '6009' },
      ];
      assert.deepEqual(
        view(allocatePayments(rent('10009'), reversePayment(two, 'first'), o)),
        view(allocatePayments(rent('10009'), two.slice(1), o)),
      );
    });
  });
});
