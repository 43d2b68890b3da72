import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type Decimal from 'decimal.js';
import fc from 'fast-check';
import { D, roundMoney, toUnits } from './money';
import { buildTimeline, intervalBasis, ratePlan } from './rates';
import { generateSchedule, levelPayment, type Schedule, scheduleTotals, uniformLevelRentUnits } from './schedule';
import { type LeaseTerms, resolveTerms } from './terms';

const m = (x: Decimal) => x.toFixed(2);
/** Rows as [rent, principal, interest, opening, closing] strings. */
const table = (s: Schedule) =>
  s.rows.map((r) => [m(r.rent), m(r.principal), m(r.interest), m(r.openingBalance), m(r.closingBalance)]);

function checkInvariants(s: Schedule) {
  for (const r of s.rows) {
    assert.equal(m(r.rent), m(r.principal.plus(r.interest)), `row ${r.period}: rent = principal + interest`);
    assert.equal(
      m(r.closingBalance),
      m(r.openingBalance.minus(r.principal)),
      `row ${r.period}: closing = opening − principal`,
    );
  }
  assert.equal(m(s.rows.at(-1)!.closingBalance), m(s.residual));
  assert.equal(m(scheduleTotals(s).principal), m(s.terms.principal.minus(s.residual)));
}

// DOMAIN.md §2 test vectors: P = 1,000,000, 6 %, monthly, 12 periods, half-up to 分.
const DOMAIN = {
  principal: 1_000_000,
  annualRate: '0.06',
  periods: 12,
  frequencyMonths: 1,
  startDate: '2024-01-31',
} as const;

describe('DOMAIN.md vectors', () => {
  test('后付 等额租金 (equal rent in arrears)', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', payIn: 'ARREARS' });
    assert.equal(m(s.levelRent!), '86066.43');
    assert.deepEqual(table(s)[0], ['86066.43', '81066.43', '5000.00', '1000000.00', '918933.57']);
    assert.equal(m(s.rows[11].rent), '86066.42');
    assert.equal(m(scheduleTotals(s).interest), '32797.15');
    checkInvariants(s);
  });

  test('先付 等额租金 (equal rent in advance)', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', payIn: 'ADVANCE' });
    assert.equal(m(s.levelRent!), '85638.24');
    assert.equal(m(s.rows[0].interest), '0.00');
    assert.equal(m(s.rows[0].principal), '85638.24');
    assert.equal(m(scheduleTotals(s).interest), '27658.86');
    checkInvariants(s);
  });

  test('等额本金 (equal principal)', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_PRINCIPAL' });
    for (let k = 0; k < 11; k++) assert.equal(m(s.rows[k].principal), '83333.33');
    assert.equal(m(s.rows[11].principal), '83333.37');
    assert.equal(m(s.rows[0].rent), '88333.33');
    assert.equal(m(s.rows[11].rent), '83750.04');
    assert.equal(m(scheduleTotals(s).interest), '32500.00');
    checkInvariants(s);
  });

  test('平息 (flat) 6 %, 1 year', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'FLAT' });
    assert.equal(m(scheduleTotals(s).interest), '60000.00');
    // 60,000 / 12 = 5,000.00 every row; principal 83,333.33 (last 83,333.37) as for equal principal.
    for (const r of s.rows) assert.equal(m(r.interest), '5000.00');
    assert.equal(m(s.rows[11].principal), '83333.37');
    checkInvariants(s);
  });
});

// Independently derived vectors. Each figure was computed by hand from the closed formulas below
// and cross-checked with a separate Python `decimal` implementation of the row recursion
// (interest = round_half_up(opening × r, 0.01); last row principal = opening − residual).
// Base: P = 10,000, 12 % a year, monthly (r = 0.01), 3 periods, start 2024-01-31.
const BASE = {
  principal: 10_000,
  annualRate: '0.12',
  periods: 3,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  startDate: '2024-01-31',
} as const;
const run = (over: Partial<LeaseTerms>) => generateSchedule({ ...BASE, ...over } as LeaseTerms);

