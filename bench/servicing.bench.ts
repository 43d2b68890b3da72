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
import { sql } from 'drizzle-orm';
import { formatDate } from '../apps/server/src/platform/db/time';
import { type LoadResult, printTable } from './load';
import { type ApiCase, measureCases, scaleServer } from './scale-server';
import { seedServicingScale } from './servicing-scale';
import { arg } from './setup';

const SECONDS = Number(arg('seconds', '5'));
const IOUS = Number(arg('ious', '100000'));

const live = sql`tenant_id = '000000' and is_deleted = 0`;
const CASES: ApiCase[] = [
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
  const server = await scaleServer('flp_bench_servicing');
  const results: LoadResult[] = [];
  const jobRuns: string[] = [];
  try {
    // The data as derived yesterday; the job then runs for today (a new day: penalty and DPD move on every overdue IOU).
    const today = formatDate(new Date());
    const yesterday = formatDate(new Date(Date.now() - 86_400_000));
    if (!server.given) await seedServicingScale(server.db, { ious: IOUS, today: yesterday });
    await server.listen();
    results.push(...(await measureCases(server, CASES, SECONDS)));
    // The daily job as of today (the day after the seed's), then the same day again (a quiet rerun).
    for (const label of ['daily job (first run of the day)', 'daily job (same day again)']) {
      const t0 = performance.now();
      const res = await server
        .call({ name: label, method: 'POST', path: `/api/rzzl_qy/overdue/runDaily?date=${today}`, body: {} })
        .then(
          (r) => JSON.stringify(r.data).slice(0, 300),
          (e: Error) => e.message,
        );
      jobRuns.push(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s — ${res}`);
    }
  } finally {
    await server.close();
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
