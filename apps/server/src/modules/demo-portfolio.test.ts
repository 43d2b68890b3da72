// The wider book's table (demo-portfolio.json) is data read by a cast: these checks stand where a type cannot — every
// lessee one the demo's seeds can take through their chains as written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTRACT_GM_THRESHOLD_DEFAULT } from './contract/families';
import { DEMO_LESSEES, relativeDay } from './demo-portfolio';
import { PROJECT_PARAMS } from './project/params';
import { industrySeed, regionSeed } from './region/standards';

test('every lessee: a real region and industry, terms its chains approve without the general manager', () => {
  const regions = new Set(regionSeed().map((r) => r.code));
  const industries = new Set(industrySeed().map((r) => r.code));
  const names = new Set<string>();
  for (const l of DEMO_LESSEES) {
    assert.ok(!names.has(l.name), `${l.name} twice`);
    names.add(l.name);
    assert.ok(regions.has(l.region), `${l.name}: region ${l.region}`);
    assert.ok(industries.has(l.industry) && l.industry.length === 5, `${l.name}: industry ${l.industry}`);
    // The demo's approvers are 赵磊, 李娜 and the review meeting: nothing above the general manager's thresholds.
    assert.ok(l.financed <= PROJECT_PARAMS.gmThreshold.fallback && l.financed <= CONTRACT_GM_THRESHOLD_DEFAULT);
    assert.ok(l.financed <= l.value, `${l.name}: finances no more than the item is worth`);
    assert.ok(
      [1, 3].includes(l.frequencyMonths) && l.periods * l.frequencyMonths <= PROJECT_PARAMS.maxTermMonths.fallback,
    );
    assert.ok(['disbursed', 'signed', 'approved', 'running', 'draft'].includes(l.plan.stage), l.name);
    if (l.plan.stage === 'disbursed') {
      assert.ok(l.plan.monthsAgo >= 1 && l.plan.dueIn >= 0, `${l.name}: disbursed in the past`);
      assert.ok(['onTime', 'late', 'partial', 'overpaid', 'stopped'].includes(l.plan.payment.kind), l.name);
    }
  }
});

test('relativeDay: months and days from today, a day the month lacks its last', () => {
  const today = relativeDay(0);
  assert.match(today, /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(relativeDay(-12).slice(5), today.slice(5).replace('02-29', '02-28'));
  assert.ok(relativeDay(-1, 3) < relativeDay(0, 3));
  for (let m = -24; m <= 0; m++) assert.ok(!Number.isNaN(Date.parse(relativeDay(m, 30))), `${m} months`);
});
