import { message, notice } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

/** blade_notice: a tenant's notices (通知公告). */
export const noticeTable = resourceTable(notice);

/** blade_msg: one row per recipient; the bell reads a user's unread ones, newest first. */
export const messageTable = resourceTable(message, (t) => [
  index('blade_msg_user_idx').on(t.tenantId, t.userId, t.isRead, t.createTime),
]);
