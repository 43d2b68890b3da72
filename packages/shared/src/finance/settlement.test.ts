import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { allocatePayments, instalmentsFromSchedule } from './allocation';
import type { FinanceInputError } from './errors';
import { D } from './money';
import { generateSchedule } from './schedule';
import { quoteEarlySettlement } from './settlement';

// DOMAIN schedule (1,000,000 at 6 %, 12 months from 2024-01-31). Balances by hand (row recursion):
// after row 3 755,582.69; row 4 interest = round(755,582.69 × 0.005 = 3,777.913) = 3,777.91.
const DOMAIN = {
  principal: 1_000_000,
  annualRate: '0.06',
  periods: 12,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  startDate: '2024-01-31',
} as const;
const s = generateSchedule({ ...DOMAIN, deposit: 50_000 });
const paidThrough = (k: number) =>
  s.rows.slice(0, k).map((r) => ({ id: `p${r.period}`, date: r.dueDate, amount: r.rent }));

describe('early settlement quote', () => {
  test('on a due date after paying everything due', () => {
    const date = '2024-04-30';
    const servicing = allocatePayments(instalmentsFromSchedule(s), paidThrough(3), {
      disbursementDate: '2024-01-31',
      asOf: date,
    });
    const q = quoteEarlySettlement({ schedule: s, date, servicing, breakFeeRate: '0.02' });
    assert.equal(q.remainingPrincipal.toFixed(2), '755582.69');
    assert.equal(q.accruedInterest.toFixed(2), '0.00');
    assert.equal(q.overdueRent.toFixed(2), '0.00');
    assert.equal(q.breakFee.toFixed(2), '15111.65'); // 755,582.69 × 2 % = 15,111.6538
    assert.equal(q.deposit.toFixed(2), '50000.00');
    // 755,582.69 + 15,111.65 − 50,000 = 720,694.34
    assert.equal(q.total.toFixed(2), '720694.34');
  });

  test('accrued interest: none, pro rata, full period', () => {
    // 15 May: 15 of the 31 days from 30 April to 31 May; 3,777.91 × 15/31 = 1,828.0210 → 1,828.02.
    const base = { schedule: s, date: '2024-05-15' };
    assert.equal(quoteEarlySettlement({ ...base, accruedInterest: 'NONE' }).accruedInterest.toFixed(2), '0.00');
    assert.equal(quoteEarlySettlement({ ...base, accruedInterest: 'PRO_RATA' }).accruedInterest.toFixed(2), '1828.02');
    assert.equal(
      quoteEarlySettlement({ ...base, accruedInterest: 'FULL_PERIOD' }).accruedInterest.toFixed(2),
      '3777.91',
    );
  });

  test('overdue rent and penalty', () => {
    // Period 3 (86,066.43 due 30 April) unpaid; 10 May is 10 days late:
    // penalty 86,066.43 × 0.0005 × 10 = 430.33215 → 430.33.
    const date = '2024-05-10';
    const servicing = allocatePayments(instalmentsFromSchedule(s), paidThrough(2), {
      disbursementDate: '2024-01-31',
      asOf: date,
    });
    const q = quoteEarlySettlement({ schedule: s, date, servicing, accruedInterest: 'NONE' });
    assert.equal(q.overdueRent.toFixed(2), '86066.43');
    assert.equal(q.penalty.toFixed(2), '430.33');
    // 755,582.69 + 86,066.43 + 430.33 − 50,000 deposit = 792,079.45
    assert.equal(q.total.toFixed(2), '792079.45');
  });

  test('purchase price and credit', () => {
    // 留购价款 is nominal: the rents are DOMAIN's (86,066.43), the schedule ends on 0, and the 100.00 is its own line.
    const withPrice = generateSchedule({ ...DOMAIN, purchasePrice: 100 });
    assert.equal(withPrice.rows[0].rent.toFixed(2), '86066.43');
    assert.equal(withPrice.rows[11].closingBalance.toFixed(2), '0.00');
    assert.equal(withPrice.rows[11].purchasePrice.toFixed(2), '100.00');
    const date = withPrice.rows[5].dueDate;
    const pays = withPrice.rows.slice(0, 6).map((r) => ({ id: `p${r.period}`, date: r.dueDate, amount: r.rent }));
    pays.push({ id: 'extra', date, amount: new D(500) });
    const servicing = allocatePayments(instalmentsFromSchedule(withPrice), pays, {
      disbursementDate: '2024-01-31',
      asOf: date,
    });
    const q = quoteEarlySettlement({ schedule: withPrice, date, servicing });
    assert.equal(q.purchasePrice.toFixed(2), '100.00');
    assert.equal(q.credit.toFixed(2), '500.00');
    assert.equal(q.remainingPrincipal.toFixed(2), withPrice.rows[5].closingBalance.toFixed(2));
    assert.equal(q.total.toFixed(2), withPrice.rows[5].closingBalance.plus(100).minus(500).toFixed(2));
  });

  test('a residual (余值) is principal still owed: in the remaining principal, not a purchase price', () => {
    const withResidual = generateSchedule({ ...DOMAIN, residual: 100_000 });
    assert.equal(withResidual.rows[11].closingBalance.toFixed(2), '100000.00');
    const date = withResidual.rows[5].dueDate;
    const q = quoteEarlySettlement({ schedule: withResidual, date });
    assert.equal(q.purchasePrice.toFixed(2), '0.00');
    assert.equal(q.remainingPrincipal.toFixed(2), withResidual.rows[5].closingBalance.toFixed(2));
    // The replay bills the residual with the last rent.
    assert.equal(
      instalmentsFromSchedule(withResidual)[11].principal.toString(),
      withResidual.rows[11].openingBalance.toString(),
    );
  });

  test('bad input', () => {
    assert.throws(
      () => quoteEarlySettlement({ schedule: s, date: '2024-01-01' }),
      (e: FinanceInputError) => e.field === 'date',
    );
    assert.throws(
      () => quoteEarlySettlement({ schedule: s, date: '2024-13-01' }),
      (e: FinanceInputError) => e.field === 'date',
    );
    assert.throws(
      () => quoteEarlySettlement({ schedule: s, date: '2024-05-01', breakFeeRate: -1 }),
      (e: FinanceInputError) => e.field === 'breakFeeRate',
    );
    const sv = allocatePayments(instalmentsFromSchedule(s), [], { disbursementDate: '2024-01-31', asOf: '2024-04-30' });
    assert.throws(
      () => quoteEarlySettlement({ schedule: s, date: '2024-05-01', servicing: sv }),
      (e: FinanceInputError) => e.field === 'servicing',
    );
  });

  test('WAVE3-BRIEF §2.3 worked example: 15 days into period 7, 2 % break fee, a nominal price, the deposit offset', () => {
    // 1,000,000 at 6 %, 12 monthly rents from 2025-01-15 (R = 86,066.43), periods 1–6 paid on time; period 7 runs
    // 07-15 → 08-15 (31 days); quote on 07-30: remaining 507,480.75; accrued 2,537.40 × 15/31 = 1,227.77; break fee
    // 2 % = 10,149.62; price 100.00; deposit 50,000.00 → 468,958.14.
    const sch = generateSchedule({ ...DOMAIN, startDate: '2025-01-15', deposit: 50_000, purchasePrice: 100 });
    const pays = sch.rows.slice(0, 6).map((r) => ({ id: `p${r.period}`, date: r.dueDate, amount: r.rent }));
    const servicing = allocatePayments(instalmentsFromSchedule(sch), pays, {
      disbursementDate: '2025-01-15',
      asOf: '2025-07-30',
    });
    const q = quoteEarlySettlement({ schedule: sch, date: '2025-07-30', servicing, breakFeeRate: '0.02' });
    assert.deepEqual(
      [q.remainingPrincipal, q.accruedInterest, q.breakFee, q.purchasePrice, q.deposit, q.total].map((x) =>
        x.toFixed(2),
      ),
      ['507480.75', '1227.77', '10149.62', '100.00', '50000.00', '468958.14'],
    );
    assert.equal(sch.rows[6].interest.toFixed(2), '2537.40');
  });
});
