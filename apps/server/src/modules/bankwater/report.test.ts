// The analysis workbook in the requester's language, with the related parties and the rent check.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyseStatement, exampleTxn, matchRent, paymentsToLessor, relatedPartyFlows } from '@flp/shared/bankwater';
import * as XLSX from '@e965/xlsx';
import { type AnalysisExtras, analysisWorkbook } from './report';

const txns = [
  exampleTxn({
    txnDate: '2025-01-06',
    direction: 'IN',
    amount: '300000.00',
    counterpartyName: '常州华拓工程机械有限公司',
  }),
  exampleTxn({ txnDate: '2025-01-10', direction: 'OUT', amount: '5200.00', counterpartyName: '张三' }),
  exampleTxn({
    txnDate: '2025-02-06',
    direction: 'IN',
    amount: '280000.00',
    counterpartyName: '常州华拓工程机械有限公司',
  }),
  exampleTxn({
    txnDate: '2025-03-06',
    direction: 'IN',
    amount: '310000.00',
    counterpartyName: '常州华拓工程机械有限公司',
  }),
];
const lessor = { names: ['示例租赁有限公司'], accounts: [] };
const extras: AnalysisExtras = {
  related: {
    parties: relatedPartyFlows(txns, [{ name: '王立新', source: 'LEGAL_PERSON', detail: 'CUSTOMER' }]),
    registry: 'NOT_CONFIGURED',
  },
  rent: {
    lessor,
    ...matchRent(
      paymentsToLessor(txns, lessor),
      [{ id: '1', receiptNo: 'SK1', receiptDate: '2025-01-20', amount: '86066.43' }],
      {
        from: '2025-01-01',
        to: '2025-03-31',
      },
    ),
  },
};
const book = (locale: 'zh-CN' | 'en-US') =>
  XLSX.read(
    analysisWorkbook(
      { customerName: '示例制造有限公司', orderNo: 'LS1' },
      { ...analyseStatement(txns), ...extras },
      txns,
      locale,
    ),
  );

test('the workbook in Chinese by default, in English for an English requester', () => {
  const zh = book('zh-CN');
  assert.deepEqual(zh.SheetNames, ['概要', '月度', '交易对手', '关联方', '租金核对', '标记交易', '明细']);
  const en = book('en-US');
  assert.deepEqual(en.SheetNames, [
    'Summary',
    'Monthly',
    'Counterparties',
    'Related parties',
    'Rent check',
    'Flagged',
    'Transactions',
  ]);
  const rows = (name: string) => XLSX.utils.sheet_to_json<unknown[]>(en.Sheets[name], { header: 1 });
  assert.equal(rows('Summary')[0][0], 'Bank statement analysis');
  assert.deepEqual(rows('Related parties')[3], ['王立新', 'Legal representative', 'Customer record', 0, 0, 0]);
  // The receipt the statement does not show, within its period.
  assert.deepEqual(rows('Rent check')[4], [
    'Recorded, not on the statement',
    '',
    86066.43,
    '',
    'SK1',
    '2025-01-20',
    '',
  ]);
  const details = rows('Transactions');
  assert.equal(details[0].at(-1), 'Category');
  assert.ok(JSON.stringify(en.Sheets.Summary).indexOf('合计') === -1, 'no Chinese signal text');
});
