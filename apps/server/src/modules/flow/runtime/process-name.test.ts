import assert from 'node:assert/strict';
import { test } from 'node:test';
import { processNameOf } from './runtime';

test("a message names the process by its definition's name, and in English by its product category", () => {
  assert.deepEqual(processNameOf({ processName: '回款确认审批', category: 'flow_32' }), {
    'zh-CN': '回款确认审批',
    'en-US': 'Payment receipt confirmation',
  });
  // A category the product does not know keeps the definition's name in both languages.
  assert.deepEqual(processNameOf({ processName: '自定义流程', category: 'custom' }), {
    'zh-CN': '自定义流程',
    'en-US': '自定义流程',
  });
});
