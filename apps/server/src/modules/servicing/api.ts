// What other modules (concentration, dashboards) may ask of the servicing ledger: figures, never its tables.
import type { ActivePortfolio } from '@flp/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { selectRows as rows } from '../../platform/db/raw';
import type { RequestContext } from '../../platform/tenancy/context';
import { businessDate } from './ledger';
import { type LesseeStanding, type RiskFigures, lesseeStandings, riskFigures } from './risk-figures';
import { draftClassChanges } from './overdue/classification';

export type { LesseeStanding, RiskFigures } from './risk-figures';

export interface CustomerExposure {
  customerId: string;
  /**
   * Outstanding principal of the customer's active IOUs (not yet due + overdue), as an exact decimal string; IOUs sold
   * without recourse (资产转让: `transferred`) are the buyer's risk and left out.
   */
  outstandingPrincipal: string;
}

/** The portfolio as it stands (IOU figures as of their `asOfDate`), amounts as exact decimal strings. */
export interface PortfolioFigures extends ActivePortfolio {
  /** Every IOU ever made (active, settled, written off): count and amount disbursed. */
  iouCount: number;
  disbursedAmount: string;
  /** The IOUs disbursed in [from, to] (loan dates). */
  periodIouCount: number;
  periodDisbursedAmount: string;
  /** Active IOUs by five-level class (only the classes present). */
  byClass: { riskLevel: string; iouCount: number; outstandingPrincipal: string }[];
}

/** Month (1–12) → amount, for one year; months without any are absent. */
export type MonthlyAmounts = { month: number; amount: string }[];

/** What the verified receipts' allocation lines paid in a month, by component (FEE, PENALTY, INTEREST, PRINCIPAL). */
export type MonthlyReceived = { month: number; component: string; amount: string }[];

/** One lessee's active position: its active IOUs and their outstanding principal. */
export interface CustomerPosition {
  customerId: string;
  iouCount: number;
  outstandingPrincipal: string;
}

/** An IOU of a lessee as 一般变更 lists it. */
export interface CustomerIou {
  id: string;
  iouNo: string;
  contractId: string;
  loanAmount: string;
  outstandingPrincipal: string;
  repaymentAccount: string | null;
  iouState: string;
}

/** A lease IOU as the funding side sees it: who owes it, what is outstanding, how it is doing. */
export interface IouPosition {
  id: string;
  iouNo: string;
  customerId: string;
  contractId: string;
  outstandingPrincipal: string;
  dpd: number;
  riskLevel: string;
  iouState: string;
  /** Whether a rent schedule is in effect for it. */
  scheduled: boolean;
}

/** A contract's claim as the ledger stands (contractClaim). */
export interface ContractClaim {
  activeIous: number;
  unpaidRent: string;
  penalty: string;
  maxDpd: number;
}

/** Month (yyyy-MM) → amount. */
export type AmountsByMonth = { month: string; amount: string }[];

/** A receipt as a lessee's bank statement is checked against it (银行流水's rent matching). */
export interface CustomerReceipt {
  id: string;
  receiptNo: string;
  receiptDate: string;
  amount: string;
  receiptKind: string;
}

