import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GenerationCache } from './generation-cache';

test('a newer generation of a tenant drops the older set; other tenants keep theirs', () => {
  const c = new GenerationCache<number>(60_000);
  c.set('a', '1', 'u1', 1);
  c.set('a', '1', 'u2', 2);
  c.set('b', '1', 'u1', 3);
  assert.equal(c.get('a', '1', 'u1'), 1);
  assert.equal(c.get('a', '2', 'u1'), undefined, 'an older generation is never answered');
  c.set('a', '2', 'u1', 10);
  assert.equal(c.get('a', '1', 'u2'), undefined);
  assert.equal(c.get('b', '1', 'u1'), 3);
  assert.equal(c.size, 2);
});

test('ten thousand generations of one tenant hold one entry, not ten thousand', () => {
  const c = new GenerationCache<object>(60_000);
  for (let g = 0; g < 10_000; g++) c.set('000000', String(g), 'admin', { g });
  assert.equal(c.size, 1);
});

test('entries expire, and a tenant keeps at most its limit (the oldest goes)', async () => {
  const c = new GenerationCache<number>(20, 3, 2);
  for (let i = 0; i < 5; i++) c.set('a', '1', `u${i}`, i);
  assert.equal(c.size, 3);
  assert.equal(c.get('a', '1', 'u0'), undefined);
  assert.equal(c.get('a', '1', 'u4'), 4);
  c.set('b', '1', 'x', 1);
  c.set('c', '1', 'x', 1);
  assert.equal(c.get('a', '1', 'u4'), undefined, 'the oldest tenant went when a third arrived');
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(c.get('c', '1', 'x'), undefined, 'expired');
});
