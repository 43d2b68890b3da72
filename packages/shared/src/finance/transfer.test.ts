import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FinanceInputError } from './errors';
import { generateSchedule } from './schedule';
import { priceTransfer } from './transfer';

// The brief's IOU (WAVE3-BRIEF §2.10): 1,000,000 at 6 % over 12 monthly rents from 2025-01-15, R = 86,066.43 (the
// last 86,066.42); period 6 falls due on 2025-07-15 leaving 507,480.75.
const s = generateSchedule({
  principal: 1_000_000,
  annualRate: '0.06',
  periods: 12,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  startDate: '2025-01-15',
});
const figures = (p: ReturnType<typeof priceTransfer>) =>
  [p.fromPeriod, p.rentSold, p.accruedInterest, p.carryingAmount, p.price, p.gainLoss].map((x) =>
    typeof x === 'number' ? x : x.toFixed(2),
  );

const refusal = (fn: () => unknown, field: string) => assert.throws(fn, (e: FinanceInputError) => e.field === field);

describe('asset transfer pricing (资产转让)', () => {
  test("the brief's example: rents 7–12 sold on period 6's due date at 5 %", () => {
    const p = priceTransfer({ schedule: s, date: '2025-07-15', discountRate: '0.05' });
    // Σ 86,066.43 × 5 + 86,066.42 = 516,398.57; Σ Rₖ / (1 + 0.05/12)^(k − 6) = 508,950.66; nothing accrued on a due date.
    assert.deepEqual(figures(p), [7, '516398.57', '0.00', '507480.75', '508950.66', '1469.91']);
    assert.deepEqual(
      p.periods.map((x) => [x.period, x.dueDate, x.rentDue.toFixed(2)]),
      [
        [7, '2025-08-15', '86066.43'],
        [8, '2025-09-15', '86066.43'],
        [9, '2025-10-15', '86066.43'],
        [10, '2025-11-15', '86066.43'],
        [11, '2025-12-15', '86066.43'],
        [12, '2026-01-15', '86066.42'],
      ],
    );
    assert.equal(p.priceComputed, true);
  });

  test('within a period: interest accrued by days, the first rent discounted over what is left of its period', () => {
    // 2025-07-20: 5 of period 7's 31 days run; 2,537.40 × 5/31 = 409.258 → 409.26, carrying 507,890.01. The rents
    // discounted by (1 + 0.05/12)^(26/31 + k − 7) = 509,292.10 (Python Decimal, the same formula).
    const p = priceTransfer({ schedule: s, date: '2025-07-20', discountRate: '0.05' });
    assert.deepEqual(figures(p), [7, '516398.57', '409.26', '507890.01', '509292.10', '1402.09']);
  });

  test('a price agreed is taken as it is; a discount of 0 is the rents themselves', () => {
    const agreed = priceTransfer({ schedule: s, date: '2025-07-15', price: '500000', discountRate: '0.05' });
    assert.deepEqual(
      [agreed.price.toFixed(2), agreed.gainLoss.toFixed(2), agreed.priceComputed],
      ['500000.00', '-7480.75', false],
    );
    const flat = priceTransfer({ schedule: s, date: '2025-07-15', discountRate: 0 });
    assert.equal(flat.price.toFixed(2), '516398.57');
  });

  test('quarterly rents are discounted at the quarter’s rate', () => {
    const q = generateSchedule({
      principal: 1_000_000,
      annualRate: '0.06',
      periods: 4,
      frequencyMonths: 3,
      method: 'EQUAL_RENT',
      startDate: '2025-01-15',
    });
    const p = priceTransfer({ schedule: q, date: q.rows[1].dueDate, discountRate: '0.06', frequencyMonths: 3 });
    // Discounted at the schedule's own rate on a due date, the rents are worth the principal left.
    assert.equal(p.price.toFixed(2), p.carryingAmount.toFixed(2));
  });

  test('bad input names the field', () => {
    refusal(() => priceTransfer({ schedule: s, date: '2025-07-15' }), 'discountRate');
    refusal(() => priceTransfer({ schedule: s, date: '2025-07-15', discountRate: '-0.01' }), 'discountRate');
    refusal(() => priceTransfer({ schedule: s, date: '2025-07-15', price: '-1' }), 'price');
    refusal(() => priceTransfer({ schedule: s, date: '2026-01-15', discountRate: '0.05' }), 'date');
    refusal(() => priceTransfer({ schedule: s, date: '2024-12-31', discountRate: '0.05' }), 'date');
    refusal(
      () => priceTransfer({ schedule: s, date: '2025-07-15', discountRate: '0.05', frequencyMonths: 0 }),
      'frequencyMonths',
    );
    refusal(
      () => priceTransfer({ schedule: { ...s, rows: [] }, date: '2025-07-15', discountRate: '0.05' }),
      'schedule',
    );
  });
});
