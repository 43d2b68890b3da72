/**
 * Rent schedule generation (租金支付表).
 *
 * Conventions (see also calculator.ts):
 * - Interest of row k = opening balance × the rate of the interval ending on its due date, rounded
 *   to the contract unit; principal = rent − interest; closing = opening − principal. Rent is
 *   therefore always principal + interest, and the last row takes principal = opening − residual
 *   so it absorbs every rounding residue (DOMAIN.md §2).
 * - In advance (先付) row 1 is paid on the start date and carries no interest.
 * - A residual (留购价) is due at the term end: in arrears that is the last due date; in advance it
 *   is one period after the last rent, and the last row's interest includes the discount on the
 *   residual over that final interval (FV·r/(1+r)) so the closing balance equals the residual and
 *   the IRR of (−P, rents, residual) equals the contract rate. The level rent comes from the
 *   discounted principal P' = P − FV/(1+r)^n.
 * - Grace periods are the first rows of the term: PRINCIPAL (interest only), INTEREST_DEFERRED
 *   (nothing paid, the interest is capitalised: principal is negative by that amount and the
 *   balance grows), INTEREST_FREE (nothing paid, nothing accrues). The remaining rows amortise.
 * - FLAT (平息): total interest = P × annual rate × years, spread evenly over the interest-bearing
 *   rows; principal (P − residual) spread evenly; day basis and broken periods do not apply.
 * - IRREGULAR: given rents (or principals) are kept; the missing ones are solved as one level
 *   amount; when every rent is given the annual rate is solved. The last row still absorbs the
 *   rounding residue, so a given last rent can move by a few cents.
 * - Totals are not computed here (they cost as much as the schedule): call scheduleTotals().
 * - Arithmetic: level amounts in Decimal (or fixed-point BigInt for the closed form); the row
 *   loop on whole cents with one exact BigInt rounding per interest (money.ts, integer fast path).
 */
import type Decimal from 'decimal.js';
import { yearFraction } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import {
  D,
  fromUnits,
  ONE,
  powScaled,
  RATE_SCALE,
  type Rounding,
  roundDiv,
  roundMoney,
  roundProduct,
  scaledRate,
  scaledUnits,
  toUnits,
  ZERO,
} from './money';
import { buildTimeline, type IntervalBasis, intervalBasis, type RatePlan, ratePlan, type Timeline } from './rates';
import { bracketedRoot } from './solve';
import { type LeaseTerms, type ResolvedTerms, resolveTerms } from './terms';

export interface ScheduleRow {
  period: number;
  dueDate: string;
  /** principal + interest (excludes fee). */
  rent: Decimal;
  principal: Decimal;
  interest: Decimal;
  openingBalance: Decimal;
  closingBalance: Decimal;
  /** Spread fee collected with this rent (0 when the fee is up front). */
  fee: Decimal;
  /** Part of the deposit applied against this row (OFFSET_LAST), reducing the cash due. */
  depositOffset: Decimal;
  /** 留购价款 due with this rent: the last row's, 0 on every other (never part of rent or principal). */
  purchasePrice: Decimal;
}

export interface Schedule {
  terms: ResolvedTerms;
  /** Annual rate used (given, or solved for IRREGULAR with every rent given), as a fraction. */
  annualRate: Decimal;
  /** Regular period rate (annual × months / 12 or the 365 variant). */
  periodRate: Decimal;
  /** The level rent of EQUAL_RENT, or the solved rent of IRREGULAR; null otherwise. */
  levelRent: Decimal | null;
  rows: ScheduleRow[];
  /** Date the residual is due and the deposit refunded. */
  termEndDate: string;
  residual: Decimal;
  /** 留购价款, due with the last rent (on the last row's purchasePrice). */
  purchasePrice: Decimal;
  /** Fee collected at disbursement (0 when spread). */
  upfrontFee: Decimal;
  deposit: Decimal;
  /** Deposit returned at the term end (all of it for REFUND, what the offsets left otherwise). */
  depositRefund: Decimal;
  /** 租前息: interest from valueDate to startDate, due on startDate. */
  preLeaseInterest: Decimal;
}

export interface ScheduleTotals {
  rent: Decimal;
  principal: Decimal;
  interest: Decimal;
  fee: Decimal;
  depositOffset: Decimal;
}

/** Generate a schedule from lease terms (validates first; throws FinanceInputError). */
export function generateSchedule(terms: LeaseTerms): Schedule {
  return buildSchedule(resolveTerms(terms));
}

