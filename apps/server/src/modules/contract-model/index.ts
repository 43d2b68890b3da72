import { CONTRACT_MODEL_TYPES, CONTRACT_PLACEHOLDERS, contractModel, dict, l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { FileService } from '../resource';
import { activeTenantIds } from '../system';
import { CONTRACT_MODEL_MENUS } from './menus';
import { contractModelHooks, placeholderList } from './rules';
import { addNewShippedModels, seedContractModels } from './starter';
import { contractModelRepo } from './tables';
import { type NoApi, type SetupCheck, defineModule } from '../host';
import { seedContractModelDemo } from './seed';

export { seedContractModelDemo } from './seed';
export { contractModelTable } from './tables';
export { enabledModel } from './enabled';
export { type GenerateOptions, generateFromModel, renderFromModel } from './generate';

const TAGS = [contractModel.label['en-US']];

/** 开通清单: an enabled model for each lease type. */
const CONTRACT_MODELS_CHECK: SetupCheck = {
  key: 'contractModels',
  order: 40,
  label: l('合同模板', 'Contract models'),
  hint: l(
    '直租与售后回租合同各需一个启用的模板(预置模板可按本公司文本修改)',
    'Direct-lease and sale-leaseback contracts each need an enabled model (the shipped ones may be edited to the company’s text)',
  ),
  path: '/contract/model',
  done: async (tx, ctx) => {
    const enabled = await contractModelRepo.list(tx, beyondDataScope(ctx), {
      where: [eq(contractModelRepo.col('enabled'), 1)],
    });
    return [1, 2].every((type) => enabled.some((m) => Number(m.modelType) === type));
  },
};

/**
 * 合同模板: Word templates with placeholders (list, page, detail, submit, remove), the enabled model of a type
 * (getModelByType) and the placeholder reference users read (placeholders).
 */
export function registerContractModelModule(app: FastifyInstance, { db, files }: { db: Db; files: FileService }) {
  const models = registerResourceRoutes(app, { repo: contractModelRepo, db, hooks: contractModelHooks(files) });
  defineRoute(app, {
    method: 'GET',
    url: `/api${contractModel.api}/getModelByType`,
    permission: 'contract_model_view',
    tags: TAGS,
    summary: '合同模板 — the enabled model of a type, with its file and placeholders (null when none is enabled)',
    params: [
      dict('type', l('模板类型', 'Type'), 'contract_model_type', {
        options: CONTRACT_MODEL_TYPES,
        required: l('请选择模板类型', 'please select the type'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const [row] = await models.list(
        ctx,
        {},
        {
          req,
          where: [eq(contractModelRepo.col('modelType'), Number(params.type)), eq(contractModelRepo.col('enabled'), 1)],
        },
      );
      if (!row) return null;
      const detail = await models.detail(ctx, row.id, { req });
      const [file] = detail.template ?? [];
      return {
        ...detail,
        fileId: file?.id ?? null,
        fileName: file?.name ?? null,
        placeholderList: placeholderList(detail.placeholders),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `/api${contractModel.api}/placeholders`,
    permission: 'contract_model_view',
    tags: TAGS,
    summary: '合同模板 — the placeholder reference: the data names a generated document offers, in both languages',
    params: [],
    handler: async () =>
      CONTRACT_PLACEHOLDERS.map((g) => ({
        key: g.key,
        loop: g.loop,
        label: g.label['zh-CN'],
        labelEn: g.label['en-US'],
        // What to type in the template: `{lessee.name}`, or inside `{#schedule}…{/schedule}` the item's `{period}`.
        open: g.loop ? `{#${g.key}}` : null,
        close: g.loop ? `{/${g.key}}` : null,
        fields: g.fields.map((f) => ({
          name: g.key ? `${g.key}.${f.name}` : f.name,
          tag: g.key && !g.loop ? `{${g.key}.${f.name}}` : `{${f.name}}`,
          label: f.label['zh-CN'],
          labelEn: f.label['en-US'],
        })),
      })),
  });
}

declare module '../host' {
  interface ModuleApis {
    'contract-model': NoApi;
  }
}

/** 合同模板: the Word models documents are drawn from. */
export const contractModelModule = defineModule({
  name: 'contract-model',
  menus: CONTRACT_MODEL_MENUS,
  dicts: [
    {
      code: 'contract_model_type',
      name: '合同模板类型',
      items: CONTRACT_MODEL_TYPES.map((t) => [t.value, t.label['zh-CN']]),
    },
  ],
  uses: ['resource', 'system'],
  // Every tenant starts with the shipped models, enabled; its administrator is told when a lease type has none.
  tenantStarter: (tx, tenantId, { resource }) => seedContractModels(tx, tenantId, resource),
  // A model a release ships is added once to every tenant that started with the shipped ones (the settlement letter
  // came after the first tenants); one whose name a tenant ever had — deleted or renamed since — is left alone.
  boot: async (host, _api, { resource }) => {
    for (const tenantId of await activeTenantIds(host.db))
      await host.db.transaction((tx) => addNewShippedModels(tx, tenantId, resource));
  },
  checks: [CONTRACT_MODELS_CHECK],
  register: (host, { resource }) => registerContractModelModule(host.app, { db: host.db, files: resource }),
  demo: (host, _api, { resource }) => seedContractModelDemo(host.db, resource),
});
