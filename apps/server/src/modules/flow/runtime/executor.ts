// One operation on one process instance, in memory: the tokens and open tasks loaded under the instance's row lock
// go in, the operation moves them through the graph, and the changes come out for the store to write. Nothing here
// touches the database, so every path through a model is testable without one.
import { type Localized, l, userIdOf } from '@flp/shared';
import type { FlowNode, ProcessGraph, SequenceFlow, UserTaskNode } from '../bpmn/graph';
import { ExpressionError, evaluateAssignee, evaluateCondition } from '../expression';
import { MAX_MULTI_INSTANCES } from '../limits';
import { type Round, hasVote, isStarterStep, secondVote, starterNamed } from './four-eyes';

export interface Token {
  id: string;
  activityId: string;
  kind: 'task' | 'join' | 'multi';
  parentId: string | null;
  arrivedVia: string | null;
  locals: Record<string, unknown> | null;
}

export interface TaskRecord {
  id: string;
  tokenId: string | null;
  taskDefKey: string;
  name: string;
  assignee: string | null;
  candidateUsers: string[];
  candidateGroups: string[];
  createTime: string;
  claimTime: string | null;
  endTime: string | null;
  state: 'active' | 'completed' | 'cancelled';
  completedBy: string | null;
  decision: string | null;
  comment: string | null;
}

export interface ActivityRecord {
  id: string;
  activityId: string;
  activityName: string | null;
  activityType: string;
  flowId: string | null;
  taskId: string | null;
  assignee: string | null;
  startTime: string;
  endTime: string | null;
  concurrent: boolean;
}

export interface ExecutionState {
  tokens: Token[];
  /** Open tasks of the instance. */
  tasks: TaskRecord[];
  /** Activity rows not yet left (user tasks). */
  openActivities: ActivityRecord[];
  variables: Record<string, unknown>;
}

/**
 * The state a step leaves for the next one, as loadState reads it back from the tables: the tokens, the open tasks
 * and activities, the variables (what a walk in memory — a model's route map, the executor's tests — carries on).
 */
export function stateAfter(ex: Execution): ExecutionState {
  return {
    tokens: ex.tokens,
    tasks: ex.tasks.filter((t) => t.state === 'active'),
    openActivities: ex.openActivities.filter((a) => !a.endTime),
    variables: ex.variables,
  };
}

/** A problem the model's data causes at run time (no way out of a gateway, an unknown variable): a 400. */
export class FlowRunError extends Error {
  constructor(
    readonly localized: Localized,
    readonly elementId: string,
  ) {
    super(localized['zh-CN']);
    this.name = 'FlowRunError';
  }
}

/** The instances of a multi-instance task, refused past MAX_MULTI_INSTANCES before any is made. */
function boundedInstances<T>(nodeId: string, count: number, make: () => T[]): T[] {
  if (count > MAX_MULTI_INSTANCES)
    throw new FlowRunError(
      l(
        `${nodeId} 要开 ${count} 个实例, 多于上限 ${MAX_MULTI_INSTANCES}`,
        `${nodeId} would open ${count} instances, more than the limit of ${MAX_MULTI_INSTANCES}`,
      ),
      nodeId,
    );
  return make();
}

export interface ExecutorOptions {
  now: string;
  newId: () => string;
  /** The instance's starter: the approval tasks made are screened against them (four-eyes.ts). */
  starter?: string | null;
}

const MAX_STEPS = 10_000;

const reachCache = new WeakMap<ProcessGraph, Map<string, Set<string>>>();

/** Every node reachable from `from` by following flows (not including `from` unless on a cycle). */
export function reachableFrom(graph: ProcessGraph, from: string): Set<string> {
  let byNode = reachCache.get(graph);
  if (!byNode) {
    byNode = new Map();
    reachCache.set(graph, byNode);
  }
  const known = byNode.get(from);
  if (known) return known;
  const seen = new Set<string>();
  const stack = [...(graph.nodes[from]?.outgoing ?? [])].map((f) => graph.flows[f].targetRef);
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const f of graph.nodes[id]?.outgoing ?? []) stack.push(graph.flows[f].targetRef);
  }
  byNode.set(from, seen);
  return seen;
}

