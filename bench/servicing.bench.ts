/**
 * The servicing lists and the daily job at scale (issue 15): 10^5 IOUs with 10^6 schedule rows on PostgreSQL
 * (bench/servicing-scale.ts), then — one connection at a time, `--seconds` each — the standing book page with its
 * totals, the standing book's warn list, the overdue list and the concentration warn list, each beside its main SQL
 * statements issued straight through the driver; and the daily job over every IOU, twice (the second run is the quiet
 * day: nothing changed). The old system allowed these lists 1,000,000 ms; the targets are under 500 ms for each list
 * and under 60 s for the job. Not a test: nothing here asserts.
 *
 *   npm run bench -- servicing [--ious 100000] [--seconds 5] [--database <a URL seed:scale filled>]
 * With --database the data is used as it is (seeded by `npm run seed:scale -- --today <yesterday>`) and kept.
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { formatDate } from '../apps/server/src/platform/db/time';
import { type LoadResult, fnLoad, printTable } from './load';
import { seedServicingScale } from './servicing-scale';
import { adminHeaders, answerOf, arg, freshDatabase } from './setup';

const SECONDS = Number(arg('seconds', '5'));
const IOUS = Number(arg('ious', '100000'));

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What the call reads, as plain SQL (the floor the API is measured against). */
  raw: SQL[];
}

const live = sql`tenant_id = '000000' and is_deleted = 0`;
const CASES: Case[] = [
  {
    name: 'standing book page + totals',
    method: 'POST',
    path: '/api/rzzl_qy/standingBook/standingbook/list?current=1&size=10',
    body: {},
    raw: [
      sql`select * from fl_iou where ${live} order by create_time desc, id desc limit 10`,
      sql`select count(*), sum(loan_amount), sum(received_amount), sum(outstanding_principal), sum(overdue_principal),
        sum(overdue_interest), sum(penalty_amount), sum(provision) from fl_iou where ${live}`,
    ],
  },
  {
    name: 'standing book warn list',
    method: 'POST',
    path: '/api/rzzl_qy/standingBook/standingbook/warnList?current=1&size=10',
    body: {},
    raw: [
      sql`select * from fl_iou where ${live} and iou_state = 'active' and (dpd > 0 or risk_level <> 'NORMAL')
        order by dpd desc, id limit 10`,
      sql`select count(*) from fl_iou where ${live} and iou_state = 'active' and (dpd > 0 or risk_level <> 'NORMAL')`,
    ],
  },
  {
    name: 'overdue list',
    method: 'GET',
    path: '/api/rzzl_qy/overdue/overdue/list?current=1&size=10',
    raw: [
      sql`select * from fl_iou where ${live} and iou_state = 'active' and dpd > 0 order by dpd desc, id limit 10`,
      sql`select count(*) from fl_iou where ${live} and iou_state = 'active' and dpd > 0`,
    ],
  },
  {
    name: 'concentration warn list',
    method: 'GET',
    path: '/api/rzzl_qy/concentration/warn/warnList',
    raw: [
      sql`select customer_id, sum(outstanding_principal) from fl_iou where ${live} and iou_state = 'active'
        group by customer_id`,
    ],
  },
];

async function main() {
  const given = arg('database', '');
  const fresh = given ? { url: given, drop: async () => {} } : await freshDatabase('flp_bench_servicing');
  const config = loadConfig({
    DATABASE_URL: fresh.url,
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    SEED_DEMO: 'off',
    JOBS: 'off',
  });
  const app = await buildApp(config, { logger: false });
  const results: LoadResult[] = [];
  const jobRuns: string[] = [];
  try {
    const db = app.appContext.database.owner;
    // The data as derived yesterday; the job then runs for today (a new day: penalty and DPD move on every overdue IOU).
    const today = formatDate(new Date());
    const yesterday = formatDate(new Date(Date.now() - 86_400_000));
    if (!given) await seedServicingScale(db, { ious: IOUS, today: yesterday });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { ...(await adminHeaders(base)), 'content-type': 'application/json' };
    const call = async (c: Case) => {
      const res = await fetch(`${base}${c.path}`, {
        method: c.method,
        headers,
        ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
      });
      const json = await answerOf(res);
      if (json.code !== 200) throw new Error(`${c.name}: ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    };
    for (const c of CASES) {
      const first = await call(c);
      console.log(`${c.name}: total ${first.data?.total ?? first.data?.length ?? '?'}`);
      const api = await fnLoad(`API ${c.name}`, () => call(c), SECONDS, 1);
      const raw = await fnLoad(`raw ${c.name}`, () => Promise.all(c.raw.map((s) => db.execute(s))), SECONDS, 1);
      console.log(`  API p50 ${api.p50} ms, p99 ${api.p99} ms; raw p50 ${raw.p50} ms, p99 ${raw.p99} ms`);
      results.push(api, raw);
    }
    // The daily job as of today (the day after the seed's), then the same day again (a quiet rerun).
    for (const label of ['daily job (first run of the day)', 'daily job (same day again)']) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/rzzl_qy/overdue/runDaily?date=${today}`, {
        method: 'POST',
        headers,
        body: '{}',
      }).then(answerOf);
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      jobRuns.push(
        `${label}: ${s} s — ${res.code === 200 ? JSON.stringify(res.data).slice(0, 300) : `${res.code} ${res.msg}`}`,
      );
    }
  } finally {
    await app.close();
    await fresh.drop();
  }
  console.log(
    `\nservicing at ${IOUS} IOUs (${IOUS * 10} schedule rows), PostgreSQL, one connection, ${SECONDS} s each\n`,
  );
  printTable(results);
  console.log('\nratio API p50 / raw p50:');
  for (let i = 0; i + 1 < results.length; i += 2)
    console.log(`  ${results[i].label.padEnd(40)} ${(results[i].p50 / results[i + 1].p50).toFixed(2)}`);
  for (const line of jobRuns) console.log(line);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/servicing-${Date.now()}.json`, JSON.stringify({ results, jobRuns }, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
