/**
 * Structural checks on a process graph. Refused (problems): what cannot run — no single none start event (an
 * instance starts there), an exclusive gateway with no way out, a default flow that is not the node's own. Warned:
 * what runs but is unusual — a node nothing reaches, a node from which the instance can never end, a gateway that
 * does nothing, conditions that are ignored, a user task nobody is assigned to, a task that waits for nobody.
 */
import { l } from '@flp/shared';
import type { BpmnProblem, FlowNode, SequenceFlow } from './graph';

export interface StructureCheck {
  startId?: string;
  problems: BpmnProblem[];
  warnings: BpmnProblem[];
}

function reach(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const other of next(id)) {
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen;
}

const PASS_THROUGH_WARNINGS = {
  manualTask: l(
    '手工任务不等待任何人办理，流程直接经过它',
    'a manual task waits for nobody: the process passes straight through it',
  ),
  task: l(
    '未指定类型的任务不等待任何人办理，流程直接经过它；需要有人审批请改为用户任务',
    'an untyped task waits for nobody: the process passes straight through it; use a user task for an approval',
  ),
  intermediateThrowEvent: l(
    '空的中间抛出事件不起作用，流程直接经过它',
    'a none intermediate throw event does nothing: the process passes straight through it',
  ),
};

/**
 * Checks the graph read from one process. `nodes` holds the supported nodes only (refused ones were reported by the
 * reader); flows may still lead through refused nodes, so reachability follows every flow.
 */
