import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FinanceInputError } from './errors';
import { restructureSchedule } from './restructure';
import { generateSchedule, scheduleTotals } from './schedule';

// DOMAIN schedule; balance after row 6 = 507,480.75 (row recursion by hand / Python decimal).
const s = generateSchedule({
  principal: 1_000_000,
  annualRate: '0.06',
  periods: 12,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  startDate: '2024-01-31',
});

describe('extension / restructuring', () => {
  test('from period 7: 12 new periods at 4.8 %', () => {
    // R = 507,480.75 × 0.004 × 1.004¹² / (1.004¹² − 1) = 43,397.651… → 43,397.65.
    const r = restructureSchedule({ schedule: s, fromPeriod: 7, periods: 12, annualRate: '0.048' });
    assert.equal(r.newPrincipal.toFixed(2), '507480.75');
    assert.equal(r.tail.levelRent!.toFixed(2), '43397.65');
    assert.equal(r.rows.length, 18);
    assert.deepEqual(r.rows.slice(0, 6), s.rows.slice(0, 6));
    assert.deepEqual(
      r.rows.map((x) => x.period),
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    // The tail starts on the due date of period 6; its first rent falls on the old period 7 date.
    assert.equal(r.tail.terms.startDate, s.rows[5].dueDate);
    assert.equal(r.rows[6].dueDate, s.rows[6].dueDate);
    assert.equal(r.rows[6].openingBalance.toFixed(2), '507480.75');
    assert.equal(scheduleTotals(r.tail).principal.toFixed(2), '507480.75');
    assert.equal(r.rows.at(-1)!.closingBalance.toFixed(2), '0.00');
  });

  test('WAVE3-BRIEF §2.2: from period 7, 12 monthly periods at 6.5 %, fee 1 % upfront', () => {
    // R' = 507,480.75 × r'(1+r')¹² / ((1+r')¹² − 1), r' = 0.065/12 = 43,793.77; the fee 1 % × 507,480.75 = 5,074.81.
    const fee = '5074.81';
    const r = restructureSchedule({ schedule: s, fromPeriod: 7, periods: 12, annualRate: '0.065', fee });
    assert.equal(r.tail.levelRent!.toFixed(2), '43793.77');
    const first = r.rows[6];
    assert.deepEqual(
      [first.interest.toFixed(2), first.principal.toFixed(2), first.closingBalance.toFixed(2)],
      ['2748.85', '41044.92', '466435.83'],
    );
    // The last rent absorbs the rounding residue.
    assert.equal(r.rows.at(-1)!.rent.toFixed(2), '43793.78');
    assert.equal(r.rows.at(-1)!.closingBalance.toFixed(2), '0.00');
    assert.equal(scheduleTotals(r.tail).interest.toFixed(2), '18044.50');
    assert.equal(r.tail.upfrontFee.toFixed(2), fee);
    // The old remaining interest (periods 7–12) was 8,917.82: the lessor earns 9,126.68 more.
    const old = s.rows.slice(6).reduce((a, x) => a.plus(x.interest), s.rows[0].interest.minus(s.rows[0].interest));
    assert.equal(old.toFixed(2), '8917.82');
  });

  test('WAVE3-BRIEF §2.4: LPR cut 6 % → 5.5 % from period 7, the same 6 periods', () => {
    const r = restructureSchedule({ schedule: s, fromPeriod: 7, periods: 6, annualRate: '0.055' });
    assert.equal(r.tail.levelRent!.toFixed(2), '85942.10');
    assert.equal(scheduleTotals(r.tail).interest.toFixed(2), '8171.85');
    assert.equal(r.rows.at(-1)!.dueDate, s.rows.at(-1)!.dueDate);
  });

  test('WAVE3-BRIEF §2.4: due day 15th → 25th from period 7 (30/360)', () => {
    // The brief's IOU runs from 2025-01-15: period 7 from 07-15 to 08-25 instead of 08-15, 40 days.
    const on15 = generateSchedule({
      principal: 1_000_000,
      annualRate: '0.06',
      periods: 12,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      startDate: '2025-01-15',
    });
    const r = restructureSchedule({ schedule: on15, fromPeriod: 7, periods: 6, firstDueDate: '2025-08-25' });
    // 507,480.75 × 6 % × 40/360 = 3,383.21 (instead of 2,537.40); the later periods run on the 25th, a month each.
    assert.equal(r.rows[6].openingBalance.toFixed(2), '507480.75');
    assert.equal(r.rows[6].interest.toFixed(2), '3383.21');
    assert.equal(r.rows[7].dueDate, '2025-09-25');
    assert.equal(r.rows.at(-1)!.dueDate, '2026-01-25');
    assert.equal(r.rows.at(-1)!.closingBalance.toFixed(2), '0.00');
  });

  test('hand-edited rents (租金计划调整): three reduced rents of 20,000, the rest solved as one level rent', () => {
    // 507,480.75 at 0.5 % a month: after 3 rents of 20,000 the balance is 454,830.58; the level rent over the last 3 is
    // 454,830.58 × 0.005 / (1 − 1.005⁻³) = 153,128.82.
    const r = restructureSchedule({
      schedule: s,
      fromPeriod: 7,
      periods: 6,
      rents: ['20000', '20000', '20000', null, null, null],
    });
    assert.deepEqual(
      r.rows.slice(6, 9).map((x) => [x.rent.toFixed(2), x.interest.toFixed(2), x.closingBalance.toFixed(2)]),
      [
        ['20000.00', '2537.40', '490018.15'],
        ['20000.00', '2450.09', '472468.24'],
        ['20000.00', '2362.34', '454830.58'],
      ],
    );
    assert.equal(r.tail.levelRent!.toFixed(2), '153128.82');
    assert.equal(r.rows.at(-1)!.closingBalance.toFixed(2), '0.00');
    // Every rent given: the rate they imply is solved (the brief's rents at 6 % give 6 % back).
    const all = restructureSchedule({ schedule: s, fromPeriod: 7, periods: 6, rents: Array(6).fill('86066.43') });
    assert.equal(all.tail.annualRate.times(100).toDecimalPlaces(2).toFixed(2), '6.00');
  });

  test('overdue interest and penalty capitalised or carried', () => {
    const overdue = { principal: 1000, interest: 200, penalty: 50 };
    // CAPITALISE: 507,480.75 + 1,250 = 508,730.75 → R = 43,504.545… → 43,504.55.
    const cap = restructureSchedule({
      schedule: s,
      fromPeriod: 7,
      periods: 12,
      annualRate: '0.048',
      overdue,
      overdueTreatment: 'CAPITALISE',
    });
    assert.equal(cap.newPrincipal.toFixed(2), '508730.75');
    assert.equal(cap.tail.levelRent!.toFixed(2), '43504.55');
    assert.equal(cap.carried.interest.toFixed(2), '0.00');
    // CARRY: overdue principal rolls in (508,480.75 → R = 43,483.166… → 43,483.17); interest and
    // penalty stay owed on their periods.
    const carry = restructureSchedule({
      schedule: s,
      fromPeriod: 7,
      periods: 12,
      annualRate: '0.048',
      overdue,
      overdueTreatment: 'CARRY',
    });
    assert.equal(carry.newPrincipal.toFixed(2), '508480.75');
    assert.equal(carry.tail.levelRent!.toFixed(2), '43483.17');
    assert.deepEqual([carry.carried.interest.toFixed(2), carry.carried.penalty.toFixed(2)], ['200.00', '50.00']);
  });

  test('new method, fee and the advance case', () => {
    const adv = generateSchedule({
      principal: 1_000_000,
      annualRate: '0.06',
      periods: 12,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      payIn: 'ADVANCE',
      startDate: '2024-01-31',
    });
    const r = restructureSchedule({
      schedule: adv,
      fromPeriod: 4,
      periods: 6,
      method: 'EQUAL_PRINCIPAL',
      fee: 1000,
      feeMode: 'SPREAD',
    });
    // After payment 3 (31 March) the balance accrues until the old period-4 date, 30 April.
    assert.equal(r.tail.terms.payIn, 'ARREARS');
    assert.equal(r.rows[3].dueDate, adv.rows[3].dueDate);
    assert.equal(r.newPrincipal.toFixed(2), adv.rows[2].closingBalance.toFixed(2));
    assert.equal(scheduleTotals(r.tail).fee.toFixed(2), '1000.00');
    assert.ok(r.tail.rows.every((x) => x.principal.eq(r.tail.rows[0].principal) || x.period === 6));
  });

  test('bad input', () => {
    assert.throws(
      () => restructureSchedule({ schedule: s, fromPeriod: 0, periods: 12 }),
      (e: FinanceInputError) => e.field === 'fromPeriod',
    );
    assert.throws(
      () => restructureSchedule({ schedule: s, fromPeriod: 13, periods: 12 }),
      (e: FinanceInputError) => e.field === 'fromPeriod',
    );
    assert.throws(
      () => restructureSchedule({ schedule: s, fromPeriod: 7, periods: 0 }),
      (e: FinanceInputError) => e.field === 'periods',
    );
    assert.throws(
      () => restructureSchedule({ schedule: s, fromPeriod: 7, periods: 12, annualRate: '1.2' }),
      (e: FinanceInputError) => e.field === 'annualRate',
    );
    assert.throws(
      () => restructureSchedule({ schedule: s, fromPeriod: 7, periods: 12, overdue: { interest: -1 } }),
      (e: FinanceInputError) => e.field === 'overdue.interest',
    );
  });
});
