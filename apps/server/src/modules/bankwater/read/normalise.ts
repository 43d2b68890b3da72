// One pipeline from a layout's rows to transactions (WAVE3-BRIEF §5.2 "Normaliser"): each row after the header is
// read through the mapped columns — date and time, amounts and their direction (two columns, one with a flag, or one
// with a sign), balance, the counterparty (BOC's payer or payee by direction), texts and serial — total and footer
// rows are dropped, a repeated header (a page break) skipped, and every other row that cannot be read becomes an
// issue naming its row: nothing is dropped silently and nothing throws. The transactions come out in time order,
// the bank's own order kept for equal stamps (a newest-first export is turned round first).
import type { BankCode, BankTxn } from '@flp/shared/bankwater';
import { type Localized, l } from '@flp/shared';
import type { Decimal } from '@flp/shared/finance';
import { type Amount, parseAmount, parseCurrency, parseDateTime, parseDirection } from './cells';
import { type ResolvedColumns, type TxnField, normaliseHeader } from './layouts';

export interface ReadIssue {
  /** The row of the file, 1-based. */
  row: number;
  message: Localized;
}

export interface AccountMeta {
  accountNo: string;
  accountName: string;
  currency: string;
}

export interface NormaliseInput {
  rows: readonly (readonly string[])[];
  /** Each row's number in the file (1-based); by default its position + 1. */
  rowNumbers?: readonly number[];
  headerIndex: number;
  columns: ResolvedColumns;
  bank: BankCode;
  /** From the block above the header. */
  meta?: Partial<AccountMeta>;
}

export interface NormaliseResult {
  txns: BankTxn[];
  issues: ReadIssue[];
  /** Total and footer rows dropped. */
  footers: number;
}

/** Rows that total the page or the statement (合计, 本页合计, 借方发生总额 …), never transactions. */
const FOOTER = /合计|总计|小计|累计|发生总额|发生总笔数|总笔数|笔数合计|期末余额|期初余额|上页余额|承前页|过次页/;

const SCIENTIFIC = /^\d(\.\d+)?e\+?\d+$/i;

const META_LABELS: [RegExp, keyof AccountMeta][] = [
  [/^(查询账号|银行账号|账号|本方账号|账户号码|账户号|卡号)$/, 'accountNo'],
  [/^(户名|账户名称|公司名称|单位名称|客户名称|账户名|本方户名)$/, 'accountName'],
  [/^(币种|货币|币别)$/, 'currency'],
];
const metaField = (label: string) => META_LABELS.find(([re]) => re.test(normaliseHeader(label)))?.[1];

