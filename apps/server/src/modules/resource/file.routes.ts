import { id, ids, l, text } from '@flp/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import {
  type AttachmentRow,
  attachmentInfo,
  attachments,
  contentDisposition,
  uniqueEntryName,
} from '../../platform/attachments';
import { fileAccess } from '../../platform/attachments/access';
import type { Db } from '../../platform/db/database';
import { offsetOf } from '../../platform/crud/query';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../platform/tenancy/context';
import { NO_FILE, sendStored } from './serve';
import type { Stores } from './stores';

const API = '/api/rzzl_qy/common/file';
const TAGS = ['Common files'];

const PID = id('pid', l('业务记录', 'Record'), { required: l('请指定业务记录 (pid)', 'please give the record (pid)') });
const PID_OPTIONAL = id('pid', l('业务记录', 'Record'));
const YWLX = text('ywlx', l('业务类型', 'Business type'), { max: 64 });
const CONTRACT_TYPE = text('contractType', l('附件类型', 'Attachment kind'), { max: 64 });
const ID = id('id', l('附件', 'Attachment'), { required: l('请选择附件', 'please choose an attachment') });
const IDS = ids('ids', l('附件', 'Attachments'), { required: l('请选择附件', 'please choose attachments') });
const NAME = text('name', l('文件名', 'File name'), { max: 100 });
const INS_ID = text('processInstanceId', l('流程实例', 'Process instance'), {
  required: l('请指定流程实例', 'please give the process instance'),
  max: 64,
});
const ZIP_NAME = text('fileName', l('压缩包名称', 'Zip name'), { max: 100 });
/** fileListPlus's records: one id or a comma list (a record and the records under it, as tracking's reports). */
const PIDS = ids('pid', l('业务记录', 'Records'), {
  required: l('请指定业务记录 (pid)', 'please give the record (pid)'),
  max: 2000,
});
const INS_OPTIONAL = text('processInstanceId', l('流程实例', 'Process instance'), { max: 64 });

/** A non-administrator's page of files is cut from at most this many of the newest matches. */
const PAGE_SCAN = 10_000;

/** At most this many files in one zip (a zip is built while it is sent, but a mistaken "everything" is refused). */
export const ZIP_MAX_FILES = 500;

/**
 * The common file calls (spec §7 "Common files", /api/rzzl_qy/common/file) over the attachment table: `pid` is the
 * record's id, `ywlx` its business type (the definition's name), `contractType` the attachment kind, hisFileList the
 * record's removed files (docs/decisions.md "Common files"). A file is had by whoever may read its record, and removed
 * by whoever holds the file_delete button and may change the record (platform/attachments/access.ts).
 */