/** Generate a schedule from already validated terms. */
export function buildSchedule(t: ResolvedTerms): Schedule {
  const tl = buildTimeline(t);
  const basis = intervalBasis(t, tl);
  const fixedRents = t.rents;
  const annualRate = t.annualRate ?? solveAnnualRate(t, basis, fixedRents as Decimal[]);
  const plan = ratePlan(t, annualRate, basis);
  const { rows, levelRent } = t.method === 'FLAT' ? flatRows(t, tl, annualRate) : accrualRows(t, tl, plan, fixedRents);

  let upfrontFee = ZERO;
  if (t.fee.gt(0)) {
    if (t.feeMode === 'UPFRONT') upfrontFee = t.fee;
    else spreadOver(rows, t.fee, t.rounding, (row, v) => (row.fee = v));
  }

  let depositRefund = t.deposit;
  if (t.depositUse === 'OFFSET_LAST' && t.deposit.gt(0)) {
    // Apply the deposit to the last rents (and their fees), latest first.
    let left = t.deposit;
    for (let k = rows.length - 1; k >= 0 && left.gt(0); k--) {
      const due = rows[k].rent.plus(rows[k].fee);
      const off = due.lt(left) ? due : left;
      rows[k].depositOffset = off;
      left = left.minus(off);
    }
    depositRefund = left;
  }

  let preLeaseInterest = ZERO;
  if (t.valueDate !== t.startDate) {
    preLeaseInterest = roundMoney(
      t.principal.times(annualRate).times(yearFraction(t.dayBasis, t.valueDate, t.startDate)),
      t.rounding,
    );
  }

  rows[rows.length - 1].purchasePrice = t.purchasePrice;

  return {
    terms: t,
    annualRate,
    periodRate: plan.periodRate,
    levelRent,
    rows,
    termEndDate: tl.termEndDate,
    residual: t.residual,
    purchasePrice: t.purchasePrice,
    upfrontFee,
    deposit: t.deposit,
    depositRefund,
    preLeaseInterest,
  };
}

export function scheduleTotals(s: { rows: readonly ScheduleRow[] }): ScheduleTotals {
  let rent = ZERO;
  let principal = ZERO;
  let interest = ZERO;
  let fee = ZERO;
  let depositOffset = ZERO;
  for (const r of s.rows) {
    rent = rent.plus(r.rent);
    principal = principal.plus(r.principal);
    interest = interest.plus(r.interest);
    if (!r.fee.isZero()) fee = fee.plus(r.fee);
    if (!r.depositOffset.isZero()) depositOffset = depositOffset.plus(r.depositOffset);
  }
  return { rent, principal, interest, fee, depositOffset };
}

function makeRow(
  period: number,
  dueDate: string,
  rent: Decimal,
  principal: Decimal,
  interest: Decimal,
  openingBalance: Decimal,
  closingBalance: Decimal,
): ScheduleRow {
  return {
    period,
    dueDate,
    rent,
    principal,
    interest,
    openingBalance,
    closingBalance,
    fee: ZERO,
    depositOffset: ZERO,
    purchasePrice: ZERO,
  };
}

/**
 * The even share of `total` over `count` rows, rounded; rounded down instead when rounding up
 * would leave the last row (which takes the remainder) negative.
 */
export function evenShare(total: Decimal, count: number, rd: Rounding): Decimal {
  const exact = total.div(count);
  const unit = roundMoney(exact, rd);
  if (count > 1 && unit.times(count - 1).gt(total)) return exact.toDecimalPlaces(rd.scale, D.ROUND_DOWN);
  return unit;
}

function spreadOver(
  rows: ScheduleRow[],
  total: Decimal,
  rd: Rounding,
  set: (row: ScheduleRow, v: Decimal) => void,
): void {
  const unit = evenShare(total, rows.length, rd);
  for (let k = 0; k < rows.length - 1; k++) set(rows[k], unit);
  set(rows[rows.length - 1], total.minus(unit.times(rows.length - 1)));
}

/**
 * When every accruing interval from row `from` shares the period rate (30/360 or the 365
 * variant, no broken period), the level rent has a closed form. Returns the number of leading
 * non-accruing rows (1 for the advance first row, else 0), or null when the form does not apply.
 */
