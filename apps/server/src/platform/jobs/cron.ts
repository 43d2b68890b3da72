import { type Localized, l } from '@flp/shared';
import { Cron } from 'croner';
import { businessTimeZone, formatDateTime } from '../db/time';

/** A pattern croner can read and that fires again at some time: undefined when fine, else what is wrong. */
export function checkCron(pattern: string, timeZone = businessTimeZone()): Localized | undefined {
  const p = pattern.trim();
  if (!p) return l('不能为空', 'must not be empty');
  const fields = p.split(/\s+/).length;
  if (fields < 5 || fields > 6)
    return l(
      '必须有 5 个字段(分 时 日 月 周)或 6 个字段(秒 分 时 日 月 周)',
      'must have 5 fields (minute hour day month weekday) or 6 (second first)',
    );
  let cron: Cron;
  try {
    cron = new Cron(p, { paused: true, timezone: timeZone });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return l(`不是有效的 Cron 表达式(${why})`, `is not a valid cron pattern (${why})`);
  }
  const next = cron.nextRun();
  cron.stop();
  if (!next) return l('以后不会再触发', 'never fires again');
  return undefined;
}

/**
 * The next `count` times a pattern fires after `from`, as wall-clock strings of the business time zone (the process's
 * zone, in which the database's timestamps are written too).
 */
export function nextTimes(pattern: string, count: number, from: Date = new Date()): string[] {
  const cron = new Cron(pattern.trim(), { paused: true, timezone: businessTimeZone() });
  try {
    return cron.nextRuns(count, from).map(formatDateTime);
  } finally {
    cron.stop();
  }
}
