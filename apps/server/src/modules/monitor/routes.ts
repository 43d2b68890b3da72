// 企业监控's calls (WAVE3-BRIEF §3.5): the watched companies (page, detail, submit for their dimensions and state),
// batchAdd / batchDelete / initialize, the customers with exposure not yet watched (unmonitoredCompanies), the
// dimension catalogue (dimensionGroups), 立即比对 (check), the changes (companyChangeInfo page and findByField), and the
// push settings (pushUrl) with the inbound webhook they open.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MONITOR_DIMENSIONS,
  MONITOR_DIMENSION_GROUPS,
  MONITOR_SEVERITIES,
  dict,
  fieldLabel,
  ids,
  int,
  l,
  monitorConf,
  switchField,
  text,
} from '@flp/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, invalid, labelled, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope, systemContext } from '../../platform/tenancy/context';
import { customerCard, customerNamesByIds } from '../customer';
import type { ServicingApi } from '../servicing';
import type { MonitorEngine } from './engine';
import { monitorRepos } from './repos';

const BASE = `/api${monitorConf.api}`;
const CHANGES = '/api/rzzl_qy/monitorConf/companyChangeInfo';
const TAGS = ['Company monitoring'];
/** The webhook a provider pushes to, per tenant (public: its HMAC is its credential). */
export const PUSH_PATH = '/api/rzzl_qy/monitorConf/push';
export const SIGNATURE_HEADER = 'x-flp-signature';

const refuse = (field: string, message: ReturnType<typeof l>) =>
  invalid([{ field, message: labelled(fieldLabel(monitorConf, field), message) }]);

/** The dimensions asked for, each known and supplied by an adapter (else a 400 naming 监控维度). */
function checkDimensions(value: unknown) {
  for (const d of String(value ?? '')
    .split(',')
    .filter(Boolean)) {
    const known = MONITOR_DIMENSIONS.find((x) => x.value === d);
    if (known && !known.source)
      throw refuse(
        'dimensions',
        l(`${known.label['zh-CN']}暂无数据来源, 不能监控`, `${known.label['en-US']} has no data source yet`),
      );
  }
}

export const monitorHooks: ResourceHooks<typeof monitorConf> = {
  serverFields: ['companyName', 'uscc'],
  async beforeCreate(h, values) {
    checkDimensions(values.dimensions);
    const card = await customerCard(h.tx, h.ctx, String(values.customerId));
    if (!card) throw refuse('customerId', l('客户不存在', 'no such customer'));
    if (!card.uscc)
      throw refuse('customerId', l(`${card.name}没有统一社会信用代码`, `${card.name} has no credit code`));
    values.companyName = card.name;
    values.uscc = card.uscc;
  },
  async beforeUpdate(_h, values) {
    checkDimensions(values.dimensions);
  },
};

export interface RouteDeps {
  db: Db;
  monitors: ResourceService<typeof monitorConf>;
  engine: MonitorEngine;
  servicing: ServicingApi;
}

