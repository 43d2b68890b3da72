import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { modeFor, nextRegularCheck, overdueSignalDate } from './tracking-plan';

const lessee = { firstLoanDate: '2026-03-15', riskLevel: 'NORMAL' as const, maxDpd: 0 };
const never = { lastCheckDate: null, lastOnsiteDate: null };

describe('tracking plan', () => {
  test('the first check is due 90 days after the first disbursement, on site', () => {
    assert.deepEqual(nextRegularCheck(lessee, never), { trackType: 'FIRST', mode: 'ONSITE', planDate: '2026-06-13' });
  });

  test('then every 6 months for 正常, quarterly for 关注, monthly for 次级 and worse, from the last check done', () => {
    const done = { lastCheckDate: '2026-06-10', lastOnsiteDate: '2026-06-10' };
    assert.equal(nextRegularCheck(lessee, done).planDate, '2026-12-10');
    assert.equal(nextRegularCheck({ ...lessee, riskLevel: 'SPECIAL_MENTION' }, done).planDate, '2026-09-10');
    assert.equal(nextRegularCheck({ ...lessee, riskLevel: 'SUBSTANDARD' }, done).planDate, '2026-07-10');
    assert.equal(nextRegularCheck({ ...lessee, riskLevel: 'LOSS' }, done).planDate, '2026-07-10');
    assert.equal(nextRegularCheck(lessee, done).trackType, 'REGULAR');
    // Month ends clamp: 31 Aug + 6 months is the last day of February.
    assert.equal(nextRegularCheck(lessee, { ...done, lastCheckDate: '2026-08-31' }).planDate, '2027-02-28');
  });

  test('正常 is seen on site at least yearly; every worse class always on site', () => {
    assert.equal(modeFor('NORMAL', '2026-06-10', '2026-12-10'), 'OFFSITE');
    assert.equal(modeFor('NORMAL', '2026-06-10', '2027-06-10'), 'ONSITE');
    assert.equal(modeFor('NORMAL', '2026-06-10', '2027-06-09'), 'OFFSITE');
    assert.equal(modeFor('NORMAL', null, '2026-12-10'), 'ONSITE');
    assert.equal(modeFor('SPECIAL_MENTION', '2026-06-10', '2026-09-10'), 'ONSITE');
  });

  test('more than 30 days past due is a signal from its 31st day', () => {
    assert.equal(overdueSignalDate(30, '2026-11-30'), null);
    assert.equal(overdueSignalDate(31, '2026-11-30'), '2026-11-30');
    assert.equal(overdueSignalDate(45, '2026-11-30'), '2026-11-16');
  });
});
