import { modify } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../db/resource-table';

/**
 * rzzl_modify_history: tenant-scoped, one row per changed field (packages/shared/src/resources/modify.ts). A record's
 * history is read newest first through (tenant, ywlx, dataid, create_time).
 */
export const modifyHistoryTable = resourceTable(modify, (t) => [
  index('rzzl_modify_history_record_idx')
    .on(t.tenantId, t.ywlx, t.dataid, t.createTime.desc(), t.id.desc())
    .where(sql`is_deleted = 0`),
]);
