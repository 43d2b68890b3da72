// The default models of 风险等级维护 and 逾期管理 parse as the deployment parses them: each family's process key and
// category, no warnings, the department leader's review and the starter's adjust step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RISK_FAMILIES, flowCategory } from '@flp/shared';
import { parseBpmn } from '../../flow/bpmn/parse';
import { overdueModels } from './models';

test('one default model per overdue-area family, parsed without warnings', async () => {
  const models = overdueModels();
  assert.equal(models.length, RISK_FAMILIES.length);
  for (const family of RISK_FAMILIES) {
    const m = models.find((x) => x.category === flowCategory(family.categoryKey));
    assert.ok(m, family.code);
    const out = await parseBpmn(m.xml);
    assert.equal(out.category, m.category, family.code);
    assert.deepEqual(out.warnings, [], family.code);
    const [p] = out.processes;
    assert.equal(p.key, family.processKey);
    for (const id of ['deptLeaderReview', 'starterAdjust']) assert.ok(p.graph.nodes[id], `${family.code}: ${id}`);
  }
});
