// The servicing ledger's core: an IOU and its schedule are created from terms; an IOU's state as of a date is derived
// from its schedule in effect and its verified receipts by replay (finance/allocation.ts) — never piled up — and
// written back in bulk: the allocation lines, each period's paid / penalty / overdue figures, the IOU's totals and
// class. Every path that changes money (verification, reversal, the daily job) ends in refreshIous.
//
// The ledger is derived whole: its reads (the IOU, its periods, every counted receipt, its stored lines and history)
// see every row of the tenant whatever the caller may list — a data-scoped account manager saving a remark on his
// IOU must not re-derive it from the receipts his scope shows. So each entry point here widens the context it is
// given itself (`whole`), and no caller can hand it a scoped one; tenant and audit stay the caller's. What is answered
// to the caller (pages, details) is read with the caller's own context elsewhere.
import { IOU_STATES, scheduleOfTerms } from '@flp/shared';
import {
  D,
  type Decimal,
  type Component,
  type Instalment,
  type Payment,
  type RiskLevel,
  type ServicingState,
  ZERO,
  allocatePayments,
  classifyByDpd,
  formatMoney,
  graceFor,
  graceOverridesOf,
  provisionFor,
  severity,
} from '@flp/shared/finance';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Row, RowSource } from '../../platform/crud/repository';
import { type Db, isEmbedded } from '../../platform/db/database';
import { formatDate, nowString } from '../../platform/db/time';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { NumberingService } from '../numbering';
import { numberParams, paramValue, platformParamValue } from '../system/params';
import { type IouRow, type LoanRow, type PeriodRow, type ReceiptRow, servicingRepos } from './repos';

/** The caller's context beyond their data scope: what every read feeding a derivation or a write uses. */
const whole = beyondDataScope;

export const SERVICING_PARAMS = {
  /** A fixed business date (yyyy-MM-dd) for a demo or test tenant; empty: today. */
  businessDate: 'servicing.businessDate',
  substandard: { key: 'risk.class.substandardDays', fallback: 90 },
  doubtful: { key: 'risk.class.doubtfulDays', fallback: 270 },
  loss: { key: 'risk.class.lossDays', fallback: 360 },
} as const;

/** The platform tenant's parameter listing the demo / test tenants (comma-separated tenant IDs). */
export const DEMO_TENANTS_PARAM = 'servicing.demoTenants';

/** Whether the platform's administrators listed the tenant as a demo or test tenant (the demo seed lists 000000). */
export async function listedDemoTenant(db: Db, tenantId: string): Promise<boolean> {
  const listed = await platformParamValue(db, DEMO_TENANTS_PARAM);
  return (listed ?? '').split(/[\s,，]+/).includes(tenantId);
}

/**
 * The tenant's business date: the one fixed for a demo or test tenant, else today. A date fixed in any other tenant
 * (its administrators can reach the raw parameter in 参数管理) is ignored.
 */
export async function businessDate(db: Db, ctx: RequestContext): Promise<string> {
  // The tenant's parameter, whatever the caller may list in 参数管理.
  const fixed = await paramValue(db, whole(ctx), SERVICING_PARAMS.businessDate);
  return fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed) && (await listedDemoTenant(db, ctx.tenantId))
    ? fixed
    : formatDate(new Date());
}

/** The tenant's classification thresholds (DPD strictly above each), whatever the caller may list in 参数管理. */
export async function thresholdsOf(db: Db, caller: RequestContext) {
  const { substandard, doubtful, loss } = SERVICING_PARAMS;
  return numberParams(db, whole(caller), { substandard, doubtful, loss });
}

const money = (x: Decimal) => formatMoney(x);
const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));

export interface NewIou {
  /** The approved disbursement (fl_loan row; the tests give the fields they need). */
  loan: Partial<LoanRow> & Pick<LoanRow, 'id'>;
  /** The contract it draws on (customer, project and the terms the loan does not give). */
  contract: Row;
}

/**
 * The IOU of an approved disbursement and its first schedule (a draft until the `repayment` family approves it): the
 * contract's terms, overridden by every term the disbursement gives, on the disbursed amount, from the 起租日 (the
 * loan's, else the contract's, else the disbursement date). Throws FinanceInputError for terms the engine refuses.
 */
