// The workflow runtime: every operation locks its instance row, runs one Execution in memory, writes the changes,
// records who did what, queues the messages and raises the instance events — all in the caller's transaction.
import {
  DEFAULT_APPROVE_COMMENT,
  DEPT_ROLE_SUFFIX,
  FLOW_CATEGORIES,
  type Locale,
  type Localized,
  MESSAGE_TYPE,
  l,
  taskUser,
} from '@flp/shared';
import { and, asc, eq } from 'drizzle-orm';
import { nextId } from '../../../platform/db/id';
import { nowString } from '../../../platform/db/time';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../../platform/tenancy/context';
import type { MessageService } from '../../desk/message.service';
import { Staff } from '../../system';
import { type StoredDefinition, definitionById, latestDefinition } from '../definitions';
import { flowActivityTable, flowCommentTable, flowInstanceTable, flowTaskTable } from '../tables';
import { settleOffers } from './candidates';
import { Execution, type ExecutionState, FlowRunError, type TaskRecord } from './executor';
import {
  STARTER_MAY_NOT_APPROVE,
  STARTER_MAY_NOT_TRANSFER,
  TRANSFER_TO_SELF,
  TRANSFER_TO_STARTER,
  hasVote,
  isStarterStep,
  secondVote,
} from './four-eyes';
import { assertCallerVariables } from './routing';
import {
  type InstanceRow,
  type TaskRow,
  lastCompletedTask,
  loadState,
  lockInstance,
  saveExecution,
  taskById,
} from './store';
import type {
  AfterCommit,
  BusinessBinding,
  CompleteInput,
  CompleteResult,
  EngineSteps,
  FlowRuntimeApi,
  InstanceEvent,
  RecordInstance,
  StartInput,
  StartResult,
  Step,
  StepResult,
  Tx,
} from './types';

const conflict409 = (m: Localized) => new AppError(409, m);
const TASK_GONE = l('任务不存在', 'No such task');
const INSTANCE_GONE = l('流程实例不存在', 'No such process instance');
const TASK_DONE = l('任务已办理,请刷新', 'The task has already been handled; refresh');
const NOT_YOURS = l('无权办理该任务', 'You may not act on this task');
const SUSPENDED = l('流程已挂起', 'The process is suspended');
const NOT_RUNNING = l('流程已结束', 'The process has ended');

/** The product's category of a definition's category (`flow_2` → the business category), if it is one. */
const productCategory = (category: string) =>
  category.startsWith('flow_') ? FLOW_CATEGORIES.find((c) => c.key === category.slice(5)) : undefined;

/** What a message is about, after its process and step: ' — 华东机械…项目 · XM2026001 · …' ('' without a subject). */
const about = (instance: { subject?: string | null }) => (instance.subject ? ` — ${instance.subject}` : '');

/**
 * A process's name in both languages for its messages: the definition's own name, and in English its category's name
 * where the category is one of the product's (a definition an administrator deployed elsewhere keeps its name).
 */
export function processNameOf(p: { processName: string; category: string }): Localized {
  return l(p.processName, productCategory(p.category)?.label['en-US'] ?? p.processName);
}

/** The family route segment of a category (`flow_2` → business), for the messages' handle links. */
export function familyOfCategory(category: string): string | null {
  return productCategory(category)?.family ?? null;
}

export function handleLink(t: { id: string; instanceId: string; businessId: string | null; category: string }) {
  const family = familyOfCategory(t.category);
  return family ? `/work/process/${family}/handle/${t.id}/${t.instanceId}/${t.businessId ?? '0'}` : '/work/todo';
}

type Offer = Pick<TaskRow, 'assignee' | 'candidateUsers' | 'candidateGroups' | 'startUser'>;

const offeredTo = (ctx: RequestContext, t: Offer) =>
  t.candidateUsers.includes(ctx.userId) || t.candidateGroups.some((g) => ctx.roleAliases.includes(g));

/**
 * Whether the user may act on an open task: its assignee, or, unassigned, one it is offered to — never its starter
 * (four eyes: an unassigned task is an approval step; the starter's own steps are assigned to them).
 */
export function mayActOn(ctx: RequestContext, t: Offer) {
  if (t.assignee) return t.assignee === ctx.userId;
  return t.startUser !== ctx.userId && offeredTo(ctx, t);
}

/** The 403 for one who may not act on a task: the starter of an approval step offered to their role is told why. */
const refusal = (ctx: RequestContext, t: Offer) =>
  forbidden(!t.assignee && t.startUser === ctx.userId && offeredTo(ctx, t) ? STARTER_MAY_NOT_APPROVE : NOT_YOURS);

export type { BusinessBinding } from './types';

export class FlowRuntime implements FlowRuntimeApi {
  private readonly bindings = new Map<string, BusinessBinding>();
  private readonly definitions = new Map<string, StoredDefinition>();