export function checkStructure(
  processId: string,
  nodes: Record<string, FlowNode>,
  flows: Record<string, SequenceFlow>,
  /** Extra edges `[from, to]` for reachability, e.g. an activity to its (refused) boundary event. */
  extraEdges: [string, string][] = [],
): StructureCheck {
  const problems: BpmnProblem[] = [];
  const warnings: BpmnProblem[] = [];
  const problem = (node: { id: string; type: string }, zh: string, en: string) =>
    problems.push({ elementId: node.id, elementType: node.type, reason: l(zh, en) });
  const warn = (node: { id: string; type: string }, zh: string, en: string) =>
    warnings.push({ elementId: node.id, elementType: node.type, reason: l(zh, en) });
  const all = Object.values(nodes);
  const starts = all.filter((n) => n.type === 'startEvent');
  const processNode = { id: processId, type: 'process' };
  if (starts.length !== 1) {
    // Flowable refuses several none start events and cannot start a process without one.
    problem(
      processNode,
      `需要恰好一个空开始事件 (流程实例从它开始)，现有 ${starts.length} 个`,
      `exactly one none start event is needed (an instance starts there), found ${starts.length}`,
    );
  }

  for (const node of all) {
    const out = node.outgoing.map((id) => flows[id]).filter((f): f is SequenceFlow => !!f);
    if (node.type === 'startEvent' && node.incoming.length > 0) {
      warn(
        node,
        '开始事件有流入的顺序流：到达它的流程直接经过',
        'a flow leads into the start event: a token arriving there passes through it',
      );
    }
    if (node.type === 'endEvent' && node.outgoing.length > 0) {
      if (node.terminate)
        warn(
          node,
          '终止结束事件的流出顺序流永远不会执行',
          'the outgoing flows of a terminate end event are never taken',
        );
      else
        warn(
          node,
          '结束事件有流出的顺序流：与 Flowable 相同，流程沿它们继续',
          'the end event has outgoing flows: as in Flowable, the token continues along them',
        );
    }
    const defaultId = 'default' in node ? node.default : undefined;
    if (defaultId) {
      if (!node.outgoing.includes(defaultId)) {
        problem(
          node,
          `默认顺序流 "${defaultId}" 不是它的流出顺序流`,
          `the default flow "${defaultId}" is not one of its outgoing flows`,
        );
      } else if (flows[defaultId]?.conditionExpression) {
        warn(
          node,
          `默认顺序流 "${defaultId}" 上的条件不起作用`,
          `the condition on the default flow "${defaultId}" is ignored`,
        );
      }
    }
    if (node.type === 'parallelGateway') {
      for (const flow of out.filter((f) => f.conditionExpression)) {
        warnings.push({
          elementId: flow.id,
          elementType: 'sequenceFlow',
          reason: l(
            '并行网关的流出顺序流上的条件不起作用 (每条流出都会执行)',
            'a condition on a flow leaving a parallel gateway is ignored (every outgoing flow is taken)',
          ),
        });
      }
    }
    if (node.type === 'exclusiveGateway') {
      if (out.length === 0) {
        problem(
          node,
          '排他网关没有流出的顺序流，无从选择出口',
          'an exclusive gateway without outgoing flows has no way out to choose',
        );
      } else if (out.length === 1 && out[0].conditionExpression) {
        warn(
          node,
          '排他网关只有一条流出顺序流却带条件：条件不成立时流程报错',
          'the exclusive gateway has a single outgoing flow with a condition: the process fails when it does not hold',
        );
      } else if (out.length > 1) {
        const open = out.filter((f) => !f.conditionExpression && f.id !== defaultId);
        if (open.length)
          warn(
            node,
            `有 ${open.length} 条流出顺序流既无条件也不是默认流：按文档顺序第一条成立的出口被选中`,
            `${open.length} outgoing flow(s) have neither a condition nor are the default: the first flow that holds, in document order, is taken`,
          );
      }
    }
    if (
      (node.type === 'exclusiveGateway' || node.type === 'inclusiveGateway' || node.type === 'parallelGateway') &&
      node.incoming.length === 1 &&
      out.length === 1 &&
      !out[0].conditionExpression
    ) {
      warn(
        node,
        '网关只有一条流入和一条流出，不起作用',
        'the gateway has one incoming and one outgoing flow: it does nothing',
      );
    }
    if (node.type === 'userTask' && !node.assignee && node.candidateUsers.length + node.candidateGroups.length === 0) {
      // Flowable deploys such a task; nobody but an administrator could act on it, so it is a warning.
      warn(node, '用户任务没有办理人或候选人', 'the user task has neither an assignee nor candidates');
    }
    if (node.type === 'manualTask' || node.type === 'task' || node.type === 'intermediateThrowEvent') {
      const reason = PASS_THROUGH_WARNINGS[node.type];
      warnings.push({ elementId: node.id, elementType: node.type, reason });
    }
  }

  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  const edges: [string, string][] = [
    ...Object.values(flows).map((f): [string, string] => [f.sourceRef, f.targetRef]),
    ...extraEdges,
  ];
  for (const [from, to] of edges) {
    successors.set(from, [...(successors.get(from) ?? []), to]);
    predecessors.set(to, [...(predecessors.get(to) ?? []), from]);
  }
  let reached: Set<string> | undefined;
  if (starts.length === 1) {
    reached = reach([starts[0].id], (id) => successors.get(id) ?? []);
    for (const node of all) {
      if (!reached.has(node.id))
        warn(node, '从开始事件不可到达，永远不会执行', 'not reachable from the start event: it never runs');
    }
  }
  // A path ends at an end event or at any node without outgoing flows (the token ends there, as in Flowable); the
  // instance ends when no token is left. A refused node counts as an end too: it was reported already.
  const ends = [
    ...all.filter((n) => n.type === 'endEvent' || !(successors.get(n.id)?.length ?? 0)).map((n) => n.id),
    ...[...predecessors.keys()].filter((id) => !nodes[id]),
  ];
  const finishing = reach(ends, (id) => predecessors.get(id) ?? []);
  for (const node of all) {
    if (!finishing.has(node.id) && (reached?.has(node.id) ?? true))
      warn(
        node,
        '从这里无法到达结束：流程实例永远不会结束',
        'no end can be reached from here: the instance would never end',
      );
  }
  return { startId: starts.length === 1 ? starts[0].id : undefined, problems, warnings };
}
