// /api/blade-flow work, workUtil, process, follow and client calls (docs/api.md "/api/blade-flow"). The lists
// are the caller's own; every task operation checks that the caller may act on the task.
import { FLOW_API, type FieldDef, type ModelView, id, int, l, text, textarea } from '@flp/shared';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database';
import { runInTransaction } from '../../platform/db/transaction';
import { defineRoute } from '../../platform/http/define-route';
import { AppError, badRequest, forbidden, localeOf, notFound } from '../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../platform/tenancy/context';
import { Staff } from '../system/services';
import { definitionById, listLatestDefinitions } from './definitions';
import { type FlowRuntime, mayActOn } from './runtime/runtime';
import { taskById } from './runtime/store';
import { flowInstanceTable, flowTaskTable } from './tables';
import { WorkQueries, assignedTo, claimableBy, completedBy } from './work-queries';

const TAGS = ['Workflow'];
const api = (path: string) => `/api${FLOW_API}/${path}`;
const queriesFor = (req: FastifyRequest) => new WorkQueries(localeOf(req.headers['accept-language']));

const required = (zh: string, en: string) => ({ required: l(zh, en) });
const TASK = id('taskId', l('任务', 'Task'), required('请选择任务', 'please choose the task'));
const INSTANCE = id(
  'processInstanceId',
  l('流程实例', 'Process instance'),
  required('请选择流程实例', 'please choose the process instance'),
);
const PROC_INST = id(
  'procInstId',
  l('流程实例', 'Process instance'),
  required('请选择流程实例', 'please choose the process instance'),
);
const COMMENT = textarea('comment', l('审批意见', 'Comment'), { max: 2000 });
const FILTERS = [
  text('category', l('流程分类', 'Category'), { max: 64 }),
  text('processDefinitionName', l('流程名称', 'Process name'), { max: 255 }),
  text('beginDate', l('开始日期', 'From'), {
    max: 19,
    pattern: { regex: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', message: l('不是日期', 'is not a date') },
  }),
  text('endDate', l('结束日期', 'Until'), {
    max: 19,
    pattern: { regex: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', message: l('不是日期', 'is not a date') },
  }),
] as const satisfies readonly FieldDef[];

const TASK_GONE = l('任务不存在', 'No such task');

export function registerWorkRoutes(app: FastifyInstance, runtime: FlowRuntime) {
  const db = () => app.appContext.database.db;
  const tx = <T>(work: (t: Db, afterCommit: (fn: () => Promise<void> | void) => void) => Promise<T>) =>
    runInTransaction(db(), work);

  // ---- lists -------------------------------------------------------------------------------------------------
  const list = (
    path: string,
    summary: string,
    where: (ctx: RequestContext) => ReturnType<typeof assignedTo>,
    time: 'createTime' | 'endTime' = 'createTime',
  ) =>
    defineRoute(app, {
      method: 'GET',
      url: api(`work/${path}`),
      permission: null,
      tags: TAGS,
      summary,
      paged: true,
      params: FILTERS,
      handler: ({ ctx, params, paging, req }) => queriesFor(req).tasks(db(), ctx, where(ctx), params, paging, time),
    });
  list('claim-list', '待签事务 — open tasks offered to me or my roles', claimableBy);
  list('todo-list', '待办事务 — open tasks assigned to me', assignedTo);
  list('done-list', '办结事务 — tasks I completed', completedBy, 'endTime');
  defineRoute(app, {
    method: 'GET',
    url: api('work/send-list'),
    permission: null,
    tags: TAGS,
    summary: '已发事务 — instances I started',
    paged: true,
    params: FILTERS,
    handler: ({ ctx, params, paging, req }) => queriesFor(req).sent(db(), ctx, params, paging),
  });

  defineRoute(app, {
    method: 'GET',
    url: api('work/start-list'),
    permission: null,
    tags: TAGS,
    summary: '发起事务 — the latest active definitions my tenant may start (its own, or the common ones)',
    paged: true,
    params: [FILTERS[0], FILTERS[1], int('mode', l('范围', 'Scope'), { min: 1, max: 2 })],
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
        localeOf(req.headers['accept-language']),
      ),
  });

  // ---- task operations ---------------------------------------------------------------------------------------
  defineRoute(app, {
    method: 'POST',
    url: api('work/claim-task'),
    permission: null,
    tags: TAGS,
    summary: '签收 — take an offered task (409 when someone else took it first)',
    params: [TASK],
    handler: ({ ctx, params }) =>
      tx(async (t, after) => {
        await runtime.claim(t, ctx, params.taskId, after);
        return true;
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: api('work/complete-task'),
    permission: null,
    tags: TAGS,
    summary: '办理 — complete a task; flag "ok" approves (pass = true)',
    params: [
      TASK,
      id('processInstanceId', INSTANCE.label),
      COMMENT,
      text('flag', l('审批结果', 'Decision'), { max: 16 }),
    ],
    handler: ({ ctx, params, req }) =>
      tx(async (t, after) => {
        await runtime.complete(
          t,
          ctx,
          {
            taskId: params.taskId,
            processInstanceId: params.processInstanceId ?? undefined,
            comment: params.comment ?? undefined,
            flag: params.flag ?? undefined,
            variables: variablesOf((req.body as Record<string, unknown> | undefined)?.variables),
          },
          after,
        );
        return true;
      }),
  });
  defineRoute(app, {
    method: ['GET', 'POST'] as never,
    url: api('work/get-task'),
    permission: null,
    tags: TAGS,
    summary: 'a task as a work-list row, with whether I may claim or complete it',
    params: [TASK],
    handler: async ({ ctx, params, req }) => {
      const task = await visibleTask(db(), ctx, params.taskId);
      const [row] = await queriesFor(req).taskRows(db(), ctx, [task]);
      const open = task.state === 'active';
      return {
        ...row,
        mayClaim: open && !task.assignee && mayActOn(ctx, task),
        mayComplete: open && mayActOn(ctx, task),
      };
    },
  });

  // ---- workUtil ----------------------------------------------------------------------------------------------
  const util = (path: string) => api(`workUtil/${path}`);
  defineRoute(app, {
    method: 'POST',
    url: util('getActInfo'),
    permission: null,
    tags: TAGS,
    summary: 'the task, what I may do with it, where it may go back to',
    params: [TASK],
    handler: async ({ ctx, params, req }) => {
      const task = await visibleTask(db(), ctx, params.taskId);
      const [row] = await queriesFor(req).taskRows(db(), ctx, [task]);
      const open = task.state === 'active';
      return {
        task: row,
        mayClaim: open && !task.assignee && mayActOn(ctx, task),
        mayComplete: open && mayActOn(ctx, task),
        isParallel: await isParallel(task),
        isMultiInstance: !!task.tokenId && (await isMulti(task)),
        backTargets: open ? await runtime.backTargets(db(), ctx, task) : [],
        editableFields: runtime.editableAt(task.category, task.taskDefKey),
        family: row.family,
      };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getActIsEdit'),
    permission: null,
    tags: TAGS,
    summary: 'the business fields editable at the task ([] | list | "*")',
    params: [TASK],
    handler: async ({ ctx, params }) => {
      const task = await visibleTask(db(), ctx, params.taskId);
      return task.state === 'active' && mayActOn(ctx, task) ? runtime.editableAt(task.category, task.taskDefKey) : [];
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getLastIsAgree'),
    permission: null,
    tags: TAGS,
    summary: 'whether the last completed task of the instance was approved',
    params: [PROC_INST],
    handler: async ({ ctx, params }) => {
      await visibleInstance(db(), ctx, params.procInstId);
      const [last] = await db()
        .select({ decision: flowTaskTable.decision })
        .from(flowTaskTable)
        .where(and(eq(flowTaskTable.instanceId, params.procInstId), eq(flowTaskTable.state, 'completed')))
        .orderBy(desc(flowTaskTable.endTime), desc(flowTaskTable.id))
        .limit(1);
      return last?.decision === 'ok';
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getIsEnd'),
    permission: null,
    tags: TAGS,
    summary: 'whether the instance has ended',
    params: [PROC_INST],
    handler: async ({ ctx, params }) => (await visibleInstance(db(), ctx, params.procInstId)).state !== 'running',
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getSenderList'),
    permission: null,
    tags: TAGS,
    summary: 'the users who acted on the instance, starter first',
    params: [PROC_INST],
    handler: async ({ ctx, params, req }) => {
      const instance = await visibleInstance(db(), ctx, params.procInstId);
      const history = await queriesFor(req).history(db(), ctx, instance.id);
      const seen = new Set<string>();
      return history
        .filter((h) => h.assignee && (h.historyActivityType === 'startEvent' || h.endTime))
        .filter((h) => !seen.has(h.assignee) && !!seen.add(h.assignee))
        .map((h) => ({
          userId: h.assignee.replace(/^taskUser_/, ''),
          userName: h.assigneeName,
          activityId: h.historyActivityId,
          activityName: h.historyActivityName,
          time: h.endTime || h.createTime,
        }));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getIsParallel'),
    permission: null,
    tags: TAGS,
    summary: 'whether the task stands in a parallel branch or a multi-instance task',
    params: [TASK],
    handler: async ({ ctx, params }) => isParallel(await visibleTask(db(), ctx, params.taskId)),
  });
  defineRoute(app, {
    method: 'POST',
    url: util('getHistAct'),
    permission: null,
    tags: TAGS,
    summary: 'the steps this task may go back to',
    params: [TASK],
    handler: async ({ ctx, params }) => {
      const task = await visibleTask(db(), ctx, params.taskId);
      return task.state === 'active' ? runtime.backTargets(db(), ctx, task) : [];
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: util('backToStep'),
    permission: null,
    tags: TAGS,
    summary: '退回 — send the instance back to a step it passed',
    params: [
      TASK,
      text('targetActId', l('退回节点', 'Step'), { max: 255, ...required('请选择退回节点', 'please choose the step') }),
      COMMENT,
    ],
    handler: ({ ctx, params }) =>
      tx(async (t, after) => {
        await runtime.backToStep(
          t,
          ctx,
          { taskId: params.taskId, targetActivityId: params.targetActId, comment: params.comment ?? undefined },
          after,
        );
        return true;
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: util('recallTask'),
    permission: null,
    tags: TAGS,
    summary: '撤回 — the starter takes the request back while the next step is untouched',
    params: [INSTANCE, COMMENT],
    handler: ({ ctx, params }) =>
      tx(async (t, after) => {
        await runtime.recall(
          t,
          ctx,
          { processInstanceId: params.processInstanceId, comment: params.comment ?? undefined },
          after,
        );
        return true;
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: util('turnTask'),
    permission: null,
    tags: TAGS,
    summary: '转办 — hand the task to another user',
    params: [
      TASK,
      id('turnUserId', l('转办人', 'Transfer to'), required('请选择转办人', 'please choose the user')),
      COMMENT,
    ],
    handler: ({ ctx, params }) =>
      tx(async (t, after) => {
        await runtime.transfer(
          t,
          ctx,
          { taskId: params.taskId, userId: params.turnUserId, comment: params.comment ?? undefined },
          after,
        );
        return true;
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: util('updateTaskClaimTime'),
    permission: null,
    tags: TAGS,
    summary: 'the assignee marks the task as taken up now',
    params: [TASK],
    handler: ({ ctx, params }) =>
      tx(async (t) => {
        await runtime.updateClaimTime(t, ctx, params.taskId);
        return true;
      }),
  });
  const adminOp = (
    path: string,
    summary: string,
    op: (
      t: Db,
      ctx: RequestContext,
      pid: string,
      comment: string | undefined,
      after: (fn: () => Promise<void> | void) => void,
    ) => Promise<void>,
  ) =>
    defineRoute(app, {
      method: 'POST',
      url: util(path),
      permission: null,
      tags: TAGS,
      summary: `${summary} (administrators)`,
      params: [INSTANCE, COMMENT],
      handler: ({ ctx, params }) => {
        if (!isAdministrator(ctx)) throw forbidden(l('只有管理员可以执行该操作', 'Only administrators may do this'));
        return tx(async (t, after) => {
          await op(t, ctx, params.processInstanceId, params.comment ?? undefined, after);
          return true;
        });
      },
    });
  adminOp('stopTask', '终止 — end the instance', (t, ctx, pid, comment, after) =>
    runtime.stop(t, ctx, { processInstanceId: pid, comment }, after),
  );
  adminOp('deleteProcessInstance', '删除 — remove the instance', (t, ctx, pid, comment, after) =>
    runtime.remove(t, ctx, { processInstanceId: pid, comment }, after),
  );
  adminOp('suspendFlow', '挂起 — suspend the instance', (t, ctx, pid) => runtime.suspend(t, ctx, pid));
  adminOp('activateFlow', '激活 — activate the instance', (t, ctx, pid) => runtime.activate(t, ctx, pid));

  const utilList = (
    path: string,
    summary: string,
    where: (ctx: RequestContext) => ReturnType<typeof assignedTo>,
    time: 'createTime' | 'endTime' = 'createTime',
  ) =>
    defineRoute(app, {
      method: 'GET',
      url: util(path),
      permission: null,
      tags: TAGS,
      summary,
      paged: true,
      params: FILTERS,
      handler: ({ ctx, params, paging, req }) => queriesFor(req).tasks(db(), ctx, where(ctx), params, paging, time),
    });
  utilList(
    'todoList',
    'open tasks I may act on (claim + todo)',
    (ctx) => or(assignedTo(ctx), claimableBy(ctx)) as ReturnType<typeof assignedTo>,
  );
  utilList('processedList', 'tasks I completed', completedBy, 'endTime');
  const endedInstancesOfMine = (
    ctx: RequestContext,
    f: { category?: string | null; processDefinitionName?: string | null },
  ) =>
    and(
      eq(flowInstanceTable.tenantId, ctx.tenantId),
      sql`${flowInstanceTable.state} in ('completed', 'stopped', 'withdrawn')`,
      or(
        eq(flowInstanceTable.startUser, ctx.userId),
        sql`exists (select 1 from fl_flow_task t where t.instance_id = ${flowInstanceTable.id} and t.completed_by = ${ctx.userId})`,
      ),
      f.category ? eq(flowInstanceTable.category, f.category) : undefined,
      f.processDefinitionName
        ? ilike(flowInstanceTable.processName, `%${f.processDefinitionName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined,
    );
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
        const page = await queriesFor(req).instancePage(
          db(),
          ctx,
          endedInstancesOfMine(ctx, params),
          'endTime',
          paging,
        );
        if (path !== 'doneListPlus') return page;
        return { ...page, records: await runtime.withBusinessTitles(db(), ctx, page.records) };
      },
    });
  defineRoute(app, {
    method: 'GET',
    url: util('byEntryIdDoneList'),
    permission: null,
    tags: TAGS,
    summary: 'completed tasks of one business record',
    params: [
      text('entryId', l('业务记录', 'Business record'), {
        max: 64,
        ...required('请选择业务记录', 'please choose the business record'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const rows = await db()
        .select()
        .from(flowTaskTable)
        .where(
          and(
            eq(flowTaskTable.tenantId, ctx.tenantId),
            eq(flowTaskTable.businessId, params.entryId),
            eq(flowTaskTable.state, 'completed'),
          ),
        )
        .orderBy(flowTaskTable.endTime, flowTaskTable.id)
        .limit(1000);
      const visible = [];
      for (const r of rows) if (await mayView(db(), ctx, r.instanceId)) visible.push(r);
      return queriesFor(req).taskRows(db(), ctx, visible);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: util('getProcDefByCategory'),
    permission: null,
    tags: TAGS,
    summary: 'the definition a family starts: the latest active one of the category my tenant may start, or null',
    params: [
      text('category', l('流程分类', 'Category'), {
        max: 64,
        required: l('请选择流程分类', 'please choose the category'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const page = await listLatestDefinitions(
        db(),
        ctx,
        { category: params.category, activeOnly: true, purpose: 'start' },
        { current: 1, size: 1 },
        localeOf(req.headers['accept-language']),
      );
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
    url: util('selectFlowGeneral'),
    permission: null,
    tags: TAGS,
    summary: 'instances I started or acted on whose process name matches',
    paged: true,
    params: [text('entryName', l('名称', 'Name'), { max: 255 })],
    handler: async ({ ctx, params, paging, req }) => {
      const mine = or(
        eq(flowInstanceTable.startUser, ctx.userId),
        sql`exists (select 1 from fl_flow_task t where t.instance_id = ${flowInstanceTable.id} and (t.completed_by = ${ctx.userId} or t.assignee = ${ctx.userId}))`,
      );
      const where = and(
        eq(flowInstanceTable.tenantId, ctx.tenantId),
        sql`${flowInstanceTable.state} <> 'deleted'`,
        mine,
        params.entryName
          ? ilike(flowInstanceTable.processName, `%${params.entryName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      );
      return queriesFor(req).instancePage(db(), ctx, where, 'startTime', paging);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: util('newIndex/getIndexMsg'),
    permission: null,
    tags: TAGS,
    summary: 'counts for the home page: todo, claim, send (running), done',
    handler: ({ ctx, req }) => queriesFor(req).counts(db(), ctx),
  });

  // ---- process views -------------------------------------------------------------------------------------------
  defineRoute(app, {
    method: 'GET',
    url: api('process/history-flow-list'),
    permission: null,
    tags: TAGS,
    summary: 'the steps of an instance in order: start, tasks, end, with who, when, the decision and the comment',
    params: [INSTANCE],
    handler: async ({ ctx, params, req }) => {
      await visibleInstance(db(), ctx, params.processInstanceId);
      return queriesFor(req).history(db(), ctx, params.processInstanceId);
    },
  });
  for (const path of ['model-view', 'diagram-view'])
    defineRoute(app, {
      method: 'GET',
      url: api(`process/${path}`),
      permission: null,
      tags: TAGS,
      summary: 'the model XML and, for an instance, what a viewer marks (done, active, taken flows)',
      params: [
        text('processDefinitionId', l('流程定义', 'Process definition'), { max: 255 }),
        id('processInstanceId', INSTANCE.label),
      ],
      handler: async ({ ctx, params, req }): Promise<ModelView> => {
        if (params.processInstanceId) {
          const instance = await visibleInstance(db(), ctx, params.processInstanceId);
          const def = await definitionById(db(), ctx, instance.definitionId);
          if (!def) throw notFound(l('流程定义已删除', 'The process definition was removed'));
          const q = queriesFor(req);
          return {
            xml: def.xml,
            processDefinitionId: def.id,
            flow: await q.history(db(), ctx, instance.id),
            ...(await q.marks(db(), ctx, instance.id)),
          };
        }
        if (!params.processDefinitionId)
          throw badRequest(l('请选择流程定义或流程实例', 'please choose a process definition or instance'));
        const def = await definitionById(db(), ctx, params.processDefinitionId);
        if (!def) throw notFound(l('流程定义不存在', 'No such process definition'));
        return {
          xml: def.xml,
          processDefinitionId: def.id,
          flow: [],
          finishedActivityIds: [],
          activeActivityIds: [],
          takenFlowIds: [],
        };
      },
    });

  // ---- follow (administrators) -------------------------------------------------------------------------------
  defineRoute(app, {
    method: 'GET',
    url: api('follow/list'),
    permission: 'flow_follow_view',
    tags: TAGS,
    summary: '流程跟踪 — running instances',
    paged: true,
    params: [
      id('processInstanceId', INSTANCE.label),
      text('processDefinitionKey', l('流程标识', 'Process key'), { max: 255 }),
    ],
    handler: ({ ctx, params, paging, req }) => queriesFor(req).follow(db(), ctx, params, paging),
  });
  defineRoute(app, {
    method: 'POST',
    url: api('follow/delete-process-instance'),
    permission: 'flow_follow_delete',
    tags: TAGS,
    summary: '流程跟踪 — delete a running instance with a reason',
    params: [INSTANCE, textarea('deleteReason', l('删除原因', 'Reason'), { max: 500 })],
    handler: ({ ctx, params }) =>
      tx(async (t, after) => {
        await runtime.remove(
          t,
          ctx,
          { processInstanceId: params.processInstanceId, comment: params.deleteReason ?? undefined },
          after,
        );
        return true;
      }),
  });

  // ---- client (service calls; administrators over HTTP) ------------------------------------------------------------
  const adminOnly = (ctx: RequestContext) => {
    if (!isAdministrator(ctx))
      throw forbidden(l('只有管理员可以直接调用流程服务', 'Only administrators may call the process service directly'));
  };
  const BUSINESS_KEY = text('businessKey', l('业务键', 'Business key'), {
    max: 130,
    pattern: { regex: '^[A-Za-z0-9_]+:[0-9A-Za-z_-]+$', message: l('格式应为 表名:编号', 'must be table:id') },
  });
  const splitKey = (key: string | null | undefined) =>
    key ? { businessTable: key.split(':')[0], businessId: key.split(':')[1] } : {};
  defineRoute(app, {
    method: 'POST',
    url: api('client/start-process-instance-by-id'),
    permission: null,
    tags: TAGS,
    summary: 'start an instance of a definition (variables as the JSON body; administrators)',
    params: [
      text('processDefinitionId', l('流程定义', 'Process definition'), {
        max: 255,
        ...required('请选择流程定义', 'please choose the process definition'),
      }),
      BUSINESS_KEY,
    ],
    handler: ({ ctx, params, req }) => {
      adminOnly(ctx);
      return tx((t, after) =>
        runtime.start(
          t,
          ctx,
          {
            processDefinitionId: params.processDefinitionId,
            ...splitKey(params.businessKey),
            variables: bodyVariables(req),
          },
          after,
        ),
      );
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: api('client/start-process-instance-by-key'),
    permission: null,
    tags: TAGS,
    summary: 'start an instance of the latest version of a key (variables as the JSON body; administrators)',
    params: [
      text('processDefinitionKey', l('流程标识', 'Process key'), {
        max: 255,
        ...required('请输入流程标识', 'please enter the process key'),
      }),
      BUSINESS_KEY,
    ],
    handler: ({ ctx, params, req }) => {
      adminOnly(ctx);
      return tx((t, after) =>
        runtime.start(
          t,
          ctx,
          { processKey: params.processDefinitionKey, ...splitKey(params.businessKey), variables: bodyVariables(req) },
          after,
        ),
      );
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: api('client/complete-task'),
    permission: null,
    tags: TAGS,
    summary:
      'complete a task with variables as the body, no pass added (administrators; the caller must be the assignee or a candidate)',
    params: [TASK, id('processInstanceId', INSTANCE.label), COMMENT],
    handler: ({ ctx, params, req }) => {
      adminOnly(ctx);
      return tx(async (t, after) => {
        await runtime.complete(
          t,
          ctx,
          {
            taskId: params.taskId,
            processInstanceId: params.processInstanceId ?? undefined,
            comment: params.comment ?? undefined,
            variables: bodyVariables(req),
            setPass: false,
          },
          after,
        );
        return true;
      });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: api('client/task-variables'),
    permission: null,
    tags: TAGS,
    summary: "the process variables at a task (administrators and the task's participants)",
    params: [TASK],
    handler: async ({ ctx, params }) => variablesAt(ctx, params.taskId),
  });
  defineRoute(app, {
    method: 'GET',
    url: api('client/task-variable'),
    permission: null,
    tags: TAGS,
    summary: 'one process variable at a task',
    params: [
      TASK,
      text('variableName', l('变量名', 'Variable'), {
        max: 255,
        ...required('请输入变量名', 'please enter the variable'),
      }),
    ],
    handler: async ({ ctx, params }) => (await variablesAt(ctx, params.taskId))[params.variableName] ?? null,
  });

  // ---- helpers -------------------------------------------------------------------------------------------------
  async function variablesAt(ctx: RequestContext, taskId: string) {
    const task = await visibleTask(db(), ctx, taskId);
    const [instance] = await db().select().from(flowInstanceTable).where(eq(flowInstanceTable.id, task.instanceId));
    return (instance?.variables ?? {}) as Record<string, unknown>;
  }

  async function isParallel(task: Awaited<ReturnType<typeof visibleTask>>) {
    if (await isMulti(task)) return true;
    const others = await db()
      .select({ n: sql<number>`count(*)` })
      .from(flowTaskTable)
      .where(
        and(
          eq(flowTaskTable.instanceId, task.instanceId),
          eq(flowTaskTable.state, 'active'),
          sql`${flowTaskTable.taskDefKey} <> ${task.taskDefKey}`,
        ),
      );
    return Number(others[0].n) > 0;
  }

  async function isMulti(task: Awaited<ReturnType<typeof visibleTask>>) {
    const def = await definitionById(db(), { tenantId: task.tenantId } as RequestContext, task.definitionId);
    const node = def?.graph.nodes[task.taskDefKey];
    return node?.type === 'userTask' && !!node.multiInstance;
  }

  async function mayView(d: Db, ctx: RequestContext, instanceId: string): Promise<boolean> {
    const [instance] = await d
      .select()
      .from(flowInstanceTable)
      .where(and(eq(flowInstanceTable.id, instanceId), eq(flowInstanceTable.tenantId, ctx.tenantId)));
    if (!instance) return false;
    if (isAdministrator(ctx) || instance.startUser === ctx.userId) return true;
    if (await new WorkQueries('zh-CN').participated(d, ctx, instanceId)) return true;
    return !!(
      instance.businessTable &&
      instance.businessId &&
      (await runtime.mayViewBusiness(d, ctx, instance.businessTable, instance.businessId))
    );
  }

  async function visibleInstance(d: Db, ctx: RequestContext, instanceId: string) {
    const [instance] = await d
      .select()
      .from(flowInstanceTable)
      .where(and(eq(flowInstanceTable.id, instanceId), eq(flowInstanceTable.tenantId, ctx.tenantId)));
    if (!instance) throw notFound(l('流程实例不存在', 'No such process instance'));
    if (!(await mayView(d, ctx, instanceId))) throw forbidden(l('无权查看该流程', 'You may not view this process'));
    return instance;
  }

  async function visibleTask(d: Db, ctx: RequestContext, taskId: string) {
    const task = await taskById(d, ctx.tenantId, taskId);
    if (!task) throw notFound(TASK_GONE);
    if (!mayActOn(ctx, task) && !(await mayView(d, ctx, task.instanceId)))
      throw forbidden(l('无权查看该任务', 'You may not view this task'));
    return task;
  }
}

/** Variables given with a call: a JSON object, or nothing. */
function variablesOf(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new AppError(400, l('流程变量必须是 JSON 对象', 'The process variables must be a JSON object'));
  return raw as Record<string, unknown>;
}

/** client calls carry the variables as the whole body (BladeX), minus the query parameters echoed there. */
function bodyVariables(req: FastifyRequest): Record<string, unknown> | undefined {
  const body = variablesOf(req.body);
  if (!body) return undefined;
  const { processDefinitionId, processDefinitionKey, businessKey, taskId, processInstanceId, comment, ...rest } = body;
  void [processDefinitionId, processDefinitionKey, businessKey, taskId, processInstanceId, comment];
  return rest;
}
