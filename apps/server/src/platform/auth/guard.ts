import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { KvStore } from '../store/kv';
import type { RequestContext } from '../tenancy/context';
import type { AccessClaims, TokenService } from './tokens';

/**
 * Every route under /api declares who may call it, in its config:
 *   { public: true }                      anyone (sign-in, captcha, health)
 *   { permission: null }                  any signed-in user
 *   { permission: 'param_add' }           a user holding that button permission
 *   { permission: (req) => 'param_edit' } decided from the request (submit: add or edit)
 * A route that declares nothing fails the server's start, so no route can be left open by forgetting.
 */
export type PermissionRule = string | null | ((req: FastifyRequest) => string | null);

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    permission?: PermissionRule;
    /** Only users of the platform tenant (000000) may call it. */
    platformOnly?: boolean;
  }
  interface FastifyRequest {
    ctx: RequestContext;
    claims: AccessClaims;
  }
}

/** Builds the request context for a verified token; null when the user may no longer act (gone, disabled). */
export interface IdentityProvider {
  contextFor(claims: AccessClaims): Promise<RequestContext | null>;
  /** Whether the API scopes let the user call this path (spec: 接口权限). */
  apiAllowed(ctx: RequestContext, path: string): Promise<boolean>;
}

export const sessionRevokedKey = (sid: string) => `session-revoked:${sid}`;

export function tokenFrom(req: FastifyRequest): string | undefined {
  const header = req.headers['blade-auth'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.['blade-auth'];
  const authz = req.headers.authorization;
  const raw =
    fromHeader ??
    (typeof fromQuery === 'string' ? fromQuery : undefined) ??
    (authz && /^bearer /i.test(authz) ? authz : undefined);
  if (!raw) return undefined;
  return raw.replace(/^bearer\s+/i, '').trim() || undefined;
}

export function installGuard(
  app: FastifyInstance,
  deps: { tokens: TokenService; store: KvStore; identity: IdentityProvider },
) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('claims', null as unknown as AccessClaims);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const cfg = route.config as { public?: boolean; permission?: PermissionRule } | undefined;
    if (!cfg?.public && cfg?.permission === undefined) {
      throw new Error(`route ${route.method} ${route.url} declares neither public nor permission`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (!req.url.startsWith('/api/') || cfg.public || cfg.permission === undefined) return;
    const token = tokenFrom(req);
    if (!token) throw unauthorized('缺失令牌,鉴权失败');
    const claims = await deps.tokens.verifyAccess(token);
    if (claims === 'expired') throw unauthorized('令牌已过期,请重新登录');
    if (claims === 'invalid') throw unauthorized('令牌验证失败');
    if (await deps.store.get(sessionRevokedKey(claims.sid))) throw unauthorized('令牌已失效,请重新登录');
    const ctx = await deps.identity.contextFor(claims);
    if (!ctx) throw unauthorized('用户不存在或已被禁用');
    req.claims = claims;
    req.ctx = ctx;
    if (cfg.platformOnly && ctx.tenantId !== '000000') throw forbidden('仅平台租户(000000)可进行此操作');
    if (!(await deps.identity.apiAllowed(ctx, req.url))) throw forbidden('缺失接口权限,请联系管理员授权');
  });

  app.addHook('preHandler', async (req) => {
    const rule = req.routeOptions.config.permission;
    if (!req.ctx || rule === undefined || rule === null) return;
    const code = typeof rule === 'function' ? rule(req) : rule;
    if (code) requirePermission(req.ctx, code);
  });
}

export function hasPermission(ctx: RequestContext, code: string): boolean {
  return ctx.superAdmin || ctx.permissions.has(code);
}

export function requirePermission(ctx: RequestContext, code: string) {
  if (!hasPermission(ctx, code)) throw forbidden(`缺失权限 ${code},请联系管理员授权`);
}
