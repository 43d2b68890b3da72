/**
 * A test double of the workflow runtime (FlowRuntimeApi) for the family machinery's tests ONLY: instances live in
 * memory and walk a scripted route instead of a BPMN graph. The product never uses it; the real engine's API tests
 * cover the families end to end.
 */
import { userIdOf } from '@flp/shared';
import { parseBpmn } from '../../src/modules/flow/bpmn/parse';
import type { DefaultModel } from '../../src/modules/flow/families/models';
import { flowDefinitionTable, flowDeploymentTable } from '../../src/modules/flow/tables';
import type { Db } from '../../src/platform/db/database';
import { nextId } from '../../src/platform/db/id';
import { nowString } from '../../src/platform/db/time';
import { AppError } from '../../src/platform/http/errors';
import type { RequestContext } from '../../src/platform/tenancy/context';
import type {
  CompleteInput,
  CompleteResult,
  FlowRuntimeApi,
  InstanceEvent,
  InstanceListener,
  StartInput,
  StartResult,
  Tx,
} from '../../src/modules/flow/runtime/types';

/** A scripted model: its first task, what follows a task on a decision (null: the end), who may act on a task. */
export interface FakeRoute {
  category: string;
  first: string;
  next(task: string, pass: boolean, variables: Record<string, unknown>): string | null;
  actors(task: string, variables: Record<string, unknown>): string[];
}

export interface FakeInstance {
  id: string;
  tenantId: string;
  processKey: string;
  businessTable: string | null;
  businessId: string | null;
  variables: Record<string, unknown>;
  state: 'running' | 'ended' | 'stopped' | 'deleted';
  task: { id: string; taskDefKey: string } | null;
  lastDecision: string | null;
  /** Every task completed: [taskDefKey, decision]. */
  trail: [string, string][];
}

const fail = (status: number, zh: string, en: string) => new AppError(status, { 'zh-CN': zh, 'en-US': en });

export class FakeFlowRuntime implements FlowRuntimeApi {
  readonly instances = new Map<string, FakeInstance>();
  private readonly listeners: { key: string; fn: InstanceListener }[] = [];

  constructor(private readonly routes: Record<string, FakeRoute>) {}

  async start(_tx: Tx, ctx: RequestContext, input: StartInput): Promise<StartResult> {
    const key = input.processKey ?? String(input.processDefinitionId).split(':')[0];
    const route = this.routes[key];
    if (!route) throw fail(404, '流程定义不存在', 'No such definition');
    const id = nextId();
    const variables = { ...input.variables, applyUser: `taskUser_${ctx.userId}` };
    this.instances.set(id, {
      id,
      tenantId: ctx.tenantId,
      processKey: key,
      businessTable: input.businessTable ?? null,
      businessId: input.businessId ?? null,
      variables,
      state: 'running',
      task: { id: nextId(), taskDefKey: route.first },
      lastDecision: null,
      trail: [],
    });
    return { processInstanceId: id, processDefinitionId: input.processDefinitionId ?? `${key}:1:1` };
  }

  private instance(id: string): FakeInstance {
    const i = this.instances.get(id);
    if (!i) throw fail(404, '流程实例不存在', 'No such instance');
    return i;
  }

  private byTask(taskId: string): FakeInstance {
    for (const i of this.instances.values()) if (i.task?.id === taskId) return i;
    throw fail(409, '任务已办理', 'The task is no longer open');
  }

  private mayAct(ctx: RequestContext, i: FakeInstance) {
    const task = i.task;
    return (
      !!task &&
      i.state === 'running' &&
      this.routes[i.processKey].actors(task.taskDefKey, i.variables).includes(ctx.userId)
    );
  }

  async openTaskFor(_tx: Tx, ctx: RequestContext, processInstanceId: string) {
    const i = this.instances.get(processInstanceId);
    return i && this.mayAct(ctx, i) ? { ...i.task! } : null;
  }

  async assertMayAct(_tx: Tx, ctx: RequestContext, taskId: string) {
    if (!this.mayAct(ctx, this.byTask(taskId))) throw fail(403, '无权办理该任务', 'You may not act on this task');
  }

