import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sniffContent } from './content-type';
import { textPdf } from './text-pdf';

test('a text PDF: its cross-reference offsets point at its objects, and the sniffing takes it for a PDF', async () => {
  const pdf = textPdf(['Business licence (demo copy)', 'Code: 91330106MA1000001X', 'a (bracket) and a \\ slash']);
  const text = pdf.toString('latin1');
  const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
  assert.ok(text.startsWith('xref', xref));
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  assert.equal(offsets.length, 5);
  for (const [i, o] of offsets.entries()) assert.ok(text.startsWith(`${i + 1} 0 obj`, o), `object ${i + 1}`);
  assert.match(text, /\(a \\\(bracket\\\) and a \\\\ slash\) '/);
  assert.equal((await sniffContent(pdf))?.ext, 'pdf');
});
