import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DocumentError } from '../documents/document-error';
import { WorkerPool } from './pool';
import type { TaskProgress } from './protocol';

const entry = new URL('./test-worker.ts', import.meta.url);
const pool = new WorkerPool({ entry, size: 1, maxHeapMb: 64, idleMs: 5_000 });
after(() => pool.close());

test('a task answers from the worker, telling its progress on the way; queued tasks wait their turn', async () => {
  const seen: TaskProgress[] = [];
  const [counted, doubled] = await Promise.all([
    pool.run<number>('count', 3, { onProgress: (p) => seen.push(p) }),
    pool.run<number>('double', 21),
  ]);
  assert.equal(counted, 3);
  assert.equal(doubled, 42);
  assert.deepEqual(
    seen.map((p) => [p.done, p.total, p.step?.['en-US']]),
    [
      [1, 3, 'step 1'],
      [2, 3, 'step 2'],
      [3, 3, 'step 3'],
    ],
  );
});

test('bytes are handed over, not copied: the caller’s buffer is emptied', async () => {
  const bytes = new Uint8Array(1024);
  assert.equal(await pool.run('bytes', bytes, { transfer: [bytes.buffer] }), 1024);
  assert.equal(bytes.byteLength, 0);
});

test('what is wrong with the input comes back as a DocumentError in both languages; a bug as an error', async () => {
  await assert.rejects(pool.run('refuse', null), (e: unknown) => {
    assert.ok(e instanceof DocumentError);
    assert.deepEqual(e.localized, { 'zh-CN': '文件已损坏', 'en-US': 'The file is damaged' });
    return true;
  });
  await assert.rejects(pool.run('fail', null), (e: unknown) => {
    assert.ok(!(e instanceof DocumentError));
    assert.match((e as Error).message, /a bug/);
    return true;
  });
  await assert.rejects(pool.run('no-such-task', null), /no worker task no-such-task/);
});

test('the main thread goes on while a task keeps its worker busy', async () => {
  const order: string[] = [];
  const spun = pool.run<string>('spin', 100).then((v) => order.push(v));
  await new Promise((r) => setTimeout(r, 20));
  order.push('main');
  await spun;
  assert.deepEqual(order, ['main', 'spun']);
});

test('a worker past its memory or its time is ended and says so; the next task gets a new worker', async () => {
  await assert.rejects(pool.run('hoard', null), (e: unknown) => {
    assert.ok(e instanceof DocumentError);
    assert.match(e.localized['en-US'], /ran out of the memory allowed/);
    return true;
  });
  await assert.rejects(pool.run('spin', 60_000, { timeoutMs: 50 }), (e: unknown) => {
    assert.ok(e instanceof DocumentError);
    assert.match(e.localized['zh-CN'], /秒仍未完成/);
    return true;
  });
  assert.equal(await pool.run('double', 2), 4);
});
