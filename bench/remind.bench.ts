/**
 * 提醒 and the funding side at scale (issue 31's evidence): the servicing scale data (bench/servicing-scale.ts: 100,000
 * IOUs of 2,000 lessees, states derived through the ledger) with the reminders the daily job would have recorded (every
 * unsettled period falling due within ten days, every overdue period), and 1,000 bank drawdowns of 8 quarterly periods
 * under 20 approved loans; then — one connection at a time, `--seconds` each — the account manager's reminder and
 * warning pages, the history, the bank warning list, the financing ledger and the year's gap, each beside its main
 * statements issued straight through the driver. Target: under 500 ms each on PostgreSQL. Not a test: nothing asserts.
 *
 *   npm run bench -- remind [--seconds 5] [--ious 100000] [--database postgres://postgres@127.0.0.1:5432/<db>]
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database';
import { formatDate } from '../apps/server/src/platform/db/time';
import { type LoadResult, printTable } from './load';
import { type ApiCase, measureCases, scaleServer } from './scale-server';
import { seedServicingScale } from './servicing-scale';
import { arg } from './setup';

const SECONDS = Number(arg('seconds', '5'));
const IOUS = Number(arg('ious', '100000'));
const BANK_IOUS = 1000;
const TARGET_MS = 500;
const ID0 = 1_000_000_000_000; // the scale data's ids (bench/servicing-scale.ts)
const B = sql.raw(`${ID0}::bigint`);
const R = '/api/rzzl_qy/remind/remind';
const L = '/api/rzzl_qy/bankLoan/bankloan';
const A = '/api/rzzl_qy/financingAccount/financingaccount';

async function count(db: Db, table: string): Promise<number> {
  const r = (await db.execute(
    sql.raw(`select count(*)::int n from ${table} where tenant_id = '000000'`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0].n;
}

/** The events the daily job would have recorded as of `today`, and the bank drawdowns with their schedules. */
async function seedFunding(db: Db, today: string) {
  if ((await count(db, 'fl_servicing_notice')) === 0)
    await db.execute(sql`
      INSERT INTO fl_servicing_notice (tenant_id, iou_id, period, kind, event_date, sent_on, create_time)
      SELECT '000000', r.iou_id, r.period, CASE WHEN r.overdue_days > 0 THEN 'overdue' ELSE 'reminder' END, r.due_date,
        ${today}::date, now()
      FROM fl_repayment_schedule_row r
      JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.effective = '1' AND s.is_deleted = 0
      WHERE r.tenant_id = '000000' AND r.is_deleted = 0 AND r.settled_on IS NULL
        AND (r.overdue_days > 0 OR (r.due_date > ${today}::date AND r.due_date <= ${today}::date + 10))
      ON CONFLICT DO NOTHING`);
  if ((await count(db, 'fl_bank_loan')) > 0) return;
  await db.execute(sql`
    INSERT INTO fl_bank_loan (id, tenant_id, loan_contract_no, bank_key, loan_type, amount, credit_line, start_date,
      end_date, annual_rate, day_basis, repayment_method, interest_day, drawn_amount, outstanding, loan_state,
      flow_state, create_user, create_time, update_time)
    SELECT ${B} + n, '000000', 'BENCH-JK-' || n,
      (ARRAY['ICBC','CCB','ABC','BOC','CMB'])[1 + n % 5], 'WORKING_CAPITAL', 600000000, 800000000,
      ${today}::date - 700, ${today}::date + 1100, 4.2, 'ACT/360', 'QUARTERLY_INTEREST', 20, 500000000, 500000000,
      'REPAYING', 'approved', 1, now(), now()
    FROM generate_series(1, 20) n`);
  await db.execute(sql`
    INSERT INTO fl_bank_iou (id, tenant_id, bank_loan_id, bank_iou_no, bank_key, drawdown_date, amount, end_date,
      annual_rate, repayment_method, interest_day, outstanding, iou_state, create_time, update_time)
    SELECT ${B} + 1000 + n, '000000', ${B} + 1 + n % 20, 'BENCH-JD-' || n,
      (ARRAY['ICBC','CCB','ABC','BOC','CMB'])[1 + (1 + n % 20) % 5], ${today}::date - (n % 700), 10000000,
      ${today}::date - (n % 700) + 730, 4.2, 'QUARTERLY_INTEREST', 20, 10000000, 'REPAYING', now(), now()
    FROM generate_series(1, ${BANK_IOUS}) n`);
  // Eight quarters each, interest 105,000 a quarter, the principal with the last; paid up to 90 days ago.
  await db.execute(sql`
    INSERT INTO fl_bank_iou_period (id, tenant_id, bank_iou_id, period, start_date, end_date, due_date, days, principal,
      interest, total, paid_principal, paid_interest, settled_on, create_time, update_time)
    SELECT ${B} + 100000 + n * 10 + k, '000000', ${B} + 1000 + n, k,
      ${today}::date - (n % 700) + (k - 1) * 91, ${today}::date - (n % 700) + k * 91,
      ${today}::date - (n % 700) + k * 91, 91,
      CASE WHEN k = 8 THEN 10000000 ELSE 0 END, 105000, CASE WHEN k = 8 THEN 10105000 ELSE 105000 END,
      0, CASE WHEN ${today}::date - (n % 700) + k * 91 < ${today}::date - 90 THEN 105000 ELSE 0 END,
      CASE WHEN ${today}::date - (n % 700) + k * 91 < ${today}::date - 90 AND k < 8
        THEN ${today}::date - (n % 700) + k * 91 END,
      now(), now()
    FROM generate_series(1, ${BANK_IOUS}) n, generate_series(1, 8) k`);
  await db.execute(sql`ANALYZE fl_servicing_notice`);
  await db.execute(sql`ANALYZE fl_bank_iou_period`);
  await db.execute(sql`ANALYZE fl_bank_iou`);
}

