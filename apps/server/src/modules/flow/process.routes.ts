// /api/blade-flow process views (history, viewer data), follow (流程跟踪) and client (service calls over HTTP,
// administrators). Views answer only to those who may see the instance (access.ts).
import { type FieldDef, type ModelView, l, text, textarea } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, forbidden, invalidField, labelled, notFound } from '../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../platform/tenancy/context';
import { InstanceAccess } from './access';
import { definitionById } from './definitions';
import { COMPLETE_TITLE, TAGS, flowApi, flowOperation, queriesFor, variablesOf } from './flow-routes';
import { COMMENT, DEFINITION, INSTANCE, OPTIONAL_INSTANCE, TASK, required } from './route-params';
import type { FlowRuntime } from './runtime/runtime';

export function registerProcessRoutes(app: FastifyInstance, runtime: FlowRuntime) {
  const db = () => app.appContext.database.db;
  const access = new InstanceAccess(runtime);

  // ---- process views -------------------------------------------------------------------------------------------
  defineRoute(app, {
    method: 'GET',
    url: flowApi('process/history-flow-list'),
    permission: null,
    tags: TAGS,
    summary: 'the steps of an instance in order: start, tasks, end, with who, when, the decision and the comment',
    params: [INSTANCE],
    handler: async ({ ctx, params, req }) => {
      await access.instance(db(), ctx, params.processInstanceId);
      return queriesFor(req).history(db(), ctx, params.processInstanceId);
    },
  });
  for (const path of ['model-view', 'diagram-view'])
    defineRoute(app, {
      method: 'GET',
      url: flowApi(`process/${path}`),
      permission: null,
      tags: TAGS,
      summary: 'the model XML and, for an instance, what a viewer marks (done, active, taken flows)',
      params: [DEFINITION, OPTIONAL_INSTANCE],
      handler: async ({ ctx, params, req }): Promise<ModelView> => {
        const none = { flow: [], finishedActivityIds: [], activeActivityIds: [], takenFlowIds: [] };
        if (params.processInstanceId) {
          const instance = await access.instance(db(), ctx, params.processInstanceId);
          const def = await definitionById(db(), ctx, instance.definitionId);
          if (!def) throw notFound(l('流程定义已删除', 'The process definition was removed'));
          const q = queriesFor(req);
          const marks = await q.marks(db(), ctx, instance.id);
          return { xml: def.xml, processDefinitionId: def.id, flow: await q.history(db(), ctx, instance.id), ...marks };
        }
        if (!params.processDefinitionId)
          throw badRequest(l('请选择流程定义或流程实例', 'please choose a process definition or instance'));
        const def = await definitionById(db(), ctx, params.processDefinitionId);
        if (!def) throw notFound(l('流程定义不存在', 'No such process definition'));
        return { xml: def.xml, processDefinitionId: def.id, ...none };
      },
    });

  // ---- follow (流程跟踪) -------------------------------------------------------------------------------------------
  defineRoute(app, {
    method: 'GET',
    url: flowApi('follow/list'),
    permission: 'flow_follow_view',
    tags: TAGS,
    summary: '流程跟踪 — running instances',
    paged: true,
    params: [OPTIONAL_INSTANCE, text('processDefinitionKey', l('流程标识', 'Process key'), { max: 255 })],
    handler: ({ ctx, params, paging, req }) => queriesFor(req).follow(db(), ctx, params, paging),
  });
  flowOperation(
    app,
    flowApi('follow/delete-process-instance'),
    {
      title: l('流程跟踪 — 删除', 'Process tracking — Remove'),
      summary: '流程跟踪 — delete a running instance with a reason',
    },
    [INSTANCE, textarea('deleteReason', l('删除原因', 'Reason'), { max: 500 })],
    (tx, ctx, p, after) =>
      runtime.take(
        tx,
        ctx,
        {
          door: 'remove',
          input: { processInstanceId: p.processInstanceId, comment: p.deleteReason ?? undefined },
          authorized: true,
        },
        after,
      ),
    { permission: 'flow_follow_delete' },
  );

  // ---- client (service calls; administrators over HTTP) -------------------------------------------------------------
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
  const startBy = (path: string, summary: string, param: FieldDef, input: (v: string) => object) =>
    defineRoute(app, {
      method: 'POST',
      url: flowApi(`client/${path}`),
      permission: null,
      tags: TAGS,
      summary: `${summary} (variables as the JSON body; administrators)`,
      title: l('流程 — 发起', 'Workflow — Start'),
      params: [param, BUSINESS_KEY],
      handler: ({ ctx, params, req }) => {
        adminOnly(ctx);
        const value = (params as Record<string, string>)[param.name];
        const key = splitKey(params.businessKey);
        // A family's record starts its process through its family (its rules, its state, its variables), never here.
        if (key.businessTable && runtime.isFamilyTable(key.businessTable))
          throw invalidField(
            'businessKey',
            labelled(
              BUSINESS_KEY.label,
              l('是流程族的业务记录, 请从其业务页面发起', "names a family's record: start it from the record's screen"),
            ),
          );
        return runtimeStart(ctx, { ...input(value), ...key, variables: bodyVariables(req) });
      },
    });
  const runtimeStart = (ctx: RequestContext, input: Parameters<FlowRuntime['start']>[2]) =>
    runInTransaction(db(), (tx, after) => runtime.start(tx, ctx, input, after));
  startBy(
    'start-process-instance-by-id',
    'start an instance of a definition',
    { ...DEFINITION, ...required('请选择流程定义', 'please choose the process definition') },
    (v) => ({ processDefinitionId: v }),
  );
  startBy(
    'start-process-instance-by-key',
    'start an instance of the latest version of a key',
    text('processDefinitionKey', l('流程标识', 'Process key'), {
      max: 255,
      ...required('请输入流程标识', 'please enter the process key'),
    }),
    (v) => ({ processKey: v }),
  );
  flowOperation(
    app,
    flowApi('client/complete-task'),
    {
      title: COMPLETE_TITLE,
      summary:
        'complete a task with variables as the body, `pass: false` rejecting (the caller must be the assignee or a candidate)',
    },
    [TASK, OPTIONAL_INSTANCE, COMMENT],
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
            variables: bodyVariables(req),
            setPass: false,
          },
        },
        after,
      ),
    { admin: true },
  );
  const variablesAt = async (ctx: RequestContext, taskId: string) => {
    const task = await access.task(db(), ctx, taskId);
    const instance = await access.instance(db(), ctx, task.instanceId);
    return (instance.variables ?? {}) as Record<string, unknown>;
  };
  defineRoute(app, {
    method: 'GET',
    url: flowApi('client/task-variables'),
    permission: null,
    tags: TAGS,
    summary: "the process variables at a task (the task's participants and whoever may see its instance)",
    params: [TASK],
    handler: ({ ctx, params }) => variablesAt(ctx, params.taskId),
  });
  defineRoute(app, {
    method: 'GET',
    url: flowApi('client/task-variable'),
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
}

/** client calls carry the variables as the whole body (BladeX), minus the query parameters echoed there. */
function bodyVariables(req: FastifyRequest): Record<string, unknown> | undefined {
  const body = variablesOf(req.body);
  if (!body) return undefined;
  const { processDefinitionId, processDefinitionKey, businessKey, taskId, processInstanceId, comment, ...rest } = body;
  void [processDefinitionId, processDefinitionKey, businessKey, taskId, processInstanceId, comment];
  return rest;
}
