/**
 * Replays fuzz cases against a server as its administrator and reports what must never happen: a 5xx, or a refused
 * write that changed the database anyway (the whole database's fingerprint is compared around every write: every
 * call but GET, and the GET twins of calls that answer POST too).
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
  const parts = names.map(
    (n) => `select '${n}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${n}" x`,
  );
  const res = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows?: { t: string; h: string }[];
  } & {
    t: string;
    h: string;
  }[];
  return (res.rows ?? res).map((r) => `${r.t}:${r.h}`).join(',');
}

export async function runFuzz(
  app: FastifyInstance,
  cases: FuzzCase[],
  opts: { checkWrites?: boolean; onProgress?: (done: number) => void } = {},
): Promise<FuzzReport> {
  let session = await signIn(app);
  const report: FuzzReport = { requests: 0, byStatus: {}, failures: [] };
  let before = opts.checkWrites ? await databaseFingerprint(app) : '';
  // A GET at a path that also answers POST is the same call on the spec's method (readMsg, contractChange): a write
  // like its twin, so it is checked like one (and a GET that wrote does not blame the next refused write).
  const pathOf = (url: string) => url.split('?')[0];
  const posted = new Set(cases.filter((c) => c.method !== 'GET').map((c) => pathOf(c.url)));
  const writes = (c: FuzzCase) => c.method !== 'GET' || posted.has(pathOf(c.url));
  for (const c of cases) {
    const { headers, body: payload } = requestOf(c, session.token, BASIC);
    const res = await app.inject({ method: c.method, url: c.url, headers, payload });
    report.requests++;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500)
      report.failures.push(
        `${c.method} ${c.url.slice(0, 160)} [${c.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    if (opts.checkWrites && writes(c)) {
      const after = await databaseFingerprint(app);
      if (res.statusCode >= 400 && after !== before) {
        report.failures.push(
          `${c.method} ${c.url.slice(0, 160)} [${c.label}] → ${res.statusCode} but the database changed`,
        );
      }
      before = after;
    }
    // a case may have ended the session (a revoked token): sign in again rather than fuzz the sign-in page
    if (res.statusCode === 401) {
      const info = await app.inject({
        method: 'GET',
        url: '/api/blade-user/info',
        headers: { 'blade-auth': `bearer ${session.token}`, authorization: BASIC },
      });
      if (info.statusCode === 401) session = await signIn(app);
    }
    opts.onProgress?.(report.requests);
  }
  return report;
}
