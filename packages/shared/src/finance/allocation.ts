/**
 * Servicing: allocation of payments to schedule periods, by chronological replay.
 *
 * The state is never stored incrementally: allocatePayments() replays every non-reversed payment
 * in date order (ties keep input order) from the schedule, so a reversal (冲销) is just marking the
 * payment reversed and replaying — never deleting. On each event date:
 *  1. penalty is accrued up to that date on what is overdue (penalty.ts);
 *  2. held credit, then each payment of the day, is applied to the periods due on or before that
 *     date, oldest first; within a period in the configured order (default fees → penalty →
 *     interest → principal), or component by component across periods (sequence BY_COMPONENT);
 *  3. what is left is applied to later periods (APPLY_FORWARD) or held as credit: CREDIT applies
 *     it automatically on the next due date (and before each later payment); HOLD keeps it until
 *     staff apply it — on each date of `creditApplications`, and only then.
 * Every line records which payment paid it, so money is conserved per payment:
 * Σ lines of a payment + its credit left = its amount.
 */
import type Decimal from 'decimal.js';
import { dayNumber, fromDayNumber } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import {
  type DecimalLike,
  requireNonNegative,
  requirePositive,
  roundCents,
  toDecimal,
  toDecimalOr,
  ZERO,
} from './money';
import { type PenaltyRule, type ResolvedPenaltyRule, rateSum, resolvePenaltyRule } from './penalty';
import type { Schedule } from './schedule';

export type Component = 'FEE' | 'PENALTY' | 'INTEREST' | 'PRINCIPAL';
export const COMPONENTS: readonly Component[] = ['FEE', 'PENALTY', 'INTEREST', 'PRINCIPAL'];
/** The Civil Code's default order: costs, then interest (penalty first), then principal. */
export const DEFAULT_ORDER: readonly Component[] = ['FEE', 'PENALTY', 'INTEREST', 'PRINCIPAL'];

/** What a period asks for. */
export interface Instalment {
  period: number;
  dueDate: string;
  principal: DecimalLike;
  interest: DecimalLike;
  fee?: DecimalLike;
  /**
   * Days of grace of this period (宽限期调整 grants more to some periods: grace.ts), for its 罚息 and its overdue
   * status alike; default the options' (the penalty rule's grace for 罚息, `graceDays` for overdue).
   */
  graceDays?: number;
}

export interface Payment {
  id: string;
  date: string;
  amount: DecimalLike;
  reversed?: boolean;
  reversedOn?: string;
}

export interface AllocationOptions {
  /** Payments dated before it are rejected. */
  disbursementDate: string;
  /** The state is computed as of this date; later payments are ignored. */
  asOf: string;
  order?: readonly Component[];
  sequence?: 'BY_PERIOD' | 'BY_COMPONENT';
  overpayment?: 'CREDIT' | 'APPLY_FORWARD' | 'HOLD';
  /**
   * HOLD: the dates staff applied the held credit (to the periods due on or before each date, by the same order).
   * Recorded, so a replay from scratch applies it on the same days.
   */
  creditApplications?: readonly string[];
  /** Penalty rule; null for none. Default DEFAULT_PENALTY_RULE (0.05 %/day). */
  penalty?: PenaltyRule | null;
  /** No penalty accrues after this date (settlement, write-off). */
  penaltyStopDate?: string;
  /** Days after a due date before a period counts as overdue; default the penalty rule's grace days. */
  graceDays?: number;
}

export interface Amounts {
  fee: Decimal;
  penalty: Decimal;
  interest: Decimal;
  principal: Decimal;
}

export interface PeriodState {
  period: number;
  dueDate: string;
  /** Scheduled amounts; penalty = accrued to asOf (rounded to 分). */
  due: Amounts;
  paid: Amounts;
  outstanding: Amounts;
  /** Date the period (fee, rent and penalty) was fully paid, or null. */
  settledOn: string | null;
  /** Days past due of this period as of asOf (0 when paid or within grace). */
  daysPastDue: number;
}

export interface AllocationLine {
  paymentId: string;
  /** Date the money was applied (the payment date, or a due date for held credit). */
  date: string;
  period: number;
  component: Component;
  amount: Decimal;
}

