// What other modules may know of the contracts' disbursements: the amount drawn so far per project.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { beyondDataScope, type RequestContext } from '../../platform/tenancy/context';
import { contractRepos } from './repos';

/**
 * Σ loanedAmount of the tenant's contracts per project (decimal strings), whatever the asker's data scope: the
 * concentration check nets it from an approved project's amount (what is disbursed is in the IOUs' exposure).
 */
export async function loanedByProject(db: Db, ctx: RequestContext): Promise<Map<string, string>> {
  const repo = contractRepos.contract;
  const rows = await db
    .select({
      projectId: sql<string>`${repo.col('projectId')}::text`,
      loaned: sql<string>`coalesce(sum(${repo.col('loanedAmount')}), 0)::text`,
    })
    .from(repo.table)
    .where(repo.scope(beyondDataScope(ctx)))
    .groupBy(sql`${repo.col('projectId')}`);
  return new Map(rows.map((r) => [r.projectId, r.loaned]));
}
