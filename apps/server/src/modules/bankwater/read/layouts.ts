// The export layouts of the big banks' corporate 历史明细 (WAVE3-BRIEF §5.2). Versions differ and columns move, so a
// layout is never read by position: its header row is found (the first of the first 30 rows naming at least three
// known columns), each column is mapped by the synonym table, and the bank is told by a signature of header names. A
// layout nobody knows is mapped by the user once; the mapping is kept under the header's signature (sha256 of the
// normalised header) and applied to every later file with that header.
import { createHash } from 'node:crypto';
import { type BankCode, TXN_FIELDS, type TxnField } from '@flp/shared/bankwater';

export { TXN_FIELDS, TXN_FIELD_LABELS, type TxnField } from '@flp/shared/bankwater';

/** A user's mapping of an unknown layout: field → column (0-based index or the header's text). */
export type ColumnMapping = Partial<Record<TxnField, number | string>>;

/** The columns a layout reads: field → 0-based index. */
export type ResolvedColumns = Partial<Record<TxnField, number>>;

/** Header names per field, most specific first (in normalised form: see `normaliseHeader`). */
export const SYNONYMS: Record<TxnField, string[]> = {
  txnDate: ['交易日期', '交易日', '记账日期', '入账日期', '账务日期', '记账日', '日期', 'transactiondate', 'date'],
  txnTime: ['交易时间', '交易时间戳', '交易时刻', '时间', 'transactiontime', 'time'],
  amountIn: [
    '贷方发生额(收入)',
    '贷方发生额',
    '贷方金额',
    '收入金额',
    '转入金额',
    '存入金额',
    '来账金额',
    '贷方',
    '收入',
    '收入(元)',
    'credit',
  ],
  amountOut: [
    '借方发生额(支取)',
    '借方发生额',
    '借方金额',
    '支出金额',
    '转出金额',
    '支取金额',
    '往账金额',
    '借方',
    '支出',
    '支出(元)',
    'debit',
  ],
  amount: ['交易金额', '发生额', '金额', '交易金额(元)', 'amount'],
  directionFlag: ['借贷标志', '借/贷', '借贷', '借贷方向', '收支方向', '收支标志', '资金方向', '方向', '交易类型'],
  balance: ['余额', '账户余额', '本次余额', '交易后余额', '联机余额', '当前余额', '余额(元)', 'balance'],
  counterpartyName: [
    '对方户名',
    '对方单位名称',
    '对方单位',
    '对方账号名称',
    '对方账户名称',
    '对方名称',
    '对方账户名',
    '收/付方名称',
    '对手方名称',
    '对手名称',
    '交易对手',
    '对手信息',
    'counterparty',
  ],
  counterpartyAccount: ['对方账号', '对方账户', '收/付方账号', '对方卡号', '对手方账号', '对手账号'],
  counterpartyBank: [
    '对方开户机构',
    '对方开户行',
    '对方开户行名',
    '对方行名',
    '对方银行',
    '收/付方开户行名',
    '对方行号',
    '交易行名',
  ],
  payerName: ['付款人名称'],
  payerAccount: ['付款人账号'],
  payerBank: ['付款人开户行名'],
  payeeName: ['收款人名称'],
  payeeAccount: ['收款人账号'],
  payeeBank: ['收款人开户行名'],
  summary: ['摘要', '交易摘要', '业务摘要', '摘要内容', '交易说明', 'description'],
  purpose: ['用途', '交易用途', '资金用途'],
  remark: ['附言', '交易附言', '备注', '个性化信息', '回单个性化信息', '其它摘要', '扩展摘要'],
  serialNo: [
    '交易流水号',
    '账户明细编号-交易流水号',
    '主机交易流水号',
    '流水号',
    '业务参考号',
    '记录标识号',
    '交易参考号',
    '企业流水号',
    '凭证号',
    '凭证号码',
  ],
  currency: ['币种', '交易货币', '货币', '币别', 'currency'],
  accountNo: ['账号', '本方账号', '本方账户', '我方账号', '查询账号'],
  accountName: ['账户名称', '户名', '本方户名', '本方账户名称', '账户名'],
};

/**
 * A header cell as compared: full-width forms folded (（）→()), spaces dropped, the English of bilingual cells
 * (`交易类型[ Transaction Type ]`) dropped, 帐 read as 账 and 戶 as 户 (fonts that share one glyph give PDFs the
 * variant), lower case.
 */
export function normaliseHeader(cell: string): string {
  return cell
    .normalize('NFKC')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\s+/g, '')
    .replace(/帐/g, '账')
    .replace(/戶/g, '户')
    .toLowerCase();
}

/** The header without parenthesised units and notes ("借方发生额(支取)" → "借方发生额"). */
const withoutNotes = (normalised: string) => normalised.replace(/\([^)]*\)/g, '');

const LOOKUP = (() => {
  const exact = new Map<string, { field: TxnField; rank: number }[]>();
  for (const field of TXN_FIELDS)
    SYNONYMS[field].forEach((name, rank) => {
      const key = normaliseHeader(name);
      exact.set(key, [...(exact.get(key) ?? []), { field, rank }]);
    });
  return exact;
})();

