import { type ResourceDef, type StandardRoute, l, snake } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { LABEL_KEYWORD } from '../http/validation';
import { ok } from '../http/envelope';
import type { RequestContext } from '../tenancy/context';
import { parsePaging } from './query';
import type { ResourceRepository, Row } from './repository';
import { BODY_NOT_OBJECT, ID_MESSAGES, VERSION_NOT_WHOLE, parseId, parseIds, validateBody } from './validate';
import { bodySchema, listQuerySchema } from './openapi';

/**
 * Business rules a module attaches to a resource's standard routes. They run inside the write's transaction, so a
 * rule that throws leaves nothing written.
 */
export interface ResourceHooks {
  /** Complete the raw body before validation (values derived from other records, e.g. a child's inherited code). */
  prepare?(tx: Db, ctx: RequestContext, body: Row, current: Row | undefined): Promise<void> | void;
  /** Adjust or check values before an insert. */
  beforeCreate?(tx: Db, ctx: RequestContext, values: Row, body: Row): Promise<void> | void;
  /** Adjust or check values before an update; `current` is the stored row. */
  beforeUpdate?(tx: Db, ctx: RequestContext, values: Row, current: Row, body: Row): Promise<void> | void;
  /**
   * Inside the transaction, after the insert or update. It may return a follow-up that runs once the transaction has
   * committed (telling others: push notifications) — never a write.
   */
  afterWrite?(tx: Db, ctx: RequestContext, row: Row, body: Row, created: boolean): Promise<AfterCommit> | AfterCommit;
  /** Refuse or cascade a removal. */
  beforeRemove?(tx: Db, ctx: RequestContext, rows: Row[]): Promise<void> | void;
  afterRemove?(tx: Db, ctx: RequestContext, rows: Row[]): Promise<void> | void;
  /** Add display fields (names of referenced records...) to rows about to be sent. */
  decorate?(db: Db, ctx: RequestContext, rows: Row[]): Promise<Row[]> | Row[];
  /** Fields the hooks set themselves, never taken from the body. */
  serverFields?: string[];
}

/** What a hook may hand back to run after the commit. */
export type AfterCommit = (() => Promise<void>) | undefined | void;

export interface ResourceRouteOptions {
  def: ResourceDef;
  repo: ResourceRepository;
  db: Db;
  hooks?: ResourceHooks;
  routes?: StandardRoute[];
  /** Query parameters a module's list handles itself (not filters). */
  listParams?: string[];
}

const q = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** `?id=` of a detail call; its label names it in a schema validation message (x-label, see http/validation). */
export const ID_QUERY = {
  type: 'object',
  properties: { id: { type: 'string', [LABEL_KEYWORD]: l('编号', 'ID') } },
  required: ['id'],
};

/** `?ids=a,b` of a remove call (the ids may come in the body instead, so not required here). */
export const IDS_QUERY = {
  type: 'object',
  properties: { ids: { type: 'string', description: 'comma-separated ids', [LABEL_KEYWORD]: l('编号', 'IDs') } },
};

