import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type WorkflowFamily,
  contractFamily,
  hkqrFamily,
  loanFamily,
  projectApplicationFamily,
  repaymentFamily,
} from '@flp/shared/resources';
import { type Actor, actorOf, familyActionsOf, startableStates } from './familyActions';

const ME: Actor = { userId: '7', administrator: false };
const OTHER: Actor = { userId: '8', administrator: false };
const ADMIN: Actor = { userId: '9', administrator: true };
const mine = (state: string, more: Record<string, unknown> = {}) => ({
  id: '1',
  createUser: '7',
  flowState: state,
  ...more,
});

test('a record of mine: 提交审批 where the family starts from, 撤回 while in approval, 查看流程 once it has a process', () => {
  const cases: [string, boolean, string[]][] = [
    ['draft', false, ['start']],
    ['running', true, ['withdraw', 'process']],
    ['rejected', true, ['start', 'process']],
    ['withdrawn', true, ['start', 'process']],
    ['approved', true, ['process']],
  ];
  for (const [state, hasProcess, expected] of cases)
    assert.deepEqual(
      familyActionsOf(loanFamily, mine(state, hasProcess ? { processInstanceId: '42' } : {}), ME),
      expected,
      state,
    );
});

test("someone else's record: only 查看流程; an administrator acts as its starter; its owner is its starter", () => {
  assert.deepEqual(familyActionsOf(loanFamily, mine('draft'), OTHER), []);
  assert.deepEqual(familyActionsOf(loanFamily, mine('running', { processInstanceId: '42' }), OTHER), ['process']);
  assert.deepEqual(familyActionsOf(loanFamily, mine('running', { processInstanceId: '42' }), ADMIN), [
    'withdraw',
    'process',
  ]);
  // a disbursement's 客户经理 (the definition's owner) starts it, whoever created it
  assert.deepEqual(familyActionsOf(loanFamily, mine('draft', { createUser: '1', owner: '8' }), OTHER), ['start']);
  // nobody signed in acts as nobody's starter
  assert.deepEqual(
    familyActionsOf(loanFamily, { id: '1', flowState: 'draft' }, { userId: '', administrator: false }),
    [],
  );
});

test("the family's own states and status field: a contract's contractState (rejected and withdrawn are draft)", () => {
  assert.deepEqual(startableStates(contractFamily), ['draft']);
  const contract = (state: string, pid?: string) => ({
    id: '1',
    createUser: '7',
    contractState: state,
    processInstanceId: pid,
  });
  assert.deepEqual(familyActionsOf(contractFamily, contract('draft'), ME), ['start']);
  assert.deepEqual(familyActionsOf(contractFamily, contract('draft', '41'), ME), ['start', 'process']);
  assert.deepEqual(familyActionsOf(contractFamily, contract('approving', '42'), ME), ['withdraw', 'process']);
  assert.deepEqual(familyActionsOf(contractFamily, contract('approved', '42'), ME), ['process']);
  assert.deepEqual(familyActionsOf(contractFamily, contract('signed', '42'), ME), ['process']);
  // a flowState the contract does not keep says nothing
  assert.deepEqual(familyActionsOf(contractFamily, { ...contract('approved'), flowState: 'draft' }, ME), []);
  // 项目申请 starts from the initiated project, and is in approval while applying
  assert.deepEqual(startableStates(projectApplicationFamily), ['initiated']);
  const project = { id: '1', createUser: '7', projectState: 'applying', processInstanceId: '43' };
  assert.deepEqual(familyActionsOf(projectApplicationFamily, project, ME), ['withdraw', 'process']);
});

test('撤回 only where the family serves a delete call; a family without a form page still starts', () => {
  const noRemove: WorkflowFamily = { ...loanFamily, calls: { start: 'start-process', detail: 'detail' } };
  assert.deepEqual(familyActionsOf(noRemove, mine('running', { processInstanceId: '42' }), ME), ['process']);
  assert.deepEqual(familyActionsOf(repaymentFamily, mine('running', { processInstanceId: '42' }), ME), [
    'withdraw',
    'process',
  ]);
  assert.equal(hkqrFamily.handleOnly, true);
  assert.deepEqual(familyActionsOf(hkqrFamily, mine('draft'), ME), ['start']);
});

test("the actor: the user's id, and an administrator by the role aliases", () => {
  assert.deepEqual(actorOf({ user_id: '7', role_name: 'risk_officer,administrator' }), {
    userId: '7',
    administrator: true,
  });
  assert.deepEqual(actorOf({ user_id: '7', role_name: 'risk_officer' }), { userId: '7', administrator: false });
  assert.deepEqual(actorOf(undefined), { userId: '', administrator: false });
});
