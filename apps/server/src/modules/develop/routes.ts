import { DATASOURCE_PLATFORM, type Localized, codeGen, datasource, dict, id, ids, l, text } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { contentDisposition } from '../../platform/attachments';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { asPlatform } from '../../platform/db/scope';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { envelopeSchema } from '../../platform/http/envelope';
import { badRequest, invalidField, labelled, requestLocale } from '../../platform/http/errors';
import { keptSecret, maskedSecret } from '../../platform/secrets';
import { type RequestContext, isPlatformTenant } from '../../platform/tenancy/context';
import { outboundPolicy } from '../system';
import { type SourceTable, readOwnTable, readTableOver } from './columns';
import { type ConnectOutcome, SourceFailure, type SourceSpec, failureOf, parseTarget, withSource } from './connect';
import { generate } from './generate';
import { codeRepo, datasourceRepo } from './tables';

const DS_API = `/api${datasource.api}`;
const CODE_API = `/api${codeGen.api}`;
/** The most rows one 代码生成 call takes (each may open a connection). */
export const GEN_MAX = 20;

const dsLabel = (name: string) => datasource.fields.find((f) => f.name === name)!.label as Localized;
const codeLabel = (name: string) => codeGen.fields.find((f) => f.name === name)!.label as Localized;

const ONLY_PLATFORM = l(
  '本平台数据库只能由平台租户 (000000) 使用',
  'This platform’s own database is for the platform tenant (000000) only',
);

/** A source saved complete: its own database only in the platform tenant; a PostgreSQL one with its address. */
function checkSource(ctx: RequestContext, values: Row) {
  if (values.kind === DATASOURCE_PLATFORM) {
    if (!isPlatformTenant(ctx)) throw invalidField('kind', labelled(dsLabel('kind'), ONLY_PLATFORM));
    return;
  }
  const url = String(values.url ?? '').trim();
  if (!url) throw invalidField('url', labelled(dsLabel('url'), l('请输入连接地址', 'please enter the address')));
  if (values.kind === 'postgresql' && !parseTarget(url))
    throw invalidField(
      'url',
      labelled(dsLabel('url'), l('应为 postgresql://主机:端口/数据库', 'must be postgresql://host:port/database')),
    );
}

const REACHABLE = l('连接成功', 'Connected');

/** What a source answers to a connection: reachable (with its version), or why not. Never throws. */
async function tryConnect(db: Db, ctx: RequestContext, spec: SourceSpec) {
  try {
    if (spec.kind === DATASOURCE_PLATFORM) {
      if (!isPlatformTenant(ctx)) throw new SourceFailure('refused', ONLY_PLATFORM);
      return { outcome: 'reachable' as ConnectOutcome, text: REACHABLE, version: undefined };
    }
    const version = await withSource(await outboundPolicy(db), spec, async (client) => {
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      return rows[0]?.server_version;
    });
    return { outcome: 'reachable' as ConnectOutcome, text: REACHABLE, version };
  } catch (e) {
    const f = failureOf(e);
    return { outcome: f.outcome as ConnectOutcome, text: f.text, version: undefined };
  }
}

/** A saved source as a connection's spec (its stored password). */
const specOf = (row: Row): SourceSpec => ({
  kind: String(row.kind ?? ''),
  url: String(row.url ?? ''),
  username: String(row.username ?? ''),
  password: String(row.password ?? ''),
});

/** The tables the rows name, read from their sources: one connection per source. */
async function readTables(db: Db, ctx: RequestContext, rows: Row[]) {
  const bySource = new Map<string, Row[]>();
  for (const r of rows) bySource.set(String(r.datasourceId), [...(bySource.get(String(r.datasourceId)) ?? []), r]);
  const read = new Map<string, { table: SourceTable; sourceName: string }>();
  for (const [sourceId, codes] of bySource) {
    const source = (await datasourceRepo.findById(db, ctx, sourceId)) as Row | undefined;
    if (!source)
      throw invalidField(
        'datasourceId',
        labelled(codeLabel('datasourceId'), l('数据源不存在', 'the data source no longer exists')),
      );
    const missing = (name: string) =>
      invalidField(
        'tableName',
        labelled(codeLabel('tableName'), l(`数据源中没有表 ${name}`, `the data source has no table ${name}`)),
      );
    const readAll = async (reader: (name: string) => Promise<SourceTable | null>) => {
      for (const code of codes) {
        const table = await reader(String(code.tableName));
        if (!table) throw missing(String(code.tableName));
        read.set(String(code.id), { table, sourceName: String(source.name) });
      }
    };
    if (source.kind === DATASOURCE_PLATFORM) {
      if (!isPlatformTenant(ctx)) throw badRequest(ONLY_PLATFORM);
      // Column metadata of this platform's own tables, read as their owner (the app's role is granted only some).
      await asPlatform('code generator reads table structures', () => readAll((name) => readOwnTable(db, name)));
    } else {
      const policy = await outboundPolicy(db);
      try {
        await withSource(policy, specOf(source), (client) => readAll((name) => readTableOver(client, name)));
      } catch (e) {
        if (!(e instanceof SourceFailure)) throw e;
        throw badRequest(
          l(`数据源 ${source.name}: ${e.text['zh-CN']}`, `Data source ${source.name}: ${e.text['en-US']}`),
        );
      }
    }
  }
  return read;
}

