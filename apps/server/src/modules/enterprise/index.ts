import {
  ENTERPRISE_API,
  ENTERPRISE_DATASETS,
  ENTERPRISE_PERMISSIONS as PERM,
  ENTERPRISE_PROVIDERS,
  ENTERPRISE_SETTING_API,
  dict,
  id,
  int,
  l,
  switchField,
  text,
} from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { checkUrlField } from '../../platform/net';
import { outboundPolicy } from '../system';
import { ENTERPRISE_MENUS } from './menus';
import { type ProviderFactory, EnterpriseDataService, PROVIDER_FACTORIES } from './service';
import { BASE_URL_LABEL, EnterpriseSettings, keptSecret } from './settings';
import { defineModule } from '../host';

export { EnterpriseDataService, NOT_CONFIGURED, PROVIDER_FACTORIES, type ProviderFactory } from './service';
export type { EnterpriseDataProvider, ProviderPage, PageRequest } from './provider';
export { ProviderError } from './provider';
export { type QichachaConfig, qichachaGet } from './qichacha';
export { BASE_URL_LABEL } from './settings';

export interface EnterpriseModuleDeps {
  db: Db;
  /** Provider kinds by name (default: 企查查). */
  providers?: Record<string, ProviderFactory>;
}

const TAGS = ['Enterprise registry data'];
const BASE = `/api${ENTERPRISE_API}`;

const keyWord = text('keyWord', l('企业名称或统一社会信用代码', 'Company name or unified social credit code'), {
  required: l('请输入企业名称或统一社会信用代码', 'please enter the company name or unified social credit code'),
  max: 100,
  min: 2,
});
const companyName = text('companyName', l('企业名称', 'Company name'), {
  required: l('请输入企业名称', 'please enter the company name'),
  max: 100,
  min: 2,
});
const customerId = id('customerId', l('客户', 'Customer'));
const refresh = switchField('refresh', l('刷新', 'Refresh'));

/** A provider setting's address, keys and timeout, as every settings call takes them (外部数据服务, 外部服务设置). */
export const PROVIDER_PARAMS = [
  text('baseUrl', BASE_URL_LABEL, {
    required: l('请输入服务地址', 'please enter the service address'),
    max: 255,
    pattern: { regex: '^https?://[^\\s/]+', message: l('必须是 http(s):// 地址', 'must be an http(s):// address') },
  }),
  text('appKey', l('应用 Key', 'App key'), { max: 128 }),
  text('secretKey', l('密钥 SecretKey', 'Secret key'), { max: 128 }),
  int('timeoutMs', l('超时(毫秒)', 'Timeout (ms)'), { minValue: 1000, maxValue: 60000, defaultValue: 10000 }),
] as const;

/** 刷新 (refresh=1) needs its own button; reading needs the customer screen's view. */
const viewOrRefresh = (req: FastifyRequest) => {
  const q = { ...((req.query ?? {}) as Record<string, unknown>), ...((req.body ?? {}) as Record<string, unknown>) };
  return q.refresh === '1' || q.refresh === 1 || q.refresh === 'true' || q.refresh === true ? PERM.refresh : PERM.view;
};

/**
 * Enterprise registry data (工商信息, business-domain.md §7 customer/basicinfo): the spec's oss_details, oss_detail,
 * tabData, getSize/getItemCount, getHqList, investmentList and test, through the tenant's provider with a cache; and
 * the provider settings (外部数据服务). The customer module serves the rest of customer/basicinfo.
 */
