/**
 * Import progress the server pushes over the realtime socket (`{type:'import-progress', payload:{id, done, total}}`):
 * the socket hands each push here; the import dialog listens for its own id.
 */
export interface ImportProgress {
  id: string;
  done: number;
  total: number;
}

const listeners = new Set<(p: ImportProgress) => void>();

export function emitImportProgress(p: ImportProgress) {
  for (const fn of listeners) fn(p);
}

/** Listens to import progress; the returned function stops listening. */
export function onImportProgress(fn: (p: ImportProgress) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
