import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyseStatement } from '@flp/shared/bankwater';
import { ACCOUNTS, COMPANY, QUARTER, fixture, statementOf } from '../../../../test/fixtures/bankwater/make';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { readStatementFile } from './index';

describe('readStatementFile: an ABC-like text PDF', () => {
  test('columns by the labels’ x-ranges, a wrapped 附言 joined, the second page’s title block and page numbers left out', async () => {
    const read = await readStatementFile(fixture('abc.pdf'), 'abc.pdf');
    const expected = statementOf(ACCOUNTS.ABC);
    assert.equal(read.format, 'pdf');
    assert.equal(read.bank, 'ABC');
    assert.deepEqual(read.issues, []);
    assert.deepEqual(read.accounts, [{ bank: 'ABC', accountNo: ACCOUNTS.ABC, accountName: COMPANY, currency: 'CNY' }]);
    assert.equal(read.txns.length, QUARTER.length);
    assert.deepEqual(
      read.txns.map((t) => [t.txnDate, t.txnTime, t.direction, t.amount, t.balance, t.counterpartyName, t.summary]),
      expected.rows.map((r) => [r.date, r.time, r.direction, r.amount, r.balance, r.name, r.summary]),
    );
    assert.equal(read.txns[0].remark, '合同HT2024-118首批设备款按合同约定支付');
    assert.equal(read.txns[0].counterpartyAccount, '32001588800051234567');
    assert.deepEqual(analyseStatement(read.txns).integrity.balanceBreaks, []);
  });

  test('a PDF without a text layer (a scan) is refused: it is the outside provider’s business', async () => {
    await assert.rejects(readStatementFile(fixture('scan.pdf'), 'scan.pdf'), (e: unknown) => {
      assert.ok(e instanceof DocumentError);
      assert.match(e.localized['zh-CN'], /没有文字层/);
      return true;
    });
  });

  test('a PDF without a statement table is refused', async () => {
    await assert.rejects(readStatementFile(fixture('letter.pdf'), 'letter.pdf'), (e: unknown) => {
      assert.ok(e instanceof DocumentError);
      assert.match(e.localized['zh-CN'], /没有找到交易明细表头/);
      return true;
    });
  });
});
