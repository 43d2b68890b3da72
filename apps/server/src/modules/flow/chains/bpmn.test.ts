// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
// chainToBpmn: what it draws deploys without a warning, runs as the chain says (the engine's executor, in memory), and
// its diagram has a shape for every node and an edge for every flow, square, through no shape, no two shapes
// overlapping — for the shapes the families use and for any chain fast-check makes up.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { UserTaskNode } from '../bpmn/graph';
import { checkModel } from '../deploy-check';
import { chainToBpmn } from './bpmn';
import { type ApprovalChain, type ChainStage, ChainError, type Correction } from './chain';
import { type Diagram, diagramProblems, readDiagram } from './diagram';
import { routeMap } from './routes';

const OPTIONS = { key: 'Chain', name: '测试审批', category: 'flow_2' };
const ADJUST: Correction = {
  id: 'starterAdjust',
  name: '发起人调整',
  question: '是否重新提交',
  resubmit: '重新提交',
  giveUp: '结束申请',
};
const leader = { id: 'leader', name: '部门负责人审批', candidates: { groups: ['dept_leader@dept'] } };
const gm = { id: 'gm', name: '总经理审批', candidates: { groups: ['general_manager'] } };

/** The model deployed as the deployment reads it: no problems, no warnings, one process. */
async function deployed(chain: ApprovalChain) {
  const xml = chainToBpmn(chain, OPTIONS);
  const check = await checkModel(xml);
  assert.deepEqual(check.problems, []);
  assert.deepEqual(check.warnings, []);
  const [process] = check.definitions?.processes ?? [];
  return { xml, process, graph: process.graph };
}

/** Flows between nodes on or above the main row (the start's) go left to right; only the 驳回 and the loop below turn back. */
function backwards(d: Diagram): string[] {
  const start = d.shapes.get('start') as { y: number; height: number };
  const main = start.y + start.height / 2;
  const cx = (id: string) => {
    const b = d.shapes.get(id) as { x: number; width: number };
    return b.x + b.width / 2;
  };
  const cy = (id: string) => {
    const b = d.shapes.get(id) as { y: number; height: number };
    return b.y + b.height / 2;
  };
  return d.flows
    .filter((f) => cy(f.source) <= main && cy(f.target) <= main && cx(f.target) <= cx(f.source))
    .map((f) => f.id);
}

async function drawnWell(xml: string) {
  const d = await readDiagram(xml);
  assert.deepEqual(diagramProblems(d), []);
  assert.deepEqual(backwards(d), []);
}

