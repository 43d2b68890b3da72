import assert from 'node:assert/strict';
import { test } from 'node:test';
import { subjectOf } from './service';
import { keptSecret, maskSecret } from './settings';

test('a key is shown as stars and its last four characters; a short one as stars only', () => {
  assert.equal(maskSecret('abcdefghijkl'), '******ijkl');
  assert.equal(maskSecret('short'), '******');
  assert.equal(maskSecret(''), '');
});

test('the mask (or nothing) sent back keeps the stored key; anything else replaces it', () => {
  assert.equal(keptSecret('******ijkl', 'abcdefghijkl'), 'abcdefghijkl');
  assert.equal(keptSecret('', 'abcdefghijkl'), 'abcdefghijkl');
  assert.equal(keptSecret(null, 'abcdefghijkl'), 'abcdefghijkl');
  assert.equal(keptSecret('new-secret-value', 'abcdefghijkl'), 'new-secret-value');
  assert.equal(keptSecret('******', undefined), '******');
});

test('the cache names a company by its credit code upper-cased, else by its trimmed name', () => {
  assert.equal(subjectOf(' 91310000ma1k35xq3l '), '91310000MA1K35XQ3L');
  assert.equal(subjectOf(' 上海星河融资租赁有限公司 '), '上海星河融资租赁有限公司');
});
