import type pg from 'pg';
import type { Database } from '../db/database';

/** The first key of every job lock (the second is the job's own): keeps job locks apart from other advisory locks. */
export const JOB_LOCK_NAMESPACE = 72016002;

/** The job's own lock key: FNV-1a of its code, as the signed 32-bit integer pg_try_advisory_lock(int, int) takes. */
export function lockKey(code: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(code, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Lets go of a lock taken by tryJobLock. */
export type ReleaseLock = () => Promise<void>;

/**
 * Takes the job's advisory lock without waiting: a release function, or null when someone else holds it.
 *
 * PostgreSQL (a pool): a session lock on a client of its own, held for the whole run — the job's work goes through the
 * pool's other clients, so it may commit as many transactions as it likes. Were the connection lost, the server lets
 * the lock go with it. PGlite is one embedded database that only this process opens: the lock is held in the process.
 */
export async function tryJobLock(database: Database, code: string): Promise<ReleaseLock | null> {
  const key = lockKey(code);
  if (database.kind === 'postgres') {
    const pool = (database.owner as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        JOB_LOCK_NAMESPACE,
        key,
      ]);
      if (!rows[0]?.ok) {
        client.release();
        return null;
      }
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    return async () => {
      try {
        await client.query('select pg_advisory_unlock($1, $2)', [JOB_LOCK_NAMESPACE, key]);
        client.release();
      } catch (err) {
        // Drop the connection: the server releases a dead session's locks.
        client.release(err as Error);
      }
    };
  }
  // PGlite: one process owns the database, so the lock lives in this process (a query would wait behind a job's
  // transaction on the single connection).
  const held = heldHere.get(database) ?? new Set<string>();
  heldHere.set(database, held);
  if (held.has(code)) return null;
  held.add(code);
  return async () => {
    held.delete(code);
  };
}

const heldHere = new WeakMap<Database, Set<string>>();
