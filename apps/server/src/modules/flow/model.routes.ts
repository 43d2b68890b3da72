// 模型管理 (/api/blade-flow/model): list, detail, submit (each save a new version), versions, remove, deploy.
import { FLOW_API, id, ids, int, l, text, textarea } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { requestLocale } from '../../platform/http/errors';
import { CATEGORY, CATEGORY_REQUIRED, TENANT_IDS, deployTargets } from './deploy-params';
import { MODEL_LABELS, deployModel, listModels, modelDetail, modelVersions, removeModels, submitModel } from './models';

const api = (path: string) => `/api${FLOW_API}/model/${path}`;
const TAGS = ['Workflow models'];

/** A model's XML may be large (diagram interchange included), well within the request body limit. */
const MAX_XML = 5_000_000;

const MODEL_ID = id('id', MODEL_LABELS.id, { required: l('请选择模型', 'please choose the model') });

export function registerModelRoutes(app: FastifyInstance) {
  const db = () => app.appContext.database.db;

  defineRoute(app, {
    method: 'GET',
    url: api('list'),
    permission: 'flow_model_view',
    tags: TAGS,
    summary: '模型管理 — the tenant’s models, last changed first (name, modelKey: parts of them)',
    paged: true,
    params: [
      text('name', MODEL_LABELS.name, { max: 255 }),
      text('modelKey', MODEL_LABELS.modelKey, { max: 255 }),
    ] as const,
    handler: async ({ params, paging, ctx }) =>
      listModels(db(), ctx, { name: params.name ?? undefined, modelKey: params.modelKey ?? undefined }, paging),
  });

  defineRoute(app, {
    method: 'GET',
    url: api('detail'),
    permission: 'flow_model_view',
    tags: TAGS,
    summary: 'a model with its latest XML (modelEditorXml)',
    params: [MODEL_ID] as const,
    handler: async ({ params, ctx }) => modelDetail(db(), ctx, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: api('submit'),
    permission: 'flow_model_edit',
    tags: TAGS,
    summary:
      'save a model (no id: new; with id: its next version; a stale version is a 409); answers the model with the XML’s problems and warnings, each {elementId, elementType, message} — a model still being drawn is saved whatever they are',
    params: [
      id('id', MODEL_LABELS.id),
      text('name', MODEL_LABELS.name, { required: l('请输入模型名称', 'please enter the model name'), max: 255 }),
      text('modelKey', MODEL_LABELS.modelKey, {
        required: l('请输入模型标识', 'please enter the model key'),
        max: 200,
      }),
      text('description', MODEL_LABELS.description, { max: 1000 }),
      textarea('modelEditorXml', MODEL_LABELS.modelEditorXml, {
        required: l('请提供模型 XML', 'please send the model XML'),
        max: MAX_XML,
      }),
      int('version', MODEL_LABELS.version, { minValue: 1 }),
    ] as const,
    handler: async ({ params, ctx, req }) =>
      db().transaction((tx) =>
        submitModel(
          tx,
          ctx,
          {
            id: params.id ?? undefined,
            name: params.name,
            modelKey: params.modelKey,
            description: params.description,
            modelEditorXml: params.modelEditorXml,
            version: params.version,
          },
          requestLocale(req),
        ),
      ),
  });

  defineRoute(app, {
    method: 'GET',
    url: api('versions'),
    permission: 'flow_model_view',
    tags: TAGS,
    summary: 'every saved version of a model, newest first, each with its XML',
    params: [MODEL_ID] as const,
    handler: async ({ params, ctx }) => modelVersions(db(), ctx, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: api('remove'),
    permission: 'flow_model_delete',
    tags: TAGS,
    summary: 'remove models (what was deployed from them stays deployed)',
    params: [ids('ids', MODEL_LABELS.id, { required: l('请选择模型', 'please choose the models') })] as const,
    handler: async ({ params, ctx }) => {
      await db().transaction((tx) => removeModels(tx, ctx, idsOf(params.ids)));
      return true;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: api('deploy'),
    permission: 'flow_model_deploy',
    tags: TAGS,
    summary:
      'deploy a model’s latest version (category flow_<key>; tenantIds a comma list, empty for common — a tenant other than 000000 deploys for itself); the definitions carry the model’s warnings',
    params: [
      id('modelId', MODEL_LABELS.id, { required: l('请选择模型', 'please choose the model') }),
      { ...CATEGORY, required: CATEGORY_REQUIRED },
      TENANT_IDS,
    ] as const,
    handler: async ({ params, ctx, req }) =>
      db().transaction((tx) =>
        deployModel(
          tx,
          ctx,
          {
            modelId: params.modelId,
            category: params.category,
            tenantIds: deployTargets(ctx, params.tenantIds),
          },
          requestLocale(req),
        ),
      ),
  });
}