export interface PaymentState {
  id: string;
  date: string;
  amount: Decimal;
  reversed: boolean;
  /** Applied to periods. */
  applied: Decimal;
  /** Still held as credit. */
  credit: Decimal;
}

export interface ServicingState {
  asOf: string;
  periods: PeriodState[];
  lines: AllocationLine[];
  payments: PaymentState[];
  /** Unapplied credit held. */
  credit: Decimal;
  /** DPD of the whole IOU: days since the oldest unpaid due date (0 when none is overdue). */
  daysPastDue: number;
  /** Outstanding of the periods due on or before asOf. */
  outstandingDue: Amounts;
}

/**
 * Instalments of a schedule. Capitalised (deferred-interest) grace rows ask for nothing. The last asks also for the
 * purchase price (留购价款, with the fees: it is not rent and bears no 罚息) and the residual left as its closing
 * balance (余值, principal billed with the last rent).
 */
export function instalmentsFromSchedule(s: Pick<Schedule, 'rows'>): Instalment[] {
  const last = s.rows.length - 1;
  return s.rows.map((r, k) => {
    const capitalised = r.principal.lt(0);
    const principal = capitalised ? ZERO : r.principal;
    return {
      period: r.period,
      dueDate: r.dueDate,
      principal: k === last ? principal.plus(r.closingBalance) : principal,
      interest: capitalised ? r.interest.plus(r.principal) : r.interest,
      fee: k === last ? r.fee.plus(r.purchasePrice) : r.fee,
    };
  });
}

/** Mark a payment reversed (never deletes); replay with allocatePayments to re-derive the state. */
export function reversePayment(payments: readonly Payment[], paymentId: string, reversedOn?: string): Payment[] {
  const i = payments.findIndex((p) => p.id === paymentId);
  if (i < 0) throw new FinanceInputError('paymentId', l(`${paymentId} 不存在`, `${paymentId} does not exist`));
  if (payments[i].reversed)
    throw new FinanceInputError('paymentId', l(`${paymentId} 已冲正`, `${paymentId} is already reversed`));
  if (reversedOn !== undefined) dayNumber(reversedOn, 'reversedOn');
  return payments.map((p, j) => (j === i ? { ...p, reversed: true, ...(reversedOn ? { reversedOn } : {}) } : p));
}

interface Slot {
  period: number;
  dueDate: string;
  dueDay: number;
  fee: Decimal;
  interest: Decimal;
  principal: Decimal;
  paid: Amounts;
  /** What is still owed of the fee, the interest and the principal: due − paid, computed again as each is paid. */
  owed: Omit<Amounts, 'penalty'>;
  /** 罚息 of the closed segments, each rounded to 分 when it closed (DOMAIN.md §3: per-segment rounding). */
  penaltyClosed: Decimal;
  /** 罚息 of the open segment, unrounded: rounded once wherever it is read. */
  penaltyOpen: Decimal;
  /**
   * What is derived of the above, kept until what it rests on moves (null: to compute again) — the same expressions,
   * computed once instead of at every read: the 罚息 accrued (penaltyAccrued), what it runs on (penaltyBase), what is
   * owed of it (penaltyDue).
   */
  accrued: Decimal | null;
  base: Decimal | null;
  penaltyOwed: Decimal | null;
  /** DPD day through which penalty has been accrued. */
  accruedThrough: number;
  settledOn: number | null;
  /** Grace of this period: 罚息 is owed past `penaltyGrace` days, the period overdue past `overdueGrace`. */
  penaltyGrace: number;
  overdueGrace: number;
}

interface ParsedPayment {
  id: string;
  date: string;
  day: number;
  amount: Decimal;
  reversed: boolean;
  index: number;
  /** Σ of the lines it paid, in the order they were paid. */
  applied: Decimal;
}

interface Source {
  payment: ParsedPayment;
  left: Decimal;
}

/** A number of days of grace: a whole number ≥ 0. */
function wholeDays(v: unknown, field: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
    throw new FinanceInputError(field, l('必须是不小于 0 的整数', 'must be a whole number ≥ 0'));
  return v;
}

