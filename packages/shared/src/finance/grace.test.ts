import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Instalment, allocatePayments } from './allocation';
import type { FinanceInputError } from './errors';
import { formatPeriodList, graceFor, graceOverridesOf, parsePeriodList } from './grace';

// WAVE3-BRIEF §2.5's example on DOMAIN.md's vector (1,000,000 at 6 %, 12 monthly rents of 86,066.43 from 2025-01-15):
// period 6, due 2025-07-15 — principal 83,113.46 (P₆ = (R − r·B₆)/(1 + r)), interest 2,952.97 — paid on 2025-07-23,
// 8 days late, 0.05 %/day.
const period6: Instalment = { period: 6, dueDate: '2025-07-15', principal: '83113.46', interest: '2952.97' };
const paidLate = [{ id: 'p6', date: '2025-07-23', amount: '86066.43' }];
const on = (asOf: string, graceDays: number, ins: Instalment[] = [period6]) =>
  allocatePayments(ins, paidLate, {
    disbursementDate: '2025-01-15',
    asOf,
    penalty: { dailyRate: '0.0005', graceDays },
  });

describe('grace per period (宽限期调整)', () => {
  test('grace 3 → 10, rent 86,066.43 paid 8 days late: 罚息 344.27 before, 0.00 after', () => {
    // Grace is a tolerance, not a shift: past grace 3 the 8 days count from the due date itself —
    // 86,066.43 × 0.0005 × 8 = 344.26572 → 344.27 (paid first from the payment, FEE → PENALTY → INTEREST → PRINCIPAL).
    const before = on('2025-07-23', 3);
    assert.equal(before.periods[0].due.penalty.toFixed(2), '344.27');
    assert.equal(before.periods[0].paid.penalty.toFixed(2), '344.27');
    assert.equal(before.periods[0].settledOn, null, '344.27 of the rent is still unpaid');
    // The same IOU, the period granted 10 days: paid within grace, the rent in full, no 罚息 at all.
    const after = on('2025-07-23', 3, [{ ...period6, graceDays: 10 }]);
    assert.equal(after.periods[0].due.penalty.toFixed(2), '0.00');
    assert.equal(after.periods[0].paid.principal.toFixed(2), '83113.46');
    assert.equal(after.periods[0].settledOn, '2025-07-23');
    // The period's own grace wins over the rule's in either direction (10 → 3 brings the 344.27 back).
    assert.equal(on('2025-07-23', 10, [{ ...period6, graceDays: 3 }]).periods[0].due.penalty.toFixed(2), '344.27');
  });

  test("a period is overdue past its own grace, and the IOU's DPD counts it", () => {
    const unpaid = (asOf: string, ins: Instalment[]) =>
      allocatePayments(ins, [], {
        disbursementDate: '2025-01-15',
        asOf,
        penalty: { dailyRate: '0.0005', graceDays: 3 },
      });
    // Day 5: past the IOU's 3 days, within the period's 10.
    const within = unpaid('2025-07-20', [{ ...period6, graceDays: 10 }]);
    assert.deepEqual([within.periods[0].daysPastDue, within.daysPastDue], [0, 0]);
    assert.equal(within.periods[0].outstanding.penalty.toFixed(2), '0.00');
    // Day 11: past it, counted from the due date (86,066.43 × 0.0005 × 11 = 473.37).
    const past = unpaid('2025-07-26', [{ ...period6, graceDays: 10 }]);
    assert.deepEqual([past.periods[0].daysPastDue, past.daysPastDue], [11, 11]);
    assert.equal(past.periods[0].outstanding.penalty.toFixed(2), '473.37');
    // Less grace than the IOU's: day 2 is overdue for the period, and so for the IOU.
    const less = unpaid('2025-07-17', [{ ...period6, graceDays: 0 }]);
    assert.deepEqual([less.periods[0].daysPastDue, less.daysPastDue], [2, 2]);
  });

  test("a period's grace must be a whole number ≥ 0", () => {
    assert.throws(
      () => on('2025-07-23', 3, [{ ...period6, graceDays: 1.5 }]),
      (e: FinanceInputError) => e.field === 'instalments[0].graceDays',
    );
  });

  test('graceFor: the last override covering the period, else the IOU’s days', () => {
    const overrides = [
      { days: 10, periods: [7, 8, 9], change: 'A-KX01' },
      { days: 15, from: '2025-08-01', to: '2025-09-30', change: 'A-KX02' },
      { days: 5, periods: [9], from: '2025-10-01' },
    ];
    assert.equal(graceFor(3, overrides, 6, '2025-07-15'), 3);
    assert.equal(graceFor(3, overrides, 7, '2025-07-15'), 10);
    assert.equal(graceFor(3, overrides, 8, '2025-08-15'), 15, 'the later one covers it too');
    assert.equal(graceFor(3, overrides, 10, '2025-10-15'), 3, 'outside the window');
    assert.equal(graceFor(3, overrides, 9, '2025-09-15'), 15, 'the last one names 9 but from October');
    assert.equal(graceFor(3, overrides, 9, '2025-10-15'), 5);
    assert.equal(graceFor(3, null, 1, '2025-02-15'), 3);
  });

  test('graceOverridesOf keeps what is an override', () => {
    assert.deepEqual(graceOverridesOf(null), []);
    assert.deepEqual(graceOverridesOf('not json'), []);
    assert.deepEqual(graceOverridesOf('[{"days":10},{"days":-1},{"days":"x"},null]'), [{ days: 10 }]);
  });

  test('parsePeriodList: 7,8,9 and 7-9 and both; refused otherwise', () => {
    assert.deepEqual(parsePeriodList('7,8,9'), [7, 8, 9]);
    assert.deepEqual(parsePeriodList('7-9'), [7, 8, 9]);
    assert.deepEqual(parsePeriodList(' 9，1、3-5 3 '), [1, 3, 4, 5, 9]);
    assert.equal(formatPeriodList([9, 1, 3, 4, 5, 5]), '1,3-5,9');
    for (const bad of ['', 'a', '0', '9-7', '1-', '1.5', '1-999999'])
      assert.throws(
        () => parsePeriodList(bad),
        (e: FinanceInputError) => e.field === 'periods' && e.problem['zh-CN'].length > 0,
        bad,
      );
  });
});
