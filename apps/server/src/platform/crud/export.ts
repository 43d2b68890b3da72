import { type PlatformReason, streamInTenant } from '../db/scope';
import { type FieldDef, type Locale, type ResourceDef, l } from '@flp/shared';
import { type SQL, count, sql } from 'drizzle-orm';
import { originOf } from '../audit/trail';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ok } from '../http/envelope';
import { badRequest, requestLocale } from '../http/errors';
import { attachmentHeaders, fileStamp } from '../http/excel';
import { XlsxStreamWriter } from '../http/xlsx-stream';
import type { RequestContext } from '../tenancy/context';
import { listQuerySchema } from './openapi';
import { parseFilters, parseSort } from './query';
import type { Row } from './repository';
import type { ResourceService } from './service';
import { type Choices, cellOf, exportFields, formatOf, headerOf, ownChoices } from './sheet';

/**
 * `GET <api>/export`: the list as an .xlsx, streamed. Same query parameters as the list (filters, ranges, sort; data
 * scope, the module's listWhere and decorate hooks apply), the columns the list shows with the labels a person reads.
 * The number of matching rows is checked against `export.maxRows` before a byte is sent, and told in X-Total-Count
 * so the browser can show progress.
 */

/** What the platform reads from the system module without knowing its tables: dictionaries and parameters. */
export interface SheetSources {
  /** The items of a dictionary of the caller's tenant, in their order. */
  dictionary(ctx: RequestContext, code: string): Promise<Choices>;
  /** A system parameter's value (the caller's tenant first, then the platform's), undefined when not set. */
  parameter(ctx: RequestContext, key: string): Promise<string | undefined>;
}

const sources = new WeakMap<FastifyInstance, SheetSources>();

/** The system module hands its dictionaries and parameters to the Excel calls (once, at boot). */
export function provideSheetSources(app: FastifyInstance, s: SheetSources) {
  sources.set(app, s);
}

function sourcesOf(app: FastifyInstance): SheetSources {
  return sources.get(app) ?? { dictionary: async () => [], parameter: async () => undefined };
}

/** The system parameter holding the most rows one export may hold, and its default. */
export const EXPORT_MAX_ROWS_PARAM = 'export.maxRows';
export const EXPORT_MAX_ROWS_DEFAULT = 100_000;
/** Rows read from the database at a time. */
const BATCH = 2000;

/** The choices of each dict field of `fields` (own options, else the tenant's dictionary), by field name. */
export async function choicesOf(
  app: FastifyInstance,
  ctx: RequestContext,
  fields: FieldDef[],
  locale: Locale,
): Promise<Map<string, Choices>> {
  const out = new Map<string, Choices>();
  for (const f of fields) {
    if (f.kind !== 'dict') continue;
    const own = ownChoices(f, locale);
    if (own) out.set(f.name, own);
    else if (f.dict) out.set(f.name, await sourcesOf(app).dictionary(ctx, f.dict));
  }
  return out;
}

async function maxRows(app: FastifyInstance, ctx: RequestContext): Promise<number> {
  const raw = await sourcesOf(app).parameter(ctx, EXPORT_MAX_ROWS_PARAM);
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n > 0 ? n : EXPORT_MAX_ROWS_DEFAULT;
}

/** The conditions of a list query (filters, listWhere, tenant, data scope, not deleted); null: nothing matches. */
async function listConditions(service: ResourceService, req: FastifyRequest, query: Row): Promise<SQL | null> {
  const { def, repo, hooks } = service;
  const extra = hooks.listWhere ? await hooks.listWhere({ db: service.db, ctx: req.ctx, req }, query) : [];
  if (extra === null) return null;
  return repo.scope(req.ctx, ...parseFilters(def, repo.table, query, new Set(hooks.listParams ?? [])), ...extra);
}

/** An export worked out before its first row: the matching rows' conditions, count, order, columns and name. */
async function prepareExport(app: FastifyInstance, service: ResourceService, req: FastifyRequest) {
  const { def, repo } = service;
  const ctx = req.ctx;
  const locale = requestLocale(req);
  const query = { ...((req.query ?? {}) as Row) };
  for (const k of ['current', 'size']) delete query[k];
  const where = await listConditions(service, req, query);
  const order = parseSort(def, repo.table, query);
  const cap = await maxRows(app, ctx);
  let total = 0;
  if (where) {
    const upTo = service.db
      .select({ one: sql`1` })
      .from(repo.table)
      .where(where)
      .limit(cap + 1)
      .as('matching');
    const [{ n }] = await service.db.select({ n: count() }).from(upTo);
    total = Number(n);
  }
  if (total > cap)
    throw badRequest(
      l(
        `符合条件的数据超过 ${cap} 条 (导出上限 ${cap} 条), 请缩小查询范围后再导出`,
        `More than ${cap} records match (an export holds at most ${cap}); narrow the filters and export again`,
      ),
    );
  // The usual log keeps what left the building: which list, how many rows (the API log has the call and its filters).
  app.appContext.audit.event(
    originOf(ctx, req),
    'export',
    JSON.stringify({ resource: def.name, label: def.label['zh-CN'], rows: total }),
  );
  const fields = exportFields(def);
  const choices = await choicesOf(app, ctx, fields, locale);
  const writer = new XlsxStreamWriter(
    def.label[locale],
    fields.map((f) => ({
      header: headerOf(f, locale),
      width: Math.min(Math.max((f.width ?? 120) / 7, headerOf(f, locale).length * 2 + 2, 10), 50),
      format: formatOf(f),
    })),
  );
  /** The cells of the rows from `offset` (one batch), as the list answers them. */
  const batch = async (offset: number) => {
    const rows = await service.db
      .select()
      .from(repo.table)
      .where(where!)
      .orderBy(...order)
      .limit(Math.min(BATCH, total - offset))
      .offset(offset);
    const wire = await service.decorate(
      { db: service.db, ctx, req },
      rows.map((r) => repo.toWire(r as Row)),
    );
    return wire.map((r) => fields.map((f) => cellOf(f, r, locale, choices.get(f.name))));
  };
  return { total: where ? total : 0, filename: `${def.label[locale]}-${fileStamp()}.xlsx`, writer, batch };
}

