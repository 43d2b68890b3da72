import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { l } from '@flp/shared';
import { NO_TOKEN, forbidden, unauthorized } from '../http/errors';
import type { PlatformReason, Tenancy } from '../db/scope';
import type { KvStore } from '../store/kv';
import type { RequestContext } from '../tenancy/context';
import type { TicketService } from './tickets';
import type { AccessClaims, TokenService } from './tokens';

/**
 * Every route under /api declares who may call it, in its config:
 *   { public: true }                      anyone (sign-in, captcha, health)
 *   { permission: null }                  any signed-in user
 *   { permission: 'param_add' }           a user holding that button permission
 *   { permission: (req) => 'param_edit' } decided from the request (submit: add or edit)
 * A route that declares nothing fails the server's start, so no route can be left open by forgetting.
 *
 * The checks are attached to each route when it is declared (onRoute), so they run for whatever spelling of the
 * path the router matched (`/%61pi/…`, a trailing slash, `%2D`…): access is never decided from the raw URL.
 */
export type PermissionRule = string | null | ((req: FastifyRequest) => string | null);

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    permission?: PermissionRule;
    /** Only users of the platform tenant (000000) may call it. */
    platformOnly?: boolean;
    /**
     * A public route that still identifies a caller who presents credentials (req.ctx is set, or stays null for an
     * anonymous caller; bad credentials are refused): downloads whose files may be public or private.
     */
    identify?: boolean;
    /** A GET route that also accepts a short-lived `?ticket=` (links an <img> or <a> opens cannot send headers). */
    ticket?: boolean;
    /**
     * The handler commits as it goes (runs a job): it runs in a session of the caller's tenant, where each
     * `db.transaction` is its own, instead of the one transaction a request otherwise runs in (platform/db/scope.ts).
     */
    ownTransactions?: boolean;
    /**
     * A platformOnly route that works beyond the caller's tenant (the tenants themselves): its handler runs on this
     * named platform path instead of the caller's tenant transaction (platform/db/scope.ts).
     */
    platformPath?: PlatformReason;
    /**
     * Every path the route's declaration answers at (ours and the spec's names for the same call): an API scope
     * naming any of them holds for all, so an alias never escapes a scope on its twin.
     */
    paths?: readonly string[];
  }
  interface FastifyRequest {
    ctx: RequestContext;
    claims: AccessClaims;
  }
  interface FastifyInstance {
    /** Every /api route as declared, with who may call it: the generated access tests walk this list. */
    apiRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  public: boolean;
  /** Who may call it (undefined for a public route): the generated permission test walks these. */
  permission?: PermissionRule;
  /** The rest of its configuration as declared (what the API log makes of it: `audit`, `auditTitle`). */
  config: FastifyContextConfig;
}

/** Builds the request context for a verified token; null when the user may no longer act (gone, disabled). */
export interface IdentityProvider {
  contextFor(claims: AccessClaims): Promise<RequestContext | null>;
  /** Whether the API scopes let the user call the route declared at this path (spec: 接口权限). */
  apiAllowed(ctx: RequestContext, routePath: string): Promise<boolean>;
}

export const sessionRevokedKey = (sid: string) => `session-revoked:${sid}`;

/** The access token of a request: `Blade-Auth` header, `Authorization: bearer`, or the `blade-auth` query value. */
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

/** A route of the API proper (its declared path, never the URL a client sent). */
export const isApiRoute = (declaredPath: string) => declaredPath.startsWith('/api/') && !isDocsRoute(declaredPath);
const isDocsRoute = (declaredPath: string) => declaredPath === '/api/docs' || declaredPath.startsWith('/api/docs/');

export interface GuardDeps {
  tenancy: Tenancy;
  tokens: TokenService;
  store: KvStore;
  identity: IdentityProvider;
  tickets: TicketService;
}

/** Who is calling, from the token of a request; throws 401 for a bad, expired or revoked one. */
export class Authenticator {
  constructor(private readonly d: GuardDeps) {}

  /** The verified claims and the caller's context, or null when the request carries no credentials. */
  async identify(req: FastifyRequest, opts: { ticket?: boolean } = {}): Promise<RequestContext | null> {
    let token = tokenFrom(req);
    if (!token && opts.ticket) {
      const ticket = (req.query as Record<string, unknown> | undefined)?.ticket;
      if (typeof ticket === 'string' && ticket) {
        token = (await this.d.tickets.redeem(ticket, 'download')) ?? undefined;
        if (!token) throw unauthorized(l('链接已失效,请重新打开', 'The link has expired; open it again'));
      }
    }
    if (!token) return null;
    const { claims, ctx } = await this.contextOf(token);
    req.claims = claims;
    req.ctx = ctx;
    return ctx;
  }

