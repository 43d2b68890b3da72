/**
 * One account's statements often arrive as several files that overlap (Jan–Jun and Apr–Dec, or the same month
 * exported twice). A row of a later file that the earlier files already hold — same account, date, time, direction,
 * amount, balance and serial number (or counterparty when the bank prints no serial) — is dropped, the first file's
 * row kept. Identical rows within one file are not touched: that is the integrity check's business (a duplicate).
 */
import { normaliseAccount, normaliseName } from './parties';
import type { BankTxn } from './types';

export interface DedupeResult {
  /** The kept rows, file by file in the order given. */
  txns: BankTxn[];
  dropped: number;
  /** The rows dropped: which file (its position in the list) and row, and the file that already had it. */
  droppedRows: { file: number; fileId?: string; fileRow: number; keptFile: number }[];
}

/** The identity of a transaction across files of one account. */
export function txnIdentity(t: BankTxn): string {
  const other = t.serialNo.trim() || `${normaliseName(t.counterpartyName)}/${normaliseAccount(t.counterpartyAccount)}`;
  return [
    t.bank,
    normaliseAccount(t.accountNo),
    t.txnDate,
    t.txnTime,
    t.direction,
    t.amount,
    t.balance ?? '',
    other,
  ].join('\u0001');
}

/**
 * Merges the files' rows (one list per file, in the order they should win), dropping rows an earlier file holds. Taken
 * as multisets: a row twice in file 1 and three times in file 2 is kept twice from 1 and once from 2.
 */
export function dedupeTxns(files: readonly (readonly BankTxn[])[]): DedupeResult {
  /** How often each identity was kept so far, and the first file it came from. */
  const kept = new Map<string, { count: number; file: number }>();
  const txns: BankTxn[] = [];
  const droppedRows: DedupeResult['droppedRows'] = [];
  files.forEach((rows, file) => {
    const seenHere = new Map<string, number>();
    for (const t of rows) {
      const id = txnIdentity(t);
      const n = (seenHere.get(id) ?? 0) + 1;
      seenHere.set(id, n);
      const before = kept.get(id);
      if (before && before.file !== file && n <= before.count) {
        droppedRows.push({
          file,
          ...(t.fileId === undefined ? {} : { fileId: t.fileId }),
          fileRow: t.fileRow,
          keptFile: before.file,
        });
        continue;
      }
      txns.push(t);
    }
    for (const [id, n] of seenHere) {
      const before = kept.get(id);
      if (!before) kept.set(id, { count: n, file });
      else if (n > before.count) before.count = n;
    }
  });
  return { txns, dropped: droppedRows.length, droppedRows };
}
