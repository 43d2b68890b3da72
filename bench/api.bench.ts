/**
 * API benchmark (issue 2, item 13): 100,000 users and 100,000 parameters, then load on a filtered `param/list` page
 * and on `user/page`, on the embedded database and on the real PostgreSQL, side by side with the same queries issued
 * straight through the driver. Prints requests/s, p50, p99 and the API/raw ratio. Not a test: nothing here asserts.
 *
 *   node --import ./scripts/source.mjs bench/api.bench.ts [--seconds 5] [--rows 100000] [--only embedded|postgres]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server used for the PostgreSQL run;
 * a fresh database is created and dropped there.
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { generate } from './generate';
import { type LoadResult, fnLoad, httpLoad, printTable } from './load';
import { adminHeaders, answerOf, arg, freshDatabase } from './setup';

const SECONDS = Number(arg('seconds', '5'));
const ROWS = Number(arg('rows', '100000'));
const ONLY = arg('only', '');

const PARAM_QS = 'current=1&size=10&paramName=参数 4242';
const USER_QS = 'current=1&size=10';

async function runOne(kind: 'embedded' | 'postgres'): Promise<LoadResult[]> {
  const fresh = kind === 'postgres' ? await freshDatabase('flp_bench') : undefined;
  const config = loadConfig({
    DATABASE_URL: fresh?.url ?? 'memory://',
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
  });
  const app = await buildApp(config, { logger: false });
  const db = app.appContext.database.owner;
  const t0 = performance.now();
  await generate(db, { users: ROWS, params: ROWS });
  console.log(
    `[${kind}] generated ${ROWS} users and ${ROWS} params in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = await adminHeaders(base);

  // Sanity: the calls answer what we think before we time them.
  const check = await fetch(`${base}/api/blade-system/param/list?${PARAM_QS}`, { headers }).then(answerOf);
  if (check.code !== 200) throw new Error(`param/list failed: ${JSON.stringify(check)}`);
  console.log(`[${kind}] param/list filter matches ${check.data.total} rows`);

  // Each pair twice: one connection (latency of a request alone) and ten (throughput under load).
  const results: LoadResult[] = [];
  for (const conns of [1, 10]) {
    const tag = `${kind} c${conns}`;
    results.push(
      await httpLoad(
        `${tag}: API param/list (filtered)`,
        `${base}/api/blade-system/param/list?${encodeURI(PARAM_QS)}`,
        headers,
        SECONDS,
        conns,
      ),
    );
    results.push(await rawParam(tag, db, SECONDS, conns));
    results.push(
      await httpLoad(`${tag}: API user/page`, `${base}/api/blade-user/page?${USER_QS}`, headers, SECONDS, conns),
    );
    results.push(await rawUser(tag, db, SECONDS, conns));
  }
  await app.close();
  await fresh?.drop();
  return results;
}

/** The same page the API serves (rows + total), through the driver with no HTTP, auth or envelope around it. */
function rawParam(
  kind: string,
  db: import('../apps/server/src/platform/db/database').Db,
  seconds: number,
  conns: number,
) {
  return fnLoad(
    `${kind}: raw SQL param page`,
    () =>
      Promise.all([
        db.execute(sql`select * from blade_param where tenant_id = '000000' and is_deleted = 0 and param_name like '%参数 4242%'
          order by create_time desc, id desc limit 10 offset 0`),
        db.execute(
          sql`select count(*) from (select 1 from blade_param where tenant_id = '000000' and is_deleted = 0
            and param_name like '%参数 4242%' limit 10001) matching`,
        ),
      ]),
    seconds,
    conns,
  );
}

function rawUser(
  kind: string,
  db: import('../apps/server/src/platform/db/database').Db,
  seconds: number,
  conns: number,
) {
  return fnLoad(
    `${kind}: raw SQL user page`,
    () =>
      Promise.all([
        db.execute(
          sql`select * from blade_user where tenant_id = '000000' and is_deleted = 0 order by create_time desc, id desc limit 10 offset 0`,
        ),
        // The unfiltered total: the tenant's live-row counter (docs/decisions.md, "Totals that stay cheap").
        db.execute(sql`select live_rows from flp_row_count where table_name = 'blade_user' and tenant_id = '000000'`),
      ]),
    seconds,
    conns,
  );
}

async function main() {
  const all: LoadResult[] = [];
  for (const kind of ['embedded', 'postgres'] as const) {
    if (ONLY && ONLY !== kind) continue;
    try {
      all.push(...(await runOne(kind)));
    } catch (e) {
      console.log(`[${kind}] skipped: ${(e as Error).message}`);
    }
  }
  console.log(`\nAPI benchmark: ${ROWS} users, ${ROWS} params, ${SECONDS} s per run; c1 = one connection, c10 = ten\n`);
  printTable(all);
  console.log('\nratio API / raw SQL (throughput):');
  for (let i = 0; i + 1 < all.length; i += 2) {
    console.log(`  ${all[i].label.padEnd(46)} ${(all[i].rps / all[i + 1].rps).toFixed(2)}`);
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/api-${Date.now()}.json`, JSON.stringify(all, null, 2));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
