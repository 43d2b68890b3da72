/**
 * The columns of a bank statement a reader can map (WAVE3-BRIEF §5.2), and what the mapping screen calls each: the
 * server's readers map known layouts by synonyms, a person maps an unknown one once by these names.
 */
import { type Localized, l } from '../resources/localized';

/** What a column can hold. BOC names payer and payee instead of a counterparty: the direction picks one. */
export const TXN_FIELDS = [
  'txnDate',
  'txnTime',
  'amountIn',
  'amountOut',
  'amount',
  'directionFlag',
  'balance',
  'counterpartyName',
  'counterpartyAccount',
  'counterpartyBank',
  'payerName',
  'payerAccount',
  'payerBank',
  'payeeName',
  'payeeAccount',
  'payeeBank',
  'summary',
  'purpose',
  'remark',
  'serialNo',
  'currency',
  'accountNo',
  'accountName',
] as const;
export type TxnField = (typeof TXN_FIELDS)[number];

/** What the mapping screen calls each field. */
export const TXN_FIELD_LABELS: Record<TxnField, Localized> = {
  txnDate: l('交易日期', 'Date'),
  txnTime: l('交易时间', 'Time'),
  amountIn: l('收入金额 (贷方)', 'Credit (money in)'),
  amountOut: l('支出金额 (借方)', 'Debit (money out)'),
  amount: l('交易金额 (单列, 带符号或借贷标志)', 'Amount (one column, signed or with a flag)'),
  directionFlag: l('借贷标志', 'Debit/credit flag'),
  balance: l('余额', 'Balance'),
  counterpartyName: l('对方户名', 'Counterparty'),
  counterpartyAccount: l('对方账号', 'Counterparty account'),
  counterpartyBank: l('对方开户行', 'Counterparty bank'),
  payerName: l('付款人名称', 'Payer'),
  payerAccount: l('付款人账号', 'Payer account'),
  payerBank: l('付款人开户行', 'Payer bank'),
  payeeName: l('收款人名称', 'Payee'),
  payeeAccount: l('收款人账号', 'Payee account'),
  payeeBank: l('收款人开户行', 'Payee bank'),
  summary: l('摘要', 'Summary'),
  purpose: l('用途', 'Purpose'),
  remark: l('附言/备注', 'Remark'),
  serialNo: l('流水号', 'Serial number'),
  currency: l('币种', 'Currency'),
  accountNo: l('本方账号', 'Own account number'),
  accountName: l('本方户名', 'Own account name'),
};