/** The fields a header cell may stand for, with how specific the match is (lower is better). */
function fieldsOf(cell: string): { field: TxnField; rank: number }[] {
  const n = normaliseHeader(cell);
  if (n === '') return [];
  return LOOKUP.get(n) ?? LOOKUP.get(withoutNotes(n))?.map((m) => ({ ...m, rank: m.rank + 0.5 })) ?? [];
}

/** How many fields a row names (each counted once). */
export function knownColumns(row: readonly string[]): number {
  return new Set(row.flatMap((c) => fieldsOf(c).map((m) => m.field))).size;
}

/** The header row: the first of the first 30 rows naming at least three known columns. */
export function findHeader(rows: readonly (readonly string[])[]): { index: number; header: string[] } | null {
  for (let i = 0; i < Math.min(rows.length, 30); i++)
    if (knownColumns(rows[i]) >= 3) return { index: i, header: trimTrailing(rows[i]) };
  return null;
}

const trimTrailing = (row: readonly string[]) => {
  let n = row.length;
  while (n > 0 && row[n - 1].trim() === '') n--;
  return row.slice(0, n).map((c) => c.trim());
};

/** sha256 (hex) of the normalised header: the key a user's mapping is kept under. */
export function headerSignature(header: readonly string[]): string {
  return createHash('sha256').update(trimTrailing(header).map(normaliseHeader).join('\u001f')).digest('hex');
}

/** Field → column by the synonym table: for each field the most specific header; a column serves one field. */
export function columnsBySynonyms(header: readonly string[]): ResolvedColumns {
  const candidates = header
    .flatMap((cell, index) => fieldsOf(cell).map((m) => ({ ...m, index })))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  const out: ResolvedColumns = {};
  const taken = new Set<number>();
  for (const c of candidates) {
    if (out[c.field] !== undefined || taken.has(c.index)) continue;
    out[c.field] = c.index;
    taken.add(c.index);
  }
  return out;
}

/** A user's mapping against the header: indexes kept when in range, header texts looked up (normalised). */
export function applyMapping(header: readonly string[], mapping: ColumnMapping): ResolvedColumns {
  const names = header.map(normaliseHeader);
  const out: ResolvedColumns = {};
  for (const field of TXN_FIELDS) {
    const to = mapping[field];
    if (to === undefined || to === null || to === '') continue;
    const index = typeof to === 'number' ? to : names.indexOf(normaliseHeader(to));
    if (Number.isInteger(index) && index >= 0) out[field] = index;
  }
  return out;
}

/** What a layout must have to be read: a date, and amounts with a direction (two columns, or one with flag or sign). */
export function missingFields(columns: ResolvedColumns): TxnField[] {
  const missing: TxnField[] = [];
  if (columns.txnDate === undefined && columns.txnTime === undefined) missing.push('txnDate');
  if (columns.amount === undefined && columns.amountIn === undefined && columns.amountOut === undefined)
    missing.push('amount');
  return missing;
}

interface Signature {
  bank: BankCode;
  /** Any of these sets of header names (normalised), all present, tells the bank. */
  headers: string[][];
  /** Or a line of the file before the header. */
  marker?: RegExp;
}

/** The banks' signatures, tried in order (the more distinctive first). */
export const BANK_SIGNATURES: Signature[] = [
  { bank: 'ICBC', headers: [], marker: /^\[HISTORYDETAIL\]/i },
  {
    bank: 'BOC',
    headers: [
      ['付款人账号', '收款人账号', '交易后余额'],
      ['交易类型', '付款人名称', '收款人名称'],
    ],
  },
  { bank: 'CMB', headers: [['收/付方名称'], ['交易日', '起息日', '借方金额', '贷方金额']] },
  { bank: 'CMBC', headers: [['主机交易流水号'], ['对方账号名称', '账户余额', '借方发生额', '贷方发生额']] },
  {
    bank: 'CCB',
    headers: [['借方发生额(支取)', '贷方发生额(收入)'], ['账户明细编号-交易流水号'], ['对方开户机构', '记账日期']],
  },
  {
    bank: 'ABC',
    headers: [['交易时间戳'], ['本次余额', '收入金额', '支出金额'], ['交易行名', '对方省市'], ['本次余额', '交易摘要']],
  },
  {
    bank: 'ICBC',
    headers: [
      ['本方账号', '对方单位名称', '借方发生额', '贷方发生额'],
      ['借贷标志', '对方单位', '对方行号'],
      ['转入金额', '转出金额', '对方单位'],
    ],
  },
];

/** The bank whose layout this is, by the header's names and the lines before it; GENERIC when none fits. */
export function detectBank(header: readonly string[], before: readonly (readonly string[])[]): BankCode {
  const names = new Set(header.map(normaliseHeader));
  const lines = before.map((r) => r.filter((c) => c !== '').join(' '));
  for (const s of BANK_SIGNATURES) {
    if (s.marker && lines.some((line) => s.marker!.test(line))) return s.bank;
    if (s.headers.some((set) => set.every((h) => names.has(normaliseHeader(h))))) return s.bank;
  }
  return 'GENERIC';
}