  async claim(tx: Tx, ctx: RequestContext, taskId: string) {
    await this.assertMayAct(tx, ctx, taskId);
  }

  async complete(tx: Tx, ctx: RequestContext, input: CompleteInput): Promise<CompleteResult> {
    const i = this.byTask(input.taskId);
    await this.assertMayAct(tx, ctx, input.taskId);
    const pass = input.flag === 'ok' || input.comment === '同意';
    Object.assign(i.variables, input.variables ?? {}, { pass });
    i.lastDecision = pass ? 'ok' : 'reject';
    i.trail.push([i.task!.taskDefKey, i.lastDecision]);
    const next = this.routes[i.processKey].next(i.task!.taskDefKey, pass, i.variables);
    if (next === null) {
      i.task = null;
      i.state = 'ended';
      await this.emit(tx, ctx, i, 'ended');
      return { processInstanceId: i.id, ended: true };
    }
    i.task = { id: nextId(), taskDefKey: next };
    return { processInstanceId: i.id, ended: false };
  }

  async instanceState(_tx: Tx, _ctx: RequestContext, processInstanceId: string) {
    const state = this.instances.get(processInstanceId)?.state ?? null;
    return state === 'ended' ? 'completed' : state;
  }

  async stop(tx: Tx, ctx: RequestContext, input: { processInstanceId: string }) {
    const i = this.instance(input.processInstanceId);
    if (i.state !== 'running') throw fail(409, '流程已结束', 'The process has ended');
    i.state = 'stopped';
    i.task = null;
    await this.emit(tx, ctx, i, 'stopped');
  }

  async remove(tx: Tx, ctx: RequestContext, input: { processInstanceId: string }) {
    const i = this.instance(input.processInstanceId);
    i.state = 'deleted';
    i.task = null;
    await this.emit(tx, ctx, i, 'deleted');
  }

  async recall(tx: Tx, ctx: RequestContext, input: { processInstanceId: string }) {
    const i = this.instance(input.processInstanceId);
    i.task = { id: nextId(), taskDefKey: this.routes[i.processKey].first };
    await this.emit(tx, ctx, i, 'recalled');
  }

  async backToStep() {}
  async transfer() {}
  async suspend() {}
  async activate() {}

  onInstanceEvent(key: string, listener: InstanceListener) {
    this.listeners.push({ key, fn: listener });
  }

  private async emit(tx: Tx, ctx: RequestContext, i: FakeInstance, type: InstanceEvent['type']) {
    const category = this.routes[i.processKey].category;
    const event: InstanceEvent = {
      type,
      instanceId: i.id,
      tenantId: i.tenantId,
      processKey: i.processKey,
      category,
      businessTable: i.businessTable,
      businessId: i.businessId,
      lastDecision: i.lastDecision,
      variables: { ...i.variables },
    };
    for (const l of this.listeners) if (l.key === i.processKey || l.key === category) await l.fn(tx, ctx, event);
  }
}

/** Who a `${taskUser}`-style variable names. */
export const userOf = (v: unknown) => userIdOf(v) ?? '';

/** Writes the default models as common definitions (version 1), parsed as the real deployment parses them. */
export function fakeDeploy(db: Db) {
  return async (models: DefaultModel[]) => {
    for (const m of models) {
      const parsed = await parseBpmn(m.xml);
      const deploymentId = nextId();
      await db.insert(flowDeploymentTable).values({
        id: deploymentId,
        tenantId: '',
        name: m.resourceName,
        category: m.category,
        deployTime: nowString(),
      });
      for (const p of parsed.processes)
        await db.insert(flowDefinitionTable).values({
          id: `${p.key}:1:${deploymentId}`,
          deploymentId,
          tenantId: '',
          key: p.key,
          name: p.name ?? p.key,
          category: m.category,
          version: 1,
          resourceName: m.resourceName,
          xml: m.xml,
          graph: p.graph,
          deployTime: nowString(),
        });
    }
  };
}
