import { DEFAULT_TIME_ZONE } from '@flp/shared/constants';

/**
 * The business time zone: the server's `TZ` (announced by /api/health, read once at start; Asia/Shanghai until then).
 * The browser's own stamps — the error log, the lock clock, the welcome date — are shown in it, whatever zone the
 * browser is set to, as the server's stamps are.
 */
let zone = DEFAULT_TIME_ZONE;

const formatterOf = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
let format = formatterOf(zone);

export const businessTimeZone = () => zone;

/** Takes the server's zone (a zone the browser does not know is ignored). */
export async function loadBusinessTimeZone(): Promise<void> {
  try {
    const res = await fetch('/api/health');
    const tz = ((await res.json()) as { data?: { timeZone?: string } }).data?.timeZone;
    if (tz && tz !== zone) {
      format = formatterOf(tz);
      zone = tz;
    }
  } catch {
    // the default zone stays
  }
}

/**
 * yyyy-MM-dd HH:mm:ss of an instant, in the business time zone; `dayjs(businessStamp())` is the business wall clock to
 * format (no dayjs here: the error log, which uses this, is loaded with /login).
 */
export function businessStamp(at: number | Date = Date.now()): string {
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
