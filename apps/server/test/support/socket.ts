import type { FastifyInstance } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: pushes are JSON the test reads field by field
type Push = Record<string, any>;

/** A message socket opened by a test: what arrived so far, and the close code once it closes. */
export interface Listening {
  socket: { terminate(): void };
  received: Push[];
  closed: Promise<number>;
}

/**
 * Opens a user's message socket (`?token=`, or `?ticket=` given in `query`) on an app and collects what arrives;
 * answers once the server said `ready` (attached: every later push reaches it) or closed the socket. The listeners go
 * on before the upgrade completes, so the first frame is never missed.
 */
export async function listenSocket(
  app: FastifyInstance,
  userId: string,
  query: { token?: string; ticket?: string; lang?: string },
): Promise<Listening> {
  const received: Push[] = [];
  let ready!: () => void;
  let close!: (code: number) => void;
  const readied = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const closed = new Promise<number>((resolve) => {
    close = resolve;
  });
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][]);
  const socket = await app.injectWS(
    `/webSocket/${userId}?${params}`,
    {},
    {
      onInit: (ws) => {
        ws.on('message', (data: Buffer) => {
          received.push(JSON.parse(String(data)));
          if (received.at(-1)?.type === 'ready') ready();
        });
        ws.on('close', (code: number) => close(code));
      },
    },
  );
  await Promise.race([readied, closed]);
  return { socket, received, closed };
}
