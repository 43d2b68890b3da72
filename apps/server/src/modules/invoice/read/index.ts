// The invoices in a file a customer hands in, whatever the file is: told by its bytes, never by its name, and read
// from the most certain source it has (design brief wave 3 §6.3) — 数电 XML; an OFD's structured data; a PDF's text
// layer; the QR code of a photo or of a scanned PDF's pictures; OCR of them only when asked (slow, a draft). A zip
// of several such files (bounded; no zip inside) is read file by file. Every invoice comes back with the checks of
// §6.2 and a confidence; a file that cannot be read is a DocumentError saying why, in both languages.
import { formatDate } from '../../../platform/db/time';
import { type Localized, l } from '@flp/shared';
import { checkInvoice, confidenceOf, INVOICE_SOURCES, type InvoiceCheck, type ReadInvoice } from '@flp/shared/invoice';
import { unzipSync } from 'fflate';
import { readPdfLines } from '../../../platform/documents/pdf-text';
import { DocumentError, decodeText } from '../../../platform/documents/sheet-rows';
import { measureZip } from '../../../platform/zip/budget';
import { checkImage, encodePng, imageFormatOf, type RawImage } from './image';
import { invoiceFromOcrText, recognise } from './ocr';
import { isOfdZip, readOfd } from './ofd';
import { invoicesFromPdfPages } from './pdf';
import { readInvoiceQrs } from './qr';
import { scannedImages } from './scan';
import { readInvoiceXml } from './xml';

export type InvoiceFileType = 'xml' | 'ofd' | 'pdf' | 'jpg' | 'png' | 'zip';

/** An invoice as read, with the checks it passed and failed (its confidence already lowered by the failures). */
export interface CheckedInvoice extends ReadInvoice {
  checks: InvoiceCheck[];
}

export interface InvoiceFileRead {
  fileType: InvoiceFileType;
  invoices: CheckedInvoice[];
  /** An OFD (or an OFD in the zip) carries signatures — present, not verified. */
  signed?: boolean;
  /** What read it: xml, ofd-attach, ofd-tag, ofd-data, pdf-text, pdf-scan-qr, zxing, tesseract, zxing+tesseract, zip(…). */
  engine: string;
  /** Files of a zip that held no invoice that could be read, and why. */
  skipped?: { name: string; message: Localized }[];
}

export interface ReadInvoiceFileOptions {
  /** Run OCR on pictures (seconds per picture; the result is a draft). */
  ocr?: boolean;
  /** Today, YYYY-MM-DD, for the date check (default: the server's date). */
  today?: string;
  /** The provinces a 数电 number may name (default: GB/T 2260's). */
  provinceCodes?: ReadonlySet<string>;
  /** Bytes the file may have (default 30 MB). */
  maxBytes?: number;
}

export const MAX_INVOICE_FILE_BYTES = 30 * 1024 * 1024;
/** What a zip of invoice files may hold. */
export const INVOICE_ZIP_BUDGET = { maxEntries: 50, maxUnpackedBytes: 100 * 1024 * 1024 };

const SUPPORTED = l(
  '发票请上传 PDF、OFD、XML、JPG、PNG 或 ZIP 文件',
  'Upload invoices as PDF, OFD, XML, JPG, PNG or ZIP',
);

type Sniffed = 'xml' | 'html' | 'zip' | 'pdf' | 'png' | 'jpg';

/** What the bytes are, by their first bytes. */
function sniff(bytes: Uint8Array): Sniffed | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  const image = imageFormatOf(bytes);
  if (image) return image;
  const text = decodeText(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<(!doctype\s+html|html[\s>])/i.test(text)) return 'html';
  if (text.startsWith('<')) return 'xml';
  return null;
}

/** A DocumentError for a file that is none of the invoice formats, naming what it is when that can be told. */
async function unsupported(bytes: Uint8Array, fileName: string): Promise<DocumentError> {
  const { fileTypeFromBuffer } = await import('file-type');
  const kind = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return new DocumentError(
    kind
      ? l(
          `${fileName} 是 ${kind.ext.toUpperCase()} 文件, 不是发票文件; ${SUPPORTED['zh-CN']}`,
          `${fileName} is a ${kind.ext.toUpperCase()} file, not an invoice; ${SUPPORTED['en-US']}`,
        )
      : l(
          `无法识别 ${fileName} 的文件类型; ${SUPPORTED['zh-CN']}`,
          `The type of ${fileName} cannot be told; ${SUPPORTED['en-US']}`,
        ),
  );
}

