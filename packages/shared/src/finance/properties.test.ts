/**
 * Property tests (fast-check) of the engine's invariants. numRuns are kept moderate so the whole
 * finance suite stays well under a minute.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type Decimal from 'decimal.js';
import fc from 'fast-check';
import {
  type AllocationOptions,
  allocatePayments,
  type Component,
  instalmentsFromSchedule,
  type Payment,
  reversePayment,
} from './allocation';
import { scheduleIrr } from './cashflows';
import { dayNumber, fromDayNumber } from './dates';
import { D, roundCents, ZERO } from './money';
import { generateSchedule, type Schedule, scheduleTotals } from './schedule';
import { quoteEarlySettlement } from './settlement';
import type { LeaseTerms } from './terms';

const FREQ = fc.constantFrom(1, 2, 3, 4, 6, 12);
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => new D(c).div(100));
const rate = (minBp: number, maxBp: number) => fc.integer({ min: minBp, max: maxBp }).map((bp) => new D(bp).div(10000));
const date = fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2040-12-31') }).map(fromDayNumber);

/** Any valid lease terms: every method and option. */
const anyTerms: fc.Arbitrary<LeaseTerms> = fc
  .record({
    principal: cents(100_000, 10_000_000_000),
    annualRate: rate(0, 3000),
    periods: fc.integer({ min: 1, max: 60 }),
    frequencyMonths: FREQ,
    method: fc.constantFrom('EQUAL_RENT', 'EQUAL_PRINCIPAL', 'FLAT', 'IRREGULAR_RENTS', 'IRREGULAR_PRINCIPALS'),
    payIn: fc.constantFrom('ARREARS', 'ADVANCE'),
    startDate: date,
    dayBasis: fc.constantFrom('30/360', 'ACT/365', 'ACT/360'),
    residualPct: fc.integer({ min: 0, max: 40 }),
    grace: fc.integer({ min: 0, max: 3 }),
    graceType: fc.constantFrom('PRINCIPAL', 'INTEREST_DEFERRED', 'INTEREST_FREE'),
    rounding: fc.constantFrom('HALF_UP', 'HALF_EVEN'),
    roundTo: fc.constantFrom('CENT', 'CENT', 'YUAN'),
    deposit: cents(0, 10_000_000),
    depositUse: fc.constantFrom('REFUND', 'OFFSET_LAST'),
    fee: cents(0, 1_000_000),
    purchasePrice: cents(0, 10_000),
    feeMode: fc.constantFrom('UPFRONT', 'SPREAD'),
    given: fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), { minLength: 60, maxLength: 60 }),
  })
  .map((a) => {
    const irregular = a.method.startsWith('IRREGULAR');
    const residual = roundCents(a.principal.times(a.residualPct).div(100));
    const t: LeaseTerms = {
      principal: a.principal,
      annualRate: a.annualRate,
      periods: a.periods,
      frequencyMonths: a.frequencyMonths,
      method: irregular ? 'IRREGULAR' : (a.method as LeaseTerms['method']),
      payIn: a.payIn as LeaseTerms['payIn'],
      startDate: a.startDate,
      dayBasis: a.dayBasis as LeaseTerms['dayBasis'],
      residual,
      graceMonths: irregular ? 0 : Math.min(a.grace, a.periods - 1) * a.frequencyMonths,
      graceType: a.graceType as LeaseTerms['graceType'],
      rounding: a.rounding as LeaseTerms['rounding'],
      roundTo: a.roundTo as LeaseTerms['roundTo'],
      deposit: a.deposit,
      depositUse: a.depositUse as LeaseTerms['depositUse'],
      fee: a.fee,
      feeMode: a.feeMode as LeaseTerms['feeMode'],
      purchasePrice: a.purchasePrice,
    };
    const given = a.given.slice(0, a.periods);
    given[a.periods - 1] = null; // at least one amount left to solve
    const A = a.principal.minus(residual);
    if (a.method === 'IRREGULAR_PRINCIPALS') {
      // Each given principal ≤ A/n, so together they never exceed principal − residual.
      t.principals = given.map((g) => (g === null ? null : roundCents(A.div(a.periods).times(g).div(100))));
    } else if (a.method === 'IRREGULAR_RENTS') {
      // Given rents at most the plain level rent, so the solved rent is never negative.
      const level = generateSchedule({ ...t, method: 'EQUAL_RENT', graceMonths: 0 }).levelRent as Decimal;
      t.rents = given.map((g) => (g === null ? null : roundCents(level.times(g).div(100))));
    }
    return t;
  });

const m = (x: Decimal) => x.toFixed(2);