export function registerFileRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Stores }) {
  const access = fileAccess(app);
  /** Of the rows, those whose records the caller may read. */
  const readable = (ctx: RequestContext, rows: AttachmentRow[]) => access.allowed(db, ctx, rows, 'read');
  /** The rows by id, all of them readable by the caller, in the order asked; 404 naming those that are not. */
  const readableByIds = async (ctx: RequestContext, list: string[]) => {
    const rows = await readable(ctx, await attachments.byIds(db, ctx, list));
    const missing = list.filter((i) => !rows.some((r) => r.id === i));
    if (missing.length)
      throw notFound(l(`附件不存在: ${missing.join(',')}`, `No such attachment: ${missing.join(',')}`));
    const order = new Map(list.map((x, i) => [x, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  };
  /** The rows, all of whose records the caller may change (the files of records he may only read: 403). */
  const assertChangeable = async (ctx: RequestContext, rows: AttachmentRow[]) => {
    const ok = new Set((await access.allowed(db, ctx, rows, 'change')).map((r) => r.id));
    if (rows.some((r) => !ok.has(r.id)))
      throw forbidden(
        l(
          '不能删除该记录的附件: 无权修改该记录, 或记录已审批不可修改',
          'The files cannot be removed: you may not change their record, or it is past the state where it can change',
        ),
      );
  };
  const read = (url: string | string[], summary: string) => ({
    method: 'GET' as const,
    url,
    permission: null,
    tags: TAGS,
    summary,
  });
  const filter = (p: { pid?: string; ywlx?: string; contractType?: string }) => ({
    businessIds: p.pid ? [p.pid] : undefined,
    businessType: p.ywlx ?? undefined,
    kind: p.contractType ?? undefined,
  });

  defineRoute(app, {
    ...read(`${API}/getFiles`, 'the files of a record (pid), oldest first'),
    params: [PID, YWLX, CONTRACT_TYPE],
    handler: async ({ ctx, params }) =>
      (await readable(ctx, await attachments.ofRecords(db, ctx, filter(params)))).map(attachmentInfo),
  });

  defineRoute(app, {
    ...read(`${API}/getFilesByPidInsId`, 'the files of a record (pid) added under a process instance'),
    params: [PID, INS_ID],
    handler: async ({ ctx, params }) =>
      (
        await readable(
          ctx,
          await attachments.ofRecords(db, ctx, {
            businessIds: [params.pid],
            processInstanceId: params.processInstanceId,
          }),
        )
      ).map(attachmentInfo),
  });

  defineRoute(app, {
    ...read([`${API}/list`, `${API}/fileList`], 'the files of the tenant’s records by record, business type and kind'),
    params: [PID_OPTIONAL, YWLX, CONTRACT_TYPE],
    handler: async ({ ctx, params }) => {
      if (!params.pid && !params.ywlx)
        throw badRequest(
          l('请指定业务记录 (pid) 或业务类型 (ywlx)', 'Give the record (pid) or the business type (ywlx)'),
        );
      return (await readable(ctx, await attachments.ofRecords(db, ctx, filter(params)))).map(attachmentInfo);
    },
  });

  defineRoute(app, {
    ...read(
      `${API}/fileListPlus`,
      'the files of one or several records (pid: comma list), each with its record, business type, process and uploader',
    ),
    params: [PIDS, YWLX, CONTRACT_TYPE, INS_OPTIONAL],
    handler: async ({ ctx, params }) =>
      (
        await readable(
          ctx,
          await attachments.ofRecords(db, ctx, {
            businessIds: idsOf(params.pid),
            businessType: params.ywlx ?? undefined,
            kind: params.contractType ?? undefined,
            processInstanceId: params.processInstanceId ?? undefined,
          }),
        )
      ).map(attachmentPlus),
  });

  defineRoute(app, {
    ...read(`${API}/page`, 'a page of the tenant’s linked files, newest first'),
    paged: true,
    params: [PID_OPTIONAL, YWLX, CONTRACT_TYPE, NAME],
    handler: async ({ ctx, params, paging }) => {
      const f = { ...filter(params), name: params.name ?? undefined };
      // An administrator may read every file: the database pages. Anyone else pages what he may read of the newest
      // PAGE_SCAN matches (exact below it), since what he may read is decided record by record.
      const { rows, total } = isAdministrator(ctx)
        ? await attachments.page(db, ctx, f, offsetOf(paging), paging.size)
        : await (async () => {
            const all = await readable(ctx, (await attachments.page(db, ctx, f, 0, PAGE_SCAN)).rows);
            return { rows: all.slice(offsetOf(paging), offsetOf(paging) + paging.size), total: all.length };
          })();
      return {
        records: rows.map(attachmentInfo),
        total,
        size: paging.size,
        current: paging.current,
        pages: Math.ceil(total / paging.size),
      };
    },
  });

  defineRoute(app, {
    ...read(`${API}/hisFileList`, 'the removed files of a record (its file history)'),
    params: [PID, YWLX, CONTRACT_TYPE],
    handler: async ({ ctx, params }) =>
      (await readable(ctx, await attachments.ofRecords(db, ctx, filter(params), { deleted: true }))).map(
        attachmentInfo,
      ),
  });

  defineRoute(app, {
    ...read(`${API}/accessoryList`, 'the files of a record grouped by attachment kind'),
    params: [PID, YWLX],
    handler: async ({ ctx, params }) => {
      const groups = new Map<string, ReturnType<typeof attachmentInfo>[]>();
      for (const r of await readable(ctx, await attachments.ofRecords(db, ctx, filter(params)))) {
        const k = r.kind ?? '';
        groups.set(k, [...(groups.get(k) ?? []), attachmentInfo(r)]);
      }
      return [...groups].map(([contractType, files]) => ({ contractType, files }));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${API}/remove`,
    permission: 'file_delete',
    tags: TAGS,
    summary: 'remove files (soft: they move to hisFileList)',
    params: [IDS],
    handler: async ({ ctx, params }) => {
      const list = idsOf(params.ids);
      await assertChangeable(ctx, await readableByIds(ctx, list));
      return (await db.transaction((tx) => attachments.remove(tx, ctx, list))) > 0;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${API}/removeByMap`,
    permission: 'file_delete',
    tags: TAGS,
    summary: 'remove the files of a record (pid) of one attachment kind (contractType)',
    params: [PID, { ...CONTRACT_TYPE, required: l('请指定附件类型', 'please give the attachment kind') }],
    handler: async ({ ctx, params }) => {
      const rows = await attachments.ofRecords(db, ctx, filter(params));
      await assertChangeable(ctx, await readable(ctx, rows));
      return db.transaction((tx) =>
        attachments.remove(
          tx,
          ctx,
          rows.map((r) => r.id),
        ),
      );
    },
  });

  defineRoute(app, {
    ...read([`${API}/downloadById`, `${API}/file-download`], 'download one file (header or download ticket)'),
    ticket: true,
    params: [ID],
    handler: async ({ ctx, params, reply }) => {
      const [row] = await readable(ctx, await attachments.byIds(db, ctx, [params.id]));
      if (!row) throw notFound(NO_FILE);
      await sendStored(reply, await stores.of(ctx, row.storage), row, { attachment: true });
      return reply;
    },
  });

  defineRoute(app, {
    ...read(`${API}/batchDownload`, 'download files as one zip, streamed while it is built'),
    ticket: true,
    params: [IDS, ZIP_NAME],
    handler: async ({ ctx, params, reply }) => {
      const rows = await readableByIds(ctx, idsOf(params.ids));
      return sendZip(reply, ctx, stores, rows, params.fileName ?? '附件.zip');
    },
  });

  defineRoute(app, {
    ...read(`${API}/batchDownloadConFlie`, 'download the files of a record (pid) as one zip, streamed'),
    ticket: true,
    params: [PID, YWLX, CONTRACT_TYPE, ZIP_NAME],
    handler: async ({ ctx, params, reply }) => {
      const rows = await readable(ctx, await attachments.ofRecords(db, ctx, filter(params)));
      if (!rows.length) throw notFound(l('该记录没有附件', 'The record has no files'));
      return sendZip(reply, ctx, stores, rows, params.fileName ?? `附件-${params.pid}.zip`);
    },
  });
}

/**
 * fileList "plus": a file with where it belongs — its record (`pid`), business type (`ywlx`), kind (`contractType`),
 * the process instance it was added under and who uploaded it — so one call serves a record and the records under it.
 */
const attachmentPlus = (r: AttachmentRow) => ({
  ...attachmentInfo(r),
  pid: r.businessId,
  ywlx: r.businessType,
  contractType: r.kind,
  processInstanceId: r.processInstanceId ?? '',
  createUser: r.createUser,
});

/**
 * A zip of the attachments, sent while it is built: each entry's bytes are read from its store only when the zip
 * reaches it (yazl's lazy entries), so a large set never sits in memory. Same names get ` (2)`, ` (3)`.
 */
async function sendZip(reply: FastifyReply, ctx: RequestContext, stores: Stores, rows: AttachmentRow[], name: string) {
  if (rows.length > ZIP_MAX_FILES)
    throw badRequest(l(`一次最多打包 ${ZIP_MAX_FILES} 个文件`, `At most ${ZIP_MAX_FILES} files in one zip`));
  const zipName = name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`;
  const zip = new yazl.ZipFile();
  const taken = new Set<string>();
  // The stores are looked up now, in the request's transaction: the entries are read after it has answered.
  const storeOf = new Map<string, Awaited<ReturnType<Stores['of']>>>();
  for (const storage of new Set(rows.map((r) => r.storage))) storeOf.set(storage, await stores.of(ctx, storage));
  for (const row of rows) {
    const entry = uniqueEntryName(row.originalName, taken);
    zip.addReadStreamLazy(entry, { mtime: new Date(`${row.createTime.replace(' ', 'T')}`) }, (cb) => {
      Promise.resolve(storeOf.get(row.storage)!)
        .then((store) => store.get(row.storedKey))
        .then((stream: Readable | null) => cb(null, stream ?? missing()))
        .catch((e: Error) => cb(e, undefined as unknown as Readable));
    });
  }
  zip.end();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  // A store failing half way cannot change the status any more: the connection is cut, so the zip is visibly broken.
  zip.on('error', (e: Error) => {
    reply.log.warn({ err: e }, 'zip entry failed');
    out.destroy(e);
  });
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', contentDisposition(zipName, false))
    .header('Cache-Control', 'private, no-store')
    .send(out);
}

/** An empty entry stands in for bytes missing from their store (the row exists, the object does not). */
const missing = () => {
  const s = new PassThrough();
  s.end();
  return s;
};
