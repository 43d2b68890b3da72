// What a process does, in lines a person reads: who is asked at each task, and where each decision leads, for given
// variables. Run through the engine's own executor in memory, so two models with the same lines behave alike for the
// families whatever their element ids or drawing (the chains' tests compare the generated models with the routes the
// hand-written ones had).
import type { ProcessGraph } from '../bpmn/graph';
import { Execution, type ExecutionState, FlowRunError, type TaskRecord, stateAfter } from '../runtime/executor';

export interface Scenario {
  /** Written before the lines that differ between scenarios. */
  label: string;
  variables: Record<string, unknown>;
}

const DECISIONS = ['ok', 'reject'] as const;

/** An instance carried from operation to operation in memory, as the store would carry it. */
class Walk {
  ended: string | null = null;
  private n = 0;
  constructor(
    private readonly graph: ProcessGraph,
    public state: ExecutionState,
    private readonly starter: string,
  ) {}

  copy(): Walk {
    const w = new Walk(this.graph, structuredClone(this.state), this.starter);
    w.n = this.n;
    return w;
  }

  run(op: (ex: Execution) => void) {
    const ex = new Execution(this.graph, structuredClone(this.state), {
      now: '2026-01-05 10:00:00',
      newId: () => `t${++this.n}`,
      starter: this.starter,
    });
    op(ex);
    this.state = stateAfter(ex);
    if (ex.ended) this.ended = ex.ended.endActivityId;
  }

  /** Every open instance of a task decided alike (a countersign's round too), as the runtime sets `pass`. */
  decide(key: string, decision: (typeof DECISIONS)[number]) {
    for (let guard = 0; guard < 100 && !this.ended; guard++) {
      const task = this.state.tasks.find((t) => t.taskDefKey === key);
      if (!task) return;
      this.run((ex) => {
        ex.variables = { ...ex.variables, pass: decision === 'ok' };
        ex.complete(task.id, { userId: task.assignee ?? `candidate${guard}`, decision, comment: null });
      });
    }
  }

  where(): string {
    if (this.ended) return `end ${this.ended} ${nameOf(this.graph, this.ended)}`;
    return [...new Set(this.state.tasks.map((t) => t.taskDefKey))].sort().join(' + ') || '(nothing open)';
  }
}

const nameOf = (graph: ProcessGraph, id: string) => graph.nodes[id]?.name ?? '';

function who(tasks: TaskRecord[]): string {
  const parts = tasks.map((t) =>
    [
      t.assignee !== null ? `assignee ${t.assignee}` : '',
      t.candidateGroups.length ? `groups ${t.candidateGroups.join(',')}` : '',
      t.candidateUsers.length ? `users ${t.candidateUsers.join(',')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  );
  return [...new Set(parts)].join(' | ');
}

/**
 * The route map of a process: `task <id> <name>: <who>` for each task reached, then per scenario `start → <open>` and
 * `<task> ok|reject → <open tasks, or end <id> <name>>`. Lines alike in every scenario are written once, unlabelled.
 */
export function routeMap(graph: ProcessGraph, scenarios: Scenario[], starter = '1'): string[] {
  const tasks = new Map<string, string>();
  const perScenario = scenarios.map((scenario) => {
    const lines: string[] = [];
    const attempt = (walk: Walk, op: () => void): string => {
      try {
        op();
        return walk.where();
      } catch (e) {
        if (e instanceof FlowRunError) return `error at ${e.elementId}`;
        throw e;
      }
    };
    const note = (walk: Walk) => {
      for (const key of new Set(walk.state.tasks.map((t) => t.taskDefKey))) {
        const line = `task ${key} ${nameOf(graph, key)}: ${who(walk.state.tasks.filter((t) => t.taskDefKey === key))}`;
        tasks.set(line, line);
      }
    };
    const first = new Walk(
      graph,
      { tokens: [], tasks: [], openActivities: [], variables: structuredClone(scenario.variables) },
      starter,
    );
    lines.push(`start → ${attempt(first, () => first.run((ex) => ex.start()))}`);
    note(first);
    const seen = new Set<string>();
    const queue = [first];
    for (let walk = queue.shift(); walk; walk = queue.shift()) {
      if (walk.ended) continue;
      const at = walk.where();
      if (seen.has(at)) continue;
      seen.add(at);
      for (const key of new Set(walk.state.tasks.map((t) => t.taskDefKey))) {
        for (const decision of DECISIONS) {
          const next = walk.copy();
          lines.push(`${key} ${decision} → ${attempt(next, () => next.decide(key, decision))}`);
          note(next);
          if (!next.ended) queue.push(next);
        }
      }
    }
    return { label: scenario.label, lines: [...new Set(lines)] };
  });
  const common = perScenario[0]?.lines.filter((line) => perScenario.every((s) => s.lines.includes(line))) ?? [];
  return [
    ...[...tasks.keys()].sort(),
    ...common,
    ...perScenario.flatMap((s) =>
      s.lines.filter((line) => !common.includes(line)).map((line) => `[${s.label}] ${line}`),
    ),
  ];
}