describe('schedule invariants', () => {
  test('Σ principal = principal − residual; rent = principal + interest; balances never negative; last closing = residual', () => {
    fc.assert(
      fc.property(anyTerms, (terms) => {
        const s = generateSchedule(terms);
        assert.equal(s.rows.length, terms.periods);
        let prevClosing: Decimal | null = null;
        for (const r of s.rows) {
          assert.equal(m(r.rent), m(r.principal.plus(r.interest)));
          assert.equal(m(r.closingBalance), m(r.openingBalance.minus(r.principal)));
          assert.ok(r.openingBalance.gte(0) && r.closingBalance.gte(0), `row ${r.period} balance negative`);
          assert.ok(r.interest.gte(0), `row ${r.period} interest negative`);
          assert.ok(r.fee.gte(0) && r.depositOffset.gte(0));
          if (prevClosing) assert.equal(m(r.openingBalance), m(prevClosing));
          prevClosing = r.closingBalance;
        }
        const totals = scheduleTotals(s);
        assert.equal(m(totals.principal), m(s.terms.principal.minus(s.residual)));
        assert.equal(m(s.rows.at(-1)!.closingBalance), m(s.residual));
        assert.equal(m(totals.fee.plus(s.upfrontFee)), m(s.terms.fee));
        assert.equal(m(totals.depositOffset.plus(s.depositRefund)), m(s.deposit));
        // Due dates strictly increase.
        for (let k = 1; k < s.rows.length; k++) assert.ok(s.rows[k].dueDate > s.rows[k - 1].dueDate);
      }),
      { numRuns: 300 },
    );
  });

  test('the IRR of a generated schedule equals its rate', () => {
    const arb = fc.record({
      principal: cents(100_000_000, 10_000_000_000),
      annualRate: rate(100, 3000),
      periods: fc.integer({ min: 2, max: 48 }),
      frequencyMonths: FREQ,
      method: fc.constantFrom('EQUAL_RENT', 'EQUAL_PRINCIPAL'),
      payIn: fc.constantFrom('ARREARS', 'ADVANCE'),
      residualPct: fc.integer({ min: 0, max: 30 }),
      grace: fc.integer({ min: 0, max: 2 }),
      graceType: fc.constantFrom('PRINCIPAL', 'INTEREST_DEFERRED'),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const s = generateSchedule({
          principal: a.principal,
          annualRate: a.annualRate,
          periods: a.periods,
          frequencyMonths: a.frequencyMonths,
          method: a.method as 'EQUAL_RENT',
          payIn: a.payIn as 'ARREARS',
          startDate: '2024-01-31',
          residual: roundCents(a.principal.times(a.residualPct).div(100)),
          graceMonths: Math.min(a.grace, a.periods - 1) * a.frequencyMonths,
          graceType: a.graceType as 'PRINCIPAL',
        });
        // Interest rounding moves each flow by at most half a cent: far below 1e-6 a period here.
        const diff = scheduleIrr(s).minus(s.periodRate).abs();
        assert.ok(diff.lt('1e-6'), `irr differs from ${s.periodRate} by ${diff}`);
      }),
      { numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Servicing

const ORDERS: Component[][] = [
  ['FEE', 'PENALTY', 'INTEREST', 'PRINCIPAL'],
  ['PRINCIPAL', 'INTEREST', 'PENALTY', 'FEE'],
  ['INTEREST', 'FEE', 'PRINCIPAL', 'PENALTY'],
];

const servicingCase = fc
  .record({
    principal: cents(1_000_000, 100_000_000),
    annualRate: rate(0, 2400),
    periods: fc.integer({ min: 2, max: 12 }),
    payIn: fc.constantFrom('ARREARS', 'ADVANCE'),
    fee: cents(0, 100_000),
    payments: fc.array(
      fc.record({ dayOffset: fc.integer({ min: 0, max: 450 }), pct: fc.integer({ min: 1, max: 200 }) }),
      { maxLength: 8 },
    ),
    order: fc.constantFrom(...ORDERS),
    sequence: fc.constantFrom('BY_PERIOD', 'BY_COMPONENT'),
    overpayment: fc.constantFrom('CREDIT', 'APPLY_FORWARD'),
    graceDays: fc.integer({ min: 0, max: 5 }),
    reverseIndex: fc.nat(),
  })
  .map((a) => {
    const schedule = generateSchedule({
      principal: a.principal,
      annualRate: a.annualRate,
      periods: a.periods,
      frequencyMonths: 1,
      method: 'EQUAL_RENT',
      payIn: a.payIn as 'ARREARS',
      startDate: '2024-01-31',
      fee: a.fee,
      feeMode: 'SPREAD',
    });
    const rent = schedule.rows[0].rent.plus(schedule.rows[0].fee).plus(1);
    const payments: Payment[] = a.payments.map((p, i) => ({
      id: `p${i}`,
      date: addDaysIso('2024-01-31', p.dayOffset),
      amount: roundCents(rent.times(p.pct).div(100)),
    }));
    const options: AllocationOptions = {
      disbursementDate: '2024-01-31',
      asOf: '2025-06-30',
      order: a.order,
      sequence: a.sequence as 'BY_PERIOD',
      overpayment: a.overpayment as 'CREDIT',
      penalty: { dailyRate: '0.0005', graceDays: a.graceDays },
    };
    return { schedule, payments, options, reverseIndex: a.reverseIndex };
  });

function addDaysIso(s: string, days: number): string {
  const d = new Date(`${s}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('servicing invariants', () => {
  test('allocation conserves money', () => {
    fc.assert(
      fc.property(servicingCase, ({ schedule, payments, options }) => {
        const st = allocatePayments(instalmentsFromSchedule(schedule), payments, options);
        let paidIn = ZERO;
        for (const p of payments) paidIn = paidIn.plus(p.amount);
        let allocated = ZERO;
        for (const l of st.lines) {
          assert.ok(l.amount.gt(0));
          allocated = allocated.plus(l.amount);
        }
        assert.equal(m(allocated.plus(st.credit)), m(paidIn));
        for (const p of st.payments) assert.equal(m(p.applied.plus(p.credit)), m(p.amount));
        for (const ps of st.periods) {
          for (const k of ['fee', 'interest', 'principal', 'penalty'] as const) {
            assert.ok(ps.outstanding[k].gte(0), `${k} outstanding negative`);
            assert.equal(m(ps.paid[k].plus(ps.outstanding[k])), m(ps.due[k]), `${k}: paid + outstanding = due`);
          }
        }
        // Credit can only remain when nothing due is left unpaid.
        if (st.credit.gt(0))
          assert.equal(
            m(st.outstandingDue.principal.plus(st.outstandingDue.interest).plus(st.outstandingDue.fee)),
            '0.00',
          );
      }),
      { numRuns: 100 },
    );
  });

  test('replay after a reversal equals never having paid that payment', () => {
    fc.assert(
      fc.property(
        servicingCase.filter((c) => c.payments.length > 0),
        ({ schedule, payments, options, reverseIndex }) => {
          const i = reverseIndex % payments.length;
          const ins = instalmentsFromSchedule(schedule);
          const reversed = allocatePayments(ins, reversePayment(payments, payments[i].id, '2025-06-30'), options);
          const never = allocatePayments(
            ins,
            payments.filter((_, j) => j !== i),
            options,
          );
          assert.deepEqual(reversed.periods, never.periods);
          assert.deepEqual(reversed.lines, never.lines);
          assert.equal(m(reversed.credit), m(never.credit));
          assert.equal(reversed.daysPastDue, never.daysPastDue);
          const r = reversed.payments[i];
          assert.ok(r.reversed && r.applied.isZero() && r.credit.isZero());
        },
      ),
      { numRuns: 100 },
    );
  });

  test("settlement on a due date after paying everything due = remaining principal + the contract's extras", () => {
    const arb = fc.record({
      terms: anyTerms.filter((t) => t.method !== 'FLAT'),
      k: fc.nat(),
      breakFeeBp: fc.integer({ min: 0, max: 500 }),
      accrued: fc.constantFrom('NONE', 'PRO_RATA', 'FULL_PERIOD'),
    });
    fc.assert(
      fc.property(arb, ({ terms, k: kRaw, breakFeeBp, accrued }) => {
        const s: Schedule = generateSchedule({ ...terms, depositUse: 'REFUND', valueDate: undefined });
        const k = kRaw % s.rows.length; // rows 1..k+1 paid; quote on row k+1's due date
        const date = s.rows[k].dueDate;
        const ins = instalmentsFromSchedule(s);
        const payments: Payment[] = [];
        for (let j = 0; j <= k; j++) {
          const due = new D(ins[j].principal).plus(ins[j].interest).plus(ins[j].fee ?? 0);
          if (due.gt(0)) payments.push({ id: `r${j}`, date: s.rows[j].dueDate, amount: due });
        }
        const servicing = allocatePayments(ins, payments, { disbursementDate: s.terms.valueDate, asOf: date });
        const breakFeeRate = new D(breakFeeBp).div(10000);
        const q = quoteEarlySettlement({
          schedule: s,
          date,
          servicing,
          breakFeeRate,
          accruedInterest: accrued as 'NONE',
        });
        // The residual is principal still owed (billed with the last rent); the purchase price is due with it.
        const last = k === s.rows.length - 1;
        const remaining = last ? new D(0) : s.rows[k].closingBalance;
        const expected = remaining
          .plus(roundCents(remaining.times(breakFeeRate)))
          .plus(last ? 0 : s.purchasePrice)
          .minus(s.deposit);
        assert.equal(m(q.total), m(expected));
        assert.equal(m(q.overdueRent), '0.00');
        assert.equal(m(q.penalty), '0.00');
        assert.equal(m(q.accruedInterest), '0.00');
      }),
      { numRuns: 100 },
    );
  });
});
