import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedTypesOf, maxBytesOf, refuseType, sniffContent } from './content-type';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

test('the bytes decide the type, not the name', async () => {
  assert.deepEqual(await sniffContent(PDF), { ext: 'pdf', mime: 'application/pdf' });
  assert.equal((await sniffContent(EXE))?.ext, 'exe');
  assert.equal(await sniffContent(HTML), undefined);
});

test('allowed types: a renamed exe and HTML posing as a pdf are refused, a pdf passes', async () => {
  const allowed = allowedTypesOf('jpg, PNG,.pdf，xlsx docx jpeg');
  assert.deepEqual(allowed, ['jpg', 'png', 'pdf', 'xlsx', 'docx']);
  assert.equal(refuseType(await sniffContent(PDF), allowed), null);
  assert.match(refuseType(await sniffContent(EXE), allowed)!['zh-CN'], /文件内容是 exe/);
  assert.match(refuseType(await sniffContent(HTML), allowed)!['en-US'], /not a recognised type/);
});

test('the size limit parameter in MB, the default when it is not a positive number', () => {
  assert.equal(maxBytesOf('1', 20), 1024 * 1024);
  assert.equal(maxBytesOf('0.5', 20), 512 * 1024);
  assert.equal(maxBytesOf('abc', 20), 20 * 1024 * 1024);
  assert.equal(maxBytesOf('-3', 20), 20 * 1024 * 1024);
  assert.equal(maxBytesOf(undefined, 20), 20 * 1024 * 1024);
});
