import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import iconv from 'iconv-lite';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { readTextRows } from './text';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('readTextRows', () => {
  test('comma CSV with quoted fields: separators, doubled quotes and line breaks inside them', () => {
    const r = readTextRows(utf8('日期,金额,摘要\r\n20250105,"1,000.00","他说""好""\n第二行"\r\n20250106,2.00,x\r\n'));
    assert.equal(r.separator, ',');
    assert.deepEqual(r.rows, [
      ['日期', '金额', '摘要'],
      ['20250105', '1,000.00', '他说"好"\n第二行'],
      ['20250106', '2.00', 'x'],
    ]);
    assert.deepEqual(r.rowNumbers, [1, 2, 4]);
  });

  test('GBK bytes, tabs, spreadsheet guards around numbers, blank lines skipped', () => {
    const r = readTextRows(iconv.encode('账号\t金额\t余额\n="6222021102003456789"\t5.00\t\'100.00\n\n', 'gbk'));
    assert.equal(r.separator, '\t');
    assert.deepEqual(r.rows, [
      ['账号', '金额', '余额'],
      ['6222021102003456789', '5.00', '100.00'],
    ]);
  });

  test('pipes, with a metadata block of two-cell lines above', () => {
    const r = readTextRows(
      utf8('\ufeff查询账号|123|\n总笔数|1|\n交易日期|交易金额|交易后余额|\n20250105|+1.00|+2.00|\n'),
    );
    assert.equal(r.separator, '|');
    assert.deepEqual(r.rows[0], ['查询账号', '123', '']);
    assert.deepEqual(r.rows[3], ['20250105', '+1.00', '+2.00', '']);
  });

  test('binary, empty and oversized input is a DocumentError', () => {
    const bin = new Uint8Array(300).map((_, i) => (i * 7) % 32);
    assert.throws(() => readTextRows(bin), DocumentError);
    assert.throws(() => readTextRows(utf8(' \n\n')), /文件是空的/);
    assert.throws(() => readTextRows(utf8('a,b\n1,2\n3,4\n'), 2), /超过 2 行/);
  });
});
