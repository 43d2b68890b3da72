import { AVATAR_MAX_BYTES } from '@flp/shared/constants';
import { FILE_PARAMS, l } from '@flp/shared';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { attachments, installAttachmentFields, linkOf } from '../../platform/attachments';
import { fileAccess } from '../../platform/attachments/access';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { NO_TOKEN, badRequest, notFound, unauthorized } from '../../platform/http/errors';
import { LocalStore } from '../../platform/storage';
import { systemContext } from '../../platform/tenancy/context';
import { paramValue } from '../system';
import { allowedTypesOf, maxBytesOf, refuseType, sniffContent } from './content-type';
import { cleanOriginalName, FileStore, parseName } from './file.store';
import { NO_FILE, downloadHeaders, sendStored } from './serve';
import { registerFileRoutes } from './file.routes';
import { RESOURCE_MENUS } from './menus';
import { useStoresForJobs } from './jobs';
import { registerOssRoutes } from './oss.routes';
import { sniff } from './sniff';
import { LOCAL, Stores } from './stores';
import { type FileService, fileService, storeFile } from './file-service';
import { DEFAULT_MAX_MB, fileTooLarge, singleFile } from './upload';
import { defineModule } from '../host';
import { purgeUnlinkedUploadsJob } from './jobs';
import { seedResourceDemo } from './seed';

export { purgeUnlinkedUploadsJob } from './jobs';
export { RESOURCE_MENU } from './menus';
export { seedFileParams, seedResourceDemo } from './seed';
export type { FileService } from './file-service';
export { textPdf } from './text-pdf';

export interface ResourceModuleDeps {
  config: Config;
  db: Db;
}

/** The largest general upload when the tenant has no `file.maxSize` parameter. */
export const FILE_MAX_BYTES = DEFAULT_MAX_MB * 1024 * 1024;
/** The multipart plugin's own ceiling: no parameter can raise an upload above it. */
const HARD_MAX_BYTES = 1024 * 1024 * 1024;

const base = '/api/blade-resource/oss/endpoint';
const TAG = 'Files';

const uploadSchema = (summary: string) => ({
  tags: [TAG],
  summary,
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary', description: 'the file (one part named file)' } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        code: { type: 'integer' },
        success: { type: 'boolean' },
        msg: { type: 'string' },
        data: {
          type: 'object',
          properties: {
            link: { type: 'string', description: 'where the file is served (relative to the domain)' },
            domain: { type: 'string' },
            name: { type: 'string', description: '<tenant>-<128-bit hex>.<ext>' },
            originalName: { type: 'string' },
            attachId: { type: 'string', description: 'the attachment id an attachments field takes' },
          },
        },
      },
    },
  },
});

/**
 * Object storage (spec §7 /api/blade-resource oss): uploads to the tenant's enabled storage, downloads by the name
 * the upload answered, the settings (对象存储) and the common file calls. The type is decided by the bytes and the
 * limits by system parameters; names are 128-bit random; a file is served to signed-in users of its own tenant who may
 * read the record it is attached to (its uploader until it is attached), and avatars (public at upload) to anyone who has the name, as an <img> cannot send a token.
 */
