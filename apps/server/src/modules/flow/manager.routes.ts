// 流程管理 (/api/blade-flow/manager): deployed definitions — list, suspend / activate, deploy files, delete — and the
// deployed XML (process/resource-view). The models' calls are in model.routes.ts; both share definitions.ts.
import { FLOW_API, type Localized, dict, ids, int, l, text } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../platform/attachments';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { AppError, badRequest, invalidField, notFound, requestLocale } from '../../platform/http/errors';
import { runInTransaction } from '../../platform/db/transaction';
import type { FlowRuntime } from './runtime/runtime';
import {
  type DeployFile,
  changeDefinitionState,
  deleteDeployments,
  deployProcesses,
  listLatestDefinitions,
  readableDefinition,
} from './definitions';
import { CATEGORY, CATEGORY_REQUIRED, deployTargets } from './deploy-params';
import { registerModelRoutes } from './model.routes';

const api = (path: string) => `/api${FLOW_API}/${path}`;
const TAGS = ['Workflow deployment'];

/** Files of one deploy-upload: at most this many, each at most this large. */
const MAX_FILES = 20;
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Registers 流程管理 and 模型管理 (deployment and models); the `flow` dictionary they categorise by is the manifest's. */
export function registerDeploymentRoutes(app: FastifyInstance, runtime: FlowRuntime) {
  registerManagerRoutes(app, runtime);
  registerModelRoutes(app);
}

