// 业务审批: the amount routes the model — above the tenant's threshold the general manager approves too.
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';
import { paramValue } from '../../system';
import type { FamilyRules } from './machinery';

/** The system parameter holding the amount above which 总经理 approves (blade-system/param). */
export const GM_THRESHOLD_PARAM = 'flow.business.gmThreshold';
export const GM_THRESHOLD_DEFAULT = 1000000;

/** The tenant's threshold; the default when the tenant has none or it is not a number. */
export async function gmThreshold(db: Db, ctx: RequestContext): Promise<number> {
  const v = Number(await paramValue(db, ctx, GM_THRESHOLD_PARAM));
  return Number.isFinite(v) && v >= 0 ? v : GM_THRESHOLD_DEFAULT;
}

export const businessRules: FamilyRules = {
  // Read again at every step (the machinery recomputes the routing variables): the route follows the threshold in
  // force when the request reaches the gateway; a request past it keeps the route it took.
  async variables(h) {
    return { threshold: await gmThreshold(h.tx, h.ctx) };
  },
};
