import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import { defineRoute } from '../../platform/http/define-route';
import { requestLocale } from '../../platform/http/errors';
import type { SystemModuleDeps } from './index';
import { declaredParams } from './params';

/**
 * Parameters: the standard calls (unique key per tenant is in the definition), and `declared` — every parameter the
 * modules read, as their manifests declare it: key, the value used when a tenant has none, name and meaning.
 */
export function registerParamRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { def } = system.repos.param;
  registerResourceRoutes(app, { def, repo: system.repos.param, db });
  defineRoute(app, {
    method: 'GET',
    url: `/api${def.api}/declared`,
    permission: `${def.permission}_view`,
    tags: [def.label['en-US']],
    summary: '参数管理 — the parameters the modules read, each with its default, name and meaning (their manifests)',
    params: [],
    handler: async ({ req }) => {
      const locale = requestLocale(req);
      return declaredParams().map((p) => ({
        paramKey: p.key,
        defaultValue: String(p.fallback),
        paramName: p.name[locale],
        remark: p.remark?.[locale] ?? null,
        module: p.module,
      }));
    },
  });
}