export async function createIou(tx: Db, ctx: RequestContext, { loan, contract }: NewIou) {
  const terms: Row = {};
  for (const [k, v] of Object.entries(contract)) terms[k] = v;
  for (const [k, v] of Object.entries(loan)) if (v !== null && v !== undefined && v !== '') terms[k] = v;
  terms.financeAmount = loan.loanAmount;
  terms.startDate = (loan.startDate || contract.startDate || loan.loanDate) as string;
  const out = scheduleOfTerms(terms, String(loan.loanDate));
  const termsKept = Object.fromEntries(
    [
      'financeAmount',
      'periods',
      'frequencyMonths',
      'annualRate',
      'dayBasis',
      'rentMethod',
      'payIn',
      'startDate',
      'firstDueDate',
      'deposit',
      'depositUse',
      'fee',
      'feeMode',
      'purchasePrice',
      'residualValue',
      'graceMonths',
      'graceType',
      'penaltyRate',
      'settleInterestRule',
      'breakFeeRate',
    ].map((k) => [k, terms[k] ?? null]),
  );
  const iou = await servicingRepos.iou.insert(tx, ctx, {
    iouNo: await NumberingService.next(tx, ctx, 'iou'),
    contractId: contract.id,
    projectId: contract.projectId,
    customerId: contract.customerId,
    loanId: loan.id,
    // 还款中 from the start (the definition's initial state), before its schedule takes effect too.
    iouState: IOU_STATES.active,
    owner: contract.owner ?? loan.owner ?? ctx.userId,
    loanAmount: loan.loanAmount,
    loanDate: loan.loanDate,
    startDate: terms.startDate,
    endDate: out.rows.at(-1)?.dueDate ?? terms.startDate,
    periods: terms.periods,
    annualRate: terms.annualRate,
    terms: termsKept,
    graceDays: loan.graceDays ?? 0,
    penaltyRate: terms.penaltyRate ?? '0.05',
    // The servicing options' defaults, stored so that the screens show them (deriveState assumes the same).
    allocationOrder: ORDER_DEFAULT,
    autoApplyCredit: '0',
    outstandingPrincipal: loan.loanAmount,
    riskLevel: 'NORMAL',
    riskFloor: 'NORMAL',
  });
  const schedule = await insertSchedule(tx, ctx, iou, out, { version: 1, repaymentType: terms.rentMethod });
  return { iou, schedule };
}

type CalculatorOut = ReturnType<typeof scheduleOfTerms>;

/** The figures a schedule record keeps of the calculator's answer (its totals and IRR). */
export const scheduleFigures = (out: CalculatorOut) => ({
  principalTotal: out.totals.principal,
  interestTotal: out.totals.interest,
  rentTotal: out.totals.rent,
  feeTotal: out.totals.fee,
  irr: out.irr.nominalAnnual === null ? null : new D(out.irr.nominalAnnual).times(100).toDecimalPlaces(4).toString(),
});

/** A schedule version of an IOU with its rows (a draft: `activateSchedule` puts it in effect). */
export async function insertSchedule(
  tx: Db,
  ctx: RequestContext,
  iou: IouRow,
  out: CalculatorOut,
  opts: { version: number; repaymentType?: unknown; remark?: string; terms?: Row },
) {
  const schedule = await servicingRepos.schedule.insert(tx, ctx, {
    scheduleNo: `${iou.iouNo}-${opts.version}`,
    iouId: iou.id,
    contractId: iou.contractId,
    customerId: iou.customerId,
    owner: iou.owner ?? null,
    scheduleVersion: opts.version,
    repaymentType: opts.repaymentType ?? null,
    // The terms this version is made on (a 红冲 back to it restores them).
    terms: opts.terms ?? iou.terms ?? null,
    effective: '0',
    ...scheduleFigures(out),
    remark: opts.remark ?? null,
    flowState: 'draft',
  });
  await insertScheduleRows(tx, ctx, iou, schedule.id, out);
  return schedule;
}

/** The calculator's rows as the schedule's periods. */
export async function insertScheduleRows(
  tx: Db,
  ctx: RequestContext,
  iou: IouRow,
  scheduleId: string,
  out: CalculatorOut,
) {
  await servicingRepos.scheduleRow.insertMany(
    tx,
    ctx,
    out.rows.map((r) => ({
      scheduleId,
      iouId: iou.id,
      period: r.period,
      dueDate: r.dueDate,
      rent: r.rent,
      principal: r.principal,
      interest: r.interest,
      fee: r.fee,
      purchasePrice: r.purchasePrice,
      balance: r.closingBalance,
    })),
  );
}

/** A period as a new schedule version keeps it (money as decimal strings). */
export interface PlannedPeriod {
  period: number;
  dueDate: string;
  rent: string;
  principal: string;
  interest: string;
  fee: string;
  purchasePrice: string;
  balance: string;
}

/** What a period plans, and what the replay derives of it. */
const PLAN_COLUMNS = ['dueDate', 'rent', 'principal', 'interest', 'fee', 'purchasePrice', 'balance'] as const;
const DERIVED_COLUMNS = [
  'paidPrincipal',
  'paidInterest',
  'paidFee',
  'paidPenalty',
  'penalty',
  'overdueDays',
  'settledOn',
] as const;

