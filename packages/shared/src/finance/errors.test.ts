import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { allocatePayments } from './allocation';
import { l } from '../resources/localized';
import { FinanceInputError, isFinanceInputError } from './errors';
import { generateSchedule } from './schedule';
import type { LeaseTerms } from './terms';

const OK: LeaseTerms = {
  principal: 10_000,
  annualRate: '0.12',
  periods: 3,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  startDate: '2024-01-31',
};

function rejects(over: Record<string, unknown>, field: string, pattern?: RegExp, zh?: string) {
  assert.throws(
    () => generateSchedule({ ...OK, ...over } as LeaseTerms),
    (e: unknown) => {
      assert.ok(e instanceof FinanceInputError, `expected FinanceInputError, got ${String(e)}`);
      assert.equal(e.name, 'FinanceInputError');
      assert.equal(e.field, field);
      assert.ok(e.message.startsWith(field.replace(/\[.*$/, '')), `message names the field: "${e.message}"`);
      if (pattern) assert.match(e.message, pattern);
      if (zh) assert.equal(e.problem['zh-CN'], zh);
      // Every problem has its Chinese (no English left in it beyond codes and numbers).
      assert.doesNotMatch(e.problem['zh-CN'], /\b(must|is|are|be|not)\b/);
      return true;
    },
  );
}

describe('bad input throws FinanceInputError naming the field', () => {
  test('the error', () => {
    const e = new FinanceInputError('principal', l('必须大于 0', 'must be greater than 0'));
    // The problem in both languages for a label to precede; the message stays English after the wire name.
    assert.deepEqual(e.problem, { 'zh-CN': '必须大于 0', 'en-US': 'must be greater than 0' });
    assert.equal(e.message, 'principal must be greater than 0');
    assert.equal(e.status, 400);
    assert.ok(isFinanceInputError(e));
    assert.ok(e instanceof Error);
  });

  test('principal', () => {
    rejects({ principal: -1 }, 'principal', /^principal must be greater than 0$/);
    rejects({ principal: 0 }, 'principal', /^principal must be greater than 0$/);
    rejects({ principal: '0.001' }, 'principal', /2 decimal places/, '最多两位小数');
    rejects({ principal: 'ten' }, 'principal');
    rejects({ principal: Number.NaN }, 'principal');
    rejects({ principal: undefined }, 'principal', /required/);
    rejects({ principal: '1e3' }, 'principal');
    rejects({ principal: '0.001' }, 'principal', /2 decimal places/);
    rejects({ principal: 2_000_000_000_000 }, 'principal', /at most/);
  });

  test('rate', () => {
    rejects({ annualRate: 1 }, 'annualRate', /less than 100 %/);
    rejects({ annualRate: '1.5' }, 'annualRate', /less than 100 %/);
    rejects({ annualRate: -0.01 }, 'annualRate', /negative/);
    rejects({ annualRate: undefined }, 'annualRate', /required/);
  });

  test('periods and frequency', () => {
    rejects({ periods: 0 }, 'periods');
    rejects({ periods: -3 }, 'periods');
    rejects({ periods: 1.5 }, 'periods');
    rejects({ periods: 5000 }, 'periods');
    rejects({ frequencyMonths: 5 }, 'frequencyMonths', /1, 2, 3, 4, 6, 12/);
    rejects({ frequencyMonths: 0 }, 'frequencyMonths');
  });

  test('dates', () => {
    rejects({ startDate: '2023-02-29' }, 'startDate');
    rejects({ startDate: '2024-1-5' }, 'startDate');
    rejects({ startDate: 'tomorrow' }, 'startDate');
    rejects({ startDate: undefined }, 'startDate');
    rejects({ firstDueDate: '2024-01-15' }, 'firstDueDate', /after startDate/);
    rejects({ firstDueDate: '2024-06-15' }, 'firstDueDate', /two periods/);
    rejects({ firstDueDate: '2024-02-15', payIn: 'ADVANCE' }, 'firstDueDate');
    rejects({ valueDate: '2024-02-15' }, 'valueDate');
  });

  test('enums', () => {
    rejects({ method: 'BALLOON' }, 'method');
    rejects({ payIn: 'SOMETIME' }, 'payIn');
    rejects({ dayBasis: 'ACT/ACT' }, 'dayBasis');
    rejects({ graceType: 'NONE', graceMonths: 1 }, 'graceType');
    rejects({ rounding: 'DOWN' }, 'rounding');
    rejects({ roundTo: 'JIAO' }, 'roundTo');
    rejects({ depositUse: 'KEEP' }, 'depositUse');
    rejects({ feeMode: 'LATER' }, 'feeMode');
  });

  test('residual, deposit, fee, grace', () => {
    rejects({ residual: 10_000 }, 'residual', /less than principal/);
    rejects({ residual: -1 }, 'residual', /negative/);
    rejects({ deposit: -1 }, 'deposit', /negative/);
    rejects({ fee: -1 }, 'fee', /negative/);
    rejects({ graceMonths: 3 }, 'graceMonths', /shorter/);
    rejects({ graceMonths: 1, frequencyMonths: 3, periods: 4 }, 'graceMonths', /multiple/);
    rejects({ graceMonths: -1 }, 'graceMonths');
  });

  test('irregular rents and principals', () => {
    rejects({ method: 'IRREGULAR' }, 'rents', /required/);
    rejects({ method: 'IRREGULAR', rents: [1, 2] }, 'rents', /one entry per period/);
    rejects({ method: 'IRREGULAR', rents: [1, -2, null] }, 'rents[1]', /negative/);
    // Rents that cannot repay the principal: 3 × 3,000 = 9,000 < 10,000.
    rejects({ method: 'IRREGULAR', annualRate: undefined, rents: [3000, 3000, 3000] }, 'rents', /cannot repay/);
    // Rents implying ≥ 100 % a year.
    rejects({ method: 'IRREGULAR', annualRate: undefined, rents: [4000, 4000, 4000] }, 'rents', /100 %/);
    // Given rents already overpay: the missing one would be negative.
    rejects({ method: 'IRREGULAR', rents: [11_000, null, 100] }, 'rents', /negative/);
    rejects({ method: 'IRREGULAR', principals: [4000, 4000, 4000] }, 'principals', /add up/);
    rejects({ method: 'IRREGULAR', principals: [6000, 6000, null] }, 'principals', /more than/);
    rejects({ method: 'IRREGULAR', rents: [1, null, 1], principals: [1, null, 1] }, 'rents', /both/);
    rejects({ method: 'IRREGULAR', rents: [null, null, null], graceMonths: 1 }, 'graceMonths');
  });

  test('a payment dated before disbursement', () => {
    assert.throws(
      () =>
        allocatePayments([], [{ id: 'x', date: '2023-12-31', amount: 1 }], {
          disbursementDate: '2024-01-01',
          asOf: '2024-02-01',
        }),
      (e: FinanceInputError) =>
        e.field === 'payments[0].date' && e.message.startsWith('payments[0].date must not be before'),
    );
  });
});
