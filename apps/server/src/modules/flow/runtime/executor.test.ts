// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { ProcessGraph } from '../bpmn/graph';
import { parseBpmn } from '../bpmn/parse';
import { parseModel } from '../deploy-check';
import { Execution, type ExecutionState, FlowRunError, stateAfter } from './executor';

const FIXTURES = join(import.meta.dirname, '../bpmn/fixtures');

async function graphOf(file: string): Promise<ProcessGraph> {
  const parsed = await parseBpmn(readFileSync(join(FIXTURES, file), 'utf8'));
  return parsed.processes[0].graph;
}

/** An instance carried from one operation to the next in memory, as the store would carry it. */
class Sim {
  state: ExecutionState;
  ended: string | null = null;
  taken: string[] = [];
  private n = 0;
  constructor(
    readonly graph: ProcessGraph,
    variables: Record<string, unknown> = {},
    /** The starter's user id: the tasks made are screened against them (four eyes). */
    private readonly starter?: string,
  ) {
    this.state = { tokens: [], tasks: [], openActivities: [], variables };
  }
  private run(op: (ex: Execution) => void) {
    const ex = new Execution(this.graph, structuredClone(this.state), {
      now: '2026-11-24 10:00:00',
      newId: () => String(++this.n),
      starter: this.starter,
    });
    op(ex);
    this.state = stateAfter(ex);
    this.taken.push(...ex.newActivities.map((a) => a.flowId).filter((f): f is string => !!f));
    if (ex.ended) this.ended = ex.ended.endActivityId;
    return ex;
  }
  start() {
    return this.run((ex) => ex.start());
  }
  open() {
    return this.state.tasks.map((t) => t.taskDefKey).sort();
  }
  task(key: string) {
    const t = this.state.tasks.find((x) => x.taskDefKey === key);
    assert.ok(t, `no open task ${key}; open: ${this.open()}`);
    return t;
  }
  complete(key: string, vars: Record<string, unknown> = {}, decision = 'ok') {
    const t = this.task(key);
    return this.run((ex) => {
      ex.variables = { ...ex.variables, ...vars };
      // As its assignee, else a candidate not seen before (one vote per person in a countersign).
      ex.complete(t.id, { userId: t.assignee ?? `candidate${++this.n}`, decision, comment: null });
    });
  }
  jump(fromKey: string, to: string) {
    const t = this.task(fromKey);
    return this.run((ex) => ex.jumpTo(to, { userId: '9', decision: 'back', comment: null }, t.id));
  }
}

