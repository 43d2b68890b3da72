// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { BpmnModelError } from './errors';
import type { BpmnProblem, GatewayNode, ParsedProcess, UserTaskNode } from './graph';
import { checkBpmn, parseBpmn, splitCandidates } from './parse';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

async function onlyProcess(name: string): Promise<ParsedProcess> {
  const parsed = await parseBpmn(fixture(name));
  assert.equal(parsed.processes.length, 1);
  return parsed.processes[0];
}

/** Flows as `source -> target [condition]`, for compact expectations. */
function edges(process: ParsedProcess): string[] {
  return Object.values(process.graph.flows).map(
    (f) => `${f.sourceRef} -> ${f.targetRef}${f.conditionExpression ? ` ${f.conditionExpression}` : ''}`,
  );
}

const FLOWABLE = 'xmlns:flowable="http://flowable.org/bpmn"';
const ACTIVITI = 'xmlns:activiti="http://activiti.org/bpmn"';
function model(body: string, namespaces = FLOWABLE, processAttrs = 'id="p" isExecutable="true"'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  ${namespaces} targetNamespace="flow_test"><process ${processAttrs}>${body}</process></definitions>`;
}

const line = (p: BpmnProblem) => `${p.elementType} ${p.elementId}: ${p.reason['zh-CN']}`;

async function problemsOf(xml: string) {
  const { problems } = await checkBpmn(xml);
  return problems.map(line);
}

async function warningsOf(xml: string) {
  const { warnings } = await checkBpmn(xml);
  return warnings.map(line);
}

describe('supported models', () => {
  test("BladeX's leave model (activiti namespace, DI) reads into the full graph", async () => {
    const parsed = await parseBpmn(fixture('leave.bpmn20.xml'));
    assert.equal(parsed.category, 'flow_1');
    assert.deepEqual(parsed.warnings, []);
    const leave = parsed.processes[0];
    assert.equal(leave.key, 'Leave');
    assert.equal(leave.name, '请假流程');
    assert.equal(leave.isExecutable, true);
    assert.match(leave.documentation ?? '', /部门负责人审批/);
    assert.equal(leave.graph.startId, 'start');
    assert.deepEqual(leave.graph.nodes.start, {
      id: 'start',
      name: '开始',
      documentation: undefined,
      incoming: [],
      outgoing: ['flowStart'],
      type: 'startEvent',
      initiator: 'applyUser',
      formKey: undefined,
    });
    assert.deepEqual(leave.graph.nodes.hrTask, {
      id: 'hrTask',
      name: '部门负责人审批',
      documentation: undefined,
      incoming: ['flowStart', 'flowResubmit'],
      outgoing: ['flowHr'],
      type: 'userTask',
      assignee: '${taskUser}',
      candidateUsers: [],
      candidateGroups: [],
      formKey: undefined,
      default: undefined,
      formProperties: [
        { id: 'comment', name: '审批意见', type: 'string', required: true, readable: undefined, writable: undefined },
      ],
    });
    assert.deepEqual((leave.graph.nodes.managerTask as UserTaskNode).candidateGroups, ['manager']);
    assert.equal((leave.graph.nodes.adjustTask as UserTaskNode).assignee, '${applyUser}');
    assert.deepEqual(leave.graph.nodes.end, {
      id: 'end',
      name: '结束',
      documentation: undefined,
      incoming: ['flowShort', 'flowManagerPass'],
      outgoing: [],
      type: 'endEvent',
      terminate: false,
    });
    assert.deepEqual(edges(leave), [
      'start -> hrTask',
      'hrTask -> hrGateway',
      'hrGateway -> daysGateway ${pass}',
      'hrGateway -> adjustTask ${!pass}',
      'daysGateway -> managerTask ${days > 3}',
      'daysGateway -> end ${days <= 3}',
      'managerTask -> managerGateway',
      'managerGateway -> end ${pass}',
      'managerGateway -> adjustTask ${!pass}',
      'adjustTask -> hrTask',
    ]);
    assert.equal(leave.graph.flows.flowHrReject.name, '驳回');
    assert.deepEqual(Object.keys(leave.graph.nodes).sort(), [
      'adjustTask',
      'daysGateway',
      'end',
      'hrGateway',
      'hrTask',
      'managerGateway',
      'managerTask',
      'start',
    ]);
  });

  test('a sequence with a pool, a lane, an annotation, modeler extensions and DI keeps only what runs', async () => {
    const parsed = await parseBpmn(fixture('sequence.bpmn20.xml'));
    assert.equal(parsed.category, 'flow_2');
    const seq = parsed.processes[0];
    assert.equal(seq.key, 'sequence');
    assert.equal(seq.documentation, '客户经理提交，风控复核，财务确认。');
    assert.deepEqual(Object.keys(seq.graph.nodes), ['start', 'riskTask', 'financeTask', 'end']);
    assert.deepEqual(edges(seq), ['start -> riskTask', 'riskTask -> financeTask', 'financeTask -> end']);
    const start = seq.graph.nodes.start;
    assert.ok(start.type === 'startEvent');
    assert.equal(start.initiator, 'starter');
    assert.equal(start.formKey, 'leaseApply');
    const risk = seq.graph.nodes.riskTask as UserTaskNode;
    assert.deepEqual(risk.candidateGroups, ['risk', 'riskManager']);
    assert.equal(risk.assignee, undefined);
    assert.equal(risk.documentation, '核对租赁物与担保');
    const finance = seq.graph.nodes.financeTask as UserTaskNode;
    assert.equal(finance.assignee, '${starter}');
    assert.deepEqual(finance.candidateUsers, ['1123598821738675201', '${financeUser}']);
  });

  test('an exclusive gateway keeps its default flow and the condition source', async () => {
    const p = await onlyProcess('exclusive-default.bpmn20.xml');
    const gateway = p.graph.nodes.amountGateway as GatewayNode;
    assert.equal(gateway.type, 'exclusiveGateway');
    assert.equal(gateway.default, 'small');
    assert.deepEqual(gateway.outgoing, ['large', 'small']);
    assert.equal(p.graph.flows.large.conditionExpression, "${amount >= 1000000 and input == '通过'}");
    assert.equal(p.graph.flows.small.conditionExpression, undefined);
  });

  test('parallel fork and join', async () => {
    const p = await onlyProcess('parallel.bpmn20.xml');
    assert.equal(p.graph.nodes.fork.type, 'parallelGateway');
    assert.deepEqual(p.graph.nodes.fork.outgoing, ['f2', 'f3']);
    assert.deepEqual(p.graph.nodes.join.incoming, ['f4', 'f5']);
    assert.equal((p.graph.nodes.fork as GatewayNode).default, undefined);
  });

  test('an unbalanced parallel gateway (one branch ends on its own) is accepted', async () => {
    const p = await onlyProcess('parallel-unbalanced.bpmn20.xml');
    assert.deepEqual(p.graph.nodes.fork.outgoing, ['f2', 'f3', 'f4']);
    assert.deepEqual(p.graph.nodes.join.incoming, ['f5', 'f6']);
    assert.deepEqual(p.graph.nodes.archiveEnd.incoming, ['f7']);
  });

  test('an inclusive gateway with conditions and a default', async () => {
    const p = await onlyProcess('inclusive.bpmn20.xml');
    assert.equal(p.graph.nodes.split.type, 'inclusiveGateway');
    assert.equal((p.graph.nodes.split as GatewayNode).default, 'toFinance');
    assert.equal(p.graph.flows.toRisk.conditionExpression, '${amount gt 500000}');
    assert.equal(p.graph.flows.toLegal.conditionExpression, '${not empty guarantor}');
    assert.equal(p.graph.nodes.merge.type, 'inclusiveGateway');
  });

  test('countersign: parallel multi-instance over a collection with a completion condition, terminate end', async () => {
    const p = await onlyProcess('countersign.bpmn20.xml');
    const sign = p.graph.nodes.sign as UserTaskNode;
    assert.equal(sign.assignee, '${reviewer}');
    assert.deepEqual(sign.multiInstance, {
      isSequential: false,
      collection: '${reviewers}',
      elementVariable: 'reviewer',
      loopCardinality: undefined,
      completionCondition: '${nrOfCompletedInstances / nrOfInstances >= 0.5}',
    });
    const end = p.graph.nodes.end;
    assert.ok(end.type === 'endEvent');
    assert.equal(end.terminate, true);
  });

  test('sequential multi-instance', async () => {
    const p = await onlyProcess('sequential-multi-instance.bpmn20.xml');
    assert.deepEqual((p.graph.nodes.sign as UserTaskNode).multiInstance, {
      isSequential: true,
      collection: 'approvers',
      elementVariable: 'approver',
      loopCardinality: undefined,
      completionCondition: '${!pass}',
    });
  });

  test('a loop cardinality without a collection', async () => {
    const parsed = await parseBpmn(
      model(`<startEvent id="s"/><userTask id="t" flowable:candidateGroups="risk">
        <multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>3</loopCardinality></multiInstanceLoopCharacteristics>
      </userTask><endEvent id="e"/><sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>`),
    );
    assert.equal((parsed.processes[0].graph.nodes.t as UserTaskNode).multiInstance?.loopCardinality, '3');
  });
});

describe('both namespaces', () => {
  const body = (ns: string) => `<startEvent id="s" ${ns}:initiator="applyUser"/>
    <userTask id="t" ${ns}:assignee="\${taskUser}" ${ns}:candidateUsers="a,b" ${ns}:candidateGroups="manager" ${ns}:formKey="leave">
      <multiInstanceLoopCharacteristics ${ns}:collection="users" ${ns}:elementVariable="u"/>
    </userTask><endEvent id="e"/>
    <sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>`;

  test('flowable: and activiti: read into the same graph', async () => {
    const flowable = await parseBpmn(model(body('flowable'), FLOWABLE));
    const activiti = await parseBpmn(model(body('activiti'), ACTIVITI));
    assert.deepEqual(activiti, flowable);
    const task = flowable.processes[0].graph.nodes.t as UserTaskNode;
    assert.equal(task.assignee, '${taskUser}');
    assert.deepEqual(task.candidateUsers, ['a', 'b']);
    assert.deepEqual(task.candidateGroups, ['manager']);
    assert.equal(task.formKey, 'leave');
    assert.equal(task.multiInstance?.collection, 'users');
    assert.equal(task.multiInstance?.elementVariable, 'u');
    assert.equal(
      flowable.processes[0].graph.nodes.s.type === 'startEvent' && flowable.processes[0].graph.nodes.s.initiator,
      'applyUser',
    );
  });

  test('a model declaring both namespaces reads the attributes of each', async () => {
    const parsed = await parseBpmn(
      model(
        `<startEvent id="s" activiti:initiator="applyUser"/><userTask id="t" flowable:assignee="\${taskUser}" activiti:candidateGroups="manager"/>
        <endEvent id="e"/><sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>`,
        `${FLOWABLE} ${ACTIVITI}`,
      ),
    );
    const { nodes } = parsed.processes[0].graph;
    assert.equal(nodes.s.type === 'startEvent' && nodes.s.initiator, 'applyUser');
    assert.equal((nodes.t as UserTaskNode).assignee, '${taskUser}');
    assert.deepEqual((nodes.t as UserTaskNode).candidateGroups, ['manager']);
  });

  test('a listener in the secondary namespace of a mixed model is still refused', async () => {
    const problems = await problemsOf(
      model(
        `<startEvent id="s"/><userTask id="t" flowable:assignee="x"><extensionElements>
          <activiti:taskListener event="create" class="com.example.Listener"/></extensionElements></userTask>
        <endEvent id="e"/><sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>`,
        `${FLOWABLE} ${ACTIVITI}`,
      ),
    );
    assert.deepEqual(problems, ['taskListener t: 不支持监听器 (class com.example.Listener)']);
  });
});

describe('refused constructs', () => {
  // fixture → the one problem it must produce (element type, id "x", reason)
  const cases: Record<string, string[]> = {
    'script-task': ['scriptTask x: 不支持脚本任务'],
    'service-task': ['serviceTask x: 不支持服务任务'],
    'service-task-expression': ['serviceTask x: 不支持服务任务'],
    'send-task': ['sendTask x: 不支持发送任务'],
    'receive-task': ['receiveTask x: 不支持接收任务 (没有能触发它的消息)'],
    'business-rule-task': ['businessRuleTask x: 不支持业务规则任务'],
    'task-listener': ['taskListener x: 不支持监听器 (class org.springblade.flow.listener.AssignListener)'],
    'execution-listener': ['executionListener x: 不支持监听器 (delegateExpression ${auditListener})'],
    'timer-start': [
      'startEvent x: 不支持定时器事件',
      'process timerStart: 需要恰好一个空开始事件 (流程实例从它开始)，现有 0 个',
    ],
    'error-end': ['endEvent x: 不支持错误事件'],
    'timer-intermediate': ['intermediateCatchEvent x: 不支持中间事件 (定时器)'],
    'message-intermediate': ['intermediateCatchEvent x: 不支持中间事件 (消息)'],
    'signal-throw': ['intermediateThrowEvent x: 不支持中间事件 (信号)'],
    'escalation-throw': ['intermediateThrowEvent x: 不支持中间事件 (升级)'],
    'conditional-catch': ['intermediateCatchEvent x: 不支持中间事件 (条件)'],
    'compensation-throw': ['intermediateThrowEvent x: 不支持中间事件 (补偿)'],
    'boundary-timer': ['boundaryEvent x: 不支持边界事件 (定时器)'],
    'sub-process': ['subProcess x: 不支持子流程'],
    'event-sub-process': ['subProcess x: 不支持事件子流程'],
    transaction: ['transaction x: 不支持事务子流程'],
    'call-activity': ['callActivity x: 不支持调用活动'],
    'event-based-gateway': ['eventBasedGateway x: 不支持事件网关'],
    'complex-gateway': ['complexGateway x: 不支持复杂网关'],
    'data-input': ['userTask x: 不支持以数据对象作为输入'],
  };
  for (const [name, expected] of Object.entries(cases)) {
    test(`${name} is refused with its element id and reason`, async () => {
      const xml = fixture(`refused/${name}.bpmn20.xml`);
      assert.deepEqual(await problemsOf(xml), expected);
      await assert.rejects(parseBpmn(xml), (error) => {
        assert.ok(error instanceof BpmnModelError);
        assert.equal(error.problems[0].elementId, 'x');
        assert.ok(error.message.startsWith(`模型不可部署: ${expected[0].replace(/^(\w+) (\w+):/, '$1 "$2":')}`));
        assert.ok(error.localized['en-US'].startsWith('Model cannot be deployed: '));
        return true;
      });
    });
  }
});

describe('structural problems', () => {
  test('every problem is reported at once, the message naming the first three; what merely looks odd is a warning', async () => {
    const xml = model(`
      <startEvent id="s"/><startEvent id="s2"/>
      <scriptTask id="Task_1" scriptFormat="groovy"><script>x</script></scriptTask>
      <serviceTask id="Task_2" flowable:class="com.example.Delegate"/>
      <exclusiveGateway id="g" default="elsewhere"/>
      <parallelGateway id="fork"/>
      <exclusiveGateway id="deadGateway"/>
      <userTask id="orphan" flowable:assignee="x"/>
      <userTask id="deadEnd" flowable:assignee="x"/>
      <endEvent id="e"/>
      <sequenceFlow id="a" sourceRef="s" targetRef="Task_1"/>
      <sequenceFlow id="b" sourceRef="Task_1" targetRef="Task_2"/>
      <sequenceFlow id="c" sourceRef="Task_2" targetRef="g"/>
      <sequenceFlow id="d" sourceRef="g" targetRef="fork"/>
      <sequenceFlow id="elsewhere" sourceRef="fork" targetRef="e"/>
      <sequenceFlow id="cond" sourceRef="fork" targetRef="deadEnd"><conditionExpression>\${pass}</conditionExpression></sequenceFlow>
      <sequenceFlow id="toDead" sourceRef="deadEnd" targetRef="deadGateway"/>
      <sequenceFlow id="lost" sourceRef="g" targetRef="nowhere"/>
      <sequenceFlow id="noSource" targetRef="e"/>
      <sequenceFlow id="orphanOut" sourceRef="orphan" targetRef="e"/>`);
    const expected = [
      'scriptTask Task_1: 不支持脚本任务',
      'serviceTask Task_2: 不支持服务任务',
      'sequenceFlow lost: 目标节点 "nowhere" 不存在',
      'sequenceFlow noSource: 缺少源节点',
      'process p: 需要恰好一个空开始事件 (流程实例从它开始)，现有 2 个',
      'exclusiveGateway g: 默认顺序流 "elsewhere" 不是它的流出顺序流',
      'exclusiveGateway deadGateway: 排他网关没有流出的顺序流，无从选择出口',
    ];
    assert.deepEqual(await problemsOf(xml), expected);
    assert.deepEqual(await warningsOf(xml), [
      'exclusiveGateway g: 网关只有一条流入和一条流出，不起作用',
      'sequenceFlow cond: 并行网关的流出顺序流上的条件不起作用 (每条流出都会执行)',
    ]);
    await assert.rejects(parseBpmn(xml), (error) => {
      assert.ok(error instanceof BpmnModelError);
      assert.equal(error.problems.length, expected.length);
      assert.equal(
        error.message,
        '模型不可部署: scriptTask "Task_1": 不支持脚本任务; serviceTask "Task_2": 不支持服务任务; ' +
          'sequenceFlow "lost": 目标节点 "nowhere" 不存在; 另有 4 个问题',
      );
      return true;
    });
  });

  test('unreachable nodes and nodes from which the instance cannot end are warnings', async () => {
    const xml =
      model(`<startEvent id="s"/><userTask id="t" flowable:assignee="x"/><userTask id="island" flowable:assignee="x"/>
        <userTask id="loop" flowable:assignee="x"/><endEvent id="e"/>
        <sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>
        <sequenceFlow id="c" sourceRef="t" targetRef="loop"/><sequenceFlow id="d" sourceRef="loop" targetRef="loop"/>
        <sequenceFlow id="f" sourceRef="island" targetRef="e"/>`);
    assert.deepEqual(await problemsOf(xml), []);
    assert.deepEqual(await warningsOf(xml), [
      'userTask island: 从开始事件不可到达，永远不会执行',
      'userTask loop: 从这里无法到达结束：流程实例永远不会结束',
    ]);
  });

  test('a flow into a start event or out of an end event runs as in Flowable (a warning); a foreign default flow is refused', async () => {
    const xml = model(`<startEvent id="s"/><userTask id="t" flowable:assignee="x" default="back"/><endEvent id="e"/>
        <sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>
        <sequenceFlow id="back" sourceRef="e" targetRef="s"/>`);
    assert.deepEqual(await problemsOf(xml), ['userTask t: 默认顺序流 "back" 不是它的流出顺序流']);
    assert.deepEqual(await warningsOf(xml), [
      'startEvent s: 开始事件有流入的顺序流：到达它的流程直接经过',
      'endEvent e: 结束事件有流出的顺序流：与 Flowable 相同，流程沿它们继续',
    ]);
  });

  test('a user task keeps its default flow', async () => {
    const parsed = await parseBpmn(
      model(`<startEvent id="s"/><userTask id="t" flowable:assignee="x" default="b"/><endEvent id="e"/><endEvent id="e2"/>
        <sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>
        <sequenceFlow id="c" sourceRef="t" targetRef="e2"><conditionExpression>\${pass}</conditionExpression></sequenceFlow>`),
    );
    const task = parsed.processes[0].graph.nodes.t as UserTaskNode;
    assert.equal(task.default, 'b');
    assert.equal(parsed.processes[0].graph.flows.c.conditionExpression, '${pass}');
  });

  test('no start event is refused (an instance could not start); no end event is not', async () => {
    assert.deepEqual(await problemsOf(model('<userTask id="t" flowable:assignee="x"/>')), [
      'process p: 需要恰好一个空开始事件 (流程实例从它开始)，现有 0 个',
    ]);
  });

  test('a flow pointing at the process rather than a node is a missing target', async () => {
    const xml = model('<startEvent id="s"/><endEvent id="e"/><sequenceFlow id="a" sourceRef="s" targetRef="p"/>');
    assert.deepEqual(await problemsOf(xml), ['sequenceFlow a: 目标节点 "p" 不存在']);
    assert.deepEqual(await warningsOf(xml), ['endEvent e: 从开始事件不可到达，永远不会执行']);
  });

  test('a multi-instance task without a collection or cardinality, and a standard loop', async () => {
    const problems = await problemsOf(
      model(`<startEvent id="s"/><userTask id="mi" flowable:assignee="x"><multiInstanceLoopCharacteristics/></userTask>
        <userTask id="loop" flowable:assignee="x"><standardLoopCharacteristics/></userTask><endEvent id="e"/>
        <sequenceFlow id="a" sourceRef="s" targetRef="mi"/><sequenceFlow id="b" sourceRef="mi" targetRef="loop"/>
        <sequenceFlow id="c" sourceRef="loop" targetRef="e"/>`),
    );
    assert.deepEqual(problems, [
      'userTask mi: 多实例任务需要 collection 或 loopCardinality',
      'userTask loop: 不支持标准循环，请使用多实例',
    ]);
  });

  test('a user task nobody is assigned to is a warning, not a refusal (Flowable deploys it)', async () => {
    const parsed = await parseBpmn(
      model(`<startEvent id="s"/><userTask id="t"/><endEvent id="e"/>
        <sequenceFlow id="a" sourceRef="s" targetRef="t"/><sequenceFlow id="b" sourceRef="t" targetRef="e"/>`),
    );
    assert.deepEqual(parsed.warnings, [
      {
        elementId: 't',
        elementType: 'userTask',
        reason: {
          'zh-CN': '用户任务没有办理人或候选人',
          'en-US': 'the user task has neither an assignee nor candidates',
        },
      },
    ]);
  });

  test('no executable process', async () => {
    const xml = model('<startEvent id="s"/>', FLOWABLE, 'id="p" isExecutable="false"');
    assert.deepEqual(await problemsOf(xml), ['definitions : 没有可执行的流程 (isExecutable="true")']);
    const empty = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d1" targetNamespace="x"/>`;
    assert.deepEqual(await problemsOf(empty), ['definitions d1: 没有可执行的流程 (isExecutable="true")']);
  });

  test('a process without isExecutable is executable, as in Flowable; non-executable ones are skipped', async () => {
    const flows = (n: number) =>
      `<startEvent id="s${n}"/><endEvent id="e${n}"/><sequenceFlow id="a${n}" sourceRef="s${n}" targetRef="e${n}"/>`;
    const parsed = await parseBpmn(
      `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="x">
        <process id="one">${flows(1)}</process><process id="two" isExecutable="false">${flows(2)}</process></definitions>`,
    );
    assert.deepEqual(
      parsed.processes.map((p) => p.key),
      ['one'],
    );
  });
});

