import type { Readable } from 'node:stream';

/** What a stored object is, as a store reports it. */
export interface ObjectStat {
  size: number;
  contentType?: string;
}

/**
 * Why a store could not be used, told apart where a person can act on it: the service answered in S3's words (denied,
 * no such bucket, failed), or gave no usable answer at all (unreachable: refused, reset, timed out, not S3 — one kind,
 * so the answer does not tell an open port from a closed one).
 */
export type StorageProblem = 'unreachable' | 'denied' | 'bucket_missing' | 'failed';

/** A store's failure with its kind; the message is the raw words of the service or the network (logged, never shown). */
export class StorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/**
 * Where the bytes of uploads live: a folder (LocalStore) or a bucket of an S3-compatible service (S3Store). Keys are
 * relative paths chosen by the caller (`<tenant>/<hex>.<ext>`), never by a client.
 */
export interface ObjectStore {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The object's bytes; null when there is none. */
  get(key: string): Promise<Readable | null>;
  stat(key: string): Promise<ObjectStat | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

export type ConnectionResult = { ok: true; millis: number } | { ok: false; problem: StorageProblem; detail: string };

/** Puts, reads back and deletes a probe object: proves the store can be written and read, not only reached. */
export async function testConnection(store: ObjectStore, probeKey: string): Promise<ConnectionResult> {
  const started = Date.now();
  const body = Buffer.from(`flp connection probe ${new Date().toISOString()}`);
  try {
    await store.put(probeKey, body, 'text/plain');
    const stream = await store.get(probeKey);
    if (!stream) return { ok: false, problem: 'failed', detail: 'the probe object could not be read back' };
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
    if (!Buffer.concat(chunks).equals(body))
      return { ok: false, problem: 'failed', detail: 'the probe object read back differs from what was written' };
    await store.delete(probeKey);
    return { ok: true, millis: Date.now() - started };
  } catch (e) {
    if (e instanceof StorageError) return { ok: false, problem: e.problem, detail: e.message };
    return { ok: false, problem: 'failed', detail: (e as Error).message };
  }
}