  /**
   * The engine's own steps, without a family: handed only to the family that binds a category (bindBusiness), which
   * runs them inside its own pipeline. Everyone else acts through the doors below, which hand a family's instance
   * to its family.
   */
  private readonly engine: EngineSteps = {
    complete: (tx, ctx, input, after) => this.engineComplete(tx, ctx, input, after),
    backToStep: (tx, ctx, input, after) => this.engineBack(tx, ctx, input, after),
    recall: (tx, ctx, input, after) => this.engineRecall(tx, ctx, input, after),
    transfer: (tx, ctx, input, after) => this.engineTransfer(tx, ctx, input, after),
    stop: (tx, ctx, input, after) => this.engineStop(tx, ctx, input, after),
    remove: (tx, ctx, input, after, options) => this.engineRemove(tx, ctx, input, after, options),
    assertMayAct: (tx, ctx, taskId) => this.assertMayAct(tx, ctx, taskId),
    task: async (tx, ctx, taskId) => {
      const t = await taskById(tx, ctx.tenantId, taskId);
      return t && { id: t.id, taskDefKey: t.taskDefKey, instanceId: t.instanceId };
    },
  };

  bindBusiness(binding: BusinessBinding): EngineSteps {
    if (this.bindings.has(binding.category)) throw new Error(`flow: category ${binding.category} is bound twice`);
    this.bindings.set(binding.category, binding);
    return this.engine;
  }

  /** The business fields editable at a task: [] (none), a list, or '*'. */
  editableAt(category: string, taskDefKey: string): readonly string[] | '*' {
    return this.bindings.get(category)?.editableAt[taskDefKey] ?? [];
  }

  async mayViewBusiness(db: Tx, ctx: RequestContext, table: string, id: string): Promise<boolean> {
    for (const b of this.bindings.values()) if (b.table === table && b.mayView) return b.mayView(db, ctx, id);
    return false;
  }

  /** The business record of an instance in one line, as its family summarises it ('' without one). */
  private async subjectOf(tx: Tx, ctx: RequestContext, instance: InstanceRow): Promise<string | null> {
    const binding = this.bindings.get(instance.category);
    if (!binding?.subject || !instance.businessId) return instance.subject ?? null;
    return (await binding.subject(tx, { ...ctx, tenantId: instance.tenantId }, instance.businessId)) || null;
  }

  /** Rows with `businessTitle` added from their families (for doneListPlus). */
  async withBusinessTitles<R extends { category: string; businessId: string }>(db: Tx, ctx: RequestContext, rows: R[]) {
    const out: (R & { businessTitle: string })[] = rows.map((r) => ({ ...r, businessTitle: '' }));
    for (const b of this.bindings.values()) {
      const mine = out.filter((r) => r.category === b.category && r.businessId);
      if (!mine.length || !b.titles) continue;
      const titles = await b.titles(
        db,
        ctx,
        mine.map((r) => r.businessId),
      );
      for (const r of mine) r.businessTitle = titles.get(r.businessId) ?? '';
    }
    return out;
  }

  constructor(private readonly deps: { messages?: MessageService } = {}) {}

  // ---- the doors: every step on a task or an instance ----------------------------------------------------------

  /**
   * One door for every step (the work lists, the client calls, the process administration, other modules): a family's
   * instance goes to its family, which checks the actor, saves what the task edits, recomputes the routing variables
   * from its record, moves the engine and its record in this transaction. An instance no family owns moves alone.
   */
  async take(tx: Tx, ctx: RequestContext, step: Step, afterCommit?: AfterCommit): Promise<StepResult> {
    const instance = await this.instanceOfStep(tx, ctx, step);
    const binding = this.familyOf(instance);
    if (binding?.take)
      return binding.take(
        tx,
        ctx,
        step,
        { id: instance.id, tenantId: instance.tenantId, businessId: instance.businessId as string },
        afterCommit,
      );
    return runStep(this.engine, tx, ctx, step, afterCommit);
  }

  /** Whether a family's records live in this table (their processes are started by the family alone). */
  isFamilyTable(table: string): boolean {
    return [...this.bindings.values()].some((b) => b.table === table);
  }

  /** The family that owns an instance: the one bound to its category, when it is about that family's table. */
  private familyOf(instance: InstanceRow): BusinessBinding | undefined {
    const binding = instance.businessId ? this.bindings.get(instance.category) : undefined;
    return binding && binding.table === instance.businessTable ? binding : undefined;
  }