function uniformLead(plan: RatePlan, from: number, n: number): 0 | 1 | null {
  const { rates, periodRate: r, endRate } = plan;
  const lead = rates[from] === ZERO ? 1 : 0;
  if (lead ? endRate !== r : endRate !== ZERO && endRate !== r) return null;
  for (let k = from + lead; k < n; k++) if (rates[k] !== r) return null;
  return lead;
}

/**
 * Level rent in whole cents, rounded to the contract unit, by the closed form. With
 * Q = (1+r)^m over the m = n − from rows: in arrears R = (B·Q − FV)·r / (Q − 1), with FV/(1+r) in
 * place of FV when the residual falls one period after the last rent (advance after a grace);
 * in advance from the start (first rent at time 0, residual at time m) the same divided by (1+r).
 * Computed in fixed point (rate × 10^30, BigInt) with a single final rounding: decimal.js's
 * integer powers at full precision dominated the schedule's cost. Null when the form does not
 * apply (non-uniform rates, zero rate).
 */
export function uniformLevelRentUnits(
  balance: number,
  plan: RatePlan,
  from: number,
  n: number,
  residual: number,
  rd: Rounding,
  rateScaled: bigint = scaledRate(plan.periodRate),
): number | null {
  const lead = uniformLead(plan, from, n);
  if (lead === null || plan.periodRate.isZero()) return null;
  const S = RATE_SCALE;
  const onePlus = S + rateScaled;
  const Q = powScaled(onePlus, n - from);
  let num = BigInt(balance) * Q; // cents·S
  if (residual !== 0) {
    num -= lead || plan.endRate === ZERO ? BigInt(residual) * S : (BigInt(residual) * S * S) / onePlus;
  }
  num *= rateScaled; // cents·S²
  let den = (Q - S) * S; // S²
  if (lead) den = (den * onePlus) / S;
  const step = BigInt(stepOf(rd));
  return Number(roundDiv(num, den * step, rd.mode) * step);
}

/**
 * Level payment (unrounded) for rows from..n−1 repaying `balance` (at the time of row from−1)
 * down to the residual at the term end, given some fixed rents:
 * (B − PV(fixed) − PV(FV)) / Σ discount factors, discounting interval by interval.
 */
export function levelPayment(
  balance: Decimal,
  plan: RatePlan,
  from: number,
  n: number,
  FV: Decimal,
  fixed: (Decimal | null)[] | null,
): Decimal {
  const { rates, endRate } = plan;
  if (!fixed && plan.periodRate.isZero() && uniformLead(plan, from, n) !== null) return balance.minus(FV).div(n - from);
  let disc = ONE;
  let annuity = ZERO;
  let pvFixed = ZERO;
  for (let k = from; k < n; k++) {
    if (!rates[k].isZero()) disc = disc.div(ONE.plus(rates[k]));
    const f = fixed ? fixed[k] : null;
    if (f) pvFixed = pvFixed.plus(f.times(disc));
    else annuity = annuity.plus(disc);
  }
  let pvFV = FV.times(disc);
  if (!endRate.isZero()) pvFV = pvFV.div(ONE.plus(endRate));
  return balance.minus(pvFixed).minus(pvFV).div(annuity);
}

/** Rounding step in cents: 1 for 分, 100 for 元. */
function stepOf(rd: Rounding): number {
  return rd.scale === 0 ? 100 : 1;
}

/**
 * Rows for the accruing methods (EQUAL_RENT, EQUAL_PRINCIPAL, IRREGULAR). The loop runs on whole
 * cents (see money.ts, "Integer fast path"); Decimal is used for the level amounts and the output.
 */
