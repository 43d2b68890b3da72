/**
 * The rent calculator behind POST /api/rzzl_qy/calculator/schedule.
 *
 * Conventions:
 * - Amounts are decimal strings or numbers (at most 2 decimals); annualRate is a PERCENT (6 = 6 %).
 *   annualRate may be left out only for IRREGULAR with every rent given: the rate is then solved
 *   and returned in summary.annualRate.
 * - Due dates: in arrears (后付) the first rent is due on firstDueDate (首期租金日), by default one period
 *   after startDate; in advance (先付) on startDate. Later due dates keep the anchor's day of month,
 *   clamped to the month's end (31 Jan → 29 Feb → 31 Mar), and an anchor on a month's last day keeps
 *   them all on the last day (30 Apr → 31 May).
 * - Interest per period: 30/360 → annual × months / 12; ACT/365 and ACT/360 → annual × actual
 *   days / 365 (360). Amounts round half-up (or half-even) to 分 (or 元); the last period absorbs
 *   the residue so Σ principal = principal − residual and the last closing balance = residual.
 * - residual (余值 / 尾付) is a balloon due at the end of the term (the last due date in arrears, one
 *   period after the last rent in advance); the level rent is computed on P − FV/(1+r)^n.
 * - purchasePrice (留购价款) is nominal: never amortised, due with the last rent, on its own column.
 * - graceMonths (a multiple of frequencyMonths) are the first periods of the term;
 *   graceType PRINCIPAL = interest only (default), INTEREST_DEFERRED = capitalised,
 *   INTEREST_FREE = nothing accrues.
 * - fee (手续费) is collected up front unless feeMode = SPREAD (then per row in `fee`); deposit
 *   (保证金) is received at the start and refunded at the end (REFUND) or applied against the
 *   last rents (OFFSET_LAST, per row in `depositOffset`).
 * - Output money: strings with two decimals. `rent` = principal + interest (excludes fee).
 * - irr: the LESSOR's returns on the cash flows −principal + up-front fee + deposit at the start,
 *   rent + fee − deposit offset on each due date, residual − deposit refund at the end.
 *   periodic (per period), nominalAnnual = periodic × periods per year, effectiveAnnual =
 *   (1 + periodic)^(periods per year) − 1, xirr = Excel XIRR on the dated flows; decimal strings
 *   of 10 significant digits, null when the flows have no IRR.
 */
import { z } from 'zod';
import { lessorReturns } from './cashflows';
import { isValidDate } from './dates';
import { type Localized, l } from '../resources/localized';
import { FinanceInputError, isFinanceInputError } from './errors';
import { formatMoney, formatRate, HUNDRED, isDecimalLike, toDecimal } from './money';
import { type Schedule, generateSchedule, scheduleTotals } from './schedule';
import { DEPOSIT_USES, FEE_MODES, FREQUENCIES, GRACE_TYPES, MAX_PERIODS, METHODS, PAY_INS } from './terms';

/** An element of `rents` is checked without its path (zod gives it), so its messages are bare problems. */
const ELEMENT = {
  number: l('必须是数字或空值', 'must be a decimal number or null'),
  plain: l('必须是普通十进制数字或空值', 'must be a plain decimal number or null'),
};
const ELEMENTS = new Map(Object.values(ELEMENT).map((p) => [p['en-US'], p]));

/**
 * Zod messages are plain strings, so each is the English sentence "<field> <problem>" and its problem in both
 * languages is kept here by that sentence; parseCalculatorInput turns it back into a localized problem.
 */
const PROBLEMS = new Map<string, Localized>();
const say = (field: string, problem: Localized): string => {
  const en = `${field} ${problem['en-US']}`;
  PROBLEMS.set(en, problem);
  return en;
};
const IS_REQUIRED = l('不能为空', 'is required');

const required = (field: string, what: Localized) => (iss: { input?: unknown }) =>
  say(field, iss.input === undefined ? IS_REQUIRED : what);

const decimalField = (field: string) =>
  z
    .union([z.string(), z.number()], {
      error: required(field, l('必须是数字 (字符串或数值)', 'must be a decimal number (string or number)')),
    })
    .refine(isDecimalLike, {
      error: say(field, l('必须是普通十进制数字, 如 "1000.00"', 'must be a plain decimal number such as "1000.00"')),
    });

const enumField = <T extends string>(field: string, values: readonly T[]) =>
  z.enum(values as [T, ...T[]], {
    error: required(field, l(`必须是 ${values.join(', ')} 之一`, `must be one of ${values.join(', ')}`)),
  });