  /** The instance a step acts on, locked first (two steps on one instance never interleave, family work included). */
  private async instanceOfStep(tx: Tx, ctx: RequestContext, step: Step): Promise<InstanceRow> {
    let instanceId: string;
    if ('taskId' in step.input) {
      const task = await taskById(tx, ctx.tenantId, step.input.taskId);
      if (!task) throw notFound(TASK_GONE);
      instanceId = task.instanceId;
    } else instanceId = step.input.processInstanceId;
    const instance = await lockInstance(tx, ctx.tenantId, instanceId);
    if (!instance || instance.state === 'deleted') throw notFound(INSTANCE_GONE);
    return instance;
  }

  // ---- start -------------------------------------------------------------------------------------------------

  async start(tx: Tx, ctx: RequestContext, input: StartInput, afterCommit?: AfterCommit): Promise<StartResult> {
    const def = await this.definitionFor(tx, ctx, input);
    const now = nowString();
    const startNode = def.graph.nodes[def.graph.startId];
    const variables: Record<string, unknown> = { ...(input.variables ?? {}) };
    if (startNode?.type === 'startEvent' && startNode.initiator) variables[startNode.initiator] = taskUser(ctx.userId);
    const instance: InstanceRow = {
      id: nextId(),
      tenantId: ctx.tenantId,
      definitionId: def.id,
      processKey: def.key,
      processName: def.name,
      category: def.category,
      businessTable: input.businessTable ?? null,
      businessId: input.businessId ?? null,
      startUser: ctx.userId,
      startDept: ctx.deptIds[0] ?? null,
      startTime: now,
      endTime: null,
      state: 'running',
      suspensionState: 1,
      variables,
      endActivityId: null,
      deleteReason: null,
      subject: null,
    };
    const ex = this.execution(def, { tokens: [], tasks: [], openActivities: [], variables }, now, ctx.userId);
    run(() => ex.start());
    await tx.insert(flowInstanceTable).values(instance);
    await this.finish(
      tx,
      ctx,
      instance,
      ex,
      { action: 'start', taskId: null, decision: null, message: null },
      afterCommit,
    );
    return { processInstanceId: instance.id, processDefinitionId: def.id };
  }

  private async definitionFor(tx: Tx, ctx: RequestContext, input: StartInput): Promise<StoredDefinition> {
    const def = input.processDefinitionId
      ? await definitionById(tx, ctx, input.processDefinitionId)
      : input.processKey
        ? await latestDefinition(tx, ctx, input.processKey)
        : null;
    if (!def) throw notFound(l('流程定义不存在', 'No such process definition'));
    if (def.suspensionState === 2)
      throw conflict409(l('流程定义已挂起,不能发起', 'The process definition is suspended'));
    return def;
  }

  // ---- tasks -------------------------------------------------------------------------------------------------

  async claim(tx: Tx, ctx: RequestContext, taskId: string, afterCommit?: AfterCommit) {
    const { task, instance } = await this.lockTask(tx, ctx, taskId);
    if (task.assignee) throw conflict409(l('任务已被签收', 'The task has already been claimed'));
    if (!mayActOn(ctx, task)) throw refusal(ctx, task);
    await this.assertNoVoteIn(tx, ctx, instance, task, ctx.userId);
    const now = nowString();
    await tx.update(flowTaskTable).set({ assignee: ctx.userId, claimTime: now }).where(eq(flowTaskTable.id, task.id));
    await this.comment(tx, ctx, task.instanceId, { action: 'claim', taskId: task.id, activityId: task.taskDefKey });
    void afterCommit;
  }

  async assertMayAct(tx: Tx, ctx: RequestContext, taskId: string) {
    const task = await taskById(tx, ctx.tenantId, taskId);
    if (!task) throw notFound(TASK_GONE);
    if (task.state !== 'active') throw conflict409(TASK_DONE);
    if (!mayActOn(ctx, task)) throw refusal(ctx, task);
  }

  async instancesOfRecord(tx: Tx, ctx: RequestContext, businessTable: string, businessId: string) {
    const rows = await tx
      .select({
        id: flowInstanceTable.id,
        category: flowInstanceTable.category,
        processKey: flowInstanceTable.processKey,
        state: flowInstanceTable.state,
        startTime: flowInstanceTable.startTime,
        endTime: flowInstanceTable.endTime,
      })
      .from(flowInstanceTable)
      .where(
        and(
          eq(flowInstanceTable.tenantId, ctx.tenantId),
          eq(flowInstanceTable.businessTable, businessTable),
          eq(flowInstanceTable.businessId, businessId),
        ),
      )
      .orderBy(asc(flowInstanceTable.startTime), asc(flowInstanceTable.id));
    const out: RecordInstance[] = [];
    for (const r of rows) {
      const last = r.state === 'completed' ? await lastCompletedTask(tx, r.id) : null;
      out.push({ ...r, lastDecision: last?.decision ?? null });
    }
    return out;
  }

