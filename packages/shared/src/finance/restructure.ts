/**
 * Extension / restructuring (展期 / 重组): keep periods before `fromPeriod`, regenerate the rest.
 *
 * - New principal = opening balance of `fromPeriod` (principal not yet due, including the residual
 *   if one is kept) + unpaid principal of earlier periods (always rolled in) + unpaid interest and
 *   penalty (and fees) of earlier periods when overdueTreatment = CAPITALISE. With CARRY they stay
 *   owed on their original periods and are reported under `carried` (servicing passes no overdue
 *   principal then either: all that is overdue stays where it is).
 * - The tail starts where period `fromPeriod` starts: after payment fromPeriod−1 the remaining
 *   debt accrues until the next due date, so the tail is an in-arrears schedule starting on the
 *   due date of period fromPeriod−1 (in arrears or in advance alike). Restructuring from period 1
 *   regenerates the whole schedule with the original start and payIn.
 * - New term, rate, frequency, method, residual and a restructuring fee may be given; the rest
 *   (day basis, rounding, deposit and its use) is kept. Unbilled spread fees of the replaced rows
 *   are spread again over the tail. Tail rows are renumbered from fromPeriod.
 */
import type Decimal from 'decimal.js';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { type DecimalLike, requireCents, requireNonNegative, roundMoney, toDecimalOr, ZERO } from './money';
import { buildSchedule, evenShare, type Schedule, type ScheduleRow } from './schedule';
import { checkAnnualRate, type FeeMode, type GraceType, type Method, resolveTerms } from './terms';

export interface RestructureInput {
  schedule: Schedule;
  /** First period to regenerate (1-based). */
  fromPeriod: number;
  /** Number of periods of the regenerated tail. */
  periods: number;
  /** New annual rate as a fraction (default the current one). */
  annualRate?: DecimalLike;
  frequencyMonths?: number;
  /** Default the current method (EQUAL_RENT when the current one is IRREGULAR). */
  method?: Exclude<Method, 'IRREGULAR'>;
  /**
   * Hand-edited tail (租金计划调整): the tail's rents, or its principals, per new period (null: solved) — the IRREGULAR
   * method: the rest one level rent at the rate, or with every rent given the rate they imply.
   */
  rents?: readonly (DecimalLike | null)[];
  principals?: readonly (DecimalLike | null)[];
  /** Default the current residual. */
  residual?: DecimalLike;
  /** The first new due date (a new due day: the first rescheduled period runs broken to it, the rest on its day). */
  firstDueDate?: string;
  /** Restructuring fee. */
  fee?: DecimalLike;
  feeMode?: FeeMode;
  graceMonths?: number;
  graceType?: GraceType;
  /** Unpaid amounts of the periods before fromPeriod (from servicing). */
  overdue?: { principal?: DecimalLike; interest?: DecimalLike; penalty?: DecimalLike; fee?: DecimalLike };
  /** Default CARRY. */
  overdueTreatment?: 'CAPITALISE' | 'CARRY';
}

export interface RestructureResult {
  /** Kept rows followed by the tail rows, renumbered from fromPeriod. */
  rows: ScheduleRow[];
  /** The regenerated part as a schedule of its own (its rows numbered from 1). */
  tail: Schedule;
  newPrincipal: Decimal;
  capitalised: { principal: Decimal; interest: Decimal; penalty: Decimal; fee: Decimal };
  carried: { interest: Decimal; penalty: Decimal; fee: Decimal };
}

