import assert from 'node:assert/strict';
import { test } from 'node:test';
import { zipSync } from 'fflate';
import { measureZip } from './budget';

const budget = { maxEntries: 10, maxUnpackedBytes: 1024 * 1024 };

test('an archive within its budget is measured by what its parts really inflate to', () => {
  const zip = zipSync({ 'a.xml': new Uint8Array(1000).fill(65), 'b/c.xml': new TextEncoder().encode('<x/>') });
  assert.deepEqual(measureZip(zip, budget), { ok: true, entries: 2, unpacked: 1004 });
});

test('a bomb stops at the budget, whatever sizes it declares', () => {
  // 3 MB of one byte (three times the budget) deflates to about 3 KB
  const bomb = zipSync({ 'word/document.xml': new Uint8Array(3 * 1024 * 1024) }, { level: 9 });
  assert.ok(bomb.length < 10 * 1024, `${bomb.length}`);
  assert.deepEqual(measureZip(bomb, budget), { ok: false, reason: 'unpacked' });
  // the declared sizes rewritten to say 1 byte: the count is of real bytes, so it still stops
  const lying = new Uint8Array(bomb);
  const view = new DataView(lying.buffer);
  for (let i = 0; i + 4 <= lying.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, 1, true); // local header: uncompressed size
    if (sig === 0x02014b50) view.setUint32(i + 24, 1, true); // central directory: uncompressed size
  }
  assert.deepEqual(measureZip(lying, budget), { ok: false, reason: 'unpacked' });
});

test('too many parts, or not a zip, are told apart', () => {
  const many = zipSync(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}.xml`, new Uint8Array(1)])));
  assert.deepEqual(measureZip(many, budget), { ok: false, reason: 'entries' });
  assert.deepEqual(measureZip(new TextEncoder().encode('not a zip at all'), budget), {
    ok: false,
    reason: 'unreadable',
  });
});