  async decisionsOf(tx: Tx, ctx: RequestContext, processInstanceId: string, taskDefKey?: string) {
    const rows = await tx
      .select({
        taskId: flowTaskTable.id,
        taskDefKey: flowTaskTable.taskDefKey,
        name: flowTaskTable.name,
        userId: flowTaskTable.completedBy,
        decision: flowTaskTable.decision,
        comment: flowTaskTable.comment,
        endTime: flowTaskTable.endTime,
      })
      .from(flowTaskTable)
      .where(
        and(
          eq(flowTaskTable.tenantId, ctx.tenantId),
          eq(flowTaskTable.instanceId, processInstanceId),
          eq(flowTaskTable.state, 'completed'),
          ...(taskDefKey ? [eq(flowTaskTable.taskDefKey, taskDefKey)] : []),
        ),
      )
      .orderBy(asc(flowTaskTable.endTime), asc(flowTaskTable.id));
    return rows.map((r) => ({ ...r, userId: r.userId ?? '', decision: r.decision ?? '' }));
  }

  async openTaskFor(tx: Tx, ctx: RequestContext, processInstanceId: string) {
    const tasks = await tx
      .select()
      .from(flowTaskTable)
      .where(
        and(
          eq(flowTaskTable.tenantId, ctx.tenantId),
          eq(flowTaskTable.instanceId, processInstanceId),
          eq(flowTaskTable.state, 'active'),
        ),
      );
    const mine = tasks.find((t) => mayActOn(ctx, t));
    return mine ? { id: mine.id, taskDefKey: mine.taskDefKey } : null;
  }

  private async engineComplete(
    tx: Tx,
    ctx: RequestContext,
    input: CompleteInput,
    afterCommit?: AfterCommit,
  ): Promise<CompleteResult> {
    const { task, instance } = await this.lockTask(tx, ctx, input.taskId);
    if (input.processInstanceId && input.processInstanceId !== task.instanceId)
      throw badRequest(l('任务不属于该流程实例', 'The task does not belong to that process instance'));
    if (!mayActOn(ctx, task)) throw refusal(ctx, task);
    const setPass = input.setPass !== false;
    const { pass: givenPass, ...given } = input.variables ?? {};
    const comment = input.comment?.trim() || (setPass ? DEFAULT_APPROVE_COMMENT : '');
    // client/complete-task gives the decision as the variable `pass` (absent: approved); the others as flag / comment.
    const pass = setPass ? input.flag === 'ok' || comment === DEFAULT_APPROVE_COMMENT : givenPass !== false;
    const def = await this.definitionOf(tx, ctx, instance);
    const state = await loadState(tx, instance);
    const node = def.graph.nodes[task.taskDefKey];
    const owned = this.familyOf(instance) !== undefined;
    assertCallerVariables(def.graph, node?.type === 'userTask' ? node : undefined, given, state.variables, owned);
    // The record's own values last: what its family computed from it is what the conditions read.
    state.variables = { ...state.variables, ...given, ...(input.recordVariables ?? {}), pass };
    const now = nowString();
    const ex = this.execution(def, state, now, instance.startUser);
    const open = ex.tasks.find((t) => t.id === task.id) as TaskRecord;
    if (!open.assignee) {
      open.assignee = ctx.userId;
      open.claimTime = now;
    }
    const decision = pass ? 'ok' : 'reject';
    run(() => ex.complete(task.id, { userId: ctx.userId, decision, comment: comment || null }));
    const event = await this.finish(
      tx,
      ctx,
      instance,
      ex,
      { action: 'complete', taskId: task.id, activityId: task.taskDefKey, decision, message: comment || null },
      afterCommit,
    );
    return { processInstanceId: instance.id, ended: !!ex.ended, event, taskDefKey: task.taskDefKey };
  }

  async updateClaimTime(tx: Tx, ctx: RequestContext, taskId: string) {
    const { task } = await this.lockTask(tx, ctx, taskId);
    if (task.assignee !== ctx.userId) throw forbidden(NOT_YOURS);
    await tx.update(flowTaskTable).set({ claimTime: nowString() }).where(eq(flowTaskTable.id, task.id));
  }

