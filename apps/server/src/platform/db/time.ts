/** Wall-clock timestamps as the wire and the database keep them: 'yyyy-MM-dd HH:mm:ss' in the server's time zone. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export const nowString = () => formatDateTime(new Date());

export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Accepts 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-ddTHH:mm:ss'; returns the canonical form or null. */
export function parseDateTime(v: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const dt = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (dt.getFullYear() !== Number(y) || dt.getMonth() !== Number(mo) - 1 || dt.getDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

export function parseDate(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.trim())) return null;
  const full = parseDateTime(v);
  return full ? full.slice(0, 10) : null;
}
