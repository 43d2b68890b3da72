import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WorkingDays } from '@flp/shared/finance';
import { countsDue, dayCounts, fillTemplate, sendDay, unknownPlaceholders } from './send';

test('a rule’s day counts: each once, largest first, full-width commas too', () => {
  assert.deepEqual(dayCounts('7，3, 1,7'), [7, 3, 1]);
  assert.deepEqual(dayCounts(''), []);
});

test('the template filled from the event; unknown placeholders named', () => {
  assert.equal(
    fillTemplate('{customerName} 第{period}期 {amount} 元 {dueDate} 到期{nothing}', {
      customerName: '华东重工',
      period: '5',
      amount: '9194.70',
      dueDate: '2026-12-28',
    }),
    '华东重工 第5期 9194.70 元 2026-12-28 到期',
  );
  assert.deepEqual(unknownPlaceholders('{customerName} {customer} {amount} {due}'), ['customer', 'due']);
});

// 2026's National Day: 1–7 October off (Thursday to Wednesday), Saturday 10 October worked.
const national = new WorkingDays(
  new Map([
    ...Array.from({ length: 7 }, (_, i) => [`2026-10-0${i + 1}`, 'HOLIDAY'] as [string, string]),
    ['2026-10-10', 'SHIFTED_WORKDAY'],
  ]),
);

test('a reminder due on a day off goes out the working day before; a warning the working day after', () => {
  // Rent due Thursday 8 October, 3 days before = Monday 5 October (holiday) → Wednesday 30 September.
  assert.equal(sendDay('before', '2026-10-08', 3, national), '2026-09-30');
  assert.equal(sendDay('before', '2026-10-08', 3, null), '2026-10-05');
  // Overdue since 28 September, 7 days after = Monday 5 October (holiday) → Thursday 8 October.
  assert.equal(sendDay('after', '2026-09-28', 7, national), '2026-10-08');
});

test('the counts come due by a day; several at once are told together, a past rent no more', () => {
  const rent = { eventDate: '2026-12-10' };
  assert.deepEqual(countsDue('before', rent, [7, 3, 1], '2026-12-02', null), []);
  assert.deepEqual(countsDue('before', rent, [7, 3, 1], '2026-12-03', null), [7]);
  // A rule made on the 8th: 7 and 3 have come due, 1 has not.
  assert.deepEqual(countsDue('before', rent, [7, 3, 1], '2026-12-08', null), [7, 3]);
  assert.deepEqual(countsDue('before', rent, [7, 3, 1], '2026-12-11', null), []);
  assert.deepEqual(countsDue('after', { eventDate: '2026-09-28' }, [30, 7, 1], '2026-10-08', national), [7, 1]);
});
