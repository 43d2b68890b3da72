/**
 * 租后检查计划 (WAVE3-BRIEF §3.3; issue 32 item 4): when a lessee's next post-lease check falls due. Regulators and the
 * company's own rules want a first visit soon after disbursement and then checks whose frequency follows the risk
 * class; a warning signal calls for a special check at once. Common practice, kept as parameters here (decisions.md):
 * the first check within 90 days of the first disbursement; then every 6 months for 正常 (on site at least yearly),
 * quarterly for 关注, monthly for 次级 and worse — each counted from the last check done; more than 30 days past due
 * is a warning signal.
 */
import { addDays, addMonths, compareDates } from './dates';
import { type RiskLevel, severity } from './classification';

export const FIRST_CHECK_DAYS = 90;
export const SPECIAL_CHECK_DPD = 30;
/** A special check is planned this many days after its signal. */
export const SPECIAL_CHECK_DAYS = 7;
/** A lessee in 正常 is checked on site at least this often (months); the checks between may be off site. */
export const ONSITE_EVERY_MONTHS = 12;

export const CHECK_INTERVAL_MONTHS: Readonly<Record<RiskLevel, number>> = {
  NORMAL: 6,
  SPECIAL_MENTION: 3,
  SUBSTANDARD: 1,
  DOUBTFUL: 1,
  LOSS: 1,
};

export type CheckType = 'FIRST' | 'REGULAR' | 'SPECIAL';
export type CheckMode = 'ONSITE' | 'OFFSITE';

/** A lessee as its checks are planned: its first disbursement, its worst class and longest days past due now. */
export interface TrackedLessee {
  firstLoanDate: string;
  riskLevel: RiskLevel;
  maxDpd: number;
}

/** The checks done on a lessee (approved), as far as the plan needs them. */
export interface ChecksDone {
  /** The date of the last check done, any kind; null when none. */
  lastCheckDate: string | null;
  /** The date of the last check done on site; null when none. */
  lastOnsiteDate: string | null;
}

export interface PlannedCheck {
  trackType: CheckType;
  mode: CheckMode;
  planDate: string;
}

/** The lessee's next regular check: the first one after disbursement, then by its class from the last one done. */
export function nextRegularCheck(lessee: TrackedLessee, done: ChecksDone): PlannedCheck {
  if (!done.lastCheckDate)
    return { trackType: 'FIRST', mode: 'ONSITE', planDate: addDays(lessee.firstLoanDate, FIRST_CHECK_DAYS) };
  const planDate = addMonths(done.lastCheckDate, CHECK_INTERVAL_MONTHS[lessee.riskLevel]);
  return { trackType: 'REGULAR', mode: modeFor(lessee.riskLevel, done.lastOnsiteDate, planDate), planDate };
}

/**
 * On site unless the lessee is 正常 and was seen on site within the last ONSITE_EVERY_MONTHS before the plan date: a
 * lessee in any worse class is always visited.
 */
export function modeFor(level: RiskLevel, lastOnsiteDate: string | null, planDate: string): CheckMode {
  if (severity(level) > severity('NORMAL') || !lastOnsiteDate) return 'ONSITE';
  return compareDates(addMonths(lastOnsiteDate, ONSITE_EVERY_MONTHS), planDate) <= 0 ? 'ONSITE' : 'OFFSITE';
}

/**
 * The day a lessee's overdue became a warning signal (its 31st day past due), as of `asOf`; null when it is not one.
 * A special check made on or after that day answers the signal; a new one is due only when none was.
 */
export function overdueSignalDate(maxDpd: number, asOf: string): string | null {
  if (maxDpd <= SPECIAL_CHECK_DPD) return null;
  return addDays(asOf, SPECIAL_CHECK_DPD + 1 - maxDpd);
}
