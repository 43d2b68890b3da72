import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth/guard';
import { localeOf } from '../http/errors';
import type { TicketService } from '../auth/tickets';
import type { RealtimeHub } from './hub';

/** Close codes a browser can tell apart (4000–4999 are the application's). */
export const WS_CLOSE = { UNAUTHORIZED: 4401, FORBIDDEN: 4403 } as const;

/**
 * `ws(s)://host/webSocket/{userId}?ticket=<socket ticket>&lang=<zh-CN|en-US>` (or `?token=<access token>`,
 * API-CONVENTIONS "Realtime").
 * The ticket's token must be valid, not revoked, its user active, and belong to that user; otherwise the socket is closed at once with 4401 / 4403. A socket only ever
 * receives what is pushed to its own tenant and user.
 */
export async function installRealtime(
  app: FastifyInstance,
  deps: { hub: RealtimeHub; auth: Authenticator; tickets: TicketService },
) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get<{ Params: { userId: string }; Querystring: { ticket?: string; token?: string; lang?: string } }>(
    '/webSocket/:userId',
    {
      websocket: true,
      config: { public: true },
      schema: {
        tags: ['Platform'],
        summary:
          'realtime pushes for the signed-in user: {type, payload} (ready, notification, unread, logout, menus, progress)',
        querystring: {
          type: 'object',
          properties: {
            ticket: {
              type: 'string',
              description: 'a socket ticket (POST /api/blade-auth/oauth/ticket?purpose=socket)',
            },
            token: { type: 'string', description: 'the access token (older clients; prefer a ticket)' },
            lang: { type: 'string', description: "the tab's language (en-US: messages the system wrote in English)" },
          },
        },
      },
    },
    async (socket, req) => {
      const who = await identify(deps, req.query).catch(() => null);
      if (!who) {
        socket.close(WS_CLOSE.UNAUTHORIZED, 'unauthorized');
        return;
      }
      if (who.claims.user_id !== req.params.userId) {
        socket.close(WS_CLOSE.FORBIDDEN, 'forbidden');
        return;
      }
      const detach = deps.hub.attach(who.claims.tenant_id, who.claims.user_id, socket, localeOf(req.query.lang));
      socket.on('close', detach);
      // A disable or revocation may have been broadcast between the check above and the attach: look once more, now
      // that any later broadcast is sure to reach this socket.
      const still = await deps.auth.contextOf(who.token).catch(() => null);
      if (!still) {
        socket.close(WS_CLOSE.UNAUTHORIZED, 'unauthorized');
        return;
      }
      // From here on every push reaches this socket: the browser may now read again what it could have missed while it
      // was not connected (a reconnect after a restart or a dropped network).
      socket.send(JSON.stringify({ type: 'ready', payload: {} }));
      // Browsers send nothing but keep-alives; anything else is ignored.
      socket.on('message', () => {});
    },
  );
}

/** The caller of a socket: a ticket (used once) or, from older clients, the access token itself. */
async function identify(deps: { auth: Authenticator; tickets: TicketService }, q: { ticket?: string; token?: string }) {
  const token = q.ticket
    ? await deps.tickets.redeem(String(q.ticket), 'socket')
    : String(q.token ?? '').replace(/^bearer\s+/i, '');
  if (!token) return null;
  return { token, ...(await deps.auth.contextOf(token)) };
}
