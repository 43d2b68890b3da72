import { integer, jsonb, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, idPrimary, stamp, tenantColumn } from '../../platform/db/columns';
import { tenantIsolation } from '../../platform/db/row-security';

/** fl_enterprise_setting: one row per tenant — which provider, where, its keys (never sent back whole), timeout, TTL. */
export const enterpriseSettingTable = pgTable(
  'fl_enterprise_setting',
  {
    ...tenantColumn(),
    provider: varchar('provider', { length: 32 }).notNull(),
    baseUrl: varchar('base_url', { length: 255 }).notNull(),
    appKey: varchar('app_key', { length: 128 }).notNull(),
    secretKey: varchar('secret_key', { length: 128 }).notNull(),
    timeoutMs: integer('timeout_ms').notNull(),
    cacheDays: integer('cache_days').notNull(),
    enabled: smallint('enabled').notNull(),
    updateUser: idColumn('update_user'),
    updateTime: stamp('update_time'),
  },
  (t) => [primaryKey({ name: 'fl_enterprise_setting_pk', columns: [t.tenantId] }), tenantIsolation()],
);

/**
 * fl_enterprise_cache: one provider answer per tenant, company (统一社会信用代码 or name), dataset and variant (the page
 * asked for), with when it was fetched and the customer it was asked for.
 */
export const enterpriseCacheTable = pgTable(
  'fl_enterprise_cache',
  {
    ...idPrimary(),
    ...tenantColumn(),
    subject: varchar('subject', { length: 200 }).notNull(),
    dataset: varchar('dataset', { length: 32 }).notNull(),
    variant: varchar('variant', { length: 64 }).notNull(),
    customerId: idColumn('customer_id'),
    payload: jsonb('payload').notNull(),
    fetchedAt: stamp('fetched_at').notNull(),
  },
  (t) => [uniqueIndex('fl_enterprise_cache_key').on(t.tenantId, t.subject, t.dataset, t.variant), tenantIsolation()],
);
