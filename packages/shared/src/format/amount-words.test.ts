import assert from 'node:assert/strict';
import { test } from 'node:test';
import { amountInWords } from './amount-words';

test('amounts in Chinese capital words', () => {
  const cases: [string, string][] = [
    ['1234567.89', '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    ['1000000', '壹佰万元整'],
    ['1001000', '壹佰万壹仟元整'],
    ['10005', '壹万零伍元整'],
    ['1050', '壹仟零伍拾元整'],
    ['100000005', '壹亿零伍元整'],
    ['100000000', '壹亿元整'],
    ['10', '壹拾元整'],
    ['0', '零元整'],
    ['0.89', '捌角玖分'],
    ['0.05', '伍分'],
    ['100.05', '壹佰元零伍分'],
    ['3000000.50', '叁佰万元伍角'],
    ['12.345', '壹拾贰元叁角伍分'],
    ['-20', '负贰拾元整'],
  ];
  for (const [n, words] of cases) assert.equal(amountInWords(n), words, n);
});
