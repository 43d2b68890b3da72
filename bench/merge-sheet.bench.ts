/**
 * 合并台账 at scale (issue 30 item 6): the servicing scale data (bench/servicing-scale.ts: 100,000 IOUs of 2,000
 * lessees, every IOU's state derived through the ledger) with the lessees related in chains of five (400 groups), then
 * — one connection at a time, `--seconds` each — a page of the sheet per lessee and per group, the consolidated line,
 * a group's lines (children) and a page of IOU lines, each beside the same aggregation issued straight through the
 * driver. Target: under 500 ms per page on PostgreSQL. Not a test: nothing here asserts.
 *
 *   npm run bench -- merge-sheet [--seconds 5] [--ious 100000] [--database postgres://postgres@127.0.0.1:5432/<db>]
 * With --database the data is seeded there when it has none yet and kept (a second run measures at once); without it
 * a fresh database is made on BENCH_DATABASE_URL's server and dropped.
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { RISK_LEVEL_OPTIONS } from '@flp/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database';
import { formatDate } from '../apps/server/src/platform/db/time';
import { type LoadResult, printTable } from './load';
import { type ApiCase, measureCases, scaleServer } from './scale-server';
import { seedServicingScale } from './servicing-scale';
import { arg } from './setup';

const SECONDS = Number(arg('seconds', '5'));
const IOUS = Number(arg('ious', '100000'));
const TARGET_MS = 500;
const ID0 = 1_000_000_000_000; // the scale data's ids (bench/servicing-scale.ts)
const GROUP = 5;
const API = '/api/rzzl_qy/mergeSheet/mergesheet';

const live = sql`i.tenant_id = '000000' and i.is_deleted = 0`;
const levels = sql.raw(`ARRAY[${RISK_LEVEL_OPTIONS.map((o) => `'${o.value}'`).join(',')}]::text[]`);
const FIGURES = [
  'loan_amount',
  'cash_received',
  'received_amount',
  'credit_amount',
  'outstanding_principal',
  'overdue_principal',
  'overdue_interest',
  'penalty_amount',
  'provision',
];
/** The sheet's aggregation, written by hand: one pass over the lines per lessee (count, sums, DPD, class rank)… */
const perLessee = (where: SQL = sql`true`) =>
  sql`(select i.customer_id, count(*) n, ${sql.raw(FIGURES.map((f) => `sum(i.${f}) ${f}`).join(', '))},
    max(i.dpd) dpd, max(array_position(${levels}, i.risk_level::text)) w
    from fl_iou i where ${live} and ${where} group by i.customer_id) p`;
/** …then those added up per unit. */
const rollUp = sql`sum(p.n), ${sql.raw(FIGURES.map((f) => `sum(p.${f})::numeric(20,2)::text`).join(', '))},
  max(p.dpd), (${levels})[max(p.w)], count(*)`;
/** Each grouped lessee's group (the chain's first lessee), as the relation graph gives it. */
const groups = sql`(select customer_id, related_id as group_key from fl_customer_relation where tenant_id = '000000'
  and is_deleted = 0) g`;
const page = (key: SQL, from: SQL, offset = 0) =>
  sql`select ${key}, ${rollUp}, string_agg(p.customer_id::text, ',' order by p.customer_id), count(*) over ()
    from ${from} group by ${key} order by max(p.dpd) desc, sum(p.outstanding_principal) desc, ${key}
    limit 20 offset ${offset}`;