/** What the ledger reads of a period (ledgerRows): whose it is, what it plans and what the replay derives of it. */
const PERIOD_KEYS = ['id', 'scheduleId', 'iouId', 'period', ...PLAN_COLUMNS, ...DERIVED_COLUMNS] as const;
export type LedgerPeriod = Pick<PeriodRow, (typeof PERIOD_KEYS)[number]>;

/** What the ledger reads of a receipt (ledgerReceipts): what the replay, its figures and the screens ask of it. */
const RECEIPT_KEYS = [
  'id',
  'iouId',
  'receiptNo',
  'receiptKind',
  'receiptDate',
  'amount',
  'appliedAmount',
  'creditAmount',
] as const;
export type LedgerReceipt = Pick<ReceiptRow, (typeof RECEIPT_KEYS)[number]>;

/**
 * A change's new schedule version of an IOU (提前结清, 展期 …), approved by the change's own chain: numbered after the
 * IOU's latest, keeping the terms it is made on (a 红冲 back to the version before restores those), put in effect as
 * of the business date — the one before superseded, the IOU derived again on it.
 */
export async function insertChangedVersion(
  tx: Db,
  caller: RequestContext,
  iou: IouRow,
  rows: PlannedPeriod[],
  opts: {
    remark: string;
    terms?: Row;
    /**
     * The periods in effect as the caller read them in this transaction (its fresh price's), else read here. What they
     * carry is a head start only: the replay on the new version writes whatever differs from what it derives.
     */
    inEffect?: LedgerPeriod[];
  },
) {
  const ctx = whole(caller);
  const s = servicingRepos.schedule;
  const [latest] = await s.list(tx, ctx, {
    where: [eq(s.col('iouId'), iou.id)],
    query: { descs: 'scheduleVersion' },
    limit: 1,
  });
  const version = Number(latest?.scheduleVersion ?? 0) + 1;
  const sum = (k: 'principal' | 'interest' | 'rent' | 'fee') => money(rows.reduce((a, r) => a.plus(r[k]), ZERO));
  const schedule = await s.insert(tx, ctx, {
    scheduleNo: `${iou.iouNo}-${version}`,
    iouId: iou.id,
    contractId: iou.contractId,
    customerId: iou.customerId,
    owner: iou.owner ?? null,
    scheduleVersion: version,
    repaymentType: latest?.repaymentType ?? null,
    terms: opts.terms ?? iou.terms ?? null,
    effective: '0',
    principalTotal: sum('principal'),
    interestTotal: sum('interest'),
    rentTotal: sum('rent'),
    feeTotal: sum('fee'),
    irr: null,
    remark: opts.remark,
    flowState: 'approved',
  });
  // A period planned as it stood keeps what the replay derived of it (paid, 罚息, days late): the replay on the new
  // version then writes only the periods that moved.
  const before = new Map((opts.inEffect ?? (await ledgerRows(tx, ctx, [iou.id]))).map((r) => [Number(r.period), r]));
  // Each period written whole as one literal (a derived column of nothing is NULL, as one not given): spreading the
  // plan and adding the derived columns to it cost ~10 µs a row (a new object shape each time), 4 ms a version.
  const periods = rows.map((r) => {
    const was = before.get(r.period);
    const same = was !== undefined && PLAN_COLUMNS.every((k) => String(was[k] ?? '') === String(r[k] ?? ''));
    return {
      period: r.period,
      dueDate: r.dueDate,
      rent: r.rent,
      principal: r.principal,
      interest: r.interest,
      fee: r.fee,
      purchasePrice: r.purchasePrice,
      balance: r.balance,
      paidPrincipal: same ? (was.paidPrincipal ?? null) : null,
      paidInterest: same ? (was.paidInterest ?? null) : null,
      paidFee: same ? (was.paidFee ?? null) : null,
      paidPenalty: same ? (was.paidPenalty ?? null) : null,
      penalty: same ? (was.penalty ?? null) : null,
      overdueDays: same ? (was.overdueDays ?? null) : null,
      settledOn: same ? (was.settledOn ?? null) : null,
      scheduleId: schedule.id,
      iouId: iou.id,
    };
  });
  await servicingRepos.scheduleRow.insertMany(tx, ctx, periods);
  await activateSchedule(tx, ctx, schedule.id, await businessDate(tx, ctx));
  return schedule;
}

