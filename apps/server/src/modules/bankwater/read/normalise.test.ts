import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { columnsBySynonyms } from './layouts';
import { normaliseRows, readMeta } from './normalise';

/** Rows under `header`, read with the synonym table. */
const read = (header: string[], body: string[][], meta = {}) =>
  normaliseRows({ rows: [header, ...body], headerIndex: 0, columns: columnsBySynonyms(header), bank: 'GENERIC', meta });

describe('normaliseRows', () => {
  const HEADER = ['交易日期', '交易时间', '收入金额', '支出金额', '余额', '对方户名', '摘要'];

  test('rows become transactions; totals dropped; unreadable rows are issues naming their row', () => {
    const r = read(HEADER, [
      ['20250105', '10:02:00', '1,000.00', '', '1,000.00', '甲公司', '货款'],
      ['2025-01-06', '', '', '400.00', '600.00', '乙公司', ''],
      ['2025-13-01', '', '5.00', '', '605.00', '', ''],
      ['2025-01-07', '', 'abc', '', '', '', ''],
      ['2025-01-07', '', '1.00', '2.00', '', '', ''],
      ['2025-01-08', '', '', '', '600.00', '', '无发生额'],
      ['', '', '', '', '', '', ''],
      ['以上数据仅供参考'],
      ['合计', '', '1,000.00', '400.00', '', '', ''],
      ['本页小计', '', '', '', '', '', ''],
    ]);
    assert.equal(r.txns.length, 2);
    assert.deepEqual(
      r.txns.map((t) => [t.fileRow, t.txnDate, t.txnTime, t.direction, t.amount, t.balance, t.currency]),
      [
        [2, '2025-01-05', '10:02:00', 'IN', '1000.00', '1000.00', 'CNY'],
        [3, '2025-01-06', '', 'OUT', '400.00', '600.00', 'CNY'],
      ],
    );
    assert.deepEqual(
      r.issues.map((i) => i.row),
      [4, 5, 6, 7, 9],
    );
    assert.match(r.issues[0].message['zh-CN'], /日期无法识别: "2025-13-01"/);
    assert.match(r.issues[1].message['zh-CN'], /收入金额无法识别/);
    assert.match(r.issues[2].message['zh-CN'], /同时有值/);
    assert.match(r.issues[3].message['en-US'], /No amount/);
    assert.match(r.issues[4].message['zh-CN'], /以上数据仅供参考/);
    assert.equal(r.footers, 2);
  });

  test('an unreadable balance is reported and left out, the row kept', () => {
    const r = read(HEADER, [['20250105', '', '1.00', '', 'n/a', '', '']]);
    assert.equal(r.txns.length, 1);
    assert.equal(r.txns[0].balance, null);
    assert.match(r.issues[0].message['zh-CN'], /余额无法识别/);
  });

  test('an account number a spreadsheet turned into a number is reported, the row kept', () => {
    const r = read(['交易日期', '交易金额', '对方账号'], [['20250105', '-1.00', '6.22202E+18']]);
    assert.equal(r.txns.length, 1);
    assert.match(r.issues[0].message['zh-CN'], /位数已丢失: "6.22202E\+18"/);
  });

  test('a negative credit is money out (a reversal), a negative debit money in', () => {
    const r = read(HEADER, [
      ['20250105', '', '-50.00', '', '', '', '冲正'],
      ['20250106', '', '', '-20.00', '', '', '退回'],
    ]);
    assert.deepEqual(
      r.txns.map((t) => [t.direction, t.amount]),
      [
        ['OUT', '50.00'],
        ['IN', '20.00'],
      ],
    );
  });

  test('one amount: the flag says the direction; without one, the sign when the file shows negatives', () => {
    const flagged = read(
      ['交易时间', '借贷标志', '发生额', '余额'],
      [
        ['2025-01-05 10:00:00', '贷', '100.00', '100.00'],
        ['2025-01-05 11:00:00', '借', '30.00', '70.00'],
        ['2025-01-05 12:00:00', '转账', '1.00', '71.00'],
      ],
    );
    assert.deepEqual(
      flagged.txns.map((t) => [t.txnDate, t.direction]),
      [
        ['2025-01-05', 'IN'],
        ['2025-01-05', 'OUT'],
      ],
    );
    assert.match(flagged.issues[0].message['zh-CN'], /无法判断收支方向/);
    const signed = read(
      ['交易日期', '交易金额', '余额'],
      [
        ['20250105', '100.00', '100.00'],
        ['20250106', '-30.00', '70.00'],
      ],
    );
    assert.deepEqual(
      signed.txns.map((t) => t.direction),
      ['IN', 'OUT'],
    );
    const unsigned = read(['交易日期', '交易金额', '余额'], [['20250105', '100.00', '100.00']]);
    assert.equal(unsigned.txns.length, 0);
    assert.equal(unsigned.issues.length, 1);
  });

  test('newest-first exports are turned round; equal stamps keep the bank’s order; a repeated header is skipped', () => {
    const r = read(HEADER, [
      ['20250107', '', '3.00', '', '6.00', '', 'c'],
      HEADER,
      ['20250106', '', '2.00', '', '3.00', '', 'b2'],
      ['20250106', '', '', '1.00', '1.00', '', 'b1'],
      ['20250105', '', '2.00', '', '2.00', '', 'a'],
    ]);
    assert.deepEqual(r.issues, []);
    assert.deepEqual(
      r.txns.map((t) => t.summary),
      ['a', 'b1', 'b2', 'c'],
    );
    const ascending = read(HEADER, [
      ['20250105', '09:00:00', '1.00', '', '1.00', '', 'x'],
      ['20250105', '08:00:00', '1.00', '', '2.00', '', 'y'],
      ['20250106', '', '1.00', '', '3.00', '', 'z'],
    ]);
    assert.deepEqual(
      ascending.txns.map((t) => t.summary),
      ['y', 'x', 'z'],
    );
  });

  test('payer or payee by direction; the account from the metadata when no column has it', () => {
    const header = ['交易类型', '付款人账号', '付款人名称', '收款人账号', '收款人名称', '交易日期', '交易金额'];
    const r = read(
      header,
      [
        ['往账', '111', '本公司', '222', '供应商', '20250105', '-10.00'],
        ['来账', '333', '客户', '111', '本公司', '20250106', '+20.00'],
      ],
      {},
    );
    assert.deepEqual(
      r.txns.map((t) => [t.direction, t.accountNo, t.accountName, t.counterpartyAccount, t.counterpartyName]),
      [
        ['OUT', '111', '本公司', '222', '供应商'],
        ['IN', '111', '本公司', '333', '客户'],
      ],
    );
    const withMeta = read(['交易日期', '交易金额', '余额'], [['20250105', '-1.00', '9.00']], {
      accountNo: '999',
      accountName: '甲公司',
      currency: 'USD',
    });
    assert.deepEqual(
      [withMeta.txns[0].accountNo, withMeta.txns[0].accountName, withMeta.txns[0].currency],
      ['999', '甲公司', 'USD'],
    );
  });
});

describe('readMeta', () => {
  test('`label：value` cells, label and value side by side, bilingual labels', () => {
    assert.deepEqual(
      readMeta([['中国农业银行对公账户明细'], ['账号：10520101040012345', '户名：甲机械有限公司', '币种：人民币']]),
      {
        accountNo: '10520101040012345',
        accountName: '甲机械有限公司',
        currency: 'CNY',
      },
    );
    assert.deepEqual(
      readMeta([
        ['公司名称', '乙公司'],
        ['银行帐号', "'512903456710601"],
      ]),
      {
        accountName: '乙公司',
        accountNo: '512903456710601',
      },
    );
    assert.deepEqual(readMeta([['查询账号[ Inquirer account number ]', '486472812345', '']]), {
      accountNo: '486472812345',
    });
    assert.deepEqual(readMeta([['账号:', '6222']]), { accountNo: '6222' });
  });
});