function wrapExpression<T>(elementId: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof ExpressionError) {
      throw new FlowRunError(
        l(
          `流程元素 ${elementId} 的表达式出错: ${e.text['zh-CN']}`,
          `Expression of element ${elementId} failed: ${e.text['en-US']}`,
        ),
        elementId,
      );
    }
    throw e;
  }
}

export class Execution {
  readonly tokens: Token[];
  readonly tasks: TaskRecord[];
  readonly openActivities: ActivityRecord[];
  variables: Record<string, unknown>;

  readonly newTokens = new Set<string>();
  readonly removedTokens = new Set<string>();
  readonly changedTokens = new Set<string>();
  readonly newTasks: TaskRecord[] = [];
  readonly changedTasks = new Set<string>();
  readonly newActivities: ActivityRecord[] = [];
  readonly endedActivities = new Set<string>();
  /** Set when the instance reached its end in this operation. */
  ended: { endActivityId: string } | null = null;
  private lastEndId: string | null = null;
  private steps = 0;

  get now() {
    return this.opts.now;
  }

  constructor(
    readonly graph: ProcessGraph,
    state: ExecutionState,
    private readonly opts: ExecutorOptions,
  ) {
    this.tokens = [...state.tokens];
    this.tasks = [...state.tasks];
    this.openActivities = [...state.openActivities];
    this.variables = { ...state.variables };
  }

  // ---- operations -------------------------------------------------------------------------------------------

  /** Runs from the none start event: its activity is recorded and its outgoing flows followed. */
  start() {
    const node = this.node(this.graph.startId);
    this.record(node, null, true);
    this.leave(node, {});
    this.settle();
  }

  /** Completes an open task with its decision; the token moves on (or the multi-instance counts it). */
  complete(taskId: string, by: { userId: string; decision: string | null; comment: string | null }) {
    const task = this.openTask(taskId);
    const token = task.tokenId ? this.tokens.find((t) => t.id === task.tokenId) : undefined;
    const node = this.node(task.taskDefKey) as UserTaskNode;
    if (!token) throw new Error(`task ${taskId} has no token`);
    // One vote per person: a second instance of the same round (handed over before this rule) is not counted.
    if (token.parentId && votersOf(this.rootOf(token)).includes(by.userId))
      throw new FlowRunError(secondVote(node), node.id);
    this.closeTask(task, 'completed', by);
    if (token.parentId) this.completeInstanceOf(node, token, by.userId);
    else {
      this.removeToken(token);
      this.leave(node, {});
    }
    this.settle();
  }

  /** Ends every open task and token (decision for the tasks), e.g. before a back or on a stop. */
  cancelAll(by: { userId: string | null; decision: string | null; comment: string | null }, exceptTaskId?: string) {
    for (const task of [...this.tasks]) {
      if (task.state !== 'active' || task.id === exceptTaskId) continue;
      this.closeTask(task, 'cancelled', by);
    }
    for (const token of [...this.tokens]) this.removeToken(token);
    for (const a of this.openActivities) this.endActivity(a);
  }

  /** Puts the instance at a user task (a back or a recall): every open path ends first. */
  jumpTo(activityId: string, by: { userId: string; decision: string; comment: string | null }, taskId?: string) {
    if (taskId) {
      const task = this.openTask(taskId);
      this.closeTask(task, 'completed', by);
    }
    this.cancelAll({ userId: null, decision: null, comment: null });
    this.enter(this.node(activityId), null, {});
    this.settle();
  }

  // ---- moving -------------------------------------------------------------------------------------------------

  private node(id: string): FlowNode {
    const n = this.graph.nodes[id];
    if (!n) throw new FlowRunError(l(`流程中没有元素 ${id}`, `The process has no element ${id}`), id);
    return n;
  }

  private tick(elementId: string) {
    if (++this.steps > MAX_STEPS)
      throw new FlowRunError(
        l(`流程在元素 ${elementId} 处陷入循环`, `The process loops without waiting at element ${elementId}`),
        elementId,
      );
  }

  /**
   * Follows the outgoing flows of a node the token leaves, by the node's rule. A node without outgoing flows ends the
   * token there (an implicit end, as in Flowable); the instance ends once no token is left.
   */
  private leave(node: FlowNode, locals: Record<string, unknown>) {
    if (node.outgoing.length === 0) {
      this.lastEndId = node.id;
      return;
    }
    for (const flow of this.selectOutgoing(node, locals)) this.enter(this.node(flow.targetRef), flow.id, locals);
  }

