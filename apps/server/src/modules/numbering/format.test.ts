import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NEVER_PERIOD, businessDay, formatNumber, maxSequence, periodKey, repeatsNumbers } from './format';

test('the business day of a date string, a stamp and a Date (read in the process time zone)', () => {
  assert.equal(businessDay('2026-11-23'), '20261123');
  assert.equal(businessDay('2026-01-05 23:59:59'), '20260105');
  assert.equal(businessDay(new Date(2026, 1, 28, 23, 59)), '20260228');
  assert.equal(businessDay('2026-02-30'), null);
  assert.equal(businessDay('not a date'), null);
});

test('the period key follows the reset cycle', () => {
  assert.equal(periodKey('never', '20261123'), NEVER_PERIOD);
  assert.equal(periodKey('year', '20261123'), '2026');
  assert.equal(periodKey('month', '20261123'), '202611');
  assert.equal(periodKey('day', '20261123'), '20261123');
});

test('prefix, date part and a zero-padded sequence', () => {
  const day = '20261123';
  assert.equal(formatNumber({ prefix: 'XM', datePattern: 'yyyyMM', width: 4 }, 7, day), 'XM2026110007');
  assert.equal(formatNumber({ prefix: 'HT', datePattern: 'yyyy', width: 5 }, 123, day), 'HT202600123');
  assert.equal(formatNumber({ prefix: 'JJ', datePattern: 'yyyyMMdd', width: 3 }, 1, day), 'JJ20261123001');
  assert.equal(formatNumber({ prefix: null, datePattern: 'none', width: 1 }, 9, day), '9');
});

test('a sequence beyond the width (or not a positive whole number) gives no number', () => {
  assert.equal(maxSequence(3), 999);
  assert.equal(formatNumber({ prefix: 'JJ', datePattern: 'none', width: 3 }, 999, '20261123'), 'JJ999');
  assert.equal(formatNumber({ prefix: 'JJ', datePattern: 'none', width: 3 }, 1000, '20261123'), undefined);
  assert.equal(formatNumber({ prefix: 'JJ', datePattern: 'none', width: 3 }, 0, '20261123'), undefined);
  assert.equal(formatNumber({ datePattern: 'none', width: 12 }, maxSequence(12), '20261123'), '999999999999');
});

test('a sequence that restarts needs its period in the date part', () => {
  assert.equal(repeatsNumbers({ datePattern: 'none', resetCycle: 'never' }), undefined);
  assert.equal(repeatsNumbers({ datePattern: 'yyyyMM', resetCycle: 'never' }), undefined);
  assert.equal(repeatsNumbers({ datePattern: 'yyyyMM', resetCycle: 'year' }), undefined);
  assert.equal(repeatsNumbers({ datePattern: 'yyyyMM', resetCycle: 'month' }), undefined);
  assert.ok(repeatsNumbers({ datePattern: 'yyyyMM', resetCycle: 'day' }));
  assert.ok(repeatsNumbers({ datePattern: 'none', resetCycle: 'year' }));
  assert.ok(repeatsNumbers({ datePattern: 'yyyy', resetCycle: 'month' }));
});