describe('derived vectors per method and option', () => {
  test('residual in arrears: P′ = P − FV/(1+r)^n', () => {
    // FV = 1,000: P′ = 10,000 − 1,000/1.030301 = 9,029.409852…; R = P′·r·1.030301/0.030301
    // = 3,070.199003… → 3,070.20. Row 1: I = 100.00, principal 2,970.20, balance 7,029.80; row 2:
    // I = 70.30; row 3: I = 40.30, principal = 4,029.90 − 1,000 = 3,029.90, rent 3,070.20.
    const s = run({ residual: 1000 });
    assert.deepEqual(table(s), [
      ['3070.20', '2970.20', '100.00', '10000.00', '7029.80'],
      ['3070.20', '2999.90', '70.30', '7029.80', '4029.90'],
      ['3070.20', '3029.90', '40.30', '4029.90', '1000.00'],
    ]);
    assert.equal(s.termEndDate, '2024-04-30');
    checkInvariants(s);
  });

  test('residual in advance: residual due one period after the last rent', () => {
    // R = (P·Q − FV)·r / ((1+r)(Q − 1)), Q = 1.01³ → 3,039.800993… → 3,039.80. Row 3 interest =
    // 3,990.00 × 0.01 + 1,000 × 0.01/1.01 = 39.90 + 9.90099 = 49.80099 → 49.80.
    const s = run({ residual: 1000, payIn: 'ADVANCE' });
    assert.deepEqual(table(s), [
      ['3039.80', '3039.80', '0.00', '10000.00', '6960.20'],
      ['3039.80', '2970.20', '69.60', '6960.20', '3990.00'],
      ['3039.80', '2990.00', '49.80', '3990.00', '1000.00'],
    ]);
    assert.equal(s.termEndDate, '2024-04-30');
    checkInvariants(s);
  });

  test('grace INTEREST_DEFERRED: interest capitalised, then equal rent on 10,100 over 2', () => {
    // Row 1: interest 100.00 capitalised (principal −100.00). R = 10,100·0.01·1.0201/0.0201
    // = 5,125.875621… → 5,125.88; row 2 I = 101.00; row 3 I = 50.75, rent 5,125.87.
    const s = run({ graceMonths: 1, graceType: 'INTEREST_DEFERRED' });
    assert.deepEqual(table(s), [
      ['0.00', '-100.00', '100.00', '10000.00', '10100.00'],
      ['5125.88', '5024.88', '101.00', '10100.00', '5075.12'],
      ['5125.87', '5075.12', '50.75', '5075.12', '0.00'],
    ]);
    checkInvariants(s);
  });

  test('grace INTEREST_FREE: nothing accrues, then equal rent on 10,000 over 2', () => {
    // R = 10,000·0.01·1.0201/0.0201 = 5,075.124378… → 5,075.12; last rent 5,024.88 + 50.25.
    const s = run({ graceMonths: 1, graceType: 'INTEREST_FREE' });
    assert.deepEqual(table(s), [
      ['0.00', '0.00', '0.00', '10000.00', '10000.00'],
      ['5075.12', '4975.12', '100.00', '10000.00', '5024.88'],
      ['5075.13', '5024.88', '50.25', '5024.88', '0.00'],
    ]);
  });

  test('grace PRINCIPAL (interest only) with equal principal', () => {
    // P = 12,000, 1 % a month, 4 periods, 1 grace month: row 1 interest 120.00 only; then 4,000.00
    // principal a row with interest 120.00, 80.00, 40.00.
    const s = run({ principal: 12_000, periods: 4, method: 'EQUAL_PRINCIPAL', graceMonths: 1, graceType: 'PRINCIPAL' });
    assert.deepEqual(table(s), [
      ['120.00', '0.00', '120.00', '12000.00', '12000.00'],
      ['4120.00', '4000.00', '120.00', '12000.00', '8000.00'],
      ['4080.00', '4000.00', '80.00', '8000.00', '4000.00'],
      ['4040.00', '4000.00', '40.00', '4000.00', '0.00'],
    ]);
  });

  test('flat with grace: interest-only, deferred and interest-free', () => {
    // P = 12,000, 10 % a year, quarterly, 4 periods (1 year), 3 grace months (1 period).
    const flat = (graceType: 'PRINCIPAL' | 'INTEREST_DEFERRED' | 'INTEREST_FREE') =>
      run({
        principal: 12_000,
        annualRate: '0.10',
        periods: 4,
        frequencyMonths: 3,
        method: 'FLAT',
        graceMonths: 3,
        graceType,
      });
    // Interest only: total 12,000 × 10 % × 1 = 1,200 over 4 rows = 300; principal 12,000/3 = 4,000.
    assert.deepEqual(
      table(flat('PRINCIPAL')).map((r) => [r[1], r[2]]),
      [
        ['0.00', '300.00'],
        ['4000.00', '300.00'],
        ['4000.00', '300.00'],
        ['4000.00', '300.00'],
      ],
    );
    // Deferred: the same 1,200 collected over the 3 amortising rows = 400.
    assert.deepEqual(
      table(flat('INTEREST_DEFERRED')).map((r) => r[2]),
      ['0.00', '400.00', '400.00', '400.00'],
    );
    // Interest-free: only 9 months charged, 12,000 × 10 % × 0.75 = 900 over 3 rows = 300.
    assert.deepEqual(
      table(flat('INTEREST_FREE')).map((r) => r[2]),
      ['0.00', '300.00', '300.00', '300.00'],
    );
  });

  test('IRREGULAR with some rents given: the rest solved as one level rent', () => {
    // 10,000 = 5,000/1.01 + X(1.01⁻² + 1.01⁻³) → X = 2,588.313432… → 2,588.31.
    const s = run({ method: 'IRREGULAR', rents: [5000, null, null] });
    assert.equal(m(s.levelRent!), '2588.31');
    assert.deepEqual(table(s), [
      ['5000.00', '4900.00', '100.00', '10000.00', '5100.00'],
      ['2588.31', '2537.31', '51.00', '5100.00', '2562.69'],
      ['2588.32', '2562.69', '25.63', '2562.69', '0.00'],
    ]);
  });

  test('IRREGULAR with every rent given: the rate is solved', () => {
    // 10,000 = Σ 3,500/(1+i)^k, k = 1..3 → i = 0.024797547619… (bisection), annual = 12 i
    // = 0.297570571430…; the rows then reproduce the rents exactly.
    const s = generateSchedule({
      principal: 10_000,
      periods: 3,
      frequencyMonths: 1,
      method: 'IRREGULAR',
      startDate: '2024-01-31',
      rents: [3500, '3500', 3500],
    });
    assert.equal(s.annualRate.toSignificantDigits(12).toString(), '0.297570571431');
    assert.deepEqual(table(s), [
      ['3500.00', '3252.02', '247.98', '10000.00', '6747.98'],
      ['3500.00', '3332.67', '167.33', '6747.98', '3415.31'],
      ['3500.00', '3415.31', '84.69', '3415.31', '0.00'],
    ]);
  });

  test('IRREGULAR with principals given: the rest split evenly', () => {
    // (10,000 − 5,000)/2 = 2,500 each; interest 1 % of the opening balance.
    const s = run({ method: 'IRREGULAR', principals: [5000, null, null] });
    assert.deepEqual(
      table(s).map((r) => [r[0], r[1], r[2]]),
      [
        ['5100.00', '5000.00', '100.00'],
        ['2550.00', '2500.00', '50.00'],
        ['2525.00', '2500.00', '25.00'],
      ],
    );
  });

  test('ACT/365 and ACT/360: interest by actual days', () => {
    // Due 29 Feb, 31 Mar, 30 Apr 2024: 29, 31, 30 days. 7.3 %/365 = 7.2 %/360 = 0.0002 a day, so
    // r = 0.0058, 0.0062, 0.0060 in both cases. R = P / Σ Π(1+rⱼ)⁻¹ = 3,373.188083… → 3,373.19.
    for (const [annualRate, dayBasis] of [
      ['0.073', 'ACT/365'],
      ['0.072', 'ACT/360'],
    ] as const) {
      const s = run({ annualRate, dayBasis });
      assert.deepEqual(table(s), [
        ['3373.19', '3315.19', '58.00', '10000.00', '6684.81'],
        ['3373.19', '3331.74', '41.45', '6684.81', '3353.07'],
        ['3373.19', '3353.07', '20.12', '3353.07', '0.00'],
      ]);
    }
  });

  test('broken first period: actual days or whole period', () => {
    // Start 10 Jan, first due 20 Feb: 30E/360 counts 40 days, r₁ = 12 % × 40/360 = 0.013333…;
    // R = P / [v₁ + v₁v + v₁v²] = 3,411.442966… → 3,411.44, row 1 interest 133.33.
    const days = run({ startDate: '2024-01-10', firstDueDate: '2024-02-20' });
    assert.deepEqual(
      days.rows.map((r) => r.dueDate),
      ['2024-02-20', '2024-03-20', '2024-04-20'],
    );
    assert.deepEqual(table(days)[0], ['3411.44', '3278.11', '133.33', '10000.00', '6721.89']);
    // WHOLE_PERIOD: every row at r = 0.01: R = 10,000·0.01·1.030301/0.030301 = 3,400.221… → 3,400.22.
    const whole = run({ startDate: '2024-01-10', firstDueDate: '2024-02-20', firstPeriodInterest: 'WHOLE_PERIOD' });
    assert.deepEqual(table(whole)[0], ['3400.22', '3300.22', '100.00', '10000.00', '6699.78']);
  });

  test('frequencies 2, 3, 4, 6 and 12 months', () => {
    // P = 1,000,000, 6 %: r = 0.06·m/12, R = P·r·Q/(Q − 1) with Q = (1+r)^n, rounded; the last rent
    // absorbs the residue. Figures from the closed formula (Python decimal, 40 digits).
    const cases = [
      [2, 6, '172548.37', '172548.35', '35290.20'],
      [3, 4, '259444.79', '259444.78', '37779.15'],
      [4, 3, '346754.67', '346754.68', '40264.02'],
      [6, 2, '522610.84', '522610.83', '45221.67'],
      [12, 3, '374109.81', '374109.82', '122329.44'],
    ] as const;
    for (const [frequencyMonths, periods, R, last, interest] of cases) {
      const s = generateSchedule({
        principal: 1_000_000,
        annualRate: '0.06',
        periods,
        frequencyMonths,
        method: 'EQUAL_RENT',
        startDate: '2024-01-31',
      });
      assert.equal(m(s.levelRent!), R, `m=${frequencyMonths}`);
      assert.equal(m(s.rows.at(-1)!.rent), last, `m=${frequencyMonths}`);
      assert.equal(m(scheduleTotals(s).interest), interest, `m=${frequencyMonths}`);
      checkInvariants(s);
    }
  });

  test('due dates keep the start day, clamped to month end', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', periods: 4, frequencyMonths: 1 });
    assert.deepEqual(
      s.rows.map((r) => r.dueDate),
      ['2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'],
    );
    const adv = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', periods: 3, payIn: 'ADVANCE' });
    assert.deepEqual(
      adv.rows.map((r) => r.dueDate),
      ['2024-01-31', '2024-02-29', '2024-03-31'],
    );
    assert.equal(adv.termEndDate, '2024-04-30');
    const q = generateSchedule({
      ...DOMAIN,
      method: 'EQUAL_RENT',
      periods: 3,
      frequencyMonths: 4,
      startDate: '2023-10-31',
    });
    assert.deepEqual(
      q.rows.map((r) => r.dueDate),
      ['2024-02-29', '2024-06-30', '2024-10-31'],
    );
  });

  test('rounding to 元 (YUAN): every amount whole yuan but the absorbing last row', () => {
    // R = 86,066.429707… → 86,066; row 1 interest 5,000, row 2 round(918,934 × 0.005 = 4,594.67) = 4,595;
    // last row: principal = 85,642, interest round(428.21) = 428, rent 86,070.
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', roundTo: 'YUAN' });
    assert.equal(s.levelRent!.toFixed(), '86066');
    assert.deepEqual(table(s)[1], ['86066.00', '81471.00', '4595.00', '918934.00', '837463.00']);
    assert.deepEqual(table(s)[11], ['86070.00', '85642.00', '428.00', '85642.00', '0.00']);
    assert.equal(m(scheduleTotals(s).interest), '32796.00');
    checkInvariants(s);
  });

  test('HALF_UP vs HALF_EVEN on an exact tie', () => {
    // 1,001 × 0.005 = 5.005 exactly: half-up 5.01, half-even 5.00.
    const up = generateSchedule({
      principal: 1001,
      annualRate: '0.06',
      periods: 1,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      startDate: '2024-01-15',
    });
    const even = generateSchedule({
      principal: 1001,
      annualRate: '0.06',
      periods: 1,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      startDate: '2024-01-15',
      rounding: 'HALF_EVEN',
    });
    assert.equal(m(up.rows[0].interest), '5.01');
    assert.equal(m(even.rows[0].interest), '5.00');
  });

  test('deposit offset against the last rents, or refunded', () => {
    // Deposit 100,000 against the DOMAIN schedule: last rent 86,066.42 fully, then 13,933.58 of row 11.
    const off = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', deposit: 100_000, depositUse: 'OFFSET_LAST' });
    assert.equal(m(off.rows[11].depositOffset), '86066.42');
    assert.equal(m(off.rows[10].depositOffset), '13933.58');
    assert.equal(m(off.rows[9].depositOffset), '0.00');
    assert.equal(m(off.depositRefund), '0.00');
    const refund = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', deposit: 100_000 });
    assert.equal(m(refund.depositRefund), '100000.00');
    assert.ok(refund.rows.every((r) => r.depositOffset.isZero()));
  });

  test('fee up front or spread', () => {
    const up = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', fee: 10_000 });
    assert.equal(m(up.upfrontFee), '10000.00');
    assert.ok(up.rows.every((r) => r.fee.isZero()));
    // 10,000 / 12 = 833.33 for 11 rows, 833.37 in the last.
    const spread = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', fee: 10_000, feeMode: 'SPREAD' });
    assert.equal(m(spread.upfrontFee), '0.00');
    assert.equal(m(spread.rows[0].fee), '833.33');
    assert.equal(m(spread.rows[11].fee), '833.37');
    assert.equal(m(scheduleTotals(spread).fee), '10000.00');
    // Rents are unchanged by the fee.
    assert.equal(m(spread.rows[0].rent), '86066.43');
  });

  test('pre-lease interest (租前息) from disbursement to lease start', () => {
    // ACT/365: 1,000,000 × 6 % × 30/365 = 4,931.506849… → 4,931.51.
    const act = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', valueDate: '2024-01-01', dayBasis: 'ACT/365' });
    assert.equal(m(act.preLeaseInterest), '4931.51');
    // 30E/360 from 1 Jan to 31 Jan counts 29 days: 1,000,000 × 6 % × 29/360 = 4,833.33.
    const d360 = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', valueDate: '2024-01-01' });
    assert.equal(m(d360.preLeaseInterest), '4833.33');
  });

  test('zero rate: R = P/n', () => {
    const s = generateSchedule({
      principal: 1000,
      annualRate: 0,
      periods: 3,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      startDate: '2024-01-15',
    });
    assert.deepEqual(
      table(s).map((r) => r[0]),
      ['333.33', '333.33', '333.34'],
    );
    assert.ok(s.rows.every((r) => r.interest.isZero()));
  });

  test('DOMAIN 365-day variant of the period rate', () => {
    // (1 + 0.06·365/4320) − 1 = 0.0050694444…; quarterly: (1.0050694…)³ − 1 = 0.0152855614…
    const monthly = resolveTerms({ ...DOMAIN, method: 'EQUAL_RENT', periodRateRule: 'RATE_365_VARIANT' });
    const tl = buildTimeline(monthly);
    assert.equal(
      ratePlan(monthly, monthly.annualRate!, intervalBasis(monthly, tl)).periodRate.toSignificantDigits(10).toString(),
      '0.005069444444',
    );
    const q = generateSchedule({
      ...DOMAIN,
      periods: 4,
      frequencyMonths: 3,
      method: 'EQUAL_RENT',
      periodRateRule: 'RATE_365_VARIANT',
    });
    assert.equal(q.periodRate.toSignificantDigits(10).toString(), '0.01528556142');
  });

  test('the fixed-point closed form of the level rent agrees with discounting period by period', () => {
    // uniformLevelRentUnits (BigInt, closed form) against levelPayment's general path (an all-null
    // "fixed" list forces the interval-by-interval sum in Decimal), rounded the same way.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2999 }),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom(1, 3, 12),
        fc.constantFrom('ARREARS', 'ADVANCE'),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('HALF_UP', 'HALF_EVEN'),
        fc.constantFrom('CENT', 'YUAN'),
        (bp, periods, frequencyMonths, payIn, residualPct, grace, rounding, roundTo) => {
          const g = Math.min(grace, periods - 1);
          const t = resolveTerms({
            principal: 1_234_567.89,
            annualRate: new D(bp).div(10000),
            periods,
            frequencyMonths,
            method: 'EQUAL_RENT',
            payIn: payIn as 'ARREARS',
            startDate: '2024-01-31',
            residual: new D(1_234_567.89).times(residualPct).div(100).toDecimalPlaces(2),
            graceMonths: g * frequencyMonths,
            rounding: rounding as 'HALF_UP',
            roundTo: roundTo as 'CENT',
          });
          const plan = ratePlan(t, t.annualRate!, intervalBasis(t, buildTimeline(t)));
          const fast = uniformLevelRentUnits(123_456_789, plan, g, periods, toUnits(t.residual, 2), t.rounding);
          const slow = roundMoney(
            levelPayment(t.principal, plan, g, periods, t.residual, new Array(periods).fill(null)),
            t.rounding,
          );
          assert.equal(fast, toUnits(slow, 2));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('DOMAIN.md §2–3 conventions: purchase price, first due date, month ends', () => {
  const dates = (s: Schedule) => s.rows.map((r) => r.dueDate);

  test('留购价款 is nominal: the rents stay DOMAIN’s, the schedule ends on 0, the price is the last row’s own line', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', purchasePrice: 1000 });
    assert.equal(m(s.levelRent!), '86066.43'); // a balloon of 1,000 would give 85,985.36
    assert.equal(m(s.rows.at(-1)!.closingBalance), '0.00');
    assert.equal(m(scheduleTotals(s).principal), '1000000.00');
    assert.deepEqual(
      s.rows.map((r) => m(r.purchasePrice)),
      [...new Array(11).fill('0.00'), '1000.00'],
    );
    checkInvariants(s);
    // A residual is another term: it is amortised against (85,985.36) and left as the last balance.
    const balloon = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', residual: 1000 });
    assert.equal(m(balloon.levelRent!), '85985.36');
    assert.equal(m(balloon.rows.at(-1)!.purchasePrice), '0.00');
  });

  test('a start on a month’s last day keeps every due date on the last day', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', startDate: '2025-04-30', periods: 4 });
    assert.deepEqual(dates(s), ['2025-05-31', '2025-06-30', '2025-07-31', '2025-08-31']);
    const feb = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', startDate: '2025-02-28', periods: 3 });
    assert.deepEqual(dates(feb), ['2025-03-31', '2025-04-30', '2025-05-31']);
  });

  test('otherwise the day is kept and clamped, every date from the anchor (never chained)', () => {
    const s = generateSchedule({ ...DOMAIN, method: 'EQUAL_RENT', startDate: '2024-12-30', periods: 3 });
    assert.deepEqual(dates(s), ['2025-01-30', '2025-02-28', '2025-03-30']);
  });

  test('the first due date on the terms: every later date from it, month ends kept', () => {
    const given = generateSchedule({
      ...DOMAIN,
      method: 'EQUAL_RENT',
      startDate: '2025-01-10',
      firstDueDate: '2025-02-15',
      periods: 3,
    });
    assert.deepEqual(dates(given), ['2025-02-15', '2025-03-15', '2025-04-15']);
    const monthEnd = generateSchedule({
      ...DOMAIN,
      method: 'EQUAL_RENT',
      startDate: '2025-01-10',
      firstDueDate: '2025-02-28',
      periods: 3,
    });
    assert.deepEqual(dates(monthEnd), ['2025-02-28', '2025-03-31', '2025-04-30']);
    // In advance the first rent is due on the start date; naming it is allowed, another date is not.
    const advance = generateSchedule({
      ...DOMAIN,
      method: 'EQUAL_RENT',
      payIn: 'ADVANCE',
      startDate: '2025-04-30',
      firstDueDate: '2025-04-30',
      periods: 3,
    });
    assert.deepEqual(dates(advance), ['2025-04-30', '2025-05-31', '2025-06-30']);
  });
});
