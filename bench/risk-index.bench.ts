/**
 * 风控指数 at scale (issue 32 item 6's evidence): the servicing scale data (bench/servicing-scale.ts: 100,000 IOUs of
 * 2,000 lessees, every IOU's state derived through the ledger), then — one connection, `--seconds` — the overview call
 * beside the same aggregates issued straight through the driver (by class with provision, the overdue principal, the
 * DPD buckets, the lessees at risk). Target: under 500 ms on PostgreSQL. Not a test: nothing here asserts.
 *
 *   npm run bench -- risk-index [--seconds 5] [--ious 100000] [--database postgres://postgres@127.0.0.1:5432/<db>]
 * With --database the data is seeded there when it has none yet and kept (the merge sheet's database serves as well).
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { formatDate } from '../apps/server/src/platform/db/time';
import { type LoadResult, printTable } from './load';
import { measureCases, scaleServer } from './scale-server';
import { seedServicingScale } from './servicing-scale';
import { arg } from './setup';

const SECONDS = Number(arg('seconds', '5'));
const IOUS = Number(arg('ious', '100000'));
const TARGET_MS = 500;
const ID0 = 1_000_000_000_000; // the scale data's ids (bench/servicing-scale.ts)

const active = sql`tenant_id = '000000' and is_deleted = 0 and iou_state = 'active' and coalesce(transferred, '0') <> '1'`;

async function main() {
  const server = await scaleServer('flp_bench_risk');
  let results: LoadResult[] = [];
  try {
    const db = server.db;
    const r = (await db.execute(
      sql`select count(*)::int n from fl_iou where tenant_id = '000000' and id > ${ID0}`,
    )) as unknown as { rows: { n: number }[] };
    if (r.rows[0].n === 0)
      await seedServicingScale(db, { ious: IOUS, today: formatDate(new Date(Date.now() - 86_400_000)) });
    else console.log(`using the ${r.rows[0].n.toLocaleString('en')} IOUs already in ${server.given}`);
    await server.listen();
    results = await measureCases(
      server,
      [
        {
          name: 'risk overview (selectIndexzZzt)',
          method: 'GET',
          path: '/api/rzzl_qy/riskIndex/riskIndex/selectIndexzZzt',
          raw: [
            sql`select coalesce(risk_level, 'NORMAL'), count(*), sum(outstanding_principal), sum(provision)
              from fl_iou where ${active} group by 1`,
            sql`select sum(overdue_principal) from fl_iou where ${active}`,
            sql`select width_bucket(dpd, array[1, 31, 91, 181, 361]), count(*), sum(outstanding_principal),
              sum(overdue_principal) from fl_iou where ${active} and dpd > 0 group by 1`,
            sql`select customer_id, sum(outstanding_principal) from fl_iou where ${active} group by customer_id
              having max(dpd) > 0 or bool_or(coalesce(risk_level, 'NORMAL') <> 'NORMAL')
              order by 2 desc limit 10`,
          ],
        },
      ],
      SECONDS,
    );
  } finally {
    await server.close();
  }
  console.log(`\nrisk overview at ${IOUS} IOUs, PostgreSQL, one connection\n`);
  printTable(results);
  for (let i = 0; i + 1 < results.length; i += 2)
    console.log(
      `  ×${(results[i].p50 / results[i + 1].p50).toFixed(2)} raw   ${(results[i].p50 / TARGET_MS).toFixed(2)} of the ${TARGET_MS} ms target`,
    );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/risk-index-${Date.now()}.json`, JSON.stringify({ results }, null, 2));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
