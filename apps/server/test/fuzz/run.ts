/**
 * Replays fuzz cases against a server as its administrator and reports what must never happen: a 5xx, or a refused
 * request that changed the database anyway (the whole database's fingerprint is compared around every request after
 * which some transaction took an id: that is every one that wrote, or began to).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BASIC, signIn } from '../helpers';
import { type FuzzCase, requestOf } from './cases';

export interface FuzzReport {
  requests: number;
  byStatus: Record<number, number>;
  /** One line per case that answered 5xx or wrote despite refusing. */
  failures: string[];
}

/** A digest of every table's rows: equal before and after means nothing was written. */
export async function databaseFingerprint(app: FastifyInstance): Promise<string> {
  const db = app.appContext.database.owner;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '%migrations%'
        order by table_name`,
  )) as unknown as { rows?: { name: string }[] } & { name: string }[];
  const names = (tables.rows ?? tables).map((r) => r.name);
  // A count and a sum of 64-bit row hashes per table: any row added, removed or changed moves it, and unlike an
  // ordered string_agg it needs no sort and no big string (the fingerprint runs after every case that wrote).
  const parts = names.map(
    (n) => `select '${n}' as t, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as h
            from "${n}" x`,
  );
  const res = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows?: { t: string; h: string }[];
  } & {
    t: string;
    h: string;
  }[];
  return (res.rows ?? res).map((r) => `${r.t}:${r.h}`).join(',');
}

/**
 * The id the next writing transaction will take. Every change to the data takes a transaction id, so while this has
 * not moved nothing can have been written: the whole database's fingerprint is needed only after it moves.
 */
async function nextTransactionIdBySql(app: FastifyInstance): Promise<string> {
  const res = (await app.appContext.database.owner.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  )) as unknown as { rows?: { x: string }[] } & { x: string }[];
  return (res.rows ?? res)[0].x;
}

/** What of PGlite the reader below uses: its public transaction state and the exports of its PostgreSQL build. */
interface PgliteClient {
  isInTransaction(): boolean;
  Module?: { _ReadNextFullTransactionId?: () => bigint };
}

/**
 * A reader of the next transaction id for the fuzz, read after every case. On the embedded database it asks PGlite's
 * PostgreSQL itself (ReadNextFullTransactionId, which its build exports): with no transaction open, the number the SQL
 * answers, for a few microseconds where the query through the driver cost half a millisecond of CPU — a fifth of the
 * fuzz's time. While a transaction is open it asks by SQL, which waits for the transaction to end; on PostgreSQL it
 * always does. The reader is compared with the SQL once before it is trusted (and fuzz.test.ts sees it move).
 */
export async function transactionIdReader(app: FastifyInstance): Promise<() => Promise<string>> {
  const bySql = () => nextTransactionIdBySql(app);
  const { database } = app.appContext;
  const client = database.kind === 'pglite' ? (database.owner as unknown as { $client?: PgliteClient }).$client : null;
  const read = client?.Module?._ReadNextFullTransactionId;
  if (!client || typeof read !== 'function') return bySql;
  const direct = async () => (client.isInTransaction() ? bySql() : String(read()));
  const [a, b] = [await direct(), await bySql()];
  if (a !== b)
    throw new Error(`PGlite's next transaction id ${a} is not the SQL's ${b}: the fast reader cannot be used`);
  return direct;
}

export async function runFuzz(
  app: FastifyInstance,
  cases: FuzzCase[],
  opts: { checkWrites?: boolean; onProgress?: (done: number) => void } = {},
): Promise<FuzzReport> {
  let session = await signIn(app);
  const report: FuzzReport = { requests: 0, byStatus: {}, failures: [] };
  const nextTransactionId = opts.checkWrites ? await transactionIdReader(app) : async () => '';
  let before = opts.checkWrites ? await databaseFingerprint(app) : '';
  let lastXid = await nextTransactionId();
  for (const c of cases) {
    const { headers, body: payload } = requestOf(c, session.token, BASIC);
    const res = await app.inject({ method: c.method, url: c.url, headers, payload });
    report.requests++;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500)
      report.failures.push(
        `${c.method} ${c.url.slice(0, 160)} [${c.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    // Every case, GET included (some spec calls change state on GET): a transaction took an id since the last check,
    // so the whole database is compared — a refusal must have left it as it was (a rolled-back write takes an id too).
    const xid = await nextTransactionId();
    if (xid !== lastXid) {
      const after = await databaseFingerprint(app);
      if (res.statusCode >= 400 && after !== before) {
        report.failures.push(
          `${c.method} ${c.url.slice(0, 160)} [${c.label}] → ${res.statusCode} but the database changed`,
        );
      }
      before = after;
      lastXid = xid;
    }
    // a case may have ended the session (a revoked token): sign in again rather than fuzz the sign-in page
    if (res.statusCode === 401) {
      const info = await app.inject({
        method: 'GET',
        url: '/api/blade-user/info',
        headers: { 'blade-auth': `bearer ${session.token}`, authorization: BASIC },
      });
      if (info.statusCode === 401) {
        session = await signIn(app);
        // what signing in writes is not the case's doing
        if (opts.checkWrites) [before, lastXid] = [await databaseFingerprint(app), await nextTransactionId()];
      }
    }
    opts.onProgress?.(report.requests);
  }
  return report;
}