function cases(groupIds: string): ApiCase[] {
  const ofGroup = sql`i.customer_id = any(string_to_array(${groupIds}, ',')::bigint[])`;
  return [
    {
      name: 'sheet per lessee, page 1 of 20',
      method: 'POST',
      path: `${API}/mergeSheetComPage?current=1&size=20`,
      body: {},
      raw: [page(sql`p.customer_id`, perLessee())],
    },
    {
      name: 'sheet per group, page 1 of 20',
      method: 'POST',
      path: `${API}/mergeSheetComPage?current=1&size=20`,
      body: { groupBy: 'group' },
      raw: [
        page(
          sql`coalesce(g.group_key, p.customer_id)`,
          sql`${perLessee()} left join ${groups} on g.customer_id = p.customer_id`,
        ),
      ],
    },
    {
      name: 'sheet per lessee, page 30 of 20, overdue only',
      method: 'POST',
      path: `${API}/mergeSheetComPage?current=30&size=20`,
      body: { overdueOnly: 1 },
      raw: [
        page(
          sql`p.customer_id`,
          perLessee(
            sql`i.customer_id in (select customer_id from fl_iou where tenant_id = '000000' and is_deleted = 0 and dpd > 0)`,
          ),
          580,
        ),
      ],
    },
    {
      name: 'consolidated line (mergeSheetOne)',
      method: 'POST',
      path: `${API}/mergeSheetOne`,
      body: {},
      raw: [sql`select ${rollUp} from ${perLessee()}`],
    },
    {
      name: 'a group’s lines (mergeSheetChildren, 5 lessees)',
      method: 'GET',
      path: `${API}/mergeSheetChildren?ids=${groupIds}`,
      raw: [
        sql`select count(*), ${sql.raw(FIGURES.map((f) => `sum(i.${f})`).join(', '))} from fl_iou i where ${live} and ${ofGroup}`,
        sql`select * from fl_iou i where ${live} and ${ofGroup} order by i.dpd desc, i.create_time desc, i.id desc
          limit 10000`,
      ],
    },
    {
      name: 'IOU lines, page 1 of 20 (mergeSheetIouPage)',
      method: 'POST',
      path: `${API}/mergeSheetIouPage?current=1&size=20`,
      body: {},
      raw: [
        sql`select count(*), ${sql.raw(FIGURES.map((f) => `sum(i.${f})`).join(', '))} from fl_iou i where ${live}`,
        sql`select * from fl_iou i where ${live} order by i.dpd desc, i.create_time desc, i.id desc limit 20`,
      ],
    },
  ];
}

/** The lessees of the scale data related in chains of GROUP: n → the chain's first (a `group` relation each). */
async function relate(db: Db) {
  const [{ n }] = (
    (await db.execute(sql`select count(*)::int n from fl_customer_relation where id > ${ID0}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if (n > 0) return;
  await db.execute(sql`INSERT INTO fl_customer_relation (id, tenant_id, customer_id, related_id, relation_type,
      create_time, update_time)
    SELECT c.id, '000000', c.id, c.id - ((c.id - ${ID0} - 1) % ${GROUP}), 'group', now(), now()
    FROM fl_customer c WHERE c.tenant_id = '000000' AND c.id > ${ID0} AND (c.id - ${ID0} - 1) % ${GROUP} <> 0`);
  await db.execute(sql`ANALYZE fl_customer_relation`);
}

async function scaleIous(db: Db): Promise<number> {
  const r = (await db.execute(
    sql`select count(*)::int n from fl_iou where tenant_id = '000000' and id > ${ID0}`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0].n;
}

/** The plan's execution time, for the record. */
async function explain(db: Db, statement: SQL): Promise<string> {
  const r = (await db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Node Type': string }; 'Execution Time': number }] }[];
  };
  const [{ Plan, 'Execution Time': ms }] = r.rows[0]['QUERY PLAN'];
  return `${ms.toFixed(1)} ms (${Plan['Node Type']})`;
}

async function main() {
  const server = await scaleServer('flp_bench_merge');
  const results: LoadResult[] = [];
  const plans: string[] = [];
  try {
    const db = server.db;
    const have = await scaleIous(db);
    if (have === 0) await seedServicingScale(db, { ious: IOUS, today: formatDate(new Date(Date.now() - 86_400_000)) });
    else console.log(`using the ${have.toLocaleString('en')} IOUs already in ${server.given}`);
    await relate(db);
    await server.listen();
    const chain = Array.from({ length: GROUP }, (_, i) => String(ID0 + 1 + i)).join(',');
    const all = cases(chain);
    results.push(...(await measureCases(server, all, SECONDS)));
    for (const c of all) plans.push(`${c.name}: ${await explain(db, c.raw[0])}`);
  } finally {
    await server.close();
  }
  console.log(`\nmerge sheet at ${IOUS} IOUs, 2,000 lessees in groups of ${GROUP}, PostgreSQL, one connection\n`);
  printTable(results);
  console.log(`\nratio API p50 / raw p50, and p50 against the ${TARGET_MS} ms target:`);
  for (let i = 0; i + 1 < results.length; i += 2)
    console.log(
      `  ${results[i].label.padEnd(56)} ×${(results[i].p50 / results[i + 1].p50).toFixed(2)} raw   ${(results[i].p50 / TARGET_MS).toFixed(2)} of target`,
    );
  console.log('\nraw statements, explain analyze:');
  for (const p of plans) console.log(`  ${p}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/merge-sheet-${Date.now()}.json`, JSON.stringify({ results, plans }, null, 2));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
