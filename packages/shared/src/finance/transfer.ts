/**
 * 资产转让 (WAVE3-BRIEF §2.10): the future rents of an IOU sold on a date.
 *
 *   fromPeriod     the first period due after the date (on a due date, the period after it: its rent is the seller's)
 *   rents sold     Σ rent of the periods from fromPeriod — principal and interest; the last also carries a residual
 *                  (its closing balance: billed as principal with the last rent). The purchase price (留购价款, billed
 *                  with the fees) and spread fees stay the seller's.
 *   carrying       the remaining principal (fromPeriod's opening balance) + the interest accrued to the date, as an
 *                  early-settlement quote computes them (settlement.ts, PRO_RATA: the current period's interest × days
 *                  run ÷ days of the period, to the cent; on a due date nothing has accrued).
 *   price          given, or Σ Rₖ / (1 + i)^(k − k₀ − 1 + f): i the discount rate per period (annual × months per
 *                  period ÷ 12), k₀ the period before fromPeriod, f the part of fromPeriod's interval left after the
 *                  date (days to its due date ÷ its days). On a due date f = 1 and the exponent is k − k₀, the brief's
 *                  formula. Summed exactly, rounded half-up to the cent once.
 *   gain or loss   price − carrying.
 *
 * Worked example (transfer.test.ts, the brief's): 1,000,000 at 6 % over 12 monthly rents of 86,066.43 from
 * 2025-01-15; on 2025-07-15 (period 6's due date) rents 7–12 (516,398.57) at 5 % a year: price 508,950.66, carrying
 * 507,480.75, gain 1,469.91.
 */
import type Decimal from 'decimal.js';
import { l } from '../resources/localized';
import { dayNumber } from './dates';
import { FinanceInputError } from './errors';
import { D, type DecimalLike, ONE, ZERO, requireNonNegative, roundCents, toDecimal } from './money';
import { type SettlementSchedule, quoteEarlySettlement } from './settlement';

export interface TransferInput {
  /** The schedule in effect (rows, deposit and the two dates a settlement quote reads). */
  schedule: SettlementSchedule;
  /** 转让基准日. */
  date: string;
  /** Annual discount rate as a fraction (0.05); needed when no price is given. */
  discountRate?: DecimalLike | null;
  /** Months per period (1 monthly, 3 quarterly …): the discount rate per period is annual × months ÷ 12. Default 1. */
  frequencyMonths?: number;
  /** The agreed price; empty: the rents discounted at the rate. */
  price?: DecimalLike | null;
}

/** One period sold: what the lessee owes on it (the 转付明细's rent due). */
export interface TransferredPeriod {
  period: number;
  dueDate: string;
  rentDue: Decimal;
}

export interface TransferPricing {
  fromPeriod: number;
  periods: TransferredPeriod[];
  rentSold: Decimal;
  remainingPrincipal: Decimal;
  accruedInterest: Decimal;
  carryingAmount: Decimal;
  price: Decimal;
  /** Whether the price was discounted here (no price given). */
  priceComputed: boolean;
  gainLoss: Decimal;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

export function priceTransfer(input: TransferInput): TransferPricing {
  const rows = input.schedule?.rows;
  if (!Array.isArray(rows) || rows.length === 0) throw new FinanceInputError('schedule', l('不能为空', 'is required'));
  const day = dayNumber(input.date, 'date');
  const j = rows.findIndex((r) => dayNumber(r.dueDate) > day);
  if (j < 0)
    throw new FinanceInputError(
      'date',
      l(
        `须早于最后一期租金日 ${rows.at(-1)!.dueDate}`,
        `must be before the last rent's due date (${rows.at(-1)!.dueDate})`,
      ),
    );
  const months = input.frequencyMonths ?? 1;
  if (!Number.isInteger(months) || months < 1 || months > 12)
    throw new FinanceInputError('frequencyMonths', l('须为 1 到 12 的整数', 'must be a whole number from 1 to 12'));
  // The carrying amount is what an early settlement on the date would take as principal and accrued interest.
  const quote = quoteEarlySettlement({ schedule: input.schedule, date: input.date, accruedInterest: 'PRO_RATA' });
  const last = rows.length - 1;
  const periods = rows.slice(j).map((r, i) => ({
    period: r.period,
    dueDate: r.dueDate,
    rentDue: j + i === last ? r.rent.plus(r.closingBalance) : r.rent,
  }));
  const rentSold = periods.reduce((s, p) => s.plus(p.rentDue), ZERO);
  const carryingAmount = quote.remainingPrincipal.plus(quote.accruedInterest);
  const priceComputed = blank(input.price);
  const price = priceComputed
    ? discounted(input, rows, j, periods, months)
    : requireNonNegative(toDecimal(input.price, 'price'), 'price');
  return {
    fromPeriod: rows[j].period,
    periods,
    rentSold,
    remainingPrincipal: quote.remainingPrincipal,
    accruedInterest: quote.accruedInterest,
    carryingAmount,
    price,
    priceComputed,
    gainLoss: price.minus(carryingAmount),
  };
}

/** Σ Rₖ / (1 + i)^(k − k₀ − 1 + f), rounded once (see the head of this file). */
function discounted(
  input: TransferInput,
  rows: SettlementSchedule['rows'],
  j: number,
  periods: TransferredPeriod[],
  months: number,
): Decimal {
  if (blank(input.discountRate))
    throw new FinanceInputError('discountRate', l('未填转让价款时必填', 'is required when no price is given'));
  const annual = requireNonNegative(toDecimal(input.discountRate, 'discountRate'), 'discountRate');
  const perPeriod = ONE.plus(annual.times(months).div(12));
  const start = j > 0 ? dayNumber(rows[j - 1].dueDate) : dayNumber(input.schedule.terms.startDate);
  const end = dayNumber(rows[j].dueDate);
  const day = dayNumber(input.date);
  // The part of the first period still to run after the date, in days (more than 1 before the term starts).
  const f = end > start ? new D(end - day).div(end - start) : ONE;
  const total = periods.reduce((s, p, i) => s.plus(p.rentDue.div(perPeriod.pow(f.plus(i)))), ZERO);
  return roundCents(total);
}
