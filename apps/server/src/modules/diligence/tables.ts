import { compDiligence } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

/** 企业准入扫描: found by its order when the order is recorded. */
export const compDiligenceTable = resourceTable(compDiligence, (t) => [
  index('fl_risk_comp_diligence_order_idx').on(t.tenantId, t.orderNo).where(sql`is_deleted = 0`),
]);
