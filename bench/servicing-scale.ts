/**
 * Scale data for the servicing benchmarks (issue 15): N IOUs of tenant 000000 with 10 monthly periods each (10·N
 * schedule rows), their lessees and contracts, and the rent received — generated set-based with `generate_series`,
 * then every IOU's state derived through the ledger itself (refreshIous), as the daily job and the receipts would.
 *
 * The IOUs are disbursed over the two years before `today`; by their number, 7 in 10 pay each period on its due date,
 * 1 pays 20 days late, 1 stopped after three periods and 1 after the first — so the lists hold current, late, overdue
 * and written-down IOUs in every class. Schedules are 等额本金 at 6 % (principal amount/10, the last absorbing the
 * cents; interest on the opening balance at 0.5 % a month), so Σ principal = the amount exactly.
 */
import { sql } from 'drizzle-orm';
import { refreshIous } from '../apps/server/src/modules/servicing/ledger';
import type { Db } from '../apps/server/src/platform/db/database';
import { systemContext } from '../apps/server/src/platform/tenancy/context';

const ID0 = 1_000_000_000_000; // below the server's generated ids, so they never collide
const B = sql.raw(`${ID0}::bigint`);

export interface ScaleOptions {
  ious: number;
  /** The business date the data is generated around (yyyy-MM-dd). */
  today: string;
  /** IOUs derived per transaction. */
  chunk?: number;
  log?: (line: string) => void;
}

