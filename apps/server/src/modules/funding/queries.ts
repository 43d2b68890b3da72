// What treasury reads of the funding side, one statement each over the drawdowns' periods: what falls due and what is
// overdue (the reminders and warnings), per bank (count, amounts; 机构还款明细 by month), the lessees behind 保理 loans
// and those of them in trouble, and the financing ledger: by institution, and month by month the rents lessees owe
// against the instalments owed to banks, with the gap and the months that need cash.
import type { FundingMonth } from '@flp/shared';
import { type SQL, sql } from 'drizzle-orm';
import { D, type DayBasis, addDays, bankPenalty, formatMoney } from '@flp/shared/finance';
import type { Db } from '../../platform/db/database';
import { selectRows as rows } from '../../platform/db/raw';
import type { RequestContext } from '../../platform/tenancy/context';
import type { ServicingApi } from '../servicing';
import { ownBondPaybackByMonth } from './bond';

/** A period still owing something: principal or interest not yet paid. */
const OWES = sql`(p.principal > p.paid_principal OR p.interest > p.paid_interest)`;

export interface DueFilter {
  /** Periods due from today to today + days (reminders). */
  withinDays?: number;
  /** Periods past their due date (warnings). */
  overdue?: boolean;
  bankKey?: string | null;
  bankLoanId?: string | null;
  periodId?: string;
}