  /**
   * Flowable's skip expressions: on only when the variable `_ACTIVITI_SKIP_EXPRESSION_ENABLED` or
   * `_FLOWABLE_SKIP_EXPRESSION_ENABLED` is true (a non-boolean second one is an error, as there).
   */
  private skipEnabled(elementId: string): boolean {
    const activiti = this.variables._ACTIVITI_SKIP_EXPRESSION_ENABLED;
    if (typeof activiti === 'boolean') return activiti;
    const flowable = this.variables._FLOWABLE_SKIP_EXPRESSION_ENABLED;
    if (flowable === undefined || flowable === null) return false;
    if (typeof flowable === 'boolean') return flowable;
    throw new FlowRunError(
      l(
        '变量 _FLOWABLE_SKIP_EXPRESSION_ENABLED 不是布尔值',
        'The variable _FLOWABLE_SKIP_EXPRESSION_ENABLED is not a boolean',
      ),
      elementId,
    );
  }

  private selectOutgoing(node: FlowNode, locals: Record<string, unknown>): SequenceFlow[] {
    const flows = node.outgoing.map((id) => this.graph.flows[id]);
    // Flowable takes every flow of a parallel gateway and ignores their conditions.
    if (node.type === 'parallelGateway') return flows;
    const vars = { ...this.variables, ...locals };
    const defaultId = 'default' in node ? node.default : undefined;
    const condition = (f: SequenceFlow) =>
      !f.conditionExpression || wrapExpression(f.id, () => evaluateCondition(f.conditionExpression as string, vars));
    // With skipping on, a flow's skip expression replaces its condition (a lone way out is taken regardless).
    const holds = (f: SequenceFlow) =>
      f.skipExpression && this.skipEnabled(f.id)
        ? (node.type !== 'exclusiveGateway' && flows.length === 1) ||
          wrapExpression(f.id, () => evaluateCondition(f.skipExpression as string, vars))
        : condition(f);
    const candidates = flows.filter((f) => f.id !== defaultId);
    let chosen: SequenceFlow[];
    if (node.type === 'exclusiveGateway') {
      const first = candidates.find(holds);
      chosen = first ? [first] : [];
    } else chosen = candidates.filter(holds);
    if (!chosen.length && defaultId) chosen = [this.graph.flows[defaultId]];
    if (!chosen.length)
      throw new FlowRunError(
        l(
          `${node.name ?? node.id} (${node.id}) 没有可走的出口: 没有条件成立，也没有默认流`,
          `No outgoing sequence flow of ${node.name ?? node.id} (${node.id}) could be selected: no condition holds and there is no default flow`,
        ),
        node.id,
      );
    return chosen;
  }

  private enter(node: FlowNode, flowId: string | null, locals: Record<string, unknown>) {
    if (this.ended) return;
    this.tick(node.id);
    switch (node.type) {
      case 'userTask':
        if (node.skipExpression && this.skipEnabled(node.id) && this.skips(node, locals)) {
          this.record(node, flowId, true);
          this.leave(node, locals);
        } else if (node.multiInstance) this.enterMultiInstance(node, flowId);
        else this.createTask(node, flowId, null, {});
        return;
      case 'endEvent':
        this.record(node, flowId, true);
        this.lastEndId = node.id;
        if (node.terminate) {
          this.cancelAll({ userId: null, decision: null, comment: null });
          this.ended = { endActivityId: node.id };
        } else if (node.outgoing.length) this.leave(node, locals);
        return;
      case 'startEvent':
      case 'exclusiveGateway':
      case 'manualTask':
      case 'task':
      case 'intermediateThrowEvent':
        this.record(node, flowId, true);
        this.leave(node, locals);
        return;
      case 'parallelGateway':
      case 'inclusiveGateway': {
        this.record(node, flowId, true);
        if (node.incoming.length <= 1) {
          this.leave(node, locals);
          return;
        }
        this.addToken({ activityId: node.id, kind: 'join', parentId: null, arrivedVia: flowId, locals: null });
        if (node.type === 'parallelGateway') this.tryParallelJoin(node);
        // Inclusive joins are decided in settle(), once every token has moved as far as it can.
        return;
      }
    }
  }

