import { website } from '../config/website';

/**
 * Local storage as the spec keeps it: keys prefixed by the configured key and a dash; each item stores its data type,
 * its content and a timestamp (and whether it belongs to the session only).
 */
interface Stored {
  dataType: string;
  content: unknown;
  type?: 'session';
  datetime: number;
}

const fullKey = (name: string) => `${website.key}-${name}`;

export function setStore(name: string, content: unknown, opts: { session?: boolean } = {}) {
  const item: Stored = { dataType: typeof content, content, datetime: Date.now() };
  if (opts.session) item.type = 'session';
  const raw = JSON.stringify(item);
  (opts.session ? sessionStorage : localStorage).setItem(fullKey(name), raw);
}

export function getStore<T>(name: string, opts: { session?: boolean } = {}): T | undefined {
  const raw = (opts.session ? sessionStorage : localStorage).getItem(fullKey(name));
  if (!raw) return undefined;
  try {
    const item = JSON.parse(raw) as Stored;
    return item.content as T;
  } catch {
    return undefined;
  }
}

export function removeStore(name: string, opts: { session?: boolean } = {}) {
  (opts.session ? sessionStorage : localStorage).removeItem(fullKey(name));
}

/** Every item of ours (clear cache, sign-out). */
export function clearStore(keep: string[] = []) {
  const prefix = `${website.key}-`;
  for (const k of Object.keys(localStorage)) {
    if (k.startsWith(prefix) && !keep.includes(k.slice(prefix.length))) localStorage.removeItem(k);
  }
}