export async function registerResourceModule(app: FastifyInstance, deps: ResourceModuleDeps): Promise<FileService> {
  const { db } = deps;
  installAttachmentFields();
  const local = new LocalStore(join(deps.config.dataDir, 'files'));
  const stores = new Stores(db, local);
  const avatars = new FileStore(local);
  useStoresForJobs(stores);
  const { default: multipart } = await import('@fastify/multipart');
  registerOssRoutes(app, { db, stores });
  registerFileRoutes(app, { db, stores });
  app.addHook('onClose', async () => stores.close());

  await app.register(async (scope) => {
    // Multipart only here: the rest of the API keeps refusing it.
    await scope.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: HARD_MAX_BYTES } });

    scope.post(
      `${base}/put-file`,
      {
        config: { permission: null, auditTitle: l('附件 — 上传', 'Attachments — Upload') },
        schema: uploadSchema(
          'upload a file to the tenant’s enabled storage: its type by its bytes (parameter file.allowedTypes), its size at most file.maxSize MB (413); answers the unlinked attachment’s attachId',
        ),
      },
      async (req) => {
        const ctx = req.ctx;
        const maxBytes = maxBytesOf(await paramValue(db, ctx, FILE_PARAMS.maxSize.key), DEFAULT_MAX_MB);
        const allowed = allowedTypesOf(
          (await paramValue(db, ctx, FILE_PARAMS.allowedTypes.key)) ?? FILE_PARAMS.allowedTypes.defaultValue,
        );
        const { buf, filename } = await singleFile(req, maxBytes, fileTooLarge(maxBytes));
        const found = await sniffContent(buf);
        const refused = refuseType(found, allowed);
        if (refused || !found) throw badRequest(refused!);
        const row = await storeFile(db, ctx, stores, { bytes: buf, name: filename, type: found }, (err, storage) =>
          req.log.warn({ err, storage }, 'object storage write failed'),
        );
        return ok({
          link: linkOf(row.storedKey),
          domain: `${req.protocol}://${req.host}`,
          name: row.storedKey.replace('/', '-'),
          originalName: row.originalName,
          attachId: row.id,
        });
      },
    );

    scope.post(
      `${base}/put-avatar`,
      {
        config: { permission: null, auditTitle: l('个人信息 — 上传图片', 'Personal info — Upload an image') },
        schema: uploadSchema(
          `upload an avatar or QR image (jpg or png by its bytes, at most ${AVATAR_MAX_BYTES / 1024} KB; 413 when larger, 400 for another type); readable by name`,
        ),
      },
      async (req: FastifyRequest) => {
        const { buf, filename } = await singleFile(
          req,
          AVATAR_MAX_BYTES,
          l(
            `文件过大: 头像不能超过 ${AVATAR_MAX_BYTES / 1024}KB`,
            `The file is too large: an avatar is at most ${AVATAR_MAX_BYTES / 1024} KB`,
          ),
        );
        const kind = sniff(buf);
        if (kind !== 'jpg' && kind !== 'png')
          throw badRequest(
            l('文件类型不允许: 头像只能是 jpg/png 格式', 'File type not allowed: an avatar is jpg or png'),
          );
        const meta = await avatars.save(buf, kind, {
          tenantId: req.ctx.tenantId,
          userId: req.ctx.userId,
          originalName: cleanOriginalName(filename),
          public: true,
        });
        return ok({
          link: `${base}/file/${meta.name}`,
          domain: `${req.protocol}://${req.host}`,
          name: meta.name,
          originalName: meta.originalName,
          attachId: meta.name.slice(7, 39),
        });
      },
    );

    scope.get(
      `${base}/file/:name`,
      {
        // Public at the route: avatars are read by <img> without a token; everything else needs a caller of the file's
        // tenant, identified by a header or a download ticket (?ticket=, never the token itself in a link).
        config: { public: true, identify: true, ticket: true },
        schema: {
          tags: [TAG],
          summary: 'download a file by its name (own tenant, signed in; avatars by name alone)',
          params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        },
      },
      async (req, reply) => {
        const { name } = req.params as { name: string };
        const parsed = parseName(name);
        if (!parsed) throw notFound(NO_FILE);
        const ctx = req.ctx;
        const owner = systemContext(parsed.tenantId);
        // The name names its tenant: looked up in that tenant's transaction (a caller of another tenant finds nothing).
        // Whether the caller may have it is asked there too: whoever may read the record it is attached to.
        const found =
          !ctx || ctx.tenantId === parsed.tenantId
            ? await app.appContext.database.tenancy.inTenant(parsed.tenantId, async () => {
                const row = await attachments.byKey(db, owner, `${parsed.tenantId}/${parsed.id}.${parsed.ext}`);
                if (!row) return undefined;
                return { row, mine: !!ctx && (await fileAccess(app).allowed(db, ctx, [row], 'read')).length > 0 };
              })
            : undefined;
        if (found) {
          if (!ctx) throw unauthorized(NO_TOKEN);
          // Another tenant's file, or one of a record the caller may not read, does not exist as far as he can tell.
          if (ctx.tenantId !== parsed.tenantId || !found.mine) throw notFound(NO_FILE);
          return sendStored(reply, await stores.of(ctx, found.row.storage), found.row);
        }
        // Avatars, and files uploaded before the attachment table.
        const file = await avatars.open(name);
        if (!file) throw notFound(NO_FILE);
        if (!file.meta.public) {
          if (!ctx) throw unauthorized(NO_TOKEN);
          // Another tenant's file does not exist as far as this caller can tell.
          if (ctx.tenantId !== file.meta.tenantId) throw notFound(NO_FILE);
        }
        const stream = await file.stream();
        if (!stream) throw notFound(NO_FILE);
        return reply.headers(downloadHeaders(file.meta)).header('Content-Length', String(file.size)).send(stream);
      },
    );
  });
  return fileService(stores);
}

export { LOCAL };
export { downloadHeaders };

declare module '../host' {
  interface ModuleApis {
    resource: FileService;
  }
}

/** Files and their stores (对象存储); its interface is the file service. */
const fileParam = (p: { key: string; defaultValue: string }) => ({ key: p.key, fallback: p.defaultValue });

export const resourceModule = defineModule({
  name: 'resource',
  uses: ['system'],
  menus: RESOURCE_MENUS,
  params: [
    { ...fileParam(FILE_PARAMS.maxSize), name: l(FILE_PARAMS.maxSize.name, 'Largest upload (MB)') },
    {
      ...fileParam(FILE_PARAMS.allowedTypes),
      name: l(FILE_PARAMS.allowedTypes.name, 'File types an upload may have'),
    },
    {
      ...fileParam(FILE_PARAMS.orphanHours),
      name: l(FILE_PARAMS.orphanHours.name, 'Hours an upload no record holds is kept'),
    },
  ],
  register: (host) => registerResourceModule(host.app, { config: host.config, db: host.db }),
  jobs: () => [purgeUnlinkedUploadsJob],
  demo: (host) => seedResourceDemo(host.db), // 对象存储 settings and the upload parameters
});
