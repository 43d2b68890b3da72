/** Structural checks on a process graph: one start, an end, every node on a path from the start to an end. */
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
  const all = Object.values(nodes);
  const starts = all.filter((n) => n.type === 'startEvent');
  const ends = all.filter((n) => n.type === 'endEvent');
  const processNode = { id: processId, type: 'process' };
  if (starts.length !== 1) {
    problem(
      processNode,
      `需要恰好一个空开始事件，现有 ${starts.length} 个`,
      `exactly one none start event is needed, found ${starts.length}`,
    );
  }
  if (ends.length === 0) problem(processNode, '没有结束事件', 'no end event');

  for (const node of all) {
    if (node.type === 'startEvent' && node.incoming.length > 0) {
      problem(node, '开始事件不能有流入的顺序流', 'a start event cannot have incoming sequence flows');
    }
    if (node.type === 'endEvent' && node.outgoing.length > 0) {
      problem(node, '结束事件不能有流出的顺序流', 'an end event cannot have outgoing sequence flows');
    }
    if (
      (node.type === 'exclusiveGateway' || node.type === 'inclusiveGateway' || node.type === 'userTask') &&
      node.default
    ) {
      if (!node.outgoing.includes(node.default)) {
        problem(
          node,
          `默认顺序流 "${node.default}" 不是它的流出顺序流`,
          `the default flow "${node.default}" is not one of its outgoing flows`,
        );
      }
    }
    if (node.type === 'parallelGateway') {
      for (const flowId of node.outgoing) {
        if (flows[flowId]?.conditionExpression) {
          problems.push({
            elementId: flowId,
            elementType: 'sequenceFlow',
            reason: l('并行网关的流出顺序流不能带条件', 'a flow leaving a parallel gateway cannot have a condition'),
          });
        }
      }
    }
    if (node.type === 'userTask' && !node.assignee && node.candidateUsers.length + node.candidateGroups.length === 0) {
      // Flowable deploys such a task; nobody but an administrator could act on it, so it is a warning.
      warnings.push({
        elementId: node.id,
        elementType: node.type,
        reason: l('用户任务没有办理人或候选人', 'the user task has neither an assignee nor candidates'),
      });
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
  if (starts.length === 1) {
    const reached = reach([starts[0].id], (id) => successors.get(id) ?? []);
    for (const node of all) {
      if (!reached.has(node.id)) problem(node, '从开始事件不可到达', 'not reachable from the start event');
    }
  }
  if (ends.length > 0) {
    const finishing = reach(
      ends.map((n) => n.id),
      (id) => predecessors.get(id) ?? [],
    );
    for (const node of all) {
      if (!finishing.has(node.id)) problem(node, '无法到达结束事件', 'cannot reach an end event');
    }
  }
  return { startId: starts.length === 1 ? starts[0].id : undefined, problems, warnings };
}