function accrualRows(
  t: ResolvedTerms,
  tl: Timeline,
  plan: RatePlan,
  fixedRents: (Decimal | null)[] | null,
): { rows: ScheduleRow[]; levelRent: Decimal | null } {
  const n = t.periods;
  const g = t.gracePeriods;
  const rd = t.rounding;
  const step = stepOf(rd);
  const rates = plan.rates;
  const dates = tl.dueDates;
  const rows = new Array<ScheduleRow>(n);

  // Each distinct rate is scaled to BigInt once (a uniform plan shares one instance).
  let lastRate: Decimal | null = null;
  let lastScaled = 0n;
  const periodScaled = () => {
    if (lastRate !== plan.periodRate) {
      lastRate = plan.periodRate;
      lastScaled = scaledRate(plan.periodRate);
    }
    return lastScaled;
  };
  const interestOn = (balance: number, k: number, extra = 0n): number => {
    const r = rates[k];
    if (r.isZero() && extra === 0n) return 0;
    if (r !== lastRate) {
      lastRate = r;
      lastScaled = scaledRate(r);
    }
    return roundProduct(balance, lastScaled, rd.mode, extra, step);
  };

  let B = toUnits(t.principal, 2);
  let Bd: Decimal = t.principal;
  for (let k = 0; k < g; k++) {
    if (t.graceType === 'INTEREST_FREE') {
      rows[k] = makeRow(k + 1, dates[k], ZERO, ZERO, ZERO, Bd, Bd);
      continue;
    }
    const I = interestOn(B, k);
    const Id = fromUnits(I, 2);
    if (t.graceType === 'PRINCIPAL') {
      rows[k] = makeRow(k + 1, dates[k], Id, ZERO, Id, Bd, Bd);
    } else {
      // Deferred interest is capitalised: nothing is paid and the balance grows by the interest.
      B += I;
      if (!Number.isSafeInteger(B))
        throw new FinanceInputError('principal', l('对此期限和利率而言过大', 'is too large for this term and rate'));
      const closing = fromUnits(B, 2);
      rows[k] = makeRow(k + 1, dates[k], ZERO, fromUnits(-I, 2), Id, Bd, closing);
      Bd = closing;
    }
  }

  const FVd = t.residual;
  const FV = toUnits(FVd, 2);
  let level: Decimal | null = null;
  let levelUnits = 0;
  let principalUnit = 0;
  let fixedPrincipals: (number | null)[] | null = null;
  if (t.method === 'EQUAL_RENT') {
    const fast = plan.periodRate.isZero() ? null : uniformLevelRentUnits(B, plan, g, n, FV, rd, periodScaled());
    if (fast !== null) {
      levelUnits = fast;
      level = fromUnits(fast, 2);
    } else {
      level = roundMoney(levelPayment(Bd, plan, g, n, FVd, null), rd);
    }
  } else if (fixedRents) {
    if (fixedRents.some((v) => v === null)) {
      const x = levelPayment(Bd, plan, g, n, FVd, fixedRents);
      if (x.lt(0))
        throw new FinanceInputError(
          'rents',
          l(
            '已超过本金: 未填的租金将为负数',
            'already repay more than the principal: the missing rents would be negative',
          ),
        );
      level = roundMoney(x, rd);
    }
  } else {
    // EQUAL_PRINCIPAL, or IRREGULAR with principals: the amount to amortise is B − residual.
    let remainder = Bd.minus(FVd);
    let count = n - g;
    if (t.principals) {
      fixedPrincipals = t.principals.map((v) => (v === null ? null : toUnits(v, 2)));
      count = 0;
      for (const p of t.principals) {
        if (p === null) count++;
        else remainder = remainder.minus(p);
      }
      if (remainder.lt(0))
        throw new FinanceInputError(
          'principals',
          l('合计超过本金 − 留购价', 'add up to more than principal − residual'),
        );
      if (count === 0 && !remainder.isZero()) {
        throw new FinanceInputError(
          'principals',
          l(
            `合计必须等于本金 − 留购价 (${Bd.minus(FVd).toFixed()})`,
            `must add up to principal − residual (${Bd.minus(FVd).toFixed()})`,
          ),
        );
      }
    }
    principalUnit = count > 0 ? toUnits(evenShare(remainder, count, rd), 2) : 0;
  }
  if (level && levelUnits === 0) levelUnits = toUnits(level, 2);
  const fixedUnits = fixedRents ? fixedRents.map((v) => (v === null ? null : toUnits(v, 2))) : null;

  // The residual's accrual over the last interval (advance only) is collected with the last rent.
  const endExtra =
    FV === 0 || plan.endRate.isZero() ? 0n : scaledUnits(FVd.times(plan.endRate).div(ONE.plus(plan.endRate)), 2);
  const rentDriven = level !== null || fixedRents !== null;

  for (let k = g; k < n; k++) {
    let I: number;
    let P: number;
    let rent: Decimal | null = null;
    if (k === n - 1) {
      P = B - FV;
      I = interestOn(B, k, endExtra);
    } else {
      I = interestOn(B, k);
      if (rentDriven) {
        const fixed = fixedUnits ? fixedUnits[k] : null;
        if (fixed !== null) {
          P = fixed - I;
          rent = (fixedRents as Decimal[])[k];
        } else {
          P = levelUnits - I;
          rent = level;
        }
      } else {
        P = (fixedPrincipals ? fixedPrincipals[k] : null) ?? principalUnit;
      }
      // Rounding may never carry the balance below the residual before the last row.
      if (P > B - FV) {
        P = B - FV;
        rent = null;
      }
    }
    const closing = B - P;
    if (!Number.isSafeInteger(closing))
      throw new FinanceInputError('principal', l('对此期限和利率而言过大', 'is too large for this term and rate'));
    const closingD = fromUnits(closing, 2);
    rows[k] = makeRow(k + 1, dates[k], rent ?? fromUnits(P + I, 2), fromUnits(P, 2), fromUnits(I, 2), Bd, closingD);
    B = closing;
    Bd = closingD;
  }
  return { rows, levelRent: level };
}

