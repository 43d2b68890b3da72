/// <reference path="../../../../../server/src/modules/flow/bpmn/bpmn-moddle.d.ts" />
/**
 * The designer's template and its reading of older models, checked by the engine's own parser (the server's
 * modules/flow/bpmn): what the designer starts from is deployable, with only the warning of an approver to choose.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkBpmn } from '../../../../../server/src/modules/flow/bpmn/parse';
import { asFlowable, newModelXml } from './template';

test('a new model is deployable: start (initiator applyUser) → one user task → end; the task lacks an approver', async () => {
  const check = await checkBpmn(newModelXml('leave_2', '请假 & 调休 "二"', 'flow_1'));
  assert.deepEqual(check.problems, []);
  assert.deepEqual(
    check.warnings.map((w) => w.elementId),
    ['approve'],
  );
  const [process] = check.definitions!.processes;
  assert.equal(process.key, 'leave_2');
  assert.equal(process.name, '请假 & 调休 "二"');
  assert.equal(check.definitions!.category, 'flow_1');
  const start = process.graph.nodes[process.graph.startId];
  assert.equal((start as { initiator?: string }).initiator, 'applyUser');
});

test('an activiti model opens as flowable, attributes and all; a flowable model is left as it is', async () => {
  const leave = readFileSync(
    new URL('../../../../../server/src/modules/flow/bpmn/fixtures/leave.bpmn20.xml', import.meta.url),
    'utf8',
  );
  const converted = asFlowable(leave);
  assert.doesNotMatch(converted, /activiti:|activiti\.org/);
  assert.match(converted, /flowable:assignee="\$\{taskUser\}"/);
  const [before, after] = await Promise.all([checkBpmn(leave), checkBpmn(converted)]);
  assert.deepEqual(after.problems, []);
  assert.deepEqual(after.definitions, before.definitions);
  const fresh = newModelXml('k', 'n');
  assert.equal(asFlowable(fresh), fresh);
});