const intField = (field: string, min: number, max: number) =>
  z
    .number({ error: required(field, l('必须是整数', 'must be a whole number')) })
    .int({ error: say(field, l('必须是整数', 'must be a whole number')) })
    .min(min, { error: say(field, l(`不能小于 ${min}`, `must be at least ${min}`)) })
    .max(max, { error: say(field, l(`不能大于 ${max}`, `must be at most ${max}`)) });

/**
 * Built on first use, not when the module loads: zod probes for eval when a schema is built, and the web app (whose
 * Content-Security-Policy forbids eval) tells zod not to compile before its first validation, not before its bundles load.
 */
const buildSchema = () =>
  z
    .object({
      principal: decimalField('principal'),
      annualRate: decimalField('annualRate').optional(),
      periods: intField('periods', 1, MAX_PERIODS),
      frequencyMonths: z.literal(FREQUENCIES as unknown as [1, 2, 3, 4, 6, 12], {
        error: required(
          'frequencyMonths',
          l(`必须是 ${FREQUENCIES.join(', ')} 之一`, `must be one of ${FREQUENCIES.join(', ')}`),
        ),
      }),
      method: enumField('method', METHODS),
      payIn: enumField('payIn', PAY_INS),
      startDate: z
        .string({
          error: required('startDate', l('必须是 YYYY-MM-DD 格式的日期', 'must be a date in YYYY-MM-DD form')),
        })
        .refine(isValidDate, {
          error: say('startDate', l('必须是 YYYY-MM-DD 格式的有效日期', 'must be a valid date in YYYY-MM-DD form')),
        }),
      dayBasis: enumField('dayBasis', ['30/360', 'ACT/365', 'ACT/360'] as const),
      firstDueDate: z
        .string({ error: say('firstDueDate', l('必须是 YYYY-MM-DD 格式的日期', 'must be a date in YYYY-MM-DD form')) })
        .refine(isValidDate, {
          error: say('firstDueDate', l('必须是 YYYY-MM-DD 格式的有效日期', 'must be a valid date in YYYY-MM-DD form')),
        })
        .optional(),
      residual: decimalField('residual').optional(),
      purchasePrice: decimalField('purchasePrice').optional(),
      deposit: decimalField('deposit').optional(),
      depositUse: enumField('depositUse', DEPOSIT_USES).optional(),
      fee: decimalField('fee').optional(),
      feeMode: enumField('feeMode', FEE_MODES).optional(),
      graceMonths: intField('graceMonths', 0, MAX_PERIODS * 12).optional(),
      graceType: enumField('graceType', GRACE_TYPES).optional(),
      rounding: enumField('rounding', ['HALF_UP', 'HALF_EVEN'] as const).optional(),
      roundTo: enumField('roundTo', ['CENT', 'YUAN'] as const).optional(),
      rents: z
        .array(
          z
            .union([z.string(), z.number(), z.null()], { error: ELEMENT.number['en-US'] })
            .refine((v) => v === null || isDecimalLike(v), { error: ELEMENT.plain['en-US'] }),
          { error: say('rents', l('必须是金额或空值的列表', 'must be a list of amounts or null')) },
        )
        .optional(),
    })
    .superRefine((v, ctx) => {
      const solveRate =
        v.method === 'IRREGULAR' && Array.isArray(v.rents) && v.rents.length > 0 && v.rents.every((r) => r !== null);
      if (v.annualRate === undefined && !solveRate) {
        ctx.addIssue({ code: 'custom', path: ['annualRate'], message: say('annualRate', IS_REQUIRED) });
      }
      if (v.method === 'IRREGULAR' && v.rents === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['rents'],
          message: say('rents', l('在 IRREGULAR 方式下必须填写', 'is required for the IRREGULAR method')),
        });
      }
    });

let built: ReturnType<typeof buildSchema> | undefined;
/** The calculator's input schema (built once, on first use). */
export const calculatorInputSchema = (): ReturnType<typeof buildSchema> => {
  built ??= buildSchema();
  return built;
};

export type CalculatorInput = z.input<ReturnType<typeof buildSchema>>;

export interface CalculatorRow {
  period: number;
  dueDate: string;
  rent: string;
  principal: string;
  interest: string;
  openingBalance: string;
  closingBalance: string;
  fee: string;
  depositOffset: string;
  /** 留购价款 due with this rent (the last row's). */
  purchasePrice: string;
}

