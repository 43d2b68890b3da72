// Set-based reads written in SQL (aggregates the repositories do not offer): the rows of a raw query, typed.
import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows a raw SELECT answers (PGlite and node-postgres both answer `{ rows }`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
