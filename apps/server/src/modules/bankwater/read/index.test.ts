import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type BankCode, analyseStatement, dedupeTxns } from '@flp/shared/bankwater';
import { D } from '@flp/shared/finance';
import {
  ACCOUNTS,
  BREAK_ROW,
  COMPANY,
  GENERIC_HEADER,
  OPENING,
  OVERLAP_FIRST,
  OVERLAP_SECOND_FROM,
  QUARTER,
  fixture,
  statementOf,
} from '../../../../test/fixtures/bankwater/make';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { type StatementRead, readStatementFile } from './index';
import { headerSignature } from './layouts';

const sumOf = (read: StatementRead, direction: 'IN' | 'OUT') =>
  read.txns
    .filter((t) => t.direction === direction)
    .reduce((a, t) => a.plus(t.amount), new D(0))
    .toFixed(2);

/** What every bank's quarter must read as: ten rows, their totals, and balances that chain from the opening. */
function assertQuarter(read: StatementRead, bank: BankCode, format: StatementRead['format']) {
  const expected = statementOf(ACCOUNTS[bank as keyof typeof ACCOUNTS]);
  assert.equal(read.bank, bank);
  assert.equal(read.format, format);
  assert.equal(read.needsMapping, undefined);
  assert.deepEqual(read.issues, []);
  assert.equal(read.txns.length, QUARTER.length);
  assert.deepEqual(
    read.txns.map((t) => [t.txnDate, t.txnTime, t.direction, t.amount, t.balance]),
    expected.rows.map((r) => [r.date, r.time, r.direction, r.amount, r.balance]),
  );
  assert.equal(sumOf(read, 'IN'), '650325.50');
  assert.equal(sumOf(read, 'OUT'), '624717.06');
  const first = read.txns[0];
  assert.equal(first.accountNo, expected.accountNo);
  assert.equal(first.counterpartyName, '常州华拓工程机械有限公司');
  assert.equal(first.counterpartyAccount, '32001588800051234567');
  assert.equal(first.summary, '货款');
  assert.equal(first.currency, 'CNY');
  const last = read.txns[read.txns.length - 1];
  assert.equal(last.counterpartyName, '代发工资');
  assert.equal(last.balance, '225608.44');
  const a = analyseStatement(read.txns);
  assert.deepEqual(a.integrity.balanceBreaks, []);
  assert.equal(a.integrity.opening, OPENING);
  assert.deepEqual(
    read.accounts.map((x) => [x.bank, x.accountNo, x.currency]),
    [[bank, expected.accountNo, 'CNY']],
  );
}

