// The demo seeds' way of acting as the demo staff: their request contexts by account, and completing the open task
// of an instance as one of them — the same runtime calls the screens make.
import type { Db } from '../../platform/db/database';
import { runInTransaction } from '../../platform/db/transaction';
import type { RequestContext } from '../../platform/tenancy/context';
import type { SystemServices } from '../system';
import type { FlowRuntimeApi } from './runtime/types';

/** The contexts of the given accounts in the tenant, or null when one of them is missing (no demo organisation). */
export async function demoActors<const A extends readonly string[]>(
  system: SystemServices,
  tenantId: string,
  accounts: A,
): Promise<{ [K in A[number]]: RequestContext } | null> {
  const out: Record<string, RequestContext> = {};
  for (const account of accounts) {
    const u = await system.accounts.userByAccount(tenantId, account);
    const ctx = u && (await system.identity.contextFor({ tenant_id: tenantId, user_id: u.id } as never));
    if (!ctx) return null;
    out[account] = ctx;
  }
  return out as { [K in A[number]]: RequestContext };
}

/** Completes the open task of an instance that the user may act on (flag 'ok' approves, 'reject' does not). */
export const approverOf =
  (db: Db, runtime: FlowRuntimeApi) =>
  (ctx: RequestContext, processInstanceId: string, comment: string, flag = 'ok') =>
    runInTransaction(db, async (tx, afterCommit) => {
      const task = await runtime.openTaskFor(tx, ctx, processInstanceId);
      if (!task) throw new Error(`demo: no task of ${ctx.account} on ${processInstanceId}`);
      await runtime.take(
        tx,
        ctx,
        { door: 'complete', input: { taskId: task.id, processInstanceId, comment, flag } },
        afterCommit,
      );
    });