/** Puts a schedule in effect for its IOU (the one before it superseded) and derives the IOU's state on it. */
export async function activateSchedule(tx: Db, caller: RequestContext, scheduleId: string, asOf: string) {
  const ctx = whole(caller);
  const repo = servicingRepos.schedule;
  const schedule = await repo.lockById(tx, ctx, scheduleId);
  // Those in effect superseded, then this one in effect, each row written as the repository's update writes it (its
  // author, time and version): two statements, not a list and a read and a write per row (no unique key or immutable
  // field of a schedule is among these).
  const stamp = () => ({ updateUser: ctx.userId, updateTime: nowString(), version: sql`${repo.col('version')} + 1` });
  await tx
    .update(repo.table)
    .set({ effective: '0', flowState: 'superseded', ...stamp() })
    .where(repo.scope(ctx, eq(repo.col('iouId'), schedule.iouId as string), eq(repo.col('effective'), '1')));
  await tx
    .update(repo.table)
    .set({ effective: '1', effectiveDate: asOf, ...stamp() })
    .where(repo.scope(ctx, eq(repo.col('id'), scheduleId)));
  await refreshIous(tx, ctx, [schedule.iouId as string], asOf);
}

/**
 * The periods of the IOU's schedule in effect (none before its first schedule is approved), every one of them: the
 * tenant's condition only, whatever the caller's data scope.
 */
export async function effectiveRows(db: Db, ctx: RequestContext, iouIds: string[]) {
  if (iouIds.length === 0) return [];
  return servicingRepos.scheduleRow.selectRows(db, inEffect(ctx, iouIds)) as Promise<PeriodRow[]>;
}

/** The periods in effect (effectiveRows) as the ledger reads them: the columns it uses, not the audit ones. */
export async function ledgerRows(db: Db, ctx: RequestContext, iouIds: string[]): Promise<LedgerPeriod[]> {
  if (iouIds.length === 0) return [];
  return servicingRepos.scheduleRow.selectRows(db, inEffect(ctx, iouIds), PERIOD_KEYS);
}

const inEffect = (ctx: RequestContext, iouIds: string[]): RowSource => {
  const s = servicingRepos.schedule;
  const r = servicingRepos.scheduleRow;
  return {
    from: sql`${r.table} INNER JOIN ${s.table} ON ${eq(s.col('id'), r.col('scheduleId'))}`,
    where: and(
      r.tenantScope(ctx, inArray(r.col('iouId'), iouIds)),
      eq(s.col('effective'), '1'),
      eq(s.col('isDeleted'), 0),
    ),
    orderBy: sql`${r.col('iouId')}, ${r.col('period')}`,
  };
};

/** A stored receipt's id (ids grow as receipts are entered); one not yet entered comes after all of them. */
export const entryKey = (r: Row) => (/^\d+$/.test(String(r.id)) ? BigInt(String(r.id)) : NOT_ENTERED);
const NOT_ENTERED = 2n ** 128n;