  private async engineTransfer(
    tx: Tx,
    ctx: RequestContext,
    input: { taskId: string; userId: string; comment?: string },
    afterCommit?: AfterCommit,
  ): Promise<StepResult> {
    const { task, instance } = await this.lockTask(tx, ctx, input.taskId);
    if (!mayActOn(ctx, task) && !isAdministrator(ctx)) throw refusal(ctx, task);
    const def = await this.definitionOf(tx, ctx, instance);
    // Four eyes, administrators included: the starter does not choose who decides their request, a step never
    // reaches the starter, and nobody gets a second vote in a countersign.
    if (!isStarterStep(def.graph, def.graph.nodes[task.taskDefKey])) {
      if (instance.startUser === ctx.userId) throw forbidden(STARTER_MAY_NOT_TRANSFER);
      if (input.userId === instance.startUser) throw badRequest(TRANSFER_TO_STARTER);
    }
    if (input.userId === ctx.userId) throw badRequest(TRANSFER_TO_SELF);
    const names = await Staff.names(tx, ctx.tenantId, [input.userId]);
    if (!names.has(input.userId)) throw badRequest(l('转办人不存在', 'No such user to transfer to'));
    if (input.userId === task.assignee) throw badRequest(l('任务已由该用户办理', 'The task is already theirs'));
    await this.assertNoVoteIn(tx, ctx, instance, task, input.userId);
    await tx
      .update(flowTaskTable)
      .set({ assignee: input.userId, claimTime: null })
      .where(eq(flowTaskTable.id, task.id));
    await this.comment(tx, ctx, task.instanceId, {
      action: 'transfer',
      taskId: task.id,
      activityId: task.taskDefKey,
      decision: 'transfer',
      message: input.comment ?? null,
      target: input.userId,
    });
    await this.notify(
      tx,
      ctx,
      [input.userId],
      l(
        `${task.processName}「${task.name}」已转给您办理${about(instance)}`,
        `${processNameOf(task)['en-US']} "${task.name}" was transferred to you${about(instance)}`,
      ),
      handleLink(task),
      afterCommit,
    );
    return { processInstanceId: instance.id, ended: false, event: null };
  }

  // ---- moving back ---------------------------------------------------------------------------------------------

  private async engineBack(
    tx: Tx,
    ctx: RequestContext,
    input: { taskId: string; targetActivityId: string; comment?: string },
    afterCommit?: AfterCommit,
  ): Promise<StepResult> {
    const { task, instance } = await this.lockTask(tx, ctx, input.taskId);
    if (!mayActOn(ctx, task)) throw forbidden(NOT_YOURS);
    const targets = await this.backTargets(tx, ctx, task);
    if (!targets.some((t) => t.activityId === input.targetActivityId))
      throw badRequest(
        l(
          '只能退回到本流程已经过的非并行步骤',
          'You can go back only to a step this process passed outside parallel branches',
        ),
      );
    const def = await this.definitionOf(tx, ctx, instance);
    const ex = this.execution(def, await loadState(tx, instance), nowString(), instance.startUser);
    if (ex.isConcurrent(task.tokenId ?? null))
      throw badRequest(l('并行分支中的任务不能退回', 'A task in a parallel branch cannot go back'));
    const comment = input.comment?.trim() || null;
    run(() => ex.jumpTo(input.targetActivityId, { userId: ctx.userId, decision: 'back', comment }, task.id));
    const event = await this.finish(
      tx,
      ctx,
      instance,
      ex,
      {
        action: 'back',
        taskId: task.id,
        activityId: task.taskDefKey,
        decision: 'back',
        message: comment,
        target: input.targetActivityId,
      },
      afterCommit,
      l('退回', 'Sent back'),
    );
    return { processInstanceId: instance.id, ended: !!event, event };
  }

  /** The user tasks this instance passed on its way, outside parallel branches (where a back may go). */
  async backTargets(tx: Tx, ctx: RequestContext, task: TaskRow): Promise<{ activityId: string; name: string }[]> {
    const rows = await tx
      .select()
      .from(flowActivityTable)
      .where(and(eq(flowActivityTable.tenantId, ctx.tenantId), eq(flowActivityTable.instanceId, task.instanceId)))
      .orderBy(flowActivityTable.startTime, flowActivityTable.id);
    const seen = new Map<string, string>();
    const concurrent = new Set<string>();
    for (const r of rows) {
      if (r.activityType !== 'userTask' || !r.endTime) continue;
      if (r.concurrent) concurrent.add(r.activityId);
      if (!seen.has(r.activityId)) seen.set(r.activityId, r.activityName ?? r.activityId);
    }
    return [...seen]
      .filter(([id]) => id !== task.taskDefKey && !concurrent.has(id))
      .map(([activityId, name]) => ({ activityId, name }));
  }

  private async engineRecall(
    tx: Tx,
    ctx: RequestContext,
    input: { processInstanceId: string; comment?: string },
    afterCommit?: AfterCommit,
  ): Promise<StepResult> {
    const instance = await this.lockRunning(tx, ctx, input.processInstanceId);
    if (instance.startUser !== ctx.userId) throw forbidden(l('只有发起人可以撤回', 'Only the starter may recall'));
    const state = await loadState(tx, instance);
    const last = await lastCompletedTask(tx, instance.id);
    const touched =
      state.tasks.some((t) => t.claimTime) ||
      state.tokens.some((t) => t.kind === 'multi' && Number(t.locals?.nrOfCompletedInstances ?? 0) > 0) ||
      (last && last.completedBy !== ctx.userId);
    if (touched)
      throw conflict409(l('下一步已处理,不能撤回', 'The next step has been taken up; it cannot be recalled'));
    const def = await this.definitionOf(tx, ctx, instance);
    const ex = this.execution(def, state, nowString(), instance.startUser);
    const comment = input.comment?.trim() || null;
    const log = { action: 'recall', taskId: null, decision: 'recall', message: comment };
    if (last) {
      run(() => ex.jumpTo(last.taskDefKey, { userId: ctx.userId, decision: 'recall', comment }));
      const event = await this.finish(tx, ctx, instance, ex, { ...log, target: last.taskDefKey }, afterCommit);
      return { processInstanceId: instance.id, ended: !!event, event };
    }
    ex.cancelAll({ userId: null, decision: 'recall', comment });
    const event = await this.close(tx, ctx, instance, ex, 'withdrawn', 'recalled', log, comment);
    return { processInstanceId: instance.id, ended: true, event };
  }

