import { logApi, logError, logUsual } from '@flp/shared';
import { ResourceRepository, type Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import { logApiTable, logErrorTable, logUsualTable } from './tables';

/** The error log's door to its table; an upload of up to 200 entries is written as one statement. */
export class ErrorLogRepository extends ResourceRepository {
  /** Inserts rows in the caller's tenant, with the caller as their author (nothing taken from the rows themselves). */
  async insertEntries(db: Db, ctx: RequestContext, rows: Row[]): Promise<number> {
    return (
      await this.insertMany(
        db,
        ctx,
        rows.map((r) => ({ ...r, createBy: ctx.account })),
      )
    ).length;
  }
}

export const logRepos = {
  error: new ErrorLogRepository(logError, logErrorTable),
  // Read-only here: the audit trail's writer (audit-writer.ts) is the only way in.
  api: new ResourceRepository(logApi, logApiTable),
  usual: new ResourceRepository(logUsual, logUsualTable),
};
