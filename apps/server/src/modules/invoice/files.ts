// 发票文件: an uploaded file registered (submit: its type told by its bytes, its hash, refused at once when it is not
// an invoice format or is broken in a way that shows without reading it — an XML with external entities, an OFD or
// zip past its limits, a picture too large — and the same bytes uploaded twice refused), then read (ocrInfo): each file
// from its most certain source (read/), every invoice found saved with its lines, checks and confidence, a duplicate
// left as recorded and named, a red-letter invoice marking its blue one; the file's state and what was found, or why
// it could not be read. Each file is read outside any transaction (a PDF takes a moment, OCR seconds — one at a time
// in its worker) and what it gave saved in one transaction of its own: a file is read whole or not at all.
import { createHash } from 'node:crypto';
import { type Localized, invoiceFile, l } from '@flp/shared';
import { unzipSync } from 'fflate';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import type { ResourceHooks, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDateTime } from '../../platform/db/time';
import { DocumentError } from '../../platform/documents/sheet-rows';
import { badRequest, conflict, invalidField, notFound } from '../../platform/http/errors';
import { measureZip } from '../../platform/zip/budget';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import type { FileService } from '../resource';
import { INVOICE_ZIP_BUDGET, MAX_INVOICE_FILE_BYTES, readInvoiceFile } from './read';
import { checkImage } from './read/image';
import { writeLog } from './log';
import { invoiceRepos } from './repos';
import { duplicateError, linkRedLetter, nameOf, recorded, rowOfRead, today } from './values';

export type InvoiceFileKind = 'pdf' | 'ofd' | 'xml' | 'jpg' | 'png' | 'zip';

const SUPPORTED = l(
  '发票请上传 PDF、OFD、XML、JPG、PNG 或 ZIP 文件',
  'Upload invoices as PDF, OFD, XML, JPG, PNG or ZIP',
);

/** What the bytes are (never the name): one of the invoice formats, or null. */
export function fileKindOf(bytes: Uint8Array): InvoiceFileKind | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const names: string[] = [];
    try {
      unzipSync(bytes, {
        filter: (f) => {
          names.push(f.name.replace(/^\/+/, '').toLowerCase());
          return false;
        },
      });
    } catch {
      return 'zip';
    }
    if (names.some((n) => n.startsWith('[content_types].xml'))) return null;
    return names.includes('ofd.xml') ? 'ofd' : 'zip';
  }
  if (head.includes('%PDF-')) return 'pdf';
  const text = head
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<') && !/^<(!doctype\s+html|html[\s>])/.test(text)) return 'xml';
  return null;
}

/** `name: message` unless the message names the file already. */
const aboutFile = (name: string, m: Localized): Localized =>
  m['zh-CN'].includes(name) ? m : l(`${name}: ${m['zh-CN']}`, `${name}: ${m['en-US']}`);

const FILE_LABEL = invoiceFile.fields.find((f) => f.name === 'file')!.label;

/** A 400 naming the file field and the file. */
const badFile = (name: string, m: Localized) => {
  const msg = aboutFile(name, m);
  return invalidField('file', l(`${FILE_LABEL['zh-CN']}: ${msg['zh-CN']}`, `${FILE_LABEL['en-US']}: ${msg['en-US']}`));
};

/** What can be told of a file without reading its invoices: its kind, size and the limits of its format. */
async function screen(bytes: Uint8Array, name: string): Promise<InvoiceFileKind> {
  if (!bytes.length) throw badFile(name, l('是空文件', 'is empty'));
  const kind = fileKindOf(bytes);
  if (!kind)
    throw badFile(
      name,
      l(`不是发票文件; ${SUPPORTED['zh-CN']}`, `is not an invoice file; ${SUPPORTED['en-US'].toLowerCase()}`),
    );
  try {
    if (kind === 'jpg' || kind === 'png') checkImage(bytes);
    if (kind === 'zip') {
      const measured = measureZip(bytes, INVOICE_ZIP_BUDGET);
      if (!measured.ok)
        throw new DocumentError(
          measured.reason === 'entries'
            ? l(
                `压缩包中的文件过多 (最多 ${INVOICE_ZIP_BUDGET.maxEntries} 个)`,
                `the zip holds too many files (at most ${INVOICE_ZIP_BUDGET.maxEntries})`,
              )
            : measured.reason === 'unpacked'
              ? l('压缩包解压后过大 (最多 100 MB), 拒绝读取', 'the zip inflates to more than 100 MB and is refused')
              : l('压缩文件已损坏, 无法读取', 'the zip file is damaged and cannot be read'),
        );
    }
    // An XML or OFD is read at once (milliseconds): entities, bombs and files that hold no invoice are named now.
    if (kind === 'xml' || kind === 'ofd') await readInvoiceFile(bytes, name, { today: today() });
  } catch (e) {
    if (e instanceof DocumentError) throw badFile(name, e.localized);
    throw e;
  }
  return kind;
}

