import { MESSAGE_TYPES, id, l } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SQL, or } from 'drizzle-orm';
import { containing, parsePaging } from '../../platform/crud/query';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { requestLocale } from '../../platform/http/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { Accounts } from '../system';
import { DESK_MENUS } from './menus';
import { MessageService, toWireMessage } from './message.service';
import { deskRepos } from './repos';
import { messageTable } from './tables';
import { defineModule } from '../host';

export type { MessageService } from './message.service';

export interface DeskModuleDeps {
  db: Db;
  hub: RealtimeHub;
  /** The system module's directory of users (recipients, senders' names). */
  users: Pick<Accounts, 'activeUserIds' | 'realName'>;
}

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** Notice message type (MESSAGE_TYPES). */
const NOTICE_MESSAGE = 1;

/**
 * The desk (spec §7 "/api/blade-desk notice", §2 notifications, §7 "Notifications"): notices, whose publication sends
 * every user of the tenant a message, and each user's messages behind the top bar's bell.
 */
export function registerDeskModule(app: FastifyInstance, { db, hub, users }: DeskModuleDeps): MessageService {
  const messages = new MessageService(hub, users);
  const notice = deskRepos.notice;
  const noticeText = (row: Record<string, unknown>) => `【${String(row.title ?? '')}】${String(row.content ?? '')}`;

  registerResourceRoutes(app, {
    def: notice.def,
    repo: notice,
    db,
    hooks: {
      // A new notice reaches everyone in the same transaction, and their browsers once it has committed; editing
      // one does not send it again.
      async afterWrite(h, row, _body, created) {
        if (created) await messages.send(h, 'tenant', { msgType: NOTICE_MESSAGE, content: noticeText(row) });
      },
    },
  });

  const base = '/api/blade-desk/msg-queue';
  const tags = [deskRepos.message.def.label['en-US']];
  const signedIn = { permission: null };

  app.get(`${base}/getMsgIndex`, {
    config: signedIn,
    schema: { tags, summary: "the caller's unread message count (the bell's badge)" },
    handler: async (req) => ok(await messages.unreadCount(db, req.ctx)),
  });

  app.get(`${base}/pageList`, {
    config: signedIn,
    schema: {
      tags,
      summary: "the caller's messages, newest first (filters: isRead 0|1, msgType, msgContent)",
      querystring: {
        type: 'object',
        properties: {
          current: { type: 'integer' },
          size: { type: 'integer' },
          isRead: { type: 'integer', enum: [0, 1] },
          msgType: { type: 'integer' },
          msgContent: { type: 'string' },
        },
      },
    },
    handler: async (req) => {
      // The content search finds a message by either of its texts (a reader sees the one of their language).
      const { msgContent, ...filters } = query(req);
      const words = String(msgContent ?? '').trim();
      const byContent = words
        ? [or(containing(messageTable.msgContent, words), containing(messageTable.msgContentEn, words)) as SQL]
        : [];
      const page = await deskRepos.message.page(db, req.ctx, filters, parsePaging(filters), {
        where: [...messages.mine(req.ctx), ...byContent],
      });
      const locale = requestLocale(req);
      return ok({ ...page, records: page.records.map((row) => toWireMessage(row, locale)) });
    },
  });

  // The spec's message queue calls are all GET; the web app marks messages read with POST. Both answer, alike.
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${base}/readMsg`,
    permission: null,
    tags,
    summary: 'marks one of the caller’s messages read',
    title: l('消息 — 标为已读', 'Messages — Mark read'),
    params: [id('id', l('消息', 'Message'), { required: l('请选择消息', 'please select the message') })],
    handler: async ({ ctx, params }) => {
      await messages.read(db, ctx, params.id);
      return true;
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${base}/readAllMsg`,
    permission: null,
    tags,
    summary: "marks all the caller's unread messages read; answers how many",
    title: l('消息 — 全部已读', 'Messages — Mark all read'),
    handler: ({ ctx }) => messages.readAll(db, ctx),
  });

  app.get(`${base}/getAllMsgTypeName`, {
    config: signedIn,
    schema: { tags, summary: 'the message types: [{msgType, msgTypeName}]' },
    handler: async (req) =>
      ok(MESSAGE_TYPES.map((t) => ({ msgType: t.value, msgTypeName: t.label[requestLocale(req)] }))),
  });

  return messages;
}

declare module '../host' {
  interface ModuleApis {
    desk: MessageService;
  }
}

/** Notices and messages; its interface sends a message inside a transaction and pushes it after the commit. */
export const deskModule = defineModule({
  name: 'desk',
  uses: ['system'],
  menus: DESK_MENUS,
  register: (host) => registerDeskModule(host.app, { db: host.db, hub: host.hub, users: host.system.accounts }),
});
