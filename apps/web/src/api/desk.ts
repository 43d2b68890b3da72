import type { Page } from '../crud/api';
import { http } from './http';

/**
 * The signed-in user's messages (spec §3 "Notification message", /api/blade-desk/msg-queue). Notices themselves use
 * the standard resource calls of the `notice` definition.
 */

/** One message as the server sends it (also the payload of a websocket 'notification'). */
export interface MessageRecord {
  id: string;
  idStr?: string;
  msgType: number;
  msgTypeName: string;
  msgContent: string;
  peopleName?: string;
  /** 1: the message links to a screen (topath). */
  isTopath: 0 | 1;
  topath?: string;
  isRead: 0 | 1;
  readTime?: string | null;
  createTime: string;
}

export interface MessageTypeName {
  msgType: number;
  msgTypeName: string;
}

export interface MessageQuery {
  current: number;
  size: number;
  isRead?: 0 | 1;
  msgType?: number;
  msgContent?: string;
}

const base = '/api/blade-desk/msg-queue';

export const messageApi = {
  /** Polled in the background: a failure waits for the next poll instead of a toast. */
  unreadCount: () => http.get<number>(`${base}/getMsgIndex`, undefined, { silent: true }),
  page: (query: MessageQuery) => http.get<Page<MessageRecord>>(`${base}/pageList`, { ...query }),
  markRead: (id: string) => http.post<boolean>(`${base}/readMsg`, {}, { params: { id } }),
  markAllRead: () => http.post<number>(`${base}/readAllMsg`),
  typeNames: () => http.get<MessageTypeName[]>(`${base}/getAllMsgTypeName`),
};