function validateOrder(order: readonly Component[] | undefined): readonly Component[] {
  if (order === undefined) return DEFAULT_ORDER;
  if (!Array.isArray(order) || order.length !== 4 || COMPONENTS.some((c) => !order.includes(c))) {
    throw new FinanceInputError(
      'order',
      l(
        `必须将 ${COMPONENTS.join(', ')} 各列出且只列出一次`,
        `must list each of ${COMPONENTS.join(', ')} exactly once`,
      ),
    );
  }
  return order;
}

/**
 * x > 0 read from its sign: `x.gt(0)` makes a Decimal of the 0 at every call, and the replay of a long IOU asks
 * tens of thousands of times. Exact: the sign of a difference is that of the exact difference, rounding or not.
 */
const positive = (x: Decimal) => !x.isZero() && x.isPositive();

/** The period's 罚息 accrued so far: the closed segments as frozen, the open one rounded now. */
const penaltyAccrued = (s: Slot) => {
  if (s.accrued === null) s.accrued = s.penaltyClosed.plus(roundCents(s.penaltyOpen));
  return s.accrued;
};

/** The owed fee, interest or principal computed again from what is due and paid (as it was read before). */
function owe(s: Slot, k: 'fee' | 'interest' | 'principal') {
  s.owed[k] = s[k].minus(s.paid[k]);
}

/**
 * What is owed of an amount nothing was paid of: x − 0, which is x itself when x is within its constructor's precision
 * (nothing to round) — the amount as given, not a copy made by a subtraction for each of a long IOU's periods.
 */
const owedWhole = (x: Decimal) =>
  !x.isZero() && x.sd() <= (x.constructor as typeof Decimal).precision ? x : x.minus(ZERO);

const KEY: Record<Component, keyof Amounts> = {
  FEE: 'fee',
  PENALTY: 'penalty',
  INTEREST: 'interest',
  PRINCIPAL: 'principal',
};

