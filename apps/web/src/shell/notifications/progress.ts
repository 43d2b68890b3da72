import { useEffect, useRef, useState } from 'react';

/**
 * Progress of long work the user started (an Excel import, statement files being read), pushed by the server over
 * the realtime socket: `{type:'progress', payload:{id, done, total, step?}}` — `step` already in the tab's language.
 * The socket hands each push here; whoever started the work listens for its own id.
 */
export interface WorkProgress {
  id: string;
  done: number;
  total: number;
  step?: string;
}

const listeners = new Set<(p: WorkProgress) => void>();

export function emitProgress(p: WorkProgress) {
  for (const fn of listeners) fn(p);
}

/** Listens to progress pushes; the returned function stops listening. */
export function onProgress(fn: (p: WorkProgress) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A fresh id to name the progress of one run (`?progressId=`). */
export const newProgressId = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`.replace(/[^\w-]/g, '_');

/**
 * The progress of one run at a time: `begin` names a new run (its id goes in the request's `?progressId=`), the
 * pushes for it come back as `progress`, `end` forgets it (pushes still on their way belong to the finished run).
 */
export function useWorkProgress(prefix: string) {
  const [progress, setProgress] = useState<WorkProgress>();
  const id = useRef('');
  useEffect(
    () =>
      onProgress((p) => {
        if (p.id === id.current) setProgress(p);
      }),
    [],
  );
  return {
    progress,
    begin() {
      id.current = newProgressId(prefix);
      setProgress(undefined);
      return id.current;
    },
    end() {
      id.current = '';
      setProgress(undefined);
    },
  };
}

/** Per cent of a progress (0 when nothing is known yet). */
export const percentOf = (p: WorkProgress | undefined) =>
  p ? Math.min(100, Math.round((p.done / Math.max(p.total, 1)) * 100)) : 0;