  private skips(node: UserTaskNode, locals: Record<string, unknown>): boolean {
    const vars = { ...this.variables, ...locals };
    return wrapExpression(node.id, () => evaluateCondition(node.skipExpression as string, vars));
  }

  private tryParallelJoin(node: FlowNode) {
    const waiting = this.tokens.filter((t) => t.kind === 'join' && t.activityId === node.id);
    if (waiting.length < node.incoming.length) return;
    for (const t of waiting.slice(0, node.incoming.length)) this.removeToken(t);
    this.leave(node, {});
  }

  /**
   * After the moves: inclusive joins whose waiting tokens no other token can still reach fire (repeatedly, as a
   * firing may release another); then the instance ends when nothing is left.
   */
  private settle() {
    this.markConcurrency();
    if (this.ended) return;
    for (;;) {
      const gateway = this.readyInclusiveJoin();
      if (!gateway) break;
      for (const t of this.tokens.filter((x) => x.kind === 'join' && x.activityId === gateway.id)) this.removeToken(t);
      this.leave(gateway, {});
      if (this.ended) return;
    }
    if (!this.tokens.length && this.lastEndId) this.ended = { endActivityId: this.lastEndId };
    this.markConcurrency();
  }

  /** Tasks created in this operation learn whether they stand beside other open paths (known once all moved). */
  private markConcurrency() {
    for (const a of this.newActivities) {
      const task = a.taskId ? this.tasks.find((t) => t.id === a.taskId) : undefined;
      if (task?.state === 'active') a.concurrent = this.isConcurrent(task.tokenId);
    }
  }

  private readyInclusiveJoin(): FlowNode | null {
    const waitingAt = new Set(this.tokens.filter((t) => t.kind === 'join').map((t) => t.activityId));
    for (const id of waitingAt) {
      const node = this.graph.nodes[id];
      if (node?.type !== 'inclusiveGateway') continue;
      const blocked = this.tokens.some(
        (t) => t.activityId !== id && !t.parentId && reachableFrom(this.graph, t.activityId).has(id),
      );
      if (!blocked) return node;
    }
    return null;
  }

  // ---- multi-instance (会签 / 或签) ----------------------------------------------------------------------------------

  private enterMultiInstance(node: UserTaskNode, flowId: string | null) {
    const mi = node.multiInstance as NonNullable<UserTaskNode['multiInstance']>;
    const items = this.collectionOf(node);
    if (!items.length) {
      // Flowable skips a multi-instance activity over an empty collection.
      this.record(node, flowId, true);
      this.leave(node, {});
      return;
    }
    const root = this.addToken({
      activityId: node.id,
      kind: 'multi',
      parentId: null,
      arrivedVia: flowId,
      locals: {
        items,
        nrOfInstances: items.length,
        nrOfCompletedInstances: 0,
        nrOfActiveInstances: mi.isSequential ? 1 : items.length,
        next: mi.isSequential ? 1 : items.length,
      },
    });
    const count = mi.isSequential ? 1 : items.length;
    for (let i = 0; i < count; i++) this.createTask(node, flowId, root, this.instanceLocals(node, items, i));
  }

  private collectionOf(node: UserTaskNode): unknown[] {
    const mi = node.multiInstance as NonNullable<UserTaskNode['multiInstance']>;
    return wrapExpression(node.id, () => {
      if (mi.collection) {
        const source =
          mi.collection.includes('${') || mi.collection.includes('#{') ? mi.collection : `\${${mi.collection}}`;
        const v = evaluateAssignee(source, this.variables);
        const items = Array.isArray(v) ? v : [v];
        return boundedInstances(node.id, items.length, () => items);
      }
      const n = Number(evaluateAssignee(mi.loopCardinality ?? '0', this.variables));
      if (!Number.isInteger(n) || n < 0)
        throw new FlowRunError(
          l(`${node.id} 的循环次数不是非负整数`, `The loop cardinality of ${node.id} is not a whole number`),
          node.id,
        );
      return boundedInstances(node.id, n, () => Array.from({ length: n }, (_, i) => i));
    });
  }

  private instanceLocals(node: UserTaskNode, items: unknown[], index: number): Record<string, unknown> {
    const variable = node.multiInstance?.elementVariable;
    return { ...(variable ? { [variable]: items[index] } : {}), loopCounter: index };
  }