export function allocatePayments(
  instalments: readonly Instalment[],
  payments: readonly Payment[],
  options: AllocationOptions,
): ServicingState {
  if (typeof options !== 'object' || options === null)
    throw new FinanceInputError('options', l('必须是对象', 'must be an object'));
  const disbursement = dayNumber(options.disbursementDate, 'disbursementDate');
  const asOf = dayNumber(options.asOf, 'asOf');
  const order = validateOrder(options.order);
  const sequence = options.sequence ?? 'BY_PERIOD';
  if (sequence !== 'BY_PERIOD' && sequence !== 'BY_COMPONENT')
    throw new FinanceInputError('sequence', l('必须是 BY_PERIOD 或 BY_COMPONENT', 'must be BY_PERIOD or BY_COMPONENT'));
  const overpayment = options.overpayment ?? 'CREDIT';
  if (overpayment !== 'CREDIT' && overpayment !== 'APPLY_FORWARD' && overpayment !== 'HOLD')
    throw new FinanceInputError(
      'overpayment',
      l('必须是 CREDIT、APPLY_FORWARD 或 HOLD', 'must be CREDIT, APPLY_FORWARD or HOLD'),
    );
  const applyDays = new Set((options.creditApplications ?? []).map((d, i) => dayNumber(d, `creditApplications[${i}]`)));
  const rule: ResolvedPenaltyRule | null =
    options.penalty === null ? null : resolvePenaltyRule(options.penalty ?? undefined);
  const stop =
    options.penaltyStopDate === undefined
      ? Number.POSITIVE_INFINITY
      : dayNumber(options.penaltyStopDate, 'penaltyStopDate');
  const graceDays = wholeDays(options.graceDays ?? rule?.graceDays ?? 0, 'graceDays');

  const slots: Slot[] = instalments.map((ins, i) => {
    const f = `instalments[${i}]`;
    const dueDay = dayNumber(ins.dueDate, `${f}.dueDate`);
    const own = ins.graceDays === undefined ? undefined : wholeDays(ins.graceDays, `${f}.graceDays`);
    const fee = requireNonNegative(toDecimalOr(ins.fee, `${f}.fee`, ZERO), `${f}.fee`);
    const interest = requireNonNegative(toDecimal(ins.interest, `${f}.interest`), `${f}.interest`);
    const principal = requireNonNegative(toDecimal(ins.principal, `${f}.principal`), `${f}.principal`);
    return {
      period: ins.period,
      dueDate: ins.dueDate,
      dueDay,
      fee,
      interest,
      principal,
      paid: { fee: ZERO, penalty: ZERO, interest: ZERO, principal: ZERO },
      owed: { fee: owedWhole(fee), interest: owedWhole(interest), principal: owedWhole(principal) },
      penaltyClosed: ZERO,
      penaltyOpen: ZERO,
      accrued: null,
      base: null,
      penaltyOwed: null,
      accruedThrough: 0,
      settledOn: null,
      penaltyGrace: own ?? rule?.graceDays ?? 0,
      overdueGrace: own ?? graceDays,
    };
  });
  slots.sort((a, b) => a.dueDay - b.dueDay || a.period - b.period);

  const seen = new Set<string>();
  const parsed = payments.map((p, i): ParsedPayment => {
    const f = `payments[${i}]`;
    if (typeof p.id !== 'string' || p.id === '')
      throw new FinanceInputError(`${f}.id`, l('不能为空', 'must be a non-empty string'));
    if (seen.has(p.id)) throw new FinanceInputError(`${f}.id`, l(`${p.id} 重复出现`, `${p.id} is used twice`));
    seen.add(p.id);
    const day = dayNumber(p.date, `${f}.date`);
    if (day < disbursement)
      throw new FinanceInputError(
        `${f}.date`,
        l(
          `不能早于放款日 (${options.disbursementDate})`,
          `must not be before the disbursement date (${options.disbursementDate})`,
        ),
      );
    const amount = requirePositive(toDecimal(p.amount, `${f}.amount`), `${f}.amount`);
    return { id: p.id, date: p.date, day, amount, reversed: p.reversed === true, index: i, applied: ZERO };
  });

  // Events: payment dates, plus due dates when credit may be waiting for them.
  const live = parsed.filter((p) => !p.reversed && p.day <= asOf).sort((a, b) => a.day - b.day || a.index - b.index);
  const eventDays = new Set<number>(live.map((p) => p.day));
  for (const s of slots) if (s.dueDay <= asOf) eventDays.add(s.dueDay);
  if (overpayment === 'HOLD') for (const d of applyDays) if (d <= asOf) eventDays.add(d);
  const days = [...eventDays].sort((a, b) => a - b);

  const lines: AllocationLine[] = [];
  let firstOpen = 0;
  let dueEnd = 0;
  const credit: Source[] = [];

  /** What 罚息 runs on: the rent (or principal) still unpaid. */
  const penaltyBase = (s: Slot) => {
    if (s.base === null)
      s.base =
        rule?.base === 'PRINCIPAL'
          ? s.owed.principal
          : s.principal.minus(s.paid.principal).plus(s.interest).minus(s.paid.interest);
    return s.base;
  };
  const inBase = (c: Component) =>
    rule?.base === 'PRINCIPAL' ? c === 'PRINCIPAL' : c === 'INTEREST' || c === 'PRINCIPAL';

  // Grace is a tolerance, not a shift (DOMAIN.md §3): 罚息 accrues from the due date on what is unpaid in each segment,
  // but is owed only once the period is past grace — and is waived when the rent is paid in full within grace. Each
  // period by its own grace (an adjusted one may have more or less than the IOU's).
  const pastGrace = (s: Slot) => rule !== null && s.accruedThrough > s.penaltyGrace;
  const penaltyDue = (s: Slot) => {
    if (s.penaltyOwed === null) {
      let owed = ZERO;
      if (pastGrace(s)) {
        const d = penaltyAccrued(s).minus(s.paid.penalty);
        if (positive(d)) owed = d;
      }
      s.penaltyOwed = owed;
    }
    return s.penaltyOwed;
  };

  // Σ of the daily rates over a segment (rateSum), once per segment of days: the same few recur across periods.
  const rateSums = new Map<number, Decimal>();
  const rateOver = (r: ResolvedPenaltyRule, from: number, to: number) => {
    const key = from * 2 ** 26 + to;
    let sum = rateSums.get(key);
    if (sum === undefined) {
      sum = rateSum(r, from, to);
      rateSums.set(key, sum);
    }
    return sum;
  };

  const accrueTo = (day: number) => {
    if (!rule) return;
    const end = Math.min(day, stop);
    // Slots are in due order: those from the first unsettled one that fell due before `end`.
    for (let i = firstOpen; i < slots.length && slots[i].dueDay < end; i++) {
      const s = slots[i];
      // A settled period is done: nothing unpaid accrues and nothing more is owed (a reversal replays from scratch).
      if (s.settledOn !== null) continue;
      const dpd = end - s.dueDay;
      if (dpd <= s.accruedThrough) continue;
      const base = penaltyBase(s);
      if (positive(base)) {
        s.penaltyOpen = s.penaltyOpen.plus(base.times(rateOver(rule, s.accruedThrough, dpd)));
        s.accrued = null;
      }
      s.accruedThrough = dpd;
      s.penaltyOwed = null;
    }
  };

  /**
   * A payment reducing the rent 罚息 runs on closes the open segment: its penalty, on the old amount up to and including
   * this day, is rounded to 分 and frozen; the new amount accrues from the next day. Paid in full within grace, the
   * period owes no 罚息 at all. (An open segment of nothing closes to what was closed: nothing to add.)
   */
  const closeSegment = (s: Slot) => {
    if (!rule || s.penaltyOpen.isZero()) return;
    s.penaltyClosed = s.penaltyClosed.plus(roundCents(s.penaltyOpen));
    s.penaltyOpen = ZERO;
    s.accrued = null;
    s.penaltyOwed = null;
  };
  const waiveWithinGrace = (s: Slot) => {
    if (rule && !pastGrace(s) && !positive(penaltyBase(s))) {
      s.penaltyClosed = ZERO;
      s.penaltyOpen = ZERO;
      s.accrued = null;
      s.penaltyOwed = null;
    }
  };

  const isSettled = (s: Slot) =>
    !positive(s.owed.fee) && !positive(s.owed.interest) && !positive(s.owed.principal) && penaltyDue(s).isZero();

  /** Pay from the sources (oldest first) into one component of one slot; `date` is `day`'s. */
  const payInto = (sources: Source[], s: Slot, c: Component, date: string) => {
    const k = KEY[c];
    let want = k === 'penalty' ? penaltyDue(s) : s.owed[k];
    if (positive(want) && sources.length > 0) {
      if (inBase(c)) closeSegment(s);
      let paid = s.paid[k];
      while (sources.length > 0) {
        const src = sources[0];
        // The source runs out (what is wanted is left), or what is wanted is paid (what is left of it goes on).
        const runsOut = src.left.lt(want);
        const take = runsOut ? src.left : want;
        paid = paid.plus(take);
        lines.push({ paymentId: src.payment.id, date, period: s.period, component: c, amount: take });
        src.payment.applied = src.payment.applied.plus(take);
        if (runsOut) {
          want = want.minus(take);
          src.left = ZERO;
          sources.shift();
          continue;
        }
        src.left = src.left.minus(take);
        if (src.left.isZero()) sources.shift();
        break;
      }
      s.paid[k] = paid;
      if (k === 'penalty') s.penaltyOwed = null;
      else {
        owe(s, k);
        if (k !== 'fee') s.base = null;
      }
    }
    if (inBase(c)) waiveWithinGrace(s);
  };

  const allocate = (sources: Source[], targets: Slot[], components: readonly Component[], day: number) => {
    const date = fromDayNumber(day);
    if (sequence === 'BY_PERIOD') {
      for (const s of targets) {
        if (s.settledOn !== null) continue;
        for (const c of components) if (sources.length) payInto(sources, s, c, date);
      }
    } else {
      for (const c of components)
        for (const s of targets) if (s.settledOn === null && sources.length) payInto(sources, s, c, date);
    }
    for (const s of targets) if (s.settledOn === null && isSettled(s)) s.settledOn = day;
  };

  let p = 0;
  for (const day of days) {
    // The window of periods that may still take money: from the first unsettled one to the last due by `day` (a long
    // IOU's settled past is skipped, not walked at every event).
    while (firstOpen < slots.length && slots[firstOpen].settledOn !== null) firstOpen++;
    while (dueEnd < slots.length && slots[dueEnd].dueDay <= day) dueEnd++;
    accrueTo(day);
    const due = slots.slice(firstOpen, Math.max(firstOpen, dueEnd));
    if (credit.length && (overpayment !== 'HOLD' || applyDays.has(day))) allocate(credit, due, order, day);
    while (p < live.length && live[p].day === day) {
      const pay = live[p++];
      const sources: Source[] = [{ payment: pay, left: pay.amount }];
      allocate(sources, due, order, day);
      if (sources.length && overpayment === 'APPLY_FORWARD') {
        const future = slots.filter((s) => s.dueDay > day);
        allocate(
          sources,
          future,
          order.filter((c) => c !== 'PENALTY'),
          day,
        );
      }
      credit.push(...sources);
    }
  }
  accrueTo(asOf);

  const periodDpd = (s: Slot) => {
    if (s.dueDay >= asOf) return 0;
    const unpaid = positive(s.owed.fee) || positive(s.owed.interest) || positive(s.owed.principal);
    const d = asOf - s.dueDay;
    return unpaid && d > s.overdueGrace ? d : 0;
  };

  const periods: PeriodState[] = slots.map((s) => ({
    period: s.period,
    dueDate: s.dueDate,
    due: {
      fee: s.fee,
      penalty: pastGrace(s) ? penaltyAccrued(s) : ZERO,
      interest: s.interest,
      principal: s.principal,
    },
    paid: { ...s.paid },
    outstanding: { fee: s.owed.fee, penalty: penaltyDue(s), interest: s.owed.interest, principal: s.owed.principal },
    settledOn: s.settledOn === null ? null : fromDayNumber(s.settledOn),
    daysPastDue: periodDpd(s),
  }));

  const creditLeft = new Map<string, Decimal>();
  let creditTotal = ZERO;
  for (const c of credit) {
    creditLeft.set(c.payment.id, (creditLeft.get(c.payment.id) ?? ZERO).plus(c.left));
    creditTotal = creditTotal.plus(c.left);
  }

  // A sum is left as it is by a 0 added (it is a sum already: nothing to round), and most periods owe nothing.
  const outstandingDue: Amounts = { fee: ZERO, penalty: ZERO, interest: ZERO, principal: ZERO };
  for (const ps of periods) {
    if (ps.dueDate > options.asOf) continue;
    const o = ps.outstanding;
    if (!o.fee.isZero()) outstandingDue.fee = outstandingDue.fee.plus(o.fee);
    if (!o.penalty.isZero()) outstandingDue.penalty = outstandingDue.penalty.plus(o.penalty);
    if (!o.interest.isZero()) outstandingDue.interest = outstandingDue.interest.plus(o.interest);
    if (!o.principal.isZero()) outstandingDue.principal = outstandingDue.principal.plus(o.principal);
  }

  return {
    asOf: options.asOf,
    periods,
    lines,
    payments: parsed.map((p) => ({
      id: p.id,
      date: p.date,
      amount: p.amount,
      reversed: p.reversed,
      applied: p.applied,
      credit: creditLeft.get(p.id) ?? ZERO,
    })),
    credit: creditTotal,
    // The periods kept are those past their own grace already (the IOU's grace would hide one with less).
    daysPastDue: daysPastDue(
      periods.filter((ps) => ps.daysPastDue > 0).map((ps) => ps.dueDate),
      options.asOf,
    ),
    outstandingDue,
  };
}

/**
 * DPD of an IOU: days from its oldest unpaid due date to asOf; 0 while that is within the grace
 * days (a period is overdue the day after its due date plus grace).
 */
export function daysPastDue(unpaidDueDates: readonly string[], asOf: string, graceDays = 0): number {
  const today = dayNumber(asOf, 'asOf');
  let oldest = Number.POSITIVE_INFINITY;
  for (const d of unpaidDueDates) oldest = Math.min(oldest, dayNumber(d, 'dueDate'));
  const dpd = today - oldest;
  return Number.isFinite(dpd) && dpd > graceDays ? dpd : 0;
}
