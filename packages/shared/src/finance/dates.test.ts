import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  dayCount,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  dayNumber,
  parseDate,
  yearFraction,
} from './dates';
import { FinanceInputError } from './errors';

describe('dates', () => {
  test('strict parsing', () => {
    assert.deepEqual(parseDate('2024-02-29'), { y: 2024, m: 2, d: 29 });
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-1-01',
      '20240101',
      '',
      '2024-01-01T00:00',
    ]) {
      assert.throws(
        () => parseDate(bad, 'startDate'),
        (e: FinanceInputError) => e.field === 'startDate' && e.message.startsWith('startDate'),
      );
    }
    assert.throws(() => parseDate(20240101 as unknown as string), FinanceInputError);
  });

  test('month arithmetic anchored to the start day', () => {
    assert.equal(addMonths('2024-01-31', 1), '2024-02-29');
    assert.equal(addMonths('2023-01-31', 1), '2023-02-28');
    assert.equal(addMonths('2024-01-31', 2), '2024-03-31');
    assert.equal(addMonths('2024-08-31', 6), '2025-02-28');
    assert.equal(addMonths('2024-11-15', 3), '2025-02-15');
    assert.equal(addMonths('2024-03-31', -1), '2024-02-29');
  });

  test('day counts', () => {
    assert.equal(daysBetween('2024-01-01', '2024-12-31'), 365);
    assert.equal(daysBetween('2008-01-01', '2009-04-01'), 456);
    assert.equal(daysBetween('2024-03-01', '2024-02-01'), -29);
    assert.equal(addDays('2024-02-28', 2), '2024-03-01');
    // 30E/360: 31st counts as 30th; Jan 31 → Feb 29 = 29 days, Jan 15 → Jul 15 = 180.
    assert.equal(dayCount('30/360', '2024-01-31', '2024-02-29'), 29);
    assert.equal(dayCount('30/360', '2024-01-15', '2024-07-15'), 180);
    assert.equal(dayCount('ACT/365', '2024-01-15', '2024-07-15'), 182);
    assert.equal(
      yearFraction('ACT/360', '2024-01-01', '2024-01-31').toSignificantDigits(10).toString(),
      '0.08333333333',
    );
    assert.equal(yearFraction('30/360', '2024-01-15', '2024-07-15').toString(), '0.5');
  });

  test('epoch days round-trip and month-end anchoring (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('1900-01-01'), max: dayNumber('2200-12-31') }),
        fc.integer({ min: 0, max: 600 }),
        (n, months) => {
          const s = fromDayNumber(n);
          assert.equal(dayNumber(s), n);
          const start = parseDate(s);
          const r = parseDate(addMonths(s, months));
          const idx = start.y * 12 + start.m - 1 + months;
          assert.equal(r.y * 12 + r.m - 1, idx);
          assert.equal(r.d, Math.min(start.d, daysInMonth(r.y, r.m)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
