/**
 * What the scale benchmarks share (servicing, merge sheet): the server on a PostgreSQL database — the one given with
 * `--database` (kept) or a fresh one on BENCH_DATABASE_URL's server (dropped at the end) — listening with a signed-in
 * administrator, and the measurement of a call through the API beside its main statements issued straight through
 * the driver, one connection at a time.
 */
import type { AddressInfo } from 'node:net';
import type { SQL } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type LoadResult, fnLoad } from './load';
import { type Answer, adminHeaders, answerOf, arg, freshDatabase } from './setup';

/** A call measured, and what it reads as plain SQL (the floor the API is measured against). */
export interface ApiCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  raw: SQL[];
}

export async function scaleServer(prefix: string) {
  const given = arg('database', '');
  const fresh = given ? { url: given, drop: async () => {} } : await freshDatabase(prefix);
  const config = loadConfig({
    DATABASE_URL: fresh.url,
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    SEED_DEMO: 'off',
    JOBS: 'off',
  });
  const app = await buildApp(config, { logger: false });
  const db = app.appContext.database.owner;
  let base = '';
  let headers: Record<string, string> = {};
  return {
    app,
    db,
    /** The database given on the command line ('' for a fresh one). */
    given,
    /** Starts listening and signs in (after the data is there). */
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      headers = await adminHeaders(base);
    },
    /** A call as the administrator; anything but a 200 throws. */
    async call(c: Pick<ApiCase, 'name' | 'method' | 'path' | 'body'>): Promise<Answer> {
      const res = await fetch(`${base}${c.path}`, {
        method: c.method,
        headers: c.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
      });
      const json = await answerOf(res);
      if (json.code !== 200) throw new Error(`${c.name}: ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    },
    async close() {
      await app.close();
      await fresh.drop();
    },
  };
}

export type ScaleServer = Awaited<ReturnType<typeof scaleServer>>;

/** Each case through the API, then its raw statements, `seconds` each: [API, raw] per case, in order. */
export async function measureCases(server: ScaleServer, cases: ApiCase[], seconds: number): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const c of cases) {
    const { data } = await server.call(c);
    console.log(`${c.name}: total ${data?.total ?? data?.length ?? data?.count ?? '?'}`);
    const api = await fnLoad(`API ${c.name}`, () => server.call(c), seconds, 1);
    const raw = await fnLoad(`raw ${c.name}`, () => Promise.all(c.raw.map((s) => server.db.execute(s))), seconds, 1);
    console.log(`  API p50 ${api.p50} ms, p99 ${api.p99} ms; raw p50 ${raw.p50} ms, p99 ${raw.p99} ms`);
    results.push(api, raw);
  }
  return results;
}
