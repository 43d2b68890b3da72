import { PLATFORM_TENANT_ID } from '@flp/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tenancy } from '../../platform/db/scope';
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
    return u ? (u.realName ?? '') : undefined;
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
  return rows.filter((t) => (t.status ?? 1) === 1 && (!t.expireTime || t.expireTime > now)).map((t) => t.tenantId);
}

/**
 * Who holds what, for the workflow engine (candidate groups, 部门负责人, names in work lists): read through the
 * repositories in the caller's transaction.
 */
export const Staff = {
  /** Active users of the tenant holding one of the role aliases; with deptIds, only users of those departments. */
  async withRoles(tx: Db, tenantId: string, aliases: string[], deptIds?: string[]): Promise<string[]> {
    if (!aliases.length) return [];
    const ctx = systemContext(tenantId);
    const roles = await repos.role.list(tx, ctx, {
      where: [inArray(repos.role.col('roleAlias'), aliases)],
      limit: 10_000,
    });
    if (!roles.length) return [];
    const roleIds = new Set(roles.map((r) => r.id));
    const users = await repos.user.list(tx, ctx, { where: [eq(repos.user.col('status'), 1)], limit: 1_000_000 });
    return users
      .filter((u) => splitIds(u.roleId).some((id) => roleIds.has(id)))
      .filter((u) => !deptIds || splitIds(u.deptId).some((id) => deptIds.includes(id)))
      .map((u) => u.id);
  },

  /** Active users of the tenant holding one of the roles (by id). */
  async withRoleIds(tx: Db, tenantId: string, roleIds: readonly string[]): Promise<string[]> {
    if (!roleIds.length) return [];
    const users = await repos.user.list(tx, systemContext(tenantId), {
      where: [eq(repos.user.col('status'), 1)],
      limit: 1_000_000,
    });
    return users.filter((u) => splitIds(u.roleId).some((id) => roleIds.includes(id))).map((u) => u.id);
  },

  /** The departments of each user (absent ids are left out). */
  async deptsOf(tx: Db, tenantId: string, userIds: readonly string[]): Promise<Map<string, string[]>> {
    const unique = [...new Set(userIds.filter(Boolean))];
    if (!unique.length) return new Map();
    const users = await repos.user.findIds(tx, systemContext(tenantId), unique);
    return new Map(users.map((u) => [u.id, splitIds(u.deptId)]));
  },

  /** A department and those above it, nearest first. */
  async deptChain(tx: Db, tenantId: string, deptId: string): Promise<string[]> {
    const [dept] = await repos.dept.findIds(tx, systemContext(tenantId), [deptId]);
    if (!dept) return [];
    const above = (dept.ancestors ?? '')
      .split(',')
      .filter((id) => id && id !== '0')
      .reverse();
    return [deptId, ...above];
  },

  /** Real names by user id (absent ids are left out). */
  async names(tx: Db, tenantId: string, ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter(Boolean))];
    if (!unique.length) return new Map();
    const users = await repos.user.findIds(tx, systemContext(tenantId), unique);
    return new Map(users.map((u) => [u.id, u.realName ?? u.name ?? u.account ?? '']));
  },

  /** Active users of the given departments (the transfer picker's 同部门). */
  async ofDepts(tx: Db, tenantId: string, deptIds: readonly string[]): Promise<{ id: string; name: string }[]> {
    const users = await repos.user.list(tx, systemContext(tenantId), {
      where: [eq(repos.user.col('status'), 1)],
      limit: 1_000_000,
    });
    return users
      .filter((u) => splitIds(u.deptId).some((id) => deptIds.includes(id)))
      .map((u) => ({ id: u.id, name: u.realName ?? u.account ?? '' }));
  },

  /** Department names by id (absent ids are left out). */
  async deptNames(tx: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter(Boolean))];
    if (!unique.length) return new Map();
    const depts = await repos.dept.findIds(tx, systemContext(tenantId), unique);
    return new Map(depts.map((d) => [d.id, d.deptName ?? '']));
  },

  /** The tenant's departments, for a tree: id, parent, name and order. */
  async depts(tx: Db, tenantId: string): Promise<{ id: string; parentId: string; deptName: string; sort: number }[]> {
    const rows = await repos.dept.list(tx, systemContext(tenantId), { limit: 10_000 });
    return rows.map((d) => ({
      id: d.id,
      parentId: d.parentId ?? '0',
      deptName: d.deptName ?? '',
      sort: d.sort ?? 0,
    }));
  },

  /** A user's account, name and phone, or undefined. */
  async profile(tx: Db, tenantId: string, userId: string) {
    const u = await repos.user.findById(tx, systemContext(tenantId), userId);
    return u ? { account: u.account ?? '', realName: u.realName ?? u.name ?? '', phone: u.phone ?? '' } : undefined;
  },

  /** The first department of a user, or null. */
  async deptOf(tx: Db, tenantId: string, userId: string): Promise<string | null> {
    const u = await repos.user.findById(tx, systemContext(tenantId), userId);
    return u ? (splitIds(u.deptId)[0] ?? null) : null;
  },
};

export function createSystemServices(db: Db, store: KvStore, tenancy: Tenancy) {
  return { identity: new Identity(db, store, tenancy), accounts: new Accounts(db), repos };
}
export type SystemServices = ReturnType<typeof createSystemServices>;
