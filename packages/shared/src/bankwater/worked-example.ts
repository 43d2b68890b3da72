/**
 * The brief's worked example (WAVE3-BRIEF §5.3) as transactions — opening 200,000.00 on 2025-01-01, twelve rows over
 * January to March, monthly rent 86,066.43 — and a maker of single transactions: the reference case the analysis,
 * the categories and the de-duplication are tested against.
 */
import type { BankTxn } from './types';

/** A transaction of account 6222000000000001 of 示例制造有限公司, the fields not given empty. */
export function txn(fields: Partial<BankTxn> & Pick<BankTxn, 'txnDate' | 'direction' | 'amount'>): BankTxn {
  return {
    bank: 'CCB',
    accountNo: '6222000000000001',
    accountName: '示例制造有限公司',
    txnTime: '',
    balance: null,
    currency: 'CNY',
    counterpartyName: '',
    counterpartyAccount: '',
    counterpartyBank: '',
    summary: '',
    purpose: '',
    remark: '',
    serialNo: '',
    fileRow: 0,
    ...fields,
  };
}

// WAVE3-BRIEF §5.3 worked example: opening 200,000.00 on 2025-01-01, 12 rows, monthly rent 86,066.43.
const EXAMPLE: [string, string, string, string, string, string][] = [
  ['2025-01-05', '10:02:00', '甲机械公司', '300000.00', '', '500000.00'],
  ['2025-01-06', '14:30:00', '乙钢材公司', '', '280000.00', '220000.00'],
  ['2025-01-20', '09:15:00', '丙工程公司', '150000.00', '', '370000.00'],
  ['2025-01-25', '16:00:00', '代发工资', '', '120000.00', '250000.00'],
  ['2025-02-08', '11:11:00', '甲机械公司', '260000.00', '', '510000.00'],
  ['2025-02-10', '23:40:00', '张三', '', '100000.00', '410000.00'],
  ['2025-02-25', '15:20:00', '代发工资', '', '120000.00', '290000.00'],
  ['2025-03-03', '10:05:00', '甲机械公司', '200000.00', '', '490000.00'],
  ['2025-03-04', '10:30:00', '乙钢材公司', '', '195000.00', '295000.00'],
  ['2025-03-18', '13:45:00', '丁贸易公司', '90000.00', '', '385000.00'],
  ['2025-03-21', '08:00:00', '银行结息', '325.50', '', '385325.50'],
  ['2025-03-25', '15:00:00', '代发工资', '', '120000.00', '265325.50'],
];
export const exampleTxns = (): BankTxn[] =>
  EXAMPLE.map(([txnDate, txnTime, counterpartyName, inAmount, outAmount, balance], i) =>
    txn({
      txnDate,
      txnTime,
      counterpartyName,
      direction: inAmount ? 'IN' : 'OUT',
      amount: inAmount || outAmount,
      balance,
      summary: counterpartyName === '银行结息' ? '结息' : counterpartyName === '代发工资' ? '代发工资' : '转账',
      fileRow: i + 2,
    }),
  );
