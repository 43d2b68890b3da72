/**
 * A bank statement's transaction as every reader hands it on (WAVE3-BRIEF §5.1 `fl_bank_txn`): one shape whatever the
 * bank's export looked like, so the analysis, the categories and the de-duplication never see a bank's layout. Money
 * is decimal text with two places (never a float); dates are civil 'YYYY-MM-DD' strings.
 */
import { type Localized, l } from '../resources/localized';

/** The banks whose export layouts are known; GENERIC is a layout the user mapped. */
export const BANK_CODES = ['ICBC', 'CCB', 'ABC', 'BOC', 'CMB', 'CMBC', 'GENERIC'] as const;
export type BankCode = (typeof BANK_CODES)[number];

export const BANK_NAMES: Record<BankCode, Localized> = {
  ICBC: l('中国工商银行', 'Industrial and Commercial Bank of China'),
  CCB: l('中国建设银行', 'China Construction Bank'),
  ABC: l('中国农业银行', 'Agricultural Bank of China'),
  BOC: l('中国银行', 'Bank of China'),
  CMB: l('招商银行', 'China Merchants Bank'),
  CMBC: l('中国民生银行', 'China Minsheng Bank'),
  GENERIC: l('其他银行', 'Other bank'),
};

/** Money into the account (贷, 收, 来账, 转入) or out of it (借, 支, 往账, 转出). */
export type Direction = 'IN' | 'OUT';

export interface BankTxn {
  bank: BankCode;
  /** The statement's own account. */
  accountNo: string;
  accountName?: string;
  /** 'YYYY-MM-DD'. */
  txnDate: string;
  /** 'HH:mm:ss', or '' when the export has no time. */
  txnTime: string;
  direction: Direction;
  /** Greater than zero, two places ('300000.00'). */
  amount: string;
  /** The balance after the transaction as the bank printed it (two places, may be negative), null when not given. */
  balance: string | null;
  /** ISO code where known ('CNY'), else the export's text. */
  currency: string;
  counterpartyName: string;
  counterpartyAccount: string;
  counterpartyBank: string;
  /** 摘要. */
  summary: string;
  /** 用途. */
  purpose: string;
  /** 附言 / 备注. */
  remark: string;
  /** 流水号 / 凭证号: the bank's own reference. */
  serialNo: string;
  /** The row of the file it came from, 1-based as a spreadsheet numbers rows. */
  fileRow: number;
  fileId?: string;
}

/** The marks the analysis puts on single transactions (§5.3 item 5). */
export const TXN_FLAGS = [
  'LARGE',
  'ROUND',
  'NIGHT',
  'WEEKEND',
  'FAST_IN_OUT',
  'TO_PERSON',
  'RELATED',
  'LENDER',
  'INTEREST',
  'BALANCE_BREAK',
] as const;
export type TxnFlag = (typeof TXN_FLAGS)[number];

export const TXN_FLAG_LABELS: Record<TxnFlag, Localized> = {
  LARGE: l('大额', 'Large'),
  ROUND: l('整数金额', 'Round amount'),
  NIGHT: l('夜间交易', 'At night'),
  WEEKEND: l('节假日/周末', 'Weekend or holiday'),
  FAST_IN_OUT: l('快进快出', 'Fast in, fast out'),
  TO_PERSON: l('公转私', 'To an individual'),
  RELATED: l('关联方', 'Related party'),
  LENDER: l('融资类', 'Lender'),
  INTEREST: l('结息', 'Interest'),
  BALANCE_BREAK: l('余额不连续', 'Balance break'),
};
