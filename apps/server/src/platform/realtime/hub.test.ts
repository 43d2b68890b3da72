import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RealtimeHub, type RealtimeSocket } from './hub';

/** A socket that keeps what it was sent. */
function socket() {
  const sent: Record<string, unknown>[] = [];
  const s: RealtimeSocket = { send: (data) => sent.push(JSON.parse(data)), close: () => {} };
  return { s, sent };
}

test('each tab gets a push in the language it opened in; one without an English text reads the same everywhere', async () => {
  const hub = new RealtimeHub();
  const zh = socket();
  const en = socket();
  hub.attach('000000', 'u1', zh.s);
  hub.attach('000000', 'u1', en.s, 'en-US');

  await hub.publish(
    { tenantId: '000000', userId: 'u1' },
    { type: 'notification', payload: { msgContent: '您有新的待办' }, english: { msgContent: 'A new task for you' } },
  );
  assert.deepEqual(zh.sent, [{ type: 'notification', payload: { msgContent: '您有新的待办' } }]);
  assert.deepEqual(en.sent, [{ type: 'notification', payload: { msgContent: 'A new task for you' } }]);

  await hub.publish({ tenantId: '000000', userId: '*' }, { type: 'unread', payload: { count: 2 } });
  assert.deepEqual(zh.sent[1], { type: 'unread', payload: { count: 2 } });
  assert.deepEqual(en.sent[1], { type: 'unread', payload: { count: 2 } });

  // Another user or tenant hears nothing.
  await hub.publish({ tenantId: '000001', userId: 'u1' }, { type: 'unread', payload: { count: 9 } });
  assert.equal(zh.sent.length, 2);
});
