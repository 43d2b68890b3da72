// Statements printed to PDF with a text layer (WAVE3-BRIEF §5.2): the lines of text (readPdfLines) made back into a
// table. The header line is the first naming three known columns; each of its labels anchors a column, the borders
// between columns lying halfway between neighbouring labels, and every word below goes to the column its centre falls
// in — so a borderless layout like ABC's (`yyyyMMdd hhmmss 摘要 ±金额 余额 对手信息 …`, amounts right-aligned under
// their labels) reads as well as a ruled one. A line without a date or an amount just below a row is that row's
// wrapped text; page furniture (the repeated title block above a page's header, 第 n 页) is left out. Scans (no text
// layer) are a DocumentError: they are the outside provider's business.
import { l } from '@flp/shared';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { type PdfItem, type PdfLine, readPdfLines } from '../../../platform/documents/pdf-text';
import { columnsBySynonyms, knownColumns, normaliseHeader } from './layouts';
import { parseAmount, parseDateTime } from './cells';

/** Gap (in font sizes) from which two runs are separate words. */
const WORD_GAP = 0.3;
/** Baseline distance (in font sizes) within which a line without a date continues the row above. */
const WRAP_DISTANCE = 2.2;
const PAGE_NUMBER =
  /^(第\s*\d+\s*页|共\s*\d+\s*页|page\s*\d+|\d+\s*\/\s*\d+)(\s*[,，/]?\s*(共\s*\d+\s*页|of\s*\d+))?$/i;

interface Word {
  x: number;
  right: number;
  text: string;
}

/** A line's runs as words: runs split at spaces (their x estimated by characters), neighbours closer than a gap joined. */
function wordsOf(items: readonly PdfItem[]): Word[] {
  const pieces: (Word & { size: number })[] = [];
  for (const item of items) {
    const perChar = item.text.length ? item.width / item.text.length : 0;
    for (const m of item.text.matchAll(/\S+/g)) {
      const x = item.x + (m.index ?? 0) * perChar;
      pieces.push({ x, right: x + m[0].length * perChar, text: m[0], size: item.fontSize });
    }
  }
  pieces.sort((a, b) => a.x - b.x);
  const words: Word[] = [];
  for (const p of pieces) {
    const last = words[words.length - 1];
    if (last && p.x - last.right < WORD_GAP * p.size) {
      last.text += p.text;
      last.right = Math.max(last.right, p.right);
    } else words.push({ x: p.x, right: p.right, text: p.text });
  }
  return words;
}

/** The borders between columns: halfway between one label's right edge and the next one's left edge. */
const bordersOf = (labels: readonly Word[]) => labels.slice(1).map((w, i) => (labels[i].right + w.x) / 2);

function cellsOf(words: readonly Word[], borders: readonly number[]): string[] {
  const cells = Array.from({ length: borders.length + 1 }, () => '');
  for (const w of words) {
    const centre = (w.x + w.right) / 2;
    let col = 0;
    while (col < borders.length && centre >= borders[col]) col++;
    cells[col] = cells[col] ? `${cells[col]} ${w.text}` : w.text;
  }
  return cells;
}

export interface PdfTable {
  rows: string[][];
  /** The line of the document each row starts on (1-based, counted over all pages). */
  rowNumbers: number[];
}

/** The PDF's statement as rows: the title block's lines (as words), the header, then one row per transaction. */
export async function readPdfTable(bytes: Uint8Array, opts: { maxPages: number; maxRows: number }): Promise<PdfTable> {
  const pages = await readPdfLines(bytes, { maxPages: opts.maxPages });
  if (pages.every((p) => p.lines.length === 0))
    throw new DocumentError(
      l(
        'PDF 没有文字层 (可能是扫描件), 无法在本地读取',
        'The PDF has no text layer (a scan, perhaps) and cannot be read here',
      ),
    );
  const lines: { page: number; line: PdfLine; number: number; words: Word[] }[] = [];
  let number = 0;
  pages.forEach((p, page) => {
    for (const line of p.lines) lines.push({ page, line, number: ++number, words: wordsOf(line.items) });
  });
  const at = lines.findIndex((x) => knownColumns(x.words.map((w) => w.text)) >= 3);
  if (at < 0)
    throw new DocumentError(l('PDF 中没有找到交易明细表头', 'No header of a table of transactions in the PDF'));
  const labels = lines[at].words;
  const header = labels.map((w) => w.text);
  const headerKey = header.map(normaliseHeader).join('\u001f');
  const borders = bordersOf(labels);
  const columns = columnsBySynonyms(header);
  const dateCols = [columns.txnDate, columns.txnTime].filter((c) => c !== undefined) as number[];
  const amountCols = [columns.amount, columns.amountIn, columns.amountOut].filter((c) => c !== undefined) as number[];

  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const push = (cells: string[], n: number) => {
    if (rows.length >= opts.maxRows)
      throw new DocumentError(l(`文件超过 ${opts.maxRows} 行`, `The file has more than ${opts.maxRows} rows`));
    rows.push(cells);
    rowNumbers.push(n);
  };
  // The title block of the first page, as words (readMeta finds 账号/户名 in it).
  for (const x of lines.slice(0, at))
    push(
      x.words.map((w) => w.text),
      x.number,
    );
  push(header, lines[at].number);

  let last: { page: number; y: number; size: number; cells: string[] } | null = null;
  // Pages after the first: what stands above their repeated header is the page's title block.
  const headerOnPage = new Map<number, number>();
  lines.forEach((x, i) => {
    if (i > at && !headerOnPage.has(x.page) && x.words.map((w) => normaliseHeader(w.text)).join('\u001f') === headerKey)
      headerOnPage.set(x.page, x.line.y);
  });
  for (const x of lines.slice(at + 1)) {
    const text = x.words.map((w) => w.text).join(' ');
    if (PAGE_NUMBER.test(text.trim())) continue;
    const pageHeaderY = headerOnPage.get(x.page);
    if (x.page !== lines[at].page && pageHeaderY !== undefined && x.line.y <= pageHeaderY) continue;
    const cells = cellsOf(x.words, borders);
    const dated = dateCols.some((c) => parseDateTime(cells[c] ?? '') !== undefined);
    const priced = amountCols.some((c) => (cells[c] ?? '') !== '' && parseAmount(cells[c]) != null);
    if (
      !dated &&
      !priced &&
      last &&
      last.page === x.page &&
      x.line.y - last.y < WRAP_DISTANCE * last.size &&
      cells.some((c) => c !== '')
    ) {
      cells.forEach((c, k) => {
        if (c) last!.cells[k] = `${last!.cells[k]}${c}`;
      });
      last.y = x.line.y;
      continue;
    }
    push(cells, x.number);
    last = dated ? { page: x.page, y: x.line.y, size: x.line.fontSize, cells } : null;
  }
  return { rows, rowNumbers };
}
