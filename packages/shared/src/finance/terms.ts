/**
 * Lease terms: the public input type of the schedule engine and its validation. Validation lives
 * here, apart from the arithmetic, so every bad value is rejected with a FinanceInputError naming
 * the field before any computation starts.
 */
import type Decimal from 'decimal.js';
import { addMonthsCivil, DAY_BASES, type DayBasis, dayNumber, parseDate, toEpochDay } from './dates';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import {
  type DecimalLike,
  makeRounding,
  ONE,
  requireCents,
  type Rounding,
  type RoundingMode,
  type RoundTo,
  requireNonNegative,
  requirePositive,
  toDecimal,
  toDecimalOr,
  ZERO,
} from './money';

export type Method = 'EQUAL_RENT' | 'EQUAL_PRINCIPAL' | 'FLAT' | 'IRREGULAR';
export type PayIn = 'ARREARS' | 'ADVANCE';
export type FrequencyMonths = 1 | 2 | 3 | 4 | 6 | 12;
export type GraceType = 'PRINCIPAL' | 'INTEREST_DEFERRED' | 'INTEREST_FREE';
export type FirstPeriodInterest = 'WHOLE_PERIOD' | 'ACTUAL_DAYS';
export type FeeMode = 'UPFRONT' | 'SPREAD';
export type DepositUse = 'REFUND' | 'OFFSET_LAST';
/**
 * How a regular period's rate is derived from the annual rate:
 * - DAY_BASIS: 30/360 → annual × months / 12; ACT/365 and ACT/360 → annual × actual days / 365 (360).
 * - RATE_365_VARIANT: DOMAIN.md's 365-day variant, (1 + annual·365/(360·12))^months − 1, the same
 *   for every period (the day basis then only matters for broken periods and pre-lease interest).
 */
export type PeriodRateRule = 'DAY_BASIS' | 'RATE_365_VARIANT';

export const METHODS: readonly Method[] = ['EQUAL_RENT', 'EQUAL_PRINCIPAL', 'FLAT', 'IRREGULAR'];
export const PAY_INS: readonly PayIn[] = ['ARREARS', 'ADVANCE'];
export const FREQUENCIES: readonly FrequencyMonths[] = [1, 2, 3, 4, 6, 12];
export const GRACE_TYPES: readonly GraceType[] = ['PRINCIPAL', 'INTEREST_DEFERRED', 'INTEREST_FREE'];
export const FEE_MODES: readonly FeeMode[] = ['UPFRONT', 'SPREAD'];
export const DEPOSIT_USES: readonly DepositUse[] = ['REFUND', 'OFFSET_LAST'];

/** Longest schedule accepted (100 years of monthly rents): a guard against runaway input. */
export const MAX_PERIODS = 1200;
/** Largest financed amount (1 万亿 yuan): keeps every amount exact in the integer row loop. */
export const MAX_PRINCIPAL = 1_000_000_000_000;

/** Input of generateSchedule. Amounts and rates may be Decimals, numbers or decimal strings. */
export interface LeaseTerms {
  /** Financed amount (融资额), > 0. */
  principal: DecimalLike;
  /**
   * Annual rate as a FRACTION (0.06 = 6 %), 0 ≤ rate < 1. For IRREGULAR with every rent given it
   * is solved from the rents (and ignored if given).
   */
  annualRate?: DecimalLike;
  /** Number of rent periods (including grace periods). */
  periods: number;
  /** Months per period: 1, 2, 3, 4, 6 or 12. */
  frequencyMonths: number;
  method: Method;
  /** Default ARREARS (后付). */
  payIn?: PayIn;
  /** Lease start (起租日), 'YYYY-MM-DD'. Due dates are anchored to its day of month. */
  startDate: string;
  /** Default '30/360'. */
  dayBasis?: DayBasis;
  /** Default DAY_BASIS. */
  periodRateRule?: PeriodRateRule;
  /**
   * 首期租金日, ARREARS only (in advance the first rent is due on the start date): a fixed first due date (a broken
   * first period); every later due date is computed from it, its day clamped to the month's length, and a first due
   * date on a month's last day keeps every due date on the last day. Default one period after the start date.
   */
  firstDueDate?: string;
  /** First period's interest: the full period rate, or actual days under the day basis. Default ACTUAL_DAYS. */
  firstPeriodInterest?: FirstPeriodInterest;
  /** Disbursement date (放款日) ≤ startDate; interest between the two is pre-lease interest (租前息). */
  valueDate?: string;
  /** Residual (余值 / 尾付): a balloon left unamortised, the last closing balance; 0 ≤ residual < principal. */
  residual?: DecimalLike;
  /**
   * Purchase price (留购价款): the nominal sum the lessee pays with the last rent to take ownership. Never amortised —
   * Σ principal is the financed amount whatever it is — and kept as its own line (DOMAIN.md §2).
   */
  purchasePrice?: DecimalLike;
  /** Security deposit (保证金) received at the start. */
  deposit?: DecimalLike;
  /** Default REFUND (returned at the end of the term). */
  depositUse?: DepositUse;
  /** Handling fee (手续费). */
  fee?: DecimalLike;
  /** Default UPFRONT. */
  feeMode?: FeeMode;
  /** Grace at the start, in months (a multiple of frequencyMonths, shorter than the term). */
  graceMonths?: number;
  /** Default PRINCIPAL (interest only). */
  graceType?: GraceType;
  /** Default HALF_UP. */
  rounding?: RoundingMode;
  /** Default CENT. */
  roundTo?: RoundTo;
  /** IRREGULAR: rent per period, null where it should be solved (as a level rent). */
  rents?: readonly (DecimalLike | null | undefined)[];
  /** IRREGULAR: principal per period, null where it should be solved (the remainder split evenly). */
  principals?: readonly (DecimalLike | null | undefined)[];
}

