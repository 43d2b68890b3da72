import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentDisposition, uniqueEntryName } from './naming';
import { keyOfName, linkOf } from './repository';

test('zip entries: a repeated name gets (2), (3), compared without case; names without an extension too', () => {
  const taken = new Set<string>();
  assert.deepEqual(
    ['合同.pdf', '合同.pdf', 'A.PDF', 'a.pdf', '合同.pdf', 'README', 'readme', '.env'].map((n) =>
      uniqueEntryName(n, taken),
    ),
    ['合同.pdf', '合同 (2).pdf', 'A.PDF', 'a (2).pdf', '合同 (3).pdf', 'README', 'readme (2)', '.env'],
  );
});

test('a file name in Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
  assert.equal(
    contentDisposition('租赁合同 "final".pdf', false),
    `attachment; filename="____ _final_.pdf"; filename*=UTF-8''%E7%A7%9F%E8%B5%81%E5%90%88%E5%90%8C%20%22final%22.pdf`,
  );
  assert.match(contentDisposition('a.png', true), /^inline; filename="a.png"/);
});

test('a stored key and its public name are one another', () => {
  const key = `000000/${'a'.repeat(32)}.pdf`;
  assert.equal(linkOf(key), `/api/blade-resource/oss/endpoint/file/000000-${'a'.repeat(32)}.pdf`);
  assert.equal(keyOfName(`000000-${'a'.repeat(32)}.pdf`), key);
});
