/**
 * The outbound gate in API tests (platform/net): the platform's allowance of private hosts, set through the API as
 * the platform administrator, and loopback ports that are closed or open without being a service.
 */
import { type Server, type Socket, createServer } from 'node:net';
import { type Client, ok } from '../helpers';

const PARAM = '/api/blade-system/param';
export const ALLOWANCE = 'net.allowedPrivateHosts';

/** Sets the platform's `net.allowedPrivateHosts` (null: removes it, so only public addresses may be reached). */
export async function allowPrivateHosts(c: Client, value: string | null) {
  const page = await ok(c, `${PARAM}/page?paramKey=${ALLOWANCE}`);
  const row = page.records.find((p: { paramKey: string }) => p.paramKey === ALLOWANCE);
  if (value === null) {
    if (row) await ok(c, `${PARAM}/remove?ids=${row.id}`, {});
  } else
    await ok(c, `${PARAM}/submit`, { ...row, paramName: '允许访问的内网地址', paramKey: ALLOWANCE, paramValue: value });
}

const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
};

/** A loopback port nothing listens on (taken and given back). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((r) => server.close(r));
  return port;
}

/** A loopback port something listens on that speaks no HTTP (an SSH banner, then the connection closes). */
export async function openPort(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
    s.end('SSH-2.0-OpenSSH_9.6\r\n');
  });
  const port = await listen(server);
  return {
    port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