export function restructureSchedule(input: RestructureInput): RestructureResult {
  const old = input.schedule;
  if (!old || !Array.isArray(old.rows)) throw new FinanceInputError('schedule', l('不能为空', 'is required'));
  const t = old.terms;
  const k = input.fromPeriod;
  if (!Number.isInteger(k) || k < 1 || k > old.rows.length) {
    throw new FinanceInputError(
      'fromPeriod',
      l(`必须是 1 到 ${old.rows.length} 之间的整数`, `must be a whole number from 1 to ${old.rows.length}`),
    );
  }
  const treatment = input.overdueTreatment ?? 'CARRY';
  if (treatment !== 'CAPITALISE' && treatment !== 'CARRY')
    throw new FinanceInputError('overdueTreatment', l('必须是 CAPITALISE 或 CARRY', 'must be CAPITALISE or CARRY'));
  if (input.method !== undefined && (input.method as string) === 'IRREGULAR') {
    throw new FinanceInputError(
      'method',
      l('重组不支持 IRREGULAR 方式', 'IRREGULAR is not supported for restructuring'),
    );
  }
  const od = input.overdue ?? {};
  const amount = (v: DecimalLike | undefined, f: string) =>
    requireCents(requireNonNegative(toDecimalOr(v, f, ZERO), f), f);
  const odPrincipal = amount(od.principal, 'overdue.principal');
  const odInterest = amount(od.interest, 'overdue.interest');
  const odPenalty = amount(od.penalty, 'overdue.penalty');
  const odFee = amount(od.fee, 'overdue.fee');

  const kept = old.rows.slice(0, k - 1);
  const replaced = old.rows.slice(k - 1);
  const capitalise = treatment === 'CAPITALISE';
  const newPrincipal = replaced[0].openingBalance
    .plus(odPrincipal)
    .plus(capitalise ? odInterest.plus(odPenalty).plus(odFee) : ZERO);
  if (!newPrincipal.gt(0))
    throw new FinanceInputError('fromPeriod', l('之后已无可重组的本金', 'leaves no principal to restructure'));

  let depositLeft = old.deposit;
  for (const r of kept) depositLeft = depositLeft.minus(r.depositOffset);

  const tailTerms = resolveTerms({
    principal: newPrincipal,
    annualRate: input.annualRate === undefined ? old.annualRate : checkAnnualRate(input.annualRate),
    periods: input.periods,
    frequencyMonths: input.frequencyMonths ?? t.frequencyMonths,
    method:
      input.rents || input.principals
        ? 'IRREGULAR'
        : (input.method ?? (t.method === 'IRREGULAR' ? 'EQUAL_RENT' : t.method)),
    rents: input.rents,
    principals: input.principals,
    payIn: k === 1 ? t.payIn : 'ARREARS',
    startDate: k === 1 ? t.startDate : kept[k - 2].dueDate,
    firstDueDate: input.firstDueDate,
    dayBasis: t.dayBasis,
    periodRateRule: t.periodRateRule,
    residual: input.residual ?? old.residual,
    // The purchase price stays due with the last rent, wherever that now falls.
    purchasePrice: old.purchasePrice,
    deposit: depositLeft,
    depositUse: t.depositUse,
    fee: input.fee,
    feeMode: input.feeMode,
    graceMonths: input.graceMonths,
    graceType: input.graceType,
    rounding: t.rounding.mode,
    roundTo: t.rounding.scale === 0 ? 'YUAN' : 'CENT',
  });
  const tail = buildSchedule(tailTerms);

  // Spread fees not yet billed on the replaced rows move to the tail.
  let unbilled = ZERO;
  for (const r of replaced) unbilled = unbilled.plus(r.fee);
  if (unbilled.gt(0)) {
    const unit = evenShare(unbilled, tail.rows.length, t.rounding);
    tail.rows.forEach((r, i) => {
      const share = i === tail.rows.length - 1 ? unbilled.minus(unit.times(tail.rows.length - 1)) : unit;
      r.fee = roundMoney(r.fee.plus(share), { mode: t.rounding.mode, scale: 2 });
    });
  }

  const rows = [...kept, ...tail.rows.map((r) => ({ ...r, period: r.period + k - 1 }))];
  return {
    rows,
    tail,
    newPrincipal,
    capitalised: {
      principal: odPrincipal,
      interest: capitalise ? odInterest : ZERO,
      penalty: capitalise ? odPenalty : ZERO,
      fee: capitalise ? odFee : ZERO,
    },
    carried: {
      interest: capitalise ? ZERO : odInterest,
      penalty: capitalise ? ZERO : odPenalty,
      fee: capitalise ? ZERO : odFee,
    },
  };
}
