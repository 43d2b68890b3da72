import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stepName } from './stepNames';

test('a default step reads in English; a name an administrator typed shows as typed', () => {
  assert.equal(stepName('部门负责人审批', 'en-US'), 'Department head approves');
  assert.equal(stepName('部门负责人审批', 'zh-CN'), '部门负责人审批');
  assert.equal(stepName('法务会签', 'en-US'), '法务会签');
  assert.equal(stepName(null, 'en-US'), '');
});