describe("Flowable's dialect", () => {
  const dialect = (name: string) => fixture(`dialect/${name}.bpmn20.xml`);

  test('sequence flows without an id get `<source>_<target>` ids, numbered when repeated', async () => {
    const parsed = await parseBpmn(dialect('no-flow-ids'));
    const p = parsed.processes[0];
    assert.equal(p.isExecutable, true, 'no isExecutable attribute: executable, as in Flowable');
    assert.deepEqual(Object.keys(p.graph.flows), [
      'start_route',
      'route_small',
      'route_bulk',
      'small_end',
      'large_end',
      'large_end_2',
    ]);
    assert.deepEqual(p.graph.nodes.large.outgoing, ['large_end', 'large_end_2']);
    assert.equal((p.graph.nodes.route as GatewayNode).default, 'route_bulk');
    assert.deepEqual(parsed.warnings, []);
    // The same file reads to the same ids every time; an id the document already uses is not taken.
    const clash = dialect('no-flow-ids').replace(
      '<endEvent id="end" />',
      '<endEvent id="end" /><dataObject id="small_end" />',
    );
    assert.deepEqual(Object.keys((await parseBpmn(clash)).processes[0].graph.flows).slice(3, 4), ['small_end_2']);
  });

  test('a process without an end event deploys without a word', async () => {
    const check = await checkBpmn(dialect('no-end-event'));
    assert.deepEqual([check.problems, check.warnings], [[], []]);
  });

  test('conditions with or without xsi:type, in CDATA, with blanks, ${} and #{}; a blank one is no condition', async () => {
    const p = (await parseBpmn(dialect('task-conditions'))).processes[0];
    assert.equal(p.graph.flows.toRisk.conditionExpression, '${amount > 1000}');
    assert.equal(p.graph.flows.toLegal.conditionExpression, "#{guarantor == 'yes'}");
    assert.equal((p.graph.nodes.review as UserTaskNode).default, 'toArchive');
    const blank = await parseBpmn(
      model(`<startEvent id="s"/><endEvent id="e"/><sequenceFlow id="a" sourceRef="s" targetRef="e">
        <conditionExpression xsi:type="tFormalExpression"><![CDATA[ ]]></conditionExpression></sequenceFlow>`),
    );
    assert.equal(blank.processes[0].graph.flows.a.conditionExpression, undefined);
  });

  test('a script condition cannot run: refused naming the flow and the language', async () => {
    const xml = model(`<startEvent id="s"/><endEvent id="e"/><sequenceFlow id="a" sourceRef="s" targetRef="e">
      <conditionExpression xsi:type="tFormalExpression" language="groovy">input == 1</conditionExpression></sequenceFlow>`);
    assert.deepEqual(await problemsOf(xml), ['sequenceFlow a: 不支持脚本条件 (language="groovy")，请使用 ${…} 表达式']);
    const juel = xml.replace('language="groovy">input == 1', 'language="juel">${input == 1}');
    assert.deepEqual(await problemsOf(juel), []);
  });

  test('camunda: attributes are read; its extensions without effect here are a warning', async () => {
    const parsed = await parseBpmn(dialect('camunda'));
    const { nodes } = parsed.processes[0].graph;
    assert.equal(nodes.start.type === 'startEvent' && nodes.start.initiator, 'starter');
    assert.equal((nodes.review as UserTaskNode).assignee, '${starter}');
    const approve = nodes.approve as UserTaskNode;
    assert.deepEqual(approve.candidateUsers, ['taskUser_7', '${deputy}']);
    assert.deepEqual(approve.candidateGroups, ['manager']);
    assert.deepEqual(approve.multiInstance?.collection, '${approvers}');
    assert.deepEqual(approve.multiInstance?.elementVariable, 'approver');
    assert.deepEqual(parsed.warnings.map(line), [
      'userTask review: <camunda:inputOutput>, camunda:priority 在本引擎中不起作用，已忽略',
    ]);
    assert.equal(
      parsed.warnings[0].reason['en-US'],
      '<camunda:inputOutput>, camunda:priority: no effect in this engine, ignored',
    );
  });

  test('listeners run code in every engine namespace, so they are refused, an event listener of the process too', async () => {
    const camunda = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
      targetNamespace="x"><process id="p"><extensionElements><camunda:executionListener event="start"><camunda:script scriptFormat="groovy">x</camunda:script></camunda:executionListener></extensionElements>
      <startEvent id="s"/><userTask id="t" camunda:assignee="a"><extensionElements><camunda:taskListener event="create" delegateExpression="\${notify}"/></extensionElements></userTask>
      <sequenceFlow id="a" sourceRef="s" targetRef="t"/></process></definitions>`;
    assert.deepEqual(await problemsOf(camunda), [
      'executionListener p: 不支持监听器 (script)',
      'taskListener t: 不支持监听器 (delegateExpression ${notify})',
    ]);
    const eventListener = model(
      `<extensionElements><flowable:eventListener class="com.example.Audit" events="TASK_CREATED"/></extensionElements>
      <startEvent id="s"/><endEvent id="e"/><sequenceFlow id="a" sourceRef="s" targetRef="e"/>`,
    );
    assert.deepEqual(await problemsOf(eventListener), ['eventListener p: 不支持监听器 (class com.example.Audit)']);
  });

  test('several executable processes are each read; a non-executable one is skipped with a warning', async () => {
    const parsed = await parseBpmn(dialect('multi-process'));
    assert.deepEqual(
      parsed.processes.map((p) => [p.key, p.name]),
      [
        ['lessorApproval', '出租人审批'],
        ['lessorArchive', '出租人归档'],
      ],
    );
    assert.deepEqual(parsed.warnings.map(line), [
      'process lesseeSide: 流程不可执行 (isExecutable="false")，部署时跳过',
    ]);
  });

  test('documentation, lanes, annotations, data objects and tool extensions are read past; engine extensions with a behaviour here absent are warned', async () => {
    const parsed = await parseBpmn(dialect('ignored-extras'));
    const p = parsed.processes[0];
    assert.equal(p.documentation, '第一段\n第二段');
    assert.deepEqual(Object.keys(p.graph.nodes), ['start', 'apply', 'end']);
    const apply = p.graph.nodes.apply as UserTaskNode;
    assert.equal(apply.formKey, 'apply');
    assert.equal(apply.documentation, '填写申请');
    assert.deepEqual(apply.formProperties, [
      { id: 'comment', name: '意见', type: 'string', required: true, readable: undefined, writable: undefined },
    ]);
    assert.equal(p.graph.nodes.start.type === 'startEvent' && p.graph.nodes.start.formKey, 'leaseApply');
    assert.deepEqual(parsed.warnings.map(line), [
      'process extras: flowable:candidateStarterGroups 在本引擎中不起作用，已忽略',
      'userTask apply: <flowable:customResource>, flowable:priority, flowable:dueDate, flowable:owner 在本引擎中不起作用，已忽略',
    ]);
  });

  test('skip expressions are read from tasks and flows, and checked as expressions', async () => {
    const p = (await parseBpmn(dialect('skip-expression'))).processes[0];
    assert.equal((p.graph.nodes.check as UserTaskNode).skipExpression, '${trusted}');
    assert.equal(p.graph.flows.toFast.skipExpression, '${express}');
    assert.equal(p.graph.flows.toSlow.skipExpression, undefined);
  });

  test('manual and untyped tasks and none intermediate throw events pass through, with a warning each', async () => {
    const parsed = await parseBpmn(dialect('pass-through'));
    const { nodes } = parsed.processes[0].graph;
    assert.deepEqual(
      ['m1', 'm2', 'milestone'].map((id) => nodes[id].type),
      ['manualTask', 'task', 'intermediateThrowEvent'],
    );
    assert.deepEqual(parsed.warnings.map(line), [
      'manualTask m1: 手工任务不等待任何人办理，流程直接经过它',
      'task m2: 未指定类型的任务不等待任何人办理，流程直接经过它；需要有人审批请改为用户任务',
      'intermediateThrowEvent milestone: 空的中间抛出事件不起作用，流程直接经过它',
    ]);
    // An intermediate event with an event definition still cannot run here.
    assert.deepEqual(await problemsOf(fixture('refused/signal-throw.bpmn20.xml')), [
      'intermediateThrowEvent x: 不支持中间事件 (信号)',
    ]);
  });

  test('bpmn2: prefixes, the engine namespace under another prefix, humanPerformer and potentialOwner', async () => {
    const parsed = await parseBpmn(dialect('bpmn-prefix'));
    const { nodes, flows } = parsed.processes[0].graph;
    assert.equal(nodes.start.type === 'startEvent' && nodes.start.initiator, 'applyUser');
    assert.equal((nodes.decide as UserTaskNode).assignee, '${applyUser}');
    assert.deepEqual((nodes.approve as UserTaskNode).candidateUsers, ['taskUser_9', 'taskUser_7']);
    assert.deepEqual((nodes.approve as UserTaskNode).candidateGroups, ['manager', 'risk']);
    assert.equal(flows.yes.conditionExpression, '#{approved}');
    assert.deepEqual(parsed.warnings, []);
  });

  test('multi-instance from loopDataInputRef and inputDataItem, and from a loop cardinality', async () => {
    const { nodes } = (await parseBpmn(dialect('multi-instance'))).processes[0].graph;
    assert.deepEqual((nodes.sign as UserTaskNode).multiInstance, {
      isSequential: false,
      collection: 'assigneeList',
      elementVariable: 'assignee',
      loopCardinality: undefined,
      completionCondition: undefined,
    });
    assert.equal((nodes.copies as UserTaskNode).multiInstance?.loopCardinality, '${copies}');
  });

  test('a multi-instance collection handler runs Java code: refused naming it', async () => {
    const xml = model(`<startEvent id="s"/><userTask id="mi" flowable:assignee="\${p}">
      <multiInstanceLoopCharacteristics flowable:elementVariable="p"><extensionElements>
        <flowable:collection flowable:class="com.example.Handler"><flowable:expression>\${list}</flowable:expression></flowable:collection>
      </extensionElements></multiInstanceLoopCharacteristics></userTask><endEvent id="e"/>
      <sequenceFlow id="a" sourceRef="s" targetRef="mi"/><sequenceFlow id="b" sourceRef="mi" targetRef="e"/>`);
    assert.deepEqual(await problemsOf(xml), ['userTask mi: 不支持集合处理器 (它运行 Java 代码 com.example.Handler)']);
  });

  test('a known element where the schema has no place for it (diagram bounds in extensionElements) is left out with a warning', async () => {
    const xml = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:omgdc="http://www.omg.org/spec/DD/20100524/DC"
      targetNamespace="x"><process id="p"><startEvent id="s"/><endEvent id="e"/>
      <sequenceFlow id="a" sourceRef="s" targetRef="e"><extensionElements><omgdc:Bounds x="1" y="2" width="3" height="4"/></extensionElements></sequenceFlow>
      </process></definitions>`;
    assert.deepEqual(await problemsOf(xml), []);
    assert.deepEqual(await warningsOf(xml), ['xml : 第 3 行第 75 列: unrecognized element <dc:Bounds>，已忽略']);
  });

  test('several none start events are refused (Flowable refuses them too); a timer start beside a none start is refused as a timer', async () => {
    assert.deepEqual(
      await problemsOf(
        model(`<startEvent id="s1"/><startEvent id="s2"/><endEvent id="e"/>
        <sequenceFlow id="a" sourceRef="s1" targetRef="e"/><sequenceFlow id="b" sourceRef="s2" targetRef="e"/>`),
      ),
      ['process p: 需要恰好一个空开始事件 (流程实例从它开始)，现有 2 个'],
    );
    assert.deepEqual(
      await problemsOf(
        model(`<startEvent id="s1"/><startEvent id="s2"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></startEvent>
        <endEvent id="e"/><sequenceFlow id="a" sourceRef="s1" targetRef="e"/><sequenceFlow id="b" sourceRef="s2" targetRef="e"/>`),
      ),
      ['startEvent s2: 不支持定时器事件'],
    );
  });

  test('gateways: odd but runnable shapes are warnings', async () => {
    const xml = model(`<startEvent id="s"/><exclusiveGateway id="only"/><exclusiveGateway id="open" default="d"/>
      <parallelGateway id="pass"/><userTask id="t" flowable:assignee="x"/><endEvent id="e"/>
      <sequenceFlow id="a" sourceRef="s" targetRef="only"/>
      <sequenceFlow id="b" sourceRef="only" targetRef="open"><conditionExpression>\${ok}</conditionExpression></sequenceFlow>
      <sequenceFlow id="c" sourceRef="open" targetRef="t"/>
      <sequenceFlow id="d" sourceRef="open" targetRef="pass"><conditionExpression>\${ok}</conditionExpression></sequenceFlow>
      <sequenceFlow id="f" sourceRef="pass" targetRef="e"/><sequenceFlow id="g" sourceRef="t" targetRef="e"/>`);
    assert.deepEqual(await problemsOf(xml), []);
    assert.deepEqual(await warningsOf(xml), [
      'exclusiveGateway only: 排他网关只有一条流出顺序流却带条件：条件不成立时流程报错',
      'exclusiveGateway open: 默认顺序流 "d" 上的条件不起作用',
      'exclusiveGateway open: 有 1 条流出顺序流既无条件也不是默认流：按文档顺序第一条成立的出口被选中',
      'parallelGateway pass: 网关只有一条流入和一条流出，不起作用',
    ]);
  });
});