export async function seedServicingScale(db: Db, { ious, today, chunk = 1000, log = console.log }: ScaleOptions) {
  const t0 = Date.now();
  const customers = Math.max(1, Math.round(ious / 50));
  const step = async (label: string, q: ReturnType<typeof sql>) => {
    const s = Date.now();
    await db.execute(q);
    log(`  ${label}: ${((Date.now() - s) / 1000).toFixed(1)} s`);
  };
  await step(
    `${customers.toLocaleString('en')} customers`,
    sql`INSERT INTO fl_customer (id, tenant_id, id_type, compname, region_code, cust_state, create_time, update_time)
      SELECT ${B} + n, '000000', 2, '规模客户' || n,
        (ARRAY['110000','310000','440300','330100','320500','510100','420100','370200'])[1 + n % 8], '1', now(), now()
      FROM generate_series(1, ${customers}) n`,
  );
  await step(
    `${ious.toLocaleString('en')} contracts`,
    sql`INSERT INTO fl_contract (id, tenant_id, contract_no, contract_name, customer_id, contract_state, finance_amount,
        loaned_amount, periods, frequency_months, annual_rate, create_time, update_time)
      SELECT ${B} + n, '000000', 'HTS' || lpad(n::text, 7, '0'), '规模合同' || n, ${B} + 1 + n % ${customers},
        'signed', a.amount, a.amount, 10, 1, 6, now(), now()
      FROM generate_series(1, ${ious}) n, LATERAL (SELECT (100000 + (n * 7919) % 4900000)::numeric(18,2) AS amount) a`,
  );
  await step(
    `${ious.toLocaleString('en')} IOUs`,
    sql`INSERT INTO fl_iou (id, tenant_id, iou_no, contract_id, customer_id, iou_state, loan_amount, loan_date,
        start_date, end_date, periods, annual_rate, grace_days, penalty_rate, allocation_order, auto_apply_credit,
        outstanding_principal, risk_level, risk_floor, create_time, update_time)
      SELECT ${B} + n, '000000', 'JJS' || lpad(n::text, 7, '0'), ${B} + n, ${B} + 1 + n % ${customers}, 'active',
        a.amount, d.loan, d.loan, (d.loan + interval '10 months')::date, 10, 6, 0, 0.05,
        'FEE,PENALTY,INTEREST,PRINCIPAL', '0', a.amount, 'NORMAL', 'NORMAL', now(), now()
      FROM generate_series(1, ${ious}) n,
        LATERAL (SELECT (100000 + (n * 7919) % 4900000)::numeric(18,2) AS amount) a,
        LATERAL (SELECT (${today}::date - (n % 720))::date AS loan) d`,
  );
  await step(
    'schedules',
    sql`INSERT INTO fl_repayment_schedule (id, tenant_id, schedule_no, iou_id, contract_id, customer_id,
        schedule_version, effective, flow_state, effective_date, create_time, update_time)
      SELECT ${B} + n, '000000', 'JJS' || lpad(n::text, 7, '0') || '-1', ${B} + n, ${B} + n,
        ${B} + 1 + n % ${customers}, 1, '1', 'approved', i.loan_date, now(), now()
      FROM generate_series(1, ${ious}) n JOIN fl_iou i ON i.id = ${B} + n`,
  );
  await step(
    `${(ious * 10).toLocaleString('en')} schedule rows`,
    sql`INSERT INTO fl_repayment_schedule_row (id, tenant_id, schedule_id, iou_id, period, due_date, rent, principal,
        interest, fee, balance, paid_principal, paid_interest, paid_fee, paid_penalty, penalty, overdue_days,
        create_time, update_time)
      SELECT ${B} * 10 + i.id % ${B} * 10 + k, '000000', i.id, i.id, k,
        (i.loan_date + make_interval(months => k))::date,
        p.principal + p.interest, p.principal, p.interest, 0, i.loan_amount - p.paid_after, 0, 0, 0, 0, 0, 0, now(), now()
      FROM fl_iou i CROSS JOIN generate_series(1, 10) k,
        LATERAL (SELECT round(i.loan_amount / 10, 2) AS base) b,
        LATERAL (SELECT
          CASE WHEN k = 10 THEN i.loan_amount - b.base * 9 ELSE b.base END AS principal,
          round((i.loan_amount - b.base * (k - 1)) * 0.005, 2) AS interest,
          CASE WHEN k = 10 THEN i.loan_amount ELSE b.base * k END AS paid_after) p
      WHERE i.tenant_id = '000000' AND i.id > ${B}`,
  );
  // Who pays what: by the IOU's number, on time / 20 days late / stopped after 3 periods / after 1.
  await step(
    'receipts',
    sql`INSERT INTO fl_receipt (id, tenant_id, receipt_no, iou_id, contract_id, customer_id, receipt_kind,
        receipt_date, amount, payer, receipt_state, applied_amount, credit_amount, create_time, update_time)
      SELECT r.id + ${B} * 100, '000000', 'SKS' || r.id, r.iou_id, r.iou_id, i.customer_id, 'rent', pay.on_day,
        r.rent, '规模客户', 'reviewed', 0, 0, now(), now()
      FROM fl_repayment_schedule_row r JOIN fl_iou i ON i.id = r.iou_id,
        LATERAL (SELECT CASE WHEN (i.id % 10) = 7 THEN r.due_date + 20 ELSE r.due_date END AS on_day) pay
      WHERE r.tenant_id = '000000' AND i.id > ${B} AND pay.on_day <= ${today}::date
        AND NOT ((i.id % 10) = 8 AND r.period > 3) AND NOT ((i.id % 10) = 9 AND r.period > 1)`,
  );
  // The company's position for the concentration limits: net assets a fifth of the leased book.
  await step(
    'the company position',
    sql`INSERT INTO fl_concentration (id, tenant_id, report_date, total_assets, net_assets, leased_assets, cash,
        bank_deposits, treasury_bonds, fixed_income, create_time, update_time)
      SELECT ${B} + 1, '000000', ${today}::date, s * 1.3, s / 5, s, s * 0.02, s * 0.1, 0, 0, now(), now()
      FROM (SELECT sum(loan_amount) AS s FROM fl_iou WHERE tenant_id = '000000') t`,
  );
  await step('analyze', sql`ANALYZE`);
  const ctx = systemContext('000000');
  const s = Date.now();
  for (let from = 1; from <= ious; from += chunk) {
    const ids = Array.from({ length: Math.min(chunk, ious - from + 1) }, (_, i) => String(ID0 + from + i));
    await db.transaction((tx) => refreshIous(tx, ctx, ids, today, 'job'));
  }
  log(`  states derived (refreshIous, chunks of ${chunk}): ${((Date.now() - s) / 1000).toFixed(1)} s`);
  await step('analyze', sql`ANALYZE`);
  log(`scale data: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
