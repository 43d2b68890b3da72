// /api/blade-flow work and workUtil calls (docs/api.md "/api/blade-flow"): the caller's own lists and the task
// operations. Every operation is the runtime's (it checks who may act); the lists and views read through
// WorkQueries and InstanceAccess, never the tables here.
import { type FieldDef, id, int, l, text } from '@flp/shared';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/define-route';
import { requestLocale } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { Staff } from '../system';
import { InstanceAccess } from './access';
import { listLatestDefinitions } from './definitions';
import {
  CATEGORY,
  COMMENT,
  FILTERS,
  OPTIONAL_INSTANCE,
  PROC_INST,
  PROCESS_NAME,
  TASK,
  INSTANCE,
  required,
} from './route-params';
import {
  COMPLETE_TITLE,
  type OperationArgs,
  TAGS,
  flowApi,
  flowOperation,
  queriesFor,
  variablesOf,
} from './flow-routes';
import { type FlowRuntime, mayActOn } from './runtime/runtime';
import { lastCompletedTask, type TaskRow } from './runtime/store';
import type { Step } from './runtime/types';
import { actionableBy, assignedTo, claimableBy, completedBy, instancesOf } from './work-queries';

export function registerWorkRoutes(app: FastifyInstance, runtime: FlowRuntime) {
  const db = () => app.appContext.database.db;
  const access = new InstanceAccess(runtime);
  const util = (path: string) => flowApi(`workUtil/${path}`);

  /** A page of tasks (work/*-list and the workUtil lists): the caller's, by a condition. */
  const taskList = (
    url: string,
    summary: string,
    where: (ctx: RequestContext) => SQL,
    time: 'createTime' | 'endTime' = 'createTime',
  ) =>
    defineRoute(app, {
      method: 'GET',
      url,
      permission: null,
      tags: TAGS,
      summary,
      paged: true,
      params: FILTERS,
      handler: ({ ctx, params, paging, req }) => queriesFor(req).tasks(db(), ctx, where(ctx), params, paging, time),
    });

  const operation = <const P extends readonly FieldDef[]>(...args: OperationArgs<P>) => flowOperation(app, ...args);
  /** A step on a whole instance, every one through the runtime's one door (a family's goes to its family). */
  const onInstance = (
    door: 'recall' | 'stop' | 'remove',
    p: { processInstanceId: string; comment?: string | null },
  ): Step => ({ door, input: { processInstanceId: p.processInstanceId, comment: p.comment ?? undefined } });

  /** What the caller may do with a task they can see. */
  const mayDo = (ctx: RequestContext, task: TaskRow) => {
    const open = task.state === 'active';
    return { mayClaim: open && !task.assignee && mayActOn(ctx, task), mayComplete: open && mayActOn(ctx, task) };
  };

  // ---- work ----------------------------------------------------------------------------------------------------
  taskList(flowApi('work/claim-list'), '待签事务 — open tasks offered to me or my roles', claimableBy);
  taskList(flowApi('work/todo-list'), '待办事务 — open tasks assigned to me', assignedTo);
  taskList(flowApi('work/done-list'), '办结事务 — tasks I completed', completedBy, 'endTime');
  defineRoute(app, {
    method: 'GET',
    url: flowApi('work/send-list'),
    permission: null,
    tags: TAGS,
    summary: '已发事务 — instances I started',
    paged: true,
    params: FILTERS,
    handler: ({ ctx, params, paging, req }) => queriesFor(req).sent(db(), ctx, params, paging),
  });
  defineRoute(app, {
    method: 'GET',
    url: flowApi('work/start-list'),
    permission: null,
    tags: TAGS,
    summary: '发起事务 — the latest active definitions my tenant may start (its own, or the common ones)',
    paged: true,
    params: [CATEGORY, PROCESS_NAME, int('mode', l('范围', 'Scope'), { min: 1, max: 2 })],
    handler: ({ ctx, params, paging, req }) =>
      listLatestDefinitions(
        db(),
        ctx,
        {
          category: params.category ?? undefined,
          processDefinitionName: params.processDefinitionName ?? undefined,
          mode: params.mode ?? undefined,
          activeOnly: true,
          purpose: 'start',
        },
        paging,
        requestLocale(req),
      ),
  });

  operation(
    flowApi('work/claim-task'),
    {
      title: l('流程 — 签收', 'Workflow — Claim'),
      summary: '签收 — take an offered task (409 when someone else took it first)',
    },
    [TASK],
    (tx, ctx, p, after) => runtime.claim(tx, ctx, p.taskId, after),
  );
  operation(
    flowApi('work/complete-task'),
    {
      title: COMPLETE_TITLE,
      summary: '办理 — complete a task; flag "ok" approves (pass = true)',
    },
    [TASK, OPTIONAL_INSTANCE, COMMENT, text('flag', l('审批结果', 'Decision'), { max: 16 })],
    (tx, ctx, p, after, req) =>
      runtime.take(
        tx,
        ctx,
        {
          door: 'complete',
          input: {
            taskId: p.taskId,
            processInstanceId: p.processInstanceId ?? undefined,
            comment: p.comment ?? undefined,
            flag: p.flag ?? undefined,
            variables: variablesOf((req.body as Record<string, unknown> | undefined)?.variables),
          },
        },
        after,
      ),
  );
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: flowApi('work/get-task'),
    permission: null,
    audit: false,
    tags: TAGS,
    summary: 'a task as a work-list row, with whether I may claim or complete it',
    params: [TASK],
    handler: async ({ ctx, params, req }) => {
      const task = await access.task(db(), ctx, params.taskId);
      const [row] = await queriesFor(req).taskRows(db(), ctx, [task]);
      return { ...row, ...mayDo(ctx, task) };
    },
  });

  // ---- workUtil: what a task allows ---------------------------------------------------------------------------------
  defineRoute(app, {
    method: 'POST',
    url: util('getActInfo'),
    audit: false,
    permission: null,
    tags: TAGS,
    summary: 'the task, what I may do with it, where it may go back to',
    params: [TASK],
    handler: async ({ ctx, params, req }) => {
      const task = await access.task(db(), ctx, params.taskId);
      const q = queriesFor(req);
      const [row] = await q.taskRows(db(), ctx, [task]);
      return {
        task: row,
        ...mayDo(ctx, task),
        isParallel: await q.isParallel(db(), ctx, task),
        isMultiInstance: await q.isMultiInstance(db(), ctx, task),
        backTargets: task.state === 'active' ? await runtime.backTargets(db(), ctx, task) : [],
        editableFields: runtime.editableAt(task.category, task.taskDefKey),
        family: row.family,
      };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getActIsEdit'),
    audit: false,
    permission: null,
    tags: TAGS,
    summary: 'the business fields editable at the task ([] | list | "*")',
    params: [TASK],
    handler: async ({ ctx, params }) => {
      const task = await access.task(db(), ctx, params.taskId);
      return mayDo(ctx, task).mayComplete ? runtime.editableAt(task.category, task.taskDefKey) : [];
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getIsParallel'),
    audit: false,
    permission: null,
    tags: TAGS,
    summary: 'whether the task stands in a parallel branch or a multi-instance task',
    params: [TASK],
    handler: async ({ ctx, params, req }) =>
      queriesFor(req).isParallel(db(), ctx, await access.task(db(), ctx, params.taskId)),
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getHistAct'),
    audit: false,
    permission: null,
    tags: TAGS,
    summary: 'the steps this task may go back to',
    params: [TASK],
    handler: async ({ ctx, params }) => {
      const task = await access.task(db(), ctx, params.taskId);
      return task.state === 'active' ? runtime.backTargets(db(), ctx, task) : [];
    },
  });

  // ---- workUtil: what an instance shows -----------------------------------------------------------------------------
  defineRoute(app, {
    method: 'POST',
    url: util('getLastIsAgree'),
    audit: false,
    permission: null,
    tags: TAGS,
    summary: 'whether the last completed task of the instance was approved',
    params: [PROC_INST],
    handler: async ({ ctx, params }) => {
      const instance = await access.instance(db(), ctx, params.procInstId);
      return (await lastCompletedTask(db(), instance.id))?.decision === 'ok';
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getIsEnd'),
    audit: false,
    permission: null,
    tags: TAGS,
    summary: 'whether the instance has ended',
    params: [PROC_INST],
    handler: async ({ ctx, params }) => (await access.instance(db(), ctx, params.procInstId)).state !== 'running',
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getSenderList'),
    audit: false,
    permission: null,
    tags: TAGS,
    summary: 'the users who acted on the instance, starter first',
    params: [PROC_INST],
    handler: async ({ ctx, params, req }) => {
      const instance = await access.instance(db(), ctx, params.procInstId);
      return queriesFor(req).senders(db(), ctx, instance.id);
    },
  });

  // ---- workUtil: operations ---------------------------------------------------------------------------------------
  operation(
    util('backToStep'),
    { title: l('流程 — 退回', 'Workflow — Send back'), summary: '退回 — send the instance back to a step it passed' },
    [
      TASK,
      text('targetActId', l('退回节点', 'Step'), { max: 255, ...required('请选择退回节点', 'please choose the step') }),
      COMMENT,
    ],
    (tx, ctx, p, after) =>
      runtime.take(
        tx,
        ctx,
        { door: 'back', input: { taskId: p.taskId, targetActivityId: p.targetActId, comment: p.comment ?? undefined } },
        after,
      ),
  );
  operation(
    util('recallTask'),
    {
      title: l('流程 — 撤回', 'Workflow — Recall'),
      summary: '撤回 — the starter takes the request back while the next step is untouched',
    },
    [INSTANCE, COMMENT],
    (tx, ctx, p, after) => runtime.take(tx, ctx, onInstance('recall', p), after),
  );
  operation(
    util('turnTask'),
    { title: l('流程 — 转办', 'Workflow — Transfer'), summary: '转办 — hand the task to another user' },
    [TASK, id('turnUserId', l('转办人', 'Transfer to'), required('请选择转办人', 'please choose the user')), COMMENT],
    (tx, ctx, p, after) =>
      runtime.take(
        tx,
        ctx,
        { door: 'transfer', input: { taskId: p.taskId, userId: p.turnUserId, comment: p.comment ?? undefined } },
        after,
      ),
  );
  operation(
    util('updateTaskClaimTime'),
    { title: l('流程 — 签收时间', 'Workflow — Taken up'), summary: 'the assignee marks the task as taken up now' },
    [TASK],
    (tx, ctx, p) => runtime.updateClaimTime(tx, ctx, p.taskId),
  );
  const admin = { admin: true };
  operation(
    util('stopTask'),
    { title: l('流程 — 终止', 'Workflow — Stop'), summary: '终止 — end the instance' },
    [INSTANCE, COMMENT],
    (tx, ctx, p, after) => runtime.take(tx, ctx, onInstance('stop', p), after),
    admin,
  );
  operation(
    util('deleteProcessInstance'),
    { title: l('流程 — 删除', 'Workflow — Remove'), summary: '删除 — remove the instance' },
    [INSTANCE, COMMENT],
    (tx, ctx, p, after) => runtime.take(tx, ctx, onInstance('remove', p), after),
    admin,
  );
  operation(
    util('suspendFlow'),
    { title: l('流程 — 挂起', 'Workflow — Suspend'), summary: '挂起 — suspend the instance' },
    [INSTANCE],
    (tx, ctx, p) => runtime.suspend(tx, ctx, p.processInstanceId),
    admin,
  );
  operation(
    util('activateFlow'),
    { title: l('流程 — 激活', 'Workflow — Activate'), summary: '激活 — activate the instance' },
    [INSTANCE],
    (tx, ctx, p) => runtime.activate(tx, ctx, p.processInstanceId),
    admin,
  );

  // ---- workUtil: lists --------------------------------------------------------------------------------------------
  taskList(util('todoList'), 'open tasks I may act on (claim + todo)', actionableBy);
  taskList(util('processedList'), 'tasks I completed', completedBy, 'endTime');
  for (const [path, summary] of [
    ['doneList', 'instances I took part in that ended'],
    ['doneListPlus', 'instances I took part in that ended, with their business title'],
  ] as const)
    defineRoute(app, {
      method: 'GET',
      url: util(path),
      permission: null,
      tags: TAGS,
      summary,
      paged: true,
      params: FILTERS,
      handler: async ({ ctx, params, paging, req }) => {
        const where = instancesOf(ctx, { ...params, scope: 'involved', ended: true });
        const page = await queriesFor(req).instancePage(db(), ctx, where, 'endTime', paging);
        if (path !== 'doneListPlus') return page;
        return { ...page, records: await runtime.withBusinessTitles(db(), ctx, page.records) };
      },
    });
  defineRoute(app, {
    method: 'GET',
    url: util('selectFlowGeneral'),
    permission: null,
    tags: TAGS,
    summary: 'instances I started or acted on whose process name matches',
    paged: true,
    params: [text('entryName', l('名称', 'Name'), { max: 255 })],
    handler: ({ ctx, params, paging, req }) =>
      queriesFor(req).instancePage(
        db(),
        ctx,
        instancesOf(ctx, { processDefinitionName: params.entryName, scope: 'involved' }),
        'startTime',
        paging,
      ),
  });
  defineRoute(app, {
    method: 'GET',
    url: util('byEntryIdDoneList'),
    permission: null,
    tags: TAGS,
    summary: 'completed tasks of one business record (those of instances I may see)',
    params: [
      text('entryId', l('业务记录', 'Business record'), {
        max: 64,
        ...required('请选择业务记录', 'please choose the business record'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const q = queriesFor(req);
      const rows = await q.completedTasksOfRecord(db(), ctx, params.entryId);
      const seen = new Map<string, boolean>();
      const visible = [];
      for (const r of rows) {
        if (!seen.has(r.instanceId))
          seen.set(
            r.instanceId,
            await access.instance(db(), ctx, r.instanceId).then(
              () => true,
              () => false,
            ),
          );
        if (seen.get(r.instanceId)) visible.push(r);
      }
      return q.taskRows(db(), ctx, visible);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: util('getProcDefByCategory'),
    permission: null,
    tags: TAGS,
    summary: 'the definition a family starts: the latest active one of the category my tenant may start, or null',
    params: [{ ...CATEGORY, required: l('请选择流程分类', 'please choose the category') }],
    handler: async ({ ctx, params, req }) => {
      const filter = { category: params.category, activeOnly: true, purpose: 'start' as const };
      const page = await listLatestDefinitions(db(), ctx, filter, { current: 1, size: 1 }, requestLocale(req));
      return page.records[0] ?? null;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: util('querySameDept'),
    permission: null,
    tags: TAGS,
    summary: 'users of my departments (the transfer picker)',
    handler: async ({ ctx }) =>
      (await Staff.ofDepts(db(), ctx.tenantId, ctx.deptIds)).filter((u) => u.id !== ctx.userId),
  });
  defineRoute(app, {
    method: 'GET',
    url: util('newIndex/getIndexMsg'),
    permission: null,
    tags: TAGS,
    summary: 'counts for the home page: todo, claim, send (running), done',
    handler: ({ ctx, req }) => queriesFor(req).counts(db(), ctx),
  });
}
