import { id, l, modify, text } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Row, pageOf } from '../crud/repository';
import { type RegisteredResource, asBody, registry } from '../crud/routes';
import type { Db } from '../db/database';
import { defineRoute, readParams } from '../http/define-route';
import { envelopeSchema } from '../http/envelope';
import { forbidden, invalidField } from '../http/errors';
import { type RequestContext, isPlatformTenant } from '../tenancy/context';
import { historyRepo } from './record';

const BASE = `/api${modify.api}`;
const TAG = modify.label['en-US'];

/** The parameters of both calls, as fields: checked by their kinds and named by their labels when wrong. */
const PARAMS = [
  text('ywlx', l('业务类型', 'Business type'), { required: l('请指定业务类型', 'please give the business type') }),
  id('dataid', l('数据ID', 'Record id'), { required: l('请指定数据ID', 'please give the record id') }),
] as const;

/** The registered resource `ywlx` names, when it keeps a history; a 400 in both languages otherwise. */
function resourceOf(app: FastifyInstance, ywlx: string): RegisteredResource {
  const found = registry(app).find((r) => r.def.name === ywlx && r.def.history);
  if (!found)
    throw invalidField(
      'ywlx',
      l(
        `未知的业务类型: ${ywlx} (或该业务不记录变更)`,
        `Unknown business type: ${ywlx} (or it keeps no change history)`,
      ),
    );
  return found;
}

/**
 * Modification history (spec: common/modify): GET list?ywlx=&dataid= (newest first, paged) and POST isExistsModify
 * {ywlx, dataid} → true|false. A caller sees a record's history when they may view the record: the view permission of
 * the resource `ywlx` names (checked by the guard) and the record itself within their tenant and data scope — else the
 * history is empty. The rows are read through the history's repository (tenant and live rows by construction).
 */
export function registerHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** Decided from the matched route's parameters (query, or body for POST), before the handler runs. */
  const permission = (req: FastifyRequest) => {
    const raw = { ...((req.query ?? {}) as Row), ...(req.method === 'POST' ? asBody(req.body) : {}) };
    const { ywlx } = readParams([PARAMS[0]], raw);
    return `${resourceOf(app, ywlx).def.permission}_view`;
  };

  /** The conditions of a record's history, or undefined when the caller may not see that record. */
  const visible = async (ctx: RequestContext, ywlx: string, dataid: string) => {
    const { def, repo } = resourceOf(app, ywlx);
    if (def.scope === 'platform' && !isPlatformTenant(ctx))
      throw forbidden(l('仅平台租户(000000)可进行此操作', 'Only the platform tenant (000000) may do this'));
    if (!(await repo.findById(db, ctx, dataid))) return undefined;
    return [eq(historyRepo.col('ywlx'), def.name), eq(historyRepo.col('dataid'), dataid)];
  };

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/list`,
    permission,
    tags: [TAG],
    summary: `${modify.label['zh-CN']} — a record's changes, newest first (paged)`,
    params: PARAMS,
    paged: true,
    handler: async ({ ctx, params, paging }) => {
      const where = await visible(ctx, params.ywlx, params.dataid);
      return where ? historyRepo.page(db, ctx, {}, paging, { where }) : pageOf([], 0, paging);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/isExistsModify`,
    permission,
    tags: [TAG],
    summary: `${modify.label['zh-CN']} — whether a record has any change`,
    params: PARAMS,
    response: { 200: envelopeSchema({ type: 'boolean' }) },
    handler: async ({ ctx, params }) => {
      const where = await visible(ctx, params.ywlx, params.dataid);
      return where ? (await historyRepo.count(db, ctx, ...where)) > 0 : false;
    },
  });
}
