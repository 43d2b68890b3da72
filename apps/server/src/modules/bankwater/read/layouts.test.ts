import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  applyMapping,
  columnsBySynonyms,
  detectBank,
  findHeader,
  headerSignature,
  missingFields,
  normaliseHeader,
} from './layouts';

describe('layouts', () => {
  test('header cells compare without full-width forms, spaces, the English of bilingual cells, 帐/账', () => {
    assert.equal(normaliseHeader('交易类型[ Transaction Type ]'), '交易类型');
    assert.equal(normaliseHeader(' 借方发生额（支取） '), '借方发生额(支取)');
    assert.equal(normaliseHeader('收/付方帐号'), '收/付方账号');
    assert.equal(normaliseHeader('对方戶名'), '对方户名');
  });

  test('the header is the first of the first 30 rows naming three known columns', () => {
    const rows = [
      ['[HISTORYDETAIL]'],
      ['账号', '123'],
      ['交易日期', '摘要', '说明'],
      ['交易日期', '金额', '余额', '摘要'],
    ];
    assert.deepEqual(findHeader(rows), { index: 3, header: ['交易日期', '金额', '余额', '摘要'] });
    const late = [...Array.from({ length: 30 }, () => ['x']), ['交易日期', '金额', '余额']];
    assert.equal(findHeader(late), null);
  });

  test('ICBC version 2: one amount with a 借贷标志; version 3: 转入/转出 in another order', () => {
    const v2 = [
      '对方账号',
      '交易时间',
      '借贷标志',
      '对方单位',
      '对方行号',
      '用途',
      '摘要',
      '附言',
      '发生额',
      '余额',
      '币种',
    ];
    const c2 = columnsBySynonyms(v2);
    assert.deepEqual([c2.amount, c2.directionFlag, c2.txnTime, c2.counterpartyName, c2.remark], [8, 2, 1, 3, 7]);
    assert.equal(c2.txnDate, undefined);
    assert.deepEqual(missingFields(c2), []);
    assert.equal(detectBank(v2, []), 'ICBC');
    const v3 = ['凭证号', '交易时间', '对方单位', '对方账号', '转入金额', '转出金额', '余额', '用途', '摘要', '附言'];
    const c3 = columnsBySynonyms(v3);
    assert.deepEqual([c3.amountIn, c3.amountOut, c3.serialNo], [4, 5, 0]);
    assert.equal(detectBank(v3, []), 'ICBC');
    assert.equal(detectBank(['交易时间', '金额', '余额'], [['[HISTORYDETAIL]']]), 'ICBC');
  });

  test('each bank by its signature; GENERIC otherwise', () => {
    assert.equal(detectBank(['交易日', '交易时间', '借方金额', '贷方金额', '余额', '收/付方名称'], []), 'CMB');
    assert.equal(detectBank(['交易日期', '主机交易流水号', '借方发生额', '贷方发生额', '账户余额'], []), 'CMBC');
    assert.equal(detectBank(['交易时间', '借方发生额（支取）', '贷方发生额（收入）', '余额'], []), 'CCB');
    assert.equal(detectBank(['交易日期', '交易时间戳', '收入金额', '支出金额', '本次余额'], []), 'ABC');
    assert.equal(
      detectBank(['交易类型[ Transaction Type ]', '付款人账号[ x ]', '收款人账号[ y ]', '交易后余额[ z ]'], []),
      'BOC',
    );
    assert.equal(detectBank(['日期', '金额', '余额'], []), 'GENERIC');
  });

  test('a column serves one field, the most specific name first', () => {
    // 交易摘要 and 摘要 both say summary: 摘要 wins, 交易摘要 is left; 备注 and 附言 both say remark: 附言 wins.
    const c = columnsBySynonyms(['交易日期', '交易摘要', '摘要', '备注', '附言', '交易金额']);
    assert.deepEqual([c.summary, c.remark, c.amount], [2, 4, 5]);
  });

  test('signatures: the same header (however spaced or bracketed) gives the same key', () => {
    const a = headerSignature(['交易类型[ Transaction Type ]', '交易金额', '']);
    assert.equal(a, headerSignature(['交易类型', ' 交易金额 ']));
    assert.match(a, /^[0-9a-f]{64}$/);
    assert.notEqual(a, headerSignature(['交易金额', '交易类型']));
  });

  test("a user's mapping by column index or header text", () => {
    const header = ['业务日', '进账', '出账', '结存'];
    assert.deepEqual(
      applyMapping(header, { txnDate: '业务日', amountIn: 1, amountOut: ' 出账 ', balance: '没有这列' }),
      {
        txnDate: 0,
        amountIn: 1,
        amountOut: 2,
      },
    );
    assert.deepEqual(missingFields({ txnDate: 0 }), ['amount']);
    assert.deepEqual(missingFields({ amountIn: 1 }), ['txnDate']);
  });
});