function flatRows(t: ResolvedTerms, tl: Timeline, annualRate: Decimal): { rows: ScheduleRow[]; levelRent: null } {
  const n = t.periods;
  const g = t.gracePeriods;
  const rd = t.rounding;
  const dates = tl.dueDates;
  // Interest-bearing rows: all rows for interest-only grace; otherwise the amortising rows
  // (deferred grace collects the full term's interest there, interest-free grace drops its share).
  const interestRows = g > 0 && t.graceType === 'PRINCIPAL' ? n : n - g;
  const chargedPeriods = t.graceType === 'INTEREST_FREE' ? n - g : n;
  const totalInterest = roundMoney(
    t.principal
      .times(annualRate)
      .times(chargedPeriods * t.frequencyMonths)
      .div(12),
    rd,
  );
  const interestUnit = toUnits(evenShare(totalInterest, interestRows, rd), 2);
  const principalUnit = toUnits(evenShare(t.principal.minus(t.residual), n - g, rd), 2);
  const FV = toUnits(t.residual, 2);
  const rows = new Array<ScheduleRow>(n);
  let B = toUnits(t.principal, 2);
  let Bd = t.principal;
  let interestLeft = toUnits(totalInterest, 2);
  let interestRowsLeft = interestRows;
  for (let k = 0; k < n; k++) {
    const grace = k < g;
    let I = 0;
    if (!grace || t.graceType === 'PRINCIPAL') {
      I = interestRowsLeft === 1 ? interestLeft : interestUnit;
      interestLeft -= I;
      interestRowsLeft--;
    }
    let P = 0;
    if (!grace) P = k === n - 1 || principalUnit > B - FV ? B - FV : principalUnit;
    const closing = B - P;
    const closingD = P === 0 ? Bd : fromUnits(closing, 2);
    rows[k] = makeRow(k + 1, dates[k], fromUnits(P + I, 2), fromUnits(P, 2), fromUnits(I, 2), Bd, closingD);
    B = closing;
    Bd = closingD;
  }
  return { rows, levelRent: null };
}

/** IRREGULAR with every rent given: the annual rate at which the rents repay P down to the residual. */
function solveAnnualRate(t: ResolvedTerms, basis: IntervalBasis, rents: Decimal[]): Decimal {
  const P = t.principal;
  const FV = t.residual;
  const pv = (a: Decimal): Decimal => {
    const plan = ratePlan(t, a, basis);
    let disc = ONE;
    let s = ZERO;
    for (let k = 0; k < rents.length; k++) {
      if (!plan.rates[k].isZero()) disc = disc.div(ONE.plus(plan.rates[k]));
      s = s.plus(rents[k].times(disc));
    }
    let pvFV = FV.times(disc);
    if (!plan.endRate.isZero()) pvFV = pvFV.div(ONE.plus(plan.endRate));
    return s.plus(pvFV);
  };
  let total = FV;
  for (const r of rents) total = total.plus(r);
  // PV falls as the rate rises, so f(a) = PV(a) − P has at most one root in [0, 1).
  const f0 = total.minus(P);
  if (f0.lt(0))
    throw new FinanceInputError(
      'rents',
      l(
        `不足以偿还本金: 租金 + 留购价 (${total.toFixed()}) 小于 ${P.toFixed()}`,
        `cannot repay the principal: rents + residual (${total.toFixed()}) are less than ${P.toFixed()}`,
      ),
    );
  if (f0.isZero()) return ZERO;
  const hi = new D('0.9999999999');
  const fhi = pv(hi).minus(P);
  if (fhi.gt(0))
    throw new FinanceInputError('rents', l('对应的年利率达到或超过 100 %', 'imply an annual rate of 100 % or more'));
  return bracketedRoot((a) => pv(a).minus(P), ZERO, hi, f0, fhi, new D('1e-22'));
}
