import { ADMIN_ROLE_ALIAS, PLATFORM_TENANT_ID } from '@flp/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { IdentityProvider } from '../../platform/auth/guard';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/database';
import type { KvStore } from '../../platform/store/kv';
import type { RequestContext } from '../../platform/tenancy/context';
import { menuTable, roleMenuTable, roleTable, userTable } from './tables';

interface RoleGrants {
  aliases: string[];
  permissions: Set<string>;
  at: number;
}

const CACHE_MS = 10 * 60 * 1000;
/** A context is re-read at least this often even without a change (belt and braces). */
const CONTEXT_MS = 60 * 1000;
const genKey = (tenantId: string) => `perm-gen:${tenantId}`;
const ALL_GEN = 'perm-gen-all';

/**
 * Who a token's holder is now. Contexts (the user's roles, dept and permission codes) are cached per tenant and
 * generation: any grant, menu change or user write bumps the tenant's generation in the shared store, so every instance
 * drops its copies on the next request. A user removed or signed out is stopped earlier, by the revoked session.
 */
export class Identity implements IdentityProvider {
  private readonly cache = new Map<string, RoleGrants>();
  private readonly contexts = new Map<string, { ctx: RequestContext; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly store: KvStore,
  ) {}

  async contextFor(claims: AccessClaims): Promise<RequestContext | null> {
    const gen = await this.generation(claims.tenant_id);
    const key = `${claims.tenant_id}|${gen}|${claims.user_id}`;
    const hit = this.contexts.get(key);
    if (hit && Date.now() - hit.at < CONTEXT_MS) return hit.ctx;
    const ctx = await this.loadContext(claims, gen);
    if (ctx) {
      if (this.contexts.size > 10_000) this.contexts.clear();
      this.contexts.set(key, { ctx, at: Date.now() });
    }
    return ctx;
  }

  private async loadContext(claims: AccessClaims, gen: string): Promise<RequestContext | null> {
    const [u] = await this.db
      .select({
        id: userTable.id,
        roleId: userTable.roleId,
        deptId: userTable.deptId,
        account: userTable.account,
        status: userTable.status,
      })
      .from(userTable)
      .where(
        and(eq(userTable.id, claims.user_id), eq(userTable.tenantId, claims.tenant_id), eq(userTable.isDeleted, 0)),
      )
      .limit(1);
    if (!u || u.status !== 1) return null;
    const roleIds = splitIds(u.roleId);
    const grants = await this.grants(claims.tenant_id, roleIds, gen);
    return {
      tenantId: claims.tenant_id,
      userId: String(u.id),
      deptId: splitIds(u.deptId)[0] ?? '0',
      roleIds,
      roleAliases: grants.aliases,
      account: String(u.account),
      permissions: grants.permissions,
      superAdmin: claims.tenant_id === PLATFORM_TENANT_ID && grants.aliases.includes(ADMIN_ROLE_ALIAS),
    };
  }

  /** The tenant's cache generation (and the platform-wide one): part of every cache key. */
  private async generation(tenantId: string): Promise<string> {
    const [tenantGen, allGen] = await Promise.all([this.store.get(genKey(tenantId)), this.store.get(ALL_GEN)]);
    return `${tenantGen ?? 0}.${allGen ?? 0}`;
  }

  async grants(tenantId: string, roleIds: string[], gen?: string): Promise<RoleGrants> {
    gen ??= await this.generation(tenantId);
    const key = `${tenantId}|${gen}|${[...roleIds].sort().join(',')}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit;
    const grants = await this.loadGrants(tenantId, roleIds);
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(key, grants);
    return grants;
  }

  private async loadGrants(tenantId: string, roleIds: string[]): Promise<RoleGrants> {
    if (roleIds.length === 0) return { aliases: [], permissions: new Set(), at: Date.now() };
    const roles = await this.db
      .select({ alias: roleTable.roleAlias })
      .from(roleTable)
      .where(and(inArray(roleTable.id, roleIds), eq(roleTable.tenantId, tenantId), eq(roleTable.isDeleted, 0)));
    const codes = await this.db
      .selectDistinct({ code: menuTable.code })
      .from(roleMenuTable)
      .innerJoin(menuTable, eq(menuTable.id, roleMenuTable.menuId))
      .where(
        and(
          inArray(roleMenuTable.roleId, roleIds),
          eq(roleMenuTable.tenantId, tenantId),
          eq(menuTable.category, 2),
          eq(menuTable.isDeleted, 0),
        ),
      );
    return {
      aliases: roles.map((r) => String(r.alias)),
      permissions: new Set(codes.map((c) => String(c.code))),
      at: Date.now(),
    };
  }

  /** Drops cached grants of a tenant on every instance (after a grant, a menu change, clear-cache). */
  async invalidate(tenantId: string) {
    await this.store.incr(genKey(tenantId), 30 * 24 * 3600);
  }

  /** Drops cached grants of all tenants (menus are platform-wide). */
  async invalidateAll() {
    await this.store.incr(ALL_GEN, 30 * 24 * 3600);
    this.cache.clear();
    this.contexts.clear();
  }
}

export function splitIds(v: unknown): string[] {
  if (v === null || v === undefined || v === '') return [];
  return String(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