  private rootOf(child: Token): Token {
    return this.tokens.find((t) => t.id === child.parentId) as Token;
  }

  /** The countersign round a task is an instance of (who holds and who has voted), or null for a task of its own. */
  roundOfTask(taskId: string): Round | null {
    const task = this.tasks.find((t) => t.id === taskId);
    const token = task?.tokenId ? this.tokens.find((t) => t.id === task.tokenId) : undefined;
    return token?.parentId ? this.roundOf(this.rootOf(token)) : null;
  }

  /** Who holds an open instance of a multi-instance round, and who has voted in it. */
  private roundOf(root: Token): Round {
    const children = new Set(this.tokens.filter((t) => t.parentId === root.id).map((t) => t.id));
    const holders = this.tasks
      .filter((t) => t.state === 'active' && t.tokenId && children.has(t.tokenId) && t.assignee)
      .map((t) => t.assignee as string);
    return { holders, voters: votersOf(root) };
  }

  private completeInstanceOf(node: UserTaskNode, child: Token, voter: string) {
    const root = this.rootOf(child);
    const locals = root.locals as Record<string, number> & { items: unknown[]; voters?: string[] };
    this.removeToken(child);
    locals.voters = [...(locals.voters ?? []), voter];
    locals.nrOfCompletedInstances += 1;
    locals.nrOfActiveInstances -= 1;
    this.changedTokens.add(root.id);
    const mi = node.multiInstance as NonNullable<UserTaskNode['multiInstance']>;
    const counters = {
      nrOfInstances: locals.nrOfInstances,
      nrOfCompletedInstances: locals.nrOfCompletedInstances,
      nrOfActiveInstances: locals.nrOfActiveInstances,
    };
    const done =
      locals.nrOfCompletedInstances >= locals.nrOfInstances ||
      (mi.completionCondition
        ? wrapExpression(node.id, () =>
            evaluateCondition(mi.completionCondition as string, { ...this.variables, ...counters }),
          )
        : false);
    if (done) {
      for (const t of this.tokens.filter((x) => x.parentId === root.id)) {
        for (const task of this.tasks.filter((k) => k.tokenId === t.id && k.state === 'active'))
          this.closeTask(task, 'cancelled', { userId: null, decision: null, comment: null });
        this.removeToken(t);
      }
      this.removeToken(root);
      this.leave(node, {});
      return;
    }
    if (mi.isSequential && locals.next < locals.nrOfInstances) {
      const index = locals.next;
      locals.next += 1;
      locals.nrOfActiveInstances += 1;
      this.createTask(node, root.arrivedVia, root, this.instanceLocals(node, locals.items, index));
    }
  }

  // ---- tasks and records ------------------------------------------------------------------------------------------

  private createTask(node: UserTaskNode, flowId: string | null, root: Token | null, locals: Record<string, unknown>) {
    const token = this.addToken({
      activityId: node.id,
      kind: 'task',
      parentId: root?.id ?? null,
      arrivedVia: flowId,
      locals: Object.keys(locals).length ? locals : null,
    });
    const counters = root?.locals
      ? {
          nrOfInstances: root.locals.nrOfInstances,
          nrOfCompletedInstances: root.locals.nrOfCompletedInstances,
          nrOfActiveInstances: root.locals.nrOfActiveInstances,
        }
      : {};
    const vars = { ...this.variables, ...counters, ...locals };
    const people = wrapExpression(node.id, () => assignmentOf(node, vars));
    this.screen(node, people, root);
    const task: TaskRecord = {
      id: this.opts.newId(),
      tokenId: token.id,
      taskDefKey: node.id,
      name: node.name ?? node.id,
      ...people,
      createTime: this.opts.now,
      claimTime: null,
      endTime: null,
      state: 'active',
      completedBy: null,
      decision: null,
      comment: null,
    };
    this.tasks.push(task);
    this.newTasks.push(task);
    const activity = this.record(node, flowId, false, task);
    this.openActivities.push(activity);
  }

  /**
   * Four eyes on the person a task about to be made names: an approval step's assignee is never the starter, and
   * nobody holds two instances of one countersign. (Whom it is offered to is screened by the runtime, candidates.ts.)
   */
  private screen(node: UserTaskNode, people: Pick<TaskRecord, 'assignee'>, root: Token | null) {
    const starter = this.opts.starter;
    if (starter && people.assignee === starter && !isStarterStep(this.graph, node))
      throw new FlowRunError(starterNamed(node), node.id);
    if (root && people.assignee && hasVote(this.roundOf(root), people.assignee))
      throw new FlowRunError(secondVote(node), node.id);
  }

