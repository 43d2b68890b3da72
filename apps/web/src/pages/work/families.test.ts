import assert from 'node:assert/strict';
import { test } from 'node:test';
import { creditReport, project } from '@flp/shared/resources';
import { detailPath, familyCodeOfCategory, familyOf, formPath, handlePath, idParam, prefillOf } from './families';

test('a category names its family through the flow dictionary; other values name none', () => {
  assert.equal(familyCodeOfCategory('flow_1'), 'leave');
  assert.equal(familyCodeOfCategory('flow_2'), 'business');
  assert.equal(familyCodeOfCategory('flow_999'), undefined);
  assert.equal(familyCodeOfCategory('1'), undefined);
  assert.equal(familyCodeOfCategory(''), undefined);
});

test("a row's family: the server's first, else its category's; only registered families", () => {
  assert.equal(familyOf({ family: 'business', category: 'flow_1' })?.code, 'business');
  assert.equal(familyOf({ family: '', category: 'flow_1' })?.code, 'leave');
  // 合同审批 and 项目结项 have their families; 项目审批 (approval) is a category whose family has no pages yet
  assert.equal(familyOf({ category: 'flow_5' })?.code, 'contract');
  assert.equal(familyOf({ category: 'flow_11' })?.code, 'endOfProject');
  assert.equal(familyOf({ category: 'flow_9' }), undefined);
  assert.equal(familyOf({}), undefined);
});

test('the three routes encode their ids and write an absent one as 0', () => {
  assert.equal(formPath('leave', 'Leave:1:2504'), '/work/process/leave/form/Leave%3A1%3A2504');
  assert.equal(
    handlePath('leave', { taskId: '11', processInstanceId: '22', businessId: '' }),
    '/work/process/leave/handle/11/22/0',
  );
  assert.equal(
    detailPath('business', { processInstanceId: '22', businessId: '33' }),
    '/work/process/business/detail/22/33',
  );
  assert.equal(idParam('0'), '');
  assert.equal(idParam(undefined), '');
  assert.equal(idParam('33'), '33');
});

test("a start form's query pre-fills the resource's own fields, numbers typed as numbers; id and the tab label never", () => {
  assert.deepEqual(prefillOf(creditReport.fields, { projectId: '42', customerId: '7', name: '项目A', id: '9' }), {
    projectId: '42',
    customerId: '7',
  });
  assert.deepEqual(prefillOf(project.fields, { leaseType: '2', periods: '24', projectName: '甲', nope: 'x' }), {
    leaseType: 2,
    periods: 24,
    projectName: '甲',
  });
});
