import { LOGIN_MAX_FAILURES } from '@flp/shared';
import type { KvStore } from '../../platform/store/kv';

const keyOf = (kind: 'fail' | 'try', tenantId: string, account: string) =>
  `login-${kind}:${tenantId}:${account.trim().toLowerCase()}`;

/** The answer of {@link LoginLockout.attempt}. */
export type AttemptGate =
  /** The attempt may be verified. */
  | { allowed: true }
  /** Locked: refuse without verifying. */
  | { allowed: false; minutesLeft: number }
  /** As many attempts as the limit are being verified and none has ended the wait: refuse, try again shortly. */
  | { allowed: false; busy: true };

/** How often a waiting attempt looks again, and for how long at most (ms). */
const WAIT_STEP_MS = 100;
const MAX_WAIT_MS = 3000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Failed sign-ins per (tenant, account) in the shared store; LOGIN_MAX_FAILURES of them lock the account for
 * LOGIN_LOCK_MINUTES. Two counters, both atomic (INCR):
 * - `login-try` reserves a verification *before* the password is checked, so however many attempts run at once no
 *   more than the limit are verified (a success resets it);
 * - `login-fail` counts the verifications that failed, after the check: only they lock, each one counted, so correct
 *   sign-ins arriving together never do.
 * An attempt past the reservations waits for those being verified to end (a success frees the account, the last
 * failure locks it), a few seconds at most.
 */
export class LoginLockout {
  constructor(
    private readonly store: KvStore,
    private readonly lockMinutes: number,
  ) {}

  /** Reserves a verification of the account's password; whether it may be verified. */
  async attempt(tenantId: string, account: string): Promise<AttemptGate> {
    const tries = keyOf('try', tenantId, account);
    for (let waited = 0; ; waited += WAIT_STEP_MS) {
      const minutesLeft = await this.lockedFor(tenantId, account);
      if (minutesLeft) return { allowed: false, minutesLeft };
      if ((await this.store.incr(tries, this.lockMinutes * 60)) <= LOGIN_MAX_FAILURES) return { allowed: true };
      if (waited >= MAX_WAIT_MS) return { allowed: false, busy: true };
      await sleep(WAIT_STEP_MS);
    }
  }

  /**
   * Counts a verification that failed; the minutes of the lock when it reaches the limit (the lock then runs its full
   * time from now), else 0.
   */
  async failed(tenantId: string, account: string): Promise<number> {
    const fails = keyOf('fail', tenantId, account);
    if ((await this.store.incr(fails, this.lockMinutes * 60)) < LOGIN_MAX_FAILURES) return 0;
    await this.store.set(fails, String(LOGIN_MAX_FAILURES), this.lockMinutes * 60);
    return this.lockMinutes;
  }

  /** A successful sign-in forgets the failures and reservations before it. */
  async forget(tenantId: string, account: string) {
    await this.store.del(keyOf('fail', tenantId, account));
    await this.store.del(keyOf('try', tenantId, account));
  }

  /** Minutes until the account may try again; 0 when it is not locked. */
  async lockedFor(tenantId: string, account: string): Promise<number> {
    const key = keyOf('fail', tenantId, account);
    const n = Number((await this.store.get(key)) ?? 0);
    return n >= LOGIN_MAX_FAILURES ? Math.max(1, Math.ceil((await this.store.ttl(key)) / 60)) : 0;
  }

  /** An administrator lifts the lock (and the failures counted so far). */
  unlock(tenantId: string, account: string) {
    return this.forget(tenantId, account);
  }
}
