// Work that would hold the event loop for seconds — reading a year of bank transactions from a 30 MB workbook, a
// customer's statements from a PDF — runs here, in worker threads, so every other request keeps being answered while
// it runs. The pool knows no business: a worker entry (src/worker.ts) serves named tasks (serve.ts), the pool sends
// it a task's input and hands back its answer, the progress it tells on the way, or its error. A task's error that
// says what is wrong with the input in both languages comes back as a DocumentError (the caller answers it as a 400
// naming the file); a worker that runs out of its memory or time is ended and answers the same way — one customer's
// hostile file never takes the server down with it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type Localized, l } from '@flp/shared';
import type { FastifyBaseLogger } from 'fastify';
import { DocumentError } from '../documents/document-error';
import type { TaskProgress, WorkerReply, WorkerRequest } from './protocol';

export type { TaskProgress } from './protocol';

export interface WorkerPoolOptions {
  /** The worker entry: the built `worker.js`, or `worker.ts` run from source (through tsx, for development and tests). */
  entry: URL;
  /** Workers at most (default: one core left to the server, between 1 and 4). */
  size?: number;
  /** A worker with nothing to do ends after this long (ms). */
  idleMs?: number;
  /** The heap a worker may use (MB): a larger need ends the task, not the server. */
  maxHeapMb?: number;
  /** How long one task may run (ms). */
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

export interface RunOptions {
  onProgress?(p: TaskProgress): void;
  /** Buffers handed to the worker rather than copied (the caller must not use them afterwards). */
  transfer?: ArrayBuffer[];
  timeoutMs?: number;
}

const TOO_LARGE = l(
  '文件过大或结构过于复杂, 读取时超出了内存限制',
  'The file is too large or too complex: reading it ran out of the memory allowed',
);
const TOO_SLOW = (s: number) =>
  l(`文件读取超过 ${s} 秒仍未完成, 已停止`, `Reading the file took longer than ${s} seconds and was stopped`);

interface Job {
  task: string;
  input: unknown;
  opts: RunOptions;
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** Whether the entry is TypeScript run from source (then tsx compiles it in the worker too). */
const fromSource = (entry: URL) => entry.pathname.endsWith('.ts');

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly size: number;

  constructor(private readonly opts: WorkerPoolOptions) {
    this.size = opts.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  }

  /** Runs a task in a worker (queued while every worker is busy): its answer, or its error. */
  run<R>(task: string, input: unknown, opts: RunOptions = {}): Promise<R> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ task, input, opts, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; tasks still queued fail. */
  async close() {
    this.closed = true;
    for (const j of this.queue.splice(0)) j.reject(new Error('the worker pool is closed'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private dispatch() {
    while (this.queue.length) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      this.start(slot, this.queue.shift() as Job);
    }
  }

  private spawn(): Slot {
    const { entry } = this.opts;
    // Past its heap the worker ends with ERR_WORKER_OUT_OF_MEMORY; the server goes on.
    const resourceLimits = { maxOldGenerationSizeMb: this.opts.maxHeapMb ?? 2048 };
    const worker = fromSource(entry)
      ? new Worker(new URL('./ts-bootstrap.mjs', import.meta.url), {
          workerData: { entry: entry.href },
          resourceLimits,
        })
      : new Worker(entry, { resourceLimits });
    const slot: Slot = { worker, job: null, timer: null };
    // An idle worker never keeps the process alive.
    worker.unref();
    worker.on('message', (m: WorkerReply) => this.onReply(slot, m));
    worker.on('error', (e) => this.onExit(slot, e));
    worker.on('exit', (code) => this.onExit(slot, new Error(`the worker stopped (exit ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    const timeoutMs = job.opts.timeoutMs ?? this.opts.timeoutMs ?? 120_000;
    slot.timer = setTimeout(
      () => this.fail(slot, new DocumentError(TOO_SLOW(Math.round(timeoutMs / 1000)))),
      timeoutMs,
    );
    slot.worker.ref();
    const request: WorkerRequest = { id: this.nextId++, task: job.task, input: job.input };
    slot.worker.postMessage(request, job.opts.transfer ?? []);
  }

  private onReply(slot: Slot, m: WorkerReply) {
    const job = slot.job;
    if (!job) return;
    if (m.kind === 'progress') return job.opts.onProgress?.(m.progress);
    this.finish(slot);
    if (m.kind === 'done') job.resolve(m.value);
    else
      job.reject(
        m.localized
          ? new DocumentError(m.localized as Localized)
          : Object.assign(new Error(m.message), { stack: m.stack }),
      );
  }

  /** The slot free again: the next job, or an idle timer that ends the worker. */
  private finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    slot.timer = setTimeout(() => this.retire(slot), this.opts.idleMs ?? 60_000);
    slot.timer.unref();
    this.dispatch();
  }

  /** A task stopped from outside (its time ran out): the worker is ended with it. */
  private fail(slot: Slot, e: Error) {
    const job = slot.job;
    this.retire(slot);
    job?.reject(e);
  }

  private onExit(slot: Slot, e: Error) {
    const job = slot.job;
    if (!this.slots.includes(slot)) return;
    this.retire(slot);
    if (!job) return;
    const outOfMemory = (e as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (!outOfMemory) this.opts.log?.error({ err: e, task: job.task }, 'a worker failed');
    job.reject(outOfMemory ? new DocumentError(TOO_LARGE) : e);
  }

  private retire(slot: Slot) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    void slot.worker.terminate();
    this.dispatch();
  }
}
