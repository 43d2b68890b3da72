// 外部服务 (issue 32 item 1; WAVE3-BRIEF §5.6): the order machine every outside service goes through (machine.ts),
// each service's provider setting per tenant (settings.ts), the orders' screen calls and the poll job. A service is
// registered by the module that uses it (企业准入扫描, compScan: the diligence module's).
import {
  OUTSIDE_ORDER_API,
  OUTSIDE_PERMISSIONS as PERM,
  OUTSIDE_PROVIDERS,
  OUTSIDE_SERVICES,
  OUTSIDE_SETTING_API,
  type Localized,
  dict,
  l,
  switchField,
  text,
} from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { forReader, invalidField, type requestLocale } from '../../platform/http/errors';
import type { JobDef } from '../../platform/jobs/types';
import { checkUrlField } from '../../platform/net';
import { keptSecret } from '../../platform/secrets';
import { BASE_URL_LABEL, PROVIDER_PARAMS } from '../enterprise';
import { defineModule } from '../host';
import { outboundPolicy } from '../system';
import { OrderMachine } from './machine';
import { OUTSIDE_MENUS } from './menus';
import { OutsideSettings } from './settings';
import { outsideRepos } from './repos';

export { LOCAL, type OrderMachine, type PlaceInput } from './machine';
export type { OrderProvider, OrderProviderFactory, OrderRequest, OrderServiceDef, OrderProgress } from './provider';
export {
  type SignedAnswer,
  type SignedApiConfig,
  apiRefusal,
  apiSign,
  apiUnavailable,
  apiUrl,
  callSignedApi,
  sha256Hex,
} from './signed-api';
export { type OutsideSetting, OutsideSettings, isConfigured } from './settings';

const TAGS = ['Outside services'];
const ORDER = `/api${OUTSIDE_ORDER_API}`;
const SETTING = `/api${OUTSIDE_SETTING_API}`;
const SERVICE_OPTIONS = OUTSIDE_SERVICES.map(({ value, label }) => ({ value, label }));

const service = dict('service', l('服务', 'Service'), 'outside_service', {
  required: l('请选择服务', 'please select the service'),
  options: SERVICE_OPTIONS,
});
const orderNo = text('orderNo', l('订单编号', 'Order number'), {
  required: l('请输入订单编号', 'please enter the order number'),
  max: 40,
});

/** The machine of each app's database (the poll job is registered once per process: a run finds its app by `db`). */
const machines = new WeakMap<Db, OrderMachine>();

/** 外部服务订单查询: every five minutes, the processing orders whose next check is due. */
export const pollJob: JobDef = {
  code: 'outside_order_poll',
  name: l('外部服务订单查询', 'Outside orders: checks'),
  cron: '*/5 * * * *',
  perTenant: true,
  async run({ db, ctx, now }) {
    const machine = machines.get(db);
    if (!machine) throw new Error('the outside module is not registered on this database');
    const t = await machine.pollDue(ctx, now);
    return l(
      `查询 ${t.checked} 笔, 完成 ${t.done} 笔, 失败 ${t.failed} 笔`,
      `${t.checked} checked, ${t.done} done, ${t.failed} failed`,
    );
  },
};

