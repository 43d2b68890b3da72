import { l, modify } from '@flp/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '../crud/repository';
import { offsetOf, parsePaging } from '../crud/query';
import { type RegisteredResource, asBody, registry } from '../crud/routes';
import { parseId } from '../crud/validate';
import type { Db } from '../db/database';
import { envelopeSchema, ok } from '../http/envelope';
import { forbidden, invalidField } from '../http/errors';
import { type RequestContext, isPlatformTenant } from '../tenancy/context';
import { historyRepo } from './record';
import { modifyHistoryTable as t } from './table';

const BASE = `/api${modify.api}`;
const TAG = modify.label['en-US'];

/** The parameters of either call: from the query (list) or the body (isExistsModify). */
const paramsOf = (req: FastifyRequest): Record<string, unknown> => ({
  ...((req.query ?? {}) as Record<string, unknown>),
  ...(req.method === 'POST' ? asBody(req.body) : {}),
});

/** The registered resource `ywlx` names, when it keeps a history; a 400 in both languages otherwise. */
function resourceOf(app: FastifyInstance, raw: unknown): RegisteredResource {
  const ywlx = typeof raw === 'string' ? raw.trim() : '';
  if (!ywlx) throw invalidField('ywlx', l('业务类型(ywlx)不能为空', 'ywlx (the business type) is required'));
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
 * history is empty.
 */
export function registerHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const permission = (req: FastifyRequest) => `${resourceOf(app, paramsOf(req).ywlx).def.permission}_view`;

  /** The where-condition of a record's history, or undefined when the caller may not see that record. */
  const visible = async (ctx: RequestContext, params: Record<string, unknown>) => {
    const { def, repo } = resourceOf(app, params.ywlx);
    const dataid = parseId(params.dataid, 'dataid');
    if (def.scope === 'platform' && !isPlatformTenant(ctx))
      throw forbidden(l('仅平台租户(000000)可进行此操作', 'Only the platform tenant (000000) may do this'));
    if (!(await repo.findById(db, ctx, dataid))) return undefined;
    return and(eq(t.tenantId, ctx.tenantId), eq(t.ywlx, def.name), eq(t.dataid, dataid), eq(t.isDeleted, 0));
  };

  const params = {
    ywlx: { type: 'string', description: 'business type: the resource name (param, user…)' },
    dataid: { type: 'string', description: "the record's id" },
  };

  app.get(`${BASE}/list`, {
    config: { permission },
    schema: {
      tags: [TAG],
      summary: `${modify.label['zh-CN']} — a record's changes, newest first (paged)`,
      querystring: {
        type: 'object',
        properties: { ...params, current: { type: 'integer' }, size: { type: 'integer' } },
        required: ['ywlx', 'dataid'],
      },
    },
    handler: async (req) => {
      const query = paramsOf(req);
      const paging = parsePaging(query);
      const where = await visible(req.ctx, query);
      if (!where) return ok(pageOf([], 0, paging));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.createTime), desc(t.id))
          .limit(paging.size)
          .offset(offsetOf(paging)),
        db.select({ total: count() }).from(t).where(where),
      ]);
      return ok(
        pageOf(
          rows.map((r) => historyRepo.toWire(r)),
          Number(total),
          paging,
        ),
      );
    },
  });

  app.post(`${BASE}/isExistsModify`, {
    config: { permission },
    schema: {
      tags: [TAG],
      summary: `${modify.label['zh-CN']} — whether a record has any change`,
      body: { type: 'object', properties: params, required: ['ywlx', 'dataid'] },
      response: { 200: envelopeSchema({ type: 'boolean' }) },
    },
    handler: async (req) => {
      const where = await visible(req.ctx, paramsOf(req));
      if (!where) return ok(false);
      const [row] = await db.select({ id: t.id }).from(t).where(where).limit(1);
      return ok(!!row);
    },
  });
}
