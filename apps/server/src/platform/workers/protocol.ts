// The messages between the pool (pool.ts) and a worker (serve.ts): structured-cloned, so plain data only.
import type { Localized } from '@flp/shared';

/** How far a task is: `done` of `total` units (rows, files, per cent), and the step it is at. */
export interface TaskProgress {
  done: number;
  total: number;
  step?: Localized;
}

export interface WorkerRequest {
  id: number;
  task: string;
  input: unknown;
}

export type WorkerReply =
  | { id: number; kind: 'progress'; progress: TaskProgress }
  | { id: number; kind: 'done'; value: unknown }
  /** `localized`: what is wrong with the input (a DocumentError); otherwise a fault, with its message and stack. */
  | { id: number; kind: 'error'; localized?: Localized; message: string; stack?: string };
