import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DPD_BUCKETS, riskOverview } from './risk-overview';

const M = 1_000_000;

test('the worked example: NPL 8.00 %, 关注率 12.00 %, required provision 4.79 M, coverage 65.00 %, provision ratio 5.20 %', () => {
  const o = riskOverview({
    byClass: [
      { riskLevel: 'NORMAL', iouCount: 40, outstandingPrincipal: 80 * M },
      { riskLevel: 'SPECIAL_MENTION', iouCount: 6, outstandingPrincipal: 12 * M },
      { riskLevel: 'SUBSTANDARD', iouCount: 2, outstandingPrincipal: 4 * M },
      { riskLevel: 'DOUBTFUL', iouCount: 1, outstandingPrincipal: 2.5 * M },
      { riskLevel: 'LOSS', iouCount: 1, outstandingPrincipal: 1.5 * M },
    ],
    overduePrincipal: 3 * M,
    provisionHeld: 5.2 * M,
  });
  assert.equal(o.totalPrincipal, '100000000.00');
  assert.equal(o.nonPerformingPrincipal, '8000000.00');
  assert.equal(o.nplRatio, '8.00');
  assert.equal(o.specialMentionRatio, '12.00');
  assert.equal(o.requiredProvision, '4790000.00');
  assert.deepEqual(
    o.byClass.map((c) => c.requiredProvision),
    ['800000.00', '240000.00', '1000000.00', '1250000.00', '1500000.00'],
  );
  assert.equal(o.coverage, '65.00');
  assert.equal(o.provisionRatio, '5.20');
  assert.equal(o.overdueRatio, '3.00');
  assert.equal(o.byClass[1].share, '12.00');
});

test('an empty portfolio has amounts of nought and no ratios; classes absent count nought', () => {
  const o = riskOverview({ byClass: [], overduePrincipal: 0, provisionHeld: 0 });
  assert.equal(o.totalPrincipal, '0.00');
  assert.equal(o.nplRatio, null);
  assert.equal(o.coverage, null);
  assert.equal(o.byClass.length, 5);
  // Without non-performing loans there is no coverage to speak of, whatever is held.
  const clean = riskOverview({
    byClass: [{ riskLevel: 'NORMAL', iouCount: 1, outstandingPrincipal: '1000.00' }],
    overduePrincipal: 0,
    provisionHeld: '10.00',
  });
  assert.equal(clean.coverage, null);
  assert.equal(clean.provisionRatio, '1.00');
});

test('the DPD buckets cover every day past due once', () => {
  for (let d = 1; d <= 1000; d++)
    assert.equal(DPD_BUCKETS.filter((b) => d >= b.from && (b.to === null || d <= b.to)).length, 1, String(d));
});