/** The reminders' read, written by hand: a page of the events with their IOU and period in effect, and the count. */
const eventsOnly = sql`FROM fl_servicing_notice n JOIN fl_iou i ON i.id = n.iou_id AND i.is_deleted = 0`;
const eventsFrom = sql`${eventsOnly}
  LEFT JOIN LATERAL (SELECT rr.due_date, rr.rent, rr.paid_principal, rr.paid_interest
    FROM fl_repayment_schedule_row rr JOIN fl_repayment_schedule s ON s.id = rr.schedule_id AND s.effective = '1'
    WHERE rr.tenant_id = n.tenant_id AND rr.iou_id = n.iou_id AND rr.period = n.period AND rr.is_deleted = 0
    LIMIT 1) r ON true`;
const events = (kinds: ReturnType<typeof sql>, history: boolean) => {
  // Paid or closed is kept on the event (migration 0040): current and history are read from its index.
  const where = sql`n.tenant_id = '000000' AND ${kinds} AND ${history ? sql`n.done` : sql`NOT n.done`}`;
  return [
    sql`SELECT n.id, n.iou_id, n.period, n.kind, n.event_date, i.iou_no, i.customer_id, i.owner, r.due_date, r.rent,
      GREATEST(r.rent - r.paid_principal - r.paid_interest, 0) unpaid ${eventsFrom} WHERE ${where}
      ORDER BY n.event_date, n.id LIMIT 20`,
    sql`SELECT count(*) FROM (SELECT 1 ${eventsOnly} WHERE ${where} LIMIT 10001) x`,
  ];
};

