import { create } from 'zustand';
import { getStore, setStore } from './storage';

/** An uncaught error as the error-log dialog shows it (spec §3 "Log entry": type, message, stack, info, url, time). */
export interface ErrorLogEntry {
  type: string;
  message: string;
  stack?: string;
  info?: string;
  url: string;
  time: string;
}

interface ErrorLogState {
  logs: ErrorLogEntry[];
  add(e: Omit<ErrorLogEntry, 'url' | 'time'>): void;
  clear(): void;
}

const MAX = 200;
const stamp = () => new Date().toLocaleString('sv-SE').replace('T', ' ');

export const useErrorLog = create<ErrorLogState>((set, get) => ({
  logs: getStore<ErrorLogEntry[]>('errorLog') ?? [],
  add(e) {
    const logs = [{ ...e, url: location.href, time: stamp() }, ...get().logs].slice(0, MAX);
    setStore('errorLog', logs);
    set({ logs });
  },
  clear() {
    setStore('errorLog', []);
    set({ logs: [] });
  },
}));

/** Records uncaught errors, rejected promises and failed chunk loads (spec §8). */
export function captureGlobalErrors() {
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
        useErrorLog.getState().add({ type: 'chunk', message: `Loading chunk failed: ${src}` });
        return;
      }
      useErrorLog.getState().add({ type: 'error', message: ev.message, stack: ev.error?.stack });
    },
    true,
  );
  window.addEventListener('unhandledrejection', (ev) => {
    const reason = ev.reason as { message?: string; stack?: string; name?: string } | undefined;
    // API failures are already shown as toasts; they are not program errors.
    if (
      reason?.name === 'ApiError' ||
      (reason &&
        'code' in (reason as object) &&
        (reason as { constructor?: { name?: string } }).constructor?.name === 'ApiError')
    )
      return;
    const chunk =
      /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
        reason?.message ?? '',
      );
    useErrorLog
      .getState()
      .add({ type: chunk ? 'chunk' : 'promise', message: reason?.message ?? String(ev.reason), stack: reason?.stack });
  });
}
