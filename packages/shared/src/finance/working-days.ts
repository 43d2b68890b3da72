/**
 * Working days by a calendar of exceptions: a day is a working day by its type when the calendar names it (a public
 * holiday or a company day off is not; a weekend worked in lieu is), else Monday to Friday. A reminder due on a day
 * off goes out the working day before; a bank's due date on a day off moves to the next (WAVE3-BRIEF §3.6, §7.2).
 */
import { addDays, dayNumber } from './dates';

/** The day types that are days off; every other type named by the calendar is a working day. */
const OFF = new Set(['HOLIDAY', 'REST']);

/** How far a search for a working day goes before it gives up (the longest run of days off is 9 to 10 days). */
const SEARCH_LIMIT = 60;

export class WorkingDays {
  /** `exceptions`: the calendar's days ('YYYY-MM-DD' → day type) over the range the questions ask about. */
  constructor(private readonly exceptions: ReadonlyMap<string, string> = new Map()) {}

  isWorkingDay(day: string): boolean {
    const type = this.exceptions.get(day);
    if (type) return !OFF.has(type);
    // 1970-01-01 was a Thursday: day 0 → 4.
    const weekday = (((dayNumber(day) + 4) % 7) + 7) % 7;
    return weekday !== 0 && weekday !== 6;
  }

  /** The day itself when it is a working day, else the last working day before it. */
  onOrBefore(day: string): string {
    return this.walk(day, -1);
  }

  /** The day itself when it is a working day, else the first working day after it. */
  onOrAfter(day: string): string {
    return this.walk(day, 1);
  }

  private walk(day: string, step: 1 | -1): string {
    let d = day;
    for (let i = 0; i < SEARCH_LIMIT; i++, d = addDays(d, step)) if (this.isWorkingDay(d)) return d;
    // A calendar with two months off in a row is a mistake in it; the day itself is the honest answer then.
    return day;
  }
}
