import { type ResourceDef, type StandardRoute, id, ids, int, isId, l, routePath, snake, text } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileAccess } from '../attachments/access';
import { type PermissionRule, hasPermission } from '../auth/guard';
import type { Db } from '../db/database';
import type { PlatformReason } from '../db/scope';
import { defineRoute } from '../http/define-route';
import { badRequest } from '../http/errors';
import { LABEL_KEYWORD } from '../http/validation';
import { ok } from '../http/envelope';
import type { ResourceEvents } from './events';
import { registerExportRoute } from './export';
import { registerImportRoutes } from './import';
import { bodySchema, listQuerySchema } from './openapi';
import type { ResourceRepository, Row } from './repository';
import { type ResourceHooks, ResourceService, hasId, versionOf } from './service';
import { type TreeRouteOptions, registerTreeRoutes } from './tree';
import { BODY_NOT_OBJECT, ID_MESSAGES } from './validate';

export type { HookContext, ReadContext, ResourceHooks } from './service';

export interface ResourceRouteOptions<D extends ResourceDef = ResourceDef> {
  /** The resource's service; or its definition parts, from which one is made. */
  service?: ResourceService<D>;
  def?: ResourceDef;
  repo?: ResourceRepository<D>;
  db?: Db;
  hooks?: ResourceHooks<NoInfer<D>>;
  routes?: StandardRoute[];
  /**
   * More paths under the resource's api answering as a standard route (user: `list-plus` as `page`); `importTemplate`:
   * as the import's template.
   */
  aliases?: Partial<Record<StandardRoute | 'importTemplate', string[]>>;
  /** How a tree's calls differ for this resource (picker nodes, picker conditions). */
  tree?: TreeRouteOptions;
  /** Its routes run on this named platform path, past the tenant policies (the tenants themselves). */
  platformPath?: PlatformReason;
  /** Its reads are of the audit logs: the calls recorded before one are written first (platform/audit). */
  readsAudit?: boolean;
}