describe('chainToBpmn', () => {
  test('a chain with a step on a condition: the tasks, candidates, conditions and default flow it declares', async () => {
    const { process, graph, xml } = await deployed({
      documentation: '测试：部门负责人、超过阈值总经理；驳回回到发起人调整。',
      steps: [
        leader,
        {
          ...gm,
          when: {
            gateway: '金额',
            test: { variable: 'amount', op: '>', than: { variable: 'threshold' } },
            label: '超过阈值',
            otherwise: '不超过阈值',
          },
        },
      ],
      correction: ADJUST,
    });
    assert.equal(process.key, 'Chain');
    assert.equal(process.name, '测试审批');
    assert.match(process.documentation ?? '', /超过阈值总经理/);
    assert.match(xml, /targetNamespace="flow_2"/);
    const start = graph.nodes.start;
    assert.equal(start.type === 'startEvent' && start.initiator, 'applyUser');
    const task = (id: string) => graph.nodes[id] as UserTaskNode;
    assert.deepEqual(task('leader').candidateGroups, ['dept_leader@dept']);
    assert.equal(task('starterAdjust').assignee, '${applyUser}');
    assert.equal(graph.flows.flow_gmEnter.conditionExpression, '${amount > threshold}');
    assert.equal(graph.flows.flow_gmEnter.name, '超过阈值');
    assert.equal((graph.nodes.gmEntry as { default?: string }).default, 'flow_gmSkip');
    assert.equal(graph.flows.flow_gmSkip.targetRef, 'end');
    assert.equal(graph.flows.flowResubmit.targetRef, 'leader');
    assert.deepEqual(
      Object.values(graph.flows)
        .filter((f) => f.conditionExpression === '${!pass}')
        .map((f) => `${f.sourceRef} → ${f.targetRef} ${f.name}`)
        .sort(),
      [
        'gmGateway → starterAdjust 驳回',
        'leaderGateway → starterAdjust 驳回',
        'starterAdjustGateway → endClosed 结束申请',
      ],
    );
    await drawnWell(xml);
  });

  test('a 驳回 that ends the process, a countersign and a choice without a default, as they run', async () => {
    const { graph, xml } = await deployed({
      steps: [
        { ...leader, onReject: 'end' },
        {
          choice: { id: 'daysGateway', name: '天数' },
          branches: [
            {
              id: 'short',
              name: '短',
              candidates: { users: ['7'] },
              when: { test: { variable: 'days', op: '<=', than: 3 }, label: '≤3' },
            },
            {
              id: 'long',
              name: '长',
              candidates: { assignee: '${signer}' },
              countersign: { collection: 'signers', elementVariable: 'signer', completion: { share: 0.5 } },
              when: { test: { variable: 'days', op: '>', than: 3 }, label: '>3' },
            },
          ],
        },
      ],
      ends: { rejected: '已驳回' },
    });
    assert.equal(graph.nodes.endRejected?.name, '已驳回');
    assert.equal(graph.nodes.starterAdjust, undefined);
    assert.deepEqual((graph.nodes.long as UserTaskNode).multiInstance, {
      isSequential: false,
      collection: '${signers}',
      elementVariable: 'signer',
      loopCardinality: undefined,
      completionCondition: '${nrOfCompletedInstances / nrOfInstances >= 0.5}',
    });
    const vars = { applyUser: 'taskUser_1', signers: ['taskUser_2', 'taskUser_3', 'taskUser_4', 'taskUser_5'] };
    assert.deepEqual(
      routeMap(graph, [
        { label: '2 days', variables: { ...vars, days: 2 } },
        { label: '5 days', variables: { ...vars, days: 5 } },
      ]),
      [
        'task leader 部门负责人审批: groups dept_leader@dept',
        'task long 长: assignee 2 | assignee 3 | assignee 4 | assignee 5',
        'task short 短: users 7',
        'start → leader',
        'leader reject → end endRejected 已驳回',
        '[2 days] leader ok → short',
        '[2 days] short ok → end end 审批通过',
        '[2 days] short reject → end endRejected 已驳回',
        '[5 days] leader ok → long',
        '[5 days] long ok → end end 审批通过',
        '[5 days] long reject → end endRejected 已驳回',
      ],
    );
    await drawnWell(xml);
  });

  test('a vote no decision routes: the task leads straight on', async () => {
    const { graph, xml } = await deployed({
      steps: [
        {
          id: 'vote',
          name: '投票',
          candidates: { assignee: '${reviewer}' },
          countersign: {
            collection: 'reviewers',
            elementVariable: 'reviewer',
            sequential: true,
            completion: 'firstReject',
          },
          onReject: 'none',
        },
      ],
    });
    assert.deepEqual(Object.keys(graph.nodes).sort(), ['end', 'start', 'vote']);
    assert.equal((graph.nodes.vote as UserTaskNode).multiInstance?.completionCondition, '${!pass}');
    assert.deepEqual(
      routeMap(graph, [{ label: 'two', variables: { reviewers: ['taskUser_2', 'taskUser_3'] } }]).slice(1),
      ['start → vote', 'vote ok → end end 审批通过', 'vote reject → end end 审批通过'],
    );
    await drawnWell(xml);
  });

  test('names are escaped: what the chain says is what the parser reads', async () => {
    const odd = 'A & B <"C"> \'D\'';
    const { graph } = await deployed({
      documentation: `${odd} ]]> </documentation>`,
      steps: [{ id: 'x', name: odd, candidates: { groups: ['r&d'] } }],
      labels: { approve: odd, reject: '否 & <拒>' },
      correction: { ...ADJUST, name: odd },
    });
    assert.equal(graph.nodes.x.name, odd);
    assert.equal(graph.nodes.starterAdjust.name, odd);
    assert.deepEqual((graph.nodes.x as UserTaskNode).candidateGroups, ['r&d']);
    assert.equal(graph.flows.flow_xPass.name, odd);
    assert.equal(graph.flows.flow_xReject.name, '否 & <拒>');
  });

  test('the same chain gives the same text', () => {
    const chain: ApprovalChain = { steps: [leader, gm], correction: ADJUST };
    assert.equal(chainToBpmn(chain, OPTIONS), chainToBpmn(structuredClone(chain), OPTIONS));
  });

  test('what a chain cannot say is refused, naming it', () => {
    const refused = (chain: ApprovalChain, pattern: RegExp, options = OPTIONS) =>
      assert.throws(
        () => chainToBpmn(chain, options),
        (e: unknown) => e instanceof ChainError && pattern.test(e.message),
      );
    refused({ steps: [] }, /at least one step/);
    refused({ steps: [{ ...leader, candidates: {} }] }, /nobody may act/);
    refused({ steps: [{ ...leader, candidates: { assignee: '${x}', starter: true } }] }, /not both/);
    refused({ steps: [{ ...leader, onReject: 'starter' }] }, /no correction step/);
    refused({ steps: [{ ...leader, onReject: 'end' }], correction: ADJUST }, /no 驳回 comes back/);
    refused({ steps: [leader, { ...gm, id: 'leader' }] }, /"leader" is used twice/);
    refused({ steps: [{ ...leader, id: 'end' }] }, /"end" is used twice/);
    refused({ steps: [{ ...leader, id: 'a b' }] }, /not an element id/);
    refused({ steps: [{ ...leader, name: ' ' }] }, /not a name/);
    refused({ steps: [leader] }, /not a process key/, { ...OPTIONS, key: '1<2' });
    const entry = (test: unknown) => ({
      steps: [{ ...gm, when: { gateway: 'g', test, label: 'a', otherwise: 'b' } }],
    });
    refused(entry({ variable: 'amount + 1', op: '>', than: 1 }) as ApprovalChain, /not a variable name/);
    refused(entry({ variable: 'empty', op: '>', than: 1 }) as ApprovalChain, /not a variable name/);
    refused(entry({ variable: 'amount', op: '=~', than: 1 }) as ApprovalChain, /no operator/);
    refused(entry({ variable: 'amount', op: '>', than: Number.NaN }) as ApprovalChain, /not a number/);
    refused(
      { steps: [{ ...gm, countersign: { collection: 'xs', elementVariable: 'x', completion: { share: 2 } } }] },
      /share/,
    );
    const choice = (stage: Partial<Extract<ChainStage, { choice: unknown }>>): ApprovalChain => ({
      steps: [{ choice: { id: 'c', name: '选' }, branches: [], ...stage }],
    });
    refused(choice({}), /no branch/);
    refused(choice({ branches: [gm] }), /single branch is a step/);
    refused(choice({ branches: [gm, leader] }), /not several/);
    refused(choice({ branches: [gm, leader], otherwise: '否则' }), /not several/);
  });
});

