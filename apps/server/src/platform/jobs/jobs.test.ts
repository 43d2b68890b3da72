import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkCron, nextTimes } from './cron';
import { forEachTenant } from './fan-out';
import { JOB_LOCK_NAMESPACE, lockKey } from './lock';
import { RESULT_MAX, readSummary, storeSummary, trimTo } from './runs';

test('checkCron accepts 5- and 6-field patterns and names what is wrong with others', () => {
  assert.equal(checkCron('30 2 * * *'), undefined);
  assert.equal(checkCron('*/10 * * * * *'), undefined);
  assert.equal(checkCron('0 9 * * MON-FRI'), undefined);
  assert.match(checkCron('')?.['zh-CN'] ?? '', /不能为空/);
  assert.match(checkCron('* * *')?.['en-US'] ?? '', /5 fields/);
  assert.match(checkCron('1 2 3 4 5 6 7')?.['en-US'] ?? '', /5 fields/);
  assert.match(checkCron('61 * * * *')?.['en-US'] ?? '', /not a valid cron pattern/);
  assert.match(checkCron('hello world * * *')?.['zh-CN'] ?? '', /不是有效的 Cron 表达式/);
  // 30 February never comes.
  assert.match(checkCron('0 0 30 2 *')?.['en-US'] ?? '', /never fires|not a valid/);
});

test('nextTimes lists upcoming wall-clock times in order', () => {
  const from = new Date(2026, 0, 1, 10, 0, 0); // local = business time zone
  assert.deepEqual(nextTimes('30 2 * * *', 3, from), [
    '2026-01-02 02:30:00',
    '2026-01-03 02:30:00',
    '2026-01-04 02:30:00',
  ]);
  assert.deepEqual(nextTimes('0 */6 * * *', 2, from), ['2026-01-01 12:00:00', '2026-01-01 18:00:00']);
});

test('lock keys are stable signed 32-bit integers, distinct per job and apart from the migration lock', () => {
  const a = lockKey('error_log_retention');
  assert.equal(a, lockKey('error_log_retention'));
  assert.ok(Number.isInteger(a) && a >= -(2 ** 31) && a < 2 ** 31);
  const codes = ['error_log_retention', 'purge_unlinked_uploads', 'overdue', 'overdue_', 'a', 'b'];
  assert.equal(new Set(codes.map(lockKey)).size, codes.length);
  // FNV-1a of the empty string is its offset basis.
  assert.equal(lockKey(''), 0x811c9dc5 | 0);
  assert.notEqual(JOB_LOCK_NAMESPACE, 72016001);
});

test('forEachTenant goes on after a failing tenant and stops starting tenants once aborted', async () => {
  const seen: string[] = [];
  const out = await forEachTenant(['000000', '100001', '100002'], new AbortController().signal, async (t) => {
    seen.push(t);
    if (t === '100001') throw new Error('boom');
    return t.length;
  });
  assert.deepEqual(seen, ['000000', '100001', '100002']);
  assert.deepEqual(
    out.map((o) => [o.tenantId, o.ok]),
    [
      ['000000', true],
      ['100001', false],
      ['100002', true],
    ],
  );
  const failed = out[1];
  assert.ok(!failed.ok && (failed.error as Error).message === 'boom');

  const ctrl = new AbortController();
  const ran: string[] = [];
  const partial = await forEachTenant(['1', '2', '3'], ctrl.signal, async (t) => {
    ran.push(t);
    if (t === '2') ctrl.abort();
  });
  assert.deepEqual(ran, ['1', '2']);
  assert.equal(partial.length, 2);
});

test('summaries keep both languages within the column; plain text stays as it is', () => {
  const stored = storeSummary({ 'zh-CN': '删除 3 条', 'en-US': 'removed 3' });
  assert.equal(readSummary(stored, 'zh-CN'), '删除 3 条');
  assert.equal(readSummary(stored, 'en-US'), 'removed 3');
  assert.equal(readSummary(storeSummary('done'), 'en-US'), 'done');
  assert.equal(readSummary(null, 'en-US'), null);
  const long = storeSummary({ 'zh-CN': '长'.repeat(2000), 'en-US': '"'.repeat(2000) });
  assert.ok(long.length <= RESULT_MAX);
  assert.equal(trimTo('abcdef', 4), 'abc…');
});
