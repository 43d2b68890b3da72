import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extensionLimitMonths, monthsBetween } from './extension';

describe('extension limits (贷款通则 第十二条 as a parameter set)', () => {
  test('whole months, a part month counted whole', () => {
    assert.equal(monthsBetween('2025-01-15', '2026-01-15'), 12);
    assert.equal(monthsBetween('2025-01-15', '2026-01-16'), 13);
    assert.equal(monthsBetween('2025-01-31', '2025-02-28'), 1);
    assert.equal(monthsBetween('2025-07-15', '2026-07-15'), 12);
  });

  test('short term: the term itself; medium: half; long: three years', () => {
    assert.deepEqual([6, 12, 13, 36, 60, 61, 120].map(extensionLimitMonths), [6, 12, 6, 18, 30, 36, 36]);
  });
});