/** The order the replay applies receipts in: by date received, then as entered (the receipts preview agrees). */
export function replayOrder(a: Row, b: Row) {
  const byDate = String(a.receiptDate).localeCompare(String(b.receiptDate));
  if (byDate) return byDate;
  const ka = entryKey(a);
  const kb = entryKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The receipts that count (verified or reviewed, not reversed) of the IOUs, in date order: rent, and the staff's
 * applications of held credit (kind `credit`: only their dates matter to the replay, see deriveState), one day's in
 * the order they were entered. All of them, beyond the caller's data scope: a sum over the receipts one may see is
 * not the IOU's.
 */
export async function countedReceipts(db: Db, caller: RequestContext, iouIds: string[]) {
  if (iouIds.length === 0) return [];
  return (await servicingRepos.receipt.selectRows(db, counted(caller, iouIds))).sort(replayOrder);
}

/** The counted receipts (countedReceipts) as the ledger reads them: the columns it uses. */
export async function ledgerReceipts(db: Db, caller: RequestContext, iouIds: string[]): Promise<LedgerReceipt[]> {
  if (iouIds.length === 0) return [];
  return (await servicingRepos.receipt.selectRows(db, counted(caller, iouIds), RECEIPT_KEYS)).sort(replayOrder);
}

const counted = (caller: RequestContext, iouIds: string[]): RowSource => {
  const r = servicingRepos.receipt;
  const where = r.scope(
    whole(caller),
    inArray(r.col('iouId'), iouIds),
    inArray(r.col('receiptState'), ['verified', 'reviewed']),
    inArray(r.col('receiptKind'), REPLAYED_KINDS),
  );
  return { from: sql`${r.table}`, where };
};

const ORDER_DEFAULT = 'FEE,PENALTY,INTEREST,PRINCIPAL';

/** The receipt kinds the replay reads: what pays periods, and the dates held credit was applied (`credit`). */
export const REPLAYED_KINDS = ['rent', 'credit', 'capitalised'];

/** The receipts that pay periods: rent, and what an extension capitalised (a payment without money). */
const PAYING_KINDS = new Set(['rent', 'capitalised']);

/** An IOU's state as of a date from its periods and receipts (pure: the same replay the job and the screens use). */
export function deriveState(iou: IouRow, rows: LedgerPeriod[], receipts: Row[], asOf: string): ServicingState {
  // As instalmentsFromSchedule: the last period also asks for the purchase price (with the fees) and for the residual
  // its balance was left at (principal). Each period has its grace: the IOU's, or what a 宽限期调整 granted it.
  const last = rows.reduce((m, r) => Math.max(m, Number(r.period)), 0);
  const graceDays = iou.graceDays ?? 0;
  const overrides = graceOverridesOf(iou.graceOverrides);
  const instalments: Instalment[] = rows.map((r) => {
    const principal = dec(r.principal);
    const capitalised = !principal.isZero() && principal.isNegative();
    const isLast = Number(r.period) === last;
    return {
      period: Number(r.period),
      dueDate: String(r.dueDate),
      principal: capitalised ? ZERO : isLast ? principal.plus(dec(r.balance)) : principal,
      interest: capitalised ? dec(r.interest).plus(principal) : dec(r.interest),
      fee: isLast ? dec(r.fee).plus(dec(r.purchasePrice)) : dec(r.fee),
      graceDays: graceFor(graceDays, overrides, Number(r.period), String(r.dueDate)),
    };
  });
  const counted = receipts.filter((p) => String(p.receiptDate) <= asOf);
  const payments: Payment[] = counted
    .filter((p) => PAYING_KINDS.has(String(p.receiptKind ?? 'rent')))
    .map((p) => ({ id: String(p.id), date: String(p.receiptDate), amount: String(p.amount) }));
  // Overpayment is held until staff apply it (a `credit` receipt records the date), unless the IOU applies it itself.
  const creditApplications = counted.filter((p) => p.receiptKind === 'credit').map((p) => String(p.receiptDate));
  return allocatePayments(instalments, payments, {
    disbursementDate: String(iou.loanDate),
    asOf,
    order: String(iou.allocationOrder || ORDER_DEFAULT).split(',') as Component[],
    overpayment: iou.autoApplyCredit === '1' ? 'CREDIT' : 'HOLD',
    creditApplications,
    penalty: { dailyRate: dec(iou.penaltyRate).div(100).toString(), graceDays },
    graceDays,
    ...(iou.settledDate && iou.iouState !== 'active' ? { penaltyStopDate: iou.settledDate } : {}),
  });
}

/** The IOU's figures from a derived state (what refreshIous writes on the IOU). */
export function iouFigures(
  iou: IouRow,
  state: ServicingState,
  thresholds: { substandard: number; doubtful: number; loss: number },
  nonCash: ReadonlySet<string> = new Set(),
) {
  let outstandingPrincipal = ZERO;
  let overduePrincipal = ZERO;
  let overdueInterest = ZERO;
  let penalty = ZERO;
  let received = ZERO;
  let cash = ZERO;
  for (const p of state.payments) if (!p.reversed && !nonCash.has(p.id)) cash = cash.plus(p.amount);
  let overduePeriods = 0;
  let allSettled = state.periods.length > 0;
  // Sums over a long IOU's periods, most of which owe nothing: a 0 added leaves a sum as it is (nothing to round).
  const add = (sum: Decimal, x: Decimal) => (x.isZero() ? sum : sum.plus(x));
  for (const p of state.periods) {
    outstandingPrincipal = add(outstandingPrincipal, p.outstanding.principal);
    penalty = add(penalty, p.outstanding.penalty);
    received = add(add(add(add(received, p.paid.fee), p.paid.penalty), p.paid.interest), p.paid.principal);
    if (p.daysPastDue > 0) {
      overduePeriods++;
      overduePrincipal = add(overduePrincipal, p.outstanding.principal);
      overdueInterest = add(overdueInterest, p.outstanding.interest);
    }
    if (!p.settledOn) allSettled = false;
  }
  const byDays = classifyByDpd(state.daysPastDue, thresholds).level;
  // A restructured IOU keeps the class it had then until its observation period ends (it may worsen, not improve).
  const held = iou.restructuredUntil && state.asOf <= String(iou.restructuredUntil) ? iou.restructuredLevel : null;
  const floor: RiskLevel = held && severity(held as RiskLevel) > severity(byDays) ? (held as RiskLevel) : byDays;
  const manual = (iou.riskManual as RiskLevel | null) || null;
  const level: RiskLevel = manual && severity(manual) > severity(floor) ? manual : floor;
  const settledOn = allSettled
    ? state.periods.reduce((m, p) => (p.settledOn && p.settledOn > m ? p.settledOn : m), '')
    : null;
  return {
    asOfDate: state.asOf,
    cashReceived: money(cash),
    receivedAmount: money(received),
    outstandingPrincipal: money(outstandingPrincipal),
    overduePrincipal: money(overduePrincipal),
    overdueInterest: money(overdueInterest),
    penaltyAmount: money(penalty),
    creditAmount: money(state.credit),
    overduePeriods,
    dpd: state.daysPastDue,
    riskFloor: floor,
    riskLevel: level,
    provision: money(provisionFor(outstandingPrincipal, level)),
    ...(iou.iouState === 'writtenOff'
      ? {}
      : settledOn
        ? { iouState: 'settled', settledDate: settledOn }
        : { iouState: 'active', settledDate: null }),
  };
}

export type Thresholds = Awaited<ReturnType<typeof thresholdsOf>>;

/**
 * An IOU as of a date: the replay of its periods and counted receipts, and the figures it makes. The one evaluation —
 * the daily job and every refresh write what it answers; the any-date view (iou/evaluate) answers it and writes nothing.
 */
export function evaluate(iou: IouRow, rows: LedgerPeriod[], receipts: Row[], asOf: string, thresholds: Thresholds) {
  const state = deriveState(iou, rows, receipts, asOf);
  // What an extension capitalised paid its periods, but no money came in.
  const nonCash = new Set(receipts.filter((r) => r.receiptKind === 'capitalised').map((r) => String(r.id)));
  return { state, figures: iouFigures(iou, state, thresholds, nonCash) };
}

/** An IOU as of any date, read-only: its schedule in effect and counted receipts, read beyond the caller's scope. */
export async function evaluateAsOf(db: Db, caller: RequestContext, iou: IouRow, asOf: string, thresholds?: Thresholds) {
  const ctx = whole(caller);
  const rows = await ledgerRows(db, ctx, [iou.id]);
  const receipts = await ledgerReceipts(db, ctx, [iou.id]);
  const used = thresholds ?? (await thresholdsOf(db, ctx));
  return { rows, receipts, thresholds: used, ...evaluate(iou, rows, receipts, asOf, used) };
}

/**
 * Rows for a bulk UPDATE … FROM as one JSON parameter and its record type (every column text, cast where it is set):
 * a VALUES list of thousands of parameters cost more to build than the update took.
 */
const recordsOf = (names: readonly string[], rows: unknown[][]) => {
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i] ?? null]))));
  return sql`jsonb_to_recordset(${json}::jsonb) AS v(${sql.raw(names.map((n) => `${n} text`).join(', '))})`;
};