export interface ServicingApi {
  /** The tenant's business date (today, or the date a demo or test tenant has fixed). */
  businessDate(db: Db, ctx: RequestContext): Promise<string>;
  /** The IOUs of the ids (any state; absent ids left out), whatever the caller's data scope. */
  iouPositions(db: Db, ctx: RequestContext, ids: readonly string[]): Promise<IouPosition[]>;
  /**
   * What lessees still owe per month of due date, from `from` to `to` (yyyy-MM-dd): the unpaid rent and fees of the
   * periods of the schedules in effect of active IOUs not sold without recourse (the liquidity view's receivables).
   */
  rentsDueByMonth(db: Db, ctx: RequestContext, from: string, to: string): Promise<AmountsByMonth>;
  /** Outstanding principal per customer, over the tenant's active IOUs not sold without recourse (none: absent). */
  exposureByCustomer(db: Db, ctx: RequestContext): Promise<CustomerExposure[]>;
  /** The tenant's portfolio figures, with the IOUs disbursed between `from` and `to` (yyyy-MM-dd, inclusive). */
  portfolio(db: Db, ctx: RequestContext, period: { from: string; to: string }): Promise<PortfolioFigures>;
  /** Amount disbursed per month of `year` (IOU loan dates). */
  disbursedByMonth(db: Db, ctx: RequestContext, year: number): Promise<MonthlyAmounts>;
  /** Interest falling due per month of `year`: the interest of the periods of the schedules in effect, by due date. */
  interestDueByMonth(db: Db, ctx: RequestContext, year: number): Promise<MonthlyAmounts>;
  /** Cash applied per month of `year` and component: allocation lines of verified receipts, by their date. */
  receivedByMonth(db: Db, ctx: RequestContext, year: number): Promise<MonthlyReceived>;
  /** Active IOUs and outstanding principal per lessee (lessees with none are absent). */
  positionsByCustomer(db: Db, ctx: RequestContext): Promise<CustomerPosition[]>;
  /** A lessee's IOUs (any state, newest first): what a change of the lessee may have to follow (一般变更's changeLoan). */
  customerIous(db: Db, ctx: RequestContext, customerId: string): Promise<CustomerIou[]>;
  /** The rents a delivered asset transfer sold, per due date (its 转付明细 added up), earliest first. */
  transferRents(db: Db, ctx: RequestContext, transferId: string): Promise<{ dueDate: string; amount: string }[]>;
  /**
   * What a contract's lessee owes as a claim (资产保全): the rent and fees still unpaid on the schedules in effect of
   * its active IOUs — due or not (accelerated) — and the 罚息 the ledger holds, with its longest days past due.
   */
  contractClaim(db: Db, ctx: RequestContext, contractId: string): Promise<ContractClaim>;
  /** The figures behind 风控指数: by class with provision, by days past due, class migration, the lessees at risk. */
  riskFigures(db: Db, ctx: RequestContext, top?: number): Promise<RiskFigures>;
  /**
   * Each lessee's standing over its active IOUs (count, outstanding, overdue, days past due, worst class, first
   * disbursement): the lessees named, or every lessee with one (租后检查 plans and fills its checks from it).
   */
  lesseeStandings(db: Db, ctx: RequestContext, customerIds?: readonly string[]): Promise<LesseeStanding[]>;
  /**
   * 风险等级维护 drafts proposing `level` for each active IOU of the lessee it would change (not its class already,
   * never below its floor), in the caller's transaction and name; staff open and save (or start) them. How many.
   */
  draftClassChanges(
    tx: Db,
    ctx: RequestContext,
    o: { customerId: string; level: string; reason: string },
  ): Promise<number>;
  /**
   * The receipts of money recorded for a lessee between `from` and `to` (到账日期, inclusive), earliest first, verified
   * or not: reversed ones left out (the money was never the lessee's payment), and the kinds where no money moved
   * (预收冲抵, 展期资本化).
   */
  customerReceipts(
    db: Db,
    ctx: RequestContext,
    customerId: string,
    from: string,
    to: string,
  ): Promise<CustomerReceipt[]>;
  /** The disbursements (IOUs, in any state) made against a contract: how many, and the amount. */
  contractDisbursements(db: Db, ctx: RequestContext, contractId: string): Promise<{ count: number; amount: string }>;
}