/** The periods owing, with their drawdown and loan, soonest first. */
export async function duePeriods(db: Db, ctx: RequestContext, today: string, f: DueFilter, limit = 500, offset = 0) {
  const parts: SQL[] = [sql`p.tenant_id = ${ctx.tenantId}`, sql`p.is_deleted = 0`, OWES];
  const windows: SQL[] = [];
  if (f.overdue) windows.push(sql`p.due_date < ${today}::date`);
  if (f.withinDays !== undefined)
    windows.push(sql`(p.due_date >= ${today}::date AND p.due_date <= ${addDays(today, f.withinDays)}::date)`);
  if (windows.length) parts.push(sql`(${sql.join(windows, sql` OR `)})`);
  if (f.bankKey) parts.push(sql`i.bank_key = ${f.bankKey}`);
  if (f.bankLoanId) parts.push(sql`i.bank_loan_id = ${f.bankLoanId}::bigint`);
  if (f.periodId) parts.push(sql`p.id = ${f.periodId}::bigint`);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    SELECT p.id::text AS id, p.period, p.due_date::text AS "dueDate", p.principal::text AS principal,
      p.interest::text AS interest, (p.principal + p.interest)::text AS total,
      (p.principal - p.paid_principal + p.interest - p.paid_interest)::numeric(18, 2)::text AS unpaid,
      GREATEST(${today}::date - p.due_date, 0)::int AS "daysOverdue",
      (p.due_date - ${today}::date)::int AS "daysToDue",
      i.id::text AS "bankIouId", i.bank_iou_no AS "bankIouNo", i.bank_key AS "bankKey", i.outstanding::text AS outstanding,
      ln.id::text AS "bankLoanId", ln.loan_contract_no AS "loanContractNo", ln.loan_type AS "loanType",
      coalesce(i.annual_rate, ln.annual_rate)::text AS "annualRate", coalesce(ln.penalty_uplift, 50)::text AS uplift,
      coalesce(ln.day_basis, 'ACT/360') AS "dayBasis",
      count(*) OVER () AS "totalRows"
    FROM fl_bank_iou_period p
    JOIN fl_bank_iou i ON i.id = p.bank_iou_id AND i.is_deleted = 0
    JOIN fl_bank_loan ln ON ln.id = i.bank_loan_id AND ln.is_deleted = 0
    WHERE ${sql.join(parts, sql` AND `)}
    ORDER BY p.due_date, i.bank_iou_no, p.period
    LIMIT ${limit} OFFSET ${offset}`,
  );
  const total = found.length ? Number(found[0].totalRows) : 0;
  return {
    rows: found.map(({ totalRows: _, annualRate, uplift, dayBasis, ...r }) => ({
      ...r,
      state: Number(r.daysOverdue) > 0 ? 'OVERDUE' : 'DUE',
      // 罚息 and 复利 accrued to today at the loan's uplift (an estimate: the bank's figure is what is paid).
      penalty: bankPenalty({
        unpaid: String(r.unpaid),
        annualRate: String(annualRate ?? 0),
        upliftPercent: String(uplift),
        days: Number(r.daysOverdue),
        dayBasis: dayBasis as DayBasis,
      }),
    })),
    total,
  };
}

/** Per bank: loans, contract amount, drawn and outstanding (countByBankKey; the cockpit's capital sources). */
export const byBank = (db: Db, ctx: RequestContext) =>
  rows<{
    bankKey: string;
    loanCount: number;
    amount: string;
    drawnAmount: string;
    outstanding: string;
    creditLine: string;
  }>(
    db,
    sql`
    SELECT bank_key AS "bankKey", count(*)::int AS "loanCount", sum(amount)::text AS amount,
      sum(coalesce(drawn_amount, 0))::text AS "drawnAmount", sum(coalesce(outstanding, 0))::text AS outstanding,
      sum(coalesce(credit_line, amount))::text AS "creditLine"
    FROM fl_bank_loan WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND flow_state = 'approved'
    GROUP BY bank_key ORDER BY sum(coalesce(outstanding, 0)) DESC, bank_key`,
  );

/**
 * The financing ledger by institution: credit line, contract amount, drawn, outstanding, the rate weighted by what is
 * outstanding, the nearest maturity and the securities (融资台账 list/page/search).
 */
export const ledgerByInstitution = (db: Db, ctx: RequestContext, bankKey?: string | null) =>
  rows<Record<string, unknown>>(
    db,
    sql`
    SELECT ln.bank_key AS "bankKey", count(*)::int AS "loanCount",
      sum(coalesce(ln.credit_line, ln.amount))::text AS "creditLine", sum(ln.amount)::text AS amount,
      sum(coalesce(ln.drawn_amount, 0))::text AS "drawnAmount", sum(coalesce(ln.outstanding, 0))::text AS outstanding,
      (sum(coalesce(ln.credit_line, ln.amount)) - sum(coalesce(ln.drawn_amount, 0)))::text AS available,
      CASE WHEN sum(coalesce(ln.outstanding, 0)) > 0
        THEN round(sum(coalesce(ln.outstanding, 0) * ln.annual_rate) / sum(coalesce(ln.outstanding, 0)), 4)::text END
        AS "weightedRate",
      min(ln.end_date) FILTER (WHERE coalesce(ln.loan_state, 'SIGNED') <> 'SETTLED')::text AS "nearestMaturity",
      string_agg(DISTINCT ln.guarantee_mode, ',') AS "guaranteeModes"
    FROM fl_bank_loan ln
    WHERE ln.tenant_id = ${ctx.tenantId} AND ln.is_deleted = 0 AND ln.flow_state = 'approved'
      ${bankKey ? sql`AND ln.bank_key = ${bankKey}` : sql``}
    GROUP BY ln.bank_key ORDER BY sum(coalesce(ln.outstanding, 0)) DESC, ln.bank_key`,
  );

/** What is owed to banks per month of due date, from `from` to `to` (principal and interest still unpaid). */
export const paybackByMonth = (db: Db, ctx: RequestContext, from: string, to: string) =>
  rows<{ month: string; principal: string; interest: string; amount: string }>(
    db,
    sql`
    SELECT to_char(p.due_date, 'YYYY-MM') AS month,
      sum(p.principal - p.paid_principal)::numeric(18, 2)::text AS principal,
      sum(p.interest - p.paid_interest)::numeric(18, 2)::text AS interest,
      sum(p.principal - p.paid_principal + p.interest - p.paid_interest)::numeric(18, 2)::text AS amount
    FROM fl_bank_iou_period p
    JOIN fl_bank_iou i ON i.id = p.bank_iou_id AND i.is_deleted = 0
    WHERE p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0 AND ${OWES}
      AND p.due_date >= ${from}::date AND p.due_date <= ${to}::date
    GROUP BY 1 ORDER BY 1`,
  );

/**
 * Everything owed on the funding side per month, from `from` to `to`: the banks' instalments (`bank`) and the
 * company's own bonds' coupons and principal (`bond`), and their sum (`amount`).
 */
export async function fundingPaybackByMonth(db: Db, ctx: RequestContext, from: string, to: string) {
  const bank = await paybackByMonth(db, ctx, from, to);
  const bonds = await ownBondPaybackByMonth(db, ctx, from, to);
  const months = [...new Set([...bank.map((b) => b.month), ...bonds.map((b) => b.month)])].sort();
  return months.map((month) => {
    const b = new D(bank.find((x) => x.month === month)?.amount ?? 0);
    const o = new D(bonds.find((x) => x.month === month)?.amount ?? 0);
    return { month, bank: formatMoney(b), bond: formatMoney(o), amount: formatMoney(b.plus(o)) };
  });
}

/** The months from `from`'s to `to`'s, as yyyy-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  const end = to.slice(0, 7);
  for (let i = 0; i < 240; i++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > end) break;
    out.push(key);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** A month of the gap: the shape the dashboards answer (getLoanFinancing), declared once in the shared definitions. */
export type GapMonth = FundingMonth;

/**
 * Month by month: rents receivable against funding due, the gap and its running sum; a month whose running sum is
 * below zero needs cash (WAVE3-BRIEF §7.2: 4.2/4.1/4.3 M against 3.0/5.5/2.8 M → +1.2, −1.4, +1.5; cumulative +1.2,
 * −0.2, +1.3 → May short).
 */
export function fundingGap(
  months: string[],
  receivable: { month: string; amount: string }[],
  payback: { month: string; amount: string }[],
): GapMonth[] {
  const at = (list: { month: string; amount: string }[], m: string) =>
    new D(list.find((x) => x.month === m)?.amount ?? 0);
  let running = new D(0);
  return months.map((month) => {
    const r = at(receivable, month);
    const p = at(payback, month);
    const gap = r.minus(p);
    running = running.plus(gap);
    return {
      month,
      receivable: formatMoney(r),
      payback: formatMoney(p),
      gap: formatMoney(gap),
      cumulative: formatMoney(running),
      short: running.lt(0),
    };
  });
}

/** The liquidity view from this month to `to`: lessees' rents owed against banks' instalments owed. */
export async function liquidity(db: Db, ctx: RequestContext, servicing: ServicingApi, today: string, to: string) {
  const from = `${today.slice(0, 7)}-01`;
  const receivable = await servicing.rentsDueByMonth(db, ctx, from, to);
  const payback = await fundingPaybackByMonth(db, ctx, from, to);
  return { receivable, payback, months: fundingGap(monthsBetween(from, to), receivable, payback) };
}

/** 机构还款明细: per bank and month, what fell due (principal, interest) and what was paid in the month. */
export const repaymentsByBankAndMonth = (db: Db, ctx: RequestContext, fromMonth: string, toMonth: string) =>
  rows<Record<string, unknown>>(
    db,
    sql`
    WITH due AS (
      SELECT i.bank_key, to_char(p.due_date, 'YYYY-MM') AS month, sum(p.principal) AS principal, sum(p.interest) AS interest
      FROM fl_bank_iou_period p JOIN fl_bank_iou i ON i.id = p.bank_iou_id AND i.is_deleted = 0
      WHERE p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0
        AND to_char(p.due_date, 'YYYY-MM') BETWEEN ${fromMonth} AND ${toMonth}
      GROUP BY 1, 2
    ), paid AS (
      SELECT r.bank_key, to_char(r.repay_date, 'YYYY-MM') AS month, sum(r.principal) AS principal, sum(r.interest) AS interest
      FROM fl_bank_repayment r
      WHERE r.tenant_id = ${ctx.tenantId} AND r.is_deleted = 0
        AND to_char(r.repay_date, 'YYYY-MM') BETWEEN ${fromMonth} AND ${toMonth}
      GROUP BY 1, 2
    )
    SELECT coalesce(due.bank_key, paid.bank_key) AS "bankKey", coalesce(due.month, paid.month) AS month,
      coalesce(due.principal, 0)::numeric(18, 2)::text AS "principalDue", coalesce(due.interest, 0)::numeric(18, 2)::text AS "interestDue",
      coalesce(paid.principal, 0)::numeric(18, 2)::text AS "principalPaid", coalesce(paid.interest, 0)::numeric(18, 2)::text AS "interestPaid"
    FROM due FULL JOIN paid ON paid.bank_key = due.bank_key AND paid.month = due.month
    ORDER BY 2, 1`,
  );

/** The underlying lease IOUs of the approved loans (or of the loans given), with what each pledges. */
export const underlying = (db: Db, ctx: RequestContext, by: { loanIds?: string[]; iouIds?: string[] } = {}) =>
  rows<{
    bankLoanId: string;
    loanContractNo: string;
    bankKey: string;
    loanType: string;
    iouId: string;
    customerId: string;
    contractId: string;
    pledgedAmount: string;
  }>(
    db,
    sql`
    SELECT ln.id::text AS "bankLoanId", ln.loan_contract_no AS "loanContractNo", ln.bank_key AS "bankKey",
      ln.loan_type AS "loanType", a.iou_id::text AS "iouId", a.customer_id::text AS "customerId",
      a.contract_id::text AS "contractId", a.pledged_amount::text AS "pledgedAmount"
    FROM fl_bank_loan_asset a JOIN fl_bank_loan ln ON ln.id = a.bank_loan_id AND ln.is_deleted = 0
    WHERE a.tenant_id = ${ctx.tenantId} AND a.is_deleted = 0
      ${
        by.loanIds
          ? by.loanIds.length
            ? sql`AND ln.id IN (${sql.join(
                by.loanIds.map((x) => sql`${x}::bigint`),
                sql`, `,
              )})`
            : sql`AND false`
          : sql`AND ln.flow_state = 'approved'`
      }
      ${
        by.iouIds
          ? by.iouIds.length
            ? sql`AND a.iou_id IN (${sql.join(
                by.iouIds.map((x) => sql`${x}::bigint`),
                sql`, `,
              )})`
            : sql`AND false`
          : sql``
      }
    ORDER BY ln.loan_contract_no, a.id`,
  );
