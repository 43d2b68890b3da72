/** Wall-clock timestamps as the wire and the database keep them: 'yyyy-MM-dd HH:mm:ss' in the server's time zone. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export const nowString = () => formatDateTime(new Date());

export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Parsing lives with the field kinds (date and datetime fields): one calendar check for the server and the web. */
export { parseWireDate as parseDate, parseWireDateTime as parseDateTime } from '@flp/shared';

/** The zone wall-clock timestamps are written in (the process's TZ, Asia/Shanghai unless set); jobs tick in it too. */
export const businessTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
