// The cells of a spreadsheet a customer hands in, as rows of text: .xlsx, .xls (BIFF8), an HTML table saved as .xls
// (what several banks' web exports are) and CSV/TXT in UTF-8 or GBK. Bank and statement exports carry 19-digit
// account numbers and amounts with thousands separators, so every cell is read as the text the sheet shows, never as a
// float; the readers of statements make numbers of it with decimals.
//
// Bounded before the library sees the bytes: the file's size, an archive's real inflated size and parts (zip/budget),
// the rows and sheets kept. SheetJS (@e965/xlsx, the maintained build) reads the binary formats; it is used for
// reading only.
import { l } from '@flp/shared';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { measureZip } from '../zip/budget';
import { DocumentError } from './document-error';

export { DocumentError } from './document-error';

export interface SheetLimits {
  /** Bytes the file may have. */
  maxBytes: number;
  /** Rows kept per sheet (a bank's year of transactions may run to 100,000). */
  maxRows: number;
  /** Sheets read. */
  maxSheets: number;
  /** What an .xlsx may inflate to, and its parts. */
  maxUnpackedBytes: number;
  maxEntries: number;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxBytes: 30 * 1024 * 1024,
  maxRows: 200_000,
  maxSheets: 20,
  maxUnpackedBytes: 256 * 1024 * 1024,
  maxEntries: 1_000,
};

export interface SheetRows {
  name: string;
  /** Each row's cells as shown, trimmed; empty cells are ''. */
  rows: string[][];
}

export type SheetFormat = 'xlsx' | 'xls' | 'html' | 'text';

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

/** What the bytes are, by their first bytes (never by the name a person gave the file). */
export function sheetFormatOf(bytes: Uint8Array): SheetFormat {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  const head = decodeText(bytes.subarray(0, 2048)).trimStart().toLowerCase();
  if (head.startsWith('<') && /<(html|table|meta|\?xml|!doctype html)/.test(head)) return 'html';
  return 'text';
}

/**
 * Text as the sender wrote it: UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else GB18030 — the superset of
 * GBK that Chinese banks' CSV exports are written in.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'gb18030');
  }
}

const tooBig = (limits: SheetLimits) =>
  l(
    `文件过大 (最多 ${Math.round(limits.maxBytes / 1024 / 1024)} MB)`,
    `The file is too large (at most ${Math.round(limits.maxBytes / 1024 / 1024)} MB)`,
  );

/**
 * The sheets of a workbook (.xlsx, .xls, HTML) as rows of text. Text files are not read here (their separators and
 * leading blocks are each reader's business): `decodeText` them.
 */
export function readSheetRows(bytes: Uint8Array, limits: SheetLimits = DEFAULT_SHEET_LIMITS): SheetRows[] {
  if (bytes.byteLength > limits.maxBytes) throw new DocumentError(tooBig(limits));
  const format = sheetFormatOf(bytes);
  if (format === 'text') throw new DocumentError(l('不是 Excel 文件', 'Not an Excel file'));
  if (format === 'xlsx') {
    const measured = measureZip(bytes, { maxEntries: limits.maxEntries, maxUnpackedBytes: limits.maxUnpackedBytes });
    if (!measured.ok)
      throw new DocumentError(
        measured.reason === 'unreadable'
          ? l('Excel 文件已损坏, 无法读取', 'The Excel file is damaged and cannot be read')
          : l('文件解压后过大', 'The file unpacks to too much data'),
      );
  }
  let book: XLSX.WorkBook;
  try {
    const input = format === 'html' ? decodeText(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    book = XLSX.read(input, {
      type: format === 'html' ? 'string' : 'buffer',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellFormula: false,
      sheetRows: limits.maxRows + 1,
    });
  } catch {
    throw new DocumentError(l('Excel 文件已损坏, 无法读取', 'The Excel file is damaged and cannot be read'));
  }
  return book.SheetNames.slice(0, limits.maxSheets).map((name) => {
    const sheet = book.Sheets[name];
    const raw = sheet
      ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false })
      : [];
    if (raw.length > limits.maxRows)
      throw new DocumentError(
        l(`工作表「${name}」超过 ${limits.maxRows} 行`, `Sheet "${name}" has more than ${limits.maxRows} rows`),
      );
    return { name, rows: raw.map((r) => r.map((c) => String(c ?? '').trim())) };
  });
}
