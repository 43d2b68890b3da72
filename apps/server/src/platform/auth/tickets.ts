import { l } from '@flp/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import type { KvStore } from '../store/kv';
import { tokenFrom } from './guard';

/** How long a ticket can be redeemed: long enough to open a link or a socket, too short to be worth stealing. */
export const TICKET_SECONDS = 60;

/**
 * What a ticket opens: a websocket (redeemed once, when it connects) or a download link (redeemable until it expires,
 * as a PDF viewer fetches a file in several ranged requests).
 */
export type TicketPurpose = 'socket' | 'download';

const key = (purpose: TicketPurpose, ticket: string) =>
  `ticket:${purpose}:${createHash('sha256').update(ticket).digest('hex')}`;

/**
 * Short-lived tickets that stand in for the access token where a browser can only put credentials in a URL (the
 * websocket, <img>/<a> links). The URL (and any log or history that keeps it) then holds a value that is useless a
 * minute later; the ticket carries the caller's own access token, so revocation and a disabled account still apply.
 */
export class TicketService {
  constructor(private readonly store: KvStore) {}

  async issue(accessToken: string, purpose: TicketPurpose): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomBytes(24).toString('base64url');
    await this.store.set(key(purpose, ticket), accessToken, TICKET_SECONDS);
    return { ticket, expiresIn: TICKET_SECONDS };
  }

  /** The access token behind a ticket, or null when it is unknown, expired or (socket) already used. */
  async redeem(ticket: string, purpose: TicketPurpose): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) return null;
    const k = key(purpose, ticket);
    return purpose === 'socket' ? this.store.take(k) : this.store.get(k);
  }
}

/** `POST /api/blade-auth/oauth/ticket?purpose=socket|download` → `{ticket, expiresIn}` for the signed-in caller. */
export function registerTicketRoute(app: FastifyInstance, tickets: TicketService) {
  app.post(
    '/api/blade-auth/oauth/ticket',
    {
      // A short-lived pass, not a change: the download or socket it opens is what the API log records.
      config: { permission: null, audit: false },
      schema: {
        tags: ['Authentication'],
        summary: `a ticket of ${TICKET_SECONDS} s for a websocket (?ticket=, once) or download links (?ticket=)`,
        querystring: {
          type: 'object',
          properties: { purpose: { type: 'string', enum: ['socket', 'download'], default: 'download' } },
        },
      },
    },
    async (req) => {
      const purpose = (req.query as { purpose?: string }).purpose ?? 'download';
      if (purpose !== 'socket' && purpose !== 'download')
        throw badRequest(l('purpose 必须是 socket 或 download', "purpose must be 'socket' or 'download'"));
      const token = tokenFrom(req);
      if (!token) throw badRequest(l('访问令牌必须放在请求头中', 'The access token must be sent in a header'));
      return ok(await tickets.issue(token, purpose));
    },
  );
}
