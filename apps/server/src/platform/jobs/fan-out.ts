/** The outcome of a job for one tenant. */
export type TenantOutcome<T> =
  | { tenantId: string; ok: true; value: T }
  | { tenantId: string; ok: false; error: unknown };

/**
 * Runs `work` for each tenant in turn. One tenant's failure is recorded and the next tenant still runs; once `signal`
 * is aborted (shutdown) the tenants not yet started are left for the next run.
 */
export async function forEachTenant<T>(
  tenantIds: readonly string[],
  signal: AbortSignal,
  work: (tenantId: string) => Promise<T>,
): Promise<TenantOutcome<T>[]> {
  const out: TenantOutcome<T>[] = [];
  for (const tenantId of tenantIds) {
    if (signal.aborted) break;
    try {
      out.push({ tenantId, ok: true, value: await work(tenantId) });
    } catch (error) {
      out.push({ tenantId, ok: false, error });
    }
  }
  return out;
}
