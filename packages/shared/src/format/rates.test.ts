import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decimalInChinese, formatAnnualRate, formatDailyRate } from './index';

describe('formatAnnualRate: points with the percent sign, two decimals', () => {
  for (const [input, out] of [
    ['6', '6.00%'],
    ['6.125', '6.13%'],
    ['0', '0.00%'],
    [4.35, '4.35%'],
    ['', ''],
    [null, ''],
    ['abc', ''],
  ] as const)
    test(`${JSON.stringify(input)} → ${out}`, () => assert.equal(formatAnnualRate(input), out));
});

describe('formatDailyRate: 万分之 as the trade says it, the percent per day beside it', () => {
  for (const [input, out] of [
    ['0.05', '日万分之五(0.05%/日)'],
    ['0.0500', '日万分之五(0.05%/日)'],
    ['0.035', '日万分之三点五(0.035%/日)'],
    ['0.1', '日万分之十(0.1%/日)'],
    ['0.15', '日万分之十五(0.15%/日)'],
    ['0.2', '日万分之二十(0.2%/日)'],
    ['1', '日万分之一百(1%/日)'],
    ['0.0525', '日万分之五点二五(0.0525%/日)'],
    ['0', '0%/日'],
    ['', ''],
    [undefined, ''],
  ] as const)
    test(`${JSON.stringify(input)} → ${out}`, () => assert.equal(formatDailyRate(input), out));
});

describe('decimalInChinese', () => {
  for (const [input, out] of [
    ['0', '零'],
    ['5', '五'],
    ['10', '十'],
    ['11', '十一'],
    ['105', '一百零五'],
    ['110', '一百一十'],
    ['1001', '一千零一'],
    ['3.05', '三点零五'],
    ['0.5', '零点五'],
  ] as const)
    test(`${input} → ${out}`, () => assert.equal(decimalInChinese(input), out));
  test('negative, too large or not a number: null', () => {
    assert.equal(decimalInChinese('-1'), null);
    assert.equal(decimalInChinese('10000'), null);
    assert.equal(decimalInChinese('x'), null);
  });
});
