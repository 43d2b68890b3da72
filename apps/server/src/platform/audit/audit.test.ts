import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditKind, auditParams, redactParams } from './api-log';
import { type AuditEntry, AuditTrail } from './trail';

test('auditKind: a POST is a write, a file to save a download, an export as declared, other reads nothing', () => {
  assert.equal(auditKind('POST', {}), 1);
  assert.equal(auditKind('GET', {}), null);
  assert.equal(auditKind('GET', {}, 'inline; filename="a.png"'), null);
  assert.equal(auditKind('GET', {}, 'attachment; filename="a.xlsx"'), 3);
  assert.equal(auditKind('GET', { audit: 'export' }, 'attachment; filename="a.xlsx"'), 2);
  assert.equal(auditKind('GET', { audit: 'download' }), 3);
  assert.equal(auditKind('POST', { audit: false }), null);
});

test('redactParams masks every secret and half hides personal numbers at any depth, and keeps the rest', () => {
  const out = redactParams({
    account: 'zhangwei',
    password: 'e10adc',
    newPassword1: 'x',
    nested: { secretKey: 'sk', accessKey: 'ak', list: [{ token: 't', dictKey: 'k1' }] },
    key: 'k',
    empty: { password: '' },
    phones: '13800000099,13912345678',
    contacts: [{ mobilePhone: '13800000099', idCard: '11010519491231002X', name: '张三' }],
  });
  assert.deepEqual(out, {
    account: 'zhangwei',
    password: '******',
    newPassword1: '******',
    nested: { secretKey: '******', accessKey: '******', list: [{ token: '******', dictKey: 'k1' }] },
    key: '******',
    empty: { password: '' },
    phones: '138****0099,139****5678',
    contacts: [{ mobilePhone: '138****0099', idCard: '110105********002X', name: '张三' }],
  });
});

test('auditParams keeps query and JSON body, names an upload without its bytes, and is cut to 4,000 characters', () => {
  const json = { 'content-type': 'application/json' };
  assert.equal(
    auditParams({ query: { id: '1' }, body: { paramValue: 'v', password: 'p' }, headers: json }),
    '{"query":{"id":"1"},"body":{"paramValue":"v","password":"******"}}',
  );
  assert.equal(
    auditParams({ query: {}, body: undefined, headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
    '{"body":"[file upload]"}',
  );
  assert.equal(auditParams({ query: {}, body: undefined, headers: {} }), '');
  const long = auditParams({ query: {}, body: { text: 'x'.repeat(10_000) }, headers: json });
  assert.equal(long.length, 4000);
  assert.ok(long.endsWith('…'));
});

const silent = { warn() {}, error() {} } as never;
const origin = (tenantId: string) => ({ tenantId, userId: '1', deptId: '2', account: 'a' });

test('the trail writes in batches per tenant, in order, and only once a writer is given', async () => {
  const written: [string, string[]][] = [];
  const trail = new AuditTrail({ log: silent, env: 'dev', delayMs: 10_000, batch: 1000 });
  trail.event(origin('000000'), 'sign-in', 'first');
  trail.event(origin('100002'), 'sign-in', 'other tenant');
  trail.event(origin('000000'), 'export', 'second');
  await trail.flush();
  assert.equal(written.length, 0, 'nothing is written before the log module gives its writer');
  trail.writeWith(async (tenantId, entries: readonly AuditEntry[]) => {
    written.push([tenantId, entries.map((e) => (e.log === 'usual' ? e.logData : ''))]);
  });
  await trail.flush();
  assert.deepEqual(written, [
    ['000000', ['first', 'second']],
    ['100002', ['other tenant']],
  ]);
  await trail.flush();
  assert.equal(written.length, 2, 'a flush with nothing waiting writes nothing');
});

test('a full batch goes at once; a failing writer loses that batch, not the next; the backlog is bounded', async () => {
  let calls = 0;
  const seen: number[] = [];
  const trail = new AuditTrail({ log: silent, env: 'dev', delayMs: 10_000, batch: 3, maxPending: 5 });
  trail.writeWith(async (_t, entries) => {
    calls++;
    if (calls === 1) throw new Error('database away');
    seen.push(entries.length);
  });
  for (let i = 0; i < 3; i++) trail.event(origin('000000'), 'job', String(i));
  await trail.flush(); // the batch of 3 already went (and failed)
  assert.equal(calls, 1);
  trail.event(origin('000000'), 'job', 'after');
  await trail.flush();
  assert.deepEqual(seen, [1]);

  const bounded = new AuditTrail({ log: silent, env: 'dev', delayMs: 10_000, batch: 1000, maxPending: 5 });
  for (let i = 0; i < 8; i++) bounded.event(origin('000000'), 'job', String(i));
  const kept: string[] = [];
  bounded.writeWith(async (_t, entries) => {
    for (const e of entries) if (e.log === 'usual') kept.push(e.logData);
  });
  await bounded.flush();
  assert.deepEqual(kept, ['3', '4', '5', '6', '7'], 'the oldest are dropped');
});