/**
 * Derives the IOUs' state as of `asOf` and writes what changed: allocation lines (replaced for an IOU whose lines
 * differ), periods, receipts' applied / credit amounts, IOU figures and — when the class, the floor or the overdue
 * count moved — a history row. Loads the set in a few queries and writes in bulk, comparing with what is stored so a
 * day on which little moved writes little; the daily job calls it with chunks of IOUs. IOUs without a schedule in
 * effect are left as they are. Reads and writes beyond the caller's data scope (see the head of this file).
 */
export async function refreshIous(
  tx: Db,
  caller: RequestContext,
  iouIds: string[],
  asOf: string,
  source: 'job' | 'receipt' | 'manual' | 'approval' = 'receipt',
) {
  if (iouIds.length === 0) return [];
  const ctx = whole(caller);
  const thresholds = await thresholdsOf(tx, ctx);
  const ious = await servicingRepos.iou.findIds(tx, ctx, iouIds);
  const rowsBy = groupBy(await ledgerRows(tx, ctx, iouIds), 'iouId');
  const receipts = await ledgerReceipts(tx, ctx, iouIds);
  const receiptsBy = groupBy(receipts, 'iouId');
  const linesBy = await storedLines(tx, ctx, iouIds);
  const added: Row[] = [];
  const removed: string[] = [];
  const periodValues: unknown[][] = [];
  const results: { iou: IouRow; state: ServicingState; figures: ReturnType<typeof iouFigures> }[] = [];
  for (const iou of ious) {
    const id = iou.id;
    const rows = rowsBy.get(id);
    if (!rows?.length) continue;
    const { state, figures } = evaluate(iou, rows, receiptsBy.get(id) ?? [], asOf, thresholds);
    results.push({ iou, state, figures });
    const lines = state.lines.map((line) => ({
      receiptId: line.paymentId,
      iouId: id,
      period: line.period,
      component: line.component,
      applyDate: line.date,
      amount: money(line.amount),
    }));
    const diff = lineDiff(linesBy.get(id) ?? [], lines);
    added.push(...diff.added);
    removed.push(...diff.removed);
    const byPeriod = new Map(state.periods.map((p) => [p.period, p]));
    for (const r of rows) {
      const p = byPeriod.get(Number(r.period));
      if (!p) continue;
      const next = [
        money(p.paid.principal),
        money(p.paid.interest),
        money(p.paid.fee),
        money(p.paid.penalty),
        money(p.due.penalty),
        p.daysPastDue,
        p.settledOn,
      ];
      const stored = [
        r.paidPrincipal,
        r.paidInterest,
        r.paidFee,
        r.paidPenalty,
        r.penalty,
        r.overdueDays ?? 0,
        r.settledOn ?? null,
      ];
      if (next.some((v, i) => v !== stored[i])) periodValues.push([r.id, ...next]);
    }
  }
  if (results.length === 0) return results;
  const alloc = servicingRepos.allocation;
  // Only the lines that moved: after a change most of a long IOU's lines stand as they were.
  for (let i = 0; i < removed.length; i += 1000)
    await tx.delete(alloc.table).where(alloc.tenantScope(ctx, inArray(alloc.col('id'), removed.slice(i, i + 1000))));
  if (added.length) await alloc.insertMany(tx, ctx, added, { json: true });
  const now = nowString();
  for (let i = 0; i < periodValues.length; i += 1000)
    await tx.execute(sql`
      UPDATE fl_repayment_schedule_row AS r SET
        paid_principal = v.pp::numeric, paid_interest = v.pi::numeric, paid_fee = v.pf::numeric,
        paid_penalty = v.pn::numeric, penalty = v.pe::numeric, overdue_days = v.od::int,
        settled_on = v.so::date, update_time = ${now}
      FROM ${recordsOf(['id', 'pp', 'pi', 'pf', 'pn', 'pe', 'od', 'so'], periodValues.slice(i, i + 1000))}
      WHERE r.id = v.id::bigint AND r.tenant_id = ${ctx.tenantId}`);
  const storedReceipt = new Map(receipts.map((r) => [r.id, r]));
  const receiptValues = results.flatMap(({ state }) =>
    state.payments
      .map((p) => [p.id, money(p.applied), money(p.credit)])
      .filter(([id, ap, cr]) => {
        const r = storedReceipt.get(id);
        return !r || r.appliedAmount !== ap || r.creditAmount !== cr;
      }),
  );
  for (let i = 0; i < receiptValues.length; i += 1000)
    await tx.execute(sql`
      UPDATE fl_receipt AS r SET applied_amount = v.ap::numeric, credit_amount = v.cr::numeric
      FROM ${recordsOf(['id', 'ap', 'cr'], receiptValues.slice(i, i + 1000))}
      WHERE r.id = v.id::bigint AND r.tenant_id = ${ctx.tenantId}`);
  const iouValues: unknown[][] = [];
  const onlyDated: string[] = [];
  for (const { iou, figures: f } of results) {
    const next = [
      f.cashReceived,
      f.receivedAmount,
      f.outstandingPrincipal,
      f.overduePrincipal,
      f.overdueInterest,
      f.penaltyAmount,
      f.creditAmount,
      f.overduePeriods,
      f.dpd,
      f.riskFloor,
      f.riskLevel,
      f.provision,
      'iouState' in f ? f.iouState : iou.iouState,
      'settledDate' in f ? f.settledDate : (iou.settledDate ?? null),
    ];
    const stored = [
      iou.cashReceived ?? null,
      iou.receivedAmount,
      iou.outstandingPrincipal,
      iou.overduePrincipal,
      iou.overdueInterest,
      iou.penaltyAmount,
      iou.creditAmount,
      iou.overduePeriods ?? 0,
      iou.dpd ?? 0,
      iou.riskFloor,
      iou.riskLevel,
      iou.provision,
      iou.iouState,
      iou.settledDate ?? null,
    ];
    if (next.some((v, i) => v !== stored[i])) iouValues.push([iou.id, f.asOfDate, ...next]);
    else if (iou.asOfDate !== f.asOfDate) onlyDated.push(iou.id);
  }
  for (let i = 0; i < iouValues.length; i += 1000)
    await tx.execute(sql`
      UPDATE fl_iou AS r SET
        as_of_date = v.ad::date, cash_received = v.cr::numeric, received_amount = v.ra::numeric,
        outstanding_principal = v.op::numeric,
        overdue_principal = v.opr::numeric, overdue_interest = v.oi::numeric, penalty_amount = v.pa::numeric,
        credit_amount = v.ca::numeric, overdue_periods = v.ovp::int, dpd = v.dpd::int, risk_floor = v.rf,
        risk_level = v.rl, provision = v.pv::numeric, iou_state = v.st, settled_date = v.sd::date,
        update_time = ${now}
      FROM ${recordsOf(
        ['id', 'ad', 'cr', 'ra', 'op', 'opr', 'oi', 'pa', 'ca', 'ovp', 'dpd', 'rf', 'rl', 'pv', 'st', 'sd'],
        iouValues.slice(i, i + 1000),
      )}
      WHERE r.id = v.id::bigint AND r.tenant_id = ${ctx.tenantId}`);
  if (onlyDated.length)
    await tx.execute(sql`UPDATE fl_iou SET as_of_date = ${asOf}::date
      WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
        onlyDated.map((id) => sql`${id}::bigint`),
        sql`, `,
      )})`);
  await recordHistory(tx, ctx, results, source);
  return results;
}

