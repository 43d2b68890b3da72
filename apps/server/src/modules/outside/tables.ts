import { outsideOrder } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { idColumn, stamp, tenantColumn } from '../../platform/db/columns';
import { resourceTable } from '../../platform/db/resource-table';
import { tenantIsolation } from '../../platform/db/row-security';

/** 外部服务订单: the poll job reads the processing orders due for a check. */
export const outsideOrderTable = resourceTable(outsideOrder, (t) => [
  index('fl_outside_order_due_idx').on(t.tenantId, t.orderState, t.nextPollAt).where(sql`is_deleted = 0`),
]);

/** fl_outside_setting: per tenant and service — which provider, where, its keys (never sent back whole), timeout. */
export const outsideSettingTable = pgTable(
  'fl_outside_setting',
  {
    ...tenantColumn(),
    service: varchar('service', { length: 32 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    baseUrl: varchar('base_url', { length: 255 }).notNull(),
    appKey: varchar('app_key', { length: 128 }).notNull(),
    secretKey: varchar('secret_key', { length: 128 }).notNull(),
    timeoutMs: integer('timeout_ms').notNull(),
    enabled: smallint('enabled').notNull(),
    updateUser: idColumn('update_user'),
    updateTime: stamp('update_time'),
  },
  (t) => [primaryKey({ name: 'fl_outside_setting_pk', columns: [t.tenantId, t.service] }), tenantIsolation()],
);
