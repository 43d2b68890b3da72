import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseAmount, parseCurrency, parseDateTime, parseDirection } from './cells';

describe('parseDateTime', () => {
  test('the shapes banks print', () => {
    const cases: [string, ReturnType<typeof parseDateTime>][] = [
      ['20250105', { date: '2025-01-05' }],
      ['2025-01-05', { date: '2025-01-05' }],
      ['2025/1/5', { date: '2025-01-05' }],
      ['2025.01.05', { date: '2025-01-05' }],
      ['2025年1月5日', { date: '2025-01-05' }],
      ['20250105 10:02:00', { date: '2025-01-05', time: '10:02:00' }],
      ['2025-01-05 9:02', { date: '2025-01-05', time: '09:02:00' }],
      ['2025-01-05T10:02:00', { date: '2025-01-05', time: '10:02:00' }],
      ['2025-01-05-10.02.00.123456', { date: '2025-01-05', time: '10:02:00' }],
      ['20250105100200', { date: '2025-01-05', time: '10:02:00' }],
      ['20250105 100200', { date: '2025-01-05', time: '10:02:00' }],
      ['1/5/25', { date: '2025-01-05' }],
      ['45662', { date: '2025-01-05' }],
      ['45662.5', { date: '2025-01-05', time: '12:00:00' }],
      ['10:02:00', { time: '10:02:00' }],
      ['100200', { time: '10:02:00' }],
      ['２０２５－０１－０５', { date: '2025-01-05' }],
    ];
    for (const [cell, expected] of cases) assert.deepEqual(parseDateTime(cell), expected, cell);
  });

  test('a time column: six digits are hhmmss, five a time whose leading zero was lost', () => {
    assert.deepEqual(parseDateTime('090215', true), { time: '09:02:15' });
    assert.deepEqual(parseDateTime('90215', true), { time: '09:02:15' });
    assert.equal(parseDateTime('45662', true), undefined);
  });

  test('what is not a date', () => {
    for (const cell of ['', '合计', '20251305', '2025-02-30', '20250105 25:00:00', '12345', '250105x', '本页小计'])
      assert.equal(parseDateTime(cell), undefined, cell);
  });
});

describe('parseAmount', () => {
  test('separators, currency signs, signs of their own', () => {
    const cases: [string, string, boolean][] = [
      ['300,000.00', '300000', false],
      ['¥1,234.5', '1234.5', false],
      ['￥ 1 234.50', '1234.5', false],
      ['-400000.00', '-400000', true],
      ['+129646.38', '129646.38', true],
      ['(1,000.00)', '-1000', true],
      ['1000.00-', '-1000', true],
      ['人民币 88.8 元', '88.8', false],
      ['.5', '0.5', false],
      ['12.340000001', '12.34', false],
    ];
    for (const [cell, value, signed] of cases) {
      const a = parseAmount(cell);
      assert.ok(a, cell);
      assert.equal(a.value.toString(), value, cell);
      assert.equal(a.signed, signed, cell);
    }
  });

  test("'-', '--' and '' are empty; words and extra decimals are not amounts", () => {
    for (const cell of ['', ' ', '-', '--', '—']) assert.equal(parseAmount(cell), null, cell);
    for (const cell of ['abc', '1.2.3', '12.345', '1e5', '合计']) assert.equal(parseAmount(cell), undefined, cell);
  });
});

describe('parseDirection and parseCurrency', () => {
  test('flags', () => {
    for (const f of ['借', '借方', 'D', '支', '支出', '往账', '转出', '往账[ Debit ]'])
      assert.equal(parseDirection(f), 'OUT', f);
    for (const f of ['贷', '贷方', 'C', 'CR', '收', '收入', '来账', '转入']) assert.equal(parseDirection(f), 'IN', f);
    for (const f of ['', '网银转账', '汇兑']) assert.equal(parseDirection(f), undefined, f);
  });

  test('currencies', () => {
    for (const c of ['人民币', '人民币元', 'RMB', 'cny', '156', '001']) assert.equal(parseCurrency(c), 'CNY', c);
    assert.equal(parseCurrency('美元'), 'USD');
    assert.equal(parseCurrency('港币'), 'HKD');
    assert.equal(parseCurrency(''), '');
    assert.equal(parseCurrency('卢布'), '卢布');
  });
});
