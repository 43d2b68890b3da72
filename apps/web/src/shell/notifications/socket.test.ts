/// <reference types="node" />
/**
 * The message socket's connections: each event says whether it came on a connection later than the first ready one,
 * so a reconnected tab reads again what it may have missed; a dropped connection is retried after the delay.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { WEBSOCKET_RECONNECT_MS } from '@flp/shared/constants';
import { type ServerEvent, openMessageSocket } from './socket';

/** A browser WebSocket as far as openMessageSocket uses it; the test plays the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen?: () => void;
  onmessage?: (e: { data: unknown }) => void;
  onerror?: () => void;
  onclose?: (e: { code: number }) => void;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {}
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

/** The retries' timers, held until the test lets them run (no test waits the real delay). */
let timers: { run: () => void; ms: number }[] = [];
const runTimers = () => {
  const due = timers;
  timers = [];
  for (const t of due) t.run();
};

const real = { WebSocket: globalThis.WebSocket, setTimeout: globalThis.setTimeout };
beforeEach(() => {
  FakeSocket.opened = [];
  timers = [];
  Object.assign(globalThis, {
    WebSocket: FakeSocket,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
});
afterEach(() => {
  Object.assign(globalThis, real);
});

/** Lets the awaited address resolve and the socket be made. */
const settle = () => new Promise((r) => setImmediate(r));

test('the first ready connection is not a reconnect; after a drop and a retry, the next one is', async () => {
  const seen: [ServerEvent['type'], boolean][] = [];
  let n = 0;
  const close = openMessageSocket(
    async () => `ws://host/webSocket/1?ticket=${++n}`,
    (event, reconnected) => seen.push([event.type, reconnected]),
  );
  await settle();
  const first = FakeSocket.opened[0];
  first.push({ type: 'ready', payload: {} });
  first.push({ type: 'unread', payload: { count: 1 } });
  first.onclose?.({ code: 1006 });
  assert.equal(FakeSocket.opened.length, 1, 'no retry before the delay');
  assert.deepEqual(
    timers.map((t) => t.ms),
    [WEBSOCKET_RECONNECT_MS],
  );
  runTimers();
  await settle();
  assert.equal(FakeSocket.opened.length, 2);
  assert.match(FakeSocket.opened[1].url, /ticket=2$/, 'a new ticket for each attempt');
  FakeSocket.opened[1].push({ type: 'ready', payload: {} });
  assert.deepEqual(seen, [
    ['ready', false],
    ['unread', false],
    ['ready', true],
  ]);
  close();
});

test('anything but a known event is ignored', async () => {
  const seen: string[] = [];
  const close = openMessageSocket(
    async () => 'ws://host/webSocket/1',
    (event) => seen.push(event.type),
  );
  await settle();
  FakeSocket.opened[0].onmessage?.({ data: 'not json' });
  FakeSocket.opened[0].push({ type: 'something-else' });
  assert.deepEqual(seen, []);
  close();
});
