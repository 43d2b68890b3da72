// What an uploaded .xlsx may hold, measured before ExcelJS opens it: ExcelJS reads the whole workbook into memory (an
// object per cell), so the bounds are checked on the archive's real bytes while they inflate (zip/budget.ts) and on
// the sheets' XML as it streams past, never on what the file declares about itself.
import { type Localized, l } from '@flp/shared';
import { measureZip, type ZipScanner } from '../zip/budget';
import { looksLikeZip } from './excel';

/** The most data rows one sheet may hold. */
export const XLSX_MAX_ROWS = 20_000;
/**
 * What a workbook may inflate to: 20,000 rows of thirty columns are about 30 MB of sheet XML. A small file that
 * unpacks past it is refused.
 */
export const XLSX_MAX_UNPACKED = { maxEntries: 1_000, maxUnpackedBytes: 64 * 1024 * 1024 };
/**
 * Cells a workbook may hold, all sheets together: every allowed row at forty columns (the widest import, 客户, has 23).
 * ExcelJS holds an object per cell: 20,000 × 40 cells take it about 5 s and 400 MB; the hundred columns allowed
 * before took 12 s and 950 MB, from a file of a few hundred kilobytes (docs/performance.md).
 */
export const XLSX_MAX_CELLS = (XLSX_MAX_ROWS + 1) * 40;
/**
 * The longest text between two tags of the workbook's XML — one cell's text, one shared string, one attribute.
 * Excel's own limit is 32,767 characters to a cell; written as XML (three bytes a Chinese character, entities for
 * `&` and quotes) one stays well under 256 KB.
 */
export const XLSX_MAX_TEXT_BYTES = 256 * 1024;

export const NOT_XLSX = l('请上传 Excel 文件 (.xlsx)', 'Please upload an Excel file (.xlsx)');

/** The reason to refuse the bytes as a workbook to read, or null when ExcelJS may open them. */
export function xlsxRefusal(buf: Buffer): Localized | null {
  if (!looksLikeZip(buf)) return NOT_XLSX;
  const scanner = workbookScanner();
  const measured = measureZip(buf, XLSX_MAX_UNPACKED, scanner.scan);
  if (measured.ok) return null;
  if (measured.reason === 'unreadable') return NOT_XLSX;
  if (measured.reason !== 'content')
    return l(
      `文件解压后过大 (最多 ${XLSX_MAX_UNPACKED.maxUnpackedBytes / 1024 / 1024} MB, ${XLSX_MAX_UNPACKED.maxEntries} 个部件)`,
      `The file unpacks to too much (at most ${XLSX_MAX_UNPACKED.maxUnpackedBytes / 1024 / 1024} MB in ${XLSX_MAX_UNPACKED.maxEntries} parts)`,
    );
  const { counts } = scanner;
  if (counts.longText)
    return l(
      '文件中有过长的单元格内容 (一个单元格最多 32767 个字符)',
      'A cell of the file holds too much text (at most 32,767 characters a cell)',
    );
  if (counts.rows > XLSX_MAX_ROWS + 1)
    return l(
      `一次最多导入 ${XLSX_MAX_ROWS} 行, 文件超过了`,
      `At most ${XLSX_MAX_ROWS} rows per import; the file has more`,
    );
  return l(`文件的单元格过多 (最多 ${XLSX_MAX_CELLS} 个)`, `The file holds too many cells (at most ${XLSX_MAX_CELLS})`);
}

/**
 * Counts each sheet's rows and the workbook's cells from their XML tags, and the longest run of text between two
 * tags of every XML part, while the archive is measured: past a bound, the measuring stops.
 */
function workbookScanner() {
  const counts = { rows: 0, cells: 0, longText: false };
  const scan: ZipScanner = (name) => {
    if (!name.endsWith('.xml')) return undefined;
    const text = textRuns(counts);
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) return text;
    const tags = tagCounter(counts);
    return (chunk) => text(chunk) && tags(chunk);
  };
  return { counts, scan };
}

/** Bytes since the last `<` or `>`, across chunks: a text (or attribute) longer than XLSX_MAX_TEXT_BYTES stops. */
function textRuns(counts: { longText: boolean }) {
  let run = 0;
  return (chunk: Uint8Array) => {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (b === 0x3c || b === 0x3e) run = 0;
      else if (++run > XLSX_MAX_TEXT_BYTES) {
        counts.longText = true;
        return false;
      }
    }
    return true;
  };
}

/** Rows of one sheet and cells of all: a sheet past XLSX_MAX_ROWS (and its header) or past XLSX_MAX_CELLS stops. */
function tagCounter(counts: { rows: number; cells: number }) {
  let rows = 0;
  // A tag cut by a chunk's end is found in the next chunk's text, which starts with the last bytes of this one; a
  // tag lying wholly in those bytes was counted already.
  let tail = '';
  return (chunk: Uint8Array) => {
    const text = tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).toString('latin1');
    const fresh = (re: RegExp) => [...text.matchAll(re)].filter((m) => m.index + m[0].length > tail.length).length;
    rows += fresh(/<(?:\w+:)?row[\s>/]/g);
    counts.cells += fresh(/<(?:\w+:)?c[\s>/]/g);
    counts.rows = Math.max(counts.rows, rows);
    tail = text.slice(-8);
    return rows <= XLSX_MAX_ROWS + 1 && counts.cells <= XLSX_MAX_CELLS;
  };
}