/** The invoices in a file; see the header. */
export async function readInvoiceFile(
  bytes: Uint8Array,
  fileName: string,
  opts: ReadInvoiceFileOptions = {},
): Promise<InvoiceFileRead> {
  const maxBytes = opts.maxBytes ?? MAX_INVOICE_FILE_BYTES;
  if (bytes.length === 0) throw new DocumentError(l(`${fileName} 是空文件`, `${fileName} is empty`));
  if (bytes.length > maxBytes)
    throw new DocumentError(
      l(
        `${fileName} 过大 (最多 ${Math.round(maxBytes / 1024 / 1024)} MB)`,
        `${fileName} is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
      ),
    );
  if (sniff(bytes) === 'zip') {
    const names = zipNames(bytes);
    if (!isOfdZip(names)) return readZip(bytes, opts);
  }
  return readOne(bytes, fileName, opts);
}

/** One file that is not a zip of files (an OFD is read here). */
async function readOne(bytes: Uint8Array, fileName: string, opts: ReadInvoiceFileOptions): Promise<InvoiceFileRead> {
  const kind = sniff(bytes);
  const finish = (invoice: ReadInvoice) => finished(invoice, opts);
  switch (kind) {
    case 'xml':
      return { fileType: 'xml', engine: 'xml', invoices: [finish(readInvoiceXml(bytes))] };
    case 'zip': {
      if (!isOfdZip(zipNames(bytes)))
        throw new DocumentError(l('压缩包中不能再含压缩包', 'A zip inside the zip is not read'));
      const { invoice, signed, engine } = readOfd(bytes);
      return { fileType: 'ofd', engine, signed, invoices: [finish(invoice)] };
    }
    case 'pdf':
      return readPdf(bytes, fileName, opts);
    case 'png':
    case 'jpg': {
      checkImage(bytes);
      const { invoices, engine } = await readPicture(bytes, opts);
      if (!invoices.length) throw noInvoiceInPicture(fileName, opts);
      return { fileType: kind, engine, invoices };
    }
    case 'html':
      throw new DocumentError(
        l(
          `${fileName} 是网页 (HTML), 不是发票文件; ${SUPPORTED['zh-CN']}`,
          `${fileName} is a web page (HTML), not an invoice; ${SUPPORTED['en-US']}`,
        ),
      );
    default:
      throw await unsupported(bytes, fileName);
  }
}

/** A PDF: its text layer when it has one; a scan's pictures (QR, then OCR when asked) when not. */
async function readPdf(bytes: Uint8Array, fileName: string, opts: ReadInvoiceFileOptions): Promise<InvoiceFileRead> {
  const pages = await readPdfLines(bytes);
  if (pages.some((page) => page.lines.length)) {
    const invoices = invoicesFromPdfPages(pages);
    if (!invoices.length)
      throw new DocumentError(
        l(`${fileName} 中没有找到发票 (没有"发票号码")`, `No invoice was found in ${fileName} (it prints no 发票号码)`),
      );
    return { fileType: 'pdf', engine: 'pdf-text', invoices: invoices.map((inv) => finished(inv, opts)) };
  }
  const invoices: CheckedInvoice[] = [];
  const engines = new Set<string>();
  for (const image of await scannedImages(bytes)) {
    const read = await readPicture(image, opts);
    invoices.push(...read.invoices);
    if (read.invoices.length) engines.add(read.engine);
  }
  const unique = deduplicated(invoices);
  if (!unique.length)
    throw new DocumentError(
      opts.ocr
        ? l(
            `${fileName} 是扫描件 (没有文字层), 其中的图片未能识别出发票`,
            `${fileName} is a scan (no text layer) and no invoice could be read from its pictures`,
          )
        : l(
            `${fileName} 是扫描件 (没有文字层), 其中没有找到发票二维码; 可开启文字识别 (OCR) 读出草稿`,
            `${fileName} is a scan (no text layer) with no invoice QR code; turn on OCR to read a draft`,
          ),
    );
  return { fileType: 'pdf', engine: `pdf-scan-${[...engines].join('+')}`, invoices: unique };
}

const noInvoiceInPicture = (fileName: string, opts: ReadInvoiceFileOptions) =>
  new DocumentError(
    opts.ocr
      ? l(`图片 ${fileName} 中未能识别出发票`, `No invoice could be read from the picture ${fileName}`)
      : l(
          `图片 ${fileName} 中没有找到发票二维码; 可开启文字识别 (OCR) 读出草稿`,
          `No invoice QR code was found in the picture ${fileName}; turn on OCR to read a draft`,
        ),
  );

/**
 * A picture (an image file, or a scan's pixels): its invoice QR codes; with OCR on, the header fields OCR reads fill
 * what a single QR code does not carry (names, tax ids) — the invoice is then an OCR draft.
 */
async function readPicture(
  image: Uint8Array | RawImage,
  opts: ReadInvoiceFileOptions,
): Promise<{ invoices: CheckedInvoice[]; engine: string }> {
  const fromQr = await readInvoiceQrs(image);
  if (!opts.ocr) return { invoices: fromQr.map((inv) => finished(inv, opts)), engine: 'zxing' };
  const png = image instanceof Uint8Array ? image : encodePng(image);
  const { text, confidence } = await recognise(png);
  const draft = invoiceFromOcrText(text);
  const readable = !!(draft.invoiceNumber || draft.totalAmount);
  if (fromQr.length > 1 || (fromQr.length === 1 && !readable))
    return { invoices: fromQr.map((inv) => finished(inv, opts)), engine: 'zxing' };
  if (fromQr.length === 1) {
    const merged = mergeDraft(fromQr[0], draft);
    return { invoices: [finished(merged, opts, confidence)], engine: 'zxing+tesseract' };
  }
  return { invoices: readable ? [finished(draft, opts, confidence)] : [], engine: 'tesseract' };
}

/** The QR code's fields kept; what OCR read fills the rest, and the whole is an OCR draft. */
function mergeDraft(qr: ReadInvoice, draft: ReadInvoice): ReadInvoice {
  const merged: ReadInvoice = { ...qr };
  let filled = false;
  for (const key of Object.keys(draft) as (keyof ReadInvoice)[]) {
    if (key === 'items' || key === 'source' || key === 'confidence' || key === 'isRedLetter') continue;
    if (merged[key] === null && draft[key] !== null) {
      (merged as unknown as Record<string, unknown>)[key] = draft[key];
      filled = true;
    }
  }
  if (filled) merged.source = 'ocr';
  return merged;
}

/** The invoice with its checks and its confidence (an OCR draft also no surer than the engine was). */
function finished(invoice: ReadInvoice, opts: ReadInvoiceFileOptions, ocrConfidence?: number): CheckedInvoice {
  const checks = checkInvoice(invoice, {
    today: opts.today ?? formatDate(new Date()),
    provinceCodes: opts.provinceCodes,
  });
  let confidence = confidenceOf(invoice.source, checks);
  if (invoice.source === 'ocr' && ocrConfidence !== undefined)
    confidence = Math.min(confidence, Math.floor(Math.max(0, ocrConfidence)) / 100);
  return { ...invoice, confidence, checks };
}

/** The names of a zip's entries, read from its directory without inflating anything. */
function zipNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name.replace(/^\/+/, ''));
        return false;
      },
    });
  } catch {
    throw new DocumentError(l('压缩文件已损坏, 无法读取', 'The zip file is damaged and cannot be read'));
  }
  return names;
}

/** A zip of invoice files: measured under its budget, then each file read (a zip inside is not). */
async function readZip(bytes: Uint8Array, opts: ReadInvoiceFileOptions): Promise<InvoiceFileRead> {
  const measured = measureZip(bytes, INVOICE_ZIP_BUDGET);
  if (!measured.ok)
    throw new DocumentError(
      measured.reason === 'entries'
        ? l(
            `压缩包中的文件过多 (最多 ${INVOICE_ZIP_BUDGET.maxEntries} 个)`,
            `The zip holds too many files (at most ${INVOICE_ZIP_BUDGET.maxEntries})`,
          )
        : measured.reason === 'unpacked'
          ? l('压缩包解压后过大 (最多 100 MB), 拒绝读取', 'The zip inflates to more than 100 MB and is refused')
          : l('压缩文件已损坏, 无法读取', 'The zip file is damaged and cannot be read'),
    );
  const files = unzipSync(bytes, {
    filter: (file) => !file.name.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(file.name),
  });
  const invoices: CheckedInvoice[] = [];
  const engines = new Set<string>();
  const skipped: { name: string; message: Localized }[] = [];
  let signed = false;
  for (const name of Object.keys(files).sort()) {
    const shortName = name.slice(name.lastIndexOf('/') + 1);
    try {
      const read = await readOne(files[name], shortName, opts);
      invoices.push(...read.invoices);
      engines.add(read.engine);
      signed ||= !!read.signed;
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      skipped.push({ name, message: error.localized });
    }
  }
  const unique = deduplicated(invoices);
  if (!unique.length)
    throw new DocumentError(
      l(
        `压缩包中没有可读的发票${skipped.length ? `: ${skipped.map((s) => `${s.name}: ${s.message['zh-CN']}`).join('; ')}` : ''}`,
        `The zip holds no invoice that can be read${skipped.length ? `: ${skipped.map((s) => `${s.name}: ${s.message['en-US']}`).join('; ')}` : ''}`,
      ),
    );
  return {
    fileType: 'zip',
    engine: `zip(${[...engines].join(',')})`,
    invoices: unique,
    ...(signed ? { signed } : {}),
    ...(skipped.length ? { skipped } : {}),
  };
}

/** One invoice per code and number (a zip often holds the same invoice as PDF, OFD and XML): the most certain read. */
function deduplicated(invoices: CheckedInvoice[]): CheckedInvoice[] {
  const rank = (inv: ReadInvoice) => INVOICE_SOURCES.indexOf(inv.source);
  const kept = new Map<string, CheckedInvoice>();
  const out: CheckedInvoice[] = [];
  for (const inv of invoices) {
    if (!inv.invoiceNumber) {
      out.push(inv);
      continue;
    }
    const key = `${inv.invoiceCode ?? ''}/${inv.invoiceNumber}`;
    const before = kept.get(key);
    if (!before) {
      kept.set(key, inv);
      out.push(inv);
    } else if (rank(inv) < rank(before)) {
      kept.set(key, inv);
      out[out.indexOf(before)] = inv;
    }
  }
  return out;
}
