// What other modules read of a company's statements: its latest confirmed year's canonical aggregates — the figures
// the diligence report and the post-lease check quote — or null when it has none.
import { aggregatesOf } from '@flp/shared/statements';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { statementRepos } from './repos';
import { formatOf, monthsOf, valuesOf } from './views';

export function latestStatementFigures(db: Db) {
  return async (ctx: RequestContext, customerId: string, tx: Db = db) => {
    const repo = statementRepos.report;
    const [r] = await repo.list(tx, beyondDataScope(ctx), {
      where: [eq(repo.col('customerId'), customerId), eq(repo.col('reportState'), 'CONFIRMED')],
      query: { descs: 'sheetYear,sheetMonth' },
      limit: 1,
    });
    if (!r) return null;
    return {
      reportId: String(r.id),
      year: Number(r.sheetYear),
      months: monthsOf(r),
      ...aggregatesOf(formatOf(r), valuesOf(r)),
    };
  };
}
