import { logError } from '@flp/shared';
import { ResourceRepository, type Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { nowString } from '../../platform/db/time';
import type { RequestContext } from '../../platform/tenancy/context';
import { logErrorTable } from './tables';

/** The error log's door to its table; an upload of up to 200 entries is written as one statement. */
export class ErrorLogRepository extends ResourceRepository {
  /** Inserts rows in the caller's tenant, with the caller as their author (nothing taken from the rows themselves). */
  async insertMany(db: Db, ctx: RequestContext, rows: Row[]): Promise<number> {
    if (rows.length === 0) return 0;
    const now = nowString();
    const values = rows.map((r) => ({
      ...r,
      id: nextId(),
      tenantId: ctx.tenantId,
      createBy: ctx.account,
      createUser: ctx.userId,
      createDept: ctx.deptId,
      createTime: now,
      updateUser: ctx.userId,
      updateTime: now,
      status: 1,
      isDeleted: 0,
      version: 1,
    }));
    await db.insert(this.table).values(values);
    return values.length;
  }
}

export const logRepos = { error: new ErrorLogRepository(logError, logErrorTable) };