export function registerOutsideModule(app: FastifyInstance, db: Db): OrderMachine {
  const machine = new OrderMachine(db, app.log, app.appContext.audit);
  machines.set(db, machine);

  // The orders, read; the reason a failed one failed in the reader's language.
  registerResourceRoutes(app, {
    repo: outsideRepos.order,
    db,
    hooks: {
      decorate: ({ req }, rows) =>
        rows.map((r) => ({
          ...r,
          lastError: forReader(r.lastError, req),
        })),
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${ORDER}/services`,
    permission: PERM.orderPlace,
    tags: TAGS,
    summary: '外部服务订单 — the services 下单 may place by hand (those that need only a company)',
    handler: async () => machine.byHand(),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${ORDER}/place`,
    permission: PERM.orderPlace,
    tags: TAGS,
    summary:
      '外部服务订单 — orders a service for a company from the tenant’s provider (409 when none is configured; 400 for a service ordered from its record)',
    params: [
      service,
      text('subjectName', l('企业名称', 'Company'), {
        required: l('请输入企业名称', 'please enter the company'),
        max: 100,
        min: 2,
      }),
      text('subjectCode', l('统一社会信用代码', 'Credit code'), { max: 18 }),
    ],
    handler: async ({ ctx, params, req }) =>
      localized(
        await machine.placeByHand(ctx, {
          service: String(params.service),
          subjectName: params.subjectName,
          subjectCode: params.subjectCode || null,
        }),
        req,
      ),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${ORDER}/sync`,
    permission: PERM.orderSync,
    tags: TAGS,
    summary: '外部服务订单 — asks the provider where a processing order stands now',
    params: [orderNo],
    handler: async ({ ctx, params, req }) => localized(await machine.sync(ctx, params.orderNo), req),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${ORDER}/retry`,
    permission: PERM.orderSync,
    tags: TAGS,
    summary: '外部服务订单 — a failed order asked again',
    params: [orderNo],
    handler: async ({ ctx, params, req }) => localized(await machine.retry(ctx, params.orderNo), req),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${SETTING}/list`,
    permission: PERM.settingView,
    tags: TAGS,
    summary: '外部服务设置 — each service’s provider, keys masked',
    handler: ({ ctx }) => OutsideSettings.views(db, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${SETTING}/submit`,
    permission: PERM.settingEdit,
    tags: TAGS,
    summary: '外部服务设置 — one service’s provider saved (a key sent back masked keeps the stored one)',
    params: [
      service,
      dict('provider', l('服务商', 'Provider'), 'outside_provider', {
        required: l('请选择服务商', 'please select the provider'),
        options: OUTSIDE_PROVIDERS,
      }),
      ...PROVIDER_PARAMS,
      switchField('enabled', l('启用', 'Enabled'), { defaultValue: 1 }),
    ],
    handler: ({ ctx, params }) =>
      db.transaction(async (tx) => {
        const svc = OUTSIDE_SERVICES.find((s) => s.value === params.service)!;
        if (!(svc.providers as readonly string[]).includes(String(params.provider))) throw invalidProvider(svc.label);
        const baseUrl = params.baseUrl.replace(/\/+$/, '');
        // Not an address of this machine or an internal network, unless the platform allows it (platform/net).
        await checkUrlField(await outboundPolicy(tx), baseUrl, 'baseUrl', BASE_URL_LABEL);
        const stored = await OutsideSettings.get(tx, ctx, svc.value);
        const saved = await OutsideSettings.save(tx, ctx, {
          service: svc.value,
          provider: String(params.provider),
          baseUrl,
          appKey: keptSecret(params.appKey, stored?.appKey),
          secretKey: keptSecret(params.secretKey, stored?.secretKey),
          timeoutMs: params.timeoutMs ?? 10000,
          enabled: params.enabled === 0 || (params.enabled as unknown) === false ? 0 : 1,
        });
        return OutsideSettings.view(svc.value, saved);
      }),
  });
  return machine;
}

/** An order as a reader sees it: why it failed in their language. */
const localized = (order: Record<string, unknown>, req: Parameters<typeof requestLocale>[0]) => ({
  ...order,
  lastError: forReader(order.lastError, req),
});

const invalidProvider = (label: Localized) =>
  invalidField(
    'provider',
    l(`服务商: ${label['zh-CN']}不支持该服务商`, `Provider: not one the ${label['en-US']} service can use`),
  );

declare module '../host' {
  interface ModuleApis {
    outside: OrderMachine;
  }
}

/** 外部服务: after the enterprise module, whose 企查查 signing its scan reuses. */
export const outsideModule = defineModule({
  name: 'outside',
  menus: OUTSIDE_MENUS,
  uses: ['system', 'enterprise'],
  register: (host) => registerOutsideModule(host.app, host.db),
  jobs: () => [pollJob],
});
