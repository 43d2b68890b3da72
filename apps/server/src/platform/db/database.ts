import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

// biome-ignore lint/suspicious/noExplicitAny: one handle type for both drivers; queries are written against pg-core
export type Db = PgDatabase<PgQueryResultHKT, any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer (health checks). */
  ping(): Promise<void>;
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
 * Opens the database the configuration names and brings its schema up to date:
 * no URL → PGlite files in dataDir; 'memory://' → PGlite in memory (tests); postgres:// → a node-postgres pool.
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (!opts.url || opts.url === 'memory://') {
    let client: PGlite;
    const extensions = { pg_trgm };
    if (opts.url === 'memory://') client = new PGlite({ extensions });
    else {
      const dir = join(opts.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, { extensions });
    }
    const db = drizzlePglite({ client }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
  // An idle client can lose its connection (server restart, failover); the pool replaces it. Unhandled, the error
  // event would end the process.
  pool.on('error', (err) => console.warn(`database pool: idle client error: ${err.message}`));
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  // Several instances may start together: one migrates while the others wait on the advisory lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(72016001)');
    await migrateNodePg(drizzleNodePg({ client: conn }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(72016001)').catch(() => {});
    conn.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
