// Row-level security, the server's half: every query runs in a transaction that has told PostgreSQL whose rows it may
// touch (docs/security.md, "Row-level security"). The policies (row-security.ts) admit a row only when its tenant_id
// equals the transaction's `app.tenant_id`, for the application role the transaction switched to; code that must
// reach beyond one tenant does it through `asPlatform`, naming why.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Every path that works beyond the current tenant, by name: the only ways past the policies (grep `asPlatform(`).
 * Each runs as the tables' owner in the same transaction, then the tenant's setting is put back.
 */
export type PlatformReason =
  /**
   * Before anyone has signed in: the OAuth client (a platform record), and the session a refresh token belongs to,
   * found by the token's hash (the token does not name its tenant).
   */
  | 'sign-in'
  /** The platform's defaults, the shipped models and the demo data, written at start before any request. */
  | 'startup seeding'
  /** The scheduler's own records (settings, runs of every tenant) and the tenants a per-tenant job runs for. */
  | 'job scheduling'
  /** The platform tenant (000000) lists, edits and creates tenants, and fills a new tenant's defaults. */
  | 'tenant administration'
  /** Sign-in pages find the tenant a domain belongs to before anyone has signed in. */
  | 'tenant by domain'
  /** Workflow definitions deployed for every tenant (tenant_id '') and the platform's view of all deployments. */
  | 'shared workflow definitions'
  /** A parameter a tenant has not set falls back to the platform tenant's value. */
  | 'platform parameters'
  /** The platform tenant's 定时任务 screen shows the runs of every tenant. */
  | 'job runs of every tenant'
  /**
   * 代码生成 in the platform tenant reads the columns of this platform's own tables from information_schema (never a
   * row): the app's role is granted only some tables, and sees only their columns.
   */
  | 'code generator reads table structures';