function registerManagerRoutes(app: FastifyInstance, runtime: FlowRuntime) {
  const db = () => app.appContext.database.db;

  defineRoute(app, {
    method: 'GET',
    url: api('manager/list'),
    permission: 'flow_manager_view',
    tags: TAGS,
    summary:
      '流程管理 — the latest version of each process key (per tenant); mode 1 common, 2 own (the platform tenant: every tenant’s)',
    paged: true,
    params: [
      CATEGORY,
      int('mode', l('流程模式', 'Mode'), { minValue: 1, maxValue: 2 }),
      text('processDefinitionKey', l('流程标识', 'Process key'), { max: 255 }),
      text('processDefinitionName', l('流程名称', 'Process name'), { max: 255 }),
    ] as const,
    handler: async ({ params, paging, ctx, req }) =>
      listLatestDefinitions(
        db(),
        ctx,
        {
          category: params.category ?? undefined,
          mode: params.mode ?? undefined,
          processDefinitionKey: params.processDefinitionKey ?? undefined,
          processDefinitionName: params.processDefinitionName ?? undefined,
          purpose: 'manage',
        },
        paging,
        requestLocale(req),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: api('manager/change-state'),
    permission: 'flow_manager_state',
    tags: TAGS,
    summary: 'suspend or activate a definition, with its running instances and their open tasks',
    params: [
      text('processId', l('流程定义', 'Process definition'), {
        required: l('请选择流程定义', 'please choose the process definition'),
        max: 255,
      }),
      dict('state', l('状态', 'State'), '', {
        required: l('请指定状态 (active 或 suspend)', 'please give the state (active or suspend)'),
        options: [
          { value: 'active', label: l('激活', 'Active') },
          { value: 'suspend', label: l('挂起', 'Suspended') },
        ],
      }),
    ] as const,
    handler: async ({ params, ctx }) => {
      await db().transaction((tx) =>
        changeDefinitionState(tx, ctx, params.processId, params.state === 'suspend' ? 'suspend' : 'active'),
      );
      return true;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: api('manager/delete-deployment'),
    permission: 'flow_manager_delete',
    tags: TAGS,
    summary: 'delete deployments with their definitions, instances, tasks and history',
    params: [
      ids('deploymentIds', l('流程部署', 'Deployments'), {
        required: l('请选择流程部署', 'please choose the deployments'),
      }),
    ] as const,
    handler: async ({ params, ctx }) => {
      return runInTransaction(db(), async (tx, afterCommit) => {
        // Each instance through its door: a family's record is withdrawn with its instance.
        await deleteDeployments(tx, ctx, idsOf(params.deploymentIds), async (i) => {
          await runtime.take(
            tx,
            { ...ctx, tenantId: i.tenantId },
            { door: 'remove', input: { processInstanceId: i.id, comment: '删除流程部署' }, authorized: true },
            afterCommit,
          );
        });
        return true;
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: api('process/resource-view'),
    permission: null,
    ticket: true,
    tags: TAGS,
    summary: 'the deployed BPMN XML of a definition (header or download ticket)',
    params: [
      text('processDefinitionId', l('流程定义', 'Process definition'), {
        required: l('请选择流程定义', 'please choose the process definition'),
        max: 255,
      }),
    ] as const,
    handler: async ({ params, ctx, reply }) => {
      const def = await readableDefinition(db(), ctx, params.processDefinitionId);
      if (!def)
        throw notFound(
          l(
            `流程定义不存在: ${params.processDefinitionId}`,
            `No such process definition: ${params.processDefinitionId}`,
          ),
        );
      // An attachment: uploaded XML is never rendered as a document of this site.
      return reply
        .header('content-type', 'text/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(def.resourceName, false))
        .send(def.xml);
    },
  });

  app.register(async (scope) => {
    const { default: multipart } = await import('@fastify/multipart');
    // Multipart only for this call: the rest of the API keeps refusing it.
    await scope.register(multipart, {
      limits: { files: MAX_FILES, fields: 10, parts: MAX_FILES + 10, fileSize: MAX_FILE_BYTES },
      throwFileSizeLimit: true,
    });
    scope.post(
      api('manager/deploy-upload'),
      {
        config: { permission: 'flow_manager_deploy' },
        schema: {
          tags: TAGS,
          summary:
            'deploy BPMN files (multipart: files, one or more .bpmn20.xml / .bpmn; category flow_<key>; tenantIds a comma list, empty for common — a tenant other than 000000 deploys for itself); each deployed definition carries its file’s warnings ({elementId, elementType, message}), which never block',
          consumes: ['multipart/form-data'],
        },
      },
      async (req) => {
        const { files, fields } = await readUpload(req);
        const category = fields.category?.trim();
        if (!category) throw invalidField('category', CATEGORY_REQUIRED);
        const rows = await app.appContext.database.db.transaction((tx) =>
          deployProcesses(
            tx,
            req.ctx,
            {
              name: files.map((f) => f.name.replace(/\.(bpmn20\.xml|bpmn)$/i, '')).join(', '),
              category,
              tenantIds: deployTargets(req.ctx, fields.tenantIds),
              files,
            },
            requestLocale(req),
          ),
        );
        return ok(rows);
      },
    );
  });
}

const UPLOAD_FIELDS = new Set(['category', 'tenantIds']);

/** The files (parts named `files`, or `file`) and the text fields of a deploy-upload. */
async function readUpload(req: FastifyRequest): Promise<{ files: DeployFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart())
    throw new AppError(
      415,
      l(
        'Content-Type 必须是 multipart/form-data, 带名为 files 的文件',
        'Content-Type must be multipart/form-data with files in parts named files',
      ),
    );
  const files: DeployFile[] = [];
  const fields: Record<string, string> = {};
  const malformed = (why: Localized) => badRequest(why);
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files' && part.fieldname !== 'file')
          throw malformed(l(`未知的文件部分 ${part.fieldname}`, `Unknown file part ${part.fieldname}`));
        const xml = (await part.toBuffer()).toString('utf8').replace(/^\uFEFF/, '');
        files.push({ name: part.filename || 'process.bpmn20.xml', xml });
      } else if (UPLOAD_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        413,
        l(
          `文件过大 (每个最大 ${MAX_FILE_BYTES / 1024 / 1024} MB)`,
          `A file is too large (at most ${MAX_FILE_BYTES / 1024 / 1024} MB each)`,
        ),
      );
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw malformed(l(`一次最多上传 ${MAX_FILES} 个文件`, `At most ${MAX_FILES} files at a time`));
    throw malformed(
      l(`上传内容格式错误 (${(e as Error).message})`, `The multipart body is malformed (${(e as Error).message})`),
    );
  }
  if (files.length === 0) throw invalidField('files', l('请选择流程文件', 'Please choose the process files'));
  return { files, fields };
}
