// A bank statement file, whatever it is — .xlsx, .xls (BIFF8), an HTML table saved as .xls, CSV/TXT in UTF-8 or GBK,
// a PDF with a text layer — read into transactions (WAVE3-BRIEF §5.2). What the file is comes from its bytes, never
// its name. A layout the synonym table cannot read answers `needsMapping` with its header and signature, so the screen
// asks the user to map the columns once; with that mapping (kept per signature) the same layout reads from then on.
// Bounded by the sheet limits (size, 200,000 rows, an archive's real size); a file that cannot be read at all is a
// DocumentError saying why, a row that cannot be read an issue naming the row.
import { l } from '@flp/shared';
import type { BankCode, BankTxn } from '@flp/shared/bankwater';
import {
  DEFAULT_SHEET_LIMITS,
  DocumentError,
  type SheetLimits,
  readSheetRows,
  sheetFormatOf,
} from '../../../platform/documents/sheet-rows';
import {
  type ColumnMapping,
  type TxnField,
  applyMapping,
  columnsBySynonyms,
  detectBank,
  findHeader,
  headerSignature,
  missingFields,
} from './layouts';
import { type ReadIssue, normaliseRows, readMeta } from './normalise';
import { readPdfTable } from './pdf';
import { readTextRows } from './text';

export { TXN_FIELDS, TXN_FIELD_LABELS, type ColumnMapping, type TxnField } from './layouts';
export type { ReadIssue } from './normalise';

export interface StatementAccount {
  bank: BankCode;
  accountNo: string;
  accountName: string;
  currency: string;
}

export interface StatementRead {
  fileName: string;
  format: 'xlsx' | 'xls' | 'html' | 'text' | 'pdf';
  bank: BankCode;
  /** sha256 of the normalised header: the key a user's mapping is kept under. */
  signature: string;
  header: string[];
  /** The header's row in the file (1-based). */
  headerRow: number;
  /** Which header each field was read from. */
  columns: Partial<Record<TxnField, string>>;
  accounts: StatementAccount[];
  txns: BankTxn[];
  issues: ReadIssue[];
  /** Total and footer rows dropped. */
  footers: number;
  /** The layout is unknown (or lacks a date or an amount): map `header` once and read again with the mapping. */
  needsMapping?: boolean;
  /** What the mapping must name. */
  missing?: TxnField[];
  /** With needsMapping: the first rows under the header, for the user to see what each column holds. */
  sample?: string[][];
}

export interface ReadOptions {
  /** Users' mappings of unknown layouts, by header signature. */
  mappings?: ReadonlyMap<string, ColumnMapping>;
  /** Stamped on every transaction. */
  fileId?: string;
  limits?: Partial<SheetLimits>;
  /** Pages a PDF may have (default 50). */
  maxPdfPages?: number;
  /** Told when the file's rows are read, before they are made transactions (the reading's progress). */
  onRows?(rows: number): void;
}

interface Table {
  rows: string[][];
  rowNumbers?: number[];
}

/** The row a user would take for the header when no row names three known columns: the first of the widest. */
function widestRow(rows: readonly string[][]): number {
  let best = -1;
  let width = 1;
  for (let i = 0; i < Math.min(rows.length, 30); i++) {
    const n = rows[i].filter((c) => c.trim() !== '').length;
    if (n > width) {
      best = i;
      width = n;
    }
  }
  return best;
}

function accountsOf(txns: readonly BankTxn[], fallback: StatementAccount | null): StatementAccount[] {
  const out = new Map<string, StatementAccount>();
  for (const t of txns) {
    const key = `${t.bank}|${t.accountNo}|${t.currency}`;
    if (!out.has(key))
      out.set(key, { bank: t.bank, accountNo: t.accountNo, accountName: t.accountName ?? '', currency: t.currency });
  }
  if (!out.size && fallback?.accountNo) return [fallback];
  return [...out.values()];
}

function readTable(table: Table, fileName: string, format: StatementRead['format'], opts: ReadOptions): StatementRead {
  const { rows } = table;
  opts.onRows?.(rows.length);
  const found = findHeader(rows);
  const headerIndex = found ? found.index : widestRow(rows);
  if (headerIndex < 0)
    throw new DocumentError(l('文件中没有找到交易明细表格', 'No table of transactions was found in the file'));
  const header = found ? found.header : rows[headerIndex].map((c) => c.trim());
  const signature = headerSignature(header);
  const userMapping = opts.mappings?.get(signature);
  const columns = {
    ...(found ? columnsBySynonyms(header) : {}),
    ...(userMapping ? applyMapping(header, userMapping) : {}),
  };
  const detected = detectBank(header, rows.slice(0, headerIndex));
  const bank = detected;
  const meta = readMeta(rows.slice(0, headerIndex));
  const headerRow = table.rowNumbers?.[headerIndex] ?? headerIndex + 1;
  const named = Object.fromEntries(
    Object.entries(columns).map(([field, index]) => [field, header[index as number] ?? `#${(index as number) + 1}`]),
  ) as StatementRead['columns'];
  const base = { fileName, format, bank, signature, header, headerRow, columns: named };
  const missing = missingFields(columns);
  if (missing.length) {
    const sample = rows.slice(headerIndex + 1, headerIndex + 6);
    return { ...base, accounts: [], txns: [], issues: [], footers: 0, needsMapping: true, missing, sample };
  }
  const result = normaliseRows({ rows, rowNumbers: table.rowNumbers, headerIndex, columns, bank, meta });
  const txns = opts.fileId === undefined ? result.txns : result.txns.map((t) => ({ ...t, fileId: opts.fileId }));
  const fallback = meta.accountNo
    ? { bank, accountNo: meta.accountNo, accountName: meta.accountName ?? '', currency: meta.currency ?? 'CNY' }
    : null;
  return { ...base, accounts: accountsOf(txns, fallback), txns, issues: result.issues, footers: result.footers };
}

/** The statement in `bytes` (`fileName` is only reported back): transactions, issues, or a request for a mapping. */
export async function readStatementFile(
  bytes: Uint8Array,
  fileName: string,
  opts: ReadOptions = {},
): Promise<StatementRead> {
  const limits: SheetLimits = { ...DEFAULT_SHEET_LIMITS, ...opts.limits };
  if (bytes.byteLength === 0) throw new DocumentError(l('文件是空的', 'The file is empty'));
  if (bytes.byteLength > limits.maxBytes)
    throw new DocumentError(
      l(
        `文件过大 (最多 ${Math.round(limits.maxBytes / 1024 / 1024)} MB)`,
        `The file is too large (at most ${Math.round(limits.maxBytes / 1024 / 1024)} MB)`,
      ),
    );
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) {
    const table = await readPdfTable(bytes, { maxPages: opts.maxPdfPages ?? 50, maxRows: limits.maxRows });
    return readTable(table, fileName, 'pdf', opts);
  }
  const format = sheetFormatOf(bytes);
  if (format === 'text') return readTable(readTextRows(bytes, limits.maxRows), fileName, format, opts);
  const sheets = readSheetRows(bytes, limits).filter((s) => s.rows.length > 0);
  if (!sheets.length) throw new DocumentError(l('文件中没有内容', 'The file has no content'));
  // The first sheet with a known header; else the first with content (to be mapped).
  const sheet = sheets.find((s) => findHeader(s.rows)) ?? sheets[0];
  return readTable({ rows: sheet.rows }, fileName, format, opts);
}
