/**
 * Totals that stay cheap (docs/decisions.md): `user/page` with its total over 1,000,000 users of one tenant on
 * PostgreSQL — unfiltered with the default sort, a selective indexed filter, unselective text filters and a custom
 * sort — one connection at a time (the latency of a request alone), each beside the same statements issued straight
 * through the driver, and beside the exact `count(*)` the page used to run. Not a test: nothing here asserts.
 *
 *   node --import ./scripts/source.mjs bench/totals.bench.ts [--seconds 3] [--rows 1000000]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; a fresh database is
 * created and dropped there.
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/platform/db/database';
import { generate } from './generate';
import { type LoadResult, fnLoad, httpLoad, printTable } from './load';
import { adminHeaders, answerOf, arg, freshDatabase } from './setup';

const SECONDS = Number(arg('seconds', '3'));
const ROWS = Number(arg('rows', '1000000'));
const CAP = 10_000;

const live = sql`tenant_id = '000000' and is_deleted = 0`;
const newest = sql`order by create_time desc nulls first, id desc nulls first limit 10 offset 0`;
const cappedCount = (where: SQL) =>
  sql`select count(*) from (select 1 from blade_user where ${where} limit ${CAP + 1}) matching`;

interface Case {
  name: string;
  qs: string;
  /** The page and its total as the server now issues them. */
  statements: SQL[];
  where: SQL;
}

const CASES: Case[] = [
  {
    name: 'unfiltered, default sort',
    qs: 'current=1&size=10',
    where: live,
    statements: [
      sql`select * from blade_user where ${live} ${newest}`,
      sql`select live_rows from flp_row_count where table_name = 'blade_user' and tenant_id = '000000'`,
    ],
  },
  ...[
    ['selective exact filter (account_equal, 1 row)', 'account_equal=bench424242', sql`account = 'bench424242'`],
    ['selective text filter (account, 1 row)', 'account=bench424242', sql`account like '%bench424242%'`],
    ['unselective text filter (realName, all rows)', 'realName=员工', sql`real_name like '%员工%'`],
    ['unselective text filter (account, 11 %)', 'account=bench1', sql`account like '%bench1%'`],
  ].map(([name, qs, cond]) => {
    const where = sql`${live} and ${cond}`;
    return {
      name: name as string,
      qs: qs as string,
      where,
      statements: [sql`select * from blade_user where ${where} ${newest}`, cappedCount(where)],
    };
  }),
  {
    name: 'custom sort (descs=real_name)',
    qs: 'current=1&size=10&descs=real_name',
    where: live,
    statements: [
      sql`select * from blade_user where ${live} order by real_name desc, id desc limit 10 offset 0`,
      sql`select live_rows from flp_row_count where table_name = 'blade_user' and tenant_id = '000000'`,
    ],
  },
];

async function main() {
  const fresh = await freshDatabase('flp_bench_totals');
  const config = loadConfig({ DATABASE_URL: fresh.url, CAPTCHA: 'off', LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
  const app = await buildApp(config, { logger: false });
  const results: LoadResult[] = [];
  try {
    const db = app.appContext.database.owner;
    const t0 = performance.now();
    await generate(db, { users: ROWS, params: 0 });
    console.log(`generated ${ROWS} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = await adminHeaders(base);
    for (const c of CASES) {
      const url = `${base}/api/blade-user/page?${encodeURI(c.qs)}`;
      const check = await fetch(url, { headers }).then(answerOf);
      if (check.code !== 200) throw new Error(`${c.name}: ${JSON.stringify(check)}`);
      const bound = check.data.totalIsLowerBound ? ' (lower bound)' : '';
      console.log(`${c.name}: total ${check.data.total}${bound}, ${check.data.records.length} records`);
      results.push(await httpLoad(`API ${c.name}`, url, headers, SECONDS, 1));
      results.push(
        await fnLoad(`raw ${c.name}`, () => Promise.all(c.statements.map((s) => db.execute(s))), SECONDS, 1),
      );
      results.push(await exactCount(db, c));
      for (const s of c.statements) console.log(`  ${await plan(db, s)}`);
    }
  } finally {
    await app.close();
    await fresh.drop();
  }
  console.log(
    `\nuser/page with its total: ${ROWS} users in one tenant, PostgreSQL, one connection, ${SECONDS} s each\n`,
  );
  printTable(results);
  console.log('\nratio API p50 / raw p50 (same statements), and the exact count(*) alone:');
  for (let i = 0; i + 2 < results.length + 1; i += 3) {
    const [api, raw, exact] = results.slice(i, i + 3);
    console.log(`  ${api.label.padEnd(50)} ${(api.p50 / raw.p50).toFixed(2)}   exact count p50 ${exact.p50} ms`);
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/totals-${Date.now()}.json`, JSON.stringify(results, null, 2));
}

/** The plan's top nodes and its execution time, one line (why a case costs what it costs). */
async function plan(db: Db, statement: SQL): Promise<string> {
  const r = (await db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[];
  };
  const [{ Plan, 'Execution Time': ms }] = r.rows[0]['QUERY PLAN'];
  const names: string[] = [];
  for (let n: PlanNode | undefined = Plan; n && names.length < 4; n = n.Plans?.[0]) {
    names.push(n['Index Name'] ? `${n['Node Type']} on ${n['Index Name']}` : n['Node Type']);
  }
  return `${ms.toFixed(2)} ms: ${names.join(' > ')}`;
}
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** What the total cost before: the exact count of every matching row. */
function exactCount(db: Db, c: Case) {
  return fnLoad(
    `exact count(*) ${c.name}`,
    () => db.execute(sql`select count(*) from blade_user where ${c.where}`),
    SECONDS,
    1,
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