/** An allocation line as a comparable text (storedLines has the database make the same of a stored one). */
const lineKey = (l: Row) => `${l.receiptId}|${l.period}|${l.component}|${l.applyDate}|${l.amount}`;

/** A stored allocation line: its id and its comparable text. */
interface StoredLine {
  id: string;
  key: string;
}

/**
 * The lines to write for one IOU: those derived now and not stored (added), and the stored ones not derived now
 * (removed, by id) — each line counted as often as it occurs.
 */
export function lineDiff(stored: StoredLine[], lines: Row[]) {
  const left = new Map<string, string[]>();
  for (const l of stored) {
    const ids = left.get(l.key);
    if (ids) ids.push(l.id);
    else left.set(l.key, [l.id]);
  }
  const added: Row[] = [];
  for (const l of lines) {
    const ids = left.get(lineKey(l));
    if (ids?.length) ids.pop();
    else added.push(l);
  }
  return { added, removed: [...left.values()].flat() };
}

/**
 * The stored allocation lines of the IOUs by IOU: their ids and comparable texts, the text made by the database (as
 * lineKey makes it of a line derived: a missing value makes a text no derived line has, whichever way it is spelled).
 */
async function storedLines(tx: Db, ctx: RequestContext, iouIds: string[]) {
  const key = sql`concat(receipt_id, '|', period, '|', component, '|', to_char(apply_date, 'YYYY-MM-DD'), '|', amount)`;
  const where = sql`WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_id IN (${sql.join(
    iouIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  )})`;
  let rows: string[][];
  if (isEmbedded(tx)) {
    // As one JSON document of [id, IOU, text] there: one value to hand over, not three per line (repository.selectRows).
    const res = (await tx.execute(sql`
      SELECT coalesce(json_agg(json_build_array(id::text, iou_id::text, ${key})), '[]')::text AS lines
      FROM fl_receipt_allocation ${where}`)) as unknown as { rows: { lines: string }[] };
    rows = JSON.parse(res.rows[0].lines);
  } else {
    const res = (await tx.execute(sql`
      SELECT id::text AS id, iou_id::text AS "iouId", ${key} AS key FROM fl_receipt_allocation ${where}`)) as unknown as {
      rows: { id: string; iouId: string; key: string }[];
    };
    rows = res.rows.map((r) => [r.id, r.iouId, r.key]);
  }
  const out = new Map<string, StoredLine[]>();
  for (const [id, iouId, text] of rows) {
    const lines = out.get(iouId);
    if (lines) lines.push({ id, key: text });
    else out.set(iouId, [{ id, key: text }]);
  }
  return out;
}