  /** The claims and context of an access token; throws 401 when it may not act. */
  async contextOf(token: string): Promise<{ claims: AccessClaims; ctx: RequestContext }> {
    const claims = await this.d.tokens.verifyAccess(token);
    if (claims === 'expired')
      throw unauthorized(l('令牌已过期,请重新登录', 'The session has expired; please sign in again'));
    if (claims === 'invalid')
      throw unauthorized(l('令牌验证失败', 'The token could not be verified; please sign in again'));
    if (await this.d.store.get(sessionRevokedKey(claims.sid)))
      throw unauthorized(l('令牌已失效,请重新登录', 'The session has ended; please sign in again'));
    const ctx = await this.d.identity.contextFor(claims);
    if (!ctx) throw unauthorized(l('用户不存在或已被禁用', 'The user does not exist or is disabled'));
    return { claims, ctx };
  }
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function installGuard(app: FastifyInstance, deps: GuardDeps): Authenticator {
  const auth = new Authenticator(deps);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('claims', null as unknown as AccessClaims);
  const declared: DeclaredRoute[] = [];
  app.decorate('apiRoutes', declared);

  /** Signed-in routes: a context from a valid token, the platform-tenant rule, and the API scopes of the route. */
  const authenticate: onRequestHookHandler = async (req) => {
    const cfg = req.routeOptions.config;
    const ctx = await auth.identify(req, { ticket: cfg.ticket === true && req.method === 'GET' });
    if (!ctx) throw unauthorized(NO_TOKEN);
    if (cfg.platformOnly && ctx.tenantId !== '000000')
      throw forbidden(l('仅平台租户(000000)可进行此操作', 'Only the platform tenant (000000) may do this'));
    // Scopes name API paths; they are matched against the route the router chose, whatever spelling reached it, and
    // against the other paths of its declaration.
    for (const path of new Set([req.routeOptions.url ?? '', ...(cfg.paths ?? [])]))
      if (!(await deps.identity.apiAllowed(ctx, path)))
        throw forbidden(l('缺失接口权限,请联系管理员授权', 'Permission for this API is missing; ask an administrator'));
  };

  /** Public routes that identify a caller who presents credentials (downloads). */
  const identifyIfPresent: onRequestHookHandler = async (req) => {
    await auth.identify(req, { ticket: req.routeOptions.config.ticket === true && req.method === 'GET' });
  };

  const authorize: preHandlerHookHandler = async (req) => {
    const rule = req.routeOptions.config.permission;
    if (rule === undefined || rule === null) return;
    const code = typeof rule === 'function' ? rule(req) : rule;
    if (code) requirePermission(req.ctx, code);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const cfg = (route.config ?? {}) as { public?: boolean; permission?: PermissionRule; identify?: boolean };
    for (const method of asArray(route.method))
      declared.push({
        method,
        url: route.url,
        public: !!cfg.public,
        permission: cfg.permission,
        config: route.config ?? {},
      });
    if (cfg.public) {
      if (cfg.identify) {
        route.onRequest = [identifyIfPresent, ...asArray(route.onRequest)];
        route.handler = inCallerTenant(deps.tenancy, route.handler, false);
        route.onSend = [...asArray(route.onSend), afterCommitHook];
      }
      return;
    }
    if (cfg.permission === undefined) {
      throw new Error(`route ${route.method} ${route.url} declares neither public nor permission`);
    }
    if (route.config?.platformPath && !route.config.platformOnly)
      throw new Error(`route ${route.method} ${route.url} runs on a platform path but is not platformOnly`);
    route.onRequest = [authenticate, ...asArray(route.onRequest)];
    route.preHandler = [authorize, ...asArray(route.preHandler)];
    route.handler = inCallerTenant(deps.tenancy, route.handler, true);
    route.onSend = [...asArray(route.onSend), afterCommitHook];
  });
  return auth;
}

/** The commit of each request's transaction: its answer goes out only once the transaction has committed. */
const commits = new WeakMap<FastifyRequest, Promise<unknown>>();

/** Holds a response back until its request's transaction has committed (or rolled back: the error goes out). */
export const afterCommitHook = async (req: FastifyRequest) => {
  await commits.get(req)?.catch(() => {});
};

/**
 * A signed-in route's handler never runs without a context, whatever happened to the hooks before it, and runs in
 * one transaction that has set the caller's tenant (row-level security; a page and its total read together, a
 * failure writes nothing) — or, for a route that commits as it goes, in a session of the tenant.
 *
 * The transaction ends when the handler has its answer: when it returns, or when it calls `reply.send` (a file or an
 * export streams on after that, reading in transactions of its own — scope.ts `streamInTenant`), and the answer waits
 * for the commit (afterCommitHook), so a client never sees a write that is not there yet.
 */
function inCallerTenant(tenancy: Tenancy, handler: RouteHandlerMethod, signedIn: boolean): RouteHandlerMethod {
  return function guarded(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    if (!req.ctx) {
      if (signedIn) throw unauthorized(NO_TOKEN);
      // An anonymous caller of a public route: the route opens the scope its lookup needs.
      return handler.call(this, req, reply);
    }
    const cfg = req.routeOptions.config;
    if (cfg.ownTransactions) return tenancy.session(req.ctx.tenantId, async () => handler.call(this, req, reply));
    let answered!: () => void;
    const sent = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const send = reply.send;
    reply.send = function sendAfterCommit(this: FastifyReply, payload?: unknown) {
      answered();
      return send.call(this, payload);
    } as typeof reply.send;
    let result!: Promise<unknown>;
    const work = async () => {
      // An async handler that returns `reply` resolves only once the response is out: the answer is `send`.
      result = Promise.resolve(handler.call(this, req, reply));
      await Promise.race([result, sent]);
    };
    const committed = cfg.platformPath
      ? tenancy.asPlatform(cfg.platformPath, work)
      : tenancy.inTenant(req.ctx.tenantId, work);
    commits.set(req, committed);
    return committed.then(() => result);
  } as RouteHandlerMethod;
}

export function hasPermission(ctx: RequestContext, code: string): boolean {
  return ctx.superAdmin || ctx.permissions.has(code);
}

export function requirePermission(ctx: RequestContext, code: string) {
  if (!hasPermission(ctx, code))
    throw forbidden(l(`缺失权限 ${code},请联系管理员授权`, `Permission ${code} is missing; ask an administrator`));
}
