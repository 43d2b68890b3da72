import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stepDuration } from './duration';

test('a step’s duration in either language, seconds only under a minute', () => {
  assert.equal(stepDuration('2026-11-24 09:00:00', '2026-11-24 09:00:07', 'zh-CN'), '7秒');
  assert.equal(stepDuration('2026-11-24 09:00:00', '2026-11-24 09:00:00', 'en-US'), '0 s');
  assert.equal(stepDuration('2026-11-23 08:00:00', '2026-11-24 09:05:30', 'zh-CN'), '1天1小时5分');
  assert.equal(stepDuration('2026-11-23 08:00:00', '2026-11-24 09:05:30', 'en-US'), '1 d 1 h 5 min');
  assert.equal(stepDuration('2026-11-24 09:00:00', '2026-11-24 08:00:00', 'en-US'), '');
});
