import { eq, ne } from 'drizzle-orm';
import { ROOT_ID } from '../../platform/crud/tree';
import type { Db } from '../../platform/db/database';
import { beyondDataScope, type RequestContext } from '../../platform/tenancy/context';
import { repos } from './repos';

export interface DictItem {
  key: string;
  value: string;
  remark: string;
  sealed: boolean;
}

/**
 * The items of a business dictionary (blade-system/dict-biz) of the caller's tenant, in their order, sealed ones
 * included (a sealed item still names what was recorded under it). Other modules read dictionaries through here.
 */
export async function dictItems(db: Db, ctx: RequestContext, code: string): Promise<DictItem[]> {
  const { dictBiz } = repos;
  const rows = await dictBiz.list(db, beyondDataScope(ctx), {
    where: [eq(dictBiz.col('code'), code), ne(dictBiz.col('parentId'), ROOT_ID)],
    query: { ascs: 'sort' },
    limit: 10_000,
  });
  return rows.map((r) => ({
    key: String(r.dictKey),
    value: r.dictValue ?? '',
    remark: r.remark ?? '',
    sealed: (r.isSealed ?? 0) === 1,
  }));
}
