import assert from 'node:assert/strict';
import { test } from 'node:test';
import { impliedRate, lenderOf } from './recourse';

test('the lender is read from the buyer’s name; a factor is another lender', () => {
  assert.equal(lenderOf('上海浦东发展银行股份有限公司'), 'SPDB');
  assert.equal(lenderOf('中国工商银行股份有限公司上海分行'), 'ICBC');
  assert.equal(lenderOf('华信商业保理有限公司'), 'OTHER');
});

test('an agreed price’s rate: the brief’s rents 7–12 for 508,950.66 are 5 % a year, monthly', () => {
  const rents = ['2025-08-15', '2025-09-15', '2025-10-15', '2025-11-15', '2025-12-15', '2026-01-15'].map(
    (dueDate, i) => ({ dueDate, amount: i < 5 ? '86066.43' : '86066.42' }),
  );
  // The sale's own arithmetic backwards: the price was rounded to the cent, the rate comes back to 4 places.
  assert.equal(impliedRate('508950.66', '2025-07-15', rents), '5.0000');
  // A lower price is a dearer loan; a price above the rents is no interest at all.
  assert.ok(Number(impliedRate('500000', '2025-07-15', rents)) > 10);
  assert.equal(impliedRate('520000', '2025-07-15', rents), '0.0000');
});