// ---- any chain ------------------------------------------------------------------------------------------------------

const comparison = fc.record({
  variable: fc.constantFrom('amount', 'days'),
  op: fc.constantFrom('>', '>=', '<', '<=', '==', '!=' as const),
  than: fc.oneof(fc.integer({ min: -5, max: 5_000_000 }), fc.constant({ variable: 'threshold' })),
});

/** A made-up chain: plain steps, steps on a condition and choices of one to three branches, with or without a way past. */
const chains = fc
  .record({
    stages: fc.array(
      fc.record({
        kind: fc.constantFrom('step', 'when', 'choice'),
        branches: fc.integer({ min: 1, max: 3 }),
        skip: fc.boolean(),
        withDefault: fc.boolean(),
        rejects: fc.array(fc.constantFrom('starter', 'end', 'none' as const), { minLength: 3, maxLength: 3 }),
        countersign: fc.boolean(),
        test: comparison,
      }),
      { minLength: 1, maxLength: 5 },
    ),
    correction: fc.boolean(),
  })
  .map(({ stages, correction }): ApprovalChain => {
    const step = (id: string, reject: 'starter' | 'end' | 'none', countersign: boolean) => ({
      id,
      name: `步骤${id}`,
      candidates: countersign ? { assignee: '${person}' } : { groups: ['dept_leader@dept'] },
      ...(countersign ? { countersign: { collection: 'people', elementVariable: 'person' } } : {}),
      onReject: reject === 'starter' && !correction ? ('end' as const) : reject,
    });
    const steps = stages.map((s, i): ChainStage => {
      if (s.kind === 'step') return step(`s${i}`, s.rejects[0], s.countersign);
      if (s.kind === 'when')
        return {
          ...step(`s${i}`, s.rejects[0], s.countersign),
          when: { gateway: `条件${i}`, test: s.test, label: '是', otherwise: '否' },
        };
      const skip = s.skip || s.branches === 1;
      return {
        choice: { id: `c${i}`, name: `选择${i}` },
        branches: Array.from({ length: s.branches }, (_, j) => ({
          ...step(`s${i}b${j}`, s.rejects[j], s.countersign && j === 0),
          ...(!skip && s.withDefault && j === s.branches - 1 ? {} : { when: { test: s.test, label: `分支${j}` } }),
        })),
        ...(skip ? { otherwise: '否则' } : {}),
      };
    });
    const chain: ApprovalChain = { steps };
    const backToStarter = steps
      .flatMap((s) => ('choice' in s ? s.branches : [s]))
      .some((s) => (s.onReject ?? 'starter') === 'starter');
    return correction && backToStarter ? { ...chain, correction: ADJUST } : chain;
  });

test('any chain deploys without a warning and is drawn left to right, every flow square and through no shape', async () => {
  await fc.assert(
    fc.asyncProperty(chains, async (chain) => {
      const { xml } = await deployed(chain);
      await drawnWell(xml);
    }),
    { numRuns: 30 },
  );
});
