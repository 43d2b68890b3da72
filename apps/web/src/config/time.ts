import { DEFAULT_TIME_ZONE } from '@flp/shared/constants';

/**
 * The business time zone (the server's default `TZ`): the browser's own stamps — the error log, the lock clock, the
 * welcome date — are shown in it, whatever zone the browser is set to, as the server's stamps are.
 */
export const BUSINESS_TIME_ZONE = DEFAULT_TIME_ZONE;

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * yyyy-MM-dd HH:mm:ss of an instant, in the business time zone; `dayjs(businessStamp())` is the business wall clock to
 * format (no dayjs here: the error log, which uses this, is loaded with /login).
 */
export function businessStamp(at: number | Date = Date.now()): string {
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
