// The text layer of a PDF a customer hands in, as lines of positioned text: invoices, bank statements and financial
// statements are read from it by their labels. PDF.js (through unpdf) answers text runs in drawing order, which is
// not reading order and splits words mid-way; here runs are grouped into lines by baseline, ordered by x, and joined
// by their gaps, so a reader can match "发票号码" and find what stands to its right.
//
// Text is normalised the way a person reads it: Chinese PDFs carry Kangxi and CJK-supplement radicals where the font
// maps glyphs to them (⽇ for 日, ⻆ for 角), full-width punctuation, and NUL for unmapped glyphs; NFKC plus the
// radical table fold these, so readers match their labels in the same normal form (（小写）¥ becomes (小写)¥).
//
// Bounded: the file's size and its pages. A scanned PDF has no text layer and answers pages without lines (the caller
// decides what to do); an encrypted, damaged or non-PDF file is a DocumentError. Nothing is rendered (on Node 20
// PDF.js rendering silently drops glyphs).
import { l } from '@flp/shared';
import { getDocumentProxy } from 'unpdf';
import { CJK_RADICAL_SUPPLEMENT } from './cjk-radicals';
import { DocumentError } from './sheet-rows';

/** A run of text as PDF.js draws it, in page units from the page's top-left corner (y grows downwards). */
export interface PdfItem {
  /** Left edge. */
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
  /** Normalised text (never empty). */
  text: string;
}

/** Runs sharing a baseline, left to right. */
export interface PdfLine {
  /** The baseline of its first run, from the top. */
  y: number;
  /** The left edge of its first run. */
  x: number;
  /** The largest font size in the line. */
  fontSize: number;
  items: PdfItem[];
  /** The runs joined: no space where they touch (gap < 0.3 × font size), one space where they stand apart. */
  text: string;
}

export interface PdfPage {
  width: number;
  height: number;
  /** Top to bottom; none for a page without a text layer (a scan). */
  lines: PdfLine[];
}

export interface PdfReadOptions {
  /** Pages the file may have (default 20). */
  maxPages?: number;
  /** Bytes the file may have (default 20 MB). */
  maxBytes?: number;
}

export const DEFAULT_PDF_MAX_PAGES = 20;
export const DEFAULT_PDF_MAX_BYTES = 20 * 1024 * 1024;

/** Gap (in font sizes) from which two runs of a line are separate words. */
const WORD_GAP = 0.3;
/** Baseline distance (in font sizes) within which two runs share a line. */
const BASELINE_TOLERANCE = 0.35;

const RADICALS = /[\u2E80-\u2EF3]/g;
// NUL (an unmapped glyph) and the other control characters a text layer may carry; tabs and line ends become spaces.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is what it is for
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const BREAKS = /[\t\n\r\u00A0\u3000]/g;

/** Text as it reads: NFKC (Kangxi radicals, full-width forms), CJK-supplement radicals mapped, controls dropped. */
export function normalisePdfText(text: string): string {
  return text
    .replace(CONTROLS, '')
    .normalize('NFKC')
    .replace(RADICALS, (radical) => CJK_RADICAL_SUPPLEMENT[radical] ?? radical)
    .replace(BREAKS, ' ');
}

const damaged = l(
  'PDF 文件已损坏或不是 PDF 文件, 无法读取',
  'The PDF file is damaged or is not a PDF and cannot be read',
);
const encrypted = l(
  'PDF 文件已加密 (有打开密码), 无法读取; 请上传未加密的文件',
  'The PDF file is encrypted (it has an open password) and cannot be read; upload an unencrypted copy',
);

/** The text of a PDF's pages as lines; see the header for what is normalised and bounded. */
export async function readPdfLines(bytes: Uint8Array, opts: PdfReadOptions = {}): Promise<PdfPage[]> {
  const maxBytes = opts.maxBytes ?? DEFAULT_PDF_MAX_BYTES;
  const maxPages = opts.maxPages ?? DEFAULT_PDF_MAX_PAGES;
  if (bytes.length > maxBytes)
    throw new DocumentError(
      l(
        `PDF 文件过大 (最多 ${Math.round(maxBytes / 1024 / 1024)} MB)`,
        `The PDF file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
      ),
    );
  if (!isPdf(bytes)) throw new DocumentError(damaged);
  // PDF.js takes the buffer over (detaches it): hand it a copy so the caller's bytes stay readable.
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  } catch (error) {
    throw new DocumentError((error as Error)?.name === 'PasswordException' ? encrypted : damaged);
  }
  try {
    if (doc.numPages > maxPages)
      throw new DocumentError(
        l(
          `PDF 文件页数过多 (${doc.numPages} 页, 最多 ${maxPages} 页)`,
          `The PDF file has too many pages (${doc.numPages}; at most ${maxPages})`,
        ),
      );
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [left, bottom, right, top] = page.view;
      const width = right - left;
      const height = top - bottom;
      const content = await page.getTextContent();
      const items: PdfItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        const text = normalisePdfText(raw.str);
        if (!text.trim()) continue;
        const [a, b, c, d, e, f] = raw.transform as number[];
        // The vertical scale of the text matrix is the font size (the horizontal one for upright text too).
        const fontSize = Math.hypot(c, d) || Math.hypot(a, b) || raw.height || 1;
        items.push({ x: e - left, y: top - f, width: raw.width, fontSize, text });
      }
      pages.push({ width, height, lines: linesOf(items) });
      page.cleanup();
    }
    return pages;
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError(damaged);
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** True when the bytes start (within the first KB, as readers allow) with the PDF header. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** Runs grouped into lines by baseline (top to bottom), each line's runs left to right and joined by their gaps. */
export function linesOf(items: PdfItem[]): PdfLine[] {
  const sorted = [...items].sort((p, q) => p.y - q.y || p.x - q.x);
  const groups: PdfItem[][] = [];
  let current: PdfItem[] = [];
  let baseline = 0;
  let size = 0;
  for (const item of sorted) {
    if (current.length && Math.abs(item.y - baseline) <= BASELINE_TOLERANCE * Math.max(size, item.fontSize)) {
      current.push(item);
      size = Math.max(size, item.fontSize);
      continue;
    }
    if (current.length) groups.push(current);
    current = [item];
    baseline = item.y;
    size = item.fontSize;
  }
  if (current.length) groups.push(current);
  return groups.map((group) => {
    const row = group.sort((p, q) => p.x - q.x);
    return {
      y: row[0].y,
      x: row[0].x,
      fontSize: Math.max(...row.map((item) => item.fontSize)),
      items: row,
      text: joinItems(row),
    };
  });
}

/** A line's runs as text: touching runs glued, separate ones one space apart, the whole trimmed and spaces collapsed. */
export function joinItems(row: PdfItem[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of row) {
    const gap = item.x - end;
    if (text && gap >= WORD_GAP * item.fontSize) text += ' ';
    text += item.text;
    end = Math.max(end, item.x + item.width);
  }
  return text.replace(/ {2,}/g, ' ').trim();
}
