import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type Decimal from 'decimal.js';
import fc from 'fast-check';
import { lessorCashFlows, lessorReturns, periodGrid, scheduleIrr } from './cashflows';
import { dayNumber, fromDayNumber } from './dates';
import { FinanceInputError } from './errors';
import { type DatedCashFlow, effectiveAnnual, irr, nominalAnnual, periodicFromEffective, xirr } from './irr';
import { D, ONE, ZERO } from './money';
import { generateSchedule } from './schedule';
import { bracketedRoot } from './solve';

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

// ---- Reference oracle: the former all-decimal NPV functions, solved by Illinois in decimal. ----

function decimalXirrNpv(flows: readonly DatedCashFlow[]): (r: Decimal) => Decimal {
  const d0 = dayNumber(flows[0].date);
  const cf = flows.map((f) => new D(f.amount.toString()));
  const days = flows.map((f) => dayNumber(f.date) - d0);
  return (r) => {
    const q = ONE.plus(r).ln().div(-365).exp();
    let f = ZERO;
    for (let i = 0; i < cf.length; i++) f = f.plus(days[i] === 0 ? cf[i] : cf[i].times(q.pow(days[i])));
    return f;
  };
}

function decimalIrrNpv(flows: readonly Decimal[]): (r: Decimal) => Decimal {
  return (r) => {
    const v = ONE.div(ONE.plus(r));
    let p = ZERO;
    for (let k = flows.length - 1; k >= 0; k--) p = p.times(v).plus(flows[k]);
    return p;
  };
}

const oracle = (f: (r: Decimal) => Decimal, lo: string, hi: string) => bracketedRoot(f, new D(lo), new D(hi));

/** Plain Newton in float64 from the guess, as a contrast: null when it leaves (−1, ∞) or fails. */
function plainNewton(fdf: (r: number) => [number, number], guess: number): number | null {
  let r = guess;
  for (let i = 0; i < 100; i++) {
    const [f, df] = fdf(r);
    const next = r - f / df;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - r) < 1e-15) return next;
    r = next;
  }
  return null;
}

const yearly = (amounts: number[]) => amounts.map((amount, k) => ({ date: `${2021 + k}-01-01`, amount })); // 2021–2023: 365-day years