describe('readStatementFile: each bank in its own format', () => {
  test('ICBC: GBK CSV with [HISTORYDETAIL], 借/贷 and separate debit and credit columns', async () => {
    const read = await readStatementFile(fixture('icbc.csv'), 'icbc.csv');
    assertQuarter(read, 'ICBC', 'text');
    assert.equal(read.headerRow, 2);
    assert.equal(read.txns[0].fileRow, 3);
    assert.equal(read.txns[0].serialNo, 'SN2025000001');
    assert.equal(read.txns[0].remark, '合同HT2024-118');
    assert.equal(read.txns[0].counterpartyBank, '中国建设银行常州新北支行');
  });

  test('CCB: .xlsx, 交易时间 `yyyyMMdd HH:mm:ss`, 0.00 on the other side', async () => {
    const read = await readStatementFile(fixture('ccb.xlsx'), 'ccb.xlsx');
    assertQuarter(read, 'CCB', 'xlsx');
    assert.equal(read.txns[0].accountName, COMPANY);
    assert.equal(read.txns[0].serialNo, `${ACCOUNTS.CCB}-SN2025000001`);
    assert.equal(read.columns.amountOut, '借方发生额（支取）');
  });

  test('ABC: BIFF8 .xls, two title rows (account and name read from them), two total rows dropped', async () => {
    const read = await readStatementFile(fixture('abc.xls'), 'abc.xls');
    assertQuarter(read, 'ABC', 'xls');
    assert.equal(read.headerRow, 3);
    assert.equal(read.footers, 2);
    assert.deepEqual(read.accounts, [{ bank: 'ABC', accountNo: ACCOUNTS.ABC, accountName: COMPANY, currency: 'CNY' }]);
  });

  test('BOC: pipe TXT, metadata block, bilingual headers, signed amounts, counterparty by direction', async () => {
    const read = await readStatementFile(fixture('boc.txt'), 'boc.txt');
    assertQuarter(read, 'BOC', 'text');
    assert.equal(read.headerRow, 9);
    // Money out: the payee is the other side; money in: the payer. This account is the other one of the pair.
    const out = read.txns[1];
    assert.equal(out.direction, 'OUT');
    assert.equal(out.counterpartyName, '无锡鼎泰钢材贸易有限公司');
    assert.equal(out.counterpartyBank, '中国工商银行无锡滨湖支行');
    assert.equal(out.accountName, COMPANY);
    assert.equal(read.txns[0].accountNo, ACCOUNTS.BOC);
  });

  test('CMB: HTML saved as .xls, 公司名称/银行帐号 above the header, hhmmss times', async () => {
    const read = await readStatementFile(fixture('cmb.xls'), 'cmb.xls');
    assertQuarter(read, 'CMB', 'html');
    assert.equal(read.headerRow, 5);
    assert.equal(read.txns[0].accountName, COMPANY);
    assert.equal(read.columns.counterpartyName, '收/付方名称');
  });

  test('CMBC: .xls with 账户名称/账号/币种 rows first', async () => {
    const read = await readStatementFile(fixture('cmbc.xls'), 'cmbc.xls');
    assertQuarter(read, 'CMBC', 'xls');
    assert.equal(read.headerRow, 4);
    assert.equal(read.txns[0].serialNo, 'SN2025000001');
  });
});

describe('readStatementFile: an unknown layout is mapped once', () => {
  test('it asks for a mapping with the header and its signature, then reads with one', async () => {
    const asked = await readStatementFile(fixture('generic.csv'), 'generic.csv');
    assert.equal(asked.needsMapping, true);
    assert.deepEqual(asked.header, GENERIC_HEADER);
    assert.deepEqual(asked.missing, ['txnDate', 'amount']);
    assert.equal(asked.signature, headerSignature(GENERIC_HEADER));
    assert.deepEqual(asked.txns, []);
    assert.equal(asked.sample?.length, 5);
    assert.deepEqual(asked.sample?.[0].slice(0, 4), ['2025/01/03', '300000.00', '', '500000.00']);

    const mappings = new Map([
      [
        asked.signature,
        {
          txnDate: '业务日',
          amountIn: '进账',
          amountOut: '出账',
          balance: '结存',
          counterpartyName: '往来单位',
          counterpartyAccount: 5,
          summary: '说明',
          accountNo: 99,
        },
      ],
    ]);
    const read = await readStatementFile(fixture('generic.csv'), 'generic.csv', { mappings, fileId: 'F1' });
    assert.equal(read.needsMapping, undefined);
    assert.equal(read.bank, 'GENERIC');
    assert.equal(read.txns.length, 10);
    assert.deepEqual(read.issues, []);
    assert.equal(read.txns[0].txnTime, '');
    assert.equal(read.txns[0].counterpartyAccount, '32001588800051234567');
    assert.equal(read.txns[0].fileId, 'F1');
    assert.equal(sumOf(read, 'IN'), '650325.50');
    assert.deepEqual(analyseStatement(read.txns).integrity.balanceBreaks, []);
  });
});

