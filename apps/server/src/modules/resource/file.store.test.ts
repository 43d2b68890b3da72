import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanOriginalName, documentFileName, parseName } from './file.store';

test('the client’s file name is kept for display only: no path, no controls, no bidi tricks, at most 200', () => {
  assert.equal(cleanOriginalName('C:\\Users\\x\\合同.pdf'), '合同.pdf');
  assert.equal(cleanOriginalName('../../etc/passwd'), 'passwd');
  assert.equal(cleanOriginalName('evil\u202Efdp.exe'), 'evilfdp.exe');
  assert.equal(cleanOriginalName('a\u0000b\n"c".pdf'), 'abc.pdf');
  assert.equal(cleanOriginalName(''), 'file');
  assert.equal(cleanOriginalName(undefined), 'file');
  assert.equal(cleanOriginalName('x'.repeat(300)).length, 200);
});

test('a document the system makes keeps its whole name: a slash is part of it, not a folder', () => {
  assert.equal(documentFileName('RZ/2026/001-设备租赁合同.docx'), 'RZ／2026／001-设备租赁合同.docx');
  assert.equal(documentFileName('a\\b\u0000.docx'), 'a／b.docx');
});

test('public names: tenant, 128-bit hex and an extension; never a sidecar or anything else', () => {
  const hex = 'f'.repeat(32);
  assert.deepEqual(parseName(`000000-${hex}.pdf`), { tenantId: '000000', id: hex, ext: 'pdf' });
  assert.equal(parseName(`100001-${hex}.docx`)?.ext, 'docx');
  for (const bad of [`000000-${hex}.json`, `000000-${hex}`, `00000-${hex}.pdf`, `000000-${hex}.p/f`, '../x.pdf'])
    assert.equal(parseName(bad), null, bad);
});
