import { pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, stamp, tenantColumn } from '../../platform/db/columns';
import { tenantIsolation } from '../../platform/db/row-security';

/**
 * fl_wx_binding: which follower of the tenant's official account is which user — one openid per user, one user per
 * openid — written by the follow event (bindings.ts), read to reach the user (template messages).
 */
export const wxBindingTable = pgTable(
  'fl_wx_binding',
  {
    ...tenantColumn(),
    userId: idColumn('user_id').notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    boundTime: stamp('bound_time').notNull(),
  },
  (t) => [
    primaryKey({ name: 'fl_wx_binding_pk', columns: [t.tenantId, t.userId] }),
    uniqueIndex('fl_wx_binding_openid').on(t.tenantId, t.openid),
    tenantIsolation(),
  ],
);
