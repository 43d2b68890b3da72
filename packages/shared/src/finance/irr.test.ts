import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lessorCashFlows, lessorReturns, scheduleIrr } from './cashflows';
import { FinanceInputError } from './errors';
import { effectiveAnnual, irr, nominalAnnual, periodicFromEffective, xirr } from './irr';
import { D } from './money';
import { generateSchedule } from './schedule';

const near = (
  actual: { minus(x: string): { abs(): { lt(x: string): boolean } }; toString(): string },
  expected: string,
  tol: string,
) => assert.ok(actual.minus(expected).abs().lt(tol), `${actual} ≉ ${expected} (±${tol})`);

describe('xirr', () => {
  test("Excel's documented example", () => {
    // Excel shows 0.373362535; the exact root (bisection at 40 digits in Python decimal) is
    // 0.37336253351883151030845…, Excel stops Newton slightly early.
    const r = xirr([
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ]);
    near(r, '0.373362535', '5e-9');
    near(r, '0.3733625335188315103', '1e-18');
  });

  test('one year apart: (1+r) = 1100/1000 with a 365-day exponent', () => {
    near(
      xirr([
        { date: '2023-01-01', amount: -1000 },
        { date: '2024-01-01', amount: 1100 },
      ]),
      '0.1',
      '1e-18',
    );
    // 2024 is a leap year: 366 days, so 1.1^(365/366) − 1 = 0.0997135859341… (Python decimal).
    near(
      xirr([
        { date: '2024-01-01', amount: -1000 },
        { date: '2025-01-01', amount: 1100 },
      ]),
      '0.0997135859341',
      '1e-12',
    );
  });

  test('converges from a poor guess (bracket fallback)', () => {
    const flows = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    near(xirr(flows, '-0.99'), '0.3733625335', '1e-10');
    near(xirr(flows, '50'), '0.3733625335', '1e-10');
  });

  test('360 flows', () => {
    // A monthly 30-year annuity whose XIRR is checked against its own NPV being ~0.
    const flows = [{ date: '2020-01-15', amount: '-1000000' }];
    for (let k = 1; k <= 360; k++) {
      const y = 2020 + Math.floor(k / 12);
      const mo = (k % 12) + 1;
      flows.push({ date: `${y}-${String(mo).padStart(2, '0')}-15`, amount: '6000' });
    }
    const r = xirr(flows);
    assert.ok(r.gt('0.05') && r.lt('0.07'), r.toString());
  });

  test('bad input', () => {
    assert.throws(
      () =>
        xirr([
          { date: '2020-01-01', amount: 100 },
          { date: '2021-01-01', amount: 100 },
        ]),
      (e: FinanceInputError) => e.field === 'cashFlows',
    );
    assert.throws(
      () =>
        xirr([
          { date: '2020-01-01', amount: -100 },
          { date: '2019-01-01', amount: 110 },
        ]),
      (e: FinanceInputError) => e.field === 'cashFlows[1].date',
    );
    assert.throws(
      () =>
        xirr([
          { date: '2020-13-01', amount: -100 },
          { date: '2021-01-01', amount: 110 },
        ]),
      (e: FinanceInputError) => e.field === 'cashFlows[0].date',
    );
  });
});

describe('irr', () => {
  test('simple cases', () => {
    near(irr([-100, 110]), '0.1', '1e-18');
    near(irr([-1000, 0, 1210]), '0.1', '1e-18');
  });

  test("Excel's IRR example", () => {
    // Excel docs: −70,000 then 12,000, 15,000, 18,000, 21,000 → −2.1 %; with 26,000 more → 8.7 %.
    // Exact roots (bisection, Python decimal): −0.0212448482734…, 0.0866309480365….
    near(irr([-70000, 12000, 15000, 18000, 21000]), '-0.0212448482734', '1e-12');
    near(irr([-70000, 12000, 15000, 18000, 21000, 26000]), '0.0866309480365', '1e-12');
    near(irr([-70000, 12000, 15000, 18000, 21000, 26000], '5'), '0.0866309480365', '1e-12');
  });

  test('no IRR', () => {
    assert.throws(
      () => irr([100, 100]),
      (e: FinanceInputError) => e instanceof FinanceInputError && e.field === 'cashFlows',
    );
  });

  test('nominal and effective annual', () => {
    assert.equal(nominalAnnual(new D('0.005'), 12).toString(), '0.06');
    // 1.005^12 − 1 = 0.061677811864499568789707617431640625 exactly.
    near(effectiveAnnual(new D('0.005'), 12), '0.0616778118644995687897', '1e-21');
    near(periodicFromEffective(effectiveAnnual(new D('0.005'), 12), 12), '0.005', '1e-20');
  });
});

describe('schedule returns', () => {
  const DOMAIN = {
    principal: 1_000_000,
    annualRate: '0.06',
    periods: 12,
    frequencyMonths: 1,
    method: 'EQUAL_RENT',
    startDate: '2024-01-31',
  } as const;

  test('IRR of the rents equals the period rate (to rounding)', () => {
    near(scheduleIrr(generateSchedule(DOMAIN)), '0.005', '1e-8');
    near(scheduleIrr(generateSchedule({ ...DOMAIN, payIn: 'ADVANCE', residual: 100_000 })), '0.005', '1e-8');
  });

  test("lessor's IRR includes the up-front fee", () => {
    // Flows −990,000 then 11 × 86,066.43 and 86,066.42: periodic IRR 0.00657177267528… (bisection).
    const s = generateSchedule({ ...DOMAIN, fee: 10_000 });
    const r = lessorReturns(s);
    near(r.periodic, '0.00657177267528', '1e-13');
    near(r.nominalAnnual, r.periodic.times(12).toString(), '1e-24');
    near(r.effectiveAnnual, r.periodic.plus(1).pow(12).minus(1).toString(), '1e-20');
  });

  test('cash flows carry deposit, residual and pre-lease interest', () => {
    const s = generateSchedule({ ...DOMAIN, deposit: 50_000, residual: 10_000, valueDate: '2024-01-01', fee: 1000 });
    const flows = lessorCashFlows(s);
    assert.equal(flows[0].amount.toFixed(2), '-949000.00'); // −1,000,000 + 1,000 fee + 50,000 deposit
    assert.equal(flows[0].date, '2024-01-01');
    assert.equal(flows[1].kind, 'PRE_LEASE_INTEREST');
    assert.equal(flows.at(-1)!.amount.toFixed(2), '-40000.00'); // residual 10,000 − deposit refund 50,000
    assert.equal(flows.at(-1)!.period, 12);
  });
});
