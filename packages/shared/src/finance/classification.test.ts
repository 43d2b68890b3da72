import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classifyByDpd, needsApproval, provisionFor } from './classification';
import type { FinanceInputError } from './errors';

describe('five-level classification (五级分类)', () => {
  test('default boundaries: > 0, > 90, > 270, > 360', () => {
    const cases: [number, string, string][] = [
      [0, 'NORMAL', '正常'],
      [1, 'SPECIAL_MENTION', '关注'],
      [90, 'SPECIAL_MENTION', '关注'],
      [91, 'SUBSTANDARD', '次级'],
      [270, 'SUBSTANDARD', '次级'],
      [271, 'DOUBTFUL', '可疑'],
      [360, 'DOUBTFUL', '可疑'],
      [361, 'LOSS', '损失'],
    ];
    for (const [dpd, level, label] of cases) {
      const c = classifyByDpd(dpd);
      assert.equal(c.level, level, `dpd ${dpd}`);
      assert.equal(c.label, label);
    }
  });

  test('provision ratios 1 / 2 / 25 / 50 / 100 %', () => {
    assert.deepEqual(
      [0, 1, 91, 271, 361].map((d) => classifyByDpd(d).provisionRatio.toString()),
      ['0.01', '0.02', '0.25', '0.5', '1'],
    );
    assert.equal(provisionFor(1_000_000, 'SUBSTANDARD').toFixed(2), '250000.00');
    assert.equal(provisionFor('1234.57', 'NORMAL').toFixed(2), '12.35'); // 12.3457 → 12.35
  });

  test('thresholds are parameters (older practice 90/180/360)', () => {
    assert.equal(classifyByDpd(181, { substandard: 90, doubtful: 180, loss: 360 }).level, 'DOUBTFUL');
    assert.equal(classifyByDpd(180, { substandard: 90, doubtful: 180, loss: 360 }).level, 'SUBSTANDARD');
  });

  test('staff may tighten without approval, never loosen', () => {
    assert.equal(needsApproval('SUBSTANDARD', 'DOUBTFUL'), false);
    assert.equal(needsApproval('SUBSTANDARD', 'SUBSTANDARD'), false);
    assert.equal(needsApproval('SUBSTANDARD', 'SPECIAL_MENTION'), true);
  });

  test('bad input', () => {
    assert.throws(
      () => classifyByDpd(-1),
      (e: FinanceInputError) => e.field === 'daysPastDue',
    );
    assert.throws(
      () => classifyByDpd(1.5),
      (e: FinanceInputError) => e.field === 'daysPastDue',
    );
    assert.throws(
      () => classifyByDpd(10, { substandard: 270, doubtful: 90, loss: 360 }),
      (e: FinanceInputError) => e.field === 'thresholds',
    );
    assert.throws(
      () => provisionFor(-5, 'LOSS'),
      (e: FinanceInputError) => e.field === 'exposure',
    );
  });
});
