import { l } from '@flp/shared';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { contentDisposition } from '../../platform/attachments';
import { AppError, notFound } from '../../platform/http/errors';
import { StorageError } from '../../platform/storage';

export const NO_FILE = l('文件不存在', 'No such file');

/** A store's failure as the client hears it: the service is at fault (502), with the kind of problem. */
export function storageFailed(e: unknown): AppError {
  const problem = e instanceof StorageError ? e.problem : 'failed';
  const what: Record<string, [string, string]> = {
    unreachable: ['对象存储无法连接', 'the object storage cannot be reached'],
    denied: ['对象存储拒绝访问', 'the object storage denied access'],
    bucket_missing: ['对象存储空间不存在', 'the object storage bucket does not exist'],
    timeout: ['对象存储连接超时', 'the object storage timed out'],
    failed: ['对象存储读写失败', 'the object storage failed'],
  };
  const [zh, en] = what[problem] ?? what.failed;
  return new AppError(
    502,
    l(
      `文件保存失败: ${zh}, 请联系管理员检查对象存储配置`,
      `The file was not saved: ${en}; ask an administrator to check the storage setting`,
    ),
  );
}

/** Streams an attachment's bytes from its store with the headers of its type. */
export async function sendStored(
  reply: FastifyReply,
  store: { get(key: string): Promise<Readable | null> },
  row: { storedKey: string; originalName: string; contentType: string; size: number },
  opts: { attachment?: boolean } = {},
) {
  let stream: Readable | null;
  try {
    stream = await store.get(row.storedKey);
  } catch (e) {
    throw storageFailed(e);
  }
  if (!stream) throw notFound(NO_FILE);
  return reply
    .headers(
      downloadHeaders({ contentType: row.contentType, originalName: row.originalName, public: false }, opts.attachment),
    )
    .header('Content-Length', String(row.size))
    .send(stream);
}

/**
 * How a stored file is served. Images inline; PDFs inline (staff preview signed contracts) but in a sandbox with no
 * script; anything else as an attachment. nosniff so a browser never reinterprets the bytes.
 */
export function downloadHeaders(
  meta: { contentType: string; originalName: string; public: boolean },
  forceAttachment = false,
): Record<string, string> {
  const image = meta.contentType === 'image/jpeg' || meta.contentType === 'image/png';
  const inline = !forceAttachment && (image || meta.contentType === 'application/pdf');
  const headers: Record<string, string> = {
    'Content-Type': meta.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(meta.originalName, inline),
    'Cache-Control': meta.public ? 'public, max-age=86400' : 'private, no-store',
  };
  if (!image)
    headers['Content-Security-Policy'] = "sandbox; default-src 'none'; object-src 'self'; style-src 'unsafe-inline'";
  return headers;
}
