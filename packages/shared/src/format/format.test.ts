import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { fixed2, formatAmount, formatCurrency, formatInteger, formatMonth, formatPercent } from './index';

describe('formatPercent (spec §5)', () => {
  for (const [input, out] of [
    ['12.345', '12.35'],
    ['5', '5.00'],
    ['a1b2.5%', '12.50'],
    ['1..2.3', '1.23'],
    ['', '0.00'],
    ['abc', '0.00'],
    ['100', '0.00'],
    ['150.5', '0.00'],
    ['99.999', '100.00'],
    ['.5', '0.50'],
    [null, '0.00'],
  ] as const) {
    test(`${JSON.stringify(input)} → ${out}`, () => assert.equal(formatPercent(input), out));
  }
});

describe('formatAmount', () => {
  for (const [input, out] of [
    ['1234567.891', '1,234,567.89'],
    [1000, '1,000.00'],
    ['0.005', '0.01'],
    ['-1234.5', '-1,234.50'],
    ['86066.425', '86,066.43'],
    ['1,234.5', '1,234.50'],
    ['', ''],
    ['x', 'x'],
  ] as const) {
    test(`${JSON.stringify(input)} → ${out}`, () => assert.equal(formatAmount(input), out));
  }
  test('the digits survive any size (no floating point)', () => {
    assert.equal(formatAmount('12345678901234567.895'), '12,345,678,901,234,567.90');
  });
});

describe('integer, month, currency', () => {
  test('formatInteger strips non-digits', () => assert.equal(formatInteger('a1-2.3b'), '123'));
  test('formatMonth returns null when negative', () => {
    assert.equal(formatMonth(-1), null);
    assert.equal(formatMonth('12'), 12);
    assert.equal(formatMonth(''), null);
  });
  test('formatCurrency has two decimals', () => {
    assert.equal(formatCurrency('3'), '3.00');
    assert.equal(formatCurrency('2.675'), '2.68');
  });
});

test('fixed2 agrees with exact half-up rounding of cents (property)', () => {
  fc.assert(
    fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 9 }), (milli, extra) => {
      // value = milli/1000 with one more digit that must not matter beyond the third decimal
      const s = `${milli < 0 ? '-' : ''}${Math.floor(Math.abs(milli) / 1000)}.${String(Math.abs(milli) % 1000).padStart(3, '0')}${extra}`;
      const abs = Math.abs(milli);
      const cents = Math.floor(abs / 10) + (abs % 10 >= 5 ? 1 : 0);
      const expected = `${milli < 0 && cents > 0 ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      return fixed2(s) === expected;
    }),
  );
});