export function createServicingApi(_db: Db): ServicingApi {
  return {
    businessDate: (db, ctx) => businessDate(db, ctx),
    riskFigures: (db, ctx, top) => riskFigures(db, ctx, top),
    lesseeStandings: (db, ctx, ids) => lesseeStandings(db, ctx, ids),
    draftClassChanges: (tx, ctx, o) => draftClassChanges(tx, ctx, o),
    async contractClaim(db, ctx, contractId) {
      const [ious] = await rows<{ activeIous: number; penalty: string; maxDpd: number }>(
        db,
        sql`
        SELECT count(*)::int AS "activeIous", coalesce(sum(penalty_amount), 0)::numeric(20, 2)::text AS penalty,
          coalesce(max(dpd), 0)::int AS "maxDpd"
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_state = 'active'
          AND contract_id = ${contractId}::bigint`,
      );
      const [rent] = await rows<{ unpaidRent: string }>(
        db,
        sql`
        SELECT coalesce(sum(GREATEST(r.rent + coalesce(r.fee, 0) - r.paid_principal - r.paid_interest
          - coalesce(r.paid_fee, 0), 0)), 0)::numeric(20, 2)::text AS "unpaidRent"
        FROM fl_repayment_schedule_row r
        JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.effective = '1' AND s.is_deleted = 0
        JOIN fl_iou i ON i.id = r.iou_id AND i.is_deleted = 0 AND i.iou_state = 'active'
        WHERE r.tenant_id = ${ctx.tenantId} AND r.is_deleted = 0 AND r.settled_on IS NULL
          AND i.contract_id = ${contractId}::bigint`,
      );
      return { ...ious, unpaidRent: rent.unpaidRent };
    },
    iouPositions: (db, ctx, ids) =>
      ids.length === 0
        ? Promise.resolve([])
        : rows(
            db,
            sql`
        SELECT id::text AS id, iou_no AS "iouNo", customer_id::text AS "customerId", contract_id::text AS "contractId",
          coalesce(outstanding_principal, 0)::text AS "outstandingPrincipal", coalesce(dpd, 0)::int AS dpd,
          coalesce(risk_level, 'NORMAL') AS "riskLevel", iou_state AS "iouState",
          EXISTS (SELECT 1 FROM fl_repayment_schedule s WHERE s.tenant_id = fl_iou.tenant_id AND s.iou_id = fl_iou.id
            AND s.effective = '1' AND s.is_deleted = 0) AS scheduled
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0
          AND id IN (${sql.join(
            ids.map((id) => sql`${id}::bigint`),
            sql`, `,
          )})`,
          ),
    transferRents: (db, ctx, transferId) =>
      rows(
        db,
        sql`
        SELECT to_char(due_date, 'YYYY-MM-DD') AS "dueDate", sum(rent_due)::numeric(18, 2)::text AS amount
        FROM fl_asset_repayment WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND pid = ${transferId}::bigint
        GROUP BY due_date ORDER BY due_date`,
      ),
    rentsDueByMonth: (db, ctx, from, to) =>
      rows(
        db,
        sql`
        SELECT to_char(r.due_date, 'YYYY-MM') AS month,
          sum(GREATEST(r.rent + coalesce(r.fee, 0) - r.paid_principal - r.paid_interest - coalesce(r.paid_fee, 0), 0))::numeric(18, 2)::text
            AS amount
        FROM fl_repayment_schedule_row r
        JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.effective = '1' AND s.is_deleted = 0
        JOIN fl_iou i ON i.id = r.iou_id AND i.is_deleted = 0 AND i.iou_state = 'active'
          AND coalesce(i.transferred, '0') <> '1'
        WHERE r.tenant_id = ${ctx.tenantId} AND r.is_deleted = 0 AND r.settled_on IS NULL
          AND r.due_date >= ${from}::date AND r.due_date <= ${to}::date
        GROUP BY 1 ORDER BY 1`,
      ),
    async exposureByCustomer(db, ctx) {
      const res = (await db.execute(sql`
        SELECT customer_id::text AS "customerId", sum(outstanding_principal)::text AS "outstandingPrincipal"
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_state = 'active'
          AND coalesce(transferred, '0') <> '1'
        GROUP BY customer_id`)) as unknown as { rows: CustomerExposure[] };
      return res.rows;
    },

    async portfolio(db, ctx, { from, to }) {
      const [totals] = await rows<Record<string, string | number>>(
        db,
        sql`
        SELECT count(*)::int AS "iouCount",
          coalesce(sum(loan_amount), 0)::text AS "disbursedAmount",
          (count(*) FILTER (WHERE loan_date BETWEEN ${from} AND ${to}))::int AS "periodIouCount",
          coalesce(sum(loan_amount) FILTER (WHERE loan_date BETWEEN ${from} AND ${to}), 0)::text AS "periodDisbursedAmount",
          count(DISTINCT contract_id)::int AS "contractCount",
          (count(*) FILTER (WHERE iou_state = 'active'))::int AS "activeIouCount",
          (count(DISTINCT customer_id) FILTER (WHERE iou_state = 'active'))::int AS "activeCustomerCount",
          coalesce(sum(outstanding_principal) FILTER (WHERE iou_state = 'active'), 0)::text AS "outstandingPrincipal",
          coalesce(sum(overdue_principal) FILTER (WHERE iou_state = 'active'), 0)::text AS "overduePrincipal",
          coalesce(sum(overdue_interest) FILTER (WHERE iou_state = 'active'), 0)::text AS "overdueInterest",
          coalesce(sum(penalty_amount) FILTER (WHERE iou_state = 'active'), 0)::text AS "penaltyAmount",
          (count(*) FILTER (WHERE iou_state = 'active' AND dpd > 0))::int AS "overdueIouCount"
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0`,
      );
      const byClass = await rows<PortfolioFigures['byClass'][number]>(
        db,
        sql`
        SELECT coalesce(risk_level, 'NORMAL') AS "riskLevel", count(*)::int AS "iouCount",
          coalesce(sum(outstanding_principal), 0)::text AS "outstandingPrincipal"
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_state = 'active'
        GROUP BY 1`,
      );
      return { ...(totals as unknown as Omit<PortfolioFigures, 'byClass'>), byClass };
    },

    disbursedByMonth: (db, ctx, year) =>
      rows(
        db,
        sql`
        SELECT extract(month FROM loan_date)::int AS month, sum(loan_amount)::text AS amount
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND ${inYear(sql`loan_date`, year)}
        GROUP BY 1 ORDER BY 1`,
      ),

    interestDueByMonth: (db, ctx, year) =>
      rows(
        db,
        sql`
        SELECT extract(month FROM r.due_date)::int AS month, sum(r.interest)::text AS amount
        FROM fl_repayment_schedule_row r
        JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.tenant_id = r.tenant_id
        JOIN fl_iou i ON i.id = r.iou_id AND i.tenant_id = r.tenant_id
        WHERE r.tenant_id = ${ctx.tenantId} AND r.is_deleted = 0 AND s.is_deleted = 0 AND s.effective = '1'
          AND i.is_deleted = 0 AND ${inYear(sql`r.due_date`, year)}
        GROUP BY 1 ORDER BY 1`,
      ),

    receivedByMonth: (db, ctx, year) =>
      rows(
        db,
        sql`
        SELECT extract(month FROM apply_date)::int AS month, component, sum(amount)::text AS amount
        FROM fl_receipt_allocation
        WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND ${inYear(sql`apply_date`, year)}
        GROUP BY 1, 2 ORDER BY 1, 2`,
      ),

    positionsByCustomer: (db, ctx) =>
      rows(
        db,
        sql`
        SELECT customer_id::text AS "customerId", count(*)::int AS "iouCount",
          sum(outstanding_principal)::text AS "outstandingPrincipal"
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_state = 'active'
        GROUP BY customer_id`,
      ),
    customerIous: (db, ctx, customerId) =>
      rows(
        db,
        sql`
        SELECT id::text AS id, iou_no AS "iouNo", contract_id::text AS "contractId", loan_amount::text AS "loanAmount",
          outstanding_principal::text AS "outstandingPrincipal", repayment_account AS "repaymentAccount",
          iou_state AS "iouState"
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND customer_id = ${customerId}::bigint
        ORDER BY loan_date DESC, id DESC`,
      ),
    customerReceipts: (db, ctx, customerId, from, to) =>
      rows(
        db,
        sql`
        SELECT id::text AS id, receipt_no AS "receiptNo", to_char(receipt_date, 'YYYY-MM-DD') AS "receiptDate",
          amount::numeric(18, 2)::text AS amount, coalesce(receipt_kind, '') AS "receiptKind"
        FROM fl_receipt WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND customer_id = ${customerId}::bigint
          AND receipt_state <> 'reversed' AND coalesce(receipt_kind, '') NOT IN ('credit', 'capitalised') AND receipt_date >= ${from}::date AND receipt_date <= ${to}::date
        ORDER BY receipt_date, id`,
      ),
    async contractDisbursements(db, ctx, contractId) {
      const [r] = await rows<{ count: number; amount: string }>(
        db,
        sql`
        SELECT count(*)::int AS count, coalesce(sum(loan_amount), 0)::text AS amount
        FROM fl_iou WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND contract_id = ${contractId}::bigint`,
      );
      return r;
    },
  };
}

/** A date column within a calendar year (a range, so the column's index serves it). */
const inYear = (column: SQL, year: number) =>
  sql`${column} >= ${`${year}-01-01`}::date AND ${column} < ${`${year + 1}-01-01`}::date`;
