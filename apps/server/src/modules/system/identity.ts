import { ADMIN_ROLE_ALIAS, PLATFORM_TENANT_ID } from '@flp/shared';
import { eq, inArray } from 'drizzle-orm';
import picomatch from 'picomatch';
import type { IdentityProvider } from '../../platform/auth/guard';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/database';
import type { Tenancy } from '../../platform/db/scope';
import { GenerationCache } from '../../platform/store/generation-cache';
import type { KvStore } from '../../platform/store/kv';
import {
  type DataScopeRule,
  type RequestContext,
  isAdministrator,
  systemContext,
} from '../../platform/tenancy/context';
import { links } from './links';
import { repos } from './repos';
import { roleMenuTable, roleScopeTable } from './tables';

interface RoleGrants {
  aliases: string[];
  permissions: Set<string>;
  dataScopes: DataScopeRule[];
  apiScopeIds: Set<string>;
}

/** An API scope: requests whose path matches `matches` need the scope (or another one matching them). */
interface ApiScopeRule {
  id: string;
  matches: (path: string) => boolean;
}

const CACHE_MS = 10 * 60 * 1000;
/** A context is re-read at least this often even without a change (belt and braces). */
const CONTEXT_MS = 60 * 1000;
const genKey = (tenantId: string) => `perm-gen:${tenantId}`;
const ALL_GEN = 'perm-gen-all';

/**
 * Who a token's holder is now. Contexts (the user's roles, dept and permission codes) are cached per tenant and
 * generation: any grant, menu change or user write bumps the tenant's generation in the shared store, so every instance
 * drops its copies on the next request. A user removed, disabled (blade-user/update-status) or signed out is stopped
 * before the context is even looked up, by the revoked session the guard checks first.
 */
export class Identity implements IdentityProvider {
  /** Grants per set of roles, and contexts per user: both held only for the tenant's current generation. */
  private readonly cache = new GenerationCache<RoleGrants>(CACHE_MS);
  private readonly contexts = new GenerationCache<RequestContext>(CONTEXT_MS);

  constructor(
    private readonly db: Db,
    private readonly store: KvStore,
    /** The guard asks before the request's own transaction: a cache miss reads in a transaction of the tenant. */
    private readonly tenancy: Tenancy,
  ) {}

  async contextFor(claims: AccessClaims): Promise<RequestContext | null> {
    const gen = await this.generation(claims.tenant_id);
    const hit = this.contexts.get(claims.tenant_id, gen, claims.user_id);
    if (hit) return hit;
    const ctx = await this.tenancy.inTenant(claims.tenant_id, () => this.loadContext(claims, gen));
    if (ctx) this.contexts.set(claims.tenant_id, gen, claims.user_id, ctx);
    return ctx;
  }

  private async loadContext(claims: AccessClaims, gen: string): Promise<RequestContext | null> {
    const u = await repos.user.findById(this.db, systemContext(claims.tenant_id), claims.user_id);
    if (u?.status !== 1) return null;
    const roleIds = splitIds(u.roleId);
    const deptIds = splitIds(u.deptId);
    const grants = await this.grants(claims.tenant_id, roleIds, gen);
    return {
      tenantId: claims.tenant_id,
      userId: u.id,
      deptId: deptIds[0] ?? '0',
      deptIds,
      deptTreeIds: grants.dataScopes.length ? await this.deptTree(claims.tenant_id, deptIds) : deptIds,
      roleIds,
      roleAliases: grants.aliases,
      account: String(u.account),
      permissions: grants.permissions,
      superAdmin: claims.tenant_id === PLATFORM_TENANT_ID && grants.aliases.includes(ADMIN_ROLE_ALIAS),
      dataScopes: grants.dataScopes,
      apiScopeIds: grants.apiScopeIds,
    };
  }

  /** The departments and every department below them (a department's `ancestors` lists the ids above it). */
  private async deptTree(tenantId: string, deptIds: string[]): Promise<string[]> {
    if (deptIds.length === 0) return [];
    const rows = await repos.dept.list(this.db, systemContext(tenantId), { limit: 1_000_000 });
    const mine = new Set(deptIds);
    return rows.filter((d) => mine.has(d.id) || splitIds(d.ancestors).some((a) => mine.has(a))).map((d) => d.id);
  }

  /**
   * Whether the user may call the API at `path`: yes unless some API scope's path pattern matches it and none of the
   * matching scopes is granted to the user's roles. Administrators are not limited.
   */
  async apiAllowed(ctx: RequestContext, path: string): Promise<boolean> {
    if (isAdministrator(ctx)) return true;
    const matching = (await this.apiScopeRules(ctx.tenantId)).filter((r) => r.matches(path));
    return matching.length === 0 || matching.some((r) => ctx.apiScopeIds.has(r.id));
  }