function cases(today: string, yearOn: string): ApiCase[] {
  const owing = sql`(p.principal > p.paid_principal OR p.interest > p.paid_interest)`;
  return [
    {
      name: '提醒 — falling due, page 1 of 20',
      method: 'GET',
      path: `${R}/page?view=reminders&current=1&size=20`,
      raw: events(sql`n.kind = 'reminder'`, false),
    },
    {
      name: '提醒 — warnings, page 1 of 20',
      method: 'GET',
      path: `${R}/page?view=warnings&current=1&size=20`,
      raw: events(sql`n.kind <> 'reminder'`, false),
    },
    {
      name: '提醒 — history, page 1 of 20',
      method: 'GET',
      path: `${R}/pageHistoryList?current=1&size=20`,
      raw: events(sql`true`, true),
    },
    {
      name: '银行借款 — overdue or due within 7 days',
      method: 'POST',
      path: `${L}/getWarnList`,
      body: { days: 7 },
      raw: [
        sql`SELECT p.*, i.bank_iou_no, ln.loan_contract_no FROM fl_bank_iou_period p
          JOIN fl_bank_iou i ON i.id = p.bank_iou_id JOIN fl_bank_loan ln ON ln.id = i.bank_loan_id
          WHERE p.tenant_id = '000000' AND p.is_deleted = 0 AND ${owing} AND p.due_date <= ${today}::date + 7
          ORDER BY p.due_date LIMIT 500`,
      ],
    },
    {
      name: '融资台账 — by institution',
      method: 'GET',
      path: `${A}/list`,
      raw: [
        sql`SELECT bank_key, count(*), sum(amount), sum(outstanding) FROM fl_bank_loan
          WHERE tenant_id = '000000' AND is_deleted = 0 AND flow_state = 'approved' GROUP BY bank_key`,
      ],
    },
    {
      name: '融资台账 — the year’s gap (100,000 IOUs against 1,000 drawdowns)',
      method: 'GET',
      path: `${A}/gap?dateTime=${yearOn}`,
      raw: [
        sql`SELECT to_char(r.due_date, 'YYYY-MM'), sum(r.rent - r.paid_principal - r.paid_interest)
          FROM fl_repayment_schedule_row r
          JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.effective = '1'
          JOIN fl_iou i ON i.id = r.iou_id AND i.iou_state = 'active'
          WHERE r.tenant_id = '000000' AND r.is_deleted = 0 AND r.settled_on IS NULL
            AND r.due_date >= ${`${today.slice(0, 7)}-01`}::date AND r.due_date <= ${yearOn}::date GROUP BY 1`,
        sql`SELECT to_char(p.due_date, 'YYYY-MM'), sum(p.principal - p.paid_principal + p.interest - p.paid_interest)
          FROM fl_bank_iou_period p WHERE p.tenant_id = '000000' AND p.is_deleted = 0 AND ${owing}
            AND p.due_date >= ${`${today.slice(0, 7)}-01`}::date AND p.due_date <= ${yearOn}::date GROUP BY 1`,
      ],
    },
  ];
}

async function main() {
  const server = await scaleServer('flp_bench_remind');
  const results: LoadResult[] = [];
  const today = formatDate(new Date(Date.now() - 86_400_000));
  const yearOn = formatDate(new Date(Date.now() + 364 * 86_400_000));
  let sizes = '';
  try {
    const db = server.db;
    if ((await count(db, 'fl_iou')) === 0) await seedServicingScale(db, { ious: IOUS, today });
    await seedFunding(db, today);
    sizes = `${(await count(db, 'fl_iou')).toLocaleString('en')} IOUs, ${(await count(db, 'fl_servicing_notice')).toLocaleString('en')} reminder events, ${(await count(db, 'fl_bank_iou')).toLocaleString('en')} bank drawdowns`;
    await server.listen();
    results.push(...(await measureCases(server, cases(today, yearOn), SECONDS)));
  } finally {
    await server.close();
  }
  console.log(`\nreminders and funding: ${sizes}, PostgreSQL, one connection\n`);
  printTable(results);
  console.log(`\nratio API p50 / raw p50, and p50 against the ${TARGET_MS} ms target:`);
  for (let i = 0; i + 1 < results.length; i += 2)
    console.log(
      `  ${results[i].label.padEnd(64)} ×${(results[i].p50 / results[i + 1].p50).toFixed(2)} raw   ${(results[i].p50 / TARGET_MS).toFixed(2)} of target`,
    );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/remind-${Date.now()}.json`, JSON.stringify({ sizes, results }, null, 2));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
