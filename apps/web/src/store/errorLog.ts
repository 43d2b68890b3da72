import { ERROR_LOG_LIMITS } from '@flp/shared/constants';
import { create } from 'zustand';
import { ApiError } from '../api/http';
import { businessStamp } from '../config/time';
import { getStore, setStore } from './storage';

/** An uncaught error as the error-log dialog shows it (spec §3 "Log entry": type, message, stack, info, url, time). */
export interface ErrorLogEntry {
  /** error (uncaught), promise (unhandled rejection), chunk (a script or style chunk failed to load), vue/react… */
  type: string;
  message: string;
  stack?: string;
  /** Where it came from: the component stack, the file and line, the failed resource, or the event; '' if unknown. */
  info: string;
  url: string;
  /** yyyy-MM-dd HH:mm:ss in the business time zone (as shown), whatever the browser's zone. */
  time: string;
  /** When it happened (ms since the epoch), so the server can place it in its own time zone. */
  at?: number;
}

interface ErrorLogState {
  logs: ErrorLogEntry[];
  add(e: Omit<ErrorLogEntry, 'url' | 'time' | 'at' | 'info'> & { info?: string }): void;
  clear(): void;
}

/** The browser keeps as many entries as one upload may carry (newest first). */
const MAX = ERROR_LOG_LIMITS.entries;
const cut = (v: string | undefined, max: number) => (v && v.length > max ? `${v.slice(0, max - 1)}…` : v);

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk .* failed|Unable to preload CSS|Loading chunk timeout/i;

/** Whether an error is a script or style chunk that failed to load (or timed out). */
export const isChunkFailure = (message: string) => CHUNK_FAILURE.test(message);

/** Persists the log; when the storage is full the log lives in memory only (recording an error must never throw). */
function keep(logs: ErrorLogEntry[]) {
  try {
    setStore('errorLog', logs);
  } catch {
    try {
      setStore('errorLog', logs.slice(0, 20));
    } catch {
      // storage unavailable: in memory only
    }
  }
}

export const useErrorLog = create<ErrorLogState>((set, get) => ({
  // entries kept by an earlier version may lack `info`
  logs: (getStore<ErrorLogEntry[]>('errorLog') ?? []).map((e) => ({ ...e, info: e.info ?? '' })),
  add(e) {
    const now = Date.now();
    const entry: ErrorLogEntry = {
      type: cut(e.type, ERROR_LOG_LIMITS.type) || 'error',
      message: cut(e.message, ERROR_LOG_LIMITS.message) || 'Unknown error',
      stack: cut(e.stack, ERROR_LOG_LIMITS.stack),
      info: cut(e.info, ERROR_LOG_LIMITS.info) ?? '',
      url: cut(location.href, ERROR_LOG_LIMITS.url) ?? '',
      time: businessStamp(now),
      at: now,
    };
    const logs = [entry, ...get().logs].slice(0, MAX);
    keep(logs);
    set({ logs });
  },
  clear() {
    keep([]);
    set({ logs: [] });
  },
}));

let installed = false;

/** Records uncaught errors, rejected promises and failed chunk loads (spec §8). */
export function captureGlobalErrors() {
  if (installed) return;
  installed = true;
  window.addEventListener(
    'error',
    (ev) => {
      const target = ev.target as HTMLElement | null;
      if (
        target &&
        target !== (window as unknown as HTMLElement) &&
        (target.tagName === 'SCRIPT' || target.tagName === 'LINK')
      ) {
        const src = (target as HTMLScriptElement).src || (target as HTMLLinkElement).href;
        useErrorLog.getState().add({
          type: 'chunk',
          message: `Loading chunk failed: ${src}`,
          info: `<${target.tagName.toLowerCase()}> ${src}`,
        });
        return;
      }
      if (!(ev instanceof ErrorEvent)) return;
      const message = ev.message || String(ev.error ?? 'Script error');
      useErrorLog.getState().add({
        type: CHUNK_FAILURE.test(message) ? 'chunk' : 'error',
        message,
        stack: ev.error?.stack,
        info: ev.filename ? `${ev.filename}:${ev.lineno}:${ev.colno}` : undefined,
      });
    },
    true,
  );
  window.addEventListener('unhandledrejection', (ev) => {
    const reason = ev.reason as { message?: string; stack?: string; name?: string } | undefined;
    // API failures are already shown as toasts; they are not program errors.
    if (ev.reason instanceof ApiError) return;
    const message = reason?.message ?? String(ev.reason);
    useErrorLog.getState().add({
      type: CHUNK_FAILURE.test(message) ? 'chunk' : 'promise',
      message,
      stack: reason?.stack,
      info: `unhandledrejection${reason?.name ? ` (${reason.name})` : ''}`,
    });
  });
  // Vite reports a chunk that failed to preload (a stale deployment) on this event.
  window.addEventListener('vite:preloadError', (ev) => {
    const payload = (ev as Event & { payload?: Error }).payload;
    useErrorLog.getState().add({
      type: 'chunk',
      message: payload?.message ?? 'Loading chunk failed',
      stack: payload?.stack,
      info: 'vite:preloadError',
    });
  });
}
