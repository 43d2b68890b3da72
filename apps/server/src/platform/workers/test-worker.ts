// The worker entry of pool.test.ts: tasks that answer, tell progress, refuse their input, fail, run out of memory or
// never end.
import { l } from '@flp/shared';
import { DocumentError } from '../documents/document-error';
import { serveTasks } from './serve';

serveTasks({
  double: (n: number) => n * 2,
  count: async (n: number, progress) => {
    for (let i = 1; i <= n; i++) progress({ done: i, total: n, step: l(`第 ${i} 步`, `step ${i}`) });
    return n;
  },
  refuse: () => {
    throw new DocumentError(l('文件已损坏', 'The file is damaged'));
  },
  fail: () => {
    throw new TypeError('a bug');
  },
  hoard: () => {
    const kept: number[][] = [];
    for (;;) kept.push(new Array(1_000_000).fill(1));
  },
  spin: (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end);
    return 'spun';
  },
  bytes: (b: Uint8Array) => b.byteLength,
});
