// A transaction whose follow-ups (pushes to browsers, cache drops) run only once it has committed.
import type { Db } from './database';
import { deferToCommit } from './scope';

/**
 * One transaction with follow-ups after the commit (messages pushed to browsers). Inside a request's transaction this
 * one is a savepoint: its follow-ups wait for the request's commit.
 */
export async function runInTransaction<T>(
  db: Db,
  work: (tx: Db, afterCommit: (fn: () => Promise<void> | void) => void) => Promise<T>,
): Promise<T> {
  const followUps: (() => Promise<void> | void)[] = [];
  const result = await db.transaction((tx) => work(tx as unknown as Db, (fn) => followUps.push(fn)));
  for (const fn of followUps) {
    if (deferToCommit(fn)) continue;
    try {
      await fn();
    } catch {
      // A push that fails is not the operation failing: the message is stored and the bell polls.
    }
  }
  return result;
}