  // ---- administration ---------------------------------------------------------------------------------------------

  private async engineStop(
    tx: Tx,
    ctx: RequestContext,
    input: { processInstanceId: string; comment?: string },
    afterCommit?: AfterCommit,
  ): Promise<StepResult> {
    const instance = await this.lockRunning(tx, ctx, input.processInstanceId, true);
    // The starter may withdraw their own request; anyone else's stop is an administrator's.
    if (instance.startUser !== ctx.userId) this.assertAdmin(ctx);
    const event = await this.end(tx, ctx, instance, 'stopped', input.comment);
    await this.notify(
      tx,
      ctx,
      [instance.startUser],
      l(
        `您发起的${instance.processName}已被终止${about(instance)}`,
        `Your ${processNameOf(instance)['en-US']} was stopped${about(instance)}`,
      ),
      '/work/send',
      afterCommit,
    );
    return { processInstanceId: instance.id, ended: true, event };
  }

  private async engineRemove(
    tx: Tx,
    ctx: RequestContext,
    input: { processInstanceId: string; comment?: string },
    _afterCommit?: AfterCommit,
    options: { authorized?: boolean } = {},
  ): Promise<StepResult> {
    if (!options.authorized) this.assertAdmin(ctx);
    const instance = await lockInstance(tx, ctx.tenantId, input.processInstanceId);
    if (!instance || instance.state === 'deleted') throw notFound(INSTANCE_GONE);
    const event = await this.end(tx, ctx, instance, 'deleted', input.comment);
    return { processInstanceId: instance.id, ended: true, event };
  }

  /** Ends every open path of an instance by a person's decision (stop or delete), recorded with the reason. */
  private async end(
    tx: Tx,
    ctx: RequestContext,
    instance: InstanceRow,
    state: 'stopped' | 'deleted',
    reason: string | undefined,
  ): Promise<InstanceEvent> {
    const def = await this.definitionOf(tx, ctx, instance);
    const ex = this.execution(def, await loadState(tx, instance), nowString(), instance.startUser);
    const comment = reason?.trim() || null;
    ex.cancelAll({ userId: ctx.userId, decision: 'stop', comment });
    const log = { action: state === 'stopped' ? 'stop' : 'delete', taskId: null, decision: 'stop', message: comment };
    return this.close(tx, ctx, instance, ex, state, state, log, comment);
  }

  async suspend(tx: Tx, ctx: RequestContext, processInstanceId: string) {
    await this.setSuspension(tx, ctx, processInstanceId, 2);
  }

  async activate(tx: Tx, ctx: RequestContext, processInstanceId: string) {
    await this.setSuspension(tx, ctx, processInstanceId, 1);
  }

  private async setSuspension(tx: Tx, ctx: RequestContext, id: string, state: 1 | 2) {
    this.assertAdmin(ctx);
    const instance = await this.lockRunning(tx, ctx, id, true);
    if (instance.suspensionState === state)
      throw conflict409(state === 2 ? l('流程已挂起', 'Already suspended') : l('流程已激活', 'Already active'));
    await tx.update(flowInstanceTable).set({ suspensionState: state }).where(eq(flowInstanceTable.id, instance.id));
    await tx
      .update(flowTaskTable)
      .set({ suspended: state === 2 ? 1 : 0 })
      .where(and(eq(flowTaskTable.instanceId, instance.id), eq(flowTaskTable.state, 'active')));
    await this.comment(tx, ctx, instance.id, { action: state === 2 ? 'suspend' : 'activate' });
  }

  private assertAdmin(ctx: RequestContext) {
    if (!isAdministrator(ctx)) throw forbidden(l('只有管理员可以执行该操作', 'Only administrators may do this'));
  }

  // ---- plumbing ---------------------------------------------------------------------------------------------------

  private execution(def: StoredDefinition, state: ExecutionState, now: string, starter: string) {
    return new Execution(def.graph, state, { now, newId: nextId, starter });
  }

