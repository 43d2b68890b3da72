// Statements exported as text — ICBC's CSV in GBK, BOC's pipe-separated TXT, tab-separated downloads — as rows of
// cells. The bytes are decoded UTF-8 or GB18030 (decodeText), the separator is the one of comma, tab and pipe that
// splits the first lines most consistently, quoted fields may hold separators, quotes ("") and line breaks, and
// spreadsheet guards around numbers (="6222…", a leading ') are taken off. Binary files are refused, not guessed at.
import { l } from '@flp/shared';
import { DEFAULT_SHEET_LIMITS, DocumentError, decodeText } from '../../../platform/documents/sheet-rows';

export interface TextRows {
  rows: string[][];
  /** The line each row starts on (1-based): a quoted field may span lines. */
  rowNumbers: number[];
  separator: ',' | '\t' | '|';
}

const SEPARATORS = [',', '\t', '|'] as const;

/** Control characters other than tab and line breaks, and undecodable bytes: the marks of a binary file. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  if (sample.includes('\u0000')) return true;
  let bad = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) bad++;
  }
  return bad > Math.max(2, sample.length / 100);
}

/** Cells of one line split naively (quotes ignored): enough to choose the separator. */
function chooseSeparator(lines: string[]): TextRows['separator'] {
  let best: TextRows['separator'] = ',';
  let bestScore = -1;
  for (const sep of SEPARATORS) {
    const counts = lines.map((line) => line.split(sep).length - 1).filter((n) => n >= 2);
    // Lines split into three cells or more, and how many of them agree on the most common count.
    const mode = Math.max(0, ...[...new Set(counts)].map((n) => counts.filter((x) => x === n).length));
    const score = counts.length * 1000 + mode;
    if (score > bestScore) {
      best = sep;
      bestScore = score;
    }
  }
  return best;
}

const cleanCell = (cell: string) => {
  let c = cell.trim();
  const guarded = /^="(.*)"$/.exec(c);
  if (guarded) c = guarded[1];
  return c.replace(/^'(?=\d)/, '').trim();
};

/** Splits text into rows by `sep`, honouring quotes; at most `maxRows` rows. */
function splitRows(text: string, sep: string, maxRows: number): { rows: string[][]; rowNumbers: number[] } {
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0].trim() !== '') {
      if (rows.length >= maxRows)
        throw new DocumentError(l(`文件超过 ${maxRows} 行`, `The file has more than ${maxRows} rows`));
      rows.push(row.map(cleanCell));
      rowNumbers.push(rowLine);
    }
    row = [];
    cell = '';
    atCellStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && atCellStart && cell.trim() === '') {
      quoted = true;
      cell = '';
      atCellStart = false;
    } else if (ch === sep) {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += ch;
      if (ch !== ' ' && ch !== '\t') atCellStart = false;
    }
  }
  if (cell !== '' || row.length) endRow();
  return { rows, rowNumbers };
}

/** The rows of a text statement; an empty or binary file is a DocumentError. */
export function readTextRows(bytes: Uint8Array, maxRows = DEFAULT_SHEET_LIMITS.maxRows): TextRows {
  const text = decodeText(bytes);
  if (text.trim() === '') throw new DocumentError(l('文件是空的', 'The file is empty'));
  if (looksBinary(text))
    throw new DocumentError(l('不是文本或表格文件, 或文件已损坏', 'Not a text or spreadsheet file, or a damaged one'));
  const firstLines = text
    .slice(0, 65_536)
    .split(/\r\n|\n|\r/)
    .filter((x) => x.trim() !== '')
    .slice(0, 30);
  const separator = chooseSeparator(firstLines);
  return { ...splitRows(text, separator, maxRows), separator };
}