/** The files as one zip, in memory (a few small text files). */
function zipOf(files: { path: string; content: string }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const f of files) zip.addBuffer(Buffer.from(f.content, 'utf8'), f.path, { mtime: new Date() });
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (b: Buffer) => parts.push(b));
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * 数据源管理 (the standard calls, the password masked as 短信配置's secret, and 测试连接) and 代码生成 (the standard
 * calls, 复制 and the zip).
 */
export function registerDevelopRoutes(app: FastifyInstance, db: Db) {
  registerResourceRoutes(app, {
    repo: datasourceRepo,
    db,
    hooks: {
      ...maskedSecret.hooks(datasourceRepo, 'password'),
      beforeCreate: (h, values) => checkSource(h.ctx, values),
      beforeUpdate: (h, values, current) => checkSource(h.ctx, { ...current, ...values }),
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${DS_API}/test`,
    permission: 'datasource_test',
    tags: [datasource.label['en-US']],
    summary:
      '测试连接 — a saved source (id) or the form’s values (kind, url, username, password; the mask or nothing keeps the saved one’s): connects through the outbound gate with a 5 s timeout and answers outcome reachable | denied | unreachable | noDatabase | refused | unsupported | failed with a message; never reads a row',
    params: [
      id('id', l('数据源', 'Data source')),
      dict('kind', dsLabel('kind'), 'datasource_kind', {
        options: datasource.fields.find((f) => f.name === 'kind')!.options,
      }),
      text('url', dsLabel('url'), { max: 500 }),
      text('username', dsLabel('username'), { max: 100 }),
      text('password', dsLabel('password'), { max: 255 }),
    ],
    response: {
      200: envelopeSchema({
        type: 'object',
        properties: {
          ok: { type: 'boolean' },
          outcome: { type: 'string' },
          message: { type: 'string' },
          version: { type: 'string', description: 'the server’s, when reachable' },
        },
      }),
    },
    handler: async ({ ctx, params, req }) => {
      const saved = params.id ? ((await datasourceRepo.getById(db, ctx, params.id)) as Row) : undefined;
      if (!saved && !params.kind)
        throw invalidField('kind', labelled(dsLabel('kind'), l('请选择数据库类型', 'please select the database')));
      const spec: SourceSpec = {
        kind: String(params.kind ?? saved?.kind ?? ''),
        url: String(params.url ?? saved?.url ?? ''),
        username: String(params.username ?? saved?.username ?? ''),
        password: keptSecret(params.password, saved ? String(saved.password ?? '') : undefined),
      };
      const r = await tryConnect(db, ctx, spec);
      const message = r.text[requestLocale(req)] + (r.version ? ` (PostgreSQL ${r.version})` : '');
      return {
        ok: r.outcome === 'reachable',
        outcome: r.outcome,
        message,
        ...(r.version ? { version: r.version } : {}),
      };
    },
  });

  const codes = registerResourceRoutes(app, { repo: codeRepo, db });

  defineRoute(app, {
    method: 'POST',
    url: `${CODE_API}/copy`,
    permission: 'code_copy',
    tags: [codeGen.label['en-US']],
    summary: '复制 — a new generator setting with the same values (模块名称 marked 副本); answers the new row',
    params: [
      id('id', l('代码生成配置', 'Generator setting'), {
        required: l('请选择要复制的配置', 'please select the setting'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const row = (await codeRepo.getById(db, ctx, params.id)) as Row;
      const copy: Row = {};
      for (const f of codeGen.fields) copy[f.name] = row[f.name];
      const mark = l('副本', 'copy')[requestLocale(req)];
      copy.codeName = `${String(row.codeName).slice(0, 50 - mark.length - 1)} ${mark}`;
      return codes.create(ctx, copy, { req });
    },
  });

  defineRoute(app, {
    // The spec posts it; GET too, so that the screen downloads it as a link downloads a file (the export's way).
    method: ['POST', 'GET'],
    url: `${CODE_API}/gen-code`,
    permission: 'code_gen',
    tags: [codeGen.label['en-US']],
    summary: `代码生成 — for the settings (ids, at most ${GEN_MAX}) reads each table's columns from its data source (information_schema; no row) and answers a zip of this codebase's pieces: the definition, the module (tables, menus, routes), the web screen and a README with the lines to add and the migration step. Nothing is written on the server`,
    params: [
      ids('ids', l('代码生成配置', 'Generator settings'), {
        required: l('请选择要生成的配置', 'please select the settings'),
        max: 2000,
      }),
    ],
    handler: async ({ ctx, params, reply }) => {
      const wanted = [...new Set(idsOf(params.ids))];
      if (wanted.length > GEN_MAX)
        throw badRequest(l(`一次最多生成 ${GEN_MAX} 个配置`, `At most ${GEN_MAX} settings at a time`));
      const found = (await codeRepo.findIds(db, ctx, wanted)) as Row[];
      if (found.length !== wanted.length) throw badRequest(l('代码生成配置不存在', 'No such generator setting'));
      // In the order asked for: the first row's folders are the zip's.
      const rows = wanted.map((w) => found.find((r) => String(r.id) === w)!);
      const tables = await readTables(db, ctx, rows);
      const files = generate(
        rows.map((r) => ({
          code: r as never,
          table: tables.get(String(r.id))!.table,
          sourceName: tables.get(String(r.id))!.sourceName,
        })),
      );
      const bytes = await zipOf(files);
      const name = `${String(rows[0].packageName)}-code.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(name, false))
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  });
}