/** Terms after validation, with defaults filled in. */
export interface ResolvedTerms {
  principal: Decimal;
  /** null when it is to be solved from the rents. */
  annualRate: Decimal | null;
  periods: number;
  frequencyMonths: FrequencyMonths;
  method: Method;
  payIn: PayIn;
  startDate: string;
  dayBasis: DayBasis;
  periodRateRule: PeriodRateRule;
  firstDueDate: string | null;
  firstPeriodInterest: FirstPeriodInterest;
  valueDate: string;
  residual: Decimal;
  purchasePrice: Decimal;
  deposit: Decimal;
  depositUse: DepositUse;
  fee: Decimal;
  feeMode: FeeMode;
  gracePeriods: number;
  graceType: GraceType;
  rounding: Rounding;
  rents: (Decimal | null)[] | null;
  principals: (Decimal | null)[] | null;
}

function oneOf<T>(value: unknown, allowed: readonly T[], field: string, fallback?: T): T {
  if (value === undefined && fallback !== undefined) return fallback;
  if (!allowed.includes(value as T))
    throw new FinanceInputError(field, l(`必须是 ${allowed.join(', ')} 之一`, `must be one of ${allowed.join(', ')}`));
  return value as T;
}

function wholeNumber(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new FinanceInputError(field, l('必须是整数', 'must be a whole number'));
  if (value < min) throw new FinanceInputError(field, l(`不能小于 ${min}`, `must be at least ${min}`));
  if (value > max) throw new FinanceInputError(field, l(`不能大于 ${max}`, `must be at most ${max}`));
  return value;
}

/** Validate an annual rate given as a fraction. */
export function checkAnnualRate(value: unknown, field = 'annualRate'): Decimal {
  const rate = toDecimal(value, field);
  if (rate.lt(0)) throw new FinanceInputError(field, l('不能为负数', 'must not be negative'));
  if (rate.gte(ONE)) throw new FinanceInputError(field, l('必须小于 100 %', 'must be less than 100 %'));
  return rate;
}

function perPeriod(
  list: readonly (DecimalLike | null | undefined)[] | undefined,
  field: string,
  periods: number,
): (Decimal | null)[] | null {
  if (list === undefined || list === null) return null;
  if (!Array.isArray(list))
    throw new FinanceInputError(field, l('必须是每期一项的列表', 'must be a list with one entry per period'));
  if (list.length !== periods)
    throw new FinanceInputError(
      field,
      l(
        `必须每期一项 (共 ${periods} 项), 实际为 ${list.length} 项`,
        `must have one entry per period (${periods}), got ${list.length}`,
      ),
    );
  return list.map((v, i) => {
    if (v === null || v === undefined) return null;
    const f = `${field}[${i}]`;
    return requireCents(requireNonNegative(toDecimal(v, f), f), f);
  });
}

