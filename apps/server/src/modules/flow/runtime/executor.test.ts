import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { ProcessGraph } from '../bpmn/graph';
import { parseBpmn } from '../bpmn/parse';
import { Execution, type ExecutionState, FlowRunError } from './executor';

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
  ) {
    this.state = { tokens: [], tasks: [], openActivities: [], variables };
  }
  private run(op: (ex: Execution) => void) {
    const ex = new Execution(this.graph, structuredClone(this.state), {
      now: '2026-11-24 10:00:00',
      newId: () => String(++this.n),
    });
    op(ex);
    this.state = {
      tokens: ex.tokens,
      tasks: ex.tasks.filter((t) => t.state === 'active'),
      openActivities: ex.openActivities.filter((a) => !a.endTime),
      variables: ex.variables,
    };
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
      ex.complete(t.id, { userId: '9', decision, comment: null });
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
