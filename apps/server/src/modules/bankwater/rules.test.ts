// The tenant's stored rules as the categorising reads them: keywords as people type them, the defaults as rows and
// back unchanged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_CATEGORY_RULES } from '@flp/shared/bankwater';
import { defaultRuleRows, ruleOf, splitKeywords } from './rules';

test('keywords one a line or separated by commas of either width, 、 or semicolons; blanks dropped', () => {
  assert.deepEqual(splitKeywords('房租\n 物业费 ，水费,电费、燃气;;暖气；\n\n'), [
    '房租',
    '物业费',
    '水费',
    '电费',
    '燃气',
    '暖气',
  ]);
  assert.deepEqual(splitKeywords(null), []);
});

test('a stored row as a rule: its lists, its label; the defaults as rows come back as the defaults', () => {
  const rule = ruleOf({
    category: 'SALARY',
    direction: 'OUT',
    keywords: '费用报销\n报销',
    textFields: 'purpose,remark',
    counterpartyKinds: '',
  });
  assert.deepEqual(rule, {
    code: 'SALARY',
    label: { 'zh-CN': '工资', 'en-US': 'Wages' },
    direction: 'OUT',
    keywords: ['费用报销', '报销'],
    fields: ['purpose', 'remark'],
    counterpartyKinds: [],
  });
  const back = defaultRuleRows().map(ruleOf);
  assert.deepEqual(
    back.map(({ fields, ...r }) => r),
    DEFAULT_CATEGORY_RULES.map((r) => ({ ...r })),
  );
  assert.deepEqual(
    defaultRuleRows().map((r) => r.sort),
    DEFAULT_CATEGORY_RULES.map((_, i) => (i + 1) * 10),
  );
});
