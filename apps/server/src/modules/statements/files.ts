// The statements in a customer's files, read here (the `local` provider of 财务报表识别; WAVE3-BRIEF §4.2 b/c): each
// workbook's sheets, a CSV's rows, a text PDF's lines cut into cells where the columns stand apart — all matched
// against the catalogue by label (shared statements/match.ts). A scan has no text to read: it is said so, and the
// outside provider (or typing the figures in) is the way for it.
import { type Localized, l } from '@flp/shared';
import {
  type StatementFormat,
  type StatementReading,
  type StatementSheet,
  readStatements,
} from '@flp/shared/statements';
import { type PdfLine, isPdf, readPdfLines } from '../../platform/documents/pdf-text';
import { DocumentError, decodeText, readSheetRows, sheetFormatOf } from '../../platform/documents/sheet-rows';
import type { TaskProgress } from '../../platform/workers/protocol';

/** Bytes one statement file may have. */
export const STATEMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A line's runs as cells: a new cell where the gap to the next run is wider than one character and a half. */
function cellsOf(line: PdfLine): string[] {
  const cells: string[] = [];
  let cell = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of line.items) {
    if (cell && item.x - end > item.fontSize * 1.5) {
      cells.push(cell);
      cell = '';
    }
    cell += item.text;
    end = item.x + item.width;
  }
  if (cell) cells.push(cell);
  return cells.map((c) => c.trim());
}

/** The sheets a file holds, as rows of text. */
export async function sheetsOf(bytes: Uint8Array, name: string): Promise<StatementSheet[]> {
  if (isPdf(bytes)) {
    // PDF.js refuses a Node Buffer: a plain Uint8Array copy.
    const pages = await readPdfLines(new Uint8Array(bytes), { maxPages: 30, maxBytes: STATEMENT_FILE_MAX_BYTES });
    if (!pages.some((p) => p.lines.length))
      throw new DocumentError(
        l(
          'PDF 没有文字层 (扫描件), 无法在本地识别; 请上传 Excel 或带文字的 PDF, 或使用第三方解析服务',
          'The PDF has no text layer (a scan) and cannot be read here; upload Excel or a text PDF, or use an outside provider',
        ),
      );
    return pages.map((p, i) => ({ name: `${name} 第${i + 1}页`, rows: p.lines.map(cellsOf) }));
  }
  if (sheetFormatOf(bytes) === 'text') {
    const text = decodeText(bytes);
    const sep = text.includes('\t') ? '\t' : ',';
    return [{ name, rows: text.split(/\r?\n/).map((r) => r.split(sep).map((c) => c.replace(/^"|"$/g, '').trim())) }];
  }
  return readSheetRows(bytes, {
    maxBytes: STATEMENT_FILE_MAX_BYTES,
    maxRows: 2_000,
    maxSheets: 10,
    maxUnpackedBytes: 64 * 1024 * 1024,
    maxEntries: 500,
  });
}

export interface StatementFile {
  name: string;
  bytes: Uint8Array;
}

/** A file's problem, named: `报表.xlsx: Excel 文件已损坏` (a DocumentError: it crosses from a worker as one). */
export class StatementFileError extends DocumentError {
  constructor(localized: Localized) {
    super(localized);
    this.name = 'StatementFileError';
  }
}

/**
 * The statements the files hold together (a workbook of three sheets, or one file per statement), in the format asked
 * for or the one found. A file that cannot be read is named with what is wrong; files that name no line are too.
 */
export async function readStatementFiles(
  files: readonly StatementFile[],
  format?: StatementFormat,
  progress?: (p: TaskProgress) => void,
): Promise<StatementReading> {
  const sheets: StatementSheet[] = [];
  for (const [i, f] of files.entries()) {
    progress?.({ done: i, total: files.length, step: l(`读取 ${f.name}`, `Reading ${f.name}`) });
    try {
      if (f.bytes.byteLength > STATEMENT_FILE_MAX_BYTES)
        throw new DocumentError(l('文件过大 (最多 20 MB)', 'The file is too large (at most 20 MB)'));
      sheets.push(...(await sheetsOf(f.bytes, f.name)));
    } catch (e) {
      if (!(e instanceof DocumentError)) throw e;
      throw new StatementFileError(l(`${f.name}: ${e.localized['zh-CN']}`, `${f.name}: ${e.localized['en-US']}`));
    }
  }
  return statementsOfSheets(
    sheets,
    format,
    files.map((f) => f.name),
  );
}

/**
 * The statements in sheets of rows, whoever cut them (this module's readers, an outside provider's tables): matched
 * by label against the catalogue in the format asked for or the one found. Sheets that name no line are an error
 * naming the files (`names`).
 */
export function statementsOfSheets(
  sheets: readonly StatementSheet[],
  format: StatementFormat | undefined,
  names: readonly string[],
): StatementReading {
  const reading = readStatements(sheets, format);
  if (!reading.matched.length)
    throw new StatementFileError(
      l(
        `${names.join('、')}: 没有识别到报表项目 (请确认是资产负债表、利润表或现金流量表)`,
        `${names.join(', ')}: no statement line was recognised (a balance sheet, income statement or cash flow statement?)`,
      ),
    );
  return reading;
}
