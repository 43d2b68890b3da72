import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bondPayments } from './bond';

const abs = {
  issueDate: '2025-06-15',
  maturityDate: '2028-06-15',
  outstanding: '200000000',
  couponRate: '3.2',
  couponFreq: 'SEMI_ANNUAL',
};

test('semi-annual coupons of 200,000,000 at 3.2 %: 3,200,000 each, the principal with the last', () => {
  const all = bondPayments(abs, '2025-01-01', '2029-01-01');
  assert.deepEqual(all.slice(0, 2), [
    { date: '2025-12-15', amount: '3200000.00' },
    { date: '2026-06-15', amount: '3200000.00' },
  ]);
  assert.equal(all.length, 6);
  assert.deepEqual(all.at(-1), { date: '2028-06-15', amount: '203200000.00' });
  // A term not of whole periods: the last, short, coupon by its days (2027-12-15 → 2028-03-15, 91 days:
  // 200,000,000 × 3.2 % × 91 / 365 = 1,595,616.44).
  const short = bondPayments({ ...abs, maturityDate: '2028-03-15' }, '2028-01-01', '2028-12-31');
  assert.deepEqual(short, [{ date: '2028-03-15', amount: '201595616.44' }]);
  assert.deepEqual(
    bondPayments(abs, '2026-01-01', '2026-12-31').map((p) => p.date),
    ['2026-06-15', '2026-12-15'],
  );
});

test('one payment at maturity: principal and the whole term’s interest', () => {
  const cp = {
    issueDate: '2026-01-10',
    maturityDate: '2026-10-07',
    outstanding: '100000000',
    couponRate: '2.5',
    couponFreq: 'AT_MATURITY',
  };
  // 270 days: 100,000,000 × 2.5 % × 270 / 365 = 1,849,315.07.
  assert.deepEqual(bondPayments(cp, '2026-01-01', '2026-12-31'), [{ date: '2026-10-07', amount: '101849315.07' }]);
});
