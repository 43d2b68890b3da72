// The worker's side of the pool (pool.ts): answers each request with its task's value, the progress the task tells on
// the way, or its error — a DocumentError's localized text kept, so the server answers it as what is wrong with the
// file. Tasks are plain functions of their input (no database, no request): what a module runs here is reading.
import { parentPort } from 'node:worker_threads';
import { DocumentError } from '../documents/document-error';
import type { TaskProgress, WorkerReply, WorkerRequest } from './protocol';

/** A task: its input, and a way to tell how far it is. */
export type WorkerTask = (input: never, progress: (p: TaskProgress) => void) => unknown;

/** Serves the tasks to the pool (called once, by the worker entry). */
export function serveTasks(tasks: Record<string, WorkerTask>) {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const reply = (m: WorkerReply) => port.postMessage(m);
  port.on('message', async ({ id, task, input }: WorkerRequest) => {
    try {
      const run = tasks[task];
      if (!run) throw new Error(`no worker task ${task}`);
      const value = await run(input as never, (progress) => reply({ id, kind: 'progress', progress }));
      reply({ id, kind: 'done', value });
    } catch (e) {
      const err = e as Error;
      reply(
        e instanceof DocumentError
          ? { id, kind: 'error', localized: e.localized, message: e.message }
          : { id, kind: 'error', message: err?.message ?? String(e), stack: err?.stack },
      );
    }
  });
}
