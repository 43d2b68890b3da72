import { FILE_PARAMS, type Localized, l } from '@flp/shared';
import { AppError, badRequest } from '../../platform/http/errors';
import type { FastifyRequest } from 'fastify';

/**
 * The one file of a single-file upload: exactly one part, a file named `file`, at most `maxBytes`. A malformed body
 * (no boundary, a truncated part) is the client's fault and answers 400, never 500; a larger file 413.
 */
export async function singleFile(
  req: FastifyRequest,
  maxBytes: number,
  tooLarge: Localized,
): Promise<{ buf: Buffer; filename: string }> {
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
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest(ONE_PART);
      found = { buf: await part.toBuffer(), filename: part.filename };
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLarge);
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

/** The MB shown in messages: whole numbers plainly, fractions with up to two places. */
export const mb = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 100) / 100);

export const fileTooLarge = (bytes: number) =>
  l(`文件过大: 不能超过 ${mb(bytes)}MB`, `The file is too large: at most ${mb(bytes)} MB`);

export const DEFAULT_MAX_MB = Number(FILE_PARAMS.maxSize.defaultValue);