export interface CalculatorOutput {
  rows: CalculatorRow[];
  totals: { rent: string; principal: string; interest: string; fee: string };
  irr: { periodic: string | null; nominalAnnual: string | null; effectiveAnnual: string | null; xirr: string | null };
  summary: {
    /** Annual rate used, in percent (solved for IRREGULAR with every rent given). */
    annualRate: string;
    levelRent: string | null;
    upfrontFee: string;
    deposit: string;
    depositRefund: string;
    residual: string;
    purchasePrice: string;
    termEndDate: string;
  };
}

function pathOf(path: readonly PropertyKey[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s === '' ? String(p) : `.${String(p)}`;
  return s || 'input';
}

/**
 * Validate with calculatorInputSchema; the first problem becomes a FinanceInputError whose field
 * is the full path (e.g. "rents[3]"). Schema messages either are whole sentences starting with the
 * field's name or a predicate ("must be …") that gets the path in front.
 */
export function parseCalculatorInput(input: unknown): z.output<ReturnType<typeof buildSchema>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new FinanceInputError('input', l('必须是 JSON 对象', 'must be a JSON object'));
  const r = calculatorInputSchema().safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = pathOf(issue.path);
  // Zod's own texts (none expected: every check above names its message) pass through in English.
  throw new FinanceInputError(
    field,
    PROBLEMS.get(issue.message) ?? ELEMENTS.get(issue.message) ?? l(issue.message, issue.message),
  );
}

/** The engine's schedule of a calculator input (checked as the calculator checks it): what a change reschedules. */
export function scheduleOfInput(input: unknown): Schedule {
  const v = parseCalculatorInput(input);
  const annualRate = v.annualRate === undefined ? undefined : toDecimal(v.annualRate, 'annualRate').div(HUNDRED);
  return generateSchedule({
    principal: v.principal,
    annualRate,
    periods: v.periods,
    frequencyMonths: v.frequencyMonths,
    method: v.method,
    payIn: v.payIn,
    startDate: v.startDate,
    dayBasis: v.dayBasis,
    firstDueDate: v.firstDueDate,
    residual: v.residual,
    purchasePrice: v.purchasePrice,
    deposit: v.deposit,
    depositUse: v.depositUse,
    fee: v.fee,
    feeMode: v.feeMode,
    graceMonths: v.graceMonths,
    graceType: v.graceType,
    rounding: v.rounding,
    roundTo: v.roundTo,
    rents: v.rents,
  });
}

export function calculateSchedule(input: unknown): CalculatorOutput {
  const schedule = scheduleOfInput(input);
  const totals = scheduleTotals(schedule);
  let irr: CalculatorOutput['irr'] = { periodic: null, nominalAnnual: null, effectiveAnnual: null, xirr: null };
  try {
    const r = lessorReturns(schedule);
    irr = {
      periodic: formatRate(r.periodic),
      nominalAnnual: formatRate(r.nominalAnnual),
      effectiveAnnual: formatRate(r.effectiveAnnual),
      xirr: formatRate(r.xirr),
    };
  } catch (e) {
    // Flows without an IRR (e.g. an interest-free lease with a large deposit) report null.
    if (!isFinanceInputError(e)) throw e;
  }
  return {
    rows: schedule.rows.map((r) => ({
      period: r.period,
      dueDate: r.dueDate,
      rent: formatMoney(r.rent),
      principal: formatMoney(r.principal),
      interest: formatMoney(r.interest),
      openingBalance: formatMoney(r.openingBalance),
      closingBalance: formatMoney(r.closingBalance),
      fee: formatMoney(r.fee),
      depositOffset: formatMoney(r.depositOffset),
      purchasePrice: formatMoney(r.purchasePrice),
    })),
    totals: {
      rent: formatMoney(totals.rent),
      principal: formatMoney(totals.principal),
      interest: formatMoney(totals.interest),
      fee: formatMoney(totals.fee),
    },
    irr,
    summary: {
      annualRate: formatRate(schedule.annualRate.times(HUNDRED)),
      levelRent: schedule.levelRent ? formatMoney(schedule.levelRent) : null,
      upfrontFee: formatMoney(schedule.upfrontFee),
      deposit: formatMoney(schedule.deposit),
      depositRefund: formatMoney(schedule.depositRefund),
      residual: formatMoney(schedule.residual),
      purchasePrice: formatMoney(schedule.purchasePrice),
      termEndDate: schedule.termEndDate,
    },
  };
}