interface Scope {
  tenancy: Tenancy;
  /** The tenant whose rows the transaction may touch; null while a platform path runs. */
  tenantId: string | null;
  /**
   * What queries go through: the open transaction, or in a session on PostgreSQL a connection of its own whose every
   * statement runs as the tenant (each its own transaction, or the `transaction` it opens).
   */
  tx: Db | null;
  /** Whether `tx` is a transaction (not a session's connection). */
  inTx: boolean;
  /** Work for after the outermost transaction has committed. */
  after: (() => Promise<void> | void)[];
  /** Set once the transaction has ended or the session's connection gone back: late work must not reach them. */
  ended?: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Thrown when code touches the database outside any tenant transaction: a path that forgot to say whose rows. */
/**
 * A handle for a session, every statement of which runs as the tenant in a transaction of its own (or the one it
 * opens): on PostgreSQL a connection of the pool set to the tenant until released; on PGlite, whose one connection
 * every request shares, each statement wrapped in a short transaction that sets the tenant.
 */
export interface PinnedConnection {
  db: Db;
  release(): Promise<void>;
}

/** The statement that makes a transaction the tenant's (both settings end with it). */
export const SET_TENANT_LOCAL = `select set_config('app.tenant_id', $1, true), set_config('role', $2, true)`;

export class NoTenantScopeError extends Error {
  constructor(what: string) {
    super(`database used outside a tenant transaction (${what}): run it in tenancy.inTenant, session or asPlatform`);
  }
}

/** The transaction's tenant and role, both local to it (they end with the transaction). */
const enterTenant = (tx: Db, tenantId: string, role: string) =>
  tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${role}, true)`);
/** Back to the connection's own role (the tables' owner, which the policies do not hold back). */
const enterPlatform = (tx: Db) =>
  tx.execute(sql`select set_config('app.tenant_id', '', true), set_config('role', 'none', true)`);

/**
 * The tenant scopes of one database. `db` is the handle every module holds: it answers through the transaction of
 * the current scope, and refuses when there is none — a query cannot run without a tenant having been set.
 */
export class Tenancy {
  readonly db: Db;

  constructor(
    /** The connection as the tables' owner: migrations, advisory locks and the scopes' own transactions. */
    private readonly owner: Db,
    /** The role the policies hold to (row-security.ts creates it). */
    readonly appRole: string,
    /** A handle for a session of a tenant (database.ts); without it a session is one transaction. */
    private readonly pin?: (tenantId: string, role: string) => Promise<PinnedConnection>,
  ) {
    this.db = scopedHandle(this);
  }

  /** Runs `work` in a transaction that has set this tenant (within the current transaction when there is one). */
  inTenant<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    return this.enter(tenantId, work);
  }

  /** Runs `work` beyond any one tenant, as the tables' owner: only for the reasons PlatformReason lists. */
  asPlatform<T>(_reason: PlatformReason, work: () => Promise<T>): Promise<T> {
    return this.enter(null, work);
  }

  /**
   * A tenant's scope for long work that commits as it goes (jobs): each statement commits alone and each
   * `db.transaction` is a transaction of its own, all as the tenant (PinnedConnection). No transaction stays open
   * between them, so a job waiting on a file store or a slow chunk does not hold other requests back.
   */
  async session<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    if (!this.pin || this.current()?.inTx) return this.enter(tenantId, work);
    const conn = await this.pin(tenantId, this.appRole);
    const scope: Scope = { tenancy: this, tenantId, tx: conn.db, inTx: false, after: [] };
    try {
      return await scopes.run(scope, work);
    } finally {
      scope.ended = true;
      await conn.release();
    }
  }

  /** The tenant the current transaction serves ('' on a platform path), or null outside any scope. */
  currentTenant(): string | null {
    const current = this.current();
    return current ? (current.tenantId ?? '') : null;
  }

  private current(): Scope | undefined {
    const s = scopes.getStore();
    return s?.tenancy === this ? s : undefined;
  }

  private async enter<T>(tenantId: string | null, work: () => Promise<T>): Promise<T> {
    const current = this.current();
    if (!current?.tx) return this.topLevel(this.owner, tenantId, () => work());
    // In a session's connection: a transaction on it (a platform path: on the pool, as the owner).
    if (!current.inTx) return this.topLevel(tenantId === null ? this.owner : current.tx, tenantId, () => work());
    if (current.tenantId === tenantId) return work();
    // Within the open transaction (PGlite has one connection; a second transaction would wait on this one).
    const tx = current.tx;
    await this.set(tx, tenantId);
    try {
      return await scopes.run({ ...current, tenantId }, work);
    } finally {
      // A failed statement leaves the transaction aborted: it rolls back, settings and all.
      await this.set(tx, current.tenantId).catch(() => {});
    }
  }

  private set(tx: Db, tenantId: string | null) {
    return tenantId === null ? enterPlatform(tx) : enterTenant(tx, tenantId, this.appRole);
  }

  /** A transaction on `on` (the pool, or a session's connection) that has set the tenant, then its follow-ups. */
  private async topLevel<T>(on: Db, tenantId: string | null, work: (tx: Db) => Promise<T>): Promise<T> {
    const after: Scope['after'] = [];
    let scope: Scope | undefined;
    const result = await on
      .transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await this.set(tx, tenantId);
        scope = { tenancy: this, tenantId, tx, inTx: true, after };
        return scopes.run(scope, () => work(tx));
      })
      .finally(() => {
        if (scope) scope.ended = true;
      });
    for (const fn of after) {
      try {
        // In the same scope again (a follow-up that reads opens a transaction of its own).
        await this.enter(tenantId, async () => fn());
      } catch {
        // A push that fails is not the operation failing: the message is stored and the bell polls.
      }
    }
    return result;
  }
}

/**
 * Runs `work` on a named platform path of the current scope's database (code that holds only `db`): the same as
 * `tenancy.asPlatform`, inside a request, a job or a seed.
 */
export function asPlatform<T>(reason: PlatformReason, work: () => Promise<T>): Promise<T> {
  const s = scopes.getStore();
  // Outside any scope there is nothing to switch: the scoped handle refuses by itself, the owner's needs no switch.
  if (!s) return work();
  return s.tenancy.asPlatform(reason, work);
}

/**
 * Work that outlives the request that starts it (a streamed export): it runs outside the request's transaction, and
 * each `read` is a transaction of its own of the tenant, so a slow client holds no transaction open.
 */
export function streamInTenant(
  tenantId: string,
  work: (read: <T>(fn: () => Promise<T>) => Promise<T>) => Promise<void>,
): void {
  const s = scopes.getStore();
  if (!s) throw new NoTenantScopeError('streamInTenant');
  const { tenancy } = s;
  scopes.exit(() => {
    void work((fn) => tenancy.inTenant(tenantId, fn));
  });
}

/**
 * Defers `fn` to after the commit of the outermost transaction of the current scope; false when no transaction is open
 * (the caller runs it at once).
 */
export function deferToCommit(fn: () => Promise<void> | void): boolean {
  const s = scopes.getStore();
  if (!s?.inTx) return false;
  s.after.push(fn);
  return true;
}

/** The handle modules hold: the current scope's transaction, a session's own transactions, or a refusal. */
function scopedHandle(tenancy: Tenancy): Db {
  const refuse = (what: string) => {
    throw new NoTenantScopeError(what);
  };
  return new Proxy({} as Db, {
    get(_target, prop) {
      const s = scopes.getStore();
      const scope = s?.tenancy === tenancy ? s : undefined;
      if (scope?.ended)
        return refuse(`${String(prop)} after its transaction ended (work that outlives a request: streamInTenant)`);
      if (scope?.tx) {
        const value = (scope.tx as unknown as Record<PropertyKey, unknown>)[prop];
        return typeof value === 'function' ? value.bind(scope.tx) : value;
      }
      // Promise resolution probes `then` on whatever an async function returns: the handle is not a promise.
      if (prop === 'then') return undefined;
      return refuse(String(prop));
    },
  });
}
