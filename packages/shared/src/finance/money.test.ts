import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { FinanceInputError } from './errors';
import {
  D,
  formatMoney,
  formatRate,
  fromUnits,
  makeRounding,
  roundMoney,
  roundProduct,
  scaledRate,
  toDecimal,
} from './money';

describe('money', () => {
  test('parsing: numbers via their shortest string, strict decimal strings', () => {
    assert.equal(toDecimal(0.1, 'x').plus(toDecimal(0.2, 'x')).toString(), '0.3');
    assert.equal(toDecimal(' 12.50 ', 'x').toString(), '12.5');
    for (const bad of ['1,000', '1e5', '0x10', '', 'abc', '1.2.3']) {
      assert.throws(
        () => toDecimal(bad, 'amount'),
        (e: FinanceInputError) => e.field === 'amount',
      );
    }
    assert.throws(() => toDecimal(Number.POSITIVE_INFINITY, 'amount'), FinanceInputError);
    assert.throws(() => toDecimal({}, 'amount'), FinanceInputError);
  });

  test('rounding half-up and half-even, to 分 or 元', () => {
    assert.equal(roundMoney(new D('2.345'), makeRounding('HALF_UP')).toFixed(2), '2.35');
    assert.equal(roundMoney(new D('2.345'), makeRounding('HALF_EVEN')).toFixed(2), '2.34');
    assert.equal(roundMoney(new D('2.5'), makeRounding('HALF_EVEN', 'YUAN')).toFixed(0), '2');
    assert.equal(roundMoney(new D('2.5'), makeRounding('HALF_UP', 'YUAN')).toFixed(0), '3');
  });

  test('our constructor is isolated from global Decimal settings', () => {
    const saved = Decimal.precision;
    Decimal.set({ precision: 5 });
    try {
      assert.equal(new D(1).div(3).toString(), '0.333333333333333333333333');
    } finally {
      Decimal.set({ precision: saved });
    }
  });

  test('roundProduct: one exact rounding, half-up / half-even, 分 / 元', () => {
    const r = scaledRate(new D('0.005'));
    assert.equal(roundProduct(100100, r, 'HALF_UP'), 501); // 1,001.00 × 0.005 = 5.005 → 5.01
    assert.equal(roundProduct(100100, r, 'HALF_EVEN'), 500);
    assert.equal(roundProduct(100300, r, 'HALF_EVEN'), 502); // 5.015 → 5.02
    assert.equal(roundProduct(30000, r, 'HALF_UP', 0n, 100), 200); // 1.50 元 → 2 元
    assert.equal(roundProduct(50000, r, 'HALF_EVEN', 0n, 100), 200); // 2.50 元 → 2 元
  });

  test('fromUnits equals new Decimal(string) (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(0, 2),
        (u, scale) => {
          const a = fromUnits(u, scale);
          const b = new D(u).div(10 ** scale);
          assert.ok(a instanceof Decimal);
          assert.equal(a.toFixed(), b.toFixed());
          assert.ok(a.eq(b));
          assert.equal(a.plus('0.01').minus('0.01').toFixed(), b.toFixed());
          assert.equal(a.times(7).toFixed(), b.times(7).toFixed());
        },
      ),
      { numRuns: 2000 },
    );
    for (const u of [
      1, 9, 10, 99, 100, 999_999_999, 1_000_000_000, 10_000_000_00, 100_000_000_000_000, 123_456_789_012_345,
    ]) {
      assert.equal(fromUnits(u, 2).toFixed(), new D(u).div(100).toFixed());
    }
  });

  test('formatting', () => {
    assert.equal(formatMoney(new D('-0.001')), '0.00');
    assert.equal(formatMoney(new D('1234.5')), '1234.50');
    assert.equal(formatRate(new D('0.3733625335188315')), '0.3733625335');
    assert.equal(formatRate(new D('0.005')), '0.005');
    assert.equal(formatRate(new D('6e-24')), '0');
  });
});
