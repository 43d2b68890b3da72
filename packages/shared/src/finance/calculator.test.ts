import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calculateSchedule, calculatorInputSchema } from './calculator';
import { FinanceInputError } from './errors';

const DOMAIN = {
  principal: '1000000',
  annualRate: 6,
  periods: 12,
  frequencyMonths: 1,
  method: 'EQUAL_RENT',
  payIn: 'ARREARS',
  startDate: '2024-01-31',
  dayBasis: '30/360',
} as const;

const fails = (input: unknown, field: string, pattern?: RegExp) =>
  assert.throws(
    () => calculateSchedule(input),
    (e: unknown) => {
      assert.ok(e instanceof FinanceInputError, String(e));
      assert.equal(e.field, field);
      assert.ok(e.message.includes(field.replace(/[[.].*$/, '')), `message names the field: ${e.message}`);
      if (pattern) assert.match(e.message, pattern);
      return true;
    },
  );

describe('calculateSchedule', () => {
  test('DOMAIN vector through the calculator, money as 2-decimal strings', () => {
    const out = calculateSchedule(DOMAIN);
    assert.deepEqual(out.rows[0], {
      period: 1,
      dueDate: '2024-02-29',
      rent: '86066.43',
      principal: '81066.43',
      interest: '5000.00',
      openingBalance: '1000000.00',
      closingBalance: '918933.57',
      fee: '0.00',
      depositOffset: '0.00',
      purchasePrice: '0.00',
    });
    assert.equal(out.rows[11].rent, '86066.42');
    assert.deepEqual(out.totals, { rent: '1032797.15', principal: '1000000.00', interest: '32797.15', fee: '0.00' });
    assert.equal(out.summary.levelRent, '86066.43');
    assert.equal(out.summary.annualRate, '6');
    // The periodic IRR differs from 0.005 only by the rounding of the rents.
    assert.match(out.irr.periodic!, /^0\.00499999/);
    assert.equal(out.irr.nominalAnnual, '0.05999998874');
    assert.ok(out.irr.xirr !== null && /^0\.06\d+$/.test(out.irr.xirr));
  });

  test('due date conventions', () => {
    assert.equal(calculateSchedule(DOMAIN).rows[0].dueDate, '2024-02-29');
    assert.equal(calculateSchedule({ ...DOMAIN, payIn: 'ADVANCE' }).rows[0].dueDate, '2024-01-31');
    const adv = calculateSchedule({ ...DOMAIN, payIn: 'ADVANCE' });
    assert.equal(adv.rows[0].rent, '85638.24');
    assert.equal(adv.totals.interest, '27658.86');
  });

  test('equal principal and flat', () => {
    assert.equal(calculateSchedule({ ...DOMAIN, method: 'EQUAL_PRINCIPAL' }).totals.interest, '32500.00');
    assert.equal(calculateSchedule({ ...DOMAIN, method: 'FLAT' }).totals.interest, '60000.00');
  });

  test('irregular: missing rents solved; all rents given → rate solved', () => {
    const some = calculateSchedule({
      ...DOMAIN,
      principal: 10000,
      annualRate: '12',
      periods: 3,
      method: 'IRREGULAR',
      rents: ['5000', null, null],
    });
    assert.deepEqual(
      some.rows.map((r) => r.rent),
      ['5000.00', '2588.31', '2588.32'],
    );
    const { annualRate: _omit, ...noRate } = DOMAIN;
    const all = calculateSchedule({
      ...noRate,
      principal: 10000,
      periods: 3,
      method: 'IRREGULAR',
      rents: [3500, 3500, 3500],
    });
    // 12 × 0.024797547619… = 29.757057143 %
    assert.equal(all.summary.annualRate, '29.75705714');
    assert.deepEqual(
      all.rows.map((r) => r.rent),
      ['3500.00', '3500.00', '3500.00'],
    );
  });

  test('options pass through: residual, deposit, fee, grace, rounding', () => {
    const out = calculateSchedule({
      ...DOMAIN,
      residual: '100000',
      deposit: 50000,
      depositUse: 'OFFSET_LAST',
      fee: '12000',
      feeMode: 'SPREAD',
      graceMonths: 3,
      graceType: 'PRINCIPAL',
      rounding: 'HALF_EVEN',
      roundTo: 'YUAN',
    });
    assert.equal(out.rows[0].principal, '0.00');
    assert.equal(out.rows[0].fee, '1000.00');
    assert.equal(out.rows[11].closingBalance, '100000.00');
    assert.equal(out.totals.principal, '900000.00');
    assert.equal(out.summary.depositRefund, '0.00');
    assert.ok(out.rows.slice(0, 11).every((r) => /\.00$/.test(r.rent)));
    assert.notEqual(out.rows[11].depositOffset, '0.00');
    // With fees and the deposit the lessor's IRR is above the contract's 0.5 % a month.
    assert.ok(Number(out.irr.periodic) > 0.005);
  });

  test('an interest-free lease reports IRRs of 0; flows without an IRR report null', () => {
    assert.deepEqual(calculateSchedule({ ...DOMAIN, annualRate: 0 }).irr, {
      periodic: '0',
      nominalAnnual: '0',
      effectiveAnnual: '0',
      xirr: '0',
    });
    // One rent in advance: the lessor pays and is repaid on the same day, so there is no rate.
    assert.equal(calculateSchedule({ ...DOMAIN, payIn: 'ADVANCE', periods: 1 }).irr.periodic, null);
  });

  test('the schema is exported for the route', () => {
    assert.equal(calculatorInputSchema().safeParse(DOMAIN).success, true);
    const r = calculatorInputSchema().safeParse({ ...DOMAIN, periods: 0 });
    assert.equal(r.success, false);
    assert.match(r.error!.issues[0].message, /^periods /);
  });

  test('bad input names the field', () => {
    fails('nope', 'input');
    fails({ ...DOMAIN, principal: undefined }, 'principal', /required/);
    fails({ ...DOMAIN, principal: '1,000,000' }, 'principal');
    fails({ ...DOMAIN, principal: 0 }, 'principal', /greater than 0/);
    fails({ ...DOMAIN, principal: '-5' }, 'principal', /greater than 0/);
    fails({ ...DOMAIN, annualRate: 100 }, 'annualRate', /100 %/);
    fails({ ...DOMAIN, annualRate: undefined }, 'annualRate', /required/);
    fails({ ...DOMAIN, periods: 0 }, 'periods');
    fails({ ...DOMAIN, periods: 2.5 }, 'periods');
    fails({ ...DOMAIN, frequencyMonths: 5 }, 'frequencyMonths', /1, 2, 3, 4, 6, 12/);
    fails({ ...DOMAIN, method: 'BALLOON' }, 'method');
    fails({ ...DOMAIN, payIn: 'LATER' }, 'payIn');
    fails({ ...DOMAIN, startDate: '2024-02-30' }, 'startDate');
    fails({ ...DOMAIN, startDate: '31/01/2024' }, 'startDate');
    fails({ ...DOMAIN, dayBasis: 'ACT/ACT' }, 'dayBasis');
    fails({ ...DOMAIN, residual: 1_000_000 }, 'residual');
    fails({ ...DOMAIN, graceMonths: 12 }, 'graceMonths');
    fails({ ...DOMAIN, frequencyMonths: 3, periods: 4, graceMonths: 2 }, 'graceMonths', /multiple/);
    fails({ ...DOMAIN, method: 'IRREGULAR' }, 'rents', /required/);
    fails({ ...DOMAIN, method: 'IRREGULAR', rents: [1, 2] }, 'rents', /one entry per period/);
    fails({ ...DOMAIN, method: 'IRREGULAR', rents: [...Array(11).fill(null), 'abc'] }, 'rents[11]');
    fails(
      { ...DOMAIN, annualRate: undefined, method: 'IRREGULAR', rents: Array(12).fill(1000) },
      'rents',
      /cannot repay/,
    );
    fails({ ...DOMAIN, principal: '100.001' }, 'principal', /2 decimal places/);
  });
});
