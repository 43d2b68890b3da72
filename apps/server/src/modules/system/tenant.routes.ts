import { KINDS, KIND_MESSAGES, PLATFORM_TENANT_ID, id, isSafeUrl, l } from '@flp/shared';
import { eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { asBody, registerResourceRoutes } from '../../platform/crud/routes';
import { parseIds, validateBody } from '../../platform/crud/validate';
import type { Db } from '../../platform/db/database';
import { parseDateTime } from '../../platform/db/time';
import { readParams } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { badRequest, invalidField, labelled, notFound } from '../../platform/http/errors';
import { systemContext } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import { initTenant, setUpTenant } from './seed';
import { tenantTable } from './tables';

type Params = Record<string, unknown>;
const query = (req: FastifyRequest) => (req.query ?? {}) as Params;
const params = (req: FastifyRequest): Params => ({ ...asBody(req.body), ...query(req) });
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const str = (description: string) => ({ type: 'string', description });

const FIRST_TENANT_ID = 100001;

/**
 * Every tenant id ever used, removed tenants included: their users and records still carry the id, so it is never
 * handed out again. (A direct read of the platform-wide tenant table: the repository only sees live rows.)
 */
async function tenantIdUsed(tx: Db, tenantId: string): Promise<boolean> {
  const [r] = await tx.select({ n: sql<number>`count(*)` }).from(tenantTable).where(eq(tenantTable.tenantId, tenantId));
  return Number(r?.n ?? 0) > 0;
}

/** The next free 6-digit tenant id above the largest ever used, starting at 100001. */
async function nextTenantId(tx: Db): Promise<string> {
  const [r] = await tx
    .select({ max: sql<string | null>`max(${tenantTable.tenantId})` })
    .from(tenantTable)
    .where(sql`${tenantTable.tenantId} ~ '^[0-9]{6}$'`);
  const next = Math.max(FIRST_TENANT_ID, Number(r?.max ?? 0) + 1);
  if (next > 999999)
    throw invalidField('tenantId', l('已没有可用的6位租户ID, 请输入一个', 'No 6-digit tenant id is left; enter one'));
  return String(next);
}

/** Is the expiry being set on the platform tenant (which would lock everyone out)? */
function refusePlatformExpiry(tenantId: unknown, expireTime: unknown) {
  if (tenantId === PLATFORM_TENANT_ID && !isBlank(expireTime))
    throw invalidField(
      'expireTime',
      l('平台租户(000000)不能设置过期时间', 'The platform tenant (000000) cannot expire'),
    );
}

/**
 * Tenants (spec §7 "/api/blade-system/tenant"), administered by the platform tenant only: CRUD, where adding one also
 * creates its administrator role, root department, admin/admin user and base dictionaries, and its standard set-up
 * (setUpTenant: staff roles, numbering, contract and workflow models), in the same transaction;
 * setting (quota, expiry), datasource, info by domain (public, for the sign-in page) and select.
 */
export function registerTenantRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const repo = system.repos.tenant;
  const def = repo.def;
  const tag = def.label['en-US'];
  const platform = systemContext(PLATFORM_TENANT_ID);

  // The spec's own tenant/select (below) answers pickers with tenant ids, so the generic one is not registered.
  registerResourceRoutes(app, {
    def,
    repo,
    db,
    // Tenant records are each their own tenant's: the platform administers them past the tenant policies.
    platformPath: 'tenant administration',
    routes: def.routes.filter((r) => r !== 'select'),
    hooks: {
      async beforeCreate({ tx }, values) {
        if (isBlank(values.tenantId)) values.tenantId = await nextTenantId(tx);
        else if (await tenantIdUsed(tx, String(values.tenantId)))
          throw invalidField(
            'tenantId',
            l(`租户ID ${values.tenantId} 已被使用过`, `Tenant id ${values.tenantId} is or was in use`),
          );
        refusePlatformExpiry(values.tenantId, values.expireTime);
      },
      beforeUpdate(_h, values, current) {
        refusePlatformExpiry(current.tenantId, values.expireTime);
      },
      async afterWrite({ tx }, row, _body, created) {
        if (!created) return;
        await initTenant(tx, row.tenantId, {
          roleName: '管理员',
          deptName: String(row.tenantName),
          userName: '管理员',
        });
        // The standard roles, contract models and workflow models (the same set-up the demo tenant gets).
        await setUpTenant(tx, row.tenantId);
      },
      // The platform tenant is never removed; a removed tenant's users are signed out once the removal has committed.
      beforeRemove(h, rows) {
        if (rows.some((r) => r.tenantId === PLATFORM_TENANT_ID))
          throw badRequest(
            l(
              `不能删除平台租户(${PLATFORM_TENANT_ID})`,
              `The platform tenant (${PLATFORM_TENANT_ID}) cannot be removed`,
            ),
          );
        h.afterCommit(async () => {
          for (const tenantId of rows.map((r) => r.tenantId)) {
            const users = await system.repos.user.list(db, systemContext(tenantId));
            for (const u of users) await app.signin.revokeUser(tenantId, u.id);
          }
        });
      },
    },
  });

  const quotaDef = { ...def, fields: def.fields.filter((f) => f.name === 'accountNumber') };
  const settingProps = {
    ids: str('comma-separated tenant record ids'),
    accountNumber: { ...KINDS.int.schema(quotaDef.fields[0]), description: 'account quota, -1 unlimited' },
    expireTime: str('yyyy-MM-dd HH:mm:ss; empty clears the expiry'),
  };
  app.post(
    `/api${def.api}/setting`,
    {
      config: { permission: 'tenant_setting', platformOnly: true, platformPath: 'tenant administration' },
      schema: {
        tags: [tag],
        summary: '租户管理 — set the account quota and/or expiry of several tenants (query or body)',
        querystring: { type: 'object', properties: settingProps },
        body: { type: 'object', properties: settingProps },
      },
    },
    async (req) => {
      const p = params(req);
      const ids = parseIds(p.ids);
      const values: Row = {};
      // The quota is checked as the tenant form checks it: the field's kind and bounds (−1 … int32).
      if (!isBlank(p.accountNumber))
        Object.assign(values, validateBody(quotaDef, { accountNumber: p.accountNumber }, 'update'));
      if (Object.hasOwn(p, 'expireTime')) {
        if (isBlank(p.expireTime)) values.expireTime = null;
        else {
          const t = parseDateTime(String(p.expireTime));
          if (!t) throw invalidField('expireTime', labelled(l('过期时间', 'Expiry time'), KIND_MESSAGES.datetime));
          values.expireTime = t;
        }
      }
      if (Object.keys(values).length === 0)
        throw badRequest(l('请输入账号额度或过期时间', 'Enter the account quota or the expiry time'));
      await db.transaction(async (tx) => {
        const rows = await repo.findIds(tx, req.ctx, ids);
        if (rows.length !== ids.length) {
          const have = new Set(rows.map((r) => r.id));
          throw notFound(
            l(
              `租户不存在: ${ids.filter((i) => !have.has(i)).join(',')}`,
              `No such tenant: ${ids.filter((i) => !have.has(i)).join(',')}`,
            ),
          );
        }
        for (const r of rows) {
          refusePlatformExpiry(r.tenantId, values.expireTime);
          await repo.update(tx, req.ctx, r.id, values);
        }
      });
      return ok(true);
    },
  );

  const dsProps = { tenantId: str('6-digit tenant id'), datasourceId: str('data source id') };
  app.post(
    `/api${def.api}/datasource`,
    {
      config: { permission: 'tenant_datasource', platformOnly: true, platformPath: 'tenant administration' },
      schema: {
        tags: [tag],
        summary: '租户管理 — bind a tenant to a data source (query or body)',
        querystring: { type: 'object', properties: dsProps },
        body: { type: 'object', properties: dsProps },
      },
    },
    async (req) => {
      const p = params(req);
      if (isBlank(p.tenantId)) throw badRequest(l('请选择租户', 'Please select a tenant'));
      const tenantId = String(p.tenantId).trim();
      // The definition's own rule for a tenant id (six digits), with its message.
      const rule = def.fields.find((f) => f.name === 'tenantId')?.pattern;
      if (rule && !new RegExp(rule.regex).test(tenantId)) throw invalidField('tenantId', rule.message);
      const { datasourceId } = readParams(
        [
          id('datasourceId', l('数据源', 'Data source'), {
            required: l('请选择数据源', 'please select the data source'),
          }),
        ],
        p,
      );
      await db.transaction(async (tx) => {
        const [t] = await repo.list(tx, req.ctx, { where: [eq(repo.col('tenantId'), tenantId)], limit: 1 });
        if (!t) throw notFound(l(`租户不存在: ${tenantId}`, `No such tenant: ${tenantId}`));
        await repo.update(tx, req.ctx, t.id, { datasourceId });
      });
      return ok(true);
    },
  );

  app.get(
    `/api${def.api}/info`,
    {
      config: { public: true },
      schema: {
        tags: [tag],
        summary:
          'the tenant bound to a domain (sign-in page, no token): {tenantId, domain, backgroundUrl}, nulls if none',
        security: [],
        querystring: { type: 'object', properties: { domain: str('host name the sign-in page is served from') } },
      },
    },
    async (req) => {
      const domain = normaliseDomain(query(req).domain);
      const none = { tenantId: null, domain: null, backgroundUrl: null };
      if (!domain) return ok(none);
      const bound = await app.appContext.database.tenancy.asPlatform('tenant by domain', () =>
        repo.list(db, platform, {
          where: [isNotNull(repo.col('domain')), ne(repo.col('domain'), ''), eq(repo.col('status'), 1)],
        }),
      );
      const t = bound.find((r) => normaliseDomain(r.domain) === domain);
      if (!t) return ok(none);
      // Checked again on the way out: a value stored before addresses were checked must not reach the page's CSS.
      const bg = typeof t.backgroundUrl === 'string' && isSafeUrl(t.backgroundUrl) ? t.backgroundUrl : null;
      return ok({ tenantId: t.tenantId, domain: String(t.domain), backgroundUrl: bg });
    },
  );

  app.get(
    `/api${def.api}/select`,
    {
      // The list of every tenant is itself tenant administration: holders of the tenant permission only.
      config: { permission: `${def.permission}_view`, platformOnly: true, platformPath: 'tenant administration' },
      schema: { tags: [tag], summary: '租户管理 — all tenants for pickers: id, tenantId, tenantName' },
    },
    async (req) => {
      const rows = await repo.list(db, req.ctx, { where: [eq(repo.col('status'), 1)] });
      return ok(
        rows
          .map((r) => ({ id: r.id, tenantId: r.tenantId, tenantName: String(r.tenantName) }))
          .sort((a, b) => a.tenantId.localeCompare(b.tenantId)),
      );
    },
  );
}

/** 'https://A.example.com/' → 'a.example.com': the sign-in page may send a host or an origin. */
function normaliseDomain(v: unknown): string {
  if (isBlank(v)) return '';
  return String(v)
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '');
}
