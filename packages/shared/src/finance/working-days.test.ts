import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WorkingDays } from './working-days';

// 2026's Spring Festival: 15–23 February off, Saturday 14 and Saturday 28 February worked in lieu.
const spring = new WorkingDays(
  new Map([
    ...Array.from({ length: 9 }, (_, i) => [`2026-02-${String(15 + i)}`, 'HOLIDAY'] as [string, string]),
    ['2026-02-14', 'SHIFTED_WORKDAY'],
    ['2026-02-28', 'SHIFTED_WORKDAY'],
    ['2026-03-04', 'REST'],
  ]),
);

test('weekdays work, weekends rest, the calendar’s days by their type', () => {
  assert.equal(spring.isWorkingDay('2026-12-01'), true, 'a Tuesday');
  assert.equal(spring.isWorkingDay('2026-11-28'), false, 'a Saturday');
  assert.equal(spring.isWorkingDay('2026-02-14'), true, 'a Saturday worked in lieu');
  assert.equal(spring.isWorkingDay('2026-02-16'), false, 'a Monday of the holiday');
  assert.equal(spring.isWorkingDay('2026-03-04'), false, 'a company day off');
});

test('a day off moves to the working day before, or after', () => {
  assert.equal(spring.onOrBefore('2026-02-20'), '2026-02-14', 'the holiday reaches back to the Saturday worked');
  assert.equal(spring.onOrAfter('2026-02-20'), '2026-02-24');
  assert.equal(spring.onOrBefore('2026-11-29'), '2026-11-27', 'Sunday → Friday');
  assert.equal(spring.onOrAfter('2026-11-29'), '2026-11-30', 'Sunday → Monday');
  assert.equal(spring.onOrBefore('2026-12-01'), '2026-12-01');
});
