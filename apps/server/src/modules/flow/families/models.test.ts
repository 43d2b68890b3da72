// The default models parse as the deployment will parse them, with the candidate groups the demo roles hold.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseBpmn } from '../bpmn/parse';
import { defaultModels } from './models';

const groups = (graph: { nodes: Record<string, unknown> }) =>
  JSON.stringify(graph.nodes).match(/(dept_leader@dept|risk_officer|general_manager|finance_officer)/g) ?? [];

test('leave.bpmn20.xml: BladeX Leave, category flow_1, the task ids BladeX uses', async () => {
  const m = defaultModels().find((x) => x.category === 'flow_1')!;
  const out = await parseBpmn(m.xml);
  assert.equal(out.category, 'flow_1');
  assert.deepEqual(out.warnings, []);
  const [p] = out.processes;
  assert.equal(p.key, 'Leave');
  for (const id of ['hrTask', 'managerTask', 'bossTask', 'modifyApply']) assert.ok(p.graph.nodes[id], id);
  assert.deepEqual([...new Set(groups(p.graph))].sort(), ['dept_leader@dept', 'general_manager']);
});

test('business.bpmn20.xml: BusinessApproval, category flow_2, routed by amount over the threshold', async () => {
  const m = defaultModels().find((x) => x.category === 'flow_2')!;
  const out = await parseBpmn(m.xml);
  assert.equal(out.category, 'flow_2');
  assert.deepEqual(out.warnings, []);
  const [p] = out.processes;
  assert.equal(p.key, 'BusinessApproval');
  for (const id of ['deptLeaderReview', 'riskReview', 'gmReview', 'financeReview', 'starterAdjust'])
    assert.ok(p.graph.nodes[id], id);
  assert.match(JSON.stringify(p.graph.flows), /\$\{amount > threshold\}/);
  assert.deepEqual([...new Set(groups(p.graph))].sort(), [
    'dept_leader@dept',
    'finance_officer',
    'general_manager',
    'risk_officer',
  ]);
});