describe('rate solver (float64 bracket + Newton, double-double polish)', () => {
  test('a root near −1: −0.99', () => {
    near(irr([-100, 1]), '-0.99', '1e-18');
    near(xirr(yearly([-100, 1])), '-0.99', '1e-18');
    // −0.999: 1 back on 1000 a year later.
    near(xirr(yearly([-1000, 1])), '-0.999', '1e-18');
  });

  test('large rates: 500 % and 1.5·√5 + 0.5', () => {
    near(irr([-100, 600]), '5', '1e-18');
    near(xirr(yearly([-100, 600])), '5', '1e-18');
    // −100 + 300v + 900v² = 0 → v = (√5 − 1)/6 → r = 1.5·√5 + 0.5 = 3.8541019662496845446…
    const exact = new D(5).sqrt().times('1.5').plus('0.5');
    near(irr([-100, 300, 900]), exact.toString(), '1e-18');
    near(xirr(yearly([-100, 300, 900])), exact.toString(), '1e-18');
  });

  test('all-positive and all-negative flows are refused in both languages', () => {
    for (const amounts of [
      [100, 200, 0],
      [-100, -200],
      [0, 0],
    ]) {
      for (const run of [() => irr(amounts), () => xirr(yearly(amounts))]) {
        assert.throws(run, (e: FinanceInputError) => {
          assert.equal(e.field, 'cashFlows');
          assert.equal(e.problem['zh-CN'], '必须至少包含一笔正数金额和一笔负数金额');
          assert.equal(e.problem['en-US'], 'must contain at least one positive and one negative amount');
          return true;
        });
      }
    }
  });

  test('a guess at or below −1 is refused', () => {
    for (const guess of ['-1', '-2']) {
      assert.throws(
        () => irr([-100, 110], guess),
        (e: FinanceInputError) => e.field === 'guess' && e.problem['en-US'] === 'must be greater than -1',
      );
      assert.throws(
        () => xirr(yearly([-100, 110]), guess),
        (e: FinanceInputError) => e.field === 'guess' && e.problem['zh-CN'] === '必须大于 -1',
      );
    }
  });

  test('Newton from the guess diverges; the bracket still finds the root', () => {
    // Excel's example from a guess of 50: f is nearly flat there, so Newton jumps below −1.
    const excel = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    const t = excel.map((f) => (dayNumber(f.date) - dayNumber(excel[0].date)) / 365);
    const fdf = (r: number): [number, number] => {
      let f = 0;
      let df = 0;
      excel.forEach((c, i) => {
        const term = c.amount * (1 + r) ** -t[i];
        f += term;
        df -= (t[i] * term) / (1 + r);
      });
      return [f, df];
    };
    assert.equal(plainNewton(fdf, 50), null);
    near(xirr(excel, '50'), '0.3733625335188315103', '1e-18');
    // An IRR whose derivative vanishes at the guess: −100 + 300v − 201v² turns at v = 300/402
    // (r ≈ 0.34), so Newton from 0.34 shoots off. Roots: v = (300 ± √9600)/402, i.e. r ≈ 0.0000502
    // and r ≈ 0.9656; the nearer one in ln(1+r) is the first.
    const flows = [-100, 300, -201];
    const fdfIrr = (r: number): [number, number] => {
      const v = 1 / (1 + r);
      return [-100 + 300 * v - 201 * v * v, (-300 * v + 402 * v * v) * v];
    };
    assert.equal(plainNewton(fdfIrr, 0.34), null);
    const r = irr(flows, '0.34');
    assert.ok(
      decimalIrrNpv(flows.map((x) => new D(x)))(r)
        .abs()
        .lt('1e-15'),
      r.toString(),
    );
    near(r, new D(402).div(new D(9600).sqrt().plus(300)).minus(1).toString(), '1e-18');
  });

  test('several sign changes: the root nearest the guess in ln(1+r)', () => {
    // −100 + 230v − 132v² = 0 at v = 1/1.1 and v = 1/1.2: IRRs of 10 % and 20 %.
    const flows = [-100, 230, -132];
    near(irr(flows), '0.1', '1e-18'); // default guess 0.1
    near(irr(flows, '0.05'), '0.1', '1e-18');
    near(irr(flows, '0.13'), '0.1', '1e-18');
    near(irr(flows, '0.17'), '0.2', '1e-18');
    near(irr(flows, '0.5'), '0.2', '1e-18');
    near(xirr(yearly(flows), '0.13'), '0.1', '1e-18');
    near(xirr(yearly(flows), '0.17'), '0.2', '1e-18');
  });

  test('a 360-month lease schedule (361 flows) matches the former decimal solver', () => {
    const s = generateSchedule({
      principal: 2_345_678.9,
      annualRate: '0.0485',
      periods: 360,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      payIn: 'ARREARS',
      startDate: '2024-01-31',
      // Residual and deposit equal: the refund settles the residual, so no 362nd flow.
      residual: 50_000,
      fee: 12_345.67,
      deposit: 50_000,
    });
    const flows = lessorCashFlows(s);
    assert.equal(flows.length, 361);
    const fast = xirr(flows);
    const reference = oracle(decimalXirrNpv(flows), '0', '1');
    near(fast, reference.toString(), '1e-18');
    const grid = periodGrid(flows);
    const fastIrr = irr(grid);
    near(fastIrr, oracle(decimalIrrNpv(grid), '0', '1').toString(), '1e-18');
    // Lessor's returns as the calculator shows them (10 significant digits) are unchanged.
    assert.equal(
      lessorReturns(s).xirr.toSignificantDigits(10).toString(),
      reference.toSignificantDigits(10).toString(),
    );
  });

  test('property: one outflow then inflows over a year or more → NPV at the rate is ~0', () => {
    const series = fc
      .record({
        outlay: fc.integer({ min: 100_000, max: 1_000_000_000 }), // cents
        inflows: fc.array(
          fc.record({ day: fc.integer({ min: 1, max: 3650 }), weight: fc.integer({ min: 1, max: 1000 }) }),
          {
            minLength: 1,
            maxLength: 120,
          },
        ),
        multiple: fc.double({ min: 0.5, max: 3, noNaN: true }),
        guess: fc.constantFrom('0.1', '0', '-0.5', '2'),
      })
      .map(({ outlay, inflows, multiple, guess }) => {
        const sorted = [...inflows].sort((a, b) => a.day - b.day);
        if (sorted.at(-1)!.day < 365) sorted.at(-1)!.day += 365;
        const totalWeight = sorted.reduce((a, f) => a + f.weight, 0);
        const d0 = dayNumber('2020-02-29');
        const flows: DatedCashFlow[] = [{ date: '2020-02-29', amount: new D(-outlay).div(100) }];
        for (const f of sorted)
          flows.push({
            date: fromDayNumber(d0 + f.day),
            amount: new D(Math.max(1, Math.round((outlay * multiple * f.weight) / totalWeight))).div(100),
          });
        return { flows, guess };
      });
    fc.assert(
      fc.property(series, ({ flows, guess }) => {
        // More than the outlay back within a month is a rate past 10^10 a year (found: 2.46× the next day), beyond any
        // lease and beyond double precision's reach in the solver's bracket; such flows are not what the property is about.
        const firstMonth = flows.slice(1).filter((f) => f.date <= '2020-03-30');
        fc.pre(
          firstMonth.reduce((a, f) => a.plus(f.amount.toString()), ZERO).lt(new D(flows[0].amount.toString()).neg()),
        );
        const r = xirr(flows, guess);
        const scale = flows.reduce((a, f) => a.plus(new D(f.amount.toString()).abs()), ZERO);
        const npv = decimalXirrNpv(flows)(r);
        assert.ok(npv.abs().lte(scale.times('1e-18')), `NPV ${npv} at ${r} (scale ${scale})`);
      }),
      { numRuns: 150 },
    );
  });
});