describe('malformed XML', () => {
  test('duplicate ids', async () => {
    const problems = await problemsOf(
      model('<startEvent id="s"/><endEvent id="s"/><sequenceFlow id="a" sourceRef="s" targetRef="s"/>'),
    );
    assert.ok(problems[0].startsWith('xml : XML 格式错误，第 3 行'), problems[0]);
    assert.ok(problems[0].endsWith('duplicate ID <s>'), problems[0]);
  });

  test('the parser message with line and column', async () => {
    const problems = await problemsOf(
      '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL">\n  <process id="p">\n</definitions>',
    );
    assert.deepEqual(problems, ['xml : XML 格式错误，第 3 行第 1 列: closing tag mismatch']);
    const { problems: english } = await checkBpmn(
      '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL">\n  <process id="p">\n</definitions>',
    );
    assert.equal(english[0].reason['en-US'], 'malformed XML, line 3, column 1: closing tag mismatch');
  });

  test('not XML at all, and XML that is not BPMN', async () => {
    assert.deepEqual(await problemsOf('请假'), ['xml : XML 格式错误，第 1 行第 1 列: missing start tag']);
    assert.deepEqual(await problemsOf('<foo/>'), [
      'xml : XML 格式错误，failed to parse document as <bpmn:Definitions>',
    ]);
    await assert.rejects(parseBpmn(''), BpmnModelError);
  });
});

test('candidate lists split on commas outside expressions', () => {
  assert.deepEqual(splitCandidates(' a, b ,,${users.get(1, 2)}, #{x,y}'), ['a', 'b', '${users.get(1, 2)}', '#{x,y}']);
  assert.deepEqual(splitCandidates(undefined), []);
});