export function registerMonitorRoutes(app: FastifyInstance, { db, monitors, engine, servicing }: RouteDeps) {
  /** The customers with exposure that are not watched, largest first. */
  async function unmonitored(ctx: RequestContext) {
    const exposure = await servicing.exposureByCustomer(db, ctx);
    const m = monitorRepos.monitor;
    const watched = new Set(
      (await m.list(db, beyondDataScope(ctx), { limit: 100_000 })).map((r) => String(r.customerId)),
    );
    const left = exposure
      .filter((e) => !watched.has(e.customerId) && Number(e.outstandingPrincipal) > 0)
      .sort((a, b) => Number(b.outstandingPrincipal) - Number(a.outstandingPrincipal));
    return left;
  }

  /**
   * Watches the customers (those watched already left as they are): how many were added. A customer without a credit
   * code cannot be looked up: named in a 400 when asked for by name (`strict`), else left out (初始化).
   */
  async function add(ctx: RequestContext, ids: readonly string[], dimensions: string | null, strict = true) {
    const m = monitorRepos.monitor;
    return monitors.write(ctx, {}, async (h) => {
      const have = new Set(
        (await m.list(h.tx, beyondDataScope(ctx), { where: [inArray(m.col('customerId'), [...ids])] })).map((r) =>
          String(r.customerId),
        ),
      );
      let added = 0;
      for (const customerId of ids) {
        if (have.has(customerId)) continue;
        if (!strict && !(await customerCard(h.tx, ctx, customerId))?.uscc) continue;
        await monitors.submit(ctx, { customerId, dimensions, monitorState: 'MONITORING' }, { within: h });
        added++;
      }
      return { added, skipped: ids.length - added };
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/dimensionGroups`,
    permission: 'risk_monitor_view',
    tags: TAGS,
    summary: '企业监控 — the dimensions by group, each saying whether an adapter supplies its data',
    handler: async () =>
      MONITOR_DIMENSION_GROUPS.map((g) => ({
        value: g.value,
        label: g.label,
        dimensions: g.dimensions.map((d) => ({ value: d.value, label: d.label, available: !!d.source })),
      })),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/unmonitoredCompanies`,
    permission: 'risk_monitor_view',
    tags: TAGS,
    summary: '企业监控 — customers with exposure not yet watched, largest first ({total, records}; offset, size)',
    params: [
      int('offset', l('起始位置', 'Offset'), { minValue: 0, defaultValue: 0 }),
      int('size', l('条数', 'Size'), { minValue: 1, maxValue: 500, defaultValue: 20 }),
    ],
    handler: async ({ ctx, params }) => {
      const left = await unmonitored(ctx);
      const offset = Number(params.offset ?? 0);
      const page = left.slice(offset, offset + Number(params.size ?? 20));
      const names = await customerNamesByIds(
        db,
        ctx,
        page.map((e) => e.customerId),
      );
      return {
        total: left.length,
        records: page.map((e) => ({ ...e, companyName: names.get(e.customerId) ?? '' })),
      };
    },
  });

  const customerIds = ids('customerIds', l('客户', 'Customers'), {
    required: l('请选择客户', 'please select the customers'),
    max: 20_000,
  });
  const watchedIds = (max: number) =>
    ids('ids', monitorConf.noun!, { required: l('请选择监控企业', 'please select the companies'), max });
  const dimensions = dict('dimensions', fieldLabel(monitorConf, 'dimensions'), 'monitor_dimension', {
    options: MONITOR_DIMENSIONS.map((d) => ({ value: d.value, label: d.label })),
    multiple: true,
    max: 500,
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/batchAdd`,
    permission: 'risk_monitor_add',
    tags: TAGS,
    summary: '企业监控 — watch the customers (customerIds, comma list; dimensions, default every one supplied)',
    params: [customerIds, dimensions],
    handler: ({ ctx, params }) =>
      add(ctx, String(params.customerIds).split(','), params.dimensions ? String(params.dimensions) : null),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/initialize`,
    permission: 'risk_monitor_add',
    tags: TAGS,
    summary: '企业监控 — watch every customer with exposure not yet watched (on every dimension supplied)',
    handler: async ({ ctx }) =>
      add(
        ctx,
        (await unmonitored(ctx)).map((e) => e.customerId),
        null,
        false,
      ),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/batchDelete`,
    permission: 'risk_monitor_delete',
    tags: TAGS,
    summary: '企业监控 — stop watching (ids, comma list); the changes seen stay',
    params: [watchedIds(20_000)],
    handler: async ({ ctx, params }) => {
      await monitors.remove(ctx, String(params.ids).split(','));
      return true;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/check`,
    permission: 'risk_monitor_check',
    tags: TAGS,
    summary: '企业监控 — 立即比对: compare the watched companies (ids) with their last snapshot now',
    params: [watchedIds(2_000)],
    ownTransactions: true,
    handler: async ({ ctx, params }) => {
      const ids = String(params.ids).split(',');
      const rows = await monitorRepos.monitor.findIds(db, ctx, ids);
      if (rows.length !== new Set(ids).size) throw notFound(l('监控企业不存在', 'No such watched company'));
      const out = [];
      for (const r of rows) out.push({ id: r.id, ...(await engine.check(ctx, r)) });
      return out;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${CHANGES}/findByField`,
    permission: 'risk_monitor_view',
    tags: TAGS,
    summary: '企业变动 — the changes (newest first, at most 200) by field, dimension, customer or severity',
    params: [
      text('field', l('字段', 'Field'), { max: 60 }),
      dict('dimension', l('维度', 'Dimension'), 'monitor_dimension', {
        options: MONITOR_DIMENSIONS.map((d) => ({ value: d.value, label: d.label })),
      }),
      text('customerId', l('客户', 'Customer'), {
        max: 20,
        pattern: { regex: '^\\d+$', message: l('须为编号', 'must be an id') },
      }),
      dict('severity', l('等级', 'Severity'), 'monitor_severity', { options: MONITOR_SEVERITIES }),
    ],
    handler: async ({ ctx, params }) => {
      const c = monitorRepos.change;
      const where = [
        params.field ? eq(c.col('field'), String(params.field)) : undefined,
        params.dimension ? eq(c.col('dimension'), String(params.dimension)) : undefined,
        params.customerId ? eq(c.col('customerId'), String(params.customerId)) : undefined,
        params.severity ? eq(c.col('severity'), String(params.severity)) : undefined,
      ].filter((x) => x !== undefined);
      const rows = await c.list(db, ctx, { where: where.length ? [and(...where)!] : [], limit: 200 });
      return rows.sort((a, b) => String(b.detectedAt).localeCompare(String(a.detectedAt)));
    },
  });

  // 推送设置: off until an administrator turns it on with a secret; the secret is never read back.
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/pushUrl`,
    permission: 'risk_monitor_push',
    tags: TAGS,
    summary: '企业监控 — the provider push webhook: turn it on or off, set its signing secret; answers its address',
    params: [
      switchField('enabled', l('接收推送', 'Receive pushes'), { required: l('请选择是否接收推送', 'please choose') }),
      text('secret', l('签名密钥', 'Signing secret'), { min: 16, max: 128 }),
    ],
    handler: ({ ctx, params }) =>
      monitors.write(ctx, {}, async (h) => {
        const p = monitorRepos.push;
        const [row] = await p.list(h.tx, beyondDataScope(ctx), { limit: 1 });
        const on = Number(params.enabled) === 1;
        const secret = params.secret ? String(params.secret) : (row?.secret as string | undefined);
        if (on && !secret)
          throw invalid([
            {
              field: 'secret',
              message: l('签名密钥: 接收推送须设置签名密钥', 'Signing secret: required to receive pushes'),
            },
          ]);
        const values = { enabled: on ? 1 : 0, ...(params.secret ? { secret } : {}) };
        if (row) await p.update(h.tx, beyondDataScope(ctx), String(row.id), values);
        else await p.insert(h.tx, ctx, values);
        return { url: `${PUSH_PATH}/${ctx.tenantId}`, enabled: on, header: SIGNATURE_HEADER };
      }),
  });

  // The webhook: a provider's change, signed with the tenant's secret (HMAC-SHA256 of the body, hex), once per event.
  const webhook = {
    config: { public: true },
    schema: {
      tags: TAGS,
      summary:
        '企业监控 — a provider’s change pushed to the tenant (public; HMAC-SHA256 of the body in x-flp-signature; once per eventId; 404 while off)',
    },
  };
  app.post(`${PUSH_PATH}/:tenantId`, webhook, async (req, reply) => {
    const tenantId = String((req.params as Row).tenantId ?? '');
    const deny = () => reply.code(404).send({ code: 404, success: false, data: {}, msg: 'Not Found' });
    if (!/^\d{6}$/.test(tenantId)) return deny();
    const ctx = systemContext(tenantId);
    const tenancy = app.appContext.database.tenancy;
    return tenancy.inTenant(tenantId, async () => {
      const [setting] = await monitorRepos.push.list(db, ctx, { limit: 1 });
      if (!setting || Number(setting.enabled) !== 1 || !setting.secret) return deny();
      const signature = String(req.headers[SIGNATURE_HEADER] ?? '').replace(/^sha256=/, '');
      const expected = createHmac('sha256', String(setting.secret))
        .update(req.rawBody ?? '')
        .digest('hex');
      const a = Buffer.from(signature, 'utf8');
      const b = Buffer.from(expected, 'utf8');
      if (a.length !== b.length || !timingSafeEqual(a, b))
        return reply.code(401).send({ code: 401, success: false, data: {}, msg: 'bad signature' });
      const event = pushEvent(req.body);
      const m = monitorRepos.monitor;
      const [monitor] = await m.list(db, ctx, { where: [eq(m.col('uscc'), event.creditCode)], limit: 1 });
      if (!monitor) throw badRequest(l(`未监控该企业: ${event.creditCode}`, `Not watched: ${event.creditCode}`));
      const written = await monitors.write(ctx, {}, (h: HookContext) =>
        engine.record(h, monitor, [
          {
            dimension: event.dimension,
            field: event.field,
            fieldLabel: event.fieldLabel,
            beforeValue: event.before,
            afterValue: event.after,
            severity: event.severity,
            eventKey: `push:${event.eventId}`,
            eventDate: event.eventDate,
            source: 'PUSH',
          },
        ]),
      );
      return { code: 200, success: true, data: { duplicate: written.length === 0 }, msg: '操作成功' };
    });
  });

  return { unmonitored, add };
}

/** A pushed event as the webhook takes it (a 400 naming what is missing or wrong). */
function pushEvent(body: unknown) {
  const b = (body && typeof body === 'object' ? body : {}) as Row;
  const s = (k: string, max: number) => String(b[k] ?? '').slice(0, max);
  const dimension = s('dimension', 40);
  const severity = s('severity', 10) || 'YELLOW';
  const missing = ['eventId', 'creditCode', 'dimension'].filter((k) => !s(k, 200));
  if (missing.length) throw badRequest(l(`缺少 ${missing.join(', ')}`, `missing ${missing.join(', ')}`));
  if (!MONITOR_DIMENSIONS.some((d) => d.value === dimension))
    throw badRequest(l(`未知维度: ${dimension}`, `unknown dimension: ${dimension}`));
  if (!MONITOR_SEVERITIES.some((x) => x.value === severity))
    throw badRequest(l(`未知等级: ${severity}`, `unknown severity: ${severity}`));
  const label = MONITOR_DIMENSIONS.find((d) => d.value === dimension)!.label['zh-CN'];
  return {
    eventId: s('eventId', 150),
    creditCode: s('creditCode', 30).toUpperCase(),
    dimension,
    field: s('field', 60) || dimension.toLowerCase(),
    fieldLabel: s('fieldLabel', 100) || label,
    before: s('before', 2000),
    after: s('after', 2000),
    eventDate: /^\d{4}-\d{2}-\d{2}$/.test(s('eventDate', 10))
      ? s('eventDate', 10)
      : new Date().toISOString().slice(0, 10),
    severity: severity as 'RED' | 'YELLOW' | 'INFO',
  };
}