  private apiRules: { gen: string; at: number; rules: ApiScopeRule[] } | undefined;
  /** Every API scope (they are platform-wide), compiled once per platform-wide generation. */
  private async apiScopeRules(tenantId: string): Promise<ApiScopeRule[]> {
    const gen = String((await this.store.get(ALL_GEN)) ?? 0);
    if (this.apiRules && this.apiRules.gen === gen && Date.now() - this.apiRules.at < CONTEXT_MS)
      return this.apiRules.rules;
    // A cache miss reads in a transaction of the caller's tenant (the guard asks before the request's own).
    const rows = await this.tenancy.inTenant(tenantId, () =>
      repos.apiScope.list(this.db, systemContext(PLATFORM_TENANT_ID), { limit: 1_000_000 }),
    );
    const rules = rows.map((r) => ({ id: r.id, matches: apiPathMatcher(r.scopePath ?? '') }));
    this.apiRules = { gen, at: Date.now(), rules };
    return rules;
  }

  /** The tenant's cache generation (and the platform-wide one): part of every cache key. */
  private async generation(tenantId: string): Promise<string> {
    const [tenantGen, allGen] = await Promise.all([this.store.get(genKey(tenantId)), this.store.get(ALL_GEN)]);
    return `${tenantGen ?? 0}.${allGen ?? 0}`;
  }

  async grants(tenantId: string, roleIds: string[], gen?: string): Promise<RoleGrants> {
    gen ??= await this.generation(tenantId);
    const key = [...roleIds].sort().join(',');
    const hit = this.cache.get(tenantId, gen, key);
    if (hit) return hit;
    const grants = await this.tenancy.inTenant(tenantId, () => this.loadGrants(tenantId, roleIds));
    this.cache.set(tenantId, gen, key, grants);
    return grants;
  }

  private async loadGrants(tenantId: string, roleIds: string[]): Promise<RoleGrants> {
    if (roleIds.length === 0) return { aliases: [], permissions: new Set(), dataScopes: [], apiScopeIds: new Set() };
    // Through the repositories and the tenant's link tables: the tenant and live-row conditions are theirs.
    const ctx = systemContext(tenantId);
    const roles = await repos.role.findIds(this.db, ctx, roleIds);
    const roleIn = (col: typeof roleMenuTable.roleId | typeof roleScopeTable.roleId) => inArray(col, roleIds);
    const menuIds = (
      await links.roleMenu.select(this.db, ctx, { id: roleMenuTable.menuId }, roleIn(roleMenuTable.roleId))
    ).map((r) => r.id);
    const buttons = (await repos.menu.findIds(this.db, ctx, [...new Set(menuIds)])).filter((m) => m.category === 2);
    const scopeIds = async (category: number) => [
      ...new Set(
        (
          await links.roleScope.select(
            this.db,
            ctx,
            { id: roleScopeTable.scopeId },
            roleIn(roleScopeTable.roleId),
            eq(roleScopeTable.scopeCategory, category),
          )
        ).map((r) => r.id),
      ),
    ];
    const dataScopes = await repos.dataScope.findIds(this.db, ctx, await scopeIds(SCOPE_CATEGORY.DATA));
    return {
      aliases: roles.map((r) => r.roleAlias ?? ''),
      permissions: new Set(buttons.map((m) => m.code ?? '')),
      dataScopes: dataScopes.map((d) => ({
        resourceCode: d.resourceCode ?? '',
        scopeType: Number(d.scopeType),
        scopeColumn: d.scopeColumn ?? '',
        scopeValue: d.scopeValue ?? '',
      })),
      apiScopeIds: new Set(await scopeIds(SCOPE_CATEGORY.API)),
    };
  }

  private readonly listeners: ((tenantId: string | '*') => Promise<void> | void)[] = [];
  /** Told after the permissions of a tenant ('*': of every tenant) may have changed (browsers reload their menus). */
  onChange(fn: (tenantId: string | '*') => Promise<void> | void) {
    this.listeners.push(fn);
  }

  /** Drops cached grants of a tenant on every instance (after a grant, a menu change, clear-cache). */
  async invalidate(tenantId: string) {
    await this.store.incr(genKey(tenantId), 30 * 24 * 3600);
    for (const fn of this.listeners) await fn(tenantId);
  }

  /** Drops cached grants of all tenants (menus are platform-wide). */
  async invalidateAll() {
    await this.store.incr(ALL_GEN, 30 * 24 * 3600);
    this.cache.clear();
    this.contexts.clear();
    for (const fn of this.listeners) await fn('*');
  }
}

/** blade_role_scope.scope_category. */
const SCOPE_CATEGORY = { DATA: 1, API: 2 } as const;

/**
 * An API scope's path as a matcher, Ant-style as administrators of BladeX write them: `*` one segment, `**` any
 * number; `/api` may be left out (`/blade-user/**` protects `/api/blade-user/...`). The query string is ignored.
 */
export function apiPathMatcher(pattern: string): (path: string) => boolean {
  const p = pattern.trim();
  if (!p) return () => false;
  const withApi = p.startsWith('/api/') ? p : `/api${p.startsWith('/') ? '' : '/'}${p}`;
  const match = picomatch(withApi, { dot: true });
  return (path) => match(path.split('?')[0]);
}

export function splitIds(v: unknown): string[] {
  if (v === null || v === undefined || v === '') return [];
  return String(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
