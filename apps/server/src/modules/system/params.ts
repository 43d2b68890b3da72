import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { type RequestContext, systemContext } from '../../platform/tenancy/context';
import { repos } from './repos';

/** A system parameter's value (blade-system/param) in the caller's tenant; undefined when the tenant has none. */
export async function paramValue(db: Db, ctx: RequestContext, key: string): Promise<string | undefined> {
  const [row] = await repos.param.list(db, ctx, { where: [eq(repos.param.col('paramKey'), key)], limit: 1 });
  const v = row?.paramValue;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** Adds the parameters a tenant does not have yet (by key); one an administrator removed is added back. */
export async function ensureParams(
  db: Db,
  tenantId: string,
  params: { paramName: string; paramKey: string; paramValue: string; remark?: string }[],
) {
  const ctx = systemContext(tenantId);
  await db.transaction(async (tx) => {
    for (const p of params)
      if (!(await repos.param.count(tx, ctx, eq(repos.param.col('paramKey'), p.paramKey))))
        await repos.param.insert(tx, ctx, p);
  });
}