export function resolveTerms(t: LeaseTerms): ResolvedTerms {
  if (typeof t !== 'object' || t === null) throw new FinanceInputError('terms', l('必须是对象', 'must be an object'));
  const principal = requireCents(requirePositive(toDecimal(t.principal, 'principal'), 'principal'), 'principal');
  if (principal.gt(MAX_PRINCIPAL))
    throw new FinanceInputError('principal', l(`不能大于 ${MAX_PRINCIPAL}`, `must be at most ${MAX_PRINCIPAL}`));
  const periods = wholeNumber(t.periods, 'periods', 1, MAX_PERIODS);
  const frequencyMonths = oneOf(t.frequencyMonths, FREQUENCIES, 'frequencyMonths');
  const method = oneOf(t.method, METHODS, 'method');
  const payIn = oneOf(t.payIn, PAY_INS, 'payIn', 'ARREARS');
  const dayBasis = oneOf(t.dayBasis, DAY_BASES, 'dayBasis', '30/360');
  const periodRateRule = oneOf<PeriodRateRule>(
    t.periodRateRule,
    ['DAY_BASIS', 'RATE_365_VARIANT'],
    'periodRateRule',
    'DAY_BASIS',
  );
  const firstPeriodInterest = oneOf<FirstPeriodInterest>(
    t.firstPeriodInterest,
    ['WHOLE_PERIOD', 'ACTUAL_DAYS'],
    'firstPeriodInterest',
    'ACTUAL_DAYS',
  );
  const rounding = makeRounding(
    oneOf<RoundingMode>(t.rounding, ['HALF_UP', 'HALF_EVEN'], 'rounding', 'HALF_UP'),
    oneOf<RoundTo>(t.roundTo, ['CENT', 'YUAN'], 'roundTo', 'CENT'),
  );

  const start = parseDate(t.startDate, 'startDate');
  const startDay = dayNumber(t.startDate, 'startDate');
  let firstDueDate: string | null = null;
  if (
    t.firstDueDate !== undefined &&
    t.firstDueDate !== null &&
    !(payIn === 'ADVANCE' && t.firstDueDate === t.startDate)
  ) {
    if (payIn !== 'ARREARS')
      throw new FinanceInputError('firstDueDate', l('仅适用于后付 (ARREARS)', 'is only supported for payIn ARREARS'));
    const first = dayNumber(t.firstDueDate, 'firstDueDate');
    if (first <= startDay) throw new FinanceInputError('firstDueDate', l('必须晚于起租日', 'must be after startDate'));
    // A broken first period may be short or long, but not longer than two regular periods.
    const limit = toEpochDay(addMonthsCivil(start, 2 * frequencyMonths));
    if (first > limit)
      throw new FinanceInputError(
        'firstDueDate',
        l('必须在起租日后两期之内', 'must be within two periods of startDate'),
      );
    firstDueDate = t.firstDueDate;
  }
  let valueDate = t.startDate;
  if (t.valueDate !== undefined && t.valueDate !== null) {
    if (dayNumber(t.valueDate, 'valueDate') > startDay)
      throw new FinanceInputError('valueDate', l('不能晚于起租日', 'must not be after startDate'));
    valueDate = t.valueDate;
  }

  const residual = requireCents(requireNonNegative(toDecimalOr(t.residual, 'residual', ZERO), 'residual'), 'residual');
  if (residual.gte(principal))
    throw new FinanceInputError('residual', l('必须小于融资本金', 'must be less than principal'));
  const purchasePrice = requireCents(
    requireNonNegative(toDecimalOr(t.purchasePrice, 'purchasePrice', ZERO), 'purchasePrice'),
    'purchasePrice',
  );
  const deposit = requireCents(requireNonNegative(toDecimalOr(t.deposit, 'deposit', ZERO), 'deposit'), 'deposit');
  const depositUse = oneOf(t.depositUse, DEPOSIT_USES, 'depositUse', 'REFUND');
  const fee = requireCents(requireNonNegative(toDecimalOr(t.fee, 'fee', ZERO), 'fee'), 'fee');
  const feeMode = oneOf(t.feeMode, FEE_MODES, 'feeMode', 'UPFRONT');

  const graceMonths =
    t.graceMonths === undefined || t.graceMonths === null
      ? 0
      : wholeNumber(t.graceMonths, 'graceMonths', 0, MAX_PERIODS * 12);
  if (graceMonths % frequencyMonths !== 0)
    throw new FinanceInputError(
      'graceMonths',
      l(
        `必须是支付间隔月数 (${frequencyMonths}) 的整数倍`,
        `must be a multiple of frequencyMonths (${frequencyMonths})`,
      ),
    );
  const gracePeriods = graceMonths / frequencyMonths;
  if (gracePeriods >= periods)
    throw new FinanceInputError('graceMonths', l('必须短于租赁期限', 'must be shorter than the lease term'));
  const graceType = oneOf(t.graceType, GRACE_TYPES, 'graceType', 'PRINCIPAL');

  let rents: (Decimal | null)[] | null = null;
  let principals: (Decimal | null)[] | null = null;
  if (method === 'IRREGULAR') {
    if (gracePeriods > 0)
      throw new FinanceInputError(
        'graceMonths',
        l(
          '不适用于 IRREGULAR 方式; 请直接给出宽限期各期的租金或本金',
          'is not supported with the IRREGULAR method; give the grace periods\u2019 rents or principals instead',
        ),
      );
    rents = perPeriod(t.rents, 'rents', periods);
    principals = perPeriod(t.principals, 'principals', periods);
    if (rents && principals)
      throw new FinanceInputError(
        'rents',
        l('不能与各期本金同时给出', 'cannot be given together with principals (give one, not both)'),
      );
    if (!rents && !principals)
      throw new FinanceInputError(
        'rents',
        l('在 IRREGULAR 方式下必须填写 (或给出各期本金)', 'is required for the IRREGULAR method (or give principals)'),
      );
  }

  // The rate may be left out only when it is to be solved from a complete list of rents.
  const solveRate = rents?.every((r) => r !== null) ?? false;
  const annualRate = solveRate ? null : checkAnnualRate(t.annualRate);

  return {
    principal,
    annualRate,
    periods,
    frequencyMonths,
    method,
    payIn,
    startDate: t.startDate,
    dayBasis,
    periodRateRule,
    firstDueDate,
    firstPeriodInterest,
    valueDate,
    residual,
    purchasePrice,
    deposit,
    depositUse,
    fee,
    feeMode,
    gracePeriods,
    graceType,
    rounding,
    rents,
    principals,
  };
}
