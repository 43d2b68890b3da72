import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  findAmountWords,
  normaliseAmountWords,
  parseIssueDate,
  parseMoney,
  parseQuantity,
  parseTaxRate,
  taxRateValue,
} from './values';

test('amounts as printed become 2-place decimal strings, never through a float', () => {
  assert.equal(parseMoney('¥1,234.5'), '1234.50');
  assert.equal(parseMoney('￥240100.00'), '240100.00');
  assert.equal(parseMoney('-150'), '-150.00');
  assert.equal(parseMoney(' 188.5 '), '188.50');
  assert.equal(parseMoney('(20.00)'), '-20.00');
  assert.equal(parseMoney('123456789012345.67'), '123456789012345.67');
  assert.equal(parseMoney('113.2074'), '113.21');
  assert.equal(parseMoney('¥'), null);
  assert.equal(parseMoney('***'), null);
  assert.equal(parseMoney('1.2.3'), null);
  assert.equal(parseMoney(null), null);
});

test('quantities and unit prices keep their digits', () => {
  assert.equal(parseQuantity('2'), '2');
  assert.equal(parseQuantity('42477.876106194690'), '42477.87610619469');
  assert.equal(parseQuantity('0.5'), '0.5');
  assert.equal(parseQuantity(''), null);
});

test('tax rates: fractions and percentages as percentages, words as printed', () => {
  assert.equal(parseTaxRate('0.13'), '13%');
  assert.equal(parseTaxRate('0.06'), '6%');
  assert.equal(parseTaxRate('6%'), '6%');
  assert.equal(parseTaxRate('6 %'), '6%');
  assert.equal(parseTaxRate('13％'), '13%');
  assert.equal(parseTaxRate('0.015'), '1.5%');
  assert.equal(parseTaxRate('0'), '0%');
  assert.equal(parseTaxRate('免税'), '免税');
  assert.equal(parseTaxRate('不征税'), '不征税');
  assert.equal(parseTaxRate('*'), '***');
  assert.equal(parseTaxRate('***'), '***');
  assert.equal(parseTaxRate('13'), null);
  assert.equal(parseTaxRate('abc'), null);
  assert.equal(taxRateValue('13%')?.toString(), '0.13');
  assert.equal(taxRateValue('1.5%')?.toString(), '0.015');
  assert.equal(taxRateValue('免税'), null);
});

test('issue dates from every form the formats write', () => {
  assert.equal(parseIssueDate('2024-05-28'), '2024-05-28');
  assert.equal(parseIssueDate('2024-05-28 16:05:42'), '2024-05-28');
  assert.equal(parseIssueDate('2024年05月28日'), '2024-05-28');
  assert.equal(parseIssueDate('2024 年 5 月 8 日'), '2024-05-08');
  assert.equal(parseIssueDate('20240528'), '2024-05-28');
  assert.equal(parseIssueDate('2024/5/28'), '2024-05-28');
  assert.equal(parseIssueDate('2023-02-29'), null);
  assert.equal(parseIssueDate('2024-13-01'), null);
  assert.equal(parseIssueDate('28/05/2024'), null);
});

test('价税合计（大写） in amountInWords form', () => {
  assert.equal(normaliseAmountWords('贰拾肆万零壹佰圆整'), '贰拾肆万零壹佰元整');
  assert.equal(normaliseAmountWords('⊗ 贰仟圆正'), '贰仟元整');
  assert.equal(normaliseAmountWords('（负数）壹佰伍拾圆整'), '负壹佰伍拾元整');
  assert.equal(normaliseAmountWords('(负数)壹佰伍拾圆整'), '负壹佰伍拾元整');
  assert.equal(normaliseAmountWords('壹仟圆伍角整'), '壹仟元伍角');
  assert.equal(normaliseAmountWords('no words'), null);
  assert.equal(findAmountWords('价税合计(大写) ⊗贰拾肆万零壹佰圆整 (小写)¥240100.00'), '贰拾肆万零壹佰圆整');
});
