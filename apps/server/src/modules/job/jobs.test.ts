import assert from 'node:assert/strict';
import { test } from 'node:test';
import { retentionCutoff, retentionDays } from './jobs';

test('retentionDays reads a whole number of days of at least 1, else the default', () => {
  assert.equal(retentionDays('30', 90), 30);
  assert.equal(retentionDays(' 7 ', 90), 7);
  for (const bad of [undefined, '', '0', '-3', '1.5', 'abc']) assert.equal(retentionDays(bad, 90), 90, String(bad));
});

test('retentionCutoff counts calendar days back from the run time', () => {
  assert.equal(retentionCutoff(new Date(2026, 2, 10, 2, 30, 0), 10), '2026-02-28 02:30:00');
  assert.equal(retentionCutoff(new Date(2026, 0, 1, 0, 0, 0), 1), '2025-12-31 00:00:00');
});