  private openTask(taskId: string): TaskRecord {
    const task = this.tasks.find((t) => t.id === taskId && t.state === 'active');
    if (!task) throw new Error(`task ${taskId} is not open`);
    return task;
  }

  private closeTask(
    task: TaskRecord,
    state: 'completed' | 'cancelled',
    by: { userId: string | null; decision: string | null; comment: string | null },
  ) {
    task.state = state;
    task.endTime = this.opts.now;
    task.completedBy = by.userId;
    task.decision = by.decision;
    task.comment = by.comment;
    if (!this.newTasks.includes(task)) this.changedTasks.add(task.id);
    const activity = this.openActivities.find((a) => a.taskId === task.id);
    if (activity) this.endActivity(activity);
  }

  private endActivity(a: ActivityRecord) {
    if (a.endTime) return;
    a.endTime = this.opts.now;
    if (!this.newActivities.includes(a)) this.endedActivities.add(a.id);
  }

  private record(node: FlowNode, flowId: string | null, done: boolean, task?: TaskRecord): ActivityRecord {
    const a: ActivityRecord = {
      id: this.opts.newId(),
      activityId: node.id,
      activityName: node.name ?? null,
      activityType: node.type,
      flowId,
      taskId: task?.id ?? null,
      assignee: task?.assignee ?? null,
      startTime: this.opts.now,
      endTime: done ? this.opts.now : null,
      concurrent: false,
    };
    this.newActivities.push(a);
    return a;
  }

  private addToken(t: Omit<Token, 'id'>): Token {
    const token = { id: this.opts.newId(), ...t };
    this.tokens.push(token);
    this.newTokens.add(token.id);
    return token;
  }

  private removeToken(token: Token) {
    const i = this.tokens.indexOf(token);
    if (i >= 0) this.tokens.splice(i, 1);
    if (this.newTokens.has(token.id)) this.newTokens.delete(token.id);
    else this.removedTokens.add(token.id);
    this.changedTokens.delete(token.id);
  }

  /** Whether other top-level paths are open beside the given token (a parallel branch or a join waiting). */
  isConcurrent(tokenId: string | null): boolean {
    const token = this.tokens.find((t) => t.id === tokenId);
    const own = token?.parentId ?? token?.id;
    return this.tokens.some((t) => !t.parentId && t.id !== own);
  }
}

/** The users who completed an instance of a multi-instance round (kept on its root token). */
function votersOf(root: Token): string[] {
  const voters = root.locals?.voters;
  return Array.isArray(voters) ? voters.map(String) : [];
}

/** Who a user task goes to: the assignee, candidate users and candidate groups, expressions evaluated. */
export function assignmentOf(
  node: UserTaskNode,
  vars: Record<string, unknown>,
): Pick<TaskRecord, 'assignee' | 'candidateUsers' | 'candidateGroups'> {
  const expand = (entries: string[]) =>
    entries.flatMap((e) => {
      if (!e.includes('${') && !e.includes('#{')) return [e.trim()];
      const v = evaluateAssignee(e, vars);
      return Array.isArray(v) ? v : [v];
    });
  let assignee: string | null = null;
  if (node.assignee) {
    const v = evaluateAssignee(node.assignee, vars);
    const value = Array.isArray(v) ? (v.length === 1 ? v[0] : null) : v;
    assignee = value ? userIdOf(value) : null;
    if (value && !assignee)
      throw new FlowRunError(
        l(
          `${node.name ?? node.id} 的办理人不是用户: ${String(value).slice(0, 50)}`,
          `The assignee of ${node.name ?? node.id} is not a user: ${String(value).slice(0, 50)}`,
        ),
        node.id,
      );
  }
  const candidateUsers = [
    ...new Set(
      expand(node.candidateUsers)
        .map(userIdOf)
        .filter((x): x is string => !!x),
    ),
  ];
  const candidateGroups = [...new Set(expand(node.candidateGroups).filter(Boolean))];
  return { assignee, candidateUsers, candidateGroups };
}