  /** One vote per person: refuses when the user holds or has cast a vote in the countersign round of the task. */
  private async assertNoVoteIn(tx: Tx, ctx: RequestContext, instance: InstanceRow, task: TaskRow, userId: string) {
    if (!task.tokenId) return;
    const def = await this.definitionOf(tx, ctx, instance);
    const ex = this.execution(def, await loadState(tx, instance), nowString(), instance.startUser);
    if (hasVote(ex.roundOfTask(task.id), userId))
      throw badRequest(secondVote({ id: task.taskDefKey, name: task.name }));
  }

  /** An instance's definition; definitions never change once deployed, so their graphs are kept (500 at most). */
  private async definitionOf(tx: Tx, ctx: RequestContext, instance: InstanceRow): Promise<StoredDefinition> {
    const cached = this.definitions.get(instance.definitionId);
    if (cached) return cached;
    const def = await definitionById(tx, ctx, instance.definitionId);
    if (!def) throw notFound(l('流程定义已删除', 'The process definition was removed'));
    if (this.definitions.size >= 500) this.definitions.delete(this.definitions.keys().next().value as string);
    this.definitions.set(def.id, def);
    return def;
  }

  /** The open task and its instance, the instance locked; the task read again after the lock. */
  private async lockTask(
    tx: Tx,
    ctx: RequestContext,
    taskId: string,
  ): Promise<{ task: TaskRow; instance: InstanceRow }> {
    const first = await taskById(tx, ctx.tenantId, taskId);
    if (!first) throw notFound(TASK_GONE);
    const instance = await lockInstance(tx, ctx.tenantId, first.instanceId);
    if (!instance) throw notFound(INSTANCE_GONE);
    const task = (await taskById(tx, ctx.tenantId, taskId)) as TaskRow;
    if (task.state !== 'active') throw conflict409(TASK_DONE);
    if (instance.state !== 'running') throw conflict409(NOT_RUNNING);
    if (instance.suspensionState === 2) throw conflict409(SUSPENDED);
    return { task, instance };
  }

  private async lockRunning(tx: Tx, ctx: RequestContext, id: string, allowSuspended = false): Promise<InstanceRow> {
    const instance = await lockInstance(tx, ctx.tenantId, id);
    if (!instance || instance.state === 'deleted') throw notFound(INSTANCE_GONE);
    if (instance.state !== 'running') throw conflict409(NOT_RUNNING);
    if (!allowSuspended && instance.suspensionState === 2) throw conflict409(SUSPENDED);
    return instance;
  }

  /** Writes an execution's changes, the log line, the messages for new tasks, and the end when it came. */
  private async finish(
    tx: Tx,
    ctx: RequestContext,
    instance: InstanceRow,
    ex: Execution,
    log: CommentInput,
    afterCommit?: AfterCommit,
    reason?: Localized,
  ): Promise<InstanceEvent | null> {
    await settleOffers(tx, instance, ex.graph, ex.newTasks);
    await saveExecution(tx, instance, ex);
    await this.comment(tx, ctx, instance.id, log);
    const ended = ex.ended;
    // The record may have changed at the step (a corrected amount): its messages and lists name it as it is now.
    instance.subject = await this.subjectOf(tx, ctx, instance);
    await tx
      .update(flowInstanceTable)
      .set({
        variables: ex.variables,
        subject: instance.subject,
        ...(ended ? { state: 'completed', endTime: ex.now, endActivityId: ended.endActivityId } : {}),
      })
      .where(eq(flowInstanceTable.id, instance.id));
    await this.notifyNewTasks(tx, ctx, instance, ex, afterCommit, reason);
    if (!ended) return null;
    if (instance.startUser !== ctx.userId || log.action !== 'start')
      await this.notify(
        tx,
        ctx,
        [instance.startUser],
        l(
          `您发起的${instance.processName}已办结${about(instance)}`,
          `Your ${processNameOf(instance)['en-US']} is complete${about(instance)}`,
        ),
        sendLink(instance),
        afterCommit,
      );
    return this.endEvent(tx, instance, 'ended', ex.variables);
  }

  /** Ends the instance without reaching an end event (stop, delete, a recall before anyone acted). */
  private async close(
    tx: Tx,
    ctx: RequestContext,
    instance: InstanceRow,
    ex: Execution,
    state: 'stopped' | 'deleted' | 'withdrawn',
    event: InstanceEvent['type'],
    log: CommentInput,
    reason: string | null,
  ): Promise<InstanceEvent> {
    await saveExecution(tx, instance, ex);
    await this.comment(tx, ctx, instance.id, log);
    await tx
      .update(flowInstanceTable)
      .set({ state, endTime: ex.now, deleteReason: reason })
      .where(eq(flowInstanceTable.id, instance.id));
    return this.endEvent(tx, instance, event, ex.variables);
  }