/** Streams the list as an .xlsx (see the module comment). */
export async function exportList(
  app: FastifyInstance,
  service: ResourceService,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { total, filename, writer, batch } = await prepareExport(app, service, req);
  reply.headers({ ...attachmentHeaders(filename), 'X-Total-Count': String(total) });
  // The rows are read after the handler has answered, batch by batch, each in a transaction of its own.
  streamInTenant(req.ctx.tenantId, async (read) => {
    try {
      for (let offset = 0; offset < total; offset += BATCH) {
        const cells = await read(() => batch(offset));
        if (cells.length === 0) break;
        // Waits while the client is slower than the database: memory stays one batch, whatever its speed.
        await writer.addRows(cells);
      }
      writer.end();
    } catch (err) {
      req.log.error({ err }, 'export failed while streaming');
      writer.destroy(err as Error);
    }
  });
  return reply.send(writer.output);
}

/** What a kept export is handed to (the report registry, installed by its module); answers the report. */
export type ExportKeeper = (
  tx: Db,
  ctx: RequestContext,
  kept: { def: ResourceDef; fileName: string; bytes: Buffer },
) => Promise<{ id: string; reportName: string }>;

const keepers = new WeakMap<FastifyInstance, ExportKeeper>();

/** The module that files reports takes the kept exports (once, at boot): the platform never names it. */
export function provideExportKeeper(app: FastifyInstance, keeper: ExportKeeper) {
  keepers.set(app, keeper);
}

/**
 * `POST <api>/export-keep`: the same workbook as the export, written in the request's transaction and kept as a
 * report file (保存到报表) instead of downloaded; answers the report's id and name.
 */
async function keepExport(app: FastifyInstance, service: ResourceService, req: FastifyRequest) {
  const keeper = keepers.get(app);
  if (!keeper) throw badRequest(l('未启用报表管理, 不能保存导出', 'Reports are not enabled: an export cannot be kept'));
  const { total, filename, writer, batch } = await prepareExport(app, service, req);
  const bytes = writer.bytes();
  for (let offset = 0; offset < total; offset += BATCH) {
    const cells = await batch(offset);
    if (cells.length === 0) break;
    await writer.addRows(cells);
  }
  writer.end();
  return ok(await keeper(service.db, req.ctx, { def: service.def, fileName: filename, bytes: await bytes }));
}

/** Registers the export call (and its aliases) of a resource with a list. */
export function registerExportRoute(
  app: FastifyInstance,
  service: ResourceService,
  urls: string[],
  opts: { platformOnly: boolean; platformPath?: PlatformReason; twins?: string[] },
) {
  const def: ResourceDef = service.def;
  const keepUrls = urls.map((u) => u.replace(/\/export$/, '/export-keep'));
  // An API scope on the list holds for its export, which answers the same rows (and the other way round).
  const config = {
    permission: `${def.permission}_export`,
    // Both the download and the kept file are exports in the API log.
    audit: 'export' as const,
    platformOnly: opts.platformOnly,
    platformPath: opts.platformPath,
    paths: [...urls, ...keepUrls, ...(opts.twins ?? [])],
  };
  for (const url of keepUrls)
    app.post(url, {
      config,
      schema: {
        tags: [def.label['en-US']],
        summary: `${def.label['zh-CN']} — keep the export (same filters and sort) as a report file (报表管理)`,
        querystring: listQuerySchema(def),
      },
      handler: (req) => keepExport(app, service, req),
    });
  for (const url of urls)
    app.get(url, {
      config,
      schema: {
        tags: [def.label['en-US']],
        summary: `${def.label['zh-CN']} — export the list (same filters and sort) as .xlsx, streamed`,
        querystring: listQuerySchema(def),
      },
      handler: (req, reply) => exportList(app, service, req, reply),
    });
}
