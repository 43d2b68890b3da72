import { type Localized, l } from '@flp/shared';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '@flp/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { ok } from '../../platform/http/envelope';
import { AppError, NO_TOKEN, badRequest, notFound, unauthorized } from '../../platform/http/errors';
import { cleanOriginalName, FileStore, type StoredMeta } from './file.store';
import { type FileKind, sniff } from './sniff';

export interface ResourceModuleDeps {
  config: Config;
}

/** Largest general upload (contracts, statements, scans). */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
const ALL_KINDS: FileKind[] = ['jpg', 'png', 'pdf', 'xlsx', 'docx'];
const IMAGE_KINDS: FileKind[] = ['jpg', 'png'];

const base = '/api/blade-resource/oss/endpoint';
const TAG = 'Files';

interface UploadRule {
  kinds: FileKind[];
  maxBytes: number;
  public: boolean;
  tooLarge: Localized;
  wrongType: Localized;
}

const RULES: Record<'file' | 'avatar', UploadRule> = {
  file: {
    kinds: ALL_KINDS,
    maxBytes: FILE_MAX_BYTES,
    public: false,
    tooLarge: l(
      `文件过大: 不能超过 ${FILE_MAX_BYTES / 1024 / 1024}MB`,
      `The file is too large: at most ${FILE_MAX_BYTES / 1024 / 1024} MB`,
    ),
    wrongType: l(
      '文件类型不允许: 只能上传 jpg/png/pdf/xlsx/docx 文件',
      'File type not allowed: only jpg/png/pdf/xlsx/docx files',
    ),
  },
  avatar: {
    kinds: IMAGE_KINDS,
    maxBytes: AVATAR_MAX_BYTES,
    public: true,
    tooLarge: l(
      `文件过大: 头像不能超过 ${AVATAR_MAX_BYTES / 1024}KB`,
      `The file is too large: an avatar is at most ${AVATAR_MAX_BYTES / 1024} KB`,
    ),
    wrongType: l('文件类型不允许: 头像只能是 jpg/png 格式', 'File type not allowed: an avatar is jpg or png'),
  },
};

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
            attachId: { type: 'string' },
          },
        },
      },
    },
  },
});

/**
 * Object storage endpoints (spec §7 /api/blade-resource oss): upload (any signed-in user), and download by the name
 * the upload answered. The type is decided by the bytes; names are 128-bit random; a file is served to signed-in
 * users of its own tenant, and avatars (public at upload) to anyone who has the name, as an <img> cannot send a token.
 */
export async function registerResourceModule(app: FastifyInstance, deps: ResourceModuleDeps) {
  const files = new FileStore(join(deps.config.dataDir, 'files'));
  const { default: multipart } = await import('@fastify/multipart');

  await app.register(async (scope) => {
    // Multipart only here: the rest of the API keeps refusing it.
    await scope.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: FILE_MAX_BYTES } });

    const upload = (rule: UploadRule) => async (req: FastifyRequest) => {
      const { buf, filename } = await singleFile(req, rule);
      const kind = sniff(buf);
      if (!kind || !rule.kinds.includes(kind)) throw badRequest(rule.wrongType);
      const meta = await files.save(buf, kind, {
        tenantId: req.ctx.tenantId,
        userId: req.ctx.userId,
        originalName: cleanOriginalName(filename),
        public: rule.public,
      });
      return ok({
        link: `${base}/file/${meta.name}`,
        domain: `${req.protocol}://${req.host}`,
        name: meta.name,
        originalName: meta.originalName,
        attachId: meta.name.slice(7, 39),
      });
    };

    scope.post(
      `${base}/put-file`,
      {
        config: { permission: null },
        schema: uploadSchema(
          `upload a file (jpg, png, pdf, xlsx, docx by its bytes; at most ${FILE_MAX_BYTES / 1024 / 1024} MB)`,
        ),
      },
      upload(RULES.file),
    );
    scope.post(
      `${base}/put-avatar`,
      {
        config: { permission: null },
        schema: uploadSchema(
          `upload an avatar or QR image (jpg or png by its bytes, at most ${AVATAR_MAX_BYTES / 1024} KB; 413 when larger, 400 for another type); readable by name`,
        ),
      },
      upload(RULES.avatar),
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
        const file = await files.open(name);
        if (!file) throw notFound(l('文件不存在', 'No such file'));
        if (!file.meta.public) {
          const ctx = req.ctx;
          if (!ctx) throw unauthorized(NO_TOKEN);
          // Another tenant's file does not exist as far as this caller can tell.
          if (ctx.tenantId !== file.meta.tenantId) throw notFound(l('文件不存在', 'No such file'));
        }
        return reply
          .headers(downloadHeaders(file.meta))
          .header('Content-Length', String(file.size))
          .send(file.stream());
      },
    );
  });
}

/**
 * The one file of a single-file upload: exactly one part, a file named `file`. A malformed body (no boundary, a
 * truncated part) is the client's fault and answers 400, never 500.
 */
async function singleFile(req: FastifyRequest, rule: UploadRule): Promise<{ buf: Buffer; filename: string }> {
  if (!req.isMultipart())
    throw new AppError(
      415,
      l(
        'Content-Type 必须是 multipart/form-data, 带一个名为 file 的部分',
        'Content-Type must be multipart/form-data with a part named file',
      ),
    );
  let found: { buf: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest(ONE_PART);
      found = { buf: await part.toBuffer(), filename: part.filename };
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, rule.tooLarge);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(ONE_PART);
    }
    throw badRequest(
      l(`上传内容格式错误 (${(e as Error).message})`, `The multipart body is malformed (${(e as Error).message})`),
    );
  }
  if (!found) throw badRequest(l('请选择文件', 'Please choose a file'));
  if (found.buf.length === 0) throw badRequest(l('文件为空', 'The file is empty'));
  return found;
}

const ONE_PART = l('请只上传一个名为 file 的文件', 'Send exactly one part, a file named file');

/**
 * How a stored file is served. Images inline; PDFs inline (staff preview signed contracts) but in a sandbox with no
 * script; anything else as an attachment. nosniff so a browser never reinterprets the bytes.
 */
export function downloadHeaders(meta: StoredMeta): Record<string, string> {
  const image = meta.kind === 'jpg' || meta.kind === 'png';
  const inline = image || meta.kind === 'pdf';
  const fallback = meta.originalName.replace(/[^\x20-\x7e]/g, '_');
  const headers: Record<string, string> = {
    'Content-Type': meta.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(meta.originalName)}`,
    'Cache-Control': meta.public ? 'public, max-age=86400' : 'private, no-store',
  };
  if (!image)
    headers['Content-Security-Policy'] = "sandbox; default-src 'none'; object-src 'self'; style-src 'unsafe-inline'";
  return headers;
}