export function registerEnterpriseModule(
  app: FastifyInstance,
  { db, providers = PROVIDER_FACTORIES }: EnterpriseModuleDeps,
): EnterpriseDataService {
  const service = new EnterpriseDataService(db, providers, app.log, app.appContext.audit);
  const opts = (p: { refresh?: number | boolean | null; customerId?: string | null }) => ({
    refresh: p.refresh === 1 || p.refresh === true,
    customerId: p.customerId ?? null,
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/oss_details`,
    permission: viewOrRefresh,
    tags: TAGS,
    summary: '工商模糊搜索 — companies matching a keyword',
    params: [keyWord, customerId, refresh],
    paged: true,
    handler: ({ ctx, params, paging }) => service.search(ctx, params.keyWord, paging, opts(params)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/oss_detail`,
    permission: viewOrRefresh,
    tags: TAGS,
    summary: '工商照面 — registration details of one company (id: the customer it is asked for)',
    params: [keyWord, id('id', l('客户', 'Customer')), refresh],
    handler: ({ ctx, params }) => service.basic(ctx, params.keyWord, opts({ ...params, customerId: params.id })),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/tabData`,
    permission: viewOrRefresh,
    tags: TAGS,
    summary: '工商数据分页 — one dataset of a company (searchItem), paged by currentPage/pageSize',
    params: [
      dict('searchItem', l('数据类别', 'Dataset'), 'enterprise_dataset', {
        required: l('请选择数据类别', 'please select the dataset'),
        options: [...ENTERPRISE_DATASETS],
      }),
      companyName,
      customerId,
      refresh,
    ],
    paged: true,
    handler: ({ ctx, params, paging }) =>
      service.dataset(ctx, params.companyName, params.searchItem as never, paging, opts(params)),
  });

  defineRoute(app, {
    method: 'GET',
    url: [`${BASE}/getSize`, `${BASE}/getItemCount`],
    permission: viewOrRefresh,
    tags: TAGS,
    summary: '工商数据条数 — the number of records of each dataset (tab badges)',
    params: [keyWord, customerId, refresh],
    handler: ({ ctx, params }) => service.counts(ctx, params.keyWord, opts(params)),
  });

  // One dataset under the spec's own name: the branches (getHqList) and the investments (investmentList).
  const DATASET_CALLS = [
    { url: 'getHqList', dataset: 'branches', summary: '分支机构 — the branches of a company' },
    { url: 'investmentList', dataset: 'investments', summary: '对外投资 — the companies a company invests in' },
  ] as const;
  for (const call of DATASET_CALLS)
    defineRoute(app, {
      method: 'GET',
      url: `${BASE}/${call.url}`,
      permission: viewOrRefresh,
      tags: TAGS,
      summary: call.summary,
      params: [keyWord, customerId, refresh],
      paged: true,
      handler: ({ ctx, params, paging }) => service.dataset(ctx, params.keyWord, call.dataset, paging, opts(params)),
    });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/test`,
    permission: PERM.settingEdit,
    tags: TAGS,
    summary: '连接测试 — the saved provider settings tried on one company (no cache)',
    params: [companyName],
    handler: ({ ctx, params }) => service.test(ctx, params.companyName),
  });

  defineRoute(app, {
    method: 'GET',
    url: `/api${ENTERPRISE_SETTING_API}/detail`,
    permission: PERM.settingView,
    tags: TAGS,
    summary: '外部数据服务设置 — the tenant’s provider settings, keys masked',
    handler: async ({ ctx }) => EnterpriseSettings.view(await EnterpriseSettings.get(db, ctx)),
  });

  defineRoute(app, {
    method: 'POST',
    url: `/api${ENTERPRISE_SETTING_API}/submit`,
    permission: PERM.settingEdit,
    tags: TAGS,
    summary: '外部数据服务设置 — save (a key sent back masked keeps the stored one)',
    params: [
      dict('provider', l('服务商', 'Provider'), 'enterprise_provider', {
        required: l('请选择服务商', 'please select the provider'),
        options: ENTERPRISE_PROVIDERS,
      }),
      ...PROVIDER_PARAMS,
      int('cacheDays', l('缓存天数', 'Cache days'), { minValue: 1, maxValue: 365, defaultValue: 7 }),
      switchField('enabled', l('启用', 'Enabled'), { defaultValue: 1 }),
    ],
    handler: ({ ctx, params }) =>
      db.transaction(async (tx) => {
        const baseUrl = params.baseUrl.replace(/\/+$/, '');
        // Not an address of this machine or an internal network, unless the platform allows it (platform/net).
        await checkUrlField(await outboundPolicy(tx), baseUrl, 'baseUrl', BASE_URL_LABEL);
        const stored = await EnterpriseSettings.get(tx, ctx);
        const saved = await EnterpriseSettings.save(tx, ctx, {
          provider: String(params.provider),
          baseUrl,
          appKey: keptSecret(params.appKey, stored?.appKey),
          secretKey: keptSecret(params.secretKey, stored?.secretKey),
          timeoutMs: params.timeoutMs ?? 10000,
          cacheDays: params.cacheDays ?? 7,
          enabled: params.enabled === 0 || (params.enabled as unknown) === false ? 0 : 1,
        });
        return EnterpriseSettings.view(saved);
      }),
  });
  return service;
}

declare module '../host' {
  interface ModuleApis {
    enterprise: EnterpriseDataService;
  }
}

/** 工商信息 through the tenant's provider; after the customer module, whose menu it adds buttons to. */
export const enterpriseModule = defineModule({
  name: 'enterprise',
  menus: ENTERPRISE_MENUS,
  uses: ['system', 'customer'],
  register: (host) => registerEnterpriseModule(host.app, { db: host.db }),
});
