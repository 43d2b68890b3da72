// The loan area's default models parse as the deployment parses them: each family's process key and category, no
// warnings, the steps the rules rely on (the send-back target `starterAdjust`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { flowCategory, loanFamily, repaymentFamily, zjzfqrhFamily } from '@flp/shared';
import { parseBpmn } from '../../flow/bpmn/parse';
import { loanModels } from './models';

const EXPECTED = [
  { family: loanFamily, tasks: ['deptLeaderReview', 'riskReview', 'financeReview', 'starterAdjust'] },
  { family: repaymentFamily, tasks: ['financeReview', 'starterAdjust'] },
  { family: zjzfqrhFamily, tasks: ['deptLeaderReview', 'starterAdjust'] },
];

test('one default model per loan-area family, parsed without warnings, with the steps its rules expect', async () => {
  const models = loanModels();
  assert.equal(models.length, EXPECTED.length);
  for (const { family, tasks } of EXPECTED) {
    const m = models.find((x) => x.category === flowCategory(family.categoryKey));
    assert.ok(m, family.code);
    const out = await parseBpmn(m.xml);
    assert.equal(out.category, m.category, family.code);
    assert.deepEqual(out.warnings, [], family.code);
    const [p] = out.processes;
    assert.equal(p.key, family.processKey);
    for (const id of tasks) assert.ok(p.graph.nodes[id], `${family.code}: ${id}`);
  }
});
