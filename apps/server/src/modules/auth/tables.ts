import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, idPrimary, stamp, tenantColumn } from '../../platform/db/columns';
import { tenantIsolation } from '../../platform/db/row-security';

/**
 * Refresh tokens, stored as hashes. A sign-in starts a family (`sid`); each refresh rotates the token inside it, and
 * presenting a token that was already rotated away revokes the whole family (a stolen token is then useless).
 */
export const refreshTokenTable = pgTable(
  'blade_refresh_token',
  {
    ...idPrimary(),
    ...tenantColumn(),
    userId: idColumn('user_id').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    sid: varchar('sid', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: stamp('expires_at').notNull(),
    createTime: stamp('create_time').notNull(),
    revokedAt: stamp('revoked_at'),
  },
  (t) => [
    index('blade_refresh_token_hash_idx').on(t.tokenHash),
    index('blade_refresh_token_user_idx').on(t.userId),
    tenantIsolation(),
  ],
);