describe('readStatementFile: files that overlap, and a broken balance chain', () => {
  test('two ICBC exports of one account: the February rows of the second are dropped', async () => {
    const first = await readStatementFile(fixture('icbc-jan-feb.csv'), 'icbc-jan-feb.csv', { fileId: 'A' });
    const second = await readStatementFile(fixture('icbc-feb-mar.csv'), 'icbc-feb-mar.csv', { fileId: 'B' });
    assert.equal(first.txns.length, OVERLAP_FIRST.length);
    assert.equal(second.txns.length, QUARTER.length - OVERLAP_SECOND_FROM);
    const merged = dedupeTxns([first.txns, second.txns]);
    assert.equal(merged.dropped, OVERLAP_FIRST.length - OVERLAP_SECOND_FROM);
    assert.equal(merged.txns.length, QUARTER.length);
    assert.deepEqual(
      merged.droppedRows.map((r) => [r.fileId, r.fileRow]),
      [
        ['B', 3],
        ['B', 4],
      ],
    );
    const a = analyseStatement(merged.txns);
    assert.deepEqual(a.integrity.balanceBreaks, []);
    assert.deepEqual(a.integrity.duplicates, []);
  });

  test('a balance 1,000.00 short is read as printed and reported by the analysis', async () => {
    const read = await readStatementFile(fixture('break.csv'), 'break.csv');
    assert.deepEqual(read.issues, []);
    const a = analyseStatement(read.txns);
    assert.deepEqual(
      a.integrity.balanceBreaks.map((b) => [b.fileRow, b.expected, b.actual, b.difference]),
      [[BREAK_ROW + 2, '213487.60', '212487.60', '-1000.00']],
    );
  });
});

describe('readStatementFile: hostile and empty files are refused with a DocumentError', () => {
  const refused = async (name: string, bytes: Uint8Array, message: RegExp, opts = {}) => {
    await assert.rejects(readStatementFile(bytes, name, opts), (e: unknown) => {
      assert.ok(e instanceof DocumentError, String(e));
      assert.match(e.localized['zh-CN'], message);
      assert.ok(e.localized['en-US'].length > 0);
      return true;
    });
  };

  test('an .xlsx that inflates past the bound', async () => {
    // A lower bound than the default (256 MB) keeps the test fast; the file inflates to 300 MB.
    await refused('bomb.xlsx', fixture('bomb.xlsx'), /解压后过大/, { limits: { maxUnpackedBytes: 8 * 1024 * 1024 } });
  });

  test('binary garbage named .csv', async () => {
    await refused('garbage.csv', fixture('garbage.csv'), /不是文本或表格文件/);
  });

  test('an empty file', async () => {
    await refused('empty.csv', fixture('empty.csv'), /文件是空的/);
    await refused('blank.csv', new TextEncoder().encode('\r\n \r\n'), /文件是空的/);
  });

  test('a file over the size bound, and text without any table', async () => {
    await refused('big.csv', new Uint8Array(2048), /文件过大/, { limits: { maxBytes: 1024 } });
    await refused('note.txt', new TextEncoder().encode('这是一段说明\n没有表格'), /没有找到交易明细表格/);
  });

  test('more rows than allowed', async () => {
    await refused('icbc.csv', fixture('icbc.csv'), /超过 5 行/, { limits: { maxRows: 5 } });
  });
});

describe('readStatementFile: the demo year', () => {
  test('a year of the lessee’s CCB account reads whole and chains', async () => {
    const read = await readStatementFile(fixture('demo-ccb-2025.xlsx'), 'demo-ccb-2025.xlsx');
    assert.equal(read.bank, 'CCB');
    assert.deepEqual(read.issues, []);
    assert.ok(read.txns.length >= 280 && read.txns.length <= 320, String(read.txns.length));
    assert.equal(read.txns[0].txnDate.slice(0, 7), '2025-01');
    assert.equal(read.txns[read.txns.length - 1].txnDate.slice(0, 7), '2025-12');
    const a = analyseStatement(read.txns, {}, { monthlyRent: '86066.43' });
    assert.deepEqual(a.integrity.balanceBreaks, []);
    assert.equal(a.integrity.opening, '1850000.00');
    assert.equal(a.integrity.interestMissing, false);
    assert.equal(a.integrity.interestQuarters.length, 4);
    assert.ok(
      a.transactions.salary.months.length === 12 && a.transactions.tax.present && a.transactions.utility.present,
    );
  });
});
