// Which process variables decide a process's route and people, so that no one acting on a task can change them by
// sending variables: a caller may only set what its task declares as a form property (docs/security.md, "Workflow").
import { l } from '@flp/shared';
import { badRequest } from '../../../platform/http/errors';
import type { ProcessGraph, UserTaskNode } from '../bpmn/graph';
import { variablesIn } from '../expression';

const routingCache = new WeakMap<ProcessGraph, ReadonlySet<string>>();

/**
 * Every variable an expression of the model reads: flow conditions and skip expressions, assignees and candidates,
 * a countersign's collection, cardinality and completion condition.
 */
export function routingVariables(graph: ProcessGraph): ReadonlySet<string> {
  const cached = routingCache.get(graph);
  if (cached) return cached;
  const sources: string[] = [];
  for (const flow of Object.values(graph.flows))
    sources.push(flow.conditionExpression ?? '', flow.skipExpression ?? '');
  for (const node of Object.values(graph.nodes)) {
    if (node.type !== 'userTask') continue;
    sources.push(node.assignee ?? '', ...node.candidateUsers, ...node.candidateGroups, node.skipExpression ?? '');
    const mi = node.multiInstance;
    if (mi) {
      const c = mi.collection ?? '';
      // A collection may be a bare variable name (Flowable reads it as `${name}`).
      sources.push(c.includes('${') || c.includes('#{') ? c : c && `\${${c}}`);
      sources.push(mi.loopCardinality ?? '', mi.completionCondition ?? '');
    }
  }
  const names = new Set(sources.filter(Boolean).flatMap(variablesIn));
  routingCache.set(graph, names);
  return names;
}

/** The variables a task lets its actor set: its writable form properties. */
export function formVariables(node: UserTaskNode | undefined): ReadonlySet<string> {
  return new Set((node?.formProperties ?? []).filter((p) => p.writable !== false).map((p) => p.id));
}

/**
 * Refuses a caller's variables that would change the route: a variable the model's expressions read, unless the task
 * declares it as a form property. `owned`: the process's variables all come from its business record (a family's
 * instance), so none of them may be supplied; otherwise a caller may still fill one the process does not have yet.
 */
export function assertCallerVariables(
  graph: ProcessGraph,
  node: UserTaskNode | undefined,
  given: Record<string, unknown>,
  current: Record<string, unknown>,
  owned: boolean,
) {
  const routing = routingVariables(graph);
  const form = formVariables(node);
  for (const name of Object.keys(given)) {
    if (!routing.has(name) || form.has(name)) continue;
    if (owned || Object.hasOwn(current, name))
      throw badRequest(
        l(
          `流程变量 ${name} 决定流程的走向, 办理任务时不能修改`,
          `The process variable ${name} decides the route of the process; it cannot be set when acting on a task`,
        ),
      );
  }
}
