// The project families' default models parse as the deployment parses them: each family's process key and category,
// no warnings, the roles the chain names, and the task keys the families' rules rely on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROJECT_FAMILIES, flowCategory } from '@flp/shared';
import { parseBpmn } from '../../flow/bpmn/parse';
import { projectModels } from './models';

const EXPECTED: Record<string, { tasks: string[]; gmAbove: boolean }> = {
  beforeinfo: { tasks: ['deptLeaderReview', 'gmReview', 'starterAdjust'], gmAbove: true },
  projectApplication: { tasks: ['deptLeaderReview', 'riskReview', 'gmReview', 'starterAdjust'], gmAbove: true },
  project: { tasks: ['vote'], gmAbove: false },
  dzbjy: { tasks: ['deptLeaderReview', 'gmReview', 'starterAdjust'], gmAbove: false },
  special: { tasks: ['deptLeaderReview', 'gmReview', 'starterAdjust'], gmAbove: false },
  zlxz: { tasks: ['deptLeaderReview', 'gmReview', 'starterAdjust'], gmAbove: false },
  credit: { tasks: ['deptLeaderReview', 'riskQuery', 'starterAdjust'], gmAbove: false },
  SupplementInfo: { tasks: ['deptLeaderReview', 'gmReview', 'starterAdjust'], gmAbove: false },
};

test('one default model per project family, parsed without warnings, with the tasks the chain expects', async () => {
  const models = projectModels();
  assert.equal(models.length, PROJECT_FAMILIES.length);
  for (const family of PROJECT_FAMILIES) {
    const m = models.find((x) => x.category === flowCategory(family.categoryKey));
    assert.ok(m, family.code);
    const out = await parseBpmn(m.xml);
    assert.equal(out.category, m.category, family.code);
    assert.deepEqual(out.warnings, [], family.code);
    const [p] = out.processes;
    assert.equal(p.key, family.processKey);
    for (const id of EXPECTED[family.code].tasks) assert.ok(p.graph.nodes[id], `${family.code}: ${id}`);
    assert.equal(
      /\$\{amount > threshold\}/.test(JSON.stringify(p.graph.flows)),
      EXPECTED[family.code].gmAbove,
      family.code,
    );
  }
});
