import { randomBytes } from 'node:crypto';
import { l } from '@flp/shared';
import type { FastifyReply } from 'fastify';
import { type AttachmentRow, attachments } from '../../platform/attachments';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { type Sniffed, sniffContent } from './content-type';
import { cleanOriginalName, documentFileName } from './file.store';
import { NO_FILE, sendStored, storageFailed } from './serve';
import type { Stores } from './stores';

/**
 * Writes a file's bytes to the tenant's upload storage and records it as an unlinked attachment. `via`: the caller's
 * executor (its transaction, when there is one). A storage failure answers storageFailed, after `onStoreError`.
 */
export async function storeFile(
  via: Db,
  ctx: RequestContext,
  stores: Stores,
  file: { bytes: Buffer; name: string; type: Sniffed },
  onStoreError?: (e: unknown, storage: string) => void,
): Promise<AttachmentRow> {
  const { storage, store } = await stores.forUploads(ctx, via);
  const storedKey = `${ctx.tenantId}/${randomBytes(16).toString('hex')}.${file.type.ext}`;
  try {
    await store.put(storedKey, file.bytes, file.type.mime);
  } catch (e) {
    onStoreError?.(e, storage);
    throw storageFailed(e);
  }
  return attachments.insert(via, ctx, {
    originalName: cleanOriginalName(file.name),
    storedKey,
    storage,
    size: file.bytes.length,
    contentType: file.type.mime,
  });
}

/** Files the system itself files under a record (demo documents today; generated contracts and reports later). */
export interface FileService {
  /** Stores the bytes and links them to the record, in the caller's transaction; answers the attachment id. */
  attach(
    tx: Db,
    ctx: RequestContext,
    file: { name: string; bytes: Buffer; businessType: string; businessId: string; kind?: string },
  ): Promise<string>;
  /**
   * The bytes of one of the tenant's attachments (an upload not yet linked too), at most `maxBytes` of them: null when
   * there is no such attachment, or it is larger (the caller refuses it without reading it).
   */
  read(
    via: Db,
    ctx: RequestContext,
    id: string,
    maxBytes: number,
  ): Promise<{ row: AttachmentRow; bytes: Buffer | null } | null>;
  /**
   * The bytes of several attachments with the names they were uploaded under, in the order given (ids no longer there
   * left out): the files a module reads for a person (statements, bank statements). One past `maxBytes` is a 400
   * naming it, before any is read.
   */
  readNamed(
    via: Db,
    ctx: RequestContext,
    ids: readonly string[],
    maxBytes: number,
  ): Promise<{ id: string; name: string; bytes: Buffer }[]>;
  /**
   * Streams one of the tenant's attachments to the reply as a download (its stored type, its uploaded name): a 404
   * when there is no such attachment. For a module that decides who may have a file (a published app package).
   */
  send(reply: FastifyReply, via: Db, ctx: RequestContext, id: string): Promise<FastifyReply>;
}

export function fileService(stores: Stores): FileService {
  return {
    async attach(tx, ctx, file) {
      const type = await sniffContent(file.bytes);
      if (!type) throw new Error(`${file.name}: not a file type the platform keeps`);
      const row = await storeFile(tx, ctx, stores, { bytes: file.bytes, name: documentFileName(file.name), type });
      await attachments.link(tx, ctx, [row.id], {
        businessType: file.businessType,
        businessId: file.businessId,
        kind: file.kind ?? null,
      });
      return row.id;
    },
    async read(via, ctx, id, maxBytes) {
      const [row] = await attachments.byIds(via, ctx, [id]);
      if (!row) return null;
      if (Number(row.size) > maxBytes) return { row, bytes: null };
      const stream = await (await stores.of(ctx, row.storage)).get(row.storedKey);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
      return { row, bytes: Buffer.concat(chunks) };
    },
    async readNamed(via, ctx, ids, maxBytes) {
      const mb = Math.round(maxBytes / 1024 / 1024);
      for (const row of await attachments.byIds(via, ctx, [...ids]))
        if (Number(row.size) > maxBytes)
          throw badRequest(
            l(`${row.originalName}: 文件过大 (最多 ${mb} MB)`, `${row.originalName}: too large (at most ${mb} MB)`),
          );
      const out: { id: string; name: string; bytes: Buffer }[] = [];
      for (const id of ids) {
        const found = await this.read(via, ctx, id, maxBytes);
        if (found?.bytes) out.push({ id, name: String(found.row.originalName ?? id), bytes: found.bytes });
      }
      return out;
    },
    async send(reply, via, ctx, id) {
      const [row] = await attachments.byIds(via, ctx, [id]);
      if (!row) throw notFound(NO_FILE);
      return sendStored(reply, await stores.of(ctx, row.storage), row, { attachment: true });
    },
  };
}