describe('executor', () => {
  it('runs a sequence: assignee and candidates from expressions, then the end', async () => {
    const sim = new Sim(await graphOf('sequence.bpmn20.xml'), { starter: 'taskUser_7', financeUser: 'taskUser_8' });
    sim.start();
    assert.deepEqual(sim.open(), ['riskTask']);
    assert.deepEqual(sim.task('riskTask').candidateGroups, ['risk', 'riskManager']);
    sim.complete('riskTask');
    const finance = sim.task('financeTask');
    assert.equal(finance.assignee, '7');
    assert.deepEqual(finance.candidateUsers, ['1123598821738675201', '8']);
    sim.complete('financeTask');
    assert.equal(sim.ended, 'end');
    assert.equal(sim.state.tokens.length, 0);
  });

  it('takes the exclusive gateway by condition, else the default', async () => {
    const big = new Sim(await graphOf('exclusive-default.bpmn20.xml'), {
      starter: '1',
      amount: 2_000_000,
      input: '通过',
    });
    big.start();
    big.complete('apply');
    assert.deepEqual(big.open(), ['gm']);
    const small = new Sim(await graphOf('exclusive-default.bpmn20.xml'), { starter: '1', amount: 10, input: '通过' });
    small.start();
    small.complete('apply');
    assert.deepEqual(small.open(), ['finance']);
    assert.ok(small.taken.includes('small'));
  });

  it('a condition naming a missing variable is an error naming it, and nothing moves', async () => {
    const sim = new Sim(await graphOf('exclusive-default.bpmn20.xml'), { starter: '1' });
    sim.start();
    const before = structuredClone(sim.state);
    assert.throws(
      () => sim.complete('apply'),
      (e: unknown) => e instanceof FlowRunError && /amount/.test(e.message),
    );
    assert.deepEqual(sim.state, before);
  });

  it('a gateway where no condition holds and there is no default is an error naming it', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  targetNamespace="flow_2">
  <process id="noWayOut" isExecutable="true">
    <startEvent id="start" />
    <exclusiveGateway id="route" name="按金额" />
    <userTask id="big" name="大额" />
    <userTask id="small" name="小额" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="route" />
    <sequenceFlow id="f2" sourceRef="route" targetRef="big"><conditionExpression xsi:type="tFormalExpression">\${amount &gt; 100}</conditionExpression></sequenceFlow>
    <sequenceFlow id="f3" sourceRef="route" targetRef="small"><conditionExpression xsi:type="tFormalExpression">\${amount &lt; 10}</conditionExpression></sequenceFlow>
    <sequenceFlow id="f4" sourceRef="big" targetRef="end" />
    <sequenceFlow id="f5" sourceRef="small" targetRef="end" />
  </process>
</definitions>`;
    const graph = (await parseBpmn(xml)).processes[0].graph;
    const sim = new Sim(graph, { amount: 50 });
    assert.throws(
      () => sim.start(),
      (e: unknown) => e instanceof FlowRunError && e.elementId === 'route' && /没有可走的出口/.test(e.message),
    );
    assert.deepEqual(sim.state.tokens, []);
    const ok = new Sim(graph, { amount: 500 });
    ok.start();
    assert.deepEqual(ok.open(), ['big']);
  });

  it('forks and joins exactly once', async () => {
    const sim = new Sim(await graphOf('parallel.bpmn20.xml'));
    sim.start();
    assert.deepEqual(sim.open(), ['finance', 'risk']);
    sim.complete('risk');
    assert.deepEqual(sim.open(), ['finance']);
    assert.equal(sim.ended, null);
    sim.complete('finance');
    assert.equal(sim.ended, 'end');
    assert.equal(sim.taken.filter((f) => f === 'f6').length, 1);
  });

  it('an unbalanced join waits for its own incoming flows; the other branch ends on its own', async () => {
    const sim = new Sim(await graphOf('parallel-unbalanced.bpmn20.xml'));
    sim.start();
    assert.deepEqual(sim.open(), ['finance', 'legal', 'risk']);
    sim.complete('finance');
    assert.equal(sim.ended, null);
    sim.complete('risk');
    assert.equal(sim.ended, null);
    sim.complete('legal');
    assert.equal(sim.ended, 'end');
  });

  it('an inclusive gateway takes every true flow and joins the ones taken', async () => {
    const sim = new Sim(await graphOf('inclusive.bpmn20.xml'), { amount: 600_000, guarantor: '' });
    sim.start();
    assert.deepEqual(sim.open(), ['risk']);
    sim.complete('risk');
    assert.equal(sim.ended, 'end');
    const both = new Sim(await graphOf('inclusive.bpmn20.xml'), { amount: 600_000, guarantor: '甲' });
    both.start();
    assert.deepEqual(both.open(), ['legal', 'risk']);
    both.complete('legal');
    assert.equal(both.ended, null);
    assert.deepEqual(both.open(), ['risk']);
    both.complete('risk');
    assert.equal(both.ended, 'end');
    const none = new Sim(await graphOf('inclusive.bpmn20.xml'), { amount: 1, guarantor: null });
    none.start();
    assert.deepEqual(none.open(), ['finance']);
  });

  it('countersign: parallel instances over a list, done when the completion condition holds', async () => {
    const sim = new Sim(await graphOf('countersign.bpmn20.xml'), {
      reviewers: ['taskUser_1', 'taskUser_2', 'taskUser_3', 'taskUser_4'],
    });
    sim.start();
    assert.deepEqual(
      sim.state.tasks.map((t) => t.assignee),
      ['1', '2', '3', '4'],
    );
    sim.complete('sign');
    assert.equal(sim.state.tasks.length, 3);
    sim.complete('sign');
    // 2 of 4 ≥ 0.5: the other two are cancelled and the instance moves on.
    assert.equal(sim.ended, 'end');
    assert.equal(sim.state.tasks.length, 0);
  });

  it('sequential multi-instance: one after another; a rejection ends it early', async () => {
    const sim = new Sim(await graphOf('sequential-multi-instance.bpmn20.xml'), { approvers: ['1', '2', '3'] });
    sim.start();
    assert.deepEqual(
      sim.state.tasks.map((t) => t.assignee),
      ['1'],
    );
    sim.complete('sign', { pass: true });
    assert.deepEqual(
      sim.state.tasks.map((t) => t.assignee),
      ['2'],
    );
    sim.complete('sign', { pass: false });
    assert.equal(sim.ended, 'end');
  });

  it('the leave model: reject goes to 调整申请, resubmit returns, long leave needs the manager', async () => {
    const sim = new Sim(await graphOf('leave.bpmn20.xml'), {
      taskUser: 'taskUser_5',
      applyUser: 'taskUser_6',
      days: 5,
    });
    sim.start();
    sim.complete('hrTask', { pass: false }, 'reject');
    assert.deepEqual(sim.open(), ['adjustTask']);
    sim.complete('adjustTask', { pass: true });
    sim.complete('hrTask', { pass: true });
    assert.deepEqual(sim.open(), ['managerTask']);
    sim.complete('managerTask', { pass: true });
    assert.equal(sim.ended, 'end');
  });

  it('four eyes: an approval step naming the starter is refused; their own adjust step is theirs', async () => {
    const leave = await graphOf('leave.bpmn20.xml');
    const own = new Sim(leave, { taskUser: 'taskUser_6', applyUser: 'taskUser_6', days: 1 }, '6');
    assert.throws(
      () => own.start(),
      (e: FlowRunError) => e.elementId === 'hrTask' && /发起人/.test(e.message) && /starter/.test(e.localized['en-US']),
    );
    const sim = new Sim(leave, { taskUser: 'taskUser_5', applyUser: 'taskUser_6', days: 1 }, '6');
    sim.start();
    assert.equal(sim.task('hrTask').assignee, '5');
    sim.complete('hrTask', { pass: false }, 'reject');
    // 调整申请 is assigned to the initiator variable: the starter's own step.
    assert.equal(sim.task('adjustTask').assignee, '6');
  });

  it('four eyes: a countersign naming the starter or someone twice is refused; nobody votes twice', async () => {
    const countersign = await graphOf('countersign.bpmn20.xml');
    const among = new Sim(countersign, { reviewers: ['taskUser_1', 'taskUser_6'] }, '6');
    assert.throws(
      () => among.start(),
      (e: FlowRunError) => e.elementId === 'sign' && /发起人/.test(e.message),
    );
    const twice = new Sim(countersign, { reviewers: ['taskUser_1', 'taskUser_2', 'taskUser_1'] }, '6');
    assert.throws(
      () => twice.start(),
      (e: FlowRunError) => /一票/.test(e.message),
    );
    // A vote handed to another reviewer (as a transfer did before it was refused) is not counted twice.
    const sim = new Sim(countersign, { reviewers: ['taskUser_1', 'taskUser_2', 'taskUser_3', 'taskUser_4'] }, '6');
    sim.start();
    const [first, second] = sim.state.tasks;
    second.assignee = first.assignee;
    sim.complete('sign');
    assert.throws(
      () => sim.complete('sign'),
      (e: FlowRunError) => /一票/.test(e.message),
    );
  });

  it('a back puts the instance at an earlier task and cancels what was open', async () => {
    const sim = new Sim(await graphOf('sequence.bpmn20.xml'), { starter: '7', financeUser: '8' });
    sim.start();
    sim.complete('riskTask');
    const ex = sim.jump('financeTask', 'riskTask');
    assert.deepEqual(sim.open(), ['riskTask']);
    assert.equal(ex.tasks.find((t) => t.taskDefKey === 'financeTask')?.decision, 'back');
  });

  it('a parallel branch knows it is concurrent; a lone task does not', async () => {
    const sim = new Sim(await graphOf('parallel.bpmn20.xml'));
    const ex = sim.start();
    for (const a of ex.newActivities.filter((x) => x.taskId)) assert.equal(a.concurrent, true);
    const seq = new Sim(await graphOf('sequence.bpmn20.xml'), { starter: '1', financeUser: '2' });
    const ex2 = seq.start();
    assert.equal(ex2.newActivities.find((a) => a.taskId)?.concurrent, false);
  });
});

// ---- Flowable's dialect: each case deploys (the deployment checks, expressions included) and runs --------------------

const DIALECT = join(FIXTURES, 'dialect');

/** The processes of a dialect fixture as deployment reads them (throws if it would be refused). */
async function deployed(file: string, xml = readFileSync(join(DIALECT, file), 'utf8')) {
  const parsed = await parseModel(xml);
  return Object.fromEntries(parsed.processes.map((p) => [p.key, p.graph]));
}

async function onlyGraph(file: string, xml?: string): Promise<ProcessGraph> {
  const graphs = Object.values(await deployed(file, xml));
  assert.equal(graphs.length, 1);
  return graphs[0];
}

describe("Flowable's dialect deploys and runs", () => {
  it('sequence flows without ids: generated ids are taken and recorded', async () => {
    const graph = await onlyGraph('no-flow-ids.bpmn20.xml');
    const small = new Sim(graph, { amount: 50 });
    small.start();
    assert.deepEqual(small.open(), ['small']);
    small.complete('small');
    assert.equal(small.ended, 'end');
    assert.deepEqual(small.taken, ['start_route', 'route_small', 'small_end']);
    const large = new Sim(graph, { amount: 500 });
    large.start();
    assert.deepEqual(large.open(), ['large']);
    large.complete('large');
    // Two flows from `large` to `end` (no ids, so `large_end` and `large_end_2`): both are taken, then it ends.
    assert.deepEqual(large.taken, ['start_route', 'route_bulk', 'large_end', 'large_end_2']);
    assert.equal(large.ended, 'end');
    assert.equal(large.state.tokens.length, 0);
  });

  it('no end event: each path ends where it has no way on; the instance ends with its last token', async () => {
    const sim = new Sim(await onlyGraph('no-end-event.bpmn20.xml'));
    sim.start();
    assert.deepEqual(sim.open(), ['legal', 'risk']);
    sim.complete('risk');
    assert.equal(sim.ended, null);
    assert.deepEqual(sim.open(), ['legal']);
    sim.complete('legal');
    assert.equal(sim.ended, 'legal', 'the end activity is where the last token ended');
    assert.equal(sim.state.tokens.length, 0);
  });

  it('conditional flows straight out of a user task: every true one, else the default', async () => {
    const graph = await onlyGraph('task-conditions.bpmn20.xml');
    const both = new Sim(graph, { applyUser: 'taskUser_3', amount: 2000, guarantor: 'yes' });
    both.start();
    assert.equal(both.task('review').assignee, '3');
    both.complete('review');
    assert.deepEqual(both.open(), ['legal', 'risk']);
    both.complete('risk');
    both.complete('legal');
    assert.equal(both.ended, 'end');
    const one = new Sim(graph, { applyUser: '3', amount: 2000, guarantor: 'no' });
    one.start();
    one.complete('review');
    assert.deepEqual(one.open(), ['risk']);
    const none = new Sim(graph, { applyUser: '3', amount: 10, guarantor: 'no' });
    none.start();
    none.complete('review');
    assert.deepEqual(none.open(), ['archive']);
    assert.ok(none.taken.includes('toArchive'));
    none.complete('archive');
    assert.equal(none.ended, 'end');
  });

  it('no condition holds and there is no default: the completion is refused naming the task, nothing moves', async () => {
    const xml = readFileSync(join(DIALECT, 'task-conditions.bpmn20.xml'), 'utf8')
      .replace(' default="toArchive"', '')
      .replace(
        '<sequenceFlow id="toArchive" sourceRef="review" targetRef="archive" />',
        '<sequenceFlow id="toArchive" sourceRef="review" targetRef="archive"><conditionExpression>${amount == 0}</conditionExpression></sequenceFlow>',
      );
    const sim = new Sim(await onlyGraph('', xml), { applyUser: '3', amount: 10, guarantor: 'no' });
    sim.start();
    const before = structuredClone(sim.state);
    assert.throws(
      () => sim.complete('review'),
      (e: unknown) =>
        e instanceof FlowRunError &&
        e.elementId === 'review' &&
        e.localized['zh-CN'].startsWith('初审 (review) 没有可走的出口') &&
        e.localized['en-US'].startsWith('No outgoing sequence flow of 初审 (review) could be selected'),
    );
    assert.deepEqual(sim.state, before);
  });

  it('conditional flows straight out of the start event, CDATA with blanks around it', async () => {
    const graph = await onlyGraph('start-conditions.bpmn20.xml');
    assert.equal(graph.flows.left.conditionExpression, "${input == 'left'}");
    const left = new Sim(graph, { input: 'left' });
    left.start();
    assert.deepEqual(left.open(), ['leftTask']);
    left.complete('leftTask');
    assert.equal(left.ended, 'leftTask');
    assert.throws(
      () => new Sim(graph, { input: 'up' }).start(),
      (e: unknown) => e instanceof FlowRunError && e.elementId === 'start',
    );
  });

  it('several unconditioned flows out of a task fork; a task reached twice is created twice (no join)', async () => {
    const sim = new Sim(await onlyGraph('task-fork.bpmn20.xml'));
    sim.start();
    sim.complete('apply');
    assert.deepEqual(sim.open(), ['finance', 'risk']);
    sim.complete('risk');
    assert.deepEqual(sim.open(), ['finance', 'sign']);
    sim.complete('finance');
    assert.deepEqual(sim.open(), ['sign', 'sign']);
    sim.complete('sign');
    assert.equal(sim.ended, null, 'the other token is still at 签字');
    sim.complete('sign');
    assert.equal(sim.ended, 'end');
  });

  it('camunda: attributes assign the tasks and drive the multi-instance', async () => {
    const sim = new Sim(await onlyGraph('camunda.bpmn20.xml'), {
      starter: 'taskUser_5',
      deputy: 'taskUser_6',
      approvers: ['a', 'b'],
    });
    sim.start();
    assert.equal(sim.task('review').assignee, '5');
    sim.complete('review');
    assert.equal(sim.state.tasks.length, 2);
    assert.deepEqual(sim.task('approve').candidateUsers, ['7', '6']);
    assert.deepEqual(sim.task('approve').candidateGroups, ['manager']);
    sim.complete('approve');
    sim.complete('approve');
    assert.equal(sim.ended, 'end');
  });

  it('several processes in one file: each executable one is its own definition and runs', async () => {
    const graphs = await deployed('multi-process.bpmn20.xml');
    assert.deepEqual(Object.keys(graphs), ['lessorApproval', 'lessorArchive']);
    const approval = new Sim(graphs.lessorApproval);
    approval.start();
    approval.complete('a_task');
    assert.equal(approval.ended, 'a_end');
    const archive = new Sim(graphs.lessorArchive);
    archive.start();
    archive.complete('b_task');
    assert.equal(archive.ended, 'b_task');
  });

  it('documentation, lanes, annotations, data objects and ignored extensions do not change the path', async () => {
    const sim = new Sim(await onlyGraph('ignored-extras.bpmn20.xml'));
    sim.start();
    assert.equal(sim.task('apply').assignee, '1');
    sim.complete('apply');
    assert.equal(sim.ended, 'end');
  });

  it('skip expressions are honoured only when skipping is enabled, as in Flowable', async () => {
    const graph = await onlyGraph('skip-expression.bpmn20.xml');
    const off = new Sim(graph, { trusted: true, express: true, amount: 50 });
    off.start();
    assert.deepEqual(off.open(), ['check']);
    off.complete('check');
    assert.deepEqual(off.open(), ['slow']);
    const on = new Sim(graph, { _FLOWABLE_SKIP_EXPRESSION_ENABLED: true, trusted: true, express: true, amount: 50 });
    on.start();
    // 核对 skipped; toFast taken by its skip expression although its condition is false.
    assert.deepEqual(on.open(), ['fast']);
    assert.deepEqual(on.taken, ['f1', 'f2', 'toFast']);
    const notSkipped = new Sim(graph, {
      _ACTIVITI_SKIP_EXPRESSION_ENABLED: true,
      trusted: false,
      express: false,
      amount: 5,
    });
    notSkipped.start();
    assert.deepEqual(notSkipped.open(), ['check']);
    // With skipping on, toFast's skip expression (false) replaces its condition (true): no way out.
    assert.throws(
      () => notSkipped.complete('check'),
      (e: unknown) => e instanceof FlowRunError && e.elementId === 'route',
    );
    assert.throws(
      () => new Sim(graph, { _FLOWABLE_SKIP_EXPRESSION_ENABLED: 'yes', trusted: true }).start(),
      (e: unknown) => e instanceof FlowRunError && /_FLOWABLE_SKIP_EXPRESSION_ENABLED/.test(e.message),
    );
  });

  it('manual tasks, untyped tasks and none intermediate events are passed through; two joins', async () => {
    const sim = new Sim(await onlyGraph('pass-through.bpmn20.xml'));
    const ex = sim.start();
    assert.deepEqual(sim.open(), ['review']);
    assert.deepEqual(
      ex.newActivities.filter((a) => !a.taskId).map((a) => `${a.activityType} ${a.activityId}`),
      [
        'startEvent start',
        'parallelGateway fork',
        'manualTask m1',
        'parallelGateway join1',
        'task m2',
        'parallelGateway join1',
        'intermediateThrowEvent milestone',
        'parallelGateway join2',
      ],
    );
    assert.equal(sim.state.tokens.filter((t) => t.kind === 'join').length, 1, 'join2 waits for 复核');
    sim.complete('review');
    assert.equal(sim.ended, 'end');
  });

  it('bpmn2: prefixes, #{…} conditions, humanPerformer and potentialOwner', async () => {
    const graph = await onlyGraph('bpmn-prefix.bpmn20.xml');
    const yes = new Sim(graph, { applyUser: 'taskUser_5' });
    yes.start();
    assert.equal(yes.task('decide').assignee, '5');
    yes.complete('decide', { approved: true });
    const approve = yes.task('approve');
    assert.deepEqual(approve.candidateUsers, ['9', '7']);
    assert.deepEqual(approve.candidateGroups, ['manager', 'risk']);
    yes.complete('approve');
    assert.equal(yes.ended, 'end');
    const no = new Sim(graph, { applyUser: 'taskUser_5' });
    no.start();
    no.complete('decide', { approved: false });
    assert.equal(no.ended, 'end');
  });

  it('a multi-instance task opens at most 200 instances: a larger collection or cardinality is refused, nothing made', async () => {
    const graph = await onlyGraph('multi-instance.bpmn20.xml');
    const many = new Sim(graph, { assigneeList: Array.from({ length: 201 }, (_, i) => `taskUser_${i}`), copies: 0 });
    assert.throws(
      () => many.start(),
      (e: unknown) =>
        e instanceof FlowRunError &&
        e.elementId === 'sign' &&
        e.localized['en-US'] === 'sign would open 201 instances, more than the limit of 200',
    );
    assert.deepEqual(many.state.tasks, []);
    const huge = new Sim(graph, { assigneeList: ['taskUser_1'], copies: 1_000_000_000 });
    huge.start();
    assert.throws(
      () => huge.complete('sign'),
      (e: unknown) => e instanceof FlowRunError && e.elementId === 'copies' && /1000000000/.test(e.message),
    );
    const most = new Sim(graph, { assigneeList: Array.from({ length: 200 }, (_, i) => `taskUser_${i}`), copies: 0 });
    most.start();
    assert.equal(most.state.tasks.length, 200);
  });

  it('multi-instance over loopDataInputRef / inputDataItem; a zero loop cardinality skips the task', async () => {
    const graph = await onlyGraph('multi-instance.bpmn20.xml');
    const sim = new Sim(graph, { assigneeList: ['taskUser_1', 'taskUser_2'], copies: 0 });
    sim.start();
    assert.deepEqual(
      sim.state.tasks.map((t) => t.assignee),
      ['1', '2'],
    );
    sim.complete('sign');
    sim.complete('sign');
    assert.equal(sim.ended, 'end');
    const copies = new Sim(graph, { assigneeList: ['taskUser_1'], copies: 2 });
    copies.start();
    copies.complete('sign');
    assert.deepEqual(copies.task('copies').candidateGroups, ['clerk0']);
    copies.complete('copies');
    assert.deepEqual(copies.task('copies').candidateGroups, ['clerk1']);
    copies.complete('copies');
    assert.equal(copies.ended, 'end');
  });

  it('an end event with outgoing flows lets the token on, as Flowable does', async () => {
    const xml = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
      targetNamespace="flow_2"><process id="p"><startEvent id="s"/><endEvent id="e1"/><userTask id="t" flowable:assignee="1"/>
      <endEvent id="e2"/><sequenceFlow id="a" sourceRef="s" targetRef="e1"/><sequenceFlow id="b" sourceRef="e1" targetRef="t"/>
      <sequenceFlow id="c" sourceRef="t" targetRef="e2"/></process></definitions>`;
    const sim = new Sim(await onlyGraph('', xml));
    sim.start();
    assert.equal(sim.ended, null);
    assert.deepEqual(sim.open(), ['t']);
    sim.complete('t');
    assert.equal(sim.ended, 'e2');
  });
});
