// The number of a record under another one — `<target's number>-<code><nn>` (a letter under its IOU: …-QRH01, a
// settlement: …-JQ01, a reversal under its receipt: …-CX01): the records of the target ever written, removed ones
// included, so that no number is given twice. The caller holds the target's row lock, so two records drafted at once
// for one target take their numbers in turn.
import type { ResourceDef } from '@flp/shared';
import { and, count, eq } from 'drizzle-orm';
import type { ResourceRepository } from './repository';
import type { HookContext } from './service';

export async function numberUnder<D extends ResourceDef>(
  h: HookContext,
  repo: ResourceRepository<D>,
  field: string,
  target: { id: string; no: unknown },
  code: string,
): Promise<string> {
  const [{ n }] = await h.tx
    .select({ n: count() })
    .from(repo.table)
    .where(and(eq(repo.col('tenantId'), h.ctx.tenantId), eq(repo.col(field), target.id)));
  return `${target.no}-${code}${String(Number(n) + 1).padStart(2, '0')}`;
}