export interface FileDeps {
  db: Db;
  files: FileService;
  log: FastifyBaseLogger;
  /** The invoice service (removing a file removes what was read from it). */
  invoices: () => ResourceService;
}

/** Registration (submit) and removal of a file record. */
export function fileHooks(deps: FileDeps): ResourceHooks<typeof invoiceFile> {
  return {
    serverFields: [
      'fileName',
      'fileType',
      'sha256',
      'size',
      'fileState',
      'engine',
      'signed',
      'invoiceIds',
      'invoiceCount',
      'error',
      'readTime',
    ],
    async beforeCreate(h, values) {
      const v = values as Row;
      const attachId = String(v.file ?? '').split(',')[0];
      const found = await deps.files.read(h.tx, h.ctx, attachId, MAX_INVOICE_FILE_BYTES);
      if (!found)
        throw invalidField('file', l(`文件: 附件不存在: ${attachId}`, `File: no such attachment: ${attachId}`));
      const name = String(found.row.originalName ?? attachId);
      if (!found.bytes)
        throw badFile(
          name,
          l(
            `过大 (最多 ${MAX_INVOICE_FILE_BYTES / 1024 / 1024} MB)`,
            `is too large (at most ${MAX_INVOICE_FILE_BYTES / 1024 / 1024} MB)`,
          ),
        );
      const bytes = new Uint8Array(found.bytes);
      const kind = await screen(bytes, name);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const repo = invoiceRepos.file;
      const [same] = await repo.list(h.tx, beyondDataScope(h.ctx), {
        where: [eq(repo.col('sha256'), sha256)],
        limit: 1,
      });
      if (same)
        throw conflict(
          l(
            `${name} 已上传过 (发票文件 ${same.fileName}, ${same.createTime}), 不能重复上传`,
            `${name} was uploaded before (invoice file ${same.fileName}, ${same.createTime}); it is not uploaded twice`,
          ),
        );
      Object.assign(v, {
        fileName: name.slice(0, 200),
        fileType: kind,
        sha256,
        size: bytes.length,
        fileState: 'PENDING',
        invoiceCount: 0,
        signed: 0,
      });
    },
    beforeUpdate(_h, values, current) {
      // The record is its file: another file is another record (its hash, type and reading go with it).
      if ('file' in values && String(values.file ?? '') !== String(current.file ?? ''))
        throw invalidField(
          'file',
          l('文件: 发票文件不能更换, 请另行上传', 'File: an invoice file cannot be replaced; upload it as a new one'),
        );
    },
    async beforeRemove(_h, rows) {
      const reading = rows.find((r) => r.fileState === 'READING');
      if (reading)
        throw conflict(
          l(`${reading.fileName} 正在识别, 请稍后再删除`, `${reading.fileName} is being read; remove it later`),
        );
    },
    async afterRemove(h, rows) {
      const repo = invoiceRepos.invoice;
      const read = await repo.list(h.tx, beyondDataScope(h.ctx), {
        where: [
          inArray(
            repo.col('fileId'),
            rows.map((r) => String(r.id)),
          ),
        ],
        limit: 2000,
      });
      // What was read from the files goes with them (refused while one is filed in a box: take it out first).
      if (read.length) await deps.invoices().remove(h.ctx, read.map((r) => String(r.id)).join(','), { within: h });
    },
  };
}

/** One file's reading as the caller is told it. */
export interface FileReadResult {
  id: string;
  fileName: string;
  fileState: string;
  engine: string | null;
  ms: number;
  /** Invoices saved from it (new, or read again while still drafts). */
  invoices: { id: string; invoiceNumber: string | null; totalAmount: string | null; confirmState: string }[];
  /** Invoices it holds that were recorded already: not recorded twice. */
  duplicates: { invoiceNumber: string; existingId: string; message: Localized }[];
  error: Localized | null;
}

