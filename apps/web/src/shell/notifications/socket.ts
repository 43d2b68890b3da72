import { WEBSOCKET_MAX_ERRORS, WEBSOCKET_RECONNECT_MS } from '@flp/shared/constants';
import type { MessageRecord } from '../../api/desk';
import type { WorkProgress } from './progress';

/** What the server pushes on /webSocket/{userId}. */
export type ServerEvent =
  | { type: 'notification'; payload: MessageRecord }
  | { type: 'unread'; payload: { count: number } }
  | { type: 'logout'; payload: { reason?: string } }
  | { type: 'menus'; payload: Record<string, never> }
  | { type: 'progress'; payload: WorkProgress }
  /** Sent once per connection, when every later push is sure to arrive. */
  | { type: 'ready'; payload: Record<string, never> };

/**
 * Same origin as the page: ws(s)://host/webSocket/{userId}?ticket=…&lang=… (the dev server proxies it). The ticket is
 * good for one connection within a minute, so the access token never travels in the socket's URL; the language is the
 * one the server writes its pushes in.
 */
export function socketUrl(userId: string, ticket: string, lang: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = `ticket=${encodeURIComponent(ticket)}&lang=${encodeURIComponent(lang)}`;
  return `${scheme}://${location.host}/webSocket/${encodeURIComponent(userId)}?${query}`;
}

function parse(data: unknown): ServerEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as Partial<ServerEvent>;
    return event.type === 'notification' ||
      event.type === 'unread' ||
      event.type === 'logout' ||
      event.type === 'menus' ||
      event.type === 'progress' ||
      event.type === 'ready'
      ? (event as ServerEvent)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a message socket open (spec §4 "Websocket"): after an error it reconnects in 2 s, logging '尝试重连...', and
 * gives up after 5 errors in a row (a connection that opens clears the count). An abnormal close (1006: the server
 * restarted, the network dropped) counts as an error; a deliberate close by the server (4401, 4403) is final.
 * `url` is asked for at each attempt (a new ticket each time). Each event comes with `reconnected`: whether the
 * connection it came on is a later one than the first the server said was ready (pushes may have been missed in
 * between). Returns the function that closes it for good.
 */
export function openMessageSocket(
  url: () => Promise<string>,
  onEvent: (event: ServerEvent, reconnected: boolean) => void,
): () => void {
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let errors = 0;
  let stopped = false;
  let readyConnections = 0;

  const connect = async () => {
    let address: string;
    try {
      address = await url();
    } catch {
      scheduleRetry();
      return;
    }
    if (stopped) return;
    const ws = new WebSocket(address);
    socket = ws;
    ws.onopen = () => {
      errors = 0;
    };
    ws.onmessage = (e) => {
      const event = parse(e.data);
      if (!event) return;
      if (event.type === 'ready') readyConnections++;
      onEvent(event, readyConnections > 1);
    };
    ws.onerror = scheduleRetry;
    // A dropped connection (server restart, network) closes abnormally, often without an error event.
    ws.onclose = (e) => {
      if (e.code === 1006) scheduleRetry();
    };
  };

  /** One retry per failure, however many events report it. */
  const scheduleRetry = () => {
    if (stopped || retry) return;
    errors++;
    if (errors >= WEBSOCKET_MAX_ERRORS) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      console.info('尝试重连...');
      void connect();
    }, WEBSOCKET_RECONNECT_MS);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}
