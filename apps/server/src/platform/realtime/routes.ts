import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { sessionRevokedKey } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { KvStore } from '../store/kv';
import type { RealtimeHub } from './hub';

/** Close codes a browser can tell apart (4000–4999 are the application's). */
export const WS_CLOSE = { UNAUTHORIZED: 4401, FORBIDDEN: 4403 } as const;

/**
 * `ws(s)://host/webSocket/{userId}?token=<access token>` (API-CONVENTIONS "Realtime"). The token must be valid, not
 * revoked, and belong to that user; otherwise the socket is closed at once with 4401 / 4403. A socket only ever
 * receives what is pushed to its own tenant and user.
 */
export async function installRealtime(
  app: FastifyInstance,
  deps: { hub: RealtimeHub; tokens: TokenService; store: KvStore },
) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get<{ Params: { userId: string }; Querystring: { token?: string } }>(
    '/webSocket/:userId',
    {
      websocket: true,
      config: { public: true },
      schema: {
        tags: ['Platform'],
        summary: 'realtime pushes for the signed-in user: {type, payload} (notification, unread, logout, task)',
        querystring: { type: 'object', properties: { token: { type: 'string', description: 'the access token' } } },
      },
    },
    async (socket, req) => {
      const token = String(req.query.token ?? '').replace(/^bearer\s+/i, '');
      const claims = token ? await deps.tokens.verifyAccess(token) : 'invalid';
      if (typeof claims === 'string' || (await deps.store.get(sessionRevokedKey(claims.sid)))) {
        socket.close(WS_CLOSE.UNAUTHORIZED, 'unauthorized');
        return;
      }
      if (claims.user_id !== req.params.userId) {
        socket.close(WS_CLOSE.FORBIDDEN, 'forbidden');
        return;
      }
      const detach = deps.hub.attach(claims.tenant_id, claims.user_id, socket);
      socket.on('close', detach);
      // Browsers send nothing but keep-alives; anything else is ignored.
      socket.on('message', () => {});
    },
  );
}