  /** How an instance ended, for the family that moves its record with it. */
  private async endEvent(
    tx: Tx,
    instance: InstanceRow,
    type: InstanceEvent['type'],
    variables: Record<string, unknown>,
  ): Promise<InstanceEvent> {
    const last = await lastCompletedTask(tx, instance.id);
    return {
      type,
      instanceId: instance.id,
      tenantId: instance.tenantId,
      processKey: instance.processKey,
      category: instance.category,
      businessTable: instance.businessTable,
      businessId: instance.businessId,
      lastDecision: last?.decision ?? null,
      variables,
    };
  }

  private async notifyNewTasks(
    tx: Tx,
    ctx: RequestContext,
    instance: InstanceRow,
    ex: Execution,
    afterCommit?: AfterCommit,
    reason?: Localized,
  ) {
    for (const task of ex.newTasks) {
      if (task.state !== 'active') continue;
      const link = handleLink({
        id: task.id,
        instanceId: instance.id,
        businessId: instance.businessId,
        category: instance.category,
      });
      const prefix = (locale: Locale) => (reason ? `[${reason[locale]}] ` : '');
      if (task.assignee) {
        await this.notify(
          tx,
          ctx,
          [task.assignee],
          l(
            `${prefix('zh-CN')}您有新的待办: ${instance.processName}「${task.name}」${about(instance)}`,
            `${prefix('en-US')}A new task for you: ${processNameOf(instance)['en-US']} "${task.name}"${about(instance)}`,
          ),
          link,
          afterCommit,
        );
        continue;
      }
      const plainGroups = task.candidateGroups.filter((g) => !g.endsWith(DEPT_ROLE_SUFFIX));
      // The starter is never offered an approval step (candidates.ts), though they may hold its role.
      const people = [...task.candidateUsers, ...(await Staff.withRoles(tx, ctx.tenantId, plainGroups))].filter(
        (u) => u !== instance.startUser,
      );
      await this.notify(
        tx,
        ctx,
        people,
        l(
          `${prefix('zh-CN')}有新的待签任务: ${instance.processName}「${task.name}」${about(instance)}`,
          `${prefix('en-US')}A new task to claim: ${processNameOf(instance)['en-US']} "${task.name}"${about(instance)}`,
        ),
        link,
        afterCommit,
      );
    }
  }

  private async notify(
    tx: Tx,
    ctx: RequestContext,
    to: string[],
    content: Localized,
    topath: string,
    afterCommit?: AfterCommit,
  ) {
    const recipients = [...new Set(to)].filter((id) => id !== ctx.userId);
    if (!recipients.length || !this.deps.messages) return;
    await this.deps.messages.send({ tx, ctx, afterCommit: afterCommit ?? (() => {}), changed: () => {} }, recipients, {
      msgType: MESSAGE_TYPE.task,
      content,
      topath,
    });
  }

  private async comment(tx: Tx, ctx: RequestContext, instanceId: string, c: CommentInput) {
    await tx.insert(flowCommentTable).values({
      id: nextId(),
      tenantId: ctx.tenantId,
      instanceId,
      taskId: c.taskId ?? null,
      activityId: c.activityId ?? null,
      userId: ctx.userId,
      action: c.action,
      decision: c.decision ?? null,
      message: c.message ?? null,
      target: c.target ?? null,
      time: nowString(),
    });
  }
}

interface CommentInput {
  action: string;
  taskId?: string | null;
  activityId?: string | null;
  decision?: string | null;
  message?: string | null;
  target?: string | null;
}

const sendLink = (instance: InstanceRow) => {
  const family = familyOfCategory(instance.category);
  return family ? `/work/process/${family}/detail/${instance.id}/${instance.businessId ?? '0'}` : '/work/send';
};

/** Runs an execution step; a problem of the model's data becomes a 400 naming the element. */
function run(step: () => void) {
  try {
    step();
  } catch (e) {
    if (e instanceof FlowRunError) throw badRequest(e.localized);
    throw e;
  }
}

/** A step by the engine alone (an instance no family owns, or inside a family's pipeline). */
export async function runStep(
  engine: EngineSteps,
  tx: Tx,
  ctx: RequestContext,
  step: Step,
  afterCommit?: AfterCommit,
): Promise<StepResult> {
  switch (step.door) {
    case 'complete':
      return engine.complete(tx, ctx, step.input, afterCommit);
    case 'back':
      return engine.backToStep(tx, ctx, step.input, afterCommit);
    case 'recall':
      return engine.recall(tx, ctx, step.input, afterCommit);
    case 'transfer':
      return engine.transfer(tx, ctx, step.input, afterCommit);
    case 'stop':
      return engine.stop(tx, ctx, step.input, afterCommit);
    case 'remove':
      return engine.remove(tx, ctx, step.input, afterCommit, { authorized: step.authorized });
  }
}
