// The enabled model of a type (one per type and tenant), for modules that generate documents.
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { contractModelRepo } from './tables';

/**
 * The enabled model of a type and its template file's id, for modules that generate documents (contracts); null when
 * the tenant has none enabled. Read whatever the caller's data scope: generating needs the model, not the right to
 * list models.
 */
export async function enabledModel(
  db: Db,
  ctx: RequestContext,
  type: number,
): Promise<{ model: Record<string, unknown>; fileId: string } | null> {
  const [row] = await contractModelRepo.list(db, beyondDataScope(ctx), {
    where: [eq(contractModelRepo.col('modelType'), type), eq(contractModelRepo.col('enabled'), 1)],
    limit: 1,
  });
  const fileId = row ? (row.template ?? '').split(',').filter(Boolean)[0] : undefined;
  return row && fileId ? { model: contractModelRepo.toWire(row), fileId } : null;
}
