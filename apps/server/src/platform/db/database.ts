import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgliteSession, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_APP_ROLE, ensureAppRole } from './row-security';
import { SET_TENANT_LOCAL, Tenancy } from './scope';

// biome-ignore lint/suspicious/noExplicitAny: one handle type for both drivers; queries are written against pg-core
export type Db = PgDatabase<PgQueryResultHKT, any>;

/**
 * Whether a handle (the database, a transaction, a tenant's handle) answers from the embedded database, where each
 * value a query returns costs more to hand over than on PostgreSQL (repository.selectRows reads as one JSON there).
 */
export const isEmbedded = (db: Db) => is(db._.session, PgliteSession);

export interface Database {
  /**
   * The handle modules hold: it answers through the current tenant transaction (scope.ts) and refuses outside one, so
   * every query runs under the row-level security policies of its tenant.
   */
  db: Db;
  /** Opens the tenant transactions and the named platform paths (scope.ts). */
  tenancy: Tenancy;
  /**
   * The connection as the tables' owner, past every policy: migrations, advisory locks, test fixtures. Module code
   * never uses it (it goes through `tenancy.asPlatform` with a reason).
   */
  owner: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer (health checks). */
  ping(): Promise<void>;
  /**
   * The embedded database's whole data directory as an uncompressed tarball, which `openDatabase({ template })` opens
   * again (the tests' migrated and seeded template). Undefined on PostgreSQL, whose templates are databases.
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Migrations live in apps/server/drizzle, both when running from src (tsx) and from the bundle in dist. */
export function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('migrations folder (drizzle/meta/_journal.json) not found');
}

/**
 * The two drivers hand back the same JavaScript for the same SQL. Dates and timestamps come back as text from both
 * (drizzle's own parsers); what differed is int8 — count(*), sum of integers, bigint columns read through raw SQL:
 * node-postgres gives text (it may not fit a double), PGlite a number. PGlite now gives text too, so code that passes
 * on the embedded database cannot trip over a string on PostgreSQL (test/drivers.test.ts holds both to it).
 */
const INT8 = 20;
const SAME_AS_NODE_POSTGRES = { [INT8]: (text: string) => text };

export interface OpenOptions {
  url?: string;
  dataDir: string;
  appRole?: string;
  /**
   * memory:// only: start from this dump of another embedded database (Database.dump) instead of an empty cluster.
   * Tests open their databases from one migrated and seeded template: PGlite's initdb alone costs seconds.
   */
  template?: Blob;
}

/**
 * Opens the database the configuration names and brings its schema up to date:
 * no URL → PGlite files in dataDir; 'memory://' → PGlite in memory (tests); postgres:// → a node-postgres pool.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const appRole = opts.appRole ?? DEFAULT_APP_ROLE;
  const migrationsFolder = findMigrationsFolder();
  if (opts.template && opts.url !== 'memory://') throw new Error('a database template is for memory:// only');
  if (!opts.url || opts.url === 'memory://') {
    let client: PGlite;
    const options = { extensions: { pg_trgm }, parsers: SAME_AS_NODE_POSTGRES };
    if (opts.url === 'memory://') client = new PGlite({ ...options, loadDataDir: opts.template });
    else {
      const dir = join(opts.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, options);
    }
    const owner = drizzlePglite({ client }) as unknown as Db;
    await migratePglite(owner as never, { migrationsFolder });
    await ensureAppRole(owner, appRole);
    // A session's statements each run in a short transaction of the tenant (PGlite's one connection is everyone's).
    const tenancy = new Tenancy(owner, appRole, async (tenantId, role) => {
      const set = (tx: Transaction) => tx.query(SET_TENANT_LOCAL, [tenantId, role]);
      const sessionClient = {
        query: (q: string, params?: unknown[], options?: QueryOptions) =>
          client.transaction(async (tx) => {
            await set(tx);
            return tx.query(q, params, options);
          }),
        transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
          client.transaction(async (tx) => {
            await set(tx);
            return fn(tx);
          }),
      };
      return {
        db: drizzlePglite({ client: sessionClient as unknown as PGlite }) as unknown as Db,
        release: async () => {},
      };
    });
    return {
      db: tenancy.db,
      tenancy,
      owner,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      dump: async () => client.dumpDataDir('none'),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
  // An idle client can lose its connection (server restart, failover); the pool replaces it. Unhandled, the error
  // event would end the process.
  pool.on('error', (err) => console.warn(`database pool: idle client error: ${err.message}`));
  const owner = drizzleNodePg({ client: pool }) as unknown as Db;
  // Several instances may start together: one migrates while the others wait on the advisory lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(72016001)');
    await migrateNodePg(drizzleNodePg({ client: conn }), { migrationsFolder });
    await ensureAppRole(drizzleNodePg({ client: conn }) as unknown as Db, appRole);
  } finally {
    await conn.query('select pg_advisory_unlock(72016001)').catch(() => {});
    conn.release();
  }
  // A job's session holds a connection of the pool set to its tenant (scope.ts).
  const tenancy = new Tenancy(owner, appRole, async (tenantId, role) => {
    const client = await pool.connect();
    try {
      // Session-wide (not LOCAL): every statement on this connection is the tenant's until it goes back.
      await client.query(`select set_config('app.tenant_id', $1, false), set_config('role', $2, false)`, [
        tenantId,
        role,
      ]);
    } catch (e) {
      client.release(e as Error);
      throw e;
    }
    return {
      db: drizzleNodePg({ client }) as unknown as Db,
      release: async () => {
        try {
          await client.query(`select set_config('app.tenant_id', '', false), set_config('role', 'none', false)`);
          client.release();
        } catch (e) {
          // A connection that cannot be put back as it was is closed, not returned to the pool.
          client.release(e as Error);
        }
      },
    };
  });
  return {
    db: tenancy.db,
    tenancy,
    owner,
    kind: 'postgres',
    ping: async () => {
      await owner.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
