import { PLATFORM_TENANT_ID } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { KvStore } from '../../platform/store/kv';
import { systemContext } from '../../platform/tenancy/context';
import { nowString } from '../../platform/db/time';
import { Identity, splitIds } from './identity';
import type { RequestContext } from '../../platform/tenancy/context';
import { repos } from './repos';

export type Row = Record<string, unknown>;

/** What other modules may ask of the system module (sign-in reads clients, tenants and users through this). */
export class Accounts {
  constructor(private readonly db: Db) {}

  // Sign-in reads through the repositories like everyone else: tenant and not-deleted conditions come from there.
  private readonly platform = systemContext(PLATFORM_TENANT_ID);

  async client(clientId: string) {
    const [c] = await repos.client.list(this.db, this.platform, {
      where: [eq(repos.client.col('clientId'), clientId)],
      limit: 1,
    });
    return c;
  }

  async tenant(tenantId: string) {
    const [t] = await repos.tenant.list(this.db, this.platform, {
      where: [eq(repos.tenant.col('tenantId'), tenantId)],
      limit: 1,
    });
    return t;
  }

  async userByAccount(tenantId: string, account: string) {
    const [u] = await repos.user.list(this.db, systemContext(tenantId), {
      where: [eq(repos.user.col('account'), account)],
      limit: 1,
    });
    return u;
  }

  async userById(tenantId: string, id: string): Promise<Row | undefined> {
    return repos.user.findById(this.db, systemContext(tenantId), id);
  }

  /** Ids of the tenant's active users (a message to everyone), read in the caller's transaction. */
  async activeUserIds(tx: Db, ctx: RequestContext): Promise<string[]> {
    const rows = await repos.user.list(tx, systemContext(ctx.tenantId), {
      where: [eq(repos.user.col('status'), 1)],
      limit: 1_000_000,
    });
    return rows.map((u) => u.id);
  }

  /** The real name of a user of the caller's tenant (a message's sender), or undefined. */
  async realName(tx: Db, ctx: RequestContext, userId: string): Promise<string | undefined> {
    const u = await repos.user.findById(tx, systemContext(ctx.tenantId), userId);
    return u ? String(u.realName ?? '') : undefined;
  }

  /** Names shown after sign-in: role names and aliases, dept and post names. */
  async profile(user: Row) {
    const tenantId = String(user.tenantId);
    const roleIds = splitIds(user.roleId);
    const deptIds = splitIds(user.deptId);
    const postIds = splitIds(user.postId);
    const ctx = systemContext(tenantId);
    const [roles, depts, posts] = await Promise.all([
      repos.role.findIds(this.db, ctx, roleIds),
      repos.dept.findIds(this.db, ctx, deptIds),
      repos.post.findIds(this.db, ctx, postIds),
    ]);
    return {
      roleIds,
      deptIds,
      postIds,
      roleNames: roles.map((r) => r.roleName ?? ''),
      roleAliases: roles.map((r) => r.roleAlias ?? ''),
      deptNames: depts.map((d) => d.deptName ?? ''),
      postNames: posts.map((p) => p.postName ?? ''),
    };
  }
}

/**
 * Ids of the tenants scheduled work runs for: not removed, enabled (status 1) and not past their expiry time.
 * (Scheduled jobs read tenants through here, not the tenant table.)
 */
export async function activeTenantIds(db: Db): Promise<string[]> {
  const now = nowString();
  const rows = await repos.tenant.list(db, systemContext(PLATFORM_TENANT_ID), { limit: 1_000_000 });
  return rows
    .filter((t) => Number(t.status ?? 1) === 1 && (!t.expireTime || String(t.expireTime) > now))
    .map((t) => String(t.tenantId));
}

export function createSystemServices(db: Db, store: KvStore) {
  return { identity: new Identity(db, store), accounts: new Accounts(db), repos };
}
export type SystemServices = ReturnType<typeof createSystemServices>;
