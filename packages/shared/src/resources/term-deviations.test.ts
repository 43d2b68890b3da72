import assert from 'node:assert/strict';
import { test } from 'node:test';
import { termDeviations } from './term-deviations';

const contract = { annualRate: '6.50', periods: 24, deposit: '10000.00', fee: '0.00', rentMethod: 'EQUAL_RENT' };

test('terms left empty are the contract’s: no deviation', () => {
  assert.deepEqual(termDeviations({ annualRate: null, deposit: '', periods: undefined }, contract), []);
});

test('the same value written another way is no deviation (6.5 is 6.50)', () => {
  assert.deepEqual(termDeviations({ annualRate: 6.5, deposit: '10000', periods: '24' }, contract), []);
});

test('a term set to another value is one, with both values; the amount disbursed is never one', () => {
  const found = termDeviations(
    { annualRate: '7.00', deposit: '0', rentMethod: 'EQUAL_RENT', financeAmount: '1.00' },
    contract,
  );
  assert.deepEqual(
    found.map((d) => [d.field, d.contract, d.own]),
    [
      ['annualRate', '6.50', '7.00'],
      ['deposit', '10000.00', '0'],
    ],
  );
  assert.equal(found[0].label['zh-CN'], '年利率(%)');
});
