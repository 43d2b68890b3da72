import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FinanceInputError } from './errors';
import { penaltyFactor, penaltyInterest, resolvePenaltyRule } from './penalty';

describe('penalty interest (罚息)', () => {
  test('DOMAIN.md: 10,000 × 0.05 %/day × 30 days = 150.00', () => {
    assert.equal(
      penaltyInterest({
        amount: 10_000,
        dueDate: '2024-01-01',
        asOf: '2024-01-31',
        rule: { dailyRate: '0.0005' },
      }).toFixed(2),
      '150.00',
    );
  });

  test('default rule is 万分之五', () => {
    assert.equal(penaltyInterest({ amount: 10_000, dueDate: '2024-01-01', asOf: '2024-01-31' }).toFixed(2), '150.00');
  });

  test('nothing on or before the due date', () => {
    assert.equal(penaltyInterest({ amount: 10_000, dueDate: '2024-01-31', asOf: '2024-01-31' }).toFixed(2), '0.00');
    assert.equal(penaltyInterest({ amount: 10_000, dueDate: '2024-01-31', asOf: '2024-01-01' }).toFixed(2), '0.00');
  });

  test('grace is a tolerance, not a shift: 30 days with 5 grace → from the due date → 150.00', () => {
    assert.equal(
      penaltyInterest({
        amount: 10_000,
        dueDate: '2024-01-01',
        asOf: '2024-01-31',
        rule: { dailyRate: '0.0005', graceDays: 5 },
      }).toFixed(2),
      '150.00',
    );
    assert.equal(
      penaltyInterest({
        amount: 10_000,
        dueDate: '2024-01-01',
        asOf: '2024-01-05',
        rule: { dailyRate: '0.0005', graceDays: 5 },
      }).toFixed(2),
      '0.00',
    );
    // A segment closed within grace (day 3) accrued nothing; the rest, past grace, accrues from day 1.
    const rule = resolvePenaltyRule({ dailyRate: '0.0005', graceDays: 5 });
    assert.equal(penaltyFactor(rule, 0, 3).toString(), '0');
    assert.equal(penaltyFactor(rule, 3, 30).toString(), '0.015');
    assert.equal(penaltyFactor(rule, 10, 30).toString(), '0.01');
  });

  test('tiers: days 1–30 at 0.05 %, from day 31 at 0.1 % → 40 days = 150 + 100 = 250.00', () => {
    const rule = { dailyRate: '0.0005', tiers: [{ fromDay: 31, dailyRate: '0.001' }] };
    assert.equal(
      penaltyInterest({ amount: 10_000, dueDate: '2024-01-01', asOf: '2024-02-10', rule }).toFixed(2),
      '250.00',
    );
    // Factor over days 21..40 only: 10 × 0.0005 + 10 × 0.001 = 0.015.
    assert.equal(penaltyFactor(resolvePenaltyRule(rule), 20, 40).toString(), '0.015');
  });

  test('stops at settlement', () => {
    // Settled after 10 days: 10,000 × 0.0005 × 10 = 50.00 however late asOf is.
    assert.equal(
      penaltyInterest({ amount: 10_000, dueDate: '2024-01-01', asOf: '2024-06-01', settledOn: '2024-01-11' }).toFixed(
        2,
      ),
      '50.00',
    );
  });

  test('bad rules', () => {
    assert.throws(
      () => resolvePenaltyRule({ dailyRate: '1' }),
      (e: FinanceInputError) => e.field === 'penalty.dailyRate' && /100 %/.test(e.message),
    );
    assert.throws(
      () => resolvePenaltyRule({ dailyRate: '-0.001' }),
      (e: FinanceInputError) => e.field === 'penalty.dailyRate',
    );
    assert.throws(
      () => resolvePenaltyRule({ dailyRate: '0.001', graceDays: 1.5 }),
      (e: FinanceInputError) => e.field === 'penalty.graceDays',
    );
    assert.throws(
      () => resolvePenaltyRule({ dailyRate: '0.001', tiers: [{ fromDay: 0, dailyRate: 1 }] }),
      (e: FinanceInputError) => e.field === 'penalty.tiers[0].fromDay',
    );
    assert.throws(
      () => penaltyInterest({ amount: -1, dueDate: '2024-01-01', asOf: '2024-01-31' }),
      (e: FinanceInputError) => e.field === 'amount',
    );
  });
});