const q = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** The paths of a call of the resource: under its `api` and under each of its `alsoApi` (the spec's names). */
export const apiPaths = (def: Pick<ResourceDef, 'api' | 'alsoApi'>, call: string): string[] =>
  [def.api, ...(def.alsoApi ?? [])].map((a) => `/api${a}/${call}`);

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

/** The picker call's parameters. */
const SELECT_PARAMS = [
  text('keyword', l('关键字', 'Keyword'), { max: 100 }),
  ids('ids', l('编号', 'IDs'), { max: 2000 }),
  int('size', l('条数', 'Size'), { minValue: 1, maxValue: 100, defaultValue: 20 }),
] as const;

/** The handover call's parameters: the records (or every record of one owner) and their new owner. */
const HANDOVER_PARAMS = [
  ids('ids', l('记录', 'Records'), { max: 200000 }),
  id('from', l('原负责人', 'Current owner')),
  id('to', l('新负责人', 'New owner'), { required: l('请选择新的负责人', 'choose the new owner') }),
] as const;

/** The app's one "resource changed" event bus. */
export function resourceEvents(app: FastifyInstance): ResourceEvents {
  return app.appContext.events;
}

/**
 * Registers the spec's standard calls of a resource — list, page, detail, submit, save, update, remove, select; for
 * a tree the tree calls of tree.ts, `list` among them — and the by-parent calls of its children, all through its
 * service. Returns the service.
 */
export function registerResourceRoutes<D extends ResourceDef>(
  app: FastifyInstance,
  opts: ResourceRouteOptions<D>,
): ResourceService<D> {
  const service = opts.service ?? new ResourceService<D>(opts.db!, resourceEvents(app), opts.repo!, opts.hooks ?? {});
  const { def, repo } = service;
  const routes = new Set(opts.routes ?? def.routes);
  if (!def.tree) for (const r of ['tree', 'lazyTree', 'lazyList'] as const) routes.delete(r);
  registry(app).push({ def, repo, routes: [...routes], service });
  const perm = (what: 'add' | 'edit' | 'delete' | 'view') => `${def.permission}_${what}`;
  // The record's files are as open as the record: its view (edit) button and the records the data scope shows; they
  // change only while the record may (a reviewed record's files are kept as they were reviewed).
  fileAccess(app).define(def.name, async (db, ctx, ids, mode) => {
    if (!hasPermission(ctx, perm(mode === 'read' ? 'view' : 'edit'))) return new Set();
    const rows = await repo.findIds(db, ctx, ids.filter(isId));
    return new Set(rows.filter((r) => mode === 'read' || service.isEditable(r)).map((r) => r.id));
  });
  const platformOnly = def.scope === 'platform';
  const platformPath = opts.platformPath;
  const tag = def.label['en-US'];
  // Each standard call under every api of the resource, by its own name and its aliases; the routes of one call know
  // all its paths (an API scope on one holds for all: auth/guard.ts).
  const paths = (name: StandardRoute) =>
    [routePath(name), ...(opts.aliases?.[name] ?? [])].flatMap((call) => apiPaths(def, call));
  // list, page and export answer the same rows: an API scope on one of them holds for all three.
  const readTwins = (['list', 'page', 'export'] as const).filter((n) => n === 'export' || routes.has(n));
  const config = (name: StandardRoute, permission: PermissionRule) => ({
    permission,
    platformOnly,
    platformPath,
    readsAudit: opts.readsAudit,
    paths: name === 'list' || name === 'page' ? readTwins.flatMap(paths) : paths(name),
  });

  const page = async (req: FastifyRequest) => ok(await service.page(req.ctx, q(req), { req }));
  // A tree's list is its tree table.
  if (def.tree) registerTreeRoutes(app, service, routes, paths, opts.tree);
  for (const name of def.tree ? (['page'] as const) : (['list', 'page'] as const)) {
    if (!routes.has(name)) continue;
    for (const url of paths(name))
      app.get(url, {
        config: config(name, perm('view')),
        schema: { tags: [tag], summary: `${def.label['zh-CN']} — paged list`, querystring: listQuerySchema(def) },
        handler: page,
      });
  }

  if (routes.has('detail')) {
    for (const url of paths('detail'))
      app.get(url, {
        config: config('detail', perm('view')),
        schema: {
          tags: [tag],
          summary: `${def.label['zh-CN']} — one record${def.children?.length ? ' with its details' : ''}`,
          querystring: ID_QUERY,
        },
        handler: async (req) => ok(await service.detail(req.ctx, q(req).id, { req })),
      });
  }

  if (routes.has('submit')) {
    for (const url of paths('submit'))
      app.post(url, {
        config: config('submit', (req) => (hasId(req.body) ? perm('edit') : perm('add'))),
        schema: {
          tags: [tag],
          summary: `${def.label['zh-CN']} — add (no id) or update (with id)`,
          body: bodySchema(def),
        },
        handler: async (req) => {
          await service.submit(req.ctx, asBody(req.body), { req });
          return ok(true);
        },
      });
  }

  if (routes.has('save')) {
    for (const url of paths('save'))
      app.post(url, {
        config: config('save', perm('add')),
        schema: { tags: [tag], summary: `${def.label['zh-CN']} — add`, body: bodySchema(def) },
        handler: async (req) => {
          const body = asBody(req.body);
          if (hasId(body))
            throw badRequest(
              l('新增时不能带 ID (修改请用 update)', 'id must be empty when adding (use update to change a record)'),
            );
          await service.create(req.ctx, body, { req });
          return ok(true);
        },
      });
  }

  if (routes.has('update')) {
    for (const url of paths('update'))
      app.post(url, {
        config: config('update', perm('edit')),
        schema: { tags: [tag], summary: `${def.label['zh-CN']} — update`, body: bodySchema(def) },
        handler: async (req) => {
          const body = asBody(req.body);
          if (!hasId(body)) throw badRequest(ID_MESSAGES.required('id'));
          await service.update(req.ctx, body, { req });
          return ok(true);
        },
      });
  }

  if (routes.has('remove')) {
    for (const url of paths('remove'))
      app.post(url, {
        config: config('remove', perm('delete')),
        schema: {
          tags: [tag],
          summary: `${def.label['zh-CN']} — remove (soft delete${def.children?.length ? ', with its details' : ''})`,
          querystring: IDS_QUERY,
        },
        handler: async (req) => {
          await service.remove(req.ctx, q(req).ids ?? (req.body as Row | undefined)?.ids, { req });
          return ok(true);
        },
      });
  }

  if (routes.has('select') && def.titleField) {
    defineRoute(app, {
      method: 'GET',
      url: paths('select'),
      permission: def.selectOpen ? null : perm('view'),
      platformOnly,
      platformPath,
      tags: [tag],
      summary: `${def.label['zh-CN']} — records for a picker ({id, title}), by keyword or ids`,
      params: [...SELECT_PARAMS, ...(service.hooks.selectParams ?? [])],
      handler: ({ ctx, params }) => service.select(ctx, params),
    });
  }

  if (def.owner) {
    defineRoute(app, {
      method: 'POST',
      url: apiPaths(def, 'handover'),
      permission: `${def.permission}_handover`,
      platformOnly,
      platformPath,
      tags: [tag],
      summary: `${def.label['zh-CN']} — hand records (ids, or all of one owner) to another owner`,
      params: HANDOVER_PARAMS,
      handler: ({ ctx, params, req }) => service.handover(ctx, params, { req }),
    });
  }

  // Excel (export.ts, import.ts): every list exports unless its definition says not; import where routes name it.
  if (def.exportable !== false && (routes.has('list') || routes.has('page') || routes.has('export')))
    registerExportRoute(app, service as unknown as ResourceService, paths('export'), {
      platformOnly,
      platformPath,
      twins: readTwins.filter((n) => n !== 'export').flatMap(paths),
    });
  if (routes.has('import'))
    registerImportRoutes(
      app,
      service as unknown as ResourceService,
      {
        template: ['import-template', ...(opts.aliases?.importTemplate ?? [])].flatMap((call) => apiPaths(def, call)),
        upload: paths('import'),
      },
      { platformOnly, platformPath },
    );

  for (const c of def.children ?? []) {
    if (!c.byParent) continue;
    const param = c.byParent.param ?? c.foreignKey;
    defineRoute(app, {
      method: 'GET',
      url: apiPaths(c.def(), c.byParent.list),
      permission: perm('view'),
      platformOnly,
      platformPath,
      tags: [tag],
      summary: `${c.label['zh-CN']} — the details of one ${def.label['en-US']} record`,
      params: [id(param, def.noun ?? def.label, { required: l('请选择一条数据', 'Please select a record') })],
      handler: async ({ ctx, params, req }) => {
        const parent = await service.detail(ctx, (params as Record<string, string>)[param], { req });
        return parent[c.name];
      },
    });
  }

  return service;
}

export interface RegisteredResource {
  def: ResourceDef;
  repo: ResourceRepository;
  routes: StandardRoute[];
  service: ResourceService;
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

export { hasId, versionOf };

export { snake };