/**
 * A history row for each IOU whose class, floor or overdue-period count differs from its last row — the last written
 * (ids grow with time), not the latest as-of date: after a replay of a past date, a rerun compares with the replay.
 */
async function recordHistory(
  tx: Db,
  ctx: RequestContext,
  results: { iou: IouRow; figures: ReturnType<typeof iouFigures> }[],
  source: string,
) {
  const h = servicingRepos.riskHistory;
  const ids = results.map((r) => r.iou.id);
  const last = (await tx.execute(sql`
    SELECT DISTINCT ON (iou_id) iou_id::text AS "iouId", risk_level AS "riskLevel", risk_floor AS "riskFloor",
      overdue_periods AS "overduePeriods"
    FROM fl_iou_risk_history
    WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND iou_id IN (${sql.join(
      ids.map((id) => sql`${id}::bigint`),
      sql`, `,
    )})
    ORDER BY iou_id, id DESC`)) as unknown as { rows: Row[] };
  const lastBy = new Map(last.rows.map((r) => [String(r.iouId), r]));
  const rows: Row[] = [];
  for (const { iou, figures: f } of results) {
    const prev = lastBy.get(iou.id);
    const changed = prev
      ? prev.riskLevel !== f.riskLevel ||
        prev.riskFloor !== f.riskFloor ||
        Number(prev.overduePeriods) !== f.overduePeriods
      : f.riskLevel !== 'NORMAL' || f.overduePeriods > 0;
    if (!changed) continue;
    rows.push({
      iouId: iou.id,
      asOfDate: f.asOfDate,
      dpd: f.dpd,
      overduePeriods: f.overduePeriods,
      overdueAmount: money(dec(f.overduePrincipal).plus(dec(f.overdueInterest))),
      penaltyAmount: f.penaltyAmount,
      riskFloor: f.riskFloor,
      riskLevel: f.riskLevel,
      source,
    });
  }
  await h.insertMany(tx, ctx, rows);
}

function groupBy<R extends Row>(rows: R[], key: keyof R & string) {
  const out = new Map<string, R[]>();
  for (const r of rows) {
    const k = String(r[key]);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
