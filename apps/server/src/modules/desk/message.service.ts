import { type Locale, l } from '@flp/shared';
import { MESSAGE_LIMITS, MESSAGE_TYPES } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { type Message, notFound } from '../../platform/http/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { RequestContext } from '../../platform/tenancy/context';
import type { Accounts } from '../system';
import { deskRepos } from './repos';
import { messageTable } from './tables';

export interface OutgoingMessage {
  msgType: number;
  /** What the system writes comes in both languages (each reader gets theirs); a person's notice is their words. */
  content: Message;
  /** A page of the app the message leads to (its handle link). */
  topath?: string;
}

/** The title a message shows: its type's name (spec: msgTypeName). */
export const msgTypeName = (type: unknown, locale: Locale = 'zh-CN') =>
  MESSAGE_TYPES.find((t) => t.value === Number(type))?.label[locale] ?? String(type ?? '');

/** A message as the bell receives it (spec §3 "Notification message"), in the reader's language where it has one. */
export function toWireMessage(row: Row, locale: Locale = 'zh-CN'): Row {
  return {
    id: row.id,
    idStr: row.id,
    msgType: row.msgType,
    msgTypeName: msgTypeName(row.msgType, locale),
    msgContent: (locale === 'en-US' && row.msgContentEn) || row.msgContent,
    peopleName: row.peopleName,
    isTopath: row.isTopath,
    topath: row.topath,
    isRead: row.isRead,
    readTime: row.readTime,
    createTime: row.createTime,
  };
}

const inLanguage = (content: Message, locale: Locale) =>
  (typeof content === 'string' ? content : content[locale]).slice(0, MESSAGE_LIMITS.content);

/**
 * Each user's messages: sent by any module inside its own transaction (so a message exists exactly when what it tells
 * of does), pushed to the recipients' browsers once that transaction has committed.
 */
export class MessageService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly users: Pick<Accounts, 'activeUserIds' | 'realName'>,
  ) {}

  /**
   * Writes one message per recipient ('tenant': every active user of the caller's tenant) and returns the push to run
   * after the commit. The sender's name is the caller's real name.
   */
  async send({ tx, ctx, afterCommit }: HookContext, to: string[] | 'tenant', msg: OutgoingMessage) {
    // Who the users are is the system module's: asked through its service, never its table.
    const recipients = to === 'tenant' ? await this.users.activeUserIds(tx, ctx) : [...new Set(to)];
    const senderName = await this.users.realName(tx, ctx, ctx.userId);
    const rows = await deskRepos.message.insertMany(
      tx,
      ctx,
      recipients.map((userId) => ({
        userId,
        msgType: msg.msgType,
        msgContent: inLanguage(msg.content, 'zh-CN'),
        msgContentEn: typeof msg.content === 'string' ? null : inLanguage(msg.content, 'en-US'),
        peopleName: senderName ?? ctx.account,
        isTopath: msg.topath ? 1 : 0,
        topath: msg.topath?.slice(0, MESSAGE_LIMITS.topath) ?? null,
        isRead: 0,
      })),
    );
    // Browsers hear of them once they are committed.
    afterCommit(async () => {
      for (const row of rows) {
        await this.hub.publish(
          { tenantId: ctx.tenantId, userId: String(row.userId) },
          {
            type: 'notification',
            payload: toWireMessage(row),
            english: toWireMessage(row, 'en-US'),
          },
        );
      }
    });
  }

  async unreadCount(db: Db, ctx: RequestContext): Promise<number> {
    return deskRepos.message.count(db, ctx, ...this.mine(ctx), eq(messageTable.isRead, 0));
  }

  /** Marks one of the caller's messages read (404 for anyone else's). */
  async read(db: Db, ctx: RequestContext, id: string) {
    const found = await deskRepos.message.list(db, ctx, {
      where: [...this.mine(ctx), eq(messageTable.id, id)],
      limit: 1,
    });
    if (!found.length) throw notFound(l(`消息不存在: ${id}`, `No such message: ${id}`));
    if (Number(found[0].isRead) === 0) {
      await db
        .update(messageTable)
        .set({ isRead: 1, readTime: nowString(), updateTime: nowString(), updateUser: ctx.userId })
        .where(deskRepos.message.scope(ctx, ...this.mine(ctx), eq(messageTable.id, id)));
    }
    await this.pushUnread(db, ctx);
  }

  /** Marks all of the caller's unread messages read; answers how many. */
  async readAll(db: Db, ctx: RequestContext): Promise<number> {
    const changed = await db
      .update(messageTable)
      .set({ isRead: 1, readTime: nowString(), updateTime: nowString(), updateUser: ctx.userId })
      .where(deskRepos.message.scope(ctx, ...this.mine(ctx), eq(messageTable.isRead, 0)))
      .returning({ id: messageTable.id });
    await this.pushUnread(db, ctx);
    return changed.length;
  }

  /** The caller's other tabs update their badge. */
  private async pushUnread(db: Db, ctx: RequestContext) {
    const count = await this.unreadCount(db, ctx);
    await this.hub.publish({ tenantId: ctx.tenantId, userId: ctx.userId }, { type: 'unread', payload: { count } });
  }

  mine(ctx: RequestContext) {
    return [eq(messageTable.userId, ctx.userId)];
  }
}