/** Registers the spec's standard calls of a resource: list, page, detail, submit, save, update, remove. */
export function registerResourceRoutes(app: FastifyInstance, opts: ResourceRouteOptions) {
  const { def, repo, db, hooks = {} } = opts;
  registry(app).push({ def, repo, routes: opts.routes ?? def.routes });
  const routes = new Set(opts.routes ?? def.routes);
  const perm = (what: 'add' | 'edit' | 'delete' | 'view') => `${def.permission}_${what}`;
  const platformOnly = def.scope === 'platform';
  const tag = def.label['en-US'];
  const listParams = new Set(opts.listParams ?? []);
  const skip = new Set(hooks.serverFields ?? []);
  const decorate = async (ctx: RequestContext, rows: Row[]) => (hooks.decorate ? hooks.decorate(db, ctx, rows) : rows);

  const create = async (ctx: RequestContext, input: Row) => {
    const { row, followUp } = await db.transaction(async (tx) => {
      const body = { ...input };
      await hooks.prepare?.(tx, ctx, body, undefined);
      const values = validateBody(def, body, 'create', { skip });
      await hooks.beforeCreate?.(tx, ctx, values, body);
      const row = await repo.insert(tx, ctx, values);
      return { row, followUp: await hooks.afterWrite?.(tx, ctx, row, body, true) };
    });
    if (followUp) await followUp();
    return row;
  };

  const change = async (ctx: RequestContext, input: Row) => {
    const { row, followUp } = await db.transaction(async (tx) => {
      const body = { ...input };
      const id = parseId(body.id);
      const current = await repo.getById(tx, ctx, id);
      await hooks.prepare?.(tx, ctx, body, current);
      const values = validateBody(def, body, 'update', { skip });
      await hooks.beforeUpdate?.(tx, ctx, values, current, body);
      const row = await repo.update(tx, ctx, id, values, versionOf(body));
      return { row, followUp: await hooks.afterWrite?.(tx, ctx, row, body, false) };
    });
    if (followUp) await followUp();
    return row;
  };

  const page = async (req: FastifyRequest) => {
    const result = await repo.page(db, req.ctx, q(req), parsePaging(q(req)), { extraParams: listParams });
    result.records = await decorate(req.ctx, result.records);
    return ok(result);
  };

  for (const name of ['list', 'page'] as const) {
    if (!routes.has(name)) continue;
    app.get(`/api${def.api}/${name}`, {
      config: { permission: perm('view'), platformOnly },
      schema: { tags: [tag], summary: `${def.label['zh-CN']} — paged list`, querystring: listQuerySchema(def) },
      handler: page,
    });
  }

  if (routes.has('detail')) {
    app.get(`/api${def.api}/detail`, {
      config: { permission: perm('view'), platformOnly },
      schema: {
        tags: [tag],
        summary: `${def.label['zh-CN']} — one record`,
        querystring: ID_QUERY,
      },
      handler: async (req) => {
        const row = await repo.getById(db, req.ctx, parseId(q(req).id));
        const [out] = await decorate(req.ctx, [repo.toWire(row)]);
        return ok(out);
      },
    });
  }

  if (routes.has('submit')) {
    app.post(`/api${def.api}/submit`, {
      config: {
        permission: (req) => (hasId(req.body) ? perm('edit') : perm('add')),
        platformOnly,
      },
      schema: {
        tags: [tag],
        summary: `${def.label['zh-CN']} — add (no id) or update (with id)`,
        body: bodySchema(def),
      },
      handler: async (req) => {
        const body = asBody(req.body);
        if (hasId(body)) await change(req.ctx, body);
        else await create(req.ctx, body);
        return ok(true);
      },
    });
  }

  if (routes.has('save')) {
    app.post(`/api${def.api}/save`, {
      config: { permission: perm('add'), platformOnly },
      schema: { tags: [tag], summary: `${def.label['zh-CN']} — add`, body: bodySchema(def) },
      handler: async (req) => {
        const body = asBody(req.body);
        if (hasId(body))
          throw badRequest(
            l('新增时不能带 ID (修改请用 update)', 'id must be empty when adding (use update to change a record)'),
          );
        await create(req.ctx, body);
        return ok(true);
      },
    });
  }

  if (routes.has('update')) {
    app.post(`/api${def.api}/update`, {
      config: { permission: perm('edit'), platformOnly },
      schema: { tags: [tag], summary: `${def.label['zh-CN']} — update`, body: bodySchema(def) },
      handler: async (req) => {
        const body = asBody(req.body);
        if (!hasId(body)) throw badRequest(ID_MESSAGES.required('id'));
        await change(req.ctx, body);
        return ok(true);
      },
    });
  }

  if (routes.has('remove')) {
    app.post(`/api${def.api}/remove`, {
      config: { permission: perm('delete'), platformOnly },
      schema: {
        tags: [tag],
        summary: `${def.label['zh-CN']} — remove (soft delete)`,
        querystring: IDS_QUERY,
      },
      handler: async (req) => {
        const ids = parseIds(q(req).ids ?? (req.body as Row | undefined)?.ids);
        await db.transaction(async (tx) => {
          const rows = await repo.findIds(tx, req.ctx, ids);
          if (rows.length === ids.length) await hooks.beforeRemove?.(tx, req.ctx, rows);
          await repo.remove(tx, req.ctx, ids);
          await hooks.afterRemove?.(tx, req.ctx, rows);
        });
        return ok(true);
      },
    });
  }

  return { create, change };
}

export interface RegisteredResource {
  def: ResourceDef;
  repo: ResourceRepository;
  routes: StandardRoute[];
}

/** Every resource whose standard routes are registered; the tenant-isolation test walks this list. */
export function registry(app: FastifyInstance): RegisteredResource[] {
  if (!app.hasDecorator('resourceRegistry')) app.decorate('resourceRegistry', [] as RegisteredResource[]);
  return app.resourceRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    resourceRegistry: RegisteredResource[];
  }
}

export function asBody(body: unknown): Row {
  if (body === null || body === undefined) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(BODY_NOT_OBJECT);
  return body as Row;
}

function hasId(body: unknown): boolean {
  const id = (body as Row | null)?.id;
  return id !== undefined && id !== null && id !== '' && id !== 0;
}

/** The client's `version` of the record it changes, when it sent one (a whole number). */
export function versionOf(body: Row): number | undefined {
  if (body.version === undefined || body.version === null || body.version === '') return undefined;
  const v = Number(body.version);
  if (!Number.isInteger(v)) throw badRequest(VERSION_NOT_WHOLE);
  return v;
}

export { snake };
