// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BpmnModelError } from './bpmn/errors';
import { checkModel, describeProblem, parseModel } from './deploy-check';
import { deployTargets } from './deploy-params';
import { isNcName } from './models';

const fixture = (name: string) => readFileSync(new URL(`./bpmn/fixtures/${name}`, import.meta.url), 'utf8');

test('every supported fixture passes the deployment checks, expressions included', async () => {
  for (const name of [
    'sequence.bpmn20.xml',
    'leave.bpmn20.xml',
    'countersign.bpmn20.xml',
    'exclusive-default.bpmn20.xml',
    'inclusive.bpmn20.xml',
    'parallel.bpmn20.xml',
    'parallel-unbalanced.bpmn20.xml',
    'sequential-multi-instance.bpmn20.xml',
  ]) {
    const check = await checkModel(fixture(name));
    assert.deepEqual(check.problems, [], name);
  }
});

test("every fixture of Flowable's dialect passes the deployment checks", async () => {
  const names = readdirSync(new URL('./bpmn/fixtures/dialect/', import.meta.url));
  assert.ok(names.length >= 12);
  for (const name of names) {
    const check = await checkModel(fixture(`dialect/${name}`));
    assert.deepEqual(check.problems, [], name);
    assert.ok(check.definitions?.processes.length, name);
  }
});

test('skip expressions are checked like conditions', async () => {
  const xml = fixture('dialect/skip-expression.bpmn20.xml')
    .replace('flowable:skipExpression="${trusted}"', 'flowable:skipExpression="${trusted()}"')
    .replace('flowable:skipExpression="${express}"', 'flowable:skipExpression="${a = 1}"');
  const lines = (await checkModel(xml)).problems.map((p) => describeProblem(p, 'en-US'));
  assert.equal(lines.length, 2, lines.join('\n'));
  assert.match(lines[0], /^sequenceFlow "toFast": skip expression: /);
  assert.match(lines[1], /^userTask "check": skip expression: /);
});

test('a refused expression names its element and attribute, every one at once', async () => {
  const xml = fixture('exclusive-default.bpmn20.xml')
    .replace('flowable:assignee="${starter}"', 'flowable:assignee="${user.getName()}"')
    .replace('flowable:candidateGroups="manager"', 'flowable:candidateGroups="manager, ${x = 1}"')
    .replace("input == '通过'}", "input == '通过' and f()}");
  const check = await checkModel(xml);
  const lines = check.problems.map((p) => describeProblem(p, 'en-US'));
  assert.equal(lines.length, 3, lines.join('\n'));
  assert.match(
    lines[0],
    /^sequenceFlow "[^"]+": condition: function calls are not allowed|^sequenceFlow "[^"]+": condition: /,
  );
  assert.ok(
    lines.some((s) => /^userTask "apply": assignee: method calls are not allowed/.test(s)),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((s) => /^userTask "gm": candidate groups: /.test(s)),
    lines.join('\n'),
  );
  await assert.rejects(parseModel(xml), (e) => e instanceof BpmnModelError && e.problems.length === 3);
});

test('multi-instance expressions are checked: collection and completion condition', async () => {
  const xml = fixture('countersign.bpmn20.xml').replace(
    /<completionCondition([^>]*)>[^<]*</,
    '<completionCondition$1>${nrOfCompletedInstances.size() > 1}<',
  );
  const check = await checkModel(xml);
  assert.equal(check.problems.length, 1);
  assert.match(describeProblem(check.problems[0], 'zh-CN'), /^userTask "[^"]+": 完成条件: 表达式不支持方法调用/);
});

test('a model that is not XML is a problem, not an exception', async () => {
  const check = await checkModel('<definitions');
  assert.equal(check.definitions, undefined);
  assert.equal(check.problems[0].elementType, 'xml');
});

test('the tenants of a deployment: empty is common for the platform tenant and the own tenant for another', () => {
  assert.deepEqual(deployTargets({ tenantId: '000000' }, ''), ['']);
  assert.deepEqual(deployTargets({ tenantId: '000000' }, null), ['']);
  assert.deepEqual(deployTargets({ tenantId: '100001' }, undefined), ['100001']);
  assert.deepEqual(deployTargets({ tenantId: '000000' }, ' 100001, ,100002 '), ['100001', '100002']);
});

test('model keys are XML NCNames', () => {
  for (const ok of ['Leave', '_x', 'a-b.c_1', '请假流程', 'é1']) assert.ok(isNcName(ok), ok);
  for (const bad of ['', '1a', '-a', 'a b', 'a:b', 'a/b', '${x}']) assert.ok(!isNcName(bad), bad);
});

test('a model past the engine bounds is refused at deploy, naming the element and the limit', async () => {
  const xml = fixture('dialect/multi-instance.bpmn20.xml').replace(
    '<loopCardinality>${copies}</loopCardinality>',
    '<loopCardinality>1000000000</loopCardinality>',
  );
  const check = await checkModel(xml);
  assert.deepEqual(
    check.problems.map((p) => describeProblem(p, 'en-US')),
    ['userTask "copies": a loop cardinality of 1000000000 is more than the limit of 200 instances a task may open'],
  );
  // 200 is within the bound
  const at = await checkModel(xml.replace('1000000000', '200'));
  assert.deepEqual(at.problems, []);
  // a process of more than 2,000 elements: 1,001 tasks and their 1,002 flows
  const tasks = Array.from({ length: 1001 }, (_, i) => `<task id="t${i}"/>`).join('');
  const flows = Array.from(
    { length: 1002 },
    (_, i) =>
      `<sequenceFlow id="f${i}" sourceRef="${i === 0 ? 's' : `t${i - 1}`}" targetRef="${i === 1001 ? 'e' : `t${i}`}"/>`,
  ).join('');
  const big = await checkModel(`<?xml version="1.0" encoding="UTF-8"?>
    <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">
      <process id="big" isExecutable="true"><startEvent id="s"/>${tasks}${flows}<endEvent id="e"/></process>
    </definitions>`);
  assert.deepEqual(
    big.problems.map((p) => describeProblem(p, 'zh-CN')),
    ['process "big": 有 2005 个元素, 多于上限 2000'],
  );
});