/** Account number, name and currency from the block above the header: `label：value` cells or label, value pairs. */
export function readMeta(rows: readonly (readonly string[])[]): Partial<AccountMeta> {
  const meta: Partial<AccountMeta> = {};
  const put = (field: keyof AccountMeta | undefined, value: string) => {
    const v = value.trim();
    if (!field || v === '' || meta[field]) return;
    meta[field] = field === 'currency' ? parseCurrency(v) : field === 'accountNo' ? v.replace(/^'/, '') : v;
  };
  for (const row of rows) {
    const cells = row.map((c) => c.trim()).filter((c) => c !== '');
    for (let i = 0; i < cells.length; i++) {
      const pairs = [...cells[i].matchAll(/([^\s:：]+?)\s*[:：]\s*([^\s:：]+(?:\s*有限公司)?)/g)];
      if (pairs.length) for (const p of pairs) put(metaField(p[1]), p[2]);
      else if (i + 1 < cells.length && metaField(cells[i])) {
        put(metaField(cells[i]), cells[i + 1]);
        i += 1;
      } else if (/[:：]$/.test(cells[i]) && i + 1 < cells.length) {
        put(metaField(cells[i].replace(/[:：]$/, '')), cells[i + 1]);
        i += 1;
      }
    }
  }
  return meta;
}

const isZero = (a: Amount | null | undefined) => !a || a.value.isZero();

type Cell = (field: TxnField) => string;

/** Amount and direction of a row, or what is wrong with them. */
function moneyOf(
  cell: Cell,
  columns: ResolvedColumns,
  signConvention: boolean,
): { amount: Decimal; direction: 'IN' | 'OUT' } | Localized {
  const hasPair = columns.amountIn !== undefined || columns.amountOut !== undefined;
  if (hasPair) {
    const inA = columns.amountIn === undefined ? null : parseAmount(cell('amountIn'));
    const outA = columns.amountOut === undefined ? null : parseAmount(cell('amountOut'));
    if (inA === undefined)
      return l(`收入金额无法识别: "${cell('amountIn')}"`, `Unreadable credit "${cell('amountIn')}"`);
    if (outA === undefined)
      return l(`支出金额无法识别: "${cell('amountOut')}"`, `Unreadable debit "${cell('amountOut')}"`);
    if (!isZero(inA) && !isZero(outA))
      return l('收入与支出金额同时有值', 'Both the credit and the debit column hold an amount');
    // A negative credit is a reversal of one (the balance falls): money out; the same for a negative debit.
    if (inA && !isZero(inA)) return { amount: inA.value.abs(), direction: inA.value.isNeg() ? 'OUT' : 'IN' };
    if (outA && !isZero(outA)) return { amount: outA.value.abs(), direction: outA.value.isNeg() ? 'IN' : 'OUT' };
    if (columns.amount === undefined) return l('金额为空或为零', 'No amount (empty or zero)');
  }
  const a = parseAmount(cell('amount'));
  if (a === undefined) return l(`金额无法识别: "${cell('amount')}"`, `Unreadable amount "${cell('amount')}"`);
  if (isZero(a)) return l('金额为空或为零', 'No amount (empty or zero)');
  const amount = a!.value.abs();
  const flag = columns.directionFlag === undefined ? undefined : parseDirection(cell('directionFlag'));
  if (flag) return { amount, direction: flag };
  if (a!.value.isNeg()) return { amount, direction: 'OUT' };
  if (a!.signed || signConvention) return { amount, direction: 'IN' };
  return l(
    `无法判断收支方向 (借贷标志: "${cell('directionFlag')}")`,
    `Cannot tell the direction (flag "${cell('directionFlag')}")`,
  );
}

const stamp = (t: BankTxn) => `${t.txnDate} ${t.txnTime}`;

export function normaliseRows(input: NormaliseInput): NormaliseResult {
  const { rows, columns, bank, headerIndex } = input;
  const meta = input.meta ?? {};
  const header = rows[headerIndex].map(normaliseHeader).join('\u001f');
  const numberOf = (i: number) => input.rowNumbers?.[i] ?? i + 1;
  const body = rows.slice(headerIndex + 1);
  // One signed amount column without a flag: the sign is the direction when the file shows negative amounts at all.
  const signConvention =
    columns.amount !== undefined &&
    columns.directionFlag === undefined &&
    body.some((r) => parseAmount(r[columns.amount!] ?? '')?.value.isNeg());
  const txns: BankTxn[] = [];
  const issues: ReadIssue[] = [];
  let footers = 0;
  body.forEach((row, k) => {
    const i = headerIndex + 1 + k;
    if (row.every((c) => c.trim() === '')) return;
    const cell: Cell = (field) => {
      const at = columns[field];
      return at === undefined ? '' : (row[at] ?? '').trim();
    };
    const issue = (message: Localized) => issues.push({ row: numberOf(i), message });
    const timeCell = parseDateTime(
      cell('txnTime'),
      columns.txnDate !== undefined && columns.txnTime !== columns.txnDate,
    );
    const dateCell = columns.txnDate === undefined ? undefined : parseDateTime(cell('txnDate'));
    const date = timeCell?.date ?? dateCell?.date;
    if (!date) {
      // A page break repeats the header; a total row names itself.
      if (row.map(normaliseHeader).join('\u001f') === header) return;
      if (row.some((c) => FOOTER.test(c))) footers += 1;
      else {
        const shown =
          cell('txnDate') ||
          cell('txnTime') ||
          row
            .filter((c) => c.trim() !== '')
            .join(' ')
            .slice(0, 60);
        issue(l(`不是交易行或日期无法识别: "${shown}"`, `Not a transaction or an unreadable date: "${shown}"`));
      }
      return;
    }
    const money = moneyOf(cell, columns, signConvention);
    if ('zh-CN' in money) {
      if (row.some((c) => FOOTER.test(c))) footers += 1;
      else issue(money);
      return;
    }
    let balance: string | null = null;
    if (columns.balance !== undefined) {
      const b = parseAmount(cell('balance'));
      if (b === undefined)
        issue(l(`余额无法识别, 未计入: "${cell('balance')}"`, `Unreadable balance left out: "${cell('balance')}"`));
      else if (b) balance = b.value.toFixed(2);
    }
    const out = money.direction === 'OUT';
    // A spreadsheet that kept an account number as a number shows it as 6.22202E+18: its digits are gone.
    for (const field of ['accountNo', 'counterpartyAccount', 'payerAccount', 'payeeAccount'] as const)
      if (SCIENTIFIC.test(cell(field)))
        issue(
          l(
            `账号被表格存为数字, 位数已丢失: "${cell(field)}"`,
            `An account number was kept as a number and lost its digits: "${cell(field)}"`,
          ),
        );
    // BOC: the other side is the payee of money out and the payer of money in; this account is the other one.
    const other = (name: TxnField, payer: TxnField, payee: TxnField) => cell(name) || cell(out ? payee : payer);
    const own = (name: TxnField, payer: TxnField, payee: TxnField) => cell(name) || cell(out ? payer : payee);
    txns.push({
      bank,
      accountNo: (own('accountNo', 'payerAccount', 'payeeAccount') || meta.accountNo || '').replace(/^'/, ''),
      accountName: own('accountName', 'payerName', 'payeeName') || meta.accountName || '',
      txnDate: date,
      txnTime: timeCell?.time ?? dateCell?.time ?? '',
      direction: money.direction,
      amount: money.amount.toFixed(2),
      balance,
      currency: parseCurrency(cell('currency')) || meta.currency || 'CNY',
      counterpartyName: other('counterpartyName', 'payerName', 'payeeName'),
      counterpartyAccount: other('counterpartyAccount', 'payerAccount', 'payeeAccount').replace(/^'/, ''),
      counterpartyBank: other('counterpartyBank', 'payerBank', 'payeeBank'),
      summary: cell('summary'),
      purpose: cell('purpose'),
      remark: cell('remark'),
      serialNo: cell('serialNo').replace(/^'/, ''),
      fileRow: numberOf(i),
    });
  });
  return { txns: inTimeOrder(txns), issues, footers };
}

/** Oldest first, equal stamps in the bank's order; an export printed newest first is turned round before sorting. */
export function inTimeOrder(txns: BankTxn[]): BankTxn[] {
  const stamps = txns.map(stamp);
  let rising = 0;
  let falling = 0;
  for (let i = 1; i < stamps.length; i++) {
    if (stamps[i] > stamps[i - 1]) rising++;
    else if (stamps[i] < stamps[i - 1]) falling++;
  }
  const order = txns.map((_, i) => i);
  if (falling > rising) order.reverse();
  // Stable: equal stamps keep the (turned) file order.
  const at = new Int32Array(txns.length);
  order.forEach((i, k) => {
    at[i] = k;
  });
  order.sort((a, b) => (stamps[a] < stamps[b] ? -1 : stamps[a] > stamps[b] ? 1 : at[a] - at[b]));
  return order.map((i) => txns[i]);
}
