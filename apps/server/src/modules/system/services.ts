import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { KvStore } from '../../platform/store/kv';
import { systemContext } from '../../platform/tenancy/context';
import { Identity, splitIds } from './identity';
import type { RequestContext } from '../../platform/tenancy/context';
import { repos } from './repos';
import { clientTable, deptTable, postTable, roleTable, tenantTable, userTable } from './tables';

export type Row = Record<string, unknown>;

/** What other modules may ask of the system module (sign-in reads clients, tenants and users through this). */
export class Accounts {
  constructor(private readonly db: Db) {}

  async client(clientId: string): Promise<Row | undefined> {
    const [c] = await this.db
      .select()
      .from(clientTable)
      .where(and(eq(clientTable.clientId, clientId), eq(clientTable.isDeleted, 0)))
      .limit(1);
    return c;
  }

  async tenant(tenantId: string): Promise<Row | undefined> {
    const [t] = await this.db
      .select()
      .from(tenantTable)
      .where(and(eq(tenantTable.tenantId, tenantId), eq(tenantTable.isDeleted, 0)))
      .limit(1);
    return t;
  }

  async userByAccount(tenantId: string, account: string): Promise<Row | undefined> {
    const [u] = await this.db
      .select()
      .from(userTable)
      .where(and(eq(userTable.tenantId, tenantId), eq(userTable.account, account), eq(userTable.isDeleted, 0)))
      .limit(1);
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
    const [roles, depts, posts] = await Promise.all([
      roleIds.length
        ? this.db
            .select({ id: roleTable.id, name: roleTable.roleName, alias: roleTable.roleAlias })
            .from(roleTable)
            .where(and(inArray(roleTable.id, roleIds), eq(roleTable.tenantId, tenantId), eq(roleTable.isDeleted, 0)))
        : [],
      deptIds.length
        ? this.db
            .select({ id: deptTable.id, name: deptTable.deptName })
            .from(deptTable)
            .where(and(inArray(deptTable.id, deptIds), eq(deptTable.tenantId, tenantId), eq(deptTable.isDeleted, 0)))
        : [],
      postIds.length
        ? this.db
            .select({ id: postTable.id, name: postTable.postName })
            .from(postTable)
            .where(and(inArray(postTable.id, postIds), eq(postTable.tenantId, tenantId), eq(postTable.isDeleted, 0)))
        : [],
    ]);
    return {
      roleIds,
      deptIds,
      postIds,
      roleNames: roles.map((r) => String(r.name)),
      roleAliases: roles.map((r) => String(r.alias)),
      deptNames: depts.map((d) => String(d.name)),
      postNames: posts.map((p) => String(p.name)),
    };
  }
}

export function createSystemServices(db: Db, store: KvStore) {
  return { identity: new Identity(db, store), accounts: new Accounts(db), repos };
}
export type SystemServices = ReturnType<typeof createSystemServices>;
