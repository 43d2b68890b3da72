import { LOGIN_MAX_FAILURES } from '@flp/shared';
import type { KvStore } from '../../platform/store/kv';

const failKey = (tenantId: string, account: string) => `login-fail:${tenantId}:${account.trim().toLowerCase()}`;

/** The answer of {@link LoginLockout.attempt}. */
export type AttemptGate =
  /** The attempt may be verified; `last` when a failure now locks the account. */
  | { allowed: true; last: boolean }
  /** Locked: refuse without verifying. */
  | { allowed: false; minutesLeft: number };

/**
 * Failed sign-ins per (tenant, account) in the shared store; LOGIN_MAX_FAILURES of them lock the account for
 * LOGIN_LOCK_MINUTES. An attempt is counted (atomically, INCR) *before* its password is verified and forgotten when it
 * succeeds, so however many attempts run at once, no more than the limit are ever verified.
 */
export class LoginLockout {
  constructor(
    private readonly store: KvStore,
    private readonly lockMinutes: number,
  ) {}

  /** Counts an attempt on the account; whether its password may be verified. */
  async attempt(tenantId: string, account: string): Promise<AttemptGate> {
    const key = failKey(tenantId, account);
    const n = await this.store.incr(key, this.lockMinutes * 60);
    if (n > LOGIN_MAX_FAILURES) return { allowed: false, minutesLeft: await this.minutesLeft(key) };
    return { allowed: true, last: n === LOGIN_MAX_FAILURES };
  }

  /** The last allowed attempt failed: the lock runs for the full time from now (the count started at the first one). */
  async locked(tenantId: string, account: string) {
    await this.store.set(failKey(tenantId, account), String(LOGIN_MAX_FAILURES), this.lockMinutes * 60);
  }

  /** A successful sign-in forgets the failures before it. */
  async forget(tenantId: string, account: string) {
    await this.store.del(failKey(tenantId, account));
  }

  /** Minutes until the account may try again; 0 when it is not locked. */
  async lockedFor(tenantId: string, account: string): Promise<number> {
    const key = failKey(tenantId, account);
    const n = Number((await this.store.get(key)) ?? 0);
    return n >= LOGIN_MAX_FAILURES ? this.minutesLeft(key) : 0;
  }

  /** An administrator lifts the lock (and the failures counted so far). */
  unlock(tenantId: string, account: string) {
    return this.forget(tenantId, account);
  }

  private async minutesLeft(key: string) {
    return Math.max(1, Math.ceil((await this.store.ttl(key)) / 60));
  }
}