/** How long a reading may take before it is taken for dead (OCR of a zip's pictures, a minute each at most). */
const STALE_READING_MS = 10 * 60_000;

const GENERIC = l('识别失败 (内部错误), 请联系管理员', 'Reading failed (an internal error); ask an administrator');

/** Reads files (ocrInfo): each on its own, see the header. */
export function fileReader(deps: FileDeps) {
  const { db } = deps;
  const repo = invoiceRepos.file;

  /** The file claimed for reading (its version checked: two readings at once give one). */
  async function claim(ctx: RequestContext, id: string): Promise<Row | Localized> {
    return db.transaction(async (tx) => {
      const [file] = await repo.findIds(tx, ctx, [id]);
      if (!file) return l(`发票文件不存在: ${id}`, `No such invoice file: ${id}`);
      // A reading that has not finished in ten minutes died with its process: the file may be read again.
      const stale = formatDateTime(new Date(Date.now() - STALE_READING_MS));
      if (file.fileState === 'READING' && String(file.updateTime ?? '') > stale)
        return l(`${file.fileName} 正在识别中`, `${file.fileName} is being read already`);
      return repo.update(tx, ctx, id, { fileState: 'READING' }, Number(file.version));
    });
  }

  async function failed(ctx: RequestContext, file: Row, error: Localized, ms: number): Promise<FileReadResult> {
    await db.transaction(async (tx) => {
      await repo.update(tx, beyondDataScope(ctx), String(file.id), {
        fileState: 'FAILED',
        error,
        engine: null,
        readTime: formatDateTime(new Date()),
      });
      await writeLog(tx, ctx, { action: 'READ', fileId: String(file.id), ms, ok: 0, message: error });
    });
    return {
      id: String(file.id),
      fileName: String(file.fileName),
      fileState: 'FAILED',
      engine: null,
      ms,
      invoices: [],
      duplicates: [],
      error,
    };
  }

  async function readOne(ctx: RequestContext, id: string, opts: { ocr?: boolean }): Promise<FileReadResult> {
    const claimed = await claim(ctx, id);
    if (!('id' in claimed))
      return {
        id,
        fileName: '',
        fileState: 'READING',
        engine: null,
        ms: 0,
        invoices: [],
        duplicates: [],
        error: claimed as Localized,
      };
    const file = claimed as Row;
    const name = String(file.fileName);
    const started = Date.now();
    let read: Awaited<ReturnType<typeof readInvoiceFile>>;
    try {
      const found = await deps.files.read(db, ctx, String(file.file).split(',')[0], MAX_INVOICE_FILE_BYTES);
      if (!found?.bytes) throw new DocumentError(l(`${name}: 文件不存在或过大`, `${name}: missing or too large`));
      const image = file.fileType === 'jpg' || file.fileType === 'png';
      read = await readInvoiceFile(new Uint8Array(found.bytes), name, { ocr: opts.ocr ?? image, today: today() });
    } catch (e) {
      const ms = Date.now() - started;
      if (e instanceof DocumentError) return failed(ctx, file, aboutFile(name, e.localized), ms);
      deps.log.error({ err: e, fileId: id }, 'invoice file reading failed');
      return failed(ctx, file, GENERIC, ms);
    }
    const ms = Date.now() - started;
    return db.transaction(async (tx) => {
      const all = beyondDataScope(ctx);
      const saved: FileReadResult['invoices'] = [];
      const duplicates: FileReadResult['duplicates'] = [];
      for (const inv of read.invoices) {
        const { row, items } = rowOfRead(inv);
        const existing = await recorded(tx, ctx, row);
        if (existing && String(existing.fileId ?? '') !== String(file.id)) {
          const err = await duplicateError(tx, ctx, existing);
          const message = err.text as Localized;
          duplicates.push({ invoiceNumber: nameOf(row), existingId: String(existing.id), message });
          await writeLog(tx, ctx, {
            action: 'READ',
            fileId: String(file.id),
            invoiceId: String(existing.id),
            invoiceNumber: nameOf(row),
            engine: read.engine,
            ms,
            ok: 0,
            message,
          });
          continue;
        }
        let target: Row;
        if (existing) {
          // Read again: a draft not yet filed takes the new reading; a confirmed or filed one stays as it is.
          if (existing.confirmState !== 'DRAFT' || existing.boxId) {
            saved.push({
              id: String(existing.id),
              invoiceNumber: str(existing.invoiceNumber),
              totalAmount: str(existing.totalAmount),
              confirmState: String(existing.confirmState),
            });
            continue;
          }
          target = await invoiceRepos.invoice.update(tx, all, String(existing.id), row);
          const itemRepo = invoiceRepos.item;
          const old = await itemRepo.list(tx, all, { where: [eq(itemRepo.col('invoiceId'), target.id)], limit: 2000 });
          await itemRepo.remove(
            tx,
            all,
            old.map((x) => String(x.id)),
          );
        } else target = await invoiceRepos.invoice.insert(tx, ctx, { ...row, fileId: file.id });
        if (items.length)
          await invoiceRepos.item.insertMany(
            tx,
            ctx,
            items.map((it) => ({ ...it, invoiceId: target.id })),
          );
        await linkRedLetter(tx, ctx, target);
        saved.push({
          id: String(target.id),
          invoiceNumber: str(target.invoiceNumber),
          totalAmount: str(target.totalAmount),
          confirmState: String(target.confirmState),
        });
        const state = target.confirmState === 'CONFIRMED' ? l('已确认', 'confirmed') : l('待确认', 'to confirm');
        await writeLog(tx, ctx, {
          action: 'READ',
          fileId: String(file.id),
          invoiceId: String(target.id),
          invoiceNumber: nameOf(target),
          engine: read.engine,
          ms,
          ok: 1,
          message: l(
            `识别出发票 ${nameOf(target) || '(无号码)'}, 价税合计 ${target.totalAmount ?? '—'}, 可信度 ${target.confidence}, ${state['zh-CN']}`,
            `Read invoice ${nameOf(target) || '(no number)'}, total ${target.totalAmount ?? '—'}, confidence ${target.confidence}, ${state['en-US']}`,
          ),
        });
      }
      const note = duplicates.length
        ? l(duplicates.map((d) => d.message['zh-CN']).join('; '), duplicates.map((d) => d.message['en-US']).join('; '))
        : null;
      const ids = saved.map((s) => s.id);
      await repo.update(tx, all, String(file.id), {
        fileState: 'READ',
        engine: read.engine.slice(0, 60),
        signed: read.signed ? 1 : 0,
        invoiceIds: ids.join(',') || null,
        invoiceCount: ids.length,
        error: note,
        readTime: formatDateTime(new Date()),
      });
      return {
        id: String(file.id),
        fileName: name,
        fileState: 'READ',
        engine: read.engine,
        ms,
        invoices: saved,
        duplicates,
        error: note,
      };
    });
  }

  return {
    /**
     * A file the system itself hands in (the demo's): checked as an upload is, recorded and its bytes filed under the
     * record → the record's id.
     */
    async add(ctx: RequestContext, name: string, bytes: Uint8Array): Promise<string> {
      const kind = await screen(bytes, name);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, ctx, {
          fileName: name,
          fileType: kind,
          sha256,
          size: bytes.length,
          fileState: 'PENDING',
          invoiceCount: 0,
          signed: 0,
        });
        const attachId = await deps.files.attach(tx, ctx, {
          name,
          bytes: Buffer.from(bytes),
          businessType: invoiceFile.name,
          businessId: String(row.id),
          kind: 'invoice_file',
        });
        await repo.update(tx, ctx, String(row.id), { file: attachId });
        return String(row.id);
      });
    },

    /** Reads the files one after another; unknown ids are a 404 before anything is read. */
    async read(ctx: RequestContext, ids: string[], opts: { ocr?: boolean } = {}): Promise<FileReadResult[]> {
      if (!ids.length) throw badRequest(l('请选择发票文件', 'Please select the invoice files'));
      const found = await repo.findIds(db, ctx, ids);
      const missing = ids.filter((id) => !found.some((f) => String(f.id) === id));
      if (missing.length)
        throw notFound(l(`发票文件不存在: ${missing.join(', ')}`, `No such invoice file: ${missing.join(', ')}`));
      const out: FileReadResult[] = [];
      for (const id of ids) out.push(await readOne(ctx, id, opts));
      return out;
    },
  };
}

const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export type FileReader = ReturnType<typeof fileReader>;
